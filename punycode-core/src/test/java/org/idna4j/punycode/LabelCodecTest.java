package org.idna4j.punycode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.idna4j.punycode.PunycodeException.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Punycode label path ({@link LabelCodec}) against the general engines
 * ({@link BootstringEncoder}, {@link BootstringDecoder}) and the literal RFC 3492 transcription
 * ({@link Rfc3492Reference}): same output, and for bad input the same
 * {@link PunycodeException} reason and index, at every label length, on both sides of its
 * limits. Seeded, so every failure reproduces.
 */
class LabelCodecTest {

  private static final BootstringParameters P = BootstringParameters.PUNYCODE;

  /** Outcomes are compared as strings: "ok:" and the result, or "fail:" REASON@index. */
  private static final String OK = "ok:";
  private static final String FAIL = "fail:";

  /** The general encoder's outcome: the encoding, or "REASON@index". */
  private static String generalEncode(CharSequence s, int start, int end) {
    try {
      int[] cps = new int[end - start];
      int count = BootstringEncoder.toCodePoints(s, start, end, cps);
      StringBuilder out = new StringBuilder();
      BootstringEncoder.encode(P, cps, count, null, out);
      return OK + out;
    } catch (PunycodeException e) {
      return FAIL + e.reason() + "@" + e.index();
    }
  }

  /** The label encoder's outcome, {@code null} if it declined. */
  private static String labelEncode(CharSequence s, int start, int end) {
    try {
      String label = LabelCodec.encode(s, start, end);
      return label == null ? null : OK + label;
    } catch (PunycodeException e) {
      return FAIL + e.reason() + "@" + e.index();
    }
  }

  /** The general decoder's (simple path) outcome: the decoded string, or "REASON@index". */
  private static String generalDecode(CharSequence s, int start, int end) {
    try {
      BootstringDecoder.Output o = BootstringDecoder.decode(P, s, start, end, false, false);
      return OK + new String(o.codePoints, 0, o.length);
    } catch (PunycodeException e) {
      return FAIL + e.reason() + "@" + e.index();
    }
  }

  /** The label decoder's outcome, {@code null} if it declined. */
  private static String labelDecode(CharSequence s, int start, int end) {
    try {
      String label = LabelCodec.decode(s, start, end);
      return label == null ? null : OK + label;
    } catch (PunycodeException e) {
      return FAIL + e.reason() + "@" + e.index();
    }
  }

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
        assertThat(OK + label).as("%s", s)
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
    for (String s : new String[] {
        RandomStrings.BMP.string(r, 65), RandomStrings.SUPPLEMENTARY.string(r, 64) + "a"}) {
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
        chars[j] = pick < 4 ? (char) ('a' + r.nextInt(26))
            : pick < 7 ? (char) (0x4E00 + r.nextInt(0x5000))
            : (char) (0xD800 + r.nextInt(0x800)); // high or low, paired by chance or not
      }
      String s = "x." + new String(chars);
      String general = generalEncode(s, 2, s.length());
      String label = labelEncode(s, 2, s.length());
      if (label == null) {
        // Declined: more than 64 code points (only then).
        assertThat(s.codePointCount(2, s.length())).isGreaterThan(LabelCodec.MAX_ENCODE_CODE_POINTS);
        continue;
      }
      assertThat(label).as("%s", s).isEqualTo(general);
      if (label.startsWith(FAIL + Reason.UNPAIRED_SURROGATE + "@")) {
        failures++;
      }
    }
    assertThat(failures).as("the sample holds unpaired surrogates").isGreaterThan(10_000);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomStrings.class)
  void decodesEveryLabelLengthAsTheGeneralDecoderAndTheRfc(RandomStrings kind) {
    Random r = new Random(3492_62L + kind.ordinal());
    int taken = 0;
    for (int length = 0; length <= 100; length++) {
      for (int round = 0; round < 20; round++) {
        int[] cps = kind.codePoints(r, length);
        String encoded = Rfc3492Reference.encode(cps, null);
        if (encoded.length() > LabelCodec.MAX_CHARS) {
          assertThat(LabelCodec.decode(encoded, 0, encoded.length())).isNull();
          continue;
        }
        String label = LabelCodec.decode(encoded, 0, encoded.length());
        assertThat(label).as("label path taken for %s", encoded).isNotNull();
        assertThat(OK + label).as("%s", encoded)
            .isEqualTo(generalDecode(encoded, 0, encoded.length()))
            .isEqualTo(OK + new String(cps, 0, cps.length));
        assertThat(Rfc3492Reference.decode(encoded)).containsExactly(cps);
        // Digits in uppercase decode the same (RFC 3492 §5), basic code points keep theirs.
        String upper = encoded.toUpperCase(java.util.Locale.ROOT);
        assertThat(labelDecode(upper, 0, upper.length())).isEqualTo(generalDecode(upper, 0, upper.length()));
        taken++;
      }
    }
    assertThat(taken).isGreaterThan(500);
  }

  /**
   * Where the non-basic code points of a label lie (the insertions of RFC 3492 §6.2) and what
   * they are: each shape builds a label of a given length from varied basic letters and
   * varied non-basic code points, so that any slot filled with the wrong code point shows.
   */
  private enum Shape {
    ALL_BASIC, NO_BASIC, FIRST, MIDDLE, LAST, FIRST_HALF, LAST_HALF, ALTERNATE;

    int[] codePoints(int length, boolean supplementary) {
      int[] cps = new int[length];
      for (int j = 0; j < length; j++) {
        boolean nonBasic;
        switch (this) {
          case ALL_BASIC: nonBasic = false; break;
          case NO_BASIC: nonBasic = true; break;
          case FIRST: nonBasic = j == 0; break;
          case MIDDLE: nonBasic = j == length / 2; break;
          case LAST: nonBasic = j == length - 1; break;
          case FIRST_HALF: nonBasic = j < (length + 1) / 2; break;
          case LAST_HALF: nonBasic = j >= length / 2; break;
          default: nonBasic = j % 2 == 1;
        }
        // Letters a-z and the digits in turn; non-basic: eight neighbours, in an order that
        // makes later code points land before earlier ones (decreasing, then increasing).
        int base = supplementary && j % 3 != 1 ? 0x1F600 : 0xE0;
        cps[j] = nonBasic ? base + (7 * j) % 8 : "abcdefghijklmnopqrstuvwxyz0123456789".charAt(j % 36);
      }
      return cps;
    }
  }

  @Test
  void placesInsertionsAtTheFrontMiddleAndEndOfEveryLength() {
    // decodeInto records the §6.2 insertions and places them afterwards, last first, in the
    // free slots of a 128-bit set (64 per long): every length from 1 to 128 code points, with
    // insertions at the front, middle and end, none, or all; BMP only, and with supplementary
    // code points (which take the int[] and UTF-16 conversion route).
    int[] taken = new int[3]; // lengths 1-63, 64, 65-128
    for (int length = 1; length <= LabelCodec.MAX_CHARS; length++) {
      for (Shape shape : Shape.values()) {
        for (boolean supplementary : new boolean[] {false, true}) {
          int[] cps = shape.codePoints(length, supplementary);
          String expected = new String(cps, 0, cps.length);
          String encoded = Rfc3492Reference.encode(cps, null);
          String label = LabelCodec.decode(encoded, 0, encoded.length());
          if (encoded.length() > LabelCodec.MAX_CHARS) {
            assertThat(label).as("%s, %d code points: longer than a label", shape, length).isNull();
            continue;
          }
          assertThat(label).as("%s, %d code points: %s", shape, length, encoded).isEqualTo(expected);
          assertThat(OK + label).isEqualTo(generalDecode(encoded, 0, encoded.length()));
          StringBuilder appended = new StringBuilder("xn--");
          assertThat(LabelCodec.decode(encoded, 0, encoded.length(), appended)).isTrue();
          assertThat(appended.toString()).isEqualTo("xn--" + expected);
          taken[length < 64 ? 0 : length == 64 ? 1 : 2]++;
        }
      }
    }
    assertThat(taken[0]).as("lengths 1-63 on the label path").isGreaterThan(500);
    assertThat(taken[1]).as("length 64 on the label path").isGreaterThan(5);
    assertThat(taken[2]).as("lengths 65-128 on the label path").isGreaterThan(300);
  }

  @Test
  void placesInsertionsInTheSlotsOfTheRfcWorkedExample() {
    // RFC 3492 §7.1 (A) Arabic (Egyptian) and (L) "3<nen>B<gumi><kinpachi><sensei>": non-basic
    // code points inserted before, between and after basic ones.
    assertThat(LabelCodec.decode("egbpdaj6bu4bxfgehfvwxn", 0, 22))
        .isEqualTo("\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634"
            + "\u0639\u0631\u0628\u064A\u061F");
    assertThat(LabelCodec.decode("3B-ww4c5e180e575a65lsy2b", 0, 24))
        .isEqualTo("3\u5E74B\u7D44\u91D1\u516B\u5148\u751F");
  }

  @Test
  void malformedLabelsFailWithTheSameReasonAndIndexAsTheGeneralDecoder() {
    // Valid encodings of random labels, then one to three random edits from an alphabet that
    // reaches every failure: non-digits, non-basic chars, delimiters, the digits that extend
    // an integer ('9' = 35) or end it ('a' = 0).
    Random r = new Random(6200);
    String alphabet = "a9zZ0-!. \u00FC\u4E00\uD800";
    int[] reasons = new int[Reason.values().length];
    int valid = 0;
    for (int round = 0; round < 100_000; round++) {
      RandomStrings kind = RandomStrings.values()[r.nextInt(RandomStrings.values().length)];
      int[] cps = kind.codePoints(r, r.nextInt(20));
      StringBuilder s = new StringBuilder(Rfc3492Reference.encode(cps, null));
      for (int edits = 1 + r.nextInt(3); edits > 0; edits--) {
        int at = r.nextInt(s.length() + 1);
        char c = alphabet.charAt(r.nextInt(alphabet.length()));
        switch (r.nextInt(3)) {
          case 0:
            s.insert(at, c);
            break;
          case 1:
            if (at < s.length()) {
              s.setCharAt(at, c);
            }
            break;
          default:
            if (at < s.length()) {
              s.deleteCharAt(at);
            }
        }
      }
      if (s.length() > LabelCodec.MAX_CHARS) {
        continue;
      }
      String input = "xn--" + s;
      String general = generalDecode(input, 4, input.length());
      String label = labelDecode(input, 4, input.length());
      if (label == null) {
        // Declined only for integers beyond any valid label; the public method then answers
        // exactly as the general decoder.
        assertThat(general).as("%s", input)
            .matches(FAIL + "(" + Reason.OVERFLOW + "|" + Reason.CODE_POINT_OUT_OF_RANGE + ")@\\d+");
        label = outcome(() -> Punycode.decode(input, 4, input.length(), new StringBuilder()).toString());
      }
      assertThat(label).as("%s", input).isEqualTo(general);
      if (label.startsWith(FAIL)) {
        reasons[Reason.valueOf(label.substring(FAIL.length(), label.lastIndexOf('@'))).ordinal()]++;
      } else {
        valid++;
      }
    }
    for (Reason reason : new Reason[] {Reason.BAD_DIGIT, Reason.NON_BASIC_BEFORE_DELIMITER,
        Reason.TRUNCATED_INTEGER, Reason.CODE_POINT_OUT_OF_RANGE, Reason.SURROGATE_CODE_POINT}) {
      assertThat(reasons[reason.ordinal()]).as("%s occurs in the sample", reason).isGreaterThan(10);
    }
    assertThat(valid).as("some edits still decode").isGreaterThan(100);
  }

  private static String outcome(java.util.function.Supplier<String> decode) {
    try {
      return OK + decode.get();
    } catch (PunycodeException e) {
      return FAIL + e.reason() + "@" + e.index();
    }
  }

  @Test
  void everyFailureClassAtLabelSize() {
    // One computed input per RFC 3492 §6.2 failure, inside a domain name (indexes are into
    // the whole text); firstInteger writes a §3.3 integer with the initial bias.
    String huge = PunycodeErrorTest.firstInteger(0x10FFFF - 0x80 + 1);
    String surrogate = "ab-" + PunycodeErrorTest.firstInteger((0xD800L - 0x80) * 3);
    String[][] cases = {
      {"xn--bcher-k!a", FAIL + "BAD_DIGIT@11"},
      {"xn--b\u00FCcher-kva", FAIL + "NON_BASIC_BEFORE_DELIMITER@5"},
      {"xn--bcher-k9", FAIL + "TRUNCATED_INTEGER@10"},
      {"xn--" + huge, FAIL + "CODE_POINT_OUT_OF_RANGE@4"},
      {"xn--" + surrogate, FAIL + "SURROGATE_CODE_POINT@7"},
      {"xn--" + "9".repeat(18) + "a", FAIL + "OVERFLOW@21"},
      {"xn---abc", FAIL + "BAD_DIGIT@4"},
    };
    for (String[] c : cases) {
      String input = c[0];
      String expected = c[1];
      assertThat(generalDecode(input, 4, input.length())).as("general, %s", input).isEqualTo(expected);
      assertThat(outcome(() -> Punycode.decode(input, 4, input.length(), new StringBuilder()).toString()))
          .as("public, %s", input).isEqualTo(expected);
      String label = labelDecode(input, 4, input.length());
      if (expected.startsWith(FAIL + "OVERFLOW")) {
        assertThat(label).as("an overflowing integer is left to the general decoder").isNull();
      } else {
        assertThat(label).as("label path, %s", input).isEqualTo(expected);
      }
    }
  }

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
            .as("adapt(%d, %d, %s)", delta, numPoints, first).isEqualTo(expected);
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
        if (!Punycode.decode(Punycode.encode("\u0431\u0430\u0437\u0430")).equals("\u0431\u0430\u0437\u0430")) {
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
        results.add(pool.submit(() -> {
          Random r = new Random(seed);
          int checked = 0;
          for (int round = 0; round < 5_000; round++) {
            RandomStrings kind = RandomStrings.values()[r.nextInt(RandomStrings.values().length)];
            int[] cps = kind.codePoints(r, 1 + r.nextInt(30));
            String s = new String(cps, 0, cps.length);
            String encoded = Punycode.encode(s);
            if (!encoded.equals(Rfc3492Reference.encode(cps, null)) || !Punycode.decode(encoded).equals(s)) {
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
