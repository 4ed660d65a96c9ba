package org.idna4j.cli;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;

/**
 * Where a command reads its lines: a file, or standard input when {@code file} is null or {@code
 * -}, and the longest line it processes ({@link InputOptions}: {@code --input FILE}, {@code
 * --max-line-bytes}; {@code check} and {@code compare} also take a positional FILE). {@link #of} is
 * the one place that decides between the operands and the lines; {@link BulkOutput#run} and {@link
 * Items} read the lines the same way for every command.
 *
 * @param file the file to read, or null or {@code -} for standard input
 * @param maxLineBytes longer lines get a LINE_TOO_LONG record and are not processed
 */
record BulkInput(String file, int maxLineBytes) {

  /** The usage error of operands given together with {@code --input FILE}, on every command. */
  static final String OPERANDS_AND_INPUT = "give operands or --input FILE, not both";

  /**
   * The lines a command reads unless its operands are the input: operands are the input when some
   * are given and they are not a lone {@code -} (which, like none, means standard input). Any
   * operand beside {@code --input FILE}, a lone {@code -} included, is a usage error: standard
   * input or the file would be a guess.
   *
   * @param operands the command's operands (null or empty when none)
   * @param inputFile the file of {@code --input}, or null
   * @return the lines of {@code inputFile} (standard input when it is null or {@code -}), or null
   *     when the operands are the input
   * @throws CommandLine.ParameterException when operands ({@code -} included) and {@code --input
   *     FILE} are both given
   */
  static BulkInput of(
      CommandLine.Model.CommandSpec spec,
      List<String> operands,
      String inputFile,
      int maxLineBytes) {
    if (inputFile != null && operands != null && !operands.isEmpty()) {
      throw new CommandLine.ParameterException(spec.commandLine(), OPERANDS_AND_INPUT);
    }
    return hasOperands(operands) ? null : new BulkInput(inputFile, maxLineBytes);
  }

  /**
   * Whether a command's operands are the input: some are given and they are not a lone {@code -}
   * (which, like none, means standard input or the input file).
   */
  static boolean hasOperands(List<String> operands) {
    return operands != null && !operands.isEmpty() && !operands.equals(List.of("-"));
  }

  boolean fromStdin() {
    return file == null || file.equals("-");
  }

  /**
   * Heap bytes one input byte of a line may take while it is processed: its copy in the reader's
   * buffer and the batch (2), the decoded {@code String} (2, UTF-16), the library's working copies
   * (mapping, normalization, Punycode: about 8) and the record written with every character escaped
   * ({@code \\u{XX}}: up to 8 bytes a character, twice while the batch's buffer grows), rounded up
   * to a power of two. Without a cap, {@code idna email} on three 10 MB lines with the bound raised
   * ran out of the launcher's 384 MB heap after one record.
   */
  static final int HEAP_BYTES_PER_LINE_BYTE = 32;

  /**
   * The largest {@code --max-line-bytes} this JVM can hold on {@code threads} workers: its maximum
   * heap ({@link Runtime#maxMemory()}), shared by the {@code 2 × threads} batches in flight ({@link
   * BulkRunner}) and the one being read, each of which may hold one line of the bound, at {@link
   * #HEAP_BYTES_PER_LINE_BYTE} heap bytes per line byte; never below the default bound.
   */
  static int maxLineBytesCap(int threads) {
    long perLine =
        Runtime.getRuntime().maxMemory() / ((2L * threads + 1) * HEAP_BYTES_PER_LINE_BYTE);
    return (int) Math.max(StrictLines.DEFAULT_MAX_LINE_BYTES, Math.min(Integer.MAX_VALUE, perLine));
  }

  /**
   * A usage error unless the line bound is positive and within what the heap can hold on {@code
   * threads} workers ({@link #maxLineBytesCap}): a line over the bound then gets its LINE_TOO_LONG
   * record and every other record is written, where a bound past the heap would end the run.
   */
  void check(CommandLine.Model.CommandSpec spec, int threads) {
    if (maxLineBytes < 1) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--max-line-bytes must be positive, not " + maxLineBytes);
    }
    int cap = maxLineBytesCap(threads);
    if (maxLineBytes > cap) {
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          "--max-line-bytes "
              + maxLineBytes
              + " is more than this JVM's heap can hold on "
              + threads
              + " thread"
              + (threads == 1 ? "" : "s")
              + ": at most "
              + cap
              + " (the maximum heap / "
              + HEAP_BYTES_PER_LINE_BYTE
              + " / (2 x threads + 1)); use fewer --threads or a larger -Xmx in IDNA_JAVA_OPTS");
    }
  }

  /** Opens the input; a missing or unreadable file is a usage error. */
  InputStream open(Io io, CommandLine.Model.CommandSpec spec) {
    if (fromStdin()) {
      return io.in();
    }
    try {
      if (Files.isDirectory(Path.of(file))) {
        throw new CommandLine.ParameterException(spec.commandLine(), file + " is a directory");
      }
      return Files.newInputStream(Path.of(file));
    } catch (NoSuchFileException | FileNotFoundException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "no such file: " + file);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "cannot read " + file + ": " + e.getMessage());
    } catch (UncheckedIOException | java.nio.file.InvalidPathException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "cannot read " + file);
    }
  }

  /** The input's size in bytes when it is a regular file, else -1 (for the progress bar). */
  long size() {
    if (fromStdin()) {
      return -1;
    }
    try {
      Path p = Path.of(file);
      return Files.isRegularFile(p) ? Files.size(p) : -1;
    } catch (IOException | java.nio.file.InvalidPathException | SecurityException e) {
      return -1;
    }
  }
}
