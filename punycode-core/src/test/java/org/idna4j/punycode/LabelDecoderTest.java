package org.idna4j.punycode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.idna4j.punycode.LabelOutcomes.FAIL;
import static org.idna4j.punycode.LabelOutcomes.OK;
import static org.idna4j.punycode.LabelOutcomes.generalDecode;
import static org.idna4j.punycode.LabelOutcomes.labelDecode;

import java.util.Random;
import org.idna4j.punycode.PunycodeException.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The decoder of the Punycode label path ({@link LabelCodec#decode}, {@link LabelDecoder}) against
 * the general decoder ({@link BootstringDecoder}) and the literal RFC 3492 transcription ({@link
 * Rfc3492Reference}): same output, and for bad input the same {@link PunycodeException} reason and
 * index, at every label length, on both sides of its limits. Seeded, so every failure reproduces.
 */
class LabelDecoderTest {

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
        assertThat(OK + label)
            .as("%s", encoded)
            .isEqualTo(generalDecode(encoded, 0, encoded.length()))
            .isEqualTo(OK + new String(cps, 0, cps.length));
        assertThat(Rfc3492Reference.decode(encoded)).containsExactly(cps);
        // Digits in uppercase decode the same (RFC 3492 §5), basic code points keep theirs.
        String upper = encoded.toUpperCase(java.util.Locale.ROOT);
        assertThat(labelDecode(upper, 0, upper.length()))
            .isEqualTo(generalDecode(upper, 0, upper.length()));
        taken++;
      }
    }
    assertThat(taken).isGreaterThan(500);
  }

  /**
   * Where the non-basic code points of a label lie (the insertions of RFC 3492 §6.2) and what they
   * are: each shape builds a label of a given length from varied basic letters and varied non-basic
   * code points, so that any slot filled with the wrong code point shows.
   */
  private enum Shape {
    ALL_BASIC,
    NO_BASIC,
    FIRST,
    MIDDLE,
    LAST,
    FIRST_HALF,
    LAST_HALF,
    ALTERNATE;

    int[] codePoints(int length, boolean supplementary) {
      int[] cps = new int[length];
      for (int j = 0; j < length; j++) {
        boolean nonBasic;
        switch (this) {
          case ALL_BASIC:
            nonBasic = false;
            break;
          case NO_BASIC:
            nonBasic = true;
            break;
          case FIRST:
            nonBasic = j == 0;
            break;
          case MIDDLE:
            nonBasic = j == length / 2;
            break;
          case LAST:
            nonBasic = j == length - 1;
            break;
          case FIRST_HALF:
            nonBasic = j < (length + 1) / 2;
            break;
          case LAST_HALF:
            nonBasic = j >= length / 2;
            break;
          default:
            nonBasic = j % 2 == 1;
        }
        // Letters a-z and the digits in turn; non-basic: eight neighbours, in an order that
        // makes later code points land before earlier ones (decreasing, then increasing).
        int base = supplementary && j % 3 != 1 ? 0x1F600 : 0xE0;
        cps[j] =
            nonBasic ? base + (7 * j) % 8 : "abcdefghijklmnopqrstuvwxyz0123456789".charAt(j % 36);
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
          assertThat(label)
              .as("%s, %d code points: %s", shape, length, encoded)
              .isEqualTo(expected);
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
        .isEqualTo(
            "\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634"
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
        assertThat(general)
            .as("%s", input)
            .matches(
                FAIL + "(" + Reason.OVERFLOW + "|" + Reason.CODE_POINT_OUT_OF_RANGE + ")@\\d+");
        label =
            outcome(
                () -> Punycode.decode(input, 4, input.length(), new StringBuilder()).toString());
      }
      assertThat(label).as("%s", input).isEqualTo(general);
      if (label.startsWith(FAIL)) {
        reasons[Reason.valueOf(label.substring(FAIL.length(), label.lastIndexOf('@'))).ordinal()]++;
      } else {
        valid++;
      }
    }
    for (Reason reason :
        new Reason[] {
          Reason.BAD_DIGIT,
          Reason.NON_BASIC_BEFORE_DELIMITER,
          Reason.TRUNCATED_INTEGER,
          Reason.CODE_POINT_OUT_OF_RANGE,
          Reason.SURROGATE_CODE_POINT
        }) {
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
      assertThat(generalDecode(input, 4, input.length()))
          .as("general, %s", input)
          .isEqualTo(expected);
      assertThat(
              outcome(
                  () -> Punycode.decode(input, 4, input.length(), new StringBuilder()).toString()))
          .as("public, %s", input)
          .isEqualTo(expected);
      String label = labelDecode(input, 4, input.length());
      if (expected.startsWith(FAIL + "OVERFLOW")) {
        assertThat(label).as("an overflowing integer is left to the general decoder").isNull();
      } else {
        assertThat(label).as("label path, %s", input).isEqualTo(expected);
      }
    }
  }
}
