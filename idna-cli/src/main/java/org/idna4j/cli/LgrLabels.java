package org.idna4j.cli;

import java.io.IOException;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * The labels an {@code idna lgr} subcommand reads (a picocli mixin): the operands, else (none, or
 * {@code -}) the lines of {@code --input FILE} or standard input ({@link InputOptions}), read by
 * {@link Items} with the rules of {@code idna check}.
 */
final class LgrLabels {
  @Mixin InputOptions input;

  @Parameters(
      arity = "0..*",
      paramLabel = "LABEL",
      description = "U-labels or A-labels ('-' or none: the input lines).")
  List<String> labels;

  /** The command this is mixed into, for the usage error of a file that cannot be read. */
  @picocli.CommandLine.Spec(picocli.CommandLine.Spec.Target.MIXEE)
  picocli.CommandLine.Model.CommandSpec spec;

  /** Receives each label to process. */
  interface LabelHandler {
    /**
     * Handles one label.
     *
     * @param line the 1-based input line, or null for an operand
     * @param label the label
     */
    void label(Long line, String label) throws IOException;
  }

  /** Receives each input line that cannot be processed. */
  interface UnreadableHandler {
    /**
     * Handles one line that cannot be processed (invalid UTF-8, over the line cap).
     *
     * @param line the 1-based input line
     * @param item the line with its problem
     */
    void line(long line, InputLine item) throws IOException;
  }

  /**
   * Streams the labels: the operands, else one per input line; a line that cannot be processed goes
   * to {@code unreadable} instead of {@code action}, so every input line gets exactly one record. A
   * missing or unreadable file, or operands beside {@code --input}, is a usage error (exit 2).
   */
  void forEach(Io io, LabelHandler action, UnreadableHandler unreadable) throws IOException {
    Items.forEachLine(
        io,
        spec,
        labels,
        input,
        (number, line) -> {
          if (line.name() == null) {
            unreadable.line(number, line);
          } else {
            action.label(number, line.name());
          }
        });
  }
}
