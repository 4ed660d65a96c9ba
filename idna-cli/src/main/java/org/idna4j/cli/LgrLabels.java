package org.idna4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The labels an {@code idna lgr} subcommand reads (a picocli mixin): the arguments, else {@code
 * --input FILE} or standard input, one per line.
 */
final class LgrLabels {
  @Option(
      names = "--input",
      paramLabel = "FILE",
      description = "Labels, one per line ('-': standard input).")
  Path input;

  @Parameters(arity = "0..*", paramLabel = "LABEL", description = "U-labels or A-labels.")
  List<String> labels;

  /** The command this is mixed into, for the usage error of a file that cannot be read. */
  @picocli.CommandLine.Spec(picocli.CommandLine.Spec.Target.MIXEE)
  picocli.CommandLine.Model.CommandSpec spec;

  /**
   * Streams the labels, one per line of the input when there are no arguments, read by {@link
   * StrictLines} (the rules of {@code idna check}): a line that cannot be processed (invalid UTF-8,
   * over the line cap) goes to {@code unreadable} instead of {@code action}, so every input line
   * gets exactly one record.
   */
  void forEach(Io io, Consumer<String> action, BiConsumer<Long, InputLine> unreadable)
      throws IOException {
    if (labels != null && !labels.isEmpty()) {
      labels.forEach(action);
      return;
    }
    // a missing or unreadable file is a usage error (exit 2) naming it, as on every command
    InputStream in =
        new BulkInput(input == null ? null : input.toString(), StrictLines.DEFAULT_MAX_LINE_BYTES)
            .open(io, spec);
    try {
      StrictLines.forEach(
          in,
          StrictLines.DEFAULT_MAX_LINE_BYTES,
          (number, line) -> {
            if (line.name() == null) {
              unreadable.accept(number, line);
            } else {
              action.accept(line.name());
            }
          });
    } finally {
      if (in != io.in()) {
        in.close();
      }
    }
  }
}
