package org.idna4j.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.IDN;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.junit.jupiter.api.Test;

/**
 * {@code Idna.of(IdnaProfile.idna2003()...)} against {@code java.net.IDN} on whole domain names: a
 * seeded random corpus of names built from the labels of {@link Idna2003RandomCorpusTest}, joined
 * by the four label separators of RFC 3490 §3.1 (U+002E, U+3002, U+FF0E, U+FF61), with and without
 * a trailing dot, plus empty labels and the edge cases below; all four flag combinations, ToASCII
 * and ToUnicode.
 */
class Idna2003DomainAgreementTest {

  private static final long SEED = 0x1D4A2003DL;
  private static final int NAMES = 3000;
  private static final String SEPARATORS = ".\u3002\uFF0E\uFF61";
  private static final List<String> EDGE_CASES =
      List.of(
          "",
          ".",
          "..",
          "a.",
          "a..",
          ".a",
          "a..b",
          "\u3002",
          "a\u3002",
          "example.com.",
          "\u00E4.\u00E4.",
          "a".repeat(63) + ".com",
          "a".repeat(64) + ".com",
          ("a".repeat(60) + ".").repeat(5) + "com",
          "\u00AD.com",
          "a.\u00AD",
          "xn--zca.com",
          "faß.de",
          "B\u00FCcher.DE",
          "\u2488.com");

  @Test
  void agreesWithJavaNetIdnOnWholeNames() {
    SplittableRandom random = new SplittableRandom(SEED);
    List<String> names = new ArrayList<>(EDGE_CASES);
    for (int n = 0; n < NAMES; n++) {
      names.add(randomName(random));
    }
    List<String> disagreements = new ArrayList<>();
    int explained = 0;
    int comparisons = 0;
    for (String name : names) {
      for (int flags : Idna2003JdkAgreement.FLAG_COMBINATIONS) {
        Idna idna = Idna.of(Idna2003JdkAgreement.profile(flags));
        comparisons += 2;
        String jdk;
        String jdkError = null;
        try {
          jdk = IDN.toASCII(name, flags);
        } catch (IllegalArgumentException e) {
          jdk = null;
          jdkError = e.getMessage();
        }
        DomainResult ours = idna.toAscii(name);
        boolean agree = jdk == null ? !ours.isValid() : ours.isValid() && ours.output().equals(jdk);
        if (!agree) {
          if (isExplained(name, flags)) {
            explained++;
          } else {
            disagreements.add(
                "toASCII("
                    + Idna2003JdkAgreement.escape(name)
                    + ", "
                    + flags
                    + "): JDK "
                    + (jdk == null ? "throws " + jdkError : Idna2003JdkAgreement.escape(jdk))
                    + ", IDNA4J "
                    + Idna2003JdkAgreement.escape(ours.output())
                    + " "
                    + ours.problems());
          }
        }
        String jdkUnicode = IDN.toUnicode(name, flags);
        DomainResult oursUnicode = idna.toUnicode(name);
        if (!oursUnicode.output().equals(jdkUnicode)) {
          if (isExplained(name, flags)) {
            explained++;
          } else {
            disagreements.add(
                "toUnicode("
                    + Idna2003JdkAgreement.escape(name)
                    + ", "
                    + flags
                    + "): JDK "
                    + Idna2003JdkAgreement.escape(jdkUnicode)
                    + ", IDNA4J "
                    + Idna2003JdkAgreement.escape(oursUnicode.output())
                    + " "
                    + oursUnicode.problems());
          }
        }
      }
    }
    System.out.printf(
        "IDNA2003 vs java.net.IDN, whole names (seed %#x): %d names x 4 flag combinations,"
            + " %d comparisons: %d agree, %d differ only through the JDK's older Bidi data, %d unexplained%n",
        SEED,
        names.size(),
        comparisons,
        comparisons - explained - disagreements.size(),
        explained,
        disagreements.size());
    disagreements.stream().limit(20).forEach(d -> System.out.println("  " + d));
    assertThat(disagreements).isEmpty();
  }

  /**
   * The disagreement of {@link Idna2003JdkAgreement.Disagreement#isExplainedByBidiData()}, found in
   * one of the name's labels.
   */
  private static boolean isExplained(String name, int flags) {
    for (String label : name.split("[.\u3002\uFF0E\uFF61]")) {
      Idna2003JdkAgreement.Disagreement d = Idna2003JdkAgreement.toAscii(label, flags);
      if (d != null && d.isExplainedByBidiData()) {
        return true;
      }
      d = Idna2003JdkAgreement.toUnicode(label, flags);
      if (d != null && d.isExplainedByBidiData()) {
        return true;
      }
    }
    return false;
  }

  private static String randomName(SplittableRandom random) {
    int labels = 1 + random.nextInt(4);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < labels; i++) {
      if (i > 0) {
        sb.append(SEPARATORS.charAt(random.nextInt(SEPARATORS.length())));
      }
      int kind = random.nextInt(20);
      if (kind == 0) {
        continue; // an empty label
      }
      String label = Idna2003RandomCorpusTest.randomLabel(random);
      if (kind < 4) {
        try {
          label = IDN.toASCII(label, IDN.ALLOW_UNASSIGNED); // an A-label or LDH label
        } catch (IllegalArgumentException e) {
          // keep the Unicode label
        }
      }
      sb.append(label);
    }
    if (random.nextInt(8) == 0) {
      sb.append(SEPARATORS.charAt(random.nextInt(SEPARATORS.length())));
    }
    return sb.toString();
  }
}
