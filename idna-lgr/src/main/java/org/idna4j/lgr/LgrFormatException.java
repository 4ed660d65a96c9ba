package org.idna4j.lgr;

import java.io.IOException;
import java.util.OptionalInt;

/**
 * An LGR document that is not well-formed XML or breaks a rule of RFC 7940; nothing of it was
 * loaded.
 *
 * <p>The message starts with the line and column of the offending element, e.g. {@code "line 12,
 * column 5: <range> cannot carry <var> (RFC 7940 §5.3)"}.
 */
public final class LgrFormatException extends IOException {

  private static final long serialVersionUID = 1L;

  /** The 1-based line of the offending element or XML error, or -1 when unknown. */
  private final int line;

  /** The 1-based column of the offending element or XML error, or -1 when unknown. */
  private final int column;

  /**
   * What is wrong, usually with the RFC 7940 section it breaks; the message without the position.
   */
  private final String reason;

  LgrFormatException(String reason, int line, int column) {
    super("line " + line + ", column " + column + ": " + reason);
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  /**
   * Returns the 1-based line of the offending element.
   *
   * @return the line number, or empty when the XML parser gave no location
   */
  public OptionalInt line() {
    return line < 0 ? OptionalInt.empty() : OptionalInt.of(line);
  }

  /**
   * Returns the 1-based column of the offending element.
   *
   * @return the column number, or empty when the XML parser gave no location
   */
  public OptionalInt column() {
    return column < 0 ? OptionalInt.empty() : OptionalInt.of(column);
  }

  /**
   * Returns the message without the position.
   *
   * @return what is wrong, e.g. {@code "<range> cannot carry <var> (RFC 7940 §5.3)"}
   */
  public String reason() {
    return reason;
  }
}
