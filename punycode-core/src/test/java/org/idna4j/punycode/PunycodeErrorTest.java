package org.idna4j.punycode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Random;
import org.idna4j.punycode.PunycodeException.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Failures of RFC 3492 §6.2/§6.3 at their exact boundaries, and the exception contract. */
class PunycodeErrorTest {

  /**
   * Writes {@code value} as the first generalized variable-length integer of a Punycode string (RFC
   * 3492 §3.3 with the §5 parameters and the initial bias 72), so that boundary inputs are computed
   * from the RFC rather than copied from the encoder under test.
   */
  static String firstInteger(long value) {
    String digits = "abcdefghijklmnopqrstuvwxyz0123456789";
    StringBuilder out = new StringBuilder();
    long q = value;
    for (int k = 36; ; k += 36) {
      int t = Math.max(1, Math.min(26, k - 72));
      if (q < t) {
        return out.append(digits.charAt((int) q)).toString();
      }
      out.append(digits.charAt((int) (t + (q - t) % (36 - t))));
      q = (q - t) / (36 - t);
    }
  }

  private static PunycodeException decodeFailure(String input) {
    PunycodeException e =
        catchThrowableOfType(PunycodeException.class, () -> Punycode.decode(input));
    assertThat(e).as("decode(%s) must fail", input).isNotNull();
    return e;
  }

  @Test
  void largestCodePointIsTheLastValidFirstDelta() {
    // With an empty output the first code point is n = 0x80 + i (§6.2, i div 1).
    assertThat(Punycode.decode(firstInteger(0x10FFFF - 0x80)))
        .isEqualTo(new String(Character.toChars(0x10FFFF)));
    PunycodeException e = decodeFailure(firstInteger(0x10FFFF - 0x80 + 1));
    assertThat(e.reason()).isEqualTo(Reason.CODE_POINT_OUT_OF_RANGE);
    assertThat(e.index()).isZero();
  }

  @Test
  void surrogateRangeIsRejectedExactlyAtItsEdges() {
    assertThat(Punycode.decode(firstInteger(0xD7FF - 0x80))).isEqualTo("\uD7FF");
    assertThat(Punycode.decode(firstInteger(0xE000 - 0x80))).isEqualTo("\uE000");
    for (int surrogate : new int[] {0xD800, 0xDBFF, 0xDC00, 0xDFFF}) {
      // After "ab-" the output has 2 code points: n = 0x80 + i div 3, inserted at i mod 3 = 0.
      PunycodeException e = decodeFailure("ab-" + firstInteger((long) (surrogate - 0x80) * 3));
      assertThat(e.reason()).as("U+%X", surrogate).isEqualTo(Reason.SURROGATE_CODE_POINT);
      assertThat(e.index()).isEqualTo(3);
    }
  }

  @Test
  void overflowIsReportedNotWrapped() {
    // Digit '9' (35) never ends an integer; weights 1, 35, 1225, 12250, ... (§3.3).
    // 17 of them fit in 64 bits, so a final 'a' (0) yields a huge but exact i: out of range.
    PunycodeException fits = decodeFailure("9".repeat(17) + "a");
    assertThat(fits.reason()).isEqualTo(Reason.CODE_POINT_OUT_OF_RANGE);
    // The 18th would add 35 * 1225 * 10^15 > 2^63 - 1: §6.4 detects it before adding.
    PunycodeException overflow = decodeFailure("9".repeat(18) + "a");
    assertThat(overflow.reason()).isEqualTo(Reason.OVERFLOW);
    assertThat(overflow.index()).isEqualTo(17);
    // However long the run, the failure stays at the first digit that cannot be represented.
    assertThat(decodeFailure("9".repeat(10_000)).index()).isEqualTo(17);
  }

  @Test
  void weightOverflowIsDetectedToo() {
    // With a large initial bias every threshold is tmin = 1, so digit 'b' (1) continues and
    // w = 35^j; at j = 12, w = 35^12 still admits i += w, but w * 35 > 2^63 - 1 (§6.2
    // "let w = w * (base - t), fail on overflow").
    Bootstring highBias =
        Bootstring.of(BootstringParameters.PUNYCODE.toBuilder().initialBias(700).build());
    assertThatThrownBy(() -> highBias.decode("b".repeat(13)))
        .isInstanceOfSatisfying(
            PunycodeException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.OVERFLOW);
              assertThat(e.index()).isEqualTo(12);
            });
    assertThatThrownBy(() -> highBias.decode("b".repeat(12)))
        .isInstanceOfSatisfying(
            PunycodeException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.TRUNCATED_INTEGER));
  }

  @ParameterizedTest(name = "encode \"{0}\" fails at {1}")
  @CsvSource({
    "'\uD800abc', 0",
    "'ab\uD800cd', 2",
    "'abc\uD800', 3",
    "'\uDC00abc', 0",
    "'ab\uDC00cd', 2",
    "'abc\uDC00', 3",
    "'a\uDC00\uD800b', 1",
    "'\uD83D\uD83D\uDE00', 0",
  })
  void unpairedSurrogatesAtStartMiddleAndEnd(String input, int index) {
    assertThatThrownBy(() -> Punycode.encode(input))
        .isInstanceOfSatisfying(
            PunycodeException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.UNPAIRED_SURROGATE);
              assertThat(e.index()).isEqualTo(index);
            });
  }

  @Test
  void pairedSurrogatesAreOneCodePoint() {
    // "😀" is U+1F600, one code point: its delta is that of a single code point, not two.
    String emoji = "\uD83D\uDE00";
    assertThat(Punycode.encode(emoji)).isEqualTo(firstInteger(0x1F600 - 0x80));
  }

  @Test
  void rangeMethodsReportIndexesIntoTheWholeInputAndLeaveTheBuilderAlone() {
    StringBuilder out = new StringBuilder("kept:");
    assertThatThrownBy(() -> Punycode.decode("www.xn--bcher-k!a.de", 8, 17, out))
        .isInstanceOfSatisfying(
            PunycodeException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.BAD_DIGIT);
              assertThat(e.index()).isEqualTo(15);
            });
    assertThatThrownBy(() -> Punycode.encode("x.b\uD800.y", 2, 5, out))
        .isInstanceOfSatisfying(PunycodeException.class, e -> assertThat(e.index()).isEqualTo(3));
    // A pair split by the range end is unpaired inside the range.
    assertThatThrownBy(() -> Punycode.encode("a\uD83D\uDE00", 0, 2, out))
        .isInstanceOfSatisfying(PunycodeException.class, e -> assertThat(e.index()).isEqualTo(1));
    assertThat(out).hasToString("kept:");
  }

  @Test
  void rangeMethodsAppend() {
    StringBuilder out = new StringBuilder("xn--");
    assertThat(Punycode.encode("www.bücher.de", 4, 10, out)).hasToString("xn--bcher-kva");
    StringBuilder decoded = new StringBuilder("www.");
    assertThat(Punycode.decode("www.xn--bcher-kva.de", 8, 17, decoded)).hasToString("www.bücher");
  }

  @Test
  void programmerErrorsAreNotPunycodeExceptions() {
    assertThatThrownBy(() -> Punycode.encode((CharSequence) null))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> Punycode.decode(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> Punycode.decode("abc", 2, 4, new StringBuilder()))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> Punycode.encode(new int[2], new boolean[1]))
        .isInstanceOf(IllegalArgumentException.class)
        .isNotInstanceOf(PunycodeException.class);
  }

  @Test
  void randomGarbageEitherDecodesOrFailsWithPunycodeException() {
    // No other exception type may escape for any input; a successful decode re-encodes to the
    // input with its digits lowercased (the decoder is case-insensitive only there).
    Random r = new Random(6);
    String alphabet = "abcxyzABCXYZ0189-- !\u00FC\uD800\uDC00";
    for (int round = 0; round < 200_000; round++) {
      StringBuilder s = new StringBuilder();
      int length = r.nextInt(12);
      for (int i = 0; i < length; i++) {
        s.append(alphabet.charAt(r.nextInt(alphabet.length())));
      }
      String input = s.toString();
      String decoded;
      try {
        decoded = Punycode.decode(input);
      } catch (PunycodeException e) {
        assertThat(e.index()).isBetween(0, Math.max(0, input.length() - 1));
        continue;
      }
      int split = input.lastIndexOf('-') > 0 ? input.lastIndexOf('-') + 1 : 0;
      String canonical =
          input.substring(0, split) + input.substring(split).toLowerCase(java.util.Locale.ROOT);
      assertThat(Punycode.encode(decoded)).as("re-encoding decode(%s)", input).isEqualTo(canonical);
    }
  }

  @Test
  void randomUtf16EitherEncodesOrFailsWithUnpairedSurrogate() {
    Random r = new Random(7);
    for (int round = 0; round < 100_000; round++) {
      char[] chars = new char[r.nextInt(8)];
      for (int i = 0; i < chars.length; i++) {
        chars[i] = (char) (r.nextBoolean() ? 0xD7F0 + r.nextInt(0x820) : r.nextInt(0x10000));
      }
      String input = new String(chars);
      try {
        assertThat(Punycode.decode(Punycode.encode(input))).isEqualTo(input);
      } catch (PunycodeException e) {
        assertThat(e.reason()).isEqualTo(Reason.UNPAIRED_SURROGATE);
        assertThat(Character.isSurrogate(input.charAt(e.index()))).isTrue();
      }
    }
  }
}
