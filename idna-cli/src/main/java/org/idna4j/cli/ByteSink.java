package org.idna4j.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * A growable byte buffer that records are encoded into as UTF-8 directly, without a {@code
 * StringBuilder}, a {@code String} and a {@code getBytes} copy in between (those three copies
 * dominated the profile of {@code check}).
 */
final class ByteSink {

  private static final byte[] HEX =
      "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  private byte[] buf;
  private int len;

  /** Scratch copy of the string being escaped: array access beats CharSequence.charAt. */
  private char[] chars = new char[256];

  ByteSink(int capacity) {
    buf = new byte[Math.max(16, capacity)];
  }

  int length() {
    return len;
  }

  void clear() {
    len = 0;
  }

  private void ensure(int more) {
    if (len + more > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, len + more));
    }
  }

  /** Appends an ASCII character (the caller guarantees {@code c < 0x80}). */
  ByteSink ascii(char c) {
    ensure(1);
    buf[len++] = (byte) c;
    return this;
  }

  /** Appends an ASCII string (the caller guarantees every char is below 0x80). */
  ByteSink ascii(String s) {
    int n = s.length();
    ensure(n);
    for (int i = 0; i < n; i++) {
      buf[len++] = (byte) s.charAt(i);
    }
    return this;
  }

  ByteSink number(long v) {
    if (v >= 0 && v < 10) {
      return ascii((char) ('0' + v));
    }
    if (v < 0) {
      if (v == Long.MIN_VALUE) {
        return ascii(Long.toString(v));
      }
      ascii('-');
      v = -v;
    }
    // The digits straight into the buffer: no String per line number (the bulk path writes one
    // per record).
    int digits = 1;
    for (long t = v; t >= 10; t /= 10) {
      digits++;
    }
    ensure(digits);
    int end = len + digits;
    for (int p = end - 1; p >= len; p--) {
      buf[p] = (byte) ('0' + (int) (v % 10));
      v /= 10;
    }
    len = end;
    return this;
  }

  ByteSink bool(boolean b) {
    return ascii(b ? "true" : "false");
  }

  /** Appends one code point as UTF-8 (a surrogate code point is the caller's to avoid). */
  ByteSink codePoint(int cp) {
    ensure(4);
    if (cp < 0x80) {
      buf[len++] = (byte) cp;
    } else if (cp < 0x800) {
      buf[len++] = (byte) (0xC0 | (cp >> 6));
      buf[len++] = (byte) (0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      buf[len++] = (byte) (0xE0 | (cp >> 12));
      buf[len++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
      buf[len++] = (byte) (0x80 | (cp & 0x3F));
    } else {
      buf[len++] = (byte) (0xF0 | (cp >> 18));
      buf[len++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
      buf[len++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
      buf[len++] = (byte) (0x80 | (cp & 0x3F));
    }
    return this;
  }

  /** Copies {@code s} into the scratch array and returns it. */
  private char[] charsOf(CharSequence s, int n) {
    if (chars.length < n) {
      chars = new char[Math.max(n, chars.length * 2)];
    }
    if (s instanceof String str) {
      str.getChars(0, n, chars, 0);
    } else {
      for (int i = 0; i < n; i++) {
        chars[i] = s.charAt(i);
      }
    }
    return chars;
  }

  /**
   * Appends {@code s} as a JSON string (RFC 8259 §7), quotes included. Quote, backslash and
   * controls are escaped, as are U+2028/U+2029 and unpaired surrogates (written as their {@code
   * \}{@code uXXXX} escape so the output stays valid UTF-8).
   */
  ByteSink json(CharSequence s) {
    int n = s.length();
    char[] c = charsOf(s, n);
    // Six bytes per char covers the longest form (\\uXXXX); codePoint() below then never
    // needs to grow the buffer, so the local reference b stays the buffer.
    ensure(6 * n + 2);
    byte[] b = buf;
    int p = len;
    b[p++] = '"';
    for (int i = 0; i < n; i++) {
      char ch = c[i];
      if (ch >= 0x20 && ch < 0x7F) {
        if (ch == '"' || ch == '\\') {
          b[p++] = '\\';
        }
        b[p++] = (byte) ch;
      } else if (ch == '\n') {
        b[p++] = '\\';
        b[p++] = 'n';
      } else if (ch == '\r') {
        b[p++] = '\\';
        b[p++] = 'r';
      } else if (ch == '\t') {
        b[p++] = '\\';
        b[p++] = 't';
      } else if (ch < 0xA0
          || ch == '\u2028'
          || ch == '\u2029'
          || Text.isBidiControl(ch)
          || (Character.isSurrogate(ch) && !pairAt(c, n, i))) {
        // C0, DEL, C1 and the bidi controls as \\uXXXX, as idna-records' RecordJson writes them
        b[p++] = '\\';
        b[p++] = 'u';
        b[p++] = HEX[(ch >> 12) & 0xF];
        b[p++] = HEX[(ch >> 8) & 0xF];
        b[p++] = HEX[(ch >> 4) & 0xF];
        b[p++] = HEX[ch & 0xF];
      } else if (Character.isHighSurrogate(ch)) {
        len = p;
        codePoint(Character.toCodePoint(ch, c[++i]));
        p = len;
      } else {
        len = p;
        codePoint(ch);
        p = len;
      }
    }
    b[p++] = '"';
    len = p;
    return this;
  }

  /**
   * Appends {@code s} as one TSV field: tab, LF, CR and backslash become {@code \t}, {@code \n},
   * {@code \r}, {@code \\}; other controls (C0, DEL, C1, U+2028, U+2029, bidi controls) and
   * unpaired surrogates become {@code \}{@code u{XXXX}}, so a field never spans two lines or
   * columns.
   */
  ByteSink tsv(CharSequence s) {
    int n = s.length();
    char[] c = charsOf(s, n);
    ensure(8 * n); // \\u{XXXX} is the longest form; see json()
    byte[] b = buf;
    int p = len;
    for (int i = 0; i < n; i++) {
      char ch = c[i];
      if (ch >= 0x20 && ch < 0x7F) {
        if (ch == '\\') {
          b[p++] = '\\';
        }
        b[p++] = (byte) ch;
      } else if (ch == '\t') {
        b[p++] = '\\';
        b[p++] = 't';
      } else if (ch == '\n') {
        b[p++] = '\\';
        b[p++] = 'n';
      } else if (ch == '\r') {
        b[p++] = '\\';
        b[p++] = 'r';
      } else if (ch < 0xA0
          || ch == '\u2028'
          || ch == '\u2029'
          || Text.isBidiControl(ch)
          || (Character.isSurrogate(ch) && !pairAt(c, n, i))) {
        b[p++] = '\\';
        b[p++] = 'u';
        b[p++] = '{';
        String hex = Integer.toHexString(ch).toUpperCase(java.util.Locale.ROOT);
        for (int k = 0; k < hex.length(); k++) {
          b[p++] = (byte) hex.charAt(k);
        }
        b[p++] = '}';
      } else if (Character.isHighSurrogate(ch)) {
        len = p;
        codePoint(Character.toCodePoint(ch, c[++i]));
        p = len;
      } else {
        len = p;
        codePoint(ch);
        p = len;
      }
    }
    len = p;
    return this;
  }

  /** Tells whether {@code c[i]} is half of a well-formed surrogate pair. */
  private static boolean pairAt(char[] c, int n, int i) {
    char ch = c[i];
    if (Character.isHighSurrogate(ch)) {
      return i + 1 < n && Character.isLowSurrogate(c[i + 1]);
    }
    return Character.isLowSurrogate(ch) && i > 0 && Character.isHighSurrogate(c[i - 1]);
  }

  /** Appends raw bytes. */
  ByteSink bytes(byte[] b, int from, int n) {
    ensure(n);
    System.arraycopy(b, from, buf, len, n);
    len += n;
    return this;
  }

  /** Appends another sink's bytes. */
  ByteSink append(ByteSink other) {
    return bytes(other.buf, 0, other.len);
  }

  void writeTo(OutputStream out) throws IOException {
    out.write(buf, 0, len);
  }

  @Override
  public String toString() {
    return new String(buf, 0, len, java.nio.charset.StandardCharsets.UTF_8);
  }
}
