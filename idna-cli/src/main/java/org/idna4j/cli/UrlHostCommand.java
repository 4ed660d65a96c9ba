package org.idna4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import org.idna4j.records.ProblemRecord;
import org.idna4j.records.UrlHostRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code idna url-host URL...}: the host of each URL converted in place by the URL Standard's host
 * parser ({@code Host.toAsciiInUrl} of idna-url), one {@link UrlHostRecord} per URL, from the
 * arguments, or one per line of {@code --input FILE} or standard input. {@code idna check --url
 * FILE} writes the same records for a file, with the check command's progress bar and summary
 * ({@link #process} is the one line job of both).
 *
 * <p>The record: line (null for arguments), input, valid, output (the URL with its host converted;
 * the input when invalid), host and host_kind (null when there is no valid host), host_start and
 * host_end (code-point offsets of the host in the input), problems and non_fatal_problems. A line
 * that cannot be read (invalid UTF-8, over {@code --max-line-bytes}) is not processed and has an
 * empty output. Exit code 0 when every URL is valid, 1 otherwise.
 */
@Command(
    name = UrlHostCommand.NAME,
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Convert the host of each URL (URL Standard host parser); everything else stays as it is.",
      "Records: line, input, valid, output, host, host_kind, host_start, host_end, problems,"
          + " non_fatal_problems.",
      "Without URL (or with -), reads one URL per line from --input FILE or standard input."
    })
final class UrlHostCommand implements Callable<Integer> {

  static final String NAME = "url-host";

  static final String TSV_HEADER = RecordOut.header(UrlHostRecord.SHAPE, BulkOutput.Format.TSV);
  static final String CSV_HEADER = RecordOut.header(UrlHostRecord.SHAPE, BulkOutput.Format.CSV);

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "tsv",
      description = "tsv, jsonl or csv (default: ${DEFAULT-VALUE}).")
  BulkOutput.Format format;

  @Mixin CsvOptions csvOptions;

  @Option(names = "--only-invalid", description = "Write records for invalid URLs only.")
  boolean onlyInvalid;

  @Mixin InputOptions input;

  @Parameters(
      arity = "0..*",
      paramLabel = "URL",
      description = "URLs or IRIs ('-' or none: standard input).")
  List<String> urls;

  UrlHostCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws IOException {
    BulkInput lines = input.lines(spec, urls);
    new BulkInput(null, input.maxLineBytes).check(spec, Runtime.getRuntime().availableProcessors());
    CsvCells.Mode csv = csvOptions.csvMode();
    boolean fromLines = lines != null;
    // a file that cannot be read is a usage error before any output
    InputStream in = fromLines ? lines.open(io, spec) : null;
    if (csvOptions.writesHeader(format)) {
      io.out()
          .write(
              (format == BulkOutput.Format.CSV ? CSV_HEADER : TSV_HEADER)
                  .getBytes(StandardCharsets.UTF_8));
    }
    boolean allValid;
    if (fromLines) {
      Tally tally = readLines(in, csv);
      if (tally == null) {
        return IdnaCli.INVALID;
      }
      allValid = tally.invalid == 0;
    } else {
      allValid = true;
      for (String url : urls) {
        ByteSink out = new ByteSink(256);
        UrlHostRecord r = UrlHostRecord.of(url);
        allValid &= r.valid();
        if (!onlyInvalid || !r.valid()) {
          RecordOut.write(out, r, format, csv);
        }
        out.writeTo(io.out());
      }
    }
    io.out().flush();
    return allValid ? IdnaCli.OK : IdnaCli.INVALID;
  }

  private Tally readLines(InputStream in, CsvCells.Mode csv) {
    BulkRunner runner =
        new BulkRunner(Runtime.getRuntime().availableProcessors(), input.maxLineBytes);
    try {
      return runner.run(
          in,
          io.out(),
          (lineNumber, raw, out, tally) ->
              process(format, csv, onlyInvalid, lineNumber, raw, out, tally));
    } catch (IOException e) {
      BulkOutput.reportUnlessClosedPipe(io, e);
      return null;
    } finally {
      if (in != io.in()) {
        try {
          in.close();
        } catch (IOException e) {
          // read to the end already; nothing is lost
        }
      }
    }
  }

  /**
   * Converts the host of the URL on one line and appends its record: the line's own problems
   * ({@link InputLine}) first, then the URL's. The line job of {@code idna url-host} on standard
   * input and of {@code idna check --url}.
   */
  static void process(
      BulkOutput.Format format,
      CsvCells.Mode csv,
      boolean onlyInvalid,
      long lineNumber,
      LineReader.RawLine raw,
      ByteSink out,
      Tally tally) {
    InputLine line = InputLine.of(raw);
    UrlHostRecord r =
        UrlHostRecord.of(lineNumber, line.text(), line.name(), Problem.records(line.problems()));
    count(r, tally);
    if (onlyInvalid && r.valid()) {
      return;
    }
    RecordOut.write(out, r, format, csv);
  }

  /** Counts the record: URLs, valid or invalid, and URLs per error. */
  static void count(UrlHostRecord r, Tally tally) {
    tally.count(r.valid(), r.problems(), ProblemRecord::error);
  }
}
