package org.idna4j.punycode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The Punycode label path ({@link LabelCodec}) as a whole: the largest integers a label holds in
 * both directions, the §6.1 bias adaptation against the literal RFC 3492 transcription ({@link
 * Rfc3492Reference}), and the per-thread scratch under re-entrant and concurrent calls. {@link
 * LabelEncoderTest} and {@link LabelDecoderTest} compare each direction with the general engines.
 */
class LabelCodecTest {

  @Test
  void largestValidIntegersOfALabelAreDecodedHere() {
    // U+10FFFF, repeated after the smallest non-basic code point and basic ones: the largest
    // i and w a valid label produces; they must not be declined.
    for (int length = 1; length <= 64; length++) {
      StringBuilder sb = new StringBuilder().append('\u0080');
      for (int j = 1; j < length; j++) {
        sb.append(j % 2 == 0 ? "\uDBFF\uDFFF" : "a");
      }
      String s = sb.toString();
      String encoded = Punycode.encode(s);
      assertThat(encoded).isEqualTo(Rfc3492Reference.encode(s.codePoints().toArray(), null));
      if (encoded.length() <= LabelCodec.MAX_CHARS) {
        assertThat(LabelCodec.decode(encoded, 0, encoded.length())).as("%s", encoded).isEqualTo(s);
      }
      assertThat(Punycode.decode(encoded)).isEqualTo(s);
    }
    // k basic code points, then U+10FFFF: the first delta is (0x10FFFF - 0x80) * (k + 1), up
    // to 7.1 * 10^7 for k = 63, the largest a label encoder writes and a label decoder divides.
    for (int k = 0; k < LabelCodec.MAX_ENCODE_CODE_POINTS; k++) {
      String s = "a".repeat(k) + "\uDBFF\uDFFF";
      String expected = Rfc3492Reference.encode(s.codePoints().toArray(), null);
      assertThat(LabelCodec.encode(s, 0, s.length())).as("%s", s).isEqualTo(expected);
      assertThat(LabelCodec.decode(expected, 0, expected.length())).as("%s", expected).isEqualTo(s);
    }
  }

  @Test
  void adaptEqualsTheRfcFunctionOverItsWholeDomain() {
    // RFC 3492 §6.1 with the §5 constants, against the literal transcription: every delta
    // below 2^16 and random ones up to 2^31 - 1, for every numpoints the label path uses.
    Random r = new Random(61);
    for (int numPoints = 1; numPoints <= LabelCodec.MAX_CHARS + 1; numPoints++) {
      for (int delta = 0; delta < 1 << 16; delta++) {
        assertAdaptAgrees(delta, numPoints);
      }
      for (int round = 0; round < 20_000; round++) {
        assertAdaptAgrees(r.nextInt(Integer.MAX_VALUE), numPoints);
      }
      assertAdaptAgrees(Integer.MAX_VALUE, numPoints);
      assertAdaptAgrees((1 << 24) - 1, numPoints);
      assertAdaptAgrees(1 << 24, numPoints);
    }
  }

  private static void assertAdaptAgrees(int delta, int numPoints) {
    for (boolean first : new boolean[] {false, true}) {
      int expected = (int) Rfc3492Reference.adapt(delta, numPoints, first);
      if (LabelCodec.adapt(delta, numPoints, first) != expected) {
        assertThat(LabelCodec.adapt(delta, numPoints, first))
            .as("adapt(%d, %d, %s)", delta, numPoints, first)
            .isEqualTo(expected);
      }
    }
  }

  /** A CharSequence whose charAt itself encodes and decodes a label on the same thread. */
  private static CharSequence reentrant(String text) {
    return new CharSequence() {
      @Override
      public int length() {
        return text.length();
      }

      @Override
      public char charAt(int index) {
        if (!Punycode.decode(Punycode.encode("\u0431\u0430\u0437\u0430"))
            .equals("\u0431\u0430\u0437\u0430")) {
          throw new AssertionError("inner round trip");
        }
        return text.charAt(index);
      }

      @Override
      public CharSequence subSequence(int start, int end) {
        return text.subSequence(start, end);
      }

      @Override
      public String toString() {
        return text;
      }
    };
  }

  @Test
  void reentrantCharSequenceGetsItsOwnScratch() {
    // The outer call must not see the inner calls' working memory.
    String label = "\u00FC\u65E5\u672C\u8A9E\u00FCabc";
    String encoded = Rfc3492Reference.encode(label.codePoints().toArray(), null);
    assertThat(Punycode.encode(reentrant(label))).isEqualTo(encoded);
    assertThat(Punycode.decode(reentrant(encoded))).isEqualTo(label);
    StringBuilder out = new StringBuilder();
    assertThat(Punycode.encode(reentrant(label), 0, label.length(), out)).hasToString(encoded);
  }

  @Test
  void threadsDoNotShareScratch() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Integer>> results = new ArrayList<>();
      for (int task = 0; task < 8; task++) {
        long seed = task;
        results.add(
            pool.submit(
                () -> {
                  Random r = new Random(seed);
                  int checked = 0;
                  for (int round = 0; round < 5_000; round++) {
                    RandomStrings kind =
                        RandomStrings.values()[r.nextInt(RandomStrings.values().length)];
                    int[] cps = kind.codePoints(r, 1 + r.nextInt(30));
                    String s = new String(cps, 0, cps.length);
                    String encoded = Punycode.encode(s);
                    if (!encoded.equals(Rfc3492Reference.encode(cps, null))
                        || !Punycode.decode(encoded).equals(s)) {
                      throw new AssertionError("thread result differs for " + s);
                    }
                    checked++;
                  }
                  return checked;
                }));
      }
      for (Future<Integer> f : results) {
        assertThat(f.get()).isEqualTo(5_000);
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
