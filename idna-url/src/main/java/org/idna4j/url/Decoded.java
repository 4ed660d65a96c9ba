package org.idna4j.url;

/**
 * Host parser steps 4 and 5 (URL Standard §3.5): the percent-decoding of the input's UTF-8 encoding
 * (§1.3 "Percent-encoded bytes"), then <i>UTF-8 decode without BOM</i> (Encoding Standard §4.3, the
 * UTF-8 decoder of §9.1.1: each maximal ill-formed subsequence becomes one U+FFFD). A lone
 * surrogate of the Java input is read as U+FFFD, as the standard's scalar-value strings have it.
 *
 * <p>Remembers, for each code point of the decoded text, the code-point offset in the input where
 * its first byte came from, so that problems found in the decoded domain point into the caller's
 * input.
 */
final class Decoded {

  /**
   * The decoded text: the input itself when it has no percent-encoded byte and no lone surrogate.
   */
  final CharSequence text;

  /** The code-point offset of the first percent-encoded byte in the input, or -1. */
  final int firstPercentEncoded;

  /** Decoded code point index to input code-point offset; null when they are the same. */
  private final int[] inputOffsets;

  /** The input's length in code points, for offsets at or past the end of the decoded text. */
  private final int inputLength;

  private Decoded(CharSequence text, int firstPercentEncoded, int[] inputOffsets, int inputLength) {
    this.text = text;
    this.firstPercentEncoded = firstPercentEncoded;
    this.inputOffsets = inputOffsets;
    this.inputLength = inputLength;
  }

  /** Maps a code-point offset into {@link #text} to a code-point offset into the input. */
  int inputOffset(int decodedOffset) {
    if (inputOffsets == null) {
      return decodedOffset;
    }
    return decodedOffset < inputOffsets.length ? inputOffsets[decodedOffset] : inputLength;
  }

  static Decoded of(CharSequence s) {
    int n = s.length();
    int firstPercent = -1;
    boolean loneSurrogate = false;
    int cp = 0;
    for (int i = 0; i < n; i++, cp++) {
      char c = s.charAt(i);
      if (c == '%') {
        if (firstPercent < 0 && isPercentEncodedByte(s, i)) {
          firstPercent = cp;
        }
      } else if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < n
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          i++; // a pair is one code point
        } else {
          loneSurrogate = true;
        }
      }
    }
    if (firstPercent < 0) {
      // No byte to decode: only lone surrogates change, one code point for one.
      return new Decoded(loneSurrogate ? replaceLoneSurrogates(s) : s, -1, null, cp);
    }
    return percentDecode(s, firstPercent, cp);
  }

  /** §1.3: a percent-encoded byte is U+0025 (%) followed by two ASCII hex digits. */
  static boolean isPercentEncodedByte(CharSequence s, int i) {
    return i + 2 < s.length()
        && isAsciiHexDigit(s.charAt(i + 1))
        && isAsciiHexDigit(s.charAt(i + 2));
  }

  static boolean isAsciiHexDigit(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  private static int hex(char c) {
    return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
  }

  private static String replaceLoneSurrogates(CharSequence s) {
    StringBuilder sb = new StringBuilder(s.length());
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
        sb.append(c).append(s.charAt(++i));
      } else {
        sb.append(Character.isSurrogate(c) ? '\uFFFD' : c);
      }
    }
    return sb.toString();
  }

  private static Decoded percentDecode(CharSequence s, int firstPercent, int inputLength) {
    int n = s.length();
    // The UTF-8 encoding of the input, percent-decoded (§1.3 "percent-decode" of a string), with
    // the input code-point offset each byte came from. At most 3 bytes per char (a surrogate
    // pair's 2 chars make 4 bytes; %XX's 3 chars make 1).
    byte[] bytes = new byte[3 * n];
    int[] from = new int[bytes.length];
    int len = 0;
    int cp = 0;
    for (int i = 0; i < n; i++, cp++) {
      char c = s.charAt(i);
      if (c == '%' && isPercentEncodedByte(s, i)) {
        from[len] = cp;
        bytes[len++] = (byte) (hex(s.charAt(i + 1)) << 4 | hex(s.charAt(i + 2)));
        i += 2;
        cp += 2;
        continue;
      }
      int v = c;
      if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
        v = Character.toCodePoint(c, s.charAt(++i));
      } else if (Character.isSurrogate(c)) {
        v = 0xFFFD;
      }
      int start = len;
      if (v < 0x80) {
        bytes[len++] = (byte) v;
      } else if (v < 0x800) {
        bytes[len++] = (byte) (0xC0 | v >> 6);
        bytes[len++] = (byte) (0x80 | (v & 0x3F));
      } else if (v < 0x10000) {
        bytes[len++] = (byte) (0xE0 | v >> 12);
        bytes[len++] = (byte) (0x80 | (v >> 6 & 0x3F));
        bytes[len++] = (byte) (0x80 | (v & 0x3F));
      } else {
        bytes[len++] = (byte) (0xF0 | v >> 18);
        bytes[len++] = (byte) (0x80 | (v >> 12 & 0x3F));
        bytes[len++] = (byte) (0x80 | (v >> 6 & 0x3F));
        bytes[len++] = (byte) (0x80 | (v & 0x3F));
      }
      for (int k = start; k < len; k++) {
        from[k] = cp;
      }
    }
    // Encoding Standard §9.1.1 UTF-8 decoder, without BOM handling.
    StringBuilder out = new StringBuilder(len);
    int[] offsets = new int[len];
    int count = 0;
    int needed = 0;
    int seen = 0;
    int value = 0;
    int lower = 0x80;
    int upper = 0xBF;
    int sequenceStart = 0;
    for (int k = 0; k < len; ) {
      int b = bytes[k] & 0xFF;
      if (needed == 0) {
        sequenceStart = k;
        k++;
        if (b < 0x80) {
          out.append((char) b);
          offsets[count++] = from[sequenceStart];
        } else if (b >= 0xC2 && b <= 0xDF) {
          needed = 1;
          value = b & 0x1F;
        } else if (b >= 0xE0 && b <= 0xEF) {
          lower = b == 0xE0 ? 0xA0 : 0x80;
          upper = b == 0xED ? 0x9F : 0xBF;
          needed = 2;
          value = b & 0xF;
        } else if (b >= 0xF0 && b <= 0xF4) {
          lower = b == 0xF0 ? 0x90 : 0x80;
          upper = b == 0xF4 ? 0x8F : 0xBF;
          needed = 3;
          value = b & 0x7;
        } else {
          out.append('\uFFFD');
          offsets[count++] = from[sequenceStart];
        }
        continue;
      }
      if (b < lower || b > upper) {
        // An ill-formed sequence ends before this byte, which is processed again.
        needed = 0;
        seen = 0;
        value = 0;
        lower = 0x80;
        upper = 0xBF;
        out.append('\uFFFD');
        offsets[count++] = from[sequenceStart];
        continue;
      }
      k++;
      lower = 0x80;
      upper = 0xBF;
      value = value << 6 | (b & 0x3F);
      if (++seen == needed) {
        out.appendCodePoint(value);
        offsets[count++] = from[sequenceStart];
        needed = 0;
        seen = 0;
        value = 0;
      }
    }
    if (needed != 0) {
      out.append('\uFFFD');
      offsets[count++] = from[sequenceStart];
    }
    int[] trimmed = new int[count];
    System.arraycopy(offsets, 0, trimmed, 0, count);
    return new Decoded(out.toString(), firstPercent, trimmed, inputLength);
  }
}
