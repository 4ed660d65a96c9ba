package org.idna4j.cli;

/** Escaping of untrusted text for messages and for the TSV, CSV and JSON record formats. */
final class Text {

  private Text() {}

  /**
   * Makes text safe to print on one terminal line: C0 and C1 controls, DEL, bidi controls, line and
   * paragraph separators and unpaired surrogates become {@code \}{@code u{XXXX}} escapes;
   * everything else is kept.
   *
   * @param s the text
   * @return {@code s} itself when nothing needs escaping
   */
  static String printable(CharSequence s) {
    int n = s.length();
    int i = 0;
    while (i < n && !needsEscape(s, i)) {
      i++;
    }
    if (i == n) {
      return s.toString();
    }
    StringBuilder b = new StringBuilder(n + 16).append(s, 0, i);
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (needsEscape(s, i)) {
        b.append("\\u{")
            .append(Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT))
            .append('}');
      } else {
        b.append(c);
      }
    }
    return b.toString();
  }

  /**
   * Whether {@code c} is a bidirectional formatting character (Unicode's Bidi_Control property, UAX
   * #9 §2: U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), which reorders the text around it
   * on a terminal.
   */
  static boolean isBidiControl(char c) {
    return c == '\u061C'
        || c == '\u200E'
        || c == '\u200F'
        || (c >= '\u202A' && c <= '\u202E')
        || (c >= '\u2066' && c <= '\u2069');
  }

  private static boolean needsEscape(CharSequence s, int i) {
    char c = s.charAt(i);
    if (c < 0x20 || (c >= 0x7F && c < 0xA0) || c == '\u2028' || c == '\u2029') {
      return true;
    }
    if (isBidiControl(c)) {
      return true;
    }
    if (Character.isHighSurrogate(c)) {
      return i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1));
    }
    if (Character.isLowSurrogate(c)) {
      return i == 0 || !Character.isHighSurrogate(s.charAt(i - 1));
    }
    return false;
  }

  /**
   * Appends {@code s} as a JSON string (RFC 8259 §7), quotes included, in UTF-8. Controls, quote
   * and backslash are escaped; an unpaired surrogate is written as its {@code \}{@code uXXXX}
   * escape so the output stays valid UTF-8.
   */
  static void appendJson(ByteSink b, CharSequence s) {
    b.json(s);
  }

  /**
   * Appends {@code s} as one CSV field (RFC 4180 §2), in UTF-8, neutralised against formula
   * injection and with controls escaped ({@link CsvCells.Mode#SAFE}, the default of every {@code
   * --format csv}).
   */
  static void appendCsv(ByteSink b, CharSequence s) {
    CsvCells.append(b, s, CsvCells.Mode.SAFE);
  }

  /**
   * Appends {@code s} as one CSV field in the given mode ({@code --csv-raw}: {@link
   * CsvCells.Mode#RAW}).
   */
  static void appendCsv(ByteSink b, CharSequence s, CsvCells.Mode mode) {
    CsvCells.append(b, s, mode);
  }

  /**
   * Appends {@code s} as one TSV field, in UTF-8: tab, LF, CR and backslash become {@code \t},
   * {@code \n}, {@code \r}, {@code \\}; other controls and unpaired surrogates become {@code
   * \}{@code u{XXXX}} escapes, so a field never spans two lines or columns.
   */
  static void appendTsv(ByteSink b, CharSequence s) {
    b.tsv(s);
  }
}
