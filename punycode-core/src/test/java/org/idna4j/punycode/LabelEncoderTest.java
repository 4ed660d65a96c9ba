package org.idna4j.punycode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.idna4j.punycode.LabelOutcomes.FAIL;
import static org.idna4j.punycode.LabelOutcomes.OK;
import static org.idna4j.punycode.LabelOutcomes.generalEncode;
import static org.idna4j.punycode.LabelOutcomes.labelEncode;

import java.util.Random;
import org.idna4j.punycode.PunycodeException.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The encoder of the Punycode label path ({@link LabelCodec#encode}, {@link LabelEncoder}) against
 * the general encoder ({@link BootstringEncoder}) and the literal RFC 3492 transcription ({@link
 * Rfc3492Reference}): same output, and for bad input the same {@link PunycodeException} reason and
 * index, at every label length, on both sides of its limits. Seeded, so every failure reproduces.
 */
class LabelEncoderTest {

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomStrings.class)
  void encodesEveryLabelLengthAsTheGeneralEncoderAndTheRfc(RandomStrings kind) {
    Random r = new Random(3492_63L + kind.ordinal());
    for (int length = 0; length <= LabelCodec.MAX_ENCODE_CODE_POINTS; length++) {
      for (int round = 0; round < 30; round++) {
        int[] cps = kind.codePoints(r, length);
        String s = new String(cps, 0, cps.length);
        if (s.length() > LabelCodec.MAX_CHARS) {
          continue;
        }
        String label = LabelCodec.encode(s, 0, s.length());
        assertThat(label).as("label path taken for %s", s).isNotNull();
        assertThat(OK + label)
            .as("%s", s)
            .isEqualTo(generalEncode(s, 0, s.length()))
            .isEqualTo(OK + Rfc3492Reference.encode(cps, null));
        // Inside a larger text, through the public range method, appending.
        String text = "www." + s + ".example";
        StringBuilder out = new StringBuilder("xn--");
        Punycode.encode(new StringBuilder(text), 4, 4 + s.length(), out);
        assertThat(out).hasToString("xn--" + label);
      }
    }
  }

  @Test
  void encoderLimitsAreCodePointsAndChars() {
    Random r = new Random(64);
    // 64 supplementary code points are 128 chars: still a label.
    String supplementary = RandomStrings.SUPPLEMENTARY.string(r, 64);
    assertThat(OK + LabelCodec.encode(supplementary, 0, supplementary.length()))
        .isEqualTo(generalEncode(supplementary, 0, supplementary.length()));
    // 65 code points, or 129 chars: declined, and the public method still encodes them.
    for (String s :
        new String[] {
          RandomStrings.BMP.string(r, 65), RandomStrings.SUPPLEMENTARY.string(r, 64) + "a"
        }) {
      assertThat(LabelCodec.encode(s, 0, s.length())).isNull();
      StringBuilder untouched = new StringBuilder("kept");
      assertThat(LabelCodec.encode(s, 0, s.length(), untouched)).isFalse();
      assertThat(untouched).hasToString("kept");
      assertThat(OK + Punycode.encode(s)).isEqualTo(generalEncode(s, 0, s.length()));
    }
  }

  @Test
  void unpairedSurrogatesFailAtTheSameIndexAsTheGeneralEncoder() {
    Random r = new Random(0xD800);
    int failures = 0;
    for (int round = 0; round < 50_000; round++) {
      int length = r.nextInt(LabelCodec.MAX_CHARS + 1);
      char[] chars = new char[length];
      for (int j = 0; j < length; j++) {
        int pick = r.nextInt(10);
        chars[j] =
            pick < 4
                ? (char) ('a' + r.nextInt(26))
                : pick < 7
                    ? (char) (0x4E00 + r.nextInt(0x5000))
                    : (char) (0xD800 + r.nextInt(0x800)); // high or low, paired by chance or not
      }
      String s = "x." + new String(chars);
      String general = generalEncode(s, 2, s.length());
      String label = labelEncode(s, 2, s.length());
      if (label == null) {
        // Declined: more than 64 code points (only then).
        assertThat(s.codePointCount(2, s.length()))
            .isGreaterThan(LabelCodec.MAX_ENCODE_CODE_POINTS);
        continue;
      }
      assertThat(label).as("%s", s).isEqualTo(general);
      if (label.startsWith(FAIL + Reason.UNPAIRED_SURROGATE + "@")) {
        failures++;
      }
    }
    assertThat(failures).as("the sample holds unpaired surrogates").isGreaterThan(10_000);
  }
}
