package org.idna4j.cli;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.idna4j.records.ProblemRecord;

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

  /**
   * Counts one record: valid, or invalid and once under each distinct key of its problems (a name
   * with two problems of one kind counts once for that kind).
   */
  void count(
      boolean recordValid, List<ProblemRecord> problems, Function<ProblemRecord, String> key) {
    total++;
    if (recordValid) {
      valid++;
      return;
    }
    invalid++;
    if (problems.size() == 1) {
      count(key.apply(problems.get(0)));
      return;
    }
    Set<String> seen = new HashSet<>();
    for (ProblemRecord p : problems) {
      String k = key.apply(p);
      if (seen.add(k)) {
        count(k);
      }
    }
  }

  void add(Tally other) {
    total += other.total;
    valid += other.valid;
    invalid += other.invalid;
    other.perKey.forEach((k, v) -> perKey.merge(k, v, Long::sum));
  }
}
