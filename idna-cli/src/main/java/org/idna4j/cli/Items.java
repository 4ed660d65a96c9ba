package org.idna4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import picocli.CommandLine;

/**
 * The items of a one-shot command ({@code to-ascii}, {@code to-unicode}, {@code punycode}): its
 * operands, or, when there is none or only {@code -}, the lines of {@code --input FILE} or of
 * standard input, read with the rules of {@code idna check} ({@link StrictLines}).
 */
final class Items {

  /** Receives each item in order. */
  @FunctionalInterface
  interface Handler {
    /**
     * Handles one item.
     *
     * @param line the 1-based line number, or null for an operand (a record's {@code line})
     * @param text the item, or null when its line cannot be processed
     * @param why when {@code text} is null, why ({@code line N: INVALID_UTF8: ...})
     */
    void item(Long line, String text, String why);
  }

  /** Receives each item in order with its line's own problems ({@link InputLine}). */
  @FunctionalInterface
  interface LineHandler {
    /**
     * Handles one item.
     *
     * @param line the 1-based line number, or null for an operand (a record's {@code line})
     * @param item the item: for an operand, text and name are the operand and it has no problems
     * @throws IOException if writing its answer fails
     */
    void item(Long line, InputLine item) throws IOException;
  }

  private Items() {}

  /**
   * Hands every item to {@code handler}: the operands, else every line of {@code --input FILE} or
   * of standard input.
   *
   * @throws CommandLine.ParameterException when both operands and a file are given, or the file
   *     cannot be read (a usage error)
   */
  static void forEach(
      Io io,
      CommandLine.Model.CommandSpec spec,
      List<String> operands,
      InputOptions input,
      Handler handler) {
    try {
      forEachLine(
          io,
          spec,
          operands,
          input,
          (n, line) ->
              handler.item(n, line.name(), line.name() == null ? StrictLines.why(n, line) : null));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Hands every item to {@code handler} with its line's own problems: the operands (line null, no
   * problems), else every line of {@code --input FILE} or of standard input, read by {@link
   * StrictLines} with the line cap of {@code --max-line-bytes}.
   *
   * @throws CommandLine.ParameterException when both operands and a file are given, or the file
   *     cannot be read (a usage error)
   * @throws IOException if reading fails or the handler throws it
   */
  static void forEachLine(
      Io io,
      CommandLine.Model.CommandSpec spec,
      List<String> operands,
      InputOptions options,
      LineHandler handler)
      throws IOException {
    BulkInput input = options.lines(spec, operands);
    if (input == null) {
      for (String o : operands) {
        handler.item(null, InputLine.operand(o));
      }
      return;
    }
    input.check(spec, 1); // one line at a time
    InputStream in = input.open(io, spec);
    try {
      StrictLines.forEach(in, input.maxLineBytes(), handler::item);
    } finally {
      if (!input.fromStdin()) {
        try {
          in.close();
        } catch (IOException e) {
          // read to the end already; nothing is lost
        }
      }
    }
  }
}
