package org.idna4j.cli;

/** Escaping of untrusted text for messages and for the TSV, CSV and JSON record formats. */
final class Text {

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private Text() {}

  /**
   * Makes text safe to print on one terminal line: C0 and C1 controls, DEL, line and
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
        b.append("\\u{").append(Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT)).append('}');
      } else {
        b.append(c);
      }
    }
    return b.toString();
  }

  private static boolean needsEscape(CharSequence s, int i) {
    char c = s.charAt(i);
    if (c < 0x20 || (c >= 0x7F && c < 0xA0) || c == '\u2028' || c == '\u2029') {
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
   * Appends {@code s} as a JSON string (RFC 8259 §7), quotes included. Controls, quote and
   * backslash are escaped; an unpaired surrogate is written as its {@code \}{@code uXXXX}
   * escape so the output stays valid UTF-8.
   */
  static void appendJson(StringBuilder b, CharSequence s) {
    b.append('"');
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20 || c == '\u2028' || c == '\u2029' || c == 0x7F) {
            appendUnicodeEscape(b, c);
          } else if (Character.isSurrogate(c)) {
            if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
              b.append(c).append(s.charAt(++i));
            } else {
              appendUnicodeEscape(b, c);
            }
          } else {
            b.append(c);
          }
        }
      }
    }
    b.append('"');
  }

  private static void appendUnicodeEscape(StringBuilder b, char c) {
    b.append("\\u").append(HEX[(c >> 12) & 0xF]).append(HEX[(c >> 8) & 0xF])
        .append(HEX[(c >> 4) & 0xF]).append(HEX[c & 0xF]);
  }

  /**
   * Appends {@code s} as one CSV field (RFC 4180 §2): quoted when it holds a comma, a quote,
   * CR or LF (or starts or ends with a space), with inner quotes doubled. An unpaired
   * surrogate becomes U+FFFD, the only way to keep the file UTF-8; the record's problems say
   * so.
   */
  static void appendCsv(StringBuilder b, CharSequence s) {
    int n = s.length();
    boolean quote = n > 0 && (s.charAt(0) == ' ' || s.charAt(n - 1) == ' ');
    for (int i = 0; i < n && !quote; i++) {
      char c = s.charAt(i);
      quote = c == ',' || c == '"' || c == '\n' || c == '\r';
    }
    if (quote) {
      b.append('"');
    }
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c == '"') {
        b.append("\"\"");
      } else if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
          b.append(c).append(s.charAt(++i));
        } else {
          b.append('\uFFFD');
        }
      } else {
        b.append(c);
      }
    }
    if (quote) {
      b.append('"');
    }
  }

  /**
   * Appends {@code s} as one TSV field: tab, LF, CR and backslash become {@code \t},
   * {@code \n}, {@code \r}, {@code \\}; other controls and unpaired surrogates become
   * {@code \}{@code u{XXXX}} escapes, so a field never spans two lines or columns.
   */
  static void appendTsv(StringBuilder b, CharSequence s) {
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\t' -> b.append("\\t");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\\' -> b.append("\\\\");
        default -> {
          if (needsEscape(s, i)) {
            b.append("\\u{").append(Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT)).append('}');
          } else {
            b.append(c);
          }
        }
      }
    }
  }
}
