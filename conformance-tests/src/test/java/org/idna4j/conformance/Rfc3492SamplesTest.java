package org.idna4j.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.List;
import java.util.stream.Stream;
import org.idna4j.punycode.CaseAnnotatedString;
import org.idna4j.punycode.Punycode;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays the sample strings of RFC 3492 §7.1 (A–S, the RFC's lettering) in both directions, with
 * and without the mixed-case annotation of Appendix A.
 *
 * <p>Each sample gives code points with case flags ({@code U+} uppercase, {@code u+} lowercase) and
 * the Punycode string exactly as printed, whose letter case is the annotation.
 */
class Rfc3492SamplesTest {

  private static final List<Rfc3492Tsv.Row> SAMPLES =
      Rfc3492Tsv.read("/rfc3492/rfc3492-7.1-samples.tsv");

  @Test
  void fileHoldsTheNineteenSamplesAToS() {
    assertThat(SAMPLES)
        .extracting(row -> row.get("id"))
        .containsExactly(
            "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q",
            "R", "S");
  }

  @TestFactory
  Stream<DynamicContainer> samples() {
    return SAMPLES.stream().map(Rfc3492SamplesTest::sample);
  }

  private static DynamicContainer sample(Rfc3492Tsv.Row row) {
    String name = row.get("id") + " " + row.get("title").replaceFirst(":$", "");
    int[] codePoints = Rfc3492Tsv.codePoints(row.get("codepoints_with_case_flags"));
    boolean[] flags = Rfc3492Tsv.uppercaseFlags(row.get("codepoints_with_case_flags"));
    String unicode = Rfc3492Tsv.unescape(row.get("unicode"));
    String printed = Rfc3492Tsv.unescape(row.get("punycode"));
    return dynamicContainer(
        "RFC 3492 §7.1 (" + name + ")",
        Stream.of(
            dynamicTest(
                name + ": code point column matches unicode column",
                () -> assertThat(unicode.codePoints().toArray()).containsExactly(codePoints)),
            dynamicTest(
                name + ": encode with case flags = " + printed,
                () -> assertThat(Punycode.encode(codePoints, flags)).isEqualTo(printed)),
            dynamicTest(
                name + ": decode " + printed + " recovers code points and case flags",
                () -> {
                  CaseAnnotatedString decoded = Punycode.decodeWithCase(printed);
                  assertThat(decoded.codePoints()).containsExactly(codePoints);
                  assertThat(decoded.uppercaseFlags()).containsExactly(flags);
                  assertThat(Punycode.decode(printed)).isEqualTo(unicode);
                }),
            dynamicTest(
                name + ": decode ignores the case of the digits",
                () -> {
                  // §5: "A decoder MUST recognize the letters in both uppercase and lowercase
                  // forms".
                  // Basic code points before the last delimiter are copied verbatim, so only the
                  // deltas after it are recased here.
                  assertThat(Punycode.decode(recaseDeltas(printed, true))).isEqualTo(unicode);
                  assertThat(Punycode.decode(recaseDeltas(printed, false))).isEqualTo(unicode);
                }),
            dynamicTest(
                name + ": encode without flags = lowercase form",
                () -> {
                  // Without annotation the deltas are lowercase; basic code points stay as given.
                  assertThat(Punycode.encode(unicode)).isEqualTo(recaseDeltas(printed, false));
                  assertThat(Punycode.encode(asciiLowercase(unicode)))
                      .isEqualTo(asciiLowercase(printed));
                })));
  }

  /** Upper- or lowercases the ASCII letters after the last delimiter (all of it if none). */
  private static String recaseDeltas(String punycode, boolean upper) {
    int split = punycode.lastIndexOf('-') + 1;
    String deltas = punycode.substring(split);
    return punycode.substring(0, split) + (upper ? asciiUppercase(deltas) : asciiLowercase(deltas));
  }

  private static String asciiLowercase(String s) {
    StringBuilder b = new StringBuilder(s.length());
    s.chars().forEach(c -> b.append((char) (c >= 'A' && c <= 'Z' ? c + 32 : c)));
    return b.toString();
  }

  private static String asciiUppercase(String s) {
    StringBuilder b = new StringBuilder(s.length());
    s.chars().forEach(c -> b.append((char) (c >= 'a' && c <= 'z' ? c - 32 : c)));
    return b.toString();
  }
}
