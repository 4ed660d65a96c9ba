package org.idna4j.cli;

import picocli.CommandLine.Option;

/**
 * The two options of the flat formats that every command writing records takes, whatever its
 * default {@code --format}: {@code --no-header} and {@code --csv-raw} (a picocli mixin, one
 * declaration for the bulk commands, {@code url-host}, {@code explain} and the {@code lgr}
 * subcommands).
 */
final class CsvOptions {

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

  /** Whether a header line goes out in {@code format}: never in JSON Lines or under --no-header. */
  boolean writesHeader(BulkOutput.Format format) {
    return !noHeader && format != BulkOutput.Format.JSONL;
  }
}
