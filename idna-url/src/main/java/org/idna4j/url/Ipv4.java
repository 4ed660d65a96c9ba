package org.idna4j.url;

import org.idna4j.label.NameRules;

/**
 * The URL Standard's IPv4 parser, IPv4 number parser, ends-in-a-number checker (§3.5 "Host
 * parsing") and IPv4 serializer (§3.6 "Host serializing"). Package-private: the host parser calls
 * it on the domain parser's ASCII output.
 */
final class Ipv4 {

  /** No IPv4 number: what the IPv4 number parser returns as failure. */
  private static final long FAILURE = -1;

  /**
   * A value above every IPv4 number the parser can accept (2<sup>32</sup> - 1): numbers are
   * saturated here, so that a part of a million digits costs one pass and no overflow.
   */
  private static final long SATURATED = 1L << 33;

  private Ipv4() {}

  /**
   * The ends in a number checker (§3.5), on an ASCII string: its last label (after removing one
   * trailing empty label) is non-empty ASCII digits, or parses as an IPv4 number ({@code 0x} or
   * {@code 0X} and zero or more hex digits, per the note of step 6).
   */
  static boolean endsInANumber(String input) {
    return endsInANumber(input, 0, input.length());
  }

  /** {@link #endsInANumber(String)} on {@code input[from, to)}, without copying it out. */
  static boolean endsInANumber(String input, int from, int to) {
    int end = to;
    if (end > from && input.charAt(end - 1) == '.') {
      end--; // step 3
    }
    if (end == from || !maybeEndOfNumber(input.charAt(end - 1))) {
      return false; // most names: the last label ends in a letter after f, such as "com"
    }
    int start = end;
    while (start > from && input.charAt(start - 1) != '.') {
      start--;
    }
    if (start == end) {
      return false;
    }
    return NameRules.endsInANumber(input, start, end); // steps 5 and 6, the one shared check
  }

  /**
   * Whether a label that ends in {@code c} may be a number in the sense of {@link
   * NameRules#endsInANumber}: ASCII digits end in a digit, {@code 0x} and hex digits end in {@code
   * x}, {@code X}, a digit or {@code a} to {@code f} in either case.
   */
  private static boolean maybeEndOfNumber(char c) {
    int lower = c | 0x20;
    return (c >= '0' && c <= '9') || (lower >= 'a' && lower <= 'f') || lower == 'x';
  }

  /**
   * The IPv4 parser (§3.5): failure (null, with the fatal problem added) or the address. Offsets of
   * problems are offsets into {@code input}; their label index is the part's index.
   */
  static Host parse(String input, Findings f) {
    int n = input.length();
    // Step 1: strictly split on '.'; count the parts first.
    int parts = 1;
    for (int i = 0; i < n; i++) {
      parts += input.charAt(i) == '.' ? 1 : 0;
    }
    int end = n;
    if (n == 0 || input.charAt(n - 1) == '.') {
      // Step 2
      f.nonFatal(
          UrlError.IPV4_EMPTY_PART, parts - 1, n, "the IPv4 address ends with '.', an empty part");
      if (parts > 1) {
        parts--;
        end = n - 1;
      }
    }
    if (parts < 4) {
      // Step 3
      f.nonFatal(
          UrlError.IPV4_TOO_FEW_PARTS,
          0,
          0,
          "the IPv4 address has " + parts + " part" + (parts == 1 ? "" : "s") + ", not 4");
    }
    if (parts > 4) {
      // Step 4
      f.fatal(
          UrlError.IPV4_TOO_MANY_PARTS,
          4,
          nthPartStart(input, 4),
          "the IPv4 address has " + parts + " parts, more than 4");
      return null;
    }
    long[] numbers = new long[parts];
    int[] starts = new int[parts];
    int start = 0;
    for (int k = 0; k < parts; k++) {
      // Step 6
      int stop = k == parts - 1 ? end : input.indexOf('.', start);
      starts[k] = start;
      long v = number(input, start, stop);
      if (v == FAILURE) {
        f.fatal(
            UrlError.IPV4_NON_NUMERIC_PART,
            k,
            start,
            "'" + clip(input, start, stop) + "' is not a number, so the host is no IPv4 address");
        return null;
      }
      if (isNonDecimal(input, start, stop)) {
        f.nonFatal(
            UrlError.IPV4_NON_DECIMAL_PART,
            k,
            start,
            "'"
                + clip(input, start, stop)
                + "' is "
                + (isHex(input, start, stop) ? "hexadecimal" : "octal"));
      }
      numbers[k] = v;
      start = stop + 1;
    }
    // Steps 7-9: a part above 255 is an error; it fails unless it is the last part and fits the
    // bytes the other parts leave (256^(5 - parts)).
    int outOfRange = -1;
    boolean fails = false;
    for (int k = 0; k < parts; k++) {
      if (numbers[k] > 255) {
        outOfRange = outOfRange < 0 ? k : outOfRange;
        fails |= k < parts - 1;
      }
    }
    long lastLimit = 1L << (8 * (5 - parts));
    fails |= numbers[parts - 1] >= lastLimit;
    if (outOfRange >= 0) {
      String detail = "a part of the IPv4 address is greater than 255";
      if (fails) {
        f.fatal(UrlError.IPV4_OUT_OF_RANGE_PART, outOfRange, starts[outOfRange], detail);
        return null;
      }
      f.nonFatal(UrlError.IPV4_OUT_OF_RANGE_PART, outOfRange, starts[outOfRange], detail);
    }
    // Steps 10-14
    long address = numbers[parts - 1];
    for (int k = 0; k < parts - 1; k++) {
      address += numbers[k] << (8 * (3 - k));
    }
    return new Host(Host.Kind.IPV4, serialize(address));
  }

  /**
   * The IPv4 number parser (§3.5) on {@code s[start, end)}: the value (saturated at {@link
   * #SATURATED}) or {@link #FAILURE}.
   */
  static long number(String s, int start, int end) {
    if (start == end) {
      return FAILURE; // step 1
    }
    int radix = 10;
    if (end - start >= 2 && s.charAt(start) == '0' && (s.charAt(start + 1) | 0x20) == 'x') {
      radix = 16; // step 4
      start += 2;
    } else if (end - start >= 2 && s.charAt(start) == '0') {
      radix = 8; // step 5
      start += 1;
    }
    long value = 0; // step 6: "0x" alone is 0
    for (int i = start; i < end; i++) {
      int d = digit(s.charAt(i));
      if (d < 0 || d >= radix) {
        return FAILURE; // step 7
      }
      value = Math.min(value * radix + d, SATURATED);
    }
    return value;
  }

  private static boolean isNonDecimal(String s, int start, int end) {
    return end - start >= 2 && s.charAt(start) == '0';
  }

  private static boolean isHex(String s, int start, int end) {
    return end - start >= 2 && (s.charAt(start + 1) | 0x20) == 'x';
  }

  /** An ASCII hex digit's value, -1 for anything else. */
  private static int digit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    int l = c | 0x20;
    return l >= 'a' && l <= 'f' ? l - 'a' + 10 : -1;
  }

  static boolean isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static int nthPartStart(String s, int k) {
    int i = 0;
    for (int seen = 0; seen < k; seen++) {
      i = s.indexOf('.', i) + 1;
    }
    return i;
  }

  /** A part for a problem's detail, at most 32 characters of it. */
  private static String clip(String s, int start, int end) {
    return end - start <= 32 ? s.substring(start, end) : s.substring(start, start + 32) + "...";
  }

  /** The IPv4 serializer (§3.6): four decimal numbers, most significant first. */
  static String serialize(long address) {
    return (address >>> 24 & 0xFF)
        + "."
        + (address >>> 16 & 0xFF)
        + "."
        + (address >>> 8 & 0xFF)
        + "."
        + (address & 0xFF);
  }
}
