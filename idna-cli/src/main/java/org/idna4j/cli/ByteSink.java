package org.idna4j.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * A growable byte buffer that records are encoded into as UTF-8 directly, without a
 * {@code StringBuilder}, a {@code String} and a {@code getBytes} copy in between (those three
 * copies dominated the profile of {@code check}).
 */
final class ByteSink {

  private byte[] buf;
  private int len;

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
    return ascii(Long.toString(v));
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
