package org.idna4j.benchmarks;

import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The loops that run a corpus through IDNA4J, handing the {@link Blackhole} the same two things per
 * name as the {@link Peers} loops: the output {@code String} and whether the name was valid.
 */
final class Idna4j {

  private Idna4j() {}

  /** Runs every name through {@link Idna#toAscii(CharSequence)}. */
  static void toAscii(Idna idna, String[] names, Blackhole bh) {
    for (String name : names) {
      DomainResult result = idna.toAscii(name);
      bh.consume(result.output());
      bh.consume(result.isValid());
    }
  }

  /** Runs every name through {@link Idna#toUnicode(CharSequence)}. */
  static void toUnicode(Idna idna, String[] names, Blackhole bh) {
    for (String name : names) {
      DomainResult result = idna.toUnicode(name);
      bh.consume(result.output());
      bh.consume(result.isValid());
    }
  }
}
