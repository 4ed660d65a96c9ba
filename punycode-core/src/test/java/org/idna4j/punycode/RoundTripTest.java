package org.idna4j.punycode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Seeded random round trips through RFC 3492 §6.3 and §6.2, agreement of the engine with a literal
 * transcription of the RFC pseudocode, and of the decoder's simple (label) and scalable (O(n log
 * n)) paths with each other.
 */
class RoundTripTest {

  private static final BootstringParameters P = BootstringParameters.PUNYCODE;

  /** Lengths on both sides of each path switch of the engine, and long strings. */
  private static final int[] LENGTHS = {
    1, 2, 5, 17, 63, 64, 65, 127, 128, 129, 200, 257, 400, 1000, 5000
  };

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomStrings.class)
  void decodeInvertsEncode(RandomStrings kind) {
    Random r = new Random(3492L * (kind.ordinal() + 1));
    for (int length : LENGTHS) {
      for (int round = 0; round < 5; round++) {
        String s = kind.string(r, length);
        String encoded = Punycode.encode(s);
        assertThat(encoded.chars()).as("§6.3 output is basic").allMatch(c -> c < 0x80);
        assertThat(Punycode.decode(encoded)).as("round trip of %s", encoded).isEqualTo(s);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomStrings.class)
  void encoderAgreesWithTheLiteralRfcProcedure(RandomStrings kind) {
    Random r = new Random(17L * (kind.ordinal() + 1));
    for (int length : LENGTHS) {
      int[] cps = kind.codePoints(r, length);
      boolean[] flags = randomFlags(r, cps);
      assertThat(encode(cps, null)).isEqualTo(Rfc3492Reference.encode(cps, null));
      assertThat(encode(cps, flags)).isEqualTo(Rfc3492Reference.encode(cps, flags));
      // Every sort strategy of the engine: labels, medium and long inputs.
      assertThat(Rfc3492Reference.decode(encode(cps, null))).containsExactly(cps);
    }
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomStrings.class)
  void simpleAndScalableDecodersAgree(RandomStrings kind) {
    Random r = new Random(29L * (kind.ordinal() + 1));
    for (int length : LENGTHS) {
      int[] cps = kind.codePoints(r, length);
      boolean[] flags = randomFlags(r, cps);
      String encoded = encode(cps, flags);
      for (boolean scalable : new boolean[] {false, true}) {
        BootstringDecoder.Output decoded =
            BootstringDecoder.decode(P, encoded, 0, encoded.length(), true, scalable);
        assertThat(decoded.length).isEqualTo(cps.length);
        assertThat(Arrays.copyOf(decoded.codePoints, decoded.length)).containsExactly(cps);
        assertThat(Arrays.copyOf(decoded.upper, decoded.length)).containsExactly(flags);
        BootstringDecoder.Output plain =
            BootstringDecoder.decode(P, encoded, 0, encoded.length(), false, scalable);
        assertThat(Arrays.copyOf(plain.codePoints, plain.length)).containsExactly(cps);
        assertThat(plain.upper).isNull();
        assertThat(Rfc3492Reference.decode(encoded)).containsExactly(cps);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomStrings.class)
  void caseAnnotationRoundTrips(RandomStrings kind) {
    Random r = new Random(41L * (kind.ordinal() + 1));
    for (int length : LENGTHS) {
      int[] cps = kind.codePoints(r, length);
      boolean[] flags = randomFlags(r, cps);
      CaseAnnotatedString decoded = Punycode.decodeWithCase(Punycode.encode(cps, flags));
      assertThat(decoded.codePoints()).containsExactly(cps);
      assertThat(decoded.uppercaseFlags()).containsExactly(flags);
    }
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomStrings.class)
  void longStringsRoundTrip(RandomStrings kind) {
    Random r = new Random(101L * (kind.ordinal() + 1));
    String s = kind.string(r, 100_000);
    assertThat(Punycode.decode(Punycode.encode(s))).isEqualTo(s);
  }

  /**
   * Random annotation that a round trip can reproduce (RFC 3492 Appendix A): a basic ASCII letter's
   * flag is its case, another basic code point's flag is false (it has no case), a non-basic code
   * point's flag is random.
   */
  static boolean[] randomFlags(Random r, int[] cps) {
    boolean[] flags = new boolean[cps.length];
    for (int i = 0; i < cps.length; i++) {
      int c = cps[i];
      flags[i] = c < 0x80 ? (c >= 'A' && c <= 'Z') : r.nextBoolean();
    }
    return flags;
  }

  private static String encode(int[] cps, boolean[] flags) {
    StringBuilder out = new StringBuilder();
    BootstringEncoder.encode(P, cps, cps.length, flags, out);
    return out.toString();
  }
}
