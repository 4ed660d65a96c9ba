package org.idna4j.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.idna4j.records.CompareRecord;
import org.idna4j.records.CompareResultRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code idna compare [FILE|-]}: the java.net.IDN migration report.
 *
 * <p>For each name, the {@code compare} record ({@link CompareRecord#of}, the same record as {@code
 * GET /api/v1/compare}): the answer of the real {@code java.net.IDN} ({@code toASCII} without flags
 * and with {@code USE_STD3_ASCII_RULES}) and of every IDNA4J preset; whether they differ; and, when
 * they differ, the classes of reason found in the name ({@link org.idna4j.domain.JdkDifference}).
 * One record per input line, in input order, as for {@code check}. Exit code 0 unless the command
 * fails.
 *
 * <p>JSON Lines carry the whole record. The flat formats (TSV, CSV) give each column one cell, its
 * ASCII form or {@code error:} with the reasons ({@link CompareResultRecord#cell()}); a line that
 * was not processed has empty column cells and its reasons under {@code line_problems}.
 */
@Command(
    name = "compare",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Migration report: java.net.IDN beside the IDNA4J presets, and why results differ.",
      "Columns: jdk and jdk_std3 (java.net.IDN.toASCII without and with USE_STD3_ASCII_RULES),",
      "then every preset (uts46, lookup, whatwg, transitional, registration, idna2003,",
      "whatwg-strict); differ; classes.",
      "One record per input line, in input order; a summary per difference class on stderr."
    })
final class CompareCommand implements Callable<Integer> {

  /** The result columns, in record order. */
  static final List<String> COLUMNS = CompareRecord.columns();

  static final String TSV_HEADER =
      "line\tinput\t" + String.join("\t", COLUMNS) + "\tdiffer\tclasses\tline_problems\n";
  static final String CSV_HEADER =
      "line,input," + String.join(",", COLUMNS) + ",differ,classes,line_problems\n";

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin BulkOptions bulk;

  @Option(
      names = "--only-different",
      description = "Write records only for names whose results differ.")
  boolean onlyDifferent;

  CompareCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    BulkOutput.Format format = bulk.format;
    String header = format == BulkOutput.Format.CSV ? CSV_HEADER : TSV_HEADER;
    Tally tally =
        bulk.run(
            io,
            spec,
            header,
            (lineNumber, raw, out, t) ->
                process(format, bulk.csvMode(), onlyDifferent, lineNumber, raw, out, t),
            t ->
                BulkOptions.printCounts(
                    io,
                    "idna compare: "
                        + t.total
                        + " names, "
                        + t.valid
                        + " with the same result everywhere, "
                        + t.invalid
                        + " with differences"
                        + (t.perKey.isEmpty() ? "" : "; names per class:"),
                    t.perKey,
                    "  "));
    return tally == null ? IdnaCli.INVALID : IdnaCli.OK;
  }

  /** Compares one line and appends its record; the tally's "valid" counts names that agree. */
  static void process(
      BulkOutput.Format format,
      CsvCells.Mode csv,
      boolean onlyDifferent,
      long lineNumber,
      LineReader.RawLine raw,
      ByteSink out,
      Tally tally) {
    InputLine line = InputLine.of(raw);
    CompareRecord r =
        CompareRecord.of(
            lineNumber,
            line.text(),
            line.name(),
            line.problems().stream().map(Problem::toRecord).toList());
    tally.total++;
    if (r.differ()) {
      tally.invalid++;
      r.classes().forEach(tally::count);
    } else {
      tally.valid++;
    }
    if (onlyDifferent && !r.differ()) {
      return;
    }
    switch (format) {
      case JSONL -> RecordOut.jsonLine(out, r);
      case TSV -> {
        out.number(lineNumber).ascii('\t');
        Text.appendTsv(out, line.text());
        for (String column : COLUMNS) {
          out.ascii('\t');
          Text.appendTsv(out, cell(r, column));
        }
        out.ascii('\t').bool(r.differ()).ascii('\t').ascii(String.join(";", r.classes()));
        out.ascii('\t');
        RecordOut.flat(out, r.lineProblems());
        out.ascii('\n');
      }
      case CSV -> {
        out.number(lineNumber).ascii(',');
        Text.appendCsv(out, line.text(), csv);
        for (String column : COLUMNS) {
          out.ascii(',');
          Text.appendCsv(out, cell(r, column), csv);
        }
        out.ascii(',').bool(r.differ()).ascii(',').ascii(String.join(";", r.classes()));
        out.ascii(',');
        StringBuilder flat = new StringBuilder();
        r.lineProblems().forEach(p -> flat.append(flat.length() > 0 ? ";" : "").append(p.flat()));
        Text.appendCsv(out, flat, csv);
        out.ascii('\n');
      }
      default -> throw new IllegalStateException(format.toString());
    }
  }

  /** One column's cell: empty when the line was not processed. */
  private static String cell(CompareRecord r, String column) {
    return r.result(column).map(CompareResultRecord::cell).orElse("");
  }
}
