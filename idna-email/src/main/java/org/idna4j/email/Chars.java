package org.idna4j.email;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.text.Normalizer2;
import java.util.Locale;

/**
 * The character classes of email address syntax, each defined once: RFC 5322 §3.2.3 atext, RFC 5321
 * §4.1.2 qtextSMTP and quoted-pairSMTP, the unsafe code points, and how a problem's detail names a
 * code point. Stateless.
 */
final class Chars {

  /** NFC, which RFC 6532 §3.1 asks for on the local part (ICU4J, the library's Unicode version). */
  static final Normalizer2 NFC = Normalizer2.getNFCInstance();

  /**
   * RFC 5322 §3.2.3 atext besides ALPHA and DIGIT: {@code ! # $ % & ' * + - / = ? ^ _ ` { | } ~}.
   */
  private static final String ATEXT_SPECIALS = "!#$%&'*+-/=?^_`{|}~";

  private Chars() {}

  /**
   * Whether an ASCII char is RFC 5322 §3.2.3 atext (RFC 5321 §4.1.2 Atom = 1*atext): letters,
   * digits and {@link #ATEXT_SPECIALS}. RFC 6531 §3.3 adds UTF8-non-ascii, which callers check
   * apart.
   */
  static boolean isAsciiAtext(int c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || (c >= '0' && c <= '9')
        || (c < 0x80 && c > ' ' && ATEXT_SPECIALS.indexOf(c) >= 0);
  }

  /**
   * Whether an ASCII code point may stand unescaped in an RFC 5321 §4.1.2 Quoted-string: qtextSMTP
   * = %d32-33 / %d35-91 / %d93-126 (the quote and the backslash only in a quoted-pair).
   */
  static boolean isQtext(int c) {
    return c >= 32 && c <= 126 && c != '"' && c != '\\';
  }

  /**
   * Whether an ASCII code point may follow a backslash: RFC 5321 §4.1.2 quoted-pairSMTP = %d92
   * %d32-126.
   */
  static boolean isQuotedPairChar(int c) {
    return c >= 32 && c <= 126;
  }

  /**
   * Why a non-ASCII code point is unsafe in an address, or null if it is not. RFC 6531 §3.3 allows
   * any UTF-8, but RFC 6530 §10.1 and §13 warn about characters that change how an address looks;
   * python-email-validator's choice, followed here: controls, format characters (Bidi overrides,
   * ZERO WIDTH JOINER), unassigned (noncharacters included), private use and surrogate code points,
   * line and paragraph separators, spaces unless quoted, and a combining mark in first position (it
   * would combine with whatever precedes the address).
   *
   * @param cp a code point at or above U+0080
   * @param first whether it is the first of the local part or display name
   * @param spaceAllowed whether spaces are allowed (inside a quoted string or a display name)
   * @return a short reason, or null
   */
  static String unsafeReason(int cp, boolean first, boolean spaceAllowed) {
    switch (UCharacter.getType(cp)) {
      case UCharacterCategory.CONTROL:
        return "a control character";
      case UCharacterCategory.FORMAT:
        return "a format character, invisible and able to reorder text";
      case UCharacterCategory.UNASSIGNED:
        return "an unassigned code point";
      case UCharacterCategory.PRIVATE_USE:
        return "a private-use code point";
      case UCharacterCategory.SURROGATE:
        return "an unpaired surrogate";
      case UCharacterCategory.LINE_SEPARATOR:
      case UCharacterCategory.PARAGRAPH_SEPARATOR:
        return "a line or paragraph separator";
      case UCharacterCategory.SPACE_SEPARATOR:
        return spaceAllowed ? null : "a space outside quotes";
      case UCharacterCategory.NON_SPACING_MARK:
      case UCharacterCategory.ENCLOSING_MARK:
      case UCharacterCategory.COMBINING_SPACING_MARK:
        return first ? "a combining mark in first position" : null;
      default:
        return null;
    }
  }

  /**
   * Whether {@code v} may stand as an unquoted local part: an RFC 5321 §4.1.2 Dot-string of atext
   * and, per RFC 6531 §3.3, non-ASCII that is safe outside quotes. Used to choose the minimum
   * quoting for {@link EmailResult#normalized()}.
   */
  static boolean isDotString(String v) {
    int n = v.length();
    if (n == 0 || v.charAt(0) == '.' || v.charAt(n - 1) == '.') {
      return false;
    }
    for (int i = 0; i < n; ) {
      int cp = v.codePointAt(i);
      if (cp == '.') {
        if (v.charAt(i - 1) == '.') {
          return false;
        }
      } else if (cp < 0x80) {
        if (!isAsciiAtext(cp)) {
          return false;
        }
      } else if (unsafeReason(cp, i == 0, false) != null) {
        return false;
      }
      i += Character.charCount(cp);
    }
    return true;
  }

  /** Whether every char of {@code s} is ASCII. */
  static boolean isAscii(CharSequence s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }

  /**
   * The UTF-8 length of {@code s[from, to)}: 1 octet per ASCII char, 2 below U+0800, 4 per
   * surrogate pair, 3 otherwise (an unpaired surrogate counts 3, as its replacement would).
   */
  static long utf8Length(CharSequence s, int from, int to) {
    long n = 0;
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        n++;
      } else if (c < 0x800) {
        n += 2;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < to
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        n += 4;
        i++;
      } else {
        n += 3;
      }
    }
    return n;
  }

  /** The UTF-8 length of one code point. */
  static int utf8Length(int cp) {
    return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }

  /**
   * Names a code point for a problem's detail: {@code U+0020 SPACE}, {@code U+037E GREEK QUESTION
   * MARK}; a printable ASCII character also in quotes, {@code U+0040 '@'}.
   */
  static String describe(int cp) {
    String hex = String.format(Locale.ROOT, "U+%04X", cp);
    if (cp > ' ' && cp < 0x7F) {
      return hex + " '" + (char) cp + "'";
    }
    String name = UCharacter.getExtendedName(cp);
    return name == null ? hex : hex + " " + name;
  }

  /** Quotes a local part with the minimum escaping: only {@code "} and {@code \}. */
  static String quote(String value) {
    StringBuilder sb = new StringBuilder(value.length() + 2).append('"');
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\');
      }
      sb.append(c);
    }
    return sb.append('"').toString();
  }

  /**
   * The char index of the code point in {@code [from, to)} of {@code s} whose UTF-8 octets pass
   * {@code limit}, or {@code to}.
   */
  static int overLimit(CharSequence s, int from, int to, int limit) {
    long octets = 0;
    for (int i = from; i < to; ) {
      int cp = Character.codePointAt(s, i);
      octets += Chars.utf8Length(cp);
      if (octets > limit) {
        return i;
      }
      i += Character.charCount(cp);
    }
    return to;
  }

  /** RFC 5234 WSP: a space or a horizontal tab. */
  static boolean isBlank(char c) {
    return c == ' ' || c == '\t';
  }
}
