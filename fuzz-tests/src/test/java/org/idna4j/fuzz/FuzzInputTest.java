package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The byte layouts of {@link FuzzInput}, on which every seed file depends. */
class FuzzInputTest {

  @Test
  void textIsUtf8OrUtf16AfterTheMarker() {
    assertThat(FuzzInput.text(new byte[] {'a', (byte) 0xC3, (byte) 0xBC})).isEqualTo("a\u00FC");
    assertThat(FuzzInput.text(new byte[] {(byte) 0xFE, (byte) 0xD8, 0x00, 0x00, 'b'}))
        .isEqualTo("\uD800b");
    assertThat(FuzzInput.text(FuzzInput.utf16Seed("\uDC00\u0000"))).isEqualTo("\uDC00\u0000");
  }

  @Test
  void longTextWithoutRepetitionIsTheFragment() {
    assertThat(FuzzInput.longText(new byte[] {13, 0, 0, 'a', '.', 'b'})).isEqualTo("a.b");
    assertThat(FuzzInput.longText(new byte[] {0, 0, 0})).isEmpty();
    assertThat(FuzzInput.longText(new byte[] {(byte) 255})).isEmpty();
    assertThat(FuzzInput.longText(new byte[0])).isEmpty();
  }

  @Test
  void selectorDoublesTheCopiesEveryFourteenSteps() {
    assertThat(FuzzInput.repeatCount(0, 1)).isEqualTo(1);
    assertThat(FuzzInput.repeatCount(14, 1)).isEqualTo(2);
    assertThat(FuzzInput.repeatCount(21, 1)).isEqualTo(2); // floor(2^1.5) = floor(2.83)
    assertThat(FuzzInput.repeatCount(168, 1)).isEqualTo(4096);
    assertThat(FuzzInput.longText(new byte[] {28, 0, 0, 'a', 'b'})).isEqualTo("abababab");
  }

  @Test
  void repeatedFragmentIsCappedAtOneHundredThousandCharacters() {
    assertThat(FuzzInput.longText(new byte[] {(byte) 255, 0, 0, 'x'}))
        .isEqualTo("x".repeat(100_000));
    // Three chars per copy: 33,333 copies fit, the suffix comes on top of the cap.
    String s = FuzzInput.longText(new byte[] {(byte) 255, 0, 1, '!', 'a', 'b', 'c'});
    assertThat(s).hasSize(99_999 + 1).startsWith("abcabc").endsWith("abc!");
    assertThat(FuzzInput.repeatCount(255, 200_000)).isEqualTo(1);
  }

  @Test
  void prefixAndSuffixAreReadEachOnItsOwn() {
    // Prefix "xn--", suffix U+D800 in UTF-16 mode, fragment "a" twice.
    byte[] data = {14, 4, 3, 'x', 'n', '-', '-', (byte) 0xFE, (byte) 0xD8, 0x00, 'a'};
    assertThat(FuzzInput.longText(data)).isEqualTo("xn--aa\uD800");
    // Lengths beyond the bytes there are cut: the prefix takes everything, no fragment.
    assertThat(FuzzInput.longText(new byte[] {(byte) 200, 50, 50, 'p', 'q'})).isEqualTo("pq");
  }
}
