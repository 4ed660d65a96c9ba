package org.idna4j.cli;

import java.util.Map;
import java.util.TreeMap;

/** Counts for the summary: names, valid, invalid, and names per error (or difference class). */
final class Tally {

  long total;
  long valid;
  long invalid;

  /** Sorted by key so the summary reads the same on every run. */
  final Map<String, Long> perKey = new TreeMap<>();

  void count(String key) {
    perKey.merge(key, 1L, Long::sum);
  }

  void add(Tally other) {
    total += other.total;
    valid += other.valid;
    invalid += other.invalid;
    other.perKey.forEach((k, v) -> perKey.merge(k, v, Long::sum));
  }
}
