package org.idna4j.cli;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Options shared by the bulk commands {@code check} and {@code compare}. */
final class BulkOptions {

  /** Record formats. */
  enum Format {
    /** Tab-separated values with a header; fields escape tab, LF, CR and backslash. */
    TSV,
    /** JSON Lines: one RFC 8259 object per line, no header. */
    JSONL,
    /** RFC 4180 CSV with a header; LF record ends; cells neutralised unless --csv-raw. */
    CSV;

    @Override
    public String toString() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "FILE",
      description = "One name per line (UTF-8); '-' or nothing reads standard input.")
  String file;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "tsv",
      description = "tsv, jsonl or csv (default: ${DEFAULT-VALUE}).")
  Format format;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Worker threads (default: available processors). Output order is input order.")
  Integer threads;

  @Option(
      names = "--no-progress",
      description = "No progress bar (there is none anyway when standard error is not a terminal).")
  boolean noProgress;

  @Option(names = "--no-summary", description = "No summary on standard error at the end.")
  boolean noSummary;

  @Option(names = "--no-header", description = "No header line in tsv and csv output.")
  boolean noHeader;

  @Option(
      names = "--csv-raw",
      description =
          "csv: write cells as they are. By default a cell that would start a spreadsheet"
              + " formula (=, +, -, @) gets a leading ' and controls are escaped as \\u{XX}.")
  boolean csvRaw;

  /** How CSV cells are written ({@code --csv-raw}). */
  CsvCells.Mode csvMode() {
    return csvRaw ? CsvCells.Mode.RAW : CsvCells.Mode.SAFE;
  }

  @Option(
      names = "--max-line-bytes",
      paramLabel = "BYTES",
      defaultValue = "65536",
      description =
          "Longer lines get a LINE_TOO_LONG record and are not processed"
              + " (default: ${DEFAULT-VALUE}).")
  int maxLineBytes;

  int threads(CommandLine.Model.CommandSpec spec) {
    int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (n < 1 || n > 1024) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--threads must be between 1 and 1024, not " + n);
    }
    if (maxLineBytes < 1) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--max-line-bytes must be positive, not " + maxLineBytes);
    }
    return n;
  }

  boolean fromStdin() {
    return file == null || file.equals("-");
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
  long inputSize() {
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

  /**
   * Runs the job over the input with a progress bar when standard error is a terminal, and prints
   * the summary unless {@code --no-summary}.
   *
   * @return the tally, or null when the output was closed early (a closed pipe)
   */
  Tally run(
      Io io,
      CommandLine.Model.CommandSpec spec,
      String header,
      BulkRunner.LineJob job,
      java.util.function.Consumer<Tally> summary) {
    int n = threads(spec);
    InputStream in = open(io, spec);
    BulkRunner runner = new BulkRunner(n, maxLineBytes);
    Tally tally;
    try {
      if (header != null && !noHeader && format != Format.JSONL) {
        io.out().write(header.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      }
      if (io.errIsTerminal() && !noProgress) {
        Progress progress = new Progress(io.err(), runner, inputSize());
        try {
          tally = runner.run(in, io.out(), job);
        } finally {
          progress.close();
        }
      } else {
        tally = runner.run(in, io.out(), job);
      }
    } catch (IOException e) {
      String m = e.getMessage() == null ? e.toString() : e.getMessage();
      if (!m.contains(
          "Broken pipe")) { // a reader such as head(1) that stopped early is no error to report
        io.errWriter().println("idna: " + m);
      }
      return null;
    } finally {
      if (in != io.in()) {
        try {
          in.close();
        } catch (IOException e) {
          // reading is over
        }
      }
    }
    if (!noSummary) {
      summary.accept(tally);
    }
    return tally;
  }

  /** Writes {@code title} and one line per counted key to standard error. */
  static void printCounts(Io io, String title, Map<String, Long> counts, String indent) {
    io.errWriter().println(title);
    counts.forEach((k, v) -> io.errWriter().println(indent + k + ": " + v));
    io.errWriter().flush();
  }
}
