package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The record escapers: every string comes out as one valid UTF-8 field. */
class ByteSinkTest {

  private static String json(String s) {
    return new ByteSink(4).json(s).toString();
  }

  private static String tsv(String s) {
    return new ByteSink(4).tsv(s).toString();
  }

  @Test
  void jsonEscapesWhatRfc8259RequiresAndRoundTrips() {
    String tricky = "q\"b\\s/\n\r\t\u0000\u001F\u007F\u2028é€\uD83D\uDCA9";
    String encoded = json(tricky);
    assertThat(encoded).doesNotContain("\n").doesNotContain("\u0000").doesNotContain("\u2028");
    assertThat(Json.parse(encoded)).isEqualTo(tricky);
  }

  @Test
  void jsonWritesUnpairedSurrogatesAsEscapes() {
    assertThat(json("a\uD800b\uDC00")).isEqualTo("\"a\\ud800b\\udc00\"");
    assertThat(Json.parse(json("a\uD800b\uDC00"))).isEqualTo("a\uD800b\uDC00");
  }

  @Test
  void tsvKeepsEachFieldOnOneLineAndColumn() {
    assertThat(tsv("a\tb\nc\rd\\e")).isEqualTo("a\\tb\\nc\\rd\\\\e");
    assertThat(tsv("x\u0000\u0085\u2029\uD800y")).isEqualTo("x\\u{0}\\u{85}\\u{2029}\\u{D800}y");
    assertThat(tsv("ü\uD83D\uDCA9")).isEqualTo("ü\uD83D\uDCA9");
  }

  @Test
  void c1AndBidiControlsAreEscapedInJsonTsvAndSafeCsvAndMessages() {
    // U+009B (C1 CSI) and the bidi controls of UAX #9 (Bidi_Control) would act on a terminal or
    // reorder the text around them; every text output writes them as escapes.
    String s = "a\u009b\u202e\u2066\u200f\u061cb";
    assertThat(json(s)).isEqualTo("\"a\\u009b\\u202e\\u2066\\u200f\\u061cb\"");
    assertThat(Json.parse(json(s))).isEqualTo(s);
    assertThat(tsv(s)).isEqualTo("a\\u{9B}\\u{202E}\\u{2066}\\u{200F}\\u{61C}b");
    ByteSink csv = new ByteSink(4);
    Text.appendCsv(csv, s);
    assertThat(csv.toString()).doesNotContain("\u202e").doesNotContain("\u009b");
    assertThat(Text.printable(s)).isEqualTo("a\\u{9B}\\u{202E}\\u{2066}\\u{200F}\\u{61C}b");
  }

  @Test
  void numbersAreTheirDecimalForm() {
    for (long v :
        new long[] {
          0,
          7,
          9,
          10,
          42,
          99,
          100,
          4321,
          1_000_000,
          -1,
          -10,
          -987,
          Long.MAX_VALUE,
          Long.MIN_VALUE,
          Long.MIN_VALUE + 1
        }) {
      ByteSink b = new ByteSink(1);
      assertThat(b.ascii('[').number(v).ascii(']').toString()).isEqualTo("[" + v + "]");
    }
  }

  @Test
  void growsForLongStrings() {
    String longText = "é".repeat(100_000);
    assertThat(json(longText)).isEqualTo("\"" + longText + "\"");
    assertThat(tsv(longText)).isEqualTo(longText);
  }
}
