package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;

/**
 * Fuzz targets for the RFC 3492 codec {@link Punycode}.
 *
 * <p>Properties (see {@link FuzzInput} for how bytes become a string):
 *
 * <ul>
 *   <li>the only exception is the documented {@link PunycodeException}, with a reason and an index
 *       inside the input (ICU-13727 and kjd/idna #108/#109/#119: no exception from outside the
 *       contract);
 *   <li>{@code encode} fails only on input that is not well-formed UTF-16, and then with {@code
 *       UNPAIRED_SURROGATE}; otherwise its output is ASCII and {@code decode(encode(s)) == s};
 *   <li>what {@code decode} returns is well-formed UTF-16 and survives a round trip ({@code
 *       decode(encode(d)) == d});
 *   <li>the range variants agree with the whole-string ones and leave the buffer untouched on
 *       failure.
 * </ul>
 */
class PunycodeFuzzTest {
  private static final String PREFIX = "keep";

  @FuzzTest
  void encode(byte[] data) {
    checkEncode(FuzzInput.text(data));
  }

  @FuzzTest
  void decode(byte[] data) {
    checkDecode(FuzzInput.text(data));
  }

  /** Asserts the encode properties of the class comment for {@code s}. */
  static void checkEncode(String s) {
    String encoded;
    try {
      encoded = Punycode.encode(s);
    } catch (PunycodeException e) {
      assertThat(e.reason()).isEqualTo(PunycodeException.Reason.UNPAIRED_SURROGATE);
      assertThat(isWellFormed(s)).as("encode rejected well-formed input").isFalse();
      assertThat(e.index()).isBetween(0, s.length() - 1);
      assertThat(Character.isSurrogate(s.charAt(e.index()))).isTrue();
      StringBuilder out = new StringBuilder(PREFIX);
      try {
        Punycode.encode(s, 0, s.length(), out);
      } catch (PunycodeException again) {
        assertThat(again.reason()).isEqualTo(e.reason());
      }
      assertThat(out.toString()).isEqualTo(PREFIX);
      return;
    }
    assertThat(encoded.chars().allMatch(c -> c < 0x80)).as("ASCII output").isTrue();
    assertThat(Punycode.decode(encoded)).isEqualTo(s);
    assertThat(Punycode.encode(s, 0, s.length(), new StringBuilder(PREFIX)).toString())
        .isEqualTo(PREFIX + encoded);
  }

  /** Asserts the decode properties of the class comment for {@code s}. */
  static void checkDecode(String s) {
    String decoded;
    try {
      decoded = Punycode.decode(s);
    } catch (PunycodeException e) {
      assertThat(e.reason()).isNotNull();
      assertThat(e.index()).isBetween(0, s.length());
      StringBuilder out = new StringBuilder(PREFIX);
      try {
        Punycode.decode(s, 0, s.length(), out);
        throw new AssertionError("range decode accepted what decode rejected: " + e);
      } catch (PunycodeException again) {
        assertThat(again.reason()).isEqualTo(e.reason());
        assertThat(again.index()).isEqualTo(e.index());
      }
      assertThat(out.toString()).isEqualTo(PREFIX);
      return;
    }
    assertThat(isWellFormed(decoded)).as("decode output is well-formed UTF-16").isTrue();
    assertThat(Punycode.decode(Punycode.encode(decoded))).isEqualTo(decoded);
    assertThat(Punycode.decode(s, 0, s.length(), new StringBuilder(PREFIX)).toString())
        .isEqualTo(PREFIX + decoded);
  }

  /** Returns whether every surrogate in {@code s} is part of a pair. */
  static boolean isWellFormed(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return false;
      }
    }
    return true;
  }
}
