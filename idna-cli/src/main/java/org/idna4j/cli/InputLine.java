package org.idna4j.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One input line, decoded, with the problems of the line itself (not of the name in it).
 *
 * <p>These are the CLI's own errors, reported before and beside the IDNA errors; none has a UTS #46
 * status code:
 *
 * <ul>
 *   <li>{@code INVALID_UTF8}: the bytes are not UTF-8 (RFC 3629); the name is not processed, and
 *       {@link #text()} shows each ill-formed sequence as U+FFFD for display only.
 *   <li>{@code LINE_TOO_LONG}: longer than the byte limit; not processed, and {@link #text()} holds
 *       only its first {@value #SHOWN_OF_LONG_LINE} characters.
 *   <li>{@code EMPTY_LINE}: nothing between two line feeds.
 *   <li>{@code BYTE_ORDER_MARK}: the line starts with U+FEFF.
 *   <li>{@code CRLF_LINE_END}: the line ends in CR (the file has CRLF line ends); the name is
 *       processed without that CR.
 *   <li>{@code NUL_CHARACTER}, {@code CONTROL_CHARACTER}: U+0000, or another C0 control or DEL
 *       (such as a lone CR or a tab), inside the line; reported once per kind with the count and
 *       the first offset.
 * </ul>
 *
 * @param text the decoded line, as shown in the record's input field
 * @param name what to process, or null when the line cannot be processed
 * @param problems the line's own problems, in offset order of their first occurrence
 */
record InputLine(String text, String name, List<Problem> problems) {

  /** How many characters of an over-long line the record shows. */
  static final int SHOWN_OF_LONG_LINE = 200;

  /**
   * An operand: taken exactly as given, so its text and name are the operand and it has no
   * problems.
   */
  static InputLine operand(String operand) {
    return new InputLine(operand, operand, List.of());
  }

  /**
   * Decodes and inspects one raw line.
   *
   * @param raw the line's bytes
   * @return the decoded line with its problems
   */
  static InputLine of(LineReader.RawLine raw) {
    byte[] b = raw.bytes();
    if (raw.truncated()) {
      Utf8.Decoded d = Utf8.decode(b, b.length);
      String shown =
          d.text().codePointCount(0, d.text().length()) > SHOWN_OF_LONG_LINE
              ? d.text().substring(0, d.text().offsetByCodePoints(0, SHOWN_OF_LONG_LINE))
              : d.text();
      return new InputLine(
          shown,
          null,
          List.of(
              Problem.line(
                  "LINE_TOO_LONG",
                  0,
                  "the line is "
                      + raw.byteLength()
                      + " bytes, more than the limit of "
                      + b.length
                      + " (--max-line-bytes); not processed, and only its first "
                      + SHOWN_OF_LONG_LINE
                      + " characters are shown")));
    }
    Utf8.Decoded d = Utf8.decode(b, b.length);
    String text = d.text();
    if (!d.valid()) {
      return new InputLine(
          text,
          null,
          List.of(
              Problem.line(
                  "INVALID_UTF8",
                  d.firstBadChar(),
                  "byte 0x"
                      + String.format(Locale.ROOT, "%02X", b[d.firstBadByte()] & 0xFF)
                      + " at byte offset "
                      + d.firstBadByte()
                      + " is not valid UTF-8 (RFC 3629)"
                      + (d.badSequences() > 1
                          ? "; " + d.badSequences() + " ill-formed sequences in all"
                          : "")
                      + "; not processed, and the input field shows each as U+FFFD")));
    }
    if (text.isEmpty()) {
      return new InputLine(text, text, List.of(Problem.line("EMPTY_LINE", 0, "the line is empty")));
    }
    // Fast path: nothing below U+0020, no DEL, no BOM.
    int n = text.length();
    boolean clean = text.charAt(0) != '\uFEFF';
    for (int i = 0; i < n && clean; i++) {
      char c = text.charAt(i);
      clean = c >= 0x20 && c != 0x7F;
    }
    if (clean) {
      return new InputLine(text, text, List.of());
    }
    List<Problem> problems = new ArrayList<>(2);
    String name = text;
    if (text.charAt(0) == '\uFEFF') {
      problems.add(
          Problem.line("BYTE_ORDER_MARK", 0, "the line starts with U+FEFF, a byte order mark"));
    }
    if (text.charAt(n - 1) == '\r') {
      name = text.substring(0, n - 1);
      problems.add(
          Problem.line(
              "CRLF_LINE_END",
              name.codePointCount(0, name.length()),
              "the line ends in CR LF; the name was processed without the CR"));
    }
    int nuls = 0;
    int firstNul = -1;
    int controls = 0;
    int firstControl = -1;
    int firstControlChar = 0;
    int cp = 0;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == 0) {
        if (nuls++ == 0) {
          firstNul = cp;
        }
      } else if (c < 0x20 || c == 0x7F) {
        if (controls++ == 0) {
          firstControl = cp;
          firstControlChar = c;
        }
      }
      if (!Character.isHighSurrogate(c)
          || i + 1 >= name.length()
          || !Character.isLowSurrogate(name.charAt(i + 1))) {
        cp++;
      }
    }
    if (nuls > 0) {
      problems.add(
          Problem.line(
              "NUL_CHARACTER",
              firstNul,
              nuls
                  + " NUL character"
                  + (nuls > 1 ? "s" : "")
                  + " (U+0000), the first at offset "
                  + firstNul));
    }
    if (controls > 0) {
      problems.add(
          Problem.line(
              "CONTROL_CHARACTER",
              firstControl,
              controls
                  + " control character"
                  + (controls > 1 ? "s" : "")
                  + ", the first U+"
                  + String.format(Locale.ROOT, "%04X", firstControlChar)
                  + " at offset "
                  + firstControl));
    }
    problems.sort((a, b2) -> Integer.compare(a.offset(), b2.offset()));
    return new InputLine(text, name, List.copyOf(problems));
  }
}
