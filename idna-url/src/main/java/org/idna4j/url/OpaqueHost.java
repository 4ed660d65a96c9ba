package org.idna4j.url;

import org.idna4j.label.IdnaProblem;
import org.idna4j.label.NameRules;

/**
 * The URL Standard's opaque-host parser (§3.5 "Host parsing"), with the code-point classes it and
 * the URL parser share (§4.3 "URL writing", §1.3 percent-encode sets). The forbidden host code
 * points (§3.2 "Host miscellaneous") are {@link NameRules#isForbiddenHostCodePoint}, the one list
 * the domain parser's forbidden domain code points extend.
 */
final class OpaqueHost {

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private OpaqueHost() {}

  /**
   * §4.3: the URL code points are ASCII alphanumeric, ! $ &amp; ' ( ) * + , - . / : ; = ? @ _ ~,
   * and U+00A0 to U+10FFFD excluding surrogates and noncharacters.
   */
  static boolean isUrlCodePoint(int c) {
    if (c < 0x80) {
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
        return true;
      }
      return c != 0 && "!$&'()*+,-./:;=?@_~".indexOf(c) >= 0;
    }
    if (c < 0xA0 || c > 0x10FFFD || (c >= 0xD800 && c <= 0xDFFF)) {
      return false;
    }
    // Infra: a noncharacter is U+FDD0..U+FDEF or a code point ending in FFFE or FFFF.
    return !(c >= 0xFDD0 && c <= 0xFDEF) && (c & 0xFFFE) != 0xFFFE;
  }

  /**
   * The opaque-host parser on {@code s}: failure (null) or the opaque host (the empty host for the
   * empty string). Lone surrogates are read as U+FFFD. Problem offsets are code points into {@code
   * s}.
   */
  static Host parse(CharSequence s, Findings f) {
    int n = s.length();
    int invalidUnit = -1;
    int invalidValue = 0;
    int lonePercent = -1;
    boolean plain = true; // every char in U+0020..U+007E: the output is the input
    int cp = 0;
    for (int i = 0; i < n; i++, cp++) {
      char ch = s.charAt(i);
      int c = ch;
      if (Character.isHighSurrogate(ch) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
        c = Character.toCodePoint(ch, s.charAt(++i));
      } else if (Character.isSurrogate(ch)) {
        c = 0xFFFD;
      }
      if (NameRules.isForbiddenHostCodePoint(c)) {
        // Step 1
        f.fatal(
            UrlError.HOST_INVALID_CODE_POINT,
            IdnaProblem.NAME_LEVEL,
            cp,
            UrlAuthority.uPlus(c) + " is a forbidden host code point");
        return null;
      }
      plain &= c >= 0x20 && c <= 0x7E;
      if (c == '%') {
        if (lonePercent < 0 && !Decoded.isPercentEncodedByte(s, i)) {
          lonePercent = cp; // step 3
        }
      } else if (invalidUnit < 0 && !isUrlCodePoint(c)) {
        invalidUnit = cp; // step 2
        invalidValue = c;
      }
    }
    if (invalidUnit >= 0) {
      f.nonFatal(
          UrlError.INVALID_URL_UNIT,
          IdnaProblem.NAME_LEVEL,
          invalidUnit,
          UrlAuthority.uPlus(invalidValue) + " is not a URL code point");
    }
    if (lonePercent >= 0) {
      f.nonFatal(
          UrlError.INVALID_URL_UNIT,
          IdnaProblem.NAME_LEVEL,
          lonePercent,
          "'%' is not followed by two hex digits");
    }
    if (n == 0) {
      return new Host(Host.Kind.EMPTY, "");
    }
    // Step 4: UTF-8 percent-encode with the C0 control percent-encode set (C0 controls and every
    // code point above U+007E).
    return new Host(Host.Kind.OPAQUE, plain ? s.toString() : percentEncode(s));
  }

  private static String percentEncode(CharSequence s) {
    int n = s.length();
    StringBuilder out = new StringBuilder(n + 16);
    for (int i = 0; i < n; i++) {
      char ch = s.charAt(i);
      int c = ch;
      if (Character.isHighSurrogate(ch) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
        c = Character.toCodePoint(ch, s.charAt(++i));
      } else if (Character.isSurrogate(ch)) {
        c = 0xFFFD;
      }
      if (c >= 0x20 && c <= 0x7E) {
        out.append((char) c);
      } else if (c < 0x80) {
        byteOut(out, c);
      } else if (c < 0x800) {
        byteOut(out, 0xC0 | c >> 6);
        byteOut(out, 0x80 | (c & 0x3F));
      } else if (c < 0x10000) {
        byteOut(out, 0xE0 | c >> 12);
        byteOut(out, 0x80 | (c >> 6 & 0x3F));
        byteOut(out, 0x80 | (c & 0x3F));
      } else {
        byteOut(out, 0xF0 | c >> 18);
        byteOut(out, 0x80 | (c >> 12 & 0x3F));
        byteOut(out, 0x80 | (c >> 6 & 0x3F));
        byteOut(out, 0x80 | (c & 0x3F));
      }
    }
    return out.toString();
  }

  /** §1.3 percent-encode a byte: '%' and two ASCII upper hex digits. */
  private static void byteOut(StringBuilder out, int b) {
    out.append('%').append(HEX[b >> 4 & 0xF]).append(HEX[b & 0xF]);
  }
}
