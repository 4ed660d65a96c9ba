package org.idna4j.cli;

import org.idna4j.records.Shape;
import org.idna4j.records.Shaped;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The output options of the commands that write their records one by one as each is made, {@code
 * idna explain} and the {@code idna lgr} subcommands (a picocli mixin): {@code --format
 * jsonl|tsv|csv}, jsonl by default, {@code --no-header}, {@code --csv-raw}. JSON Lines carry the
 * records of idna-records as the HTTP API and Spark answer them; a flat row is the same record's
 * fields, flattened as {@link RecordOut#row} flattens every record: its {@code line} first (empty
 * for an operand).
 */
final class RecordOutput {

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "jsonl",
      description = "jsonl, tsv or csv (default: ${DEFAULT-VALUE}).")
  BulkOutput.Format format;

  @Mixin CsvOptions csv;

  /** A writer of records of {@code shape} in the chosen format. */
  Writer writer(Shape shape) {
    return new Writer(format, csv.csvMode(), csv.writesHeader(format), shape);
  }

  /** Writes records of one type in one format. */
  static final class Writer {
    private final BulkOutput.Format format;
    private final CsvCells.Mode csv;
    private final boolean writesHeader;
    private final Shape shape;

    Writer(BulkOutput.Format format, CsvCells.Mode csv, boolean writesHeader, Shape shape) {
      this.format = format;
      this.csv = csv;
      this.writesHeader = writesHeader;
      this.shape = shape;
    }

    /** Appends the header line of tsv and csv (nothing for jsonl or under --no-header). */
    void header(ByteSink s) {
      if (writesHeader) {
        s.ascii(RecordOut.header(shape, format));
      }
    }

    /** Appends one record: a JSON line, or its flat row. */
    void record(ByteSink s, Shaped r) {
      if (format == BulkOutput.Format.JSONL) {
        RecordOut.jsonLine(s, r);
      } else {
        RecordOut.row(s, r, format, csv);
      }
    }
  }
}
