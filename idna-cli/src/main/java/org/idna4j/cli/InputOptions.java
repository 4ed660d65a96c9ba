package org.idna4j.cli;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * Where a command that takes items (names, URLs, addresses, labels, texts) reads them when it has
 * no operand, and the longest line it processes: {@code --input FILE} and {@code --max-line-bytes}
 * (a picocli mixin beside {@link CsvOptions}, one declaration and one help text for every such
 * command; the one-shot commands' code models build the same two options with {@link
 * CodeModel#inputOptions}). {@link BulkInput#of} reads them with the command's operands.
 */
final class InputOptions {

  /** The help of {@code --input}. */
  static final String INPUT_DESCRIPTION =
      "Read one item per line (UTF-8) from FILE when there is no operand; '-' is standard input.";

  /** The help of {@code --max-line-bytes}. */
  static final String MAX_LINE_BYTES_DESCRIPTION =
      "Input lines longer than BYTES are not processed: their record or error says LINE_TOO_LONG"
          + " (default: ${DEFAULT-VALUE}).";

  /** The default of {@code --max-line-bytes}, {@link StrictLines#DEFAULT_MAX_LINE_BYTES}. */
  static final String DEFAULT_MAX_LINE_BYTES = "" + StrictLines.DEFAULT_MAX_LINE_BYTES;

  @Option(names = "--input", paramLabel = "FILE", description = INPUT_DESCRIPTION)
  String file;

  @Option(
      names = "--max-line-bytes",
      paramLabel = "BYTES",
      defaultValue = DEFAULT_MAX_LINE_BYTES,
      description = MAX_LINE_BYTES_DESCRIPTION)
  int maxLineBytes = StrictLines.DEFAULT_MAX_LINE_BYTES;

  /** The options as a model built in code ({@link CodeModel#addInputOptions}) parsed them. */
  static InputOptions from(CommandLine.Model.CommandSpec parsed) {
    InputOptions o = new InputOptions();
    o.file = CodeModel.option(parsed, "--input");
    o.maxLineBytes = CodeModel.option(parsed, "--max-line-bytes");
    return o;
  }

  /**
   * The lines to read unless the operands are the input ({@link BulkInput#of}).
   *
   * @return the lines, or null when the operands are the input
   * @throws CommandLine.ParameterException when operands and {@code --input FILE} are both given
   */
  BulkInput lines(CommandLine.Model.CommandSpec spec, List<String> operands) {
    return BulkInput.of(spec, operands, file, maxLineBytes);
  }
}
