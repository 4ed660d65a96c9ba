package org.idna4j.cli;

import java.nio.charset.StandardCharsets;

/**
 * Strict UTF-8 decoding that says where the input is not UTF-8 (RFC 3629 §3 and §4: no overlong
 * forms, no encoded surrogates, nothing above U+10FFFF).
 */
final class Utf8 {

  /**
   * A decoded line. When the bytes are not UTF-8, {@code text} shows each ill-formed sequence as
   * U+FFFD (Unicode §3.9 "maximal subpart" practice) for display only, and {@code firstBadByte} is
   * the byte offset of the first one; otherwise it is -1.
   *
   * @param text the decoded text
   * @param firstBadByte byte offset of the first ill-formed sequence, or -1
   * @param firstBadChar code-point offset in {@code text} of its U+FFFD, or -1
   * @param badSequences how many ill-formed sequences were replaced
   */
  record Decoded(String text, int firstBadByte, int firstBadChar, int badSequences) {
    boolean valid() {
      return firstBadByte < 0;
    }
  }

  private Utf8() {}

  /**
   * Decodes {@code bytes[0, length)}.
   *
   * @param bytes the bytes
   * @param length how many to decode
   * @return the text and, if the bytes are not UTF-8, where
   */
  static Decoded decode(byte[] bytes, int length) {
    String fast = new String(bytes, 0, length, StandardCharsets.UTF_8);
    if (fast.indexOf('\uFFFD') < 0) {
      return new Decoded(fast, -1, -1, 0); // the JDK substitutes only where input is bad
    }
    return decodeSlow(bytes, length);
  }

  private static Decoded decodeSlow(byte[] b, int n) {
    StringBuilder s = new StringBuilder(n);
    int firstByte = -1;
    int firstChar = -1;
    int bad = 0;
    int codePoints = 0;
    int i = 0;
    while (i < n) {
      int c = b[i] & 0xFF;
      int need;
      int cp;
      int lo = 0x80;
      int hi = 0xBF;
      if (c < 0x80) {
        s.append((char) c);
        codePoints++;
        i++;
        continue;
      } else if (c >= 0xC2 && c <= 0xDF) {
        need = 1;
        cp = c & 0x1F;
      } else if (c >= 0xE0 && c <= 0xEF) {
        need = 2;
        cp = c & 0x0F;
        if (c == 0xE0) {
          lo = 0xA0; // no overlong 3-byte forms
        } else if (c == 0xED) {
          hi = 0x9F; // no surrogates
        }
      } else if (c >= 0xF0 && c <= 0xF4) {
        need = 3;
        cp = c & 0x07;
        if (c == 0xF0) {
          lo = 0x90; // no overlong 4-byte forms
        } else if (c == 0xF4) {
          hi = 0x8F; // nothing above U+10FFFF
        }
      } else {
        need = -1;
        cp = 0;
      }
      int j = i + 1;
      boolean ok = need > 0;
      for (int k = 0; ok && k < need; k++, j++) {
        if (j >= n) {
          ok = false;
          break;
        }
        int t = b[j] & 0xFF;
        int l = k == 0 ? lo : 0x80;
        int h = k == 0 ? hi : 0xBF;
        if (t < l || t > h) {
          ok = false;
          break;
        }
        cp = (cp << 6) | (t & 0x3F);
      }
      if (ok) {
        s.appendCodePoint(cp);
        codePoints++;
        i = j;
      } else {
        if (firstByte < 0) {
          firstByte = i;
          firstChar = codePoints;
        }
        bad++;
        s.append('\uFFFD');
        codePoints++;
        i = Math.max(j, i + 1); // skip the maximal subpart
      }
    }
    return new Decoded(s.toString(), firstByte, firstChar, bad);
  }
}
