package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@link UPlus} writes what {@code String.format("U+%04X", cp)} wrote, for every code point. */
class UPlusTest {

  @Test
  void writesAtLeastFourUpperCaseHexDigits() {
    assertThat(UPlus.of(0)).isEqualTo("U+0000");
    assertThat(UPlus.of('A')).isEqualTo("U+0041");
    assertThat(UPlus.of(0x00DF)).isEqualTo("U+00DF");
    assertThat(UPlus.of(0xFFFD)).isEqualTo("U+FFFD");
    assertThat(UPlus.of(0x1F600)).isEqualTo("U+1F600");
    assertThat(UPlus.of(0x10FFFF)).isEqualTo("U+10FFFF");
  }

  @Test
  void agreesWithTheFormatItReplacesOnEveryCodePoint() {
    for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
      String expected = String.format("U+%04X", cp);
      if (!UPlus.of(cp).equals(expected)) {
        assertThat(UPlus.of(cp)).as("U+%04X", cp).isEqualTo(expected);
      }
    }
  }
}
