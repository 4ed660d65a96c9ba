package org.idna4j.cli;

import java.util.List;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * The options of the bulk commands that read a FILE operand, {@code check} and {@code compare}: the
 * shared output options ({@link BulkOutput}), then FILE and the input options of every command
 * ({@link InputOptions}: {@code --input FILE}, the spelling of every other command, FILE staying
 * for these two, and {@code --max-line-bytes}).
 */
final class BulkOptions extends BulkOutput {

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "FILE",
      description = "One name per line (UTF-8); '-' or nothing reads standard input.")
  String file;

  @Mixin InputOptions input;

  /**
   * FILE or {@code --input FILE} (or standard input) and the line bound.
   *
   * @throws CommandLine.ParameterException when both FILE and {@code --input} name a file ({@link
   *     BulkInput#of}: FILE is this command's operand)
   */
  BulkInput input(CommandLine.Model.CommandSpec spec) {
    BulkInput lines = input.lines(spec, file == null ? List.of() : List.of(file));
    return lines != null ? lines : new BulkInput(file, input.maxLineBytes);
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
