package org.idna4j.label;

/**
 * The facts about a domain name's text that every IDNA4J module shares, declared once: the ACE
 * prefix, the DNS length limits, the label separators, the deviation characters, the URL Standard's
 * "ends in a number" check and forbidden host and domain code points, and whether UTS #46 mapping
 * leaves a text unchanged. Other modules (idna-domain, idna-psl, idna-lgr, the command line and the
 * server) call these instead of repeating them.
 *
 * <pre>{@code
 * if (NameRules.hasAcePrefix(label, 0)) { ... }            // "xn--", any case
 * if (ascii.length() > NameRules.MAX_NAME_LENGTH) { ... }  // 253
 * }</pre>
 *
 * <p><b>Security considerations:</b> every method runs in time linear in the part of its input it
 * is given, allocates nothing and never throws on any text (only on {@code null} or an index out of
 * range); none of them validates a name: use {@code org.idna4j.domain.Idna} for that.
 */
public final class NameRules {

  /**
   * The ACE prefix, {@value}: an A-label is this prefix followed by the Punycode encoding (RFC
   * 3492) of its U-label (RFC 5890 §2.3.2.1, RFC 3490 §5). Compared without regard to ASCII case
   * ({@link #hasAcePrefix}).
   */
  public static final String ACE_PREFIX = "xn--";

  /**
   * The longest DNS label, {@value} octets: RFC 1034 §3.1 ("labels ... 63 octets or less"), which
   * UTS #46 §4.2 step 4 (VerifyDnsLength) and RFC 3490 §4.1 step 8 apply to the ASCII form.
   */
  public static final int MAX_LABEL_LENGTH = 63;

  /**
   * The longest domain name in text form, {@value} octets, not counting a trailing root dot: RFC
   * 1034 §3.1 allows 255 octets on the wire, which is a length octet per label plus the labels plus
   * the root's zero octet, so at most 253 characters of labels and dots (UTS #46 §4.2 step 4).
   */
  public static final int MAX_NAME_LENGTH = 253;

  /**
   * The four label separators of UTS #46 §4 step 3 and RFC 3490 §3.1, in this order: U+002E FULL
   * STOP, U+3002 IDEOGRAPHIC FULL STOP, U+FF0E FULLWIDTH FULL STOP and U+FF61 HALFWIDTH IDEOGRAPHIC
   * FULL STOP (the IDNA Mapping Table maps the last three to U+002E).
   */
  public static final String LABEL_SEPARATORS = ".\u3002\uFF0E\uFF61";

  /**
   * The URL Standard's forbidden host code points (§3.2 "Host miscellaneous", <i>forbidden host
   * code point</i>), in code point order: U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020
   * SPACE, {@code # / : < > ? @ [ \ ] ^ |}. All ASCII; the bit {@code cp} of this 128-bit mask (low
   * word U+0000..U+003F, high word U+0040..U+007F).
   */
  private static final long[] FORBIDDEN_HOST = asciiMask("\u0000\t\n\r #/:<>?@[\\]^|");

  /**
   * The URL Standard's forbidden domain code points (§3.2, <i>forbidden domain code point</i>): a
   * forbidden host code point, a C0 control (U+0000..U+001F), U+0025 (%) or U+007F DELETE.
   */
  private static final long[] FORBIDDEN_DOMAIN = {
    FORBIDDEN_HOST[0] | 0xFFFF_FFFFL | 1L << '%', FORBIDDEN_HOST[1] | 1L << (0x7F - 64)
  };

  private NameRules() {}

  /** The 128-bit mask of the ASCII chars of {@code chars}. */
  private static long[] asciiMask(String chars) {
    long[] mask = new long[2];
    for (int i = 0; i < chars.length(); i++) {
      char c = chars.charAt(i);
      mask[c >> 6] |= 1L << (c & 63);
    }
    return mask;
  }

  private static boolean inMask(long[] mask, int cp) {
    return cp >= 0 && cp < 0x80 && (mask[cp >> 6] >>> (cp & 63) & 1) != 0;
  }

  /**
   * Returns whether {@code cp} is a <i>forbidden host code point</i> of the WHATWG URL Standard
   * (§3.2 "Host miscellaneous"): U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE,
   * U+0023 (#), U+002F (/), U+003A (:), U+003C (&lt;), U+003E (&gt;), U+003F (?), U+0040 (@),
   * U+005B ([), U+005C (\), U+005D (]), U+005E (^) or U+007C (|). The opaque-host parser (§3.5
   * "Host parsing") fails on one: they delimit the parts of a URL, or cannot stand in a host.
   *
   * @param cp a code point
   * @return whether it is a forbidden host code point
   */
  public static boolean isForbiddenHostCodePoint(int cp) {
    return inMask(FORBIDDEN_HOST, cp);
  }

  /**
   * Returns whether {@code cp} is a <i>forbidden domain code point</i> of the WHATWG URL Standard
   * (§3.2 "Host miscellaneous"): a {@linkplain #isForbiddenHostCodePoint forbidden host code
   * point}, a C0 control (U+0000 to U+001F), U+0025 (%) or U+007F DELETE. The domain parser (§3.3
   * "IDNA") fails when the ASCII form of a domain holds one.
   *
   * @param cp a code point
   * @return whether it is a forbidden domain code point
   */
  public static boolean isForbiddenDomainCodePoint(int cp) {
    return inMask(FORBIDDEN_DOMAIN, cp);
  }

  /**
   * Returns whether {@code c} is one of the four {@link #LABEL_SEPARATORS} (UTS #46 §4 step 3, RFC
   * 3490 §3.1).
   *
   * @param c a UTF-16 code unit
   * @return whether it separates labels
   */
  public static boolean isLabelSeparator(char c) {
    return c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61';
  }

  /**
   * Returns whether {@code c} separates labels under a standard: the four {@link #LABEL_SEPARATORS}
   * (UTS #46 §4 step 3, RFC 3490 §3.1), except for IDNA2008 registration, which takes labels as
   * they are, so that only U+002E separates them (RFC 5891 §5.2) and the other three are characters
   * of a label (DISALLOWED there, RFC 5892 §2).
   *
   * @param standard the standard of a profile ({@link IdnaProfile#standard()})
   * @param c a UTF-16 code unit
   * @return whether it separates labels under that standard
   */
  public static boolean isLabelSeparator(IdnaProfile.Standard standard, char c) {
    return standard == IdnaProfile.Standard.IDNA2008_REGISTRATION ? c == '.' : isLabelSeparator(c);
  }

  /**
   * Returns whether transitional processing changes {@code cp} where nontransitional processing
   * keeps it: the four deviation characters of UTS #46 §2.3 (U+00DF ß, U+03C2 ς, U+200C ZWNJ,
   * U+200D ZWJ), and U+1E9E ẞ, which the IDNA Mapping Table maps to the deviation ß (so
   * transitional processing turns it into "ss").
   *
   * @param cp a code point
   * @return whether the two processings differ on it
   */
  public static boolean isDeviation(int cp) {
    return cp == 0x00DF || cp == 0x1E9E || cp == 0x03C2 || cp == 0x200C || cp == 0x200D;
  }

  /**
   * Returns whether {@code s} holds the {@link #ACE_PREFIX} at {@code start}, in any ASCII case
   * ({@code xn--}, {@code XN--}, {@code Xn--}; RFC 5891 §5.1 compares it case-insensitively).
   *
   * @param s the text
   * @param start where a label starts in {@code s}
   * @return whether the label there starts with the ACE prefix
   * @throws IndexOutOfBoundsException if {@code start} is negative or beyond {@code s.length()}
   */
  public static boolean hasAcePrefix(CharSequence s, int start) {
    if (start < 0 || start > s.length()) {
      throw new IndexOutOfBoundsException("start " + start + ", length " + s.length());
    }
    return s.length() - start >= 4
        && (s.charAt(start) | 0x20) == 'x'
        && (s.charAt(start + 1) | 0x20) == 'n'
        && s.charAt(start + 2) == '-'
        && s.charAt(start + 3) == '-';
  }

  /**
   * {@link #asciiClass} of {@code a-z} and {@code 0-9}: with the hyphen, the lowercase LDH rule of
   * RFC 952 and RFC 1123 §2.1.
   */
  public static final int ASCII_LOWER_ALNUM = 0;

  /** {@link #asciiClass} of {@code -} (U+002D HYPHEN-MINUS), the LDH rule's hyphen. */
  public static final int ASCII_HYPHEN = 1;

  /**
   * {@link #asciiClass} of {@code A-Z}, the only ASCII the UTS #46 mapping changes (§4 step 1, to
   * {@code a-z}).
   */
  public static final int ASCII_UPPER = 2;

  /** {@link #asciiClass} of {@code .} (U+002E FULL STOP), the label separator. */
  public static final int ASCII_DOT = 3;

  /** {@link #asciiClass} of every other char, ASCII or not. */
  public static final int ASCII_OTHER = 4;

  /** The class of each ASCII char, for {@link #asciiClass}. */
  private static final byte[] ASCII_CLASS = new byte[0x80];

  static {
    java.util.Arrays.fill(ASCII_CLASS, (byte) ASCII_OTHER);
    for (char c = 'a'; c <= 'z'; c++) {
      ASCII_CLASS[c] = ASCII_LOWER_ALNUM;
      ASCII_CLASS[c - ('a' - 'A')] = ASCII_UPPER;
    }
    for (char c = '0'; c <= '9'; c++) {
      ASCII_CLASS[c] = ASCII_LOWER_ALNUM;
    }
    ASCII_CLASS['-'] = ASCII_HYPHEN;
    ASCII_CLASS['.'] = ASCII_DOT;
  }

  /**
   * Returns the class of a char for the scans that decide whether a name is plain LDH: {@link
   * #ASCII_LOWER_ALNUM}, {@link #ASCII_HYPHEN}, {@link #ASCII_UPPER}, {@link #ASCII_DOT} or {@link
   * #ASCII_OTHER}, numbered so that {@code asciiClass(c) <= ASCII_HYPHEN} is the lowercase LDH rule
   * and {@code asciiClass(c) <= ASCII_UPPER} adds the capitals. One table lookup.
   *
   * @param c a char
   * @return its class; {@link #ASCII_OTHER} for any char from U+0080
   */
  public static int asciiClass(char c) {
    return c < 0x80 ? ASCII_CLASS[c] : ASCII_OTHER;
  }

  /**
   * Returns whether some label of {@code name} starts with the {@link #ACE_PREFIX}, in any ASCII
   * case ({@link #hasAcePrefix}): whether an ASCII name (labels separated by U+002E FULL STOP, as
   * in every output of IDNA processing) holds an A-label or a fake A-label (RFC 5890 §2.3.2.1),
   * which must be decoded before it can be shown or judged. One pass, no allocation.
   *
   * @param name the name
   * @return whether a label has the ACE prefix
   */
  public static boolean hasAceLabel(CharSequence name) {
    int n = name.length();
    int start = 0; // where the current label starts
    while (n - start >= ACE_PREFIX.length()) {
      if (hasAcePrefix(name, start)) {
        return true;
      }
      int i = start;
      while (i < n && name.charAt(i) != '.') {
        i++;
      }
      start = i + 1;
    }
    return false;
  }

  /**
   * Returns whether the label {@code s[start, end)} is a number, which makes a URL host ending in
   * it an IPv4 address rather than a domain: steps 5 and 6 of the URL Standard's "ends in a number
   * checker" (§3.5 host parsing) on the last label: a non-empty run of ASCII digits, or {@code 0x}
   * or {@code 0X} followed by zero or more ASCII hex digits (the IPv4 number parser's hex form). An
   * empty label is not a number.
   *
   * @param s the text
   * @param start where the label starts
   * @param end where it ends (exclusive)
   * @return whether the label is a number
   * @throws IndexOutOfBoundsException if the range is not within {@code s}
   */
  public static boolean endsInANumber(CharSequence s, int start, int end) {
    if (start < 0 || end > s.length() || start > end) {
      throw new IndexOutOfBoundsException(
          "range [" + start + ", " + end + "), length " + s.length());
    }
    if (start == end || s.charAt(start) > '9') {
      return false; // both forms start with a digit; most labels start with a letter
    }
    boolean digits = true;
    for (int i = start; i < end && digits; i++) {
      char c = s.charAt(i);
      digits = c >= '0' && c <= '9';
    }
    if (digits) {
      return true;
    }
    if (end - start < 2 || s.charAt(start) != '0' || (s.charAt(start + 1) | 0x20) != 'x') {
      return false;
    }
    for (int i = start + 2; i < end; i++) {
      char c = s.charAt(i);
      if (!((c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f'))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns whether UTS #46 mapping and normalization (§4 steps 1-2: the IDNA Mapping Table and
   * NFC, nontransitional, so the deviation characters are kept) leave {@code s} unchanged. This is
   * the same ICU4J data the label engines map with; a text it calls unchanged has no capital
   * letters, no mapped or ignored code point and no disallowed code point (ICU4J maps those to
   * U+FFFD). One pass, no allocation for a text already in that form.
   *
   * @param s the text, for example a whole name (the separators other than U+002E are mapped, so a
   *     text holding them is not unchanged)
   * @return whether mapping and normalization would return {@code s} as it is
   */
  public static boolean isUts46Normalized(CharSequence s) {
    return Uts46Mapping.UTS46.isNormalized(s);
  }
}
