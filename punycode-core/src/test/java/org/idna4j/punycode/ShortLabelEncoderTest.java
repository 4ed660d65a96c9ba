package org.idna4j.punycode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The label encoder ({@link LabelCodec}, taken by {@link Punycode#encode(CharSequence)} for up to
 * {@value LabelCodec#MAX_ENCODE_CODE_POINTS} code points) against a literal transcription of the
 * RFC 3492 §6.3 pseudocode, at every length it handles and on both sides of its limit.
 */
class ShortLabelEncoderTest {

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomStrings.class)
  void agreesWithTheLiteralRfcProcedureAtEveryShortLength(RandomStrings kind) {
    Random r = new Random(6300L + kind.ordinal());
    for (int length = 1; length <= LabelCodec.MAX_ENCODE_CODE_POINTS + 1; length++) {
      for (int round = 0; round < 20; round++) {
        String s = kind.string(r, length);
        int[] cps = s.codePoints().toArray();
        assertThat(Punycode.encode(s)).as("%s", s).isEqualTo(Rfc3492Reference.encode(cps, null));
      }
    }
  }

  @Test
  void largestDeltasOfAShortLabel() {
    // The largest BMP code point, repeated, after the smallest non-basic one: the deltas the
    // short path's int arithmetic must hold (RFC 3492 §6.4 overflow bound for 64 code points).
    for (int length = 1; length <= LabelCodec.MAX_ENCODE_CODE_POINTS; length++) {
      StringBuilder sb = new StringBuilder().append('\u0080');
      for (int j = 1; j < length; j++) {
        sb.append(j % 2 == 0 ? '\uFFFF' : 'a');
      }
      String s = sb.toString();
      assertThat(Punycode.encode(s))
          .as("%s", s)
          .isEqualTo(Rfc3492Reference.encode(s.codePoints().toArray(), null));
      assertThat(Punycode.decode(Punycode.encode(s))).isEqualTo(s);
    }
  }

  @Test
  void appendsToTheCallersBuilderAndLeavesItOnFailure() {
    StringBuilder out = new StringBuilder("xn--");
    assertThat(Punycode.encode("bücher", 0, 6, out).toString()).isEqualTo("xn--bcher-kva");
    StringBuilder failing = new StringBuilder("xn--");
    String unpaired = "b\uD800cher";
    assertThatThrownBy(() -> Punycode.encode(unpaired, 0, unpaired.length(), failing))
        .isInstanceOfSatisfying(
            PunycodeException.class,
            e -> assertThat(e.reason()).isEqualTo(PunycodeException.Reason.UNPAIRED_SURROGATE));
    assertThat(failing.toString()).isEqualTo("xn--");
  }
}
