package org.idna4j.benchmarks;

import com.ibm.icu.text.IDNA;
import java.net.IDN;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The peers IDNA4J is measured against, configured once, and the loops that run a corpus through
 * them the way an application would call them.
 *
 * <p>Every loop hands the {@link Blackhole} what a caller needs from one conversion: the output
 * {@code String} and whether the name was valid. ICU4J writes into a {@code StringBuilder} and an
 * {@code IDNA.Info} that the caller supplies; the loops create both per name, as typical
 * application code does, and call {@code toString()}.
 */
final class Peers {

  /**
   * ICU4J's UTS #46 processor with the flags of Unicode's IdnaTestV2.txt: nontransitional in both
   * directions, CheckBidi, CheckJoiners (CONTEXTJ) and UseSTD3ASCIIRules. ICU always applies
   * CheckHyphens and VerifyDnsLength in {@code nameToASCII}; there is no flag to turn them off. The
   * counterpart of {@code Idna.uts46()}.
   */
  static final IDNA ICU_UTS46 =
      IDNA.getUTS46Instance(
          IDNA.NONTRANSITIONAL_TO_ASCII
              | IDNA.NONTRANSITIONAL_TO_UNICODE
              | IDNA.CHECK_BIDI
              | IDNA.CHECK_CONTEXTJ
              | IDNA.USE_STD3_RULES);

  /**
   * The closest ICU4J configuration to {@code Idna.lookup()}: as {@link #ICU_UTS46} without {@code
   * USE_STD3_RULES}. The lookup profile keeps UseSTD3ASCIIRules but allows {@code _} (so {@code
   * _dmarc.example.com} is valid); ICU has no underscore exception and can only drop the STD3 rules
   * altogether, which is what accepts those names. ICU cannot relax CheckHyphens either, so it
   * still reports {@code r4---sn-abc.googlevideo.com}; neither difference changes the work done on
   * the corpora, whose names have no {@code _} and no hyphens in positions 3 and 4.
   */
  static final IDNA ICU_LOOKUP =
      IDNA.getUTS46Instance(
          IDNA.NONTRANSITIONAL_TO_ASCII
              | IDNA.NONTRANSITIONAL_TO_UNICODE
              | IDNA.CHECK_BIDI
              | IDNA.CHECK_CONTEXTJ);

  /**
   * The closest ICU4J configuration to {@code Idna.registration()}: as {@link #ICU_UTS46} plus
   * {@code CHECK_CONTEXTO} (RFC 5892 Appendix A.3–A.9). ICU has no IDNA2008 registration mode: it
   * still maps its input through UTS #46 where IDNA2008 registration rejects input that needs
   * mapping, and it validates code points against the UTS #46 table rather than the RFC 5892
   * derived property. This is the strictest ICU processor, so it does at least the work
   * registration does.
   */
  static final IDNA ICU_REGISTRATION =
      IDNA.getUTS46Instance(
          IDNA.NONTRANSITIONAL_TO_ASCII
              | IDNA.NONTRANSITIONAL_TO_UNICODE
              | IDNA.CHECK_BIDI
              | IDNA.CHECK_CONTEXTJ
              | IDNA.CHECK_CONTEXTO
              | IDNA.USE_STD3_RULES);

  private Peers() {}

  /** Runs every name through ICU4J {@code nameToASCII}. */
  static void icuToAscii(IDNA idna, String[] names, Blackhole bh) {
    for (String name : names) {
      IDNA.Info info = new IDNA.Info();
      String out = idna.nameToASCII(name, new StringBuilder(), info).toString();
      bh.consume(out);
      bh.consume(info.hasErrors());
    }
  }

  /** Runs every name through ICU4J {@code nameToUnicode}. */
  static void icuToUnicode(IDNA idna, String[] names, Blackhole bh) {
    for (String name : names) {
      IDNA.Info info = new IDNA.Info();
      String out = idna.nameToUnicode(name, new StringBuilder(), info).toString();
      bh.consume(out);
      bh.consume(info.hasErrors());
    }
  }

  /**
   * Runs every name through {@code java.net.IDN.toASCII(String)} with its default flags (no {@code
   * ALLOW_UNASSIGNED}, no {@code USE_STD3_ASCII_RULES}), catching the {@code
   * IllegalArgumentException} it throws for an invalid name, as callers must.
   */
  static void jdkToAscii(String[] names, Blackhole bh) {
    for (String name : names) {
      try {
        bh.consume(IDN.toASCII(name));
        bh.consume(true);
      } catch (IllegalArgumentException e) {
        bh.consume(e);
        bh.consume(false);
      }
    }
  }
}
