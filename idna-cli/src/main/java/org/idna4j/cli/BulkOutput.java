package org.idna4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The output options every bulk command shares ({@code --format}, {@code --threads}, {@code
 * --no-progress}, {@code --no-summary}, {@code --no-header}, {@code --csv-raw}) and the one bulk
 * run that honours them: a picocli mixin. {@code check} and {@code compare} take it with their FILE
 * ({@link BulkOptions}); {@code psl}, {@code display} and {@code email}, whose operands are names
 * and addresses, take it with {@link InputOptions} and run their items with {@link #runItems}.
 */
class BulkOutput {

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

  /**
   * Turns one item, an operand or an input line, into zero or one record ({@link #runItems}). Lines
   * are processed on several threads: a job keeps no state of its own.
   */
  interface ItemJob {
    /**
     * Appends the record for one item.
     *
     * @param line the 1-based input line, or null for an operand (the record's {@code line})
     * @param item the item: an operand is taken exactly as given, with no problems ({@link
     *     InputLine#operand}); a line is decoded and inspected ({@link InputLine#of})
     * @param out where the record goes, LF-terminated
     * @param tally where to count it
     */
    void process(Long line, InputLine item, ByteSink out, Tally tally);
  }

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

  @Mixin CsvOptions csv;

  /** How CSV cells are written ({@code --csv-raw}). */
  CsvCells.Mode csvMode() {
    return csv.csvMode();
  }

  /** The worker threads; a usage error outside 1 to 1024. */
  int threads(CommandLine.Model.CommandSpec spec) {
    int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (n < 1 || n > 1024) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--threads must be between 1 and 1024, not " + n);
    }
    return n;
  }

  /** Whether the header goes out: not under {@code --no-header}, never in JSON Lines. */
  private boolean writesHeader(String header) {
    return header != null && csv.writesHeader(format);
  }

  /**
   * Runs the job over the input with a progress bar when standard error is a terminal, and prints
   * the summary unless {@code --no-summary}.
   *
   * @param header the header line of tsv and csv, or null for none
   * @return the tally, or null when the output was closed early (a closed pipe)
   */
  Tally run(
      Io io,
      CommandLine.Model.CommandSpec spec,
      BulkInput input,
      String header,
      BulkRunner.LineJob job,
      Consumer<Tally> summary) {
    int n = threads(spec);
    input.check(spec, n);
    InputStream in = input.open(io, spec);
    BulkRunner runner = new BulkRunner(n, input.maxLineBytes());
    Tally tally;
    try {
      if (writesHeader(header)) {
        io.out().write(header.getBytes(StandardCharsets.UTF_8));
      }
      if (io.errIsTerminal() && !noProgress) {
        Progress progress = new Progress(io.err(), runner, input.size());
        try {
          tally = runner.run(in, io.out(), job);
        } finally {
          progress.close();
        }
      } else {
        tally = runner.run(in, io.out(), job);
      }
    } catch (IOException e) {
      reportUnlessClosedPipe(io, e);
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

  /**
   * Runs the job over every item of a command that takes items as operands: the operands, in order,
   * on this thread, with no progress bar and no summary; else (none, or {@code -}) the lines of
   * {@code inputFile} or standard input ({@link #run}). Operands beside {@code --input FILE} are a
   * usage error ({@link BulkInput#of}).
   *
   * @param inputFile the file of {@code --input}, or null
   * @param header the header line of tsv and csv, or null for none
   * @return the tally, or null when the output was closed early (a closed pipe)
   * @throws IOException if standard output fails while writing the operands' records
   */
  Tally runItems(
      Io io,
      CommandLine.Model.CommandSpec spec,
      List<String> operands,
      String inputFile,
      int maxLineBytes,
      String header,
      ItemJob job,
      Consumer<Tally> summary)
      throws IOException {
    BulkInput lines = BulkInput.of(spec, operands, inputFile, maxLineBytes);
    if (lines != null) {
      return run(
          io,
          spec,
          lines,
          header,
          (n, raw, out, t) -> job.process(n, InputLine.of(raw), out, t),
          summary);
    }
    ByteSink out = new ByteSink(256);
    if (writesHeader(header)) {
      out.ascii(header);
    }
    Tally tally = new Tally();
    for (String operand : operands) {
      job.process(null, InputLine.operand(operand), out, tally);
    }
    out.writeTo(io.out());
    io.out().flush();
    return tally;
  }

  /** The exit code of a run: 0 when every record was valid, 1 otherwise or when it stopped. */
  static int exitCode(Tally tally) {
    return tally != null && tally.invalid == 0 ? IdnaCli.OK : IdnaCli.INVALID;
  }

  /**
   * Reports a failed read or write on standard error, except a closed pipe: a reader such as
   * head(1) that stopped early is no error to report.
   */
  static void reportUnlessClosedPipe(Io io, IOException e) {
    String m = e.getMessage() == null ? e.toString() : e.getMessage();
    if (!m.contains("Broken pipe")) {
      io.errWriter().println("idna: " + m);
      io.errWriter().flush();
    }
  }

  /** Writes {@code title} and one line per counted key to standard error. */
  static void printCounts(Io io, String title, Map<String, Long> counts, String indent) {
    io.errWriter().println(title);
    counts.forEach((k, v) -> io.errWriter().println(indent + k + ": " + v));
    io.errWriter().flush();
  }
}
