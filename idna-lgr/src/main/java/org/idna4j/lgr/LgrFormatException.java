package org.idna4j.lgr;

import java.io.IOException;

/**
 * An LGR document that is not well-formed XML or breaks a rule of RFC 7940; nothing of it was
 * loaded.
 *
 * <p>The message starts with the line and column of the offending element, e.g. {@code "line 12,
 * column 5: <range> cannot carry <var> (RFC 7940 §5.3)"}.
 */
public final class LgrFormatException extends IOException {

  private static final long serialVersionUID = 1L;

  private final int line;
  private final int column;
  private final String reason;

  LgrFormatException(String reason, int line, int column) {
    super("line " + line + ", column " + column + ": " + reason);
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  /** Returns the 1-based line of the offending element, or -1 when unknown. */
  public int line() {
    return line;
  }

  /** Returns the 1-based column of the offending element, or -1 when unknown. */
  public int column() {
    return column;
  }

  /** Returns the message without the position. */
  public String reason() {
    return reason;
  }
}
