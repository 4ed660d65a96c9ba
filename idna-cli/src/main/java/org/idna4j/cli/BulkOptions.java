package org.idna4j.cli;

import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The options of the bulk commands that read a FILE operand, {@code check} and {@code compare}: the
 * shared output options ({@link BulkOutput}), then FILE, {@code --input FILE} (the spelling of
 * every other command; FILE stays for these two) and {@code --max-line-bytes}.
 */
final class BulkOptions extends BulkOutput {

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "FILE",
      description = "One name per line (UTF-8); '-' or nothing reads standard input.")
  String file;

  @Option(names = "--input", paramLabel = "FILE", description = Items.INPUT_DESCRIPTION)
  String input;

  @Option(
      names = "--max-line-bytes",
      paramLabel = "BYTES",
      defaultValue = "65536",
      description =
          "Longer lines get a LINE_TOO_LONG record and are not processed"
              + " (default: ${DEFAULT-VALUE}).")
  int maxLineBytes;

  /**
   * FILE or {@code --input FILE} (or standard input) and the line bound.
   *
   * @throws CommandLine.ParameterException when both FILE and {@code --input} name a file
   */
  BulkInput input(CommandLine.Model.CommandSpec spec) {
    if (file != null && input != null) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "give FILE or --input FILE, not both");
    }
    return new BulkInput(input != null ? input : file, maxLineBytes);
  }

  /**
   * Runs the job over FILE, {@code --input FILE} or standard input ({@link BulkOutput#run}).
   *
   * @return the tally, or null when the output was closed early (a closed pipe)
   */
  Tally run(
      Io io,
      CommandLine.Model.CommandSpec spec,
      String header,
      BulkRunner.LineJob job,
      Consumer<Tally> summary) {
    return run(io, spec, input(spec), header, job, summary);
  }
}
