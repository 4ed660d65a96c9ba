package org.idna4j.cli;

import org.idna4j.records.Shape;
import org.idna4j.records.Shaped;
import picocli.CommandLine.Option;

/**
 * The output options of the {@code idna lgr} subcommands (a picocli mixin): {@code --format
 * jsonl|tsv|csv}, {@code --no-header}, {@code --csv-raw}. JSON Lines carry the records of
 * idna-records as the HTTP API and Spark answer them; a flat row is a {@code line} column (empty
 * for an operand) and then the record's fields, flattened as {@link RecordOut#row} flattens every
 * record.
 */
final class LgrOutput {

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "jsonl",
      description = "jsonl, tsv or csv (default: ${DEFAULT-VALUE}).")
  BulkOutput.Format format;

  @Option(names = "--no-header", description = "No header line in tsv and csv output.")
  boolean noHeader;

  @Option(
      names = "--csv-raw",
      description =
          "csv: write cells as they are. By default a cell that would start a spreadsheet"
              + " formula (=, +, -, @) gets a leading ' and controls are escaped as \\u{XX}.")
  boolean csvRaw;

  /** A writer of records of {@code shape} in the chosen format. */
  Writer writer(Shape shape) {
    return new Writer(
        format, csvRaw ? CsvCells.Mode.RAW : CsvCells.Mode.SAFE, noHeader, FlatRow.withLine(shape));
  }

  /** Writes records of one type in one format. */
  static final class Writer {
    private final BulkOutput.Format format;
    private final CsvCells.Mode csv;
    private final boolean noHeader;
    private final Shape flat;

    Writer(BulkOutput.Format format, CsvCells.Mode csv, boolean noHeader, Shape flat) {
      this.format = format;
      this.csv = csv;
      this.noHeader = noHeader;
      this.flat = flat;
    }

    /** Appends the header line of tsv and csv (nothing for jsonl or under --no-header). */
    void header(ByteSink s) {
      if (!noHeader && format != BulkOutput.Format.JSONL) {
        s.ascii(RecordOut.header(flat, format));
      }
    }

    /**
     * Appends one record.
     *
     * @param line the 1-based input line, or 0 for an operand (an empty cell)
     */
    void record(ByteSink s, long line, Shaped r) {
      if (format == BulkOutput.Format.JSONL) {
        RecordOut.jsonLine(s, r);
      } else {
        RecordOut.row(s, FlatRow.of(flat, line == 0 ? null : line, r), format, csv);
      }
    }
  }
}
