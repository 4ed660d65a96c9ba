package org.idna4j.cli;

import java.io.IOException;
import java.io.InputStream;

/**
 * The one way a bulk command reads its input lines, with the rules {@code idna check} follows (the
 * same for every command, so that a hostile file is read one way): LF or CRLF ends a line (the CR
 * of a CRLF is reported as {@code CRLF_LINE_END} and dropped); a lone CR is data; invalid UTF-8 is
 * reported for that line ({@code INVALID_UTF8}) and never replaced silently; a line over the byte
 * cap is reported ({@code LINE_TOO_LONG}) and only its first bytes are kept, so memory is bounded
 * whatever the input. Each line arrives as an {@link InputLine}: {@link InputLine#name()} is what
 * to process, or null when the line cannot be processed and {@link InputLine#problems()} says why.
 *
 * <p>For a new bulk command:
 *
 * <pre>{@code
 * StrictLines.forEach(in, StrictLines.DEFAULT_MAX_LINE_BYTES, (number, line) -> {
 *   if (line.name() == null) {
 *     // write a record for line.text() with line.problems(): one record per input line
 *   } else {
 *     // process line.name()
 *   }
 * });
 * }</pre>
 *
 * <p>Commands that run on several threads ({@code check}, {@code compare}, {@code psl}) use the
 * same two pieces through {@link BulkRunner}: {@link LineReader} splits, {@link InputLine#of}
 * decodes and inspects. This class is the sequential form of the same rules.
 */
final class StrictLines {

  /** The line cap unless a command's {@code --max-line-bytes} says otherwise. */
  static final int DEFAULT_MAX_LINE_BYTES = 65_536;

  /** Receives each line in input order. */
  @FunctionalInterface
  interface Handler {
    /**
     * Handles one line.
     *
     * @param number the 1-based line number
     * @param line the decoded line with its own problems
     * @throws IOException if writing its record fails
     */
    void line(long number, InputLine line) throws IOException;
  }

  private StrictLines() {}

  /**
   * Reads every line of {@code in} (not closed) and hands each to {@code handler}.
   *
   * @param maxLineBytes the line cap in bytes (at least 1)
   * @throws IOException if reading fails or the handler throws it
   */
  static void forEach(InputStream in, int maxLineBytes, Handler handler) throws IOException {
    LineReader reader = new LineReader(in, maxLineBytes);
    LineReader.Batch batch;
    while ((batch = reader.next(BulkRunner.BATCH_LINES, BulkRunner.BATCH_BYTES)) != null) {
      long n = batch.firstLine();
      for (LineReader.RawLine raw : batch.lines()) {
        handler.line(n++, InputLine.of(raw));
      }
    }
  }

  /** The first problem of a line that cannot be processed, as one sentence for standard error. */
  static String why(long number, InputLine line) {
    Problem p = line.problems().get(0);
    return "line " + number + ": " + p.error() + ": " + p.detail();
  }
}
