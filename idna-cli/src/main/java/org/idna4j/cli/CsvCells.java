package org.idna4j.cli;

/**
 * Writes CSV cells (RFC 4180 §2) that a spreadsheet opens as text, never as a formula (OWASP "CSV
 * Injection": a cell that starts with =, +, - or @ runs as one).
 *
 * <p>{@link Mode#SAFE}, the default of every {@code --format csv}:
 *
 * <ul>
 *   <li>control characters (C0, DEL, C1), U+2028, U+2029 and unpaired surrogates become {@code
 *       \}{@code u{XXXX}} escapes and a backslash becomes {@code \\}, so no ESC, tab or CR byte
 *       reaches the file and every escape can be read back;
 *   <li>a cell that then starts with {@code =}, {@code +}, {@code -} or {@code @} (OWASP's list;
 *       tab and CR are escaped already) gets a leading apostrophe {@code '} and is quoted, which
 *       spreadsheets show as text; the apostrophe is not part of the value, so a reader that wants
 *       the value drops one leading {@code '} from a cell that starts with {@code '=}, {@code '+},
 *       {@code '-} or {@code '@};
 *   <li>then RFC 4180 quoting: a cell holding a comma, a quote, CR or LF, or starting or ending
 *       with a space, is quoted, with inner quotes doubled.
 * </ul>
 *
 * <p>{@link Mode#RAW} ({@code --csv-raw}) writes the value as it is, with RFC 4180 quoting only:
 * for programs that read CSV, never for a file a person opens in a spreadsheet.
 */
final class CsvCells {

  /** How cells are written. */
  enum Mode {
    /** Neutralised and escaped (the default). */
    SAFE,
    /** RFC 4180 only. */
    RAW
  }

  private CsvCells() {}

  /**
   * Appends {@code s} as one CSV cell in UTF-8.
   *
   * @param b where to
   * @param s the value
   * @param mode {@link Mode#SAFE} unless the user asked for raw cells
   */
  static void append(ByteSink b, CharSequence s, Mode mode) {
    if (mode == Mode.SAFE) {
      CharSequence escaped = escape(s);
      boolean formula = startsFormula(escaped);
      if (formula) {
        b.ascii("\"'");
        quoted(b, escaped);
        b.ascii('"');
        return;
      }
      s = escaped;
    }
    rfc4180(b, s);
  }

  /** OWASP: a cell starting with one of these may run as a formula. */
  static boolean startsFormula(CharSequence s) {
    if (s.length() == 0) {
      return false;
    }
    char c = s.charAt(0);
    return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
  }

  /** Controls, line separators and unpaired surrogates as escapes; a backslash doubled. */
  static CharSequence escape(CharSequence s) {
    int n = s.length();
    int i = 0;
    while (i < n && !needsEscape(s, i)) {
      i++;
    }
    if (i == n) {
      return s;
    }
    StringBuilder out = new StringBuilder(n + 16).append(s, 0, i);
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c == '\\') {
        out.append("\\\\");
      } else if (needsEscape(s, i)) {
        out.append("\\u{")
            .append(Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT))
            .append('}');
      } else {
        out.append(c);
      }
    }
    return out;
  }

  private static boolean needsEscape(CharSequence s, int i) {
    char c = s.charAt(i);
    if (c == '\\' || c < 0x20 || (c >= 0x7F && c < 0xA0) || c == '\u2028' || c == '\u2029') {
      return true;
    }
    if (Text.isBidiControl(c)) {
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

  /** RFC 4180 §2: quoted when needed, inner quotes doubled. */
  private static void rfc4180(ByteSink b, CharSequence s) {
    int n = s.length();
    boolean quote = n > 0 && (s.charAt(0) == ' ' || s.charAt(n - 1) == ' ');
    for (int i = 0; i < n && !quote; i++) {
      char c = s.charAt(i);
      quote = c == ',' || c == '"' || c == '\n' || c == '\r';
    }
    if (quote) {
      b.ascii('"');
      quoted(b, s);
      b.ascii('"');
    } else {
      quoted(b, s);
    }
  }

  /**
   * The cell's characters with quotes doubled, in UTF-8; an unpaired surrogate (raw mode only)
   * becomes U+FFFD, the only way to keep the file UTF-8.
   */
  private static void quoted(ByteSink b, CharSequence s) {
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c == '"') {
        b.ascii("\"\"");
      } else if (c < 0x80) {
        b.ascii(c);
      } else if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < n
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          b.codePoint(Character.toCodePoint(c, s.charAt(++i)));
        } else {
          b.codePoint(0xFFFD);
        }
      } else {
        b.codePoint(c);
      }
    }
  }
}
