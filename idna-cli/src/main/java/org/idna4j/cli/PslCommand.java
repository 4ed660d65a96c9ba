package org.idna4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.concurrent.Callable;
import org.idna4j.psl.PslAnswer;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.PslRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code idna psl NAME...}: the public suffix, registrable domain, prevailing rule and its section
 * of each name, one record per name (from the arguments, or one per line of standard input).
 * Answers are in the label form of the input, lowercased; a name without a registrable domain says
 * why in {@code reason} ({@link PslAnswer.Reason}), an invalid name with its IDNA problems. Exit
 * code 0 when every name has a public suffix, 1 otherwise.
 */
@Command(
    name = "psl",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Public suffix and registrable domain of each name (Public Suffix List).",
      "Records: input, public_suffix, registrable_domain, rule, section, reason, problems.",
      "Without NAME (or with -), reads one name per line from standard input."
    })
final class PslCommand implements Callable<Integer> {

  static final String TSV_HEADER = RecordOut.header(PslRecord.SHAPE, BulkOutput.Format.TSV);
  static final String CSV_HEADER = RecordOut.header(PslRecord.SHAPE, BulkOutput.Format.CSV);

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin PslSource source;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "tsv",
      description = "tsv, jsonl or csv (default: ${DEFAULT-VALUE}).")
  BulkOutput.Format format;

  @Option(names = "--no-header", description = "No header line in tsv and csv output.")
  boolean noHeader;

  @Option(
      names = "--csv-raw",
      description =
          "csv: write cells as they are. By default a cell that would start a spreadsheet"
              + " formula (=, +, -, @) gets a leading ' and controls are escaped as \\u{XX}.")
  boolean csvRaw;

  @Option(
      names = "--list-version",
      description =
          "Print the list's version (publicsuffix/list commit and date) and rule count, and exit.")
  boolean listVersion;

  @Parameters(
      arity = "0..*",
      paramLabel = "NAME",
      description = "Domain names ('-' or none: standard input).")
  List<String> names;

  PslCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws IOException {
    PublicSuffixList psl = source.list(spec);
    if (listVersion) {
      io.outWriter()
          .println(
              "Public Suffix List "
                  + psl.version().commit().orElse("(commit unknown)")
                  + " "
                  + psl.version().date().orElse("(date unknown)")
                  + ", "
                  + psl.ruleCount()
                  + " rules");
      io.outWriter().flush();
      return IdnaCli.OK;
    }
    if (!noHeader && format != BulkOutput.Format.JSONL) {
      io.out()
          .write(
              (format == BulkOutput.Format.CSV ? CSV_HEADER : TSV_HEADER)
                  .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    boolean allAnswered = true;
    if (!BulkOutput.hasOperands(names)) {
      Tally tally = readStdin(psl);
      if (tally == null) {
        return IdnaCli.INVALID;
      }
      allAnswered = tally.invalid == 0;
    } else {
      ByteSink out = new ByteSink(256);
      for (String name : names) {
        allAnswered &= write(out, format, csvMode(), name, psl.lookup(name));
      }
      out.writeTo(io.out());
    }
    io.out().flush();
    return allAnswered ? IdnaCli.OK : IdnaCli.INVALID;
  }

  private Tally readStdin(PublicSuffixList psl) {
    InputStream in = io.in();
    BulkRunner runner = new BulkRunner(Runtime.getRuntime().availableProcessors(), 65536);
    try {
      return runner.run(
          in,
          io.out(),
          (lineNumber, raw, out, tally) -> {
            InputLine line = InputLine.of(raw);
            tally.total++;
            if (write(out, format, csvMode(), line.text(), psl.lookup(line.name()))) {
              tally.valid++;
            } else {
              tally.invalid++;
            }
          });
    } catch (IOException e) {
      BulkOutput.reportUnlessClosedPipe(io, e);
      return null;
    }
  }

  private CsvCells.Mode csvMode() {
    return csvRaw ? CsvCells.Mode.RAW : CsvCells.Mode.SAFE;
  }

  /** Appends one record with safe CSV cells; returns whether the name had a public suffix. */
  static boolean write(ByteSink out, BulkOutput.Format format, String input, PslAnswer answer) {
    return write(out, format, CsvCells.Mode.SAFE, input, answer);
  }

  /** Appends one record; returns whether the name had a public suffix. */
  static boolean write(
      ByteSink out, BulkOutput.Format format, CsvCells.Mode csv, String input, PslAnswer answer) {
    PslRecord r = PslRecord.of(input, answer);
    RecordOut.write(out, r, format, csv);
    return r.publicSuffix() != null;
  }
}
