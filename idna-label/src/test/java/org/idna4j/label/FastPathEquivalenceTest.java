package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.idna4j.punycode.Punycode;
import org.junit.jupiter.api.Test;

/**
 * The label engine's fast paths (lowercase-LDH and case-folding tiers, quick mapping with lazy
 * offsets) must give exactly what the plain path gives: same output, kind, RTL flag and problems
 * with the same offsets and details. Checked over a seeded corpus of labels built to hit every tier
 * and its edges, under every UTS #46 preset.
 */
class FastPathEquivalenceTest {

  private static final String[] PIECES = {
    "a",
    "z",
    "0",
    "9",
    "-",
    "--",
    "A",
    "Z",
    "xn--",
    "XN--",
    "_",
    " ",
    ".",
    "\u00DF",
    "\u1E9E",
    "\u03C2",
    "\u200C",
    "\u200D",
    "\u0308",
    "\u0301",
    "\u0323",
    "\u00E4",
    "\u00C4",
    "\u05D0",
    "\u0628",
    "\u0661",
    "\u06F1",
    "\u094D",
    "\u0915",
    "\u00AD",
    "\u2488",
    "\u216B",
    "\uFF21",
    "\u3002",
    "\uD800",
    "\uFFFD",
    "\u00B7",
    "l",
    "\u4F8B",
    "\u30C6",
    "\uD83D\uDE00",
    "\u0340",
    "\u1100",
    "\u0085",
    "\u0000",
  };

  private static final List<IdnaProfile> PROFILES =
      List.of(
          IdnaProfile.uts46(),
          IdnaProfile.lookup(),
          IdnaProfile.whatwgUrl(),
          IdnaProfile.transitional(),
          IdnaProfile.uts46().toBuilder().checkContextO(true).build());

  @Test
  void fastAndPlainPathsAgreeOnEveryLabel() {
    Random random = new Random(3490);
    int compared = 0;
    for (IdnaProfile profile : PROFILES) {
      LabelEngine fast = LabelEngine.forProfile(profile);
      LabelEngine plain = LabelEngine.reference(profile);
      for (int k = 0; k < 1000; k++) {
        String label = randomLabel(random);
        for (boolean bidi : new boolean[] {false, true}) {
          assertThat(fast.toAscii(label, bidi))
              .as("toAscii %s %s", label, profile)
              .isEqualTo(plain.toAscii(label, bidi));
          assertThat(fast.toUnicode(label, bidi))
              .as("toUnicode %s %s", label, profile)
              .isEqualTo(plain.toUnicode(label, bidi));
          compared += 2;
        }
      }
    }
    assertThat(compared).isEqualTo(PROFILES.size() * 1000 * 4);
  }

  private static String randomLabel(Random random) {
    int kind = random.nextInt(4);
    StringBuilder sb = new StringBuilder();
    int n = 1 + random.nextInt(kind == 3 ? 80 : 12);
    if (kind == 0) {
      // lowercase LDH, sometimes with upper case: the ASCII tiers
      for (int i = 0; i < n; i++) {
        sb.append("abcxyz0189-ABZ".charAt(random.nextInt(14)));
      }
      return sb.toString();
    }
    for (int i = 0; i < n; i++) {
      sb.append(PIECES[random.nextInt(PIECES.length)]);
    }
    String s = sb.toString();
    if (kind == 2) {
      try {
        return "xn--" + Punycode.encode(s); // an A-label, often of an invalid U-label
      } catch (RuntimeException e) {
        return s;
      }
    }
    return s;
  }
}
