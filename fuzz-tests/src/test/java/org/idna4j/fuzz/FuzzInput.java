package org.idna4j.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Turns the fuzzer's bytes into the string under test, so that every seed file of the corpus is
 * readable text and yet every Java string stays reachable.
 *
 * <p>Bytes are UTF-8 (ill-formed sequences become U+FFFD), except when the first byte is {@code
 * 0xFE}: a byte that never occurs in UTF-8, so no text seed is read the other way. Then the
 * remaining bytes are UTF-16BE code units taken as they are, which reaches unpaired surrogates, NUL
 * and every other {@code char} value (an odd last byte is dropped).
 *
 * <p>{@link #longText(byte[])} is the long mode: it builds strings of up to {@value
 * #MAX_REPEATED_CHARS} characters by repeating a fuzzed fragment, so that the fuzzer, whose inputs
 * stay a few bytes long, reaches the lengths at which per-character work that rescans the input
 * turns quadratic.
 */
final class FuzzInput {
  /** First byte that switches to raw UTF-16BE code units. */
  static final int UTF16_MARKER = 0xFE;

  /** The most characters that {@link #longText(byte[])} makes by repeating the fragment. */
  static final int MAX_REPEATED_CHARS = 100_000;

  /** Header bytes of the long mode: repeat selector, prefix length, suffix length. */
  static final int LONG_HEADER = 3;

  private FuzzInput() {}

  /** Returns the string that {@code data} stands for. */
  static String text(byte[] data) {
    if (data.length > 0 && (data[0] & 0xFF) == UTF16_MARKER) {
      char[] units = new char[(data.length - 1) / 2];
      for (int i = 0; i < units.length; i++) {
        units[i] = (char) (((data[1 + 2 * i] & 0xFF) << 8) | (data[2 + 2 * i] & 0xFF));
      }
      return new String(units);
    }
    return new String(data, StandardCharsets.UTF_8);
  }

  /**
   * Returns the long-mode string that {@code data} stands for: prefix + fragment × n + suffix.
   *
   * <p>Layout: byte 0 selects the repeat count {@code n = floor(2^(b0 / 14))}, from 1 (for 0–13) up
   * to far beyond the cap, so that short and long inputs are equally easy to reach; byte 1 is the
   * length in bytes of the prefix and byte 2 that of the suffix (each cut to the bytes that are
   * there); then come the prefix bytes, the suffix bytes, and the rest is the fragment. Each of the
   * three parts is read by {@link #text(byte[])} (so a part that starts with {@code 0xFE} is
   * UTF-16BE). {@code n} is lowered so that the repeated fragment has at most {@value
   * #MAX_REPEATED_CHARS} characters (at least one copy is kept, and an empty fragment is taken
   * once). Missing header bytes count as 0: an input of up to three bytes is the empty string.
   */
  static String longText(byte[] data) {
    int selector = header(data, 0);
    int start = Math.min(LONG_HEADER, data.length);
    int prefixEnd = Math.min(data.length, start + header(data, 1));
    int suffixEnd = Math.min(data.length, prefixEnd + header(data, 2));
    String prefix = text(Arrays.copyOfRange(data, start, prefixEnd));
    String suffix = text(Arrays.copyOfRange(data, prefixEnd, suffixEnd));
    String fragment = text(Arrays.copyOfRange(data, suffixEnd, data.length));
    int copies = repeatCount(selector, fragment.length());
    StringBuilder sb =
        new StringBuilder(prefix.length() + copies * fragment.length() + suffix.length());
    sb.append(prefix);
    for (int i = 0; i < copies; i++) {
      sb.append(fragment);
    }
    return sb.append(suffix).toString();
  }

  /**
   * Returns how many copies of a fragment of {@code fragmentLength} characters selector byte {@code
   * selector} (0–255) asks for: {@code floor(2^(selector / 14))}, lowered to keep the copies within
   * {@value #MAX_REPEATED_CHARS} characters, at least 1.
   */
  static int repeatCount(int selector, int fragmentLength) {
    // StrictMath: the same count on every JVM, and in seeds/make_seeds.py (which checks it).
    long wanted = (long) StrictMath.floor(StrictMath.pow(2, selector / 14.0));
    long fitting = fragmentLength == 0 ? 1 : MAX_REPEATED_CHARS / fragmentLength;
    return (int) Math.max(1, Math.min(wanted, fitting));
  }

  private static int header(byte[] data, int index) {
    return index < data.length ? data[index] & 0xFF : 0;
  }

  /**
   * Returns the bytes that {@link #text(byte[])} reads back as {@code text}, any string allowed.
   */
  static byte[] utf16Seed(String text) {
    byte[] data = new byte[1 + 2 * text.length()];
    data[0] = (byte) UTF16_MARKER;
    for (int i = 0; i < text.length(); i++) {
      data[1 + 2 * i] = (byte) (text.charAt(i) >>> 8);
      data[2 + 2 * i] = (byte) text.charAt(i);
    }
    return data;
  }
}
