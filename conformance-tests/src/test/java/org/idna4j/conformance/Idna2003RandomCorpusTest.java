package org.idna4j.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.util.VersionInfo;
import java.net.IDN;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The idna2003 profile against {@code java.net.IDN} on a seeded random corpus of labels: ASCII
 * (both cases, digits, hyphens, other printable and control characters), code points assigned in
 * Unicode 3.2 across many scripts, characters Nameprep maps or deletes, code points assigned only
 * after Unicode 3.2 (emoji among them) or never, and unpaired surrogates; every label under all
 * four flag combinations, for ToASCII and ToUnicode, plus ToUnicode of the JDK's A-labels (with
 * random letter case and with one character changed). The corpus is the same on every run.
 *
 * <p>Labels contain no label separator: {@code java.net.IDN} splits names on U+002E, U+3002, U+FF0E
 * and U+FF61 before processing them, which this label-level comparison leaves to the domain layer.
 */
class Idna2003RandomCorpusTest {

  private static final long SEED = 0x1D4A2003L;
  private static final int LABELS = 4000;
  private static final VersionInfo UNICODE_3_2 = VersionInfo.getInstance(3, 2);

  @Test
  void agreesWithJavaNetIdnOnARandomCorpus() {
    SplittableRandom random = new SplittableRandom(SEED);
    List<Idna2003JdkAgreement.Disagreement> disagreements = new ArrayList<>();
    int comparisons = 0;
    int jdkAccepted = 0;
    int aceLabels = 0;
    for (int n = 0; n < LABELS; n++) {
      String label = randomLabel(random);
      for (int flags : Idna2003JdkAgreement.FLAG_COMBINATIONS) {
        comparisons += 2;
        add(disagreements, Idna2003JdkAgreement.toAscii(label, flags));
        add(disagreements, Idna2003JdkAgreement.toUnicode(label, flags));
        String ace;
        try {
          ace = IDN.toASCII(label, flags);
          jdkAccepted++;
        } catch (IllegalArgumentException e) {
          continue;
        }
        if (!ace.regionMatches(true, 0, "xn--", 0, 4) || ace.indexOf('.') >= 0) {
          // Nameprep can map to U+002E (U+2024, U+2488 "1."): such output is two
          // labels for java.net.IDN.toUnicode, a domain-level case.
          continue;
        }
        aceLabels++;
        for (String variant : List.of(ace, randomCase(ace, random), mutate(ace, random))) {
          comparisons += 2;
          add(disagreements, Idna2003JdkAgreement.toUnicode(variant, flags));
          add(disagreements, Idna2003JdkAgreement.toAscii(variant, flags));
        }
      }
    }
    List<Idna2003JdkAgreement.Disagreement> unexplained =
        disagreements.stream().filter(d -> !d.isExplainedByBidiData()).toList();
    System.out.printf(
        "IDNA2003 vs java.net.IDN, random corpus (seed %#x): %d labels x 4 flag combinations,"
            + " %d comparisons (%d accepted by the JDK, %d A-labels): %d agree, %d differ only through the"
            + " JDK's older Bidi data for code points unassigned in Unicode 3.2 (AllowUnassigned),"
            + " %d unexplained%n",
        SEED,
        LABELS,
        comparisons,
        jdkAccepted,
        aceLabels,
        comparisons - disagreements.size(),
        disagreements.size() - unexplained.size(),
        unexplained.size());
    disagreements.stream().limit(5).forEach(d -> System.out.println("  e.g. " + d));
    assertThat(jdkAccepted).as("the corpus exercises accepted labels").isGreaterThan(LABELS);
    assertThat(aceLabels).as("the corpus exercises A-labels").isGreaterThan(LABELS / 2);
    assertThat(unexplained).isEmpty();
  }

  private static void add(
      List<Idna2003JdkAgreement.Disagreement> disagreements,
      Idna2003JdkAgreement.Disagreement disagreement) {
    if (disagreement != null) {
      disagreements.add(disagreement);
    }
  }

  /** A label of 1 to 14 code points drawn from the pools described in the class comment. */
  static String randomLabel(SplittableRandom random) {
    int length = 1 + random.nextInt(14);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < length; i++) {
      int pool = random.nextInt(100);
      int cp;
      if (pool < 30) {
        cp = pick("abcdefghijklmnopqrstuvwxyz0123456789", random);
      } else if (pool < 37) {
        cp = 'A' + random.nextInt(26);
      } else if (pool < 41) {
        cp = '-';
      } else if (pool < 44) {
        cp = pick(" _!*/:@[`{~\u0000\u0010\u007F", random);
      } else if (pool < 70) {
        cp = assignedIn32(random);
      } else if (pool < 80) {
        // mapped, deleted or otherwise special in Nameprep (RFC 3454 Tables B.1, B.2, C)
        cp =
            pick(
                "\u00AD\u200B\u200C\u200D\uFEFF\u00DF\u0130\u03C2\u2024\u2488\u00A0\u3000\u2121\u1680\u200E\uFB01\u0340",
                random);
      } else if (pool < 84) {
        cp = 0x0627 + random.nextInt(20); // Arabic letters: RandALCat for RFC 3454 §6
      } else if (pool < 86) {
        cp = 0x05D0 + random.nextInt(27); // Hebrew letters
      } else if (pool < 94) {
        cp = assignedAfter32(random);
      } else if (pool < 99) {
        cp = random.nextInt(Character.MAX_CODE_POINT + 1);
        if (cp >= 0xD800 && cp <= 0xDFFF) {
          cp = 0x0378; // unassigned in every version
        }
      } else {
        cp = 0xD800 + random.nextInt(0x800); // an unpaired surrogate
      }
      if (cp == '.' || cp == 0x3002 || cp == 0xFF0E || cp == 0xFF61) {
        cp = 'x';
      }
      sb.appendCodePoint(cp);
    }
    return sb.toString();
  }

  private static char pick(String chars, SplittableRandom random) {
    return chars.charAt(random.nextInt(chars.length()));
  }

  private static final int[][] SCRIPT_RANGES = {
    {0x00A0, 0x024F}, {0x0300, 0x036F}, {0x0370, 0x03FF}, {0x0400, 0x04FF}, {0x0900, 0x097F},
    {0x0E00, 0x0E5B}, {0x1E00, 0x1FFF}, {0x2100, 0x218F}, {0x3040, 0x30FF}, {0x3300, 0x33FF},
    {0x4E00, 0x9FA5}, {0xAC00, 0xD7A3}, {0xFB00, 0xFDFF}, {0xFE70, 0xFEFC}, {0xFF01, 0xFFEE},
    {0x1D400, 0x1D7FF},
  };

  /** A code point assigned in Unicode 3.2 from a script block or compatibility range. */
  private static int assignedIn32(SplittableRandom random) {
    while (true) {
      int[] range = SCRIPT_RANGES[random.nextInt(SCRIPT_RANGES.length)];
      int cp = range[0] + random.nextInt(range[1] - range[0] + 1);
      if (isAssignedIn32(cp)) {
        return cp;
      }
    }
  }

  /** A code point assigned today but not in Unicode 3.2, such as U+0221 or an emoji. */
  private static int assignedAfter32(SplittableRandom random) {
    while (true) {
      int cp = random.nextInt(4) == 0 ? 0x1F300 + random.nextInt(0x300) : random.nextInt(0x30000);
      if (UCharacter.getType(cp) != UCharacter.UNASSIGNED
          && !isAssignedIn32(cp)
          && !(cp >= 0xD800 && cp <= 0xDFFF)) {
        return cp;
      }
    }
  }

  private static boolean isAssignedIn32(int cp) {
    VersionInfo age = UCharacter.getAge(cp);
    return age.getMajor() != 0 && age.compareTo(UNICODE_3_2) <= 0;
  }

  private static String randomCase(String s, SplittableRandom random) {
    StringBuilder sb = new StringBuilder(s);
    for (int i = 0; i < sb.length(); i++) {
      char c = sb.charAt(i);
      if (c >= 'a' && c <= 'z' && random.nextBoolean()) {
        sb.setCharAt(i, (char) (c - 0x20));
      }
    }
    return sb.toString();
  }

  /** Replaces one character after the prefix by a random letter or digit. */
  private static String mutate(String ace, SplittableRandom random) {
    if (ace.length() <= 4) {
      return ace;
    }
    StringBuilder sb = new StringBuilder(ace);
    sb.setCharAt(
        4 + random.nextInt(ace.length() - 4),
        pick("abcdefghijklmnopqrstuvwxyz0123456789-", random));
    return sb.toString();
  }
}
