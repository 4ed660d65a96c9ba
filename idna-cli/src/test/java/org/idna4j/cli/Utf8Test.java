package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Strict UTF-8 decoding per RFC 3629 §3-4: where a line stops being UTF-8. */
class Utf8Test {

  private static Utf8.Decoded decode(int... bytes) {
    byte[] b = new byte[bytes.length];
    for (int i = 0; i < bytes.length; i++) {
      b[i] = (byte) bytes[i];
    }
    return Utf8.decode(b, b.length);
  }

  @Test
  void wellFormedTextOfEveryLengthIsValid() {
    byte[] b = "aé€\uD83D\uDCA9".getBytes(StandardCharsets.UTF_8); // 1, 2, 3 and 4 bytes
    Utf8.Decoded d = Utf8.decode(b, b.length);
    assertThat(d.valid()).isTrue();
    assertThat(d.text()).isEqualTo("aé€\uD83D\uDCA9");
  }

  @Test
  void anEncodedReplacementCharacterIsNotAnError() {
    Utf8.Decoded d = decode(0xEF, 0xBF, 0xBD);
    assertThat(d.valid()).isTrue();
    assertThat(d.text()).isEqualTo("\uFFFD");
  }

  @Test
  void overlongFormsAreRejected() {
    // RFC 3629 §10: C0 AF is an overlong '/', E0 80 AF another.
    assertThat(decode('a', 0xC0, 0xAF).firstBadByte()).isEqualTo(1);
    assertThat(decode(0xE0, 0x80, 0xAF).valid()).isFalse();
    assertThat(decode(0xF0, 0x80, 0x80, 0xAF).valid()).isFalse();
  }

  @Test
  void surrogatesAndCodePointsAboveU10FFFFAreRejected() {
    // RFC 3629 §3: U+D800..U+DFFF and anything above U+10FFFF are not encodable.
    assertThat(decode(0xED, 0xA0, 0x80).valid()).isFalse();
    assertThat(decode(0xF4, 0x90, 0x80, 0x80).valid()).isFalse();
    assertThat(decode(0xF4, 0x8F, 0xBF, 0xBF).text())
        .isEqualTo(new String(Character.toChars(0x10FFFF)));
  }

  @Test
  void truncatedSequencesAndStrayBytesAreRejectedWithTheirPosition() {
    Utf8.Decoded d = decode('a', 'b', 0xE2, 0x82, 'c', 0x80, 0xFF);
    assertThat(d.valid()).isFalse();
    assertThat(d.firstBadByte()).isEqualTo(2);
    assertThat(d.firstBadChar()).isEqualTo(2);
    assertThat(d.badSequences()).isEqualTo(3);
    assertThat(d.text()).isEqualTo("ab\uFFFDc\uFFFD\uFFFD");
  }
}
