package org.idna4j.email;

import java.util.Locale;

/**
 * RFC 5321 §4.1.3 address literals, the text between the brackets of {@code user@[192.0.2.1]}: an
 * IPv4 address, or the tag {@code IPv6:} and an IPv6 address in one of the text forms of RFC 4291
 * §2.2. No other tag is registered (IANA "Address Literal Tags": only IPv6), so any other content
 * is invalid. Stateless; linear in the literal's length.
 */
final class AddressLiteral {

  /** RFC 5321 §4.1.3 IPv6-address-literal = "IPv6:" IPv6-addr (case-insensitive, RFC 5234 §2.3). */
  static final String IPV6_TAG = "IPv6:";

  private AddressLiteral() {}

  /**
   * Returns the canonical literal without brackets ({@code 192.0.2.1}, {@code IPv6:2001:db8::1}),
   * or null if {@code text} is not an address literal. {@code reason[0]} receives why not.
   */
  static String canonical(String text, String[] reason) {
    if (text.regionMatches(true, 0, IPV6_TAG, 0, IPV6_TAG.length())) {
      String v6 = ipv6(text.substring(IPV6_TAG.length()));
      if (v6 == null) {
        reason[0] = "not an IPv6 address in an RFC 4291 §2.2 text form";
        return null;
      }
      return IPV6_TAG + v6;
    }
    int[] v4 = ipv4(text, 0, text.length());
    if (v4 != null) {
      return v4[0] + "." + v4[1] + "." + v4[2] + "." + v4[3];
    }
    reason[0] =
        text.indexOf(':') >= 0
            ? "the only address-literal tag is IPv6 (RFC 5321 §4.1.3 Standardized-tag)"
            : "not an IPv4 address (four numbers 0-255 without leading zeros; RFC 5321 §4.1.3)";
    return null;
  }

  /**
   * Parses RFC 5321 §4.1.3 IPv4-address-literal = Snum 3("." Snum), Snum = 1*3DIGIT of value 0-255.
   * A leading zero ({@code 010}) is rejected, as python-email-validator (Python's ipaddress) does:
   * some stacks read it as octal (RFC 6943 §3.1.1).
   *
   * @return the four numbers, or null
   */
  static int[] ipv4(String s, int from, int to) {
    int[] out = new int[4];
    int part = 0;
    int i = from;
    while (true) {
      int start = i;
      int value = 0;
      while (i < to && i - start < 4 && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
        value = value * 10 + (s.charAt(i) - '0');
        i++;
      }
      int digits = i - start;
      if (digits == 0 || digits > 3 || value > 255 || (digits > 1 && s.charAt(start) == '0')) {
        return null;
      }
      out[part++] = value;
      if (part == 4) {
        return i == to ? out : null;
      }
      if (i >= to || s.charAt(i) != '.') {
        return null;
      }
      i++;
    }
  }

  /**
   * Parses an IPv6 address in an RFC 4291 §2.2 text form (eight groups of 1-4 hex digits, one
   * {@code ::} for a run of zero groups, an IPv4 dotted quad for the last two groups) and returns
   * the RFC 5952 §4 canonical text: lower case, no leading zeros, the longest run of two or more
   * zero groups (the first of equal runs) as {@code ::}.
   *
   * @return the canonical text, or null
   */
  static String ipv6(String s) {
    int[] groups = new int[8];
    int count = 0;
    int gap = -1; // the group index where "::" stands
    int n = s.length();
    int i = 0;
    if (s.startsWith("::")) {
      gap = 0;
      i = 2;
      if (i == n) {
        return canonical(groups, 0, gap);
      }
    } else if (s.startsWith(":")) {
      return null;
    }
    while (i < n) {
      if (count == 8) {
        return null;
      }
      int start = i;
      int value = 0;
      while (i < n && i - start < 5 && hex(s.charAt(i)) >= 0) {
        value = value * 16 + hex(s.charAt(i));
        i++;
      }
      if (i < n && s.charAt(i) == '.') {
        // RFC 4291 §2.2 form 3: x:x:x:x:x:x:d.d.d.d, the quad as the last two groups
        int[] quad = count <= 6 ? ipv4(s, start, n) : null;
        if (quad == null) {
          return null;
        }
        groups[count++] = quad[0] << 8 | quad[1];
        groups[count++] = quad[2] << 8 | quad[3];
        i = n;
        break;
      }
      if (i == start || i - start > 4) {
        return null;
      }
      groups[count++] = value;
      if (i == n) {
        break;
      }
      if (s.charAt(i) != ':') {
        return null;
      }
      i++;
      if (i < n && s.charAt(i) == ':') {
        if (gap >= 0) {
          return null; // RFC 4291 §2.2 form 2: "::" can appear only once
        }
        gap = count;
        i++;
        if (i == n) {
          break;
        }
      } else if (i == n) {
        return null; // a trailing single colon
      }
    }
    if (gap < 0 ? count != 8 : count > 7) {
      return null;
    }
    return canonical(groups, count, gap);
  }

  /** The value of an ASCII hex digit (RFC 4291 §2.2 HEXDIG), or -1. */
  private static int hex(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }

  /** RFC 5952 §4: the text of {@code count} groups with the gap at {@code gap} expanded. */
  private static String canonical(int[] parsed, int count, int gap) {
    int[] g = new int[8];
    if (gap < 0) {
      System.arraycopy(parsed, 0, g, 0, 8);
    } else {
      System.arraycopy(parsed, 0, g, 0, gap);
      int tail = count - gap;
      System.arraycopy(parsed, gap, g, 8 - tail, tail);
    }
    int bestStart = -1;
    int bestLen = 1; // RFC 5952 §4.2.2: "::" never stands for a single group
    for (int i = 0; i < 8; ) {
      if (g[i] != 0) {
        i++;
        continue;
      }
      int j = i;
      while (j < 8 && g[j] == 0) {
        j++;
      }
      if (j - i > bestLen) {
        bestStart = i;
        bestLen = j - i;
      }
      i = j;
    }
    StringBuilder sb = new StringBuilder(39);
    for (int i = 0; i < 8; i++) {
      if (i == bestStart) {
        sb.append("::");
        i += bestLen - 1;
        continue;
      }
      if (sb.length() > 0 && sb.charAt(sb.length() - 1) != ':') {
        sb.append(':');
      }
      sb.append(Integer.toHexString(g[i]));
    }
    return sb.toString().toLowerCase(Locale.ROOT);
  }
}
