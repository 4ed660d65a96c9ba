package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * UTS #46 §4 steps 1-2 over ICU4J's uts46 data, and the facts about that data the engine relies on.
 */
class Uts46MappingTest {

  @Test
  void icuReplacesDisallowedCodePointsWithFffd() {
    // U+2488 DIGIT ONE FULL STOP is disallowed in IdnaMappingTable 18.0.0
    assertThat(Uts46Mapping.UTS46.normalize("\u2488")).isEqualTo("\uFFFD");
  }

  @Test
  void disallowedCodePointsAreKeptAndFlagged() {
    Uts46Mapping.Mapped m = Uts46Mapping.map("A\u2488B", false);
    assertThat(m.text).isEqualTo("a\u2488b");
    assertThat(m.isDisallowed(0)).isFalse();
    assertThat(m.isDisallowed(1)).isTrue();
    assertThat(m.isDisallowed(2)).isFalse();
  }

  @Test
  void ignoredCodePointsAreRemoved() {
    // U+00AD SOFT HYPHEN is ignored
    assertThat(Uts46Mapping.map("a\u00ADb", false).text).isEqualTo("ab");
  }

  @Test
  void deviationsAreKeptNontransitionallyAndMappedTransitionally() {
    assertThat(Uts46Mapping.map("fa\u00DF\u03C2\u200D", false).text)
        .isEqualTo("fa\u00DF\u03C2\u200D");
    assertThat(Uts46Mapping.map("fa\u00DF\u03C2\u200D", true).text).isEqualTo("fass\u03C3");
    // U+1E9E LATIN CAPITAL LETTER SHARP S maps to ß, so transitionally to "ss"
    assertThat(Uts46Mapping.map("\u1E9E", true).text).isEqualTo("ss");
  }

  @Test
  void unpairedSurrogatesAreKeptAndFlagged() {
    Uts46Mapping.Mapped m = Uts46Mapping.map("a\uD800b", false);
    assertThat(m.text).isEqualTo("a\uD800b");
    assertThat(m.isDisallowed(1)).isTrue();
  }

  @Test
  void eachOutputCharMapsBackToTheInputCodePointItCameFrom() {
    // "Ⅻ" (U+216B) maps to "xii"; "😀" is two chars but one code point; "A" + U+0308 composes.
    Uts46Mapping.Mapped m = Uts46Mapping.map("\u216B\uD83D\uDE00A\u0308z", false);
    assertThat(m.text).isEqualTo("xii\uD83D\uDE00\u00E4z");
    int[] expected = {0, 0, 0, 1, 1, 2, 4};
    for (int i = 0; i < expected.length; i++) {
      assertThat(m.sourceOf(i)).as("char %d", i).isEqualTo(expected[i]);
    }
  }

  @Test
  void transitionalMappingKeepsSourceOffsets() {
    // ß becomes "ss" (both chars from offset 1), ZWJ disappears, ⒈ stays and is flagged
    Uts46Mapping.Mapped m = Uts46Mapping.map("a\u00DF\u200DB\u2488", true);
    assertThat(m.text).isEqualTo("assb\u2488");
    int[] expected = {0, 1, 1, 3, 4};
    for (int i = 0; i < expected.length; i++) {
      assertThat(m.sourceOf(i)).as("char %d", i).isEqualTo(expected[i]);
    }
    assertThat(m.isDisallowed(4)).isTrue();
  }

  @Test
  void longSegmentsNormalizeExactlyAsIcuDoes() {
    Random random = new Random(46);
    int[] marks = {0x0300, 0x0301, 0x0323, 0x0327, 0x0345, 0x05B0, 0x0340, 0x0F73, 0x1DFA};
    for (int round = 0; round < 50; round++) {
      StringBuilder sb = new StringBuilder(random.nextBoolean() ? "A" : "\u1EA0");
      int length = Uts46Mapping.LONG_SEGMENT + random.nextInt(300);
      for (int k = 0; k < length; k++) {
        sb.appendCodePoint(marks[random.nextInt(marks.length)]);
      }
      String s = sb.toString();
      assertThat(Uts46Mapping.normalizeLongSegment(s)).isEqualTo(Uts46Mapping.UTS46.normalize(s));
    }
  }

  @Test
  void validityOfUnmappedCodePoints() {
    assertThat(Uts46Mapping.isValidUnmapped('a')).isTrue();
    assertThat(Uts46Mapping.isValidUnmapped(0x00E4)).isTrue();
    assertThat(Uts46Mapping.isValidUnmapped(0x00DF)).isTrue(); // deviation
    assertThat(Uts46Mapping.isValidUnmapped('A')).isFalse(); // mapped
    assertThat(Uts46Mapping.isValidUnmapped(0x00AD)).isFalse(); // ignored
    assertThat(Uts46Mapping.isValidUnmapped(0x2488)).isFalse(); // disallowed
    assertThat(Uts46Mapping.isValidUnmapped(0xFFFD)).isFalse();
    assertThat(Uts46Mapping.isValidUnmapped(0xD800)).isFalse();
  }
}
