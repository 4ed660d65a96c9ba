package org.idna4j.cli;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import org.idna4j.email.EmailOptions;
import org.idna4j.records.EmailRecord;
import org.idna4j.records.ProblemRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code idna email ADDRESS...}: parses internationalized email addresses (module idna-email) and
 * writes one {@link EmailRecord} per address: whether it is valid, its normalized form, its ASCII
 * form, the ASCII domain, whether delivery needs SMTPUTF8, the display name and every problem.
 *
 * <p>The addresses come from the arguments, or with none (or {@code -}) one per line from standard
 * input, or from {@code --input FILE} ({@code --file}, its former name, is a hidden alias); lines
 * are read as {@code idna check} reads them ({@link InputLine}: one record per input line, in input
 * order, the line's own problems first), on {@code --threads} workers, with a progress bar when
 * standard error is a terminal and a summary at the end. The options map one for one onto {@link
 * EmailOptions}: {@code --preset} and the five settings, with the names {@link EmailRecord#options}
 * reads for every face. Exit code 0 when every address is valid, 1 otherwise.
 */
@Command(
    name = "email",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Parse email addresses (RFC 5321, 6531): normalized form, ASCII form, SMTPUTF8.",
      "Records: line, input, valid, normalized, ascii_form, ascii_domain,",
      "requires_smtputf8, display_name, problems. Without ADDRESS (or with -), reads",
      "one address per line from standard input (or --input FILE), with a summary."
    })
final class EmailCommand implements Callable<Integer> {

  static final String TSV_HEADER = RecordOut.header(EmailRecord.SHAPE, BulkOutput.Format.TSV);
  static final String CSV_HEADER = RecordOut.header(EmailRecord.SHAPE, BulkOutput.Format.CSV);

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(
      arity = "0..*",
      paramLabel = "ADDRESS",
      description = "Email addresses ('-' or none: standard input).")
  List<String> addresses;

  @Mixin InputOptions input;

  /** The former name of {@code --input}, kept hidden so that scripts still run; warns once. */
  @Option(names = "--file", paramLabel = "FILE", hidden = true)
  String deprecatedFile;

  @Option(
      names = "--preset",
      paramLabel = "PRESET",
      converter = Choices.EmailPresetConverter.class,
      completionCandidates = Choices.EmailPresets.class,
      description =
          "defaults (what people type into a form) or rfc5321 (quoted local parts, address"
              + " literals, no deliverability check); default: defaults.")
  String preset;

  @Option(
      names = "--eai",
      paramLabel = "LEVEL",
      converter = Choices.EaiConverter.class,
      completionCandidates = Choices.EaiLevels.class,
      description =
          "SMTPUTF8 (UTF-8 anywhere), IDN_DOMAIN (ASCII local part, U-label domain) or ASCII"
              + " (default: the preset's, SMTPUTF8).")
  String eai;

  @Option(
      names = "--quoted-local-part",
      negatable = true,
      description = "Accept a quoted local part (\"john doe\"@example.com).")
  Boolean quotedLocalPart;

  @Option(
      names = "--address-literal",
      negatable = true,
      description = "Accept an address literal as the domain (user@[192.0.2.1]).")
  Boolean addressLiteral;

  @Option(
      names = "--display-name",
      negatable = true,
      description = "Accept a display name with angle brackets (Jane <jane@example.com>).")
  Boolean displayName;

  @Option(
      names = "--globally-deliverable",
      negatable = true,
      description =
          "Require a domain that can receive Internet mail: a dot, a last label ending in a"
              + " letter, no special-use name (on in defaults, off in rfc5321).")
  Boolean globallyDeliverable;

  @Mixin BulkOutput output;

  @Option(names = "--only-invalid", description = "Write records for invalid addresses only.")
  boolean onlyInvalid;

  EmailCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws IOException {
    EmailOptions options = options();
    BulkOutput.Format format = output.format;
    CsvCells.Mode csv = output.csvMode();
    String header = format == BulkOutput.Format.CSV ? CSV_HEADER : TSV_HEADER;
    return BulkOutput.exitCode(
        output.runItems(
            io,
            spec,
            addresses,
            inputFile(),
            input.maxLineBytes,
            header,
            (line, item, out, t) ->
                write(out, format, csv, onlyInvalid, record(options, line, item), t),
            this::summary));
  }

  /**
   * The file of {@code --input}, or of its deprecated alias {@code --file} (with a warning on
   * standard error); a usage error when both are given.
   */
  private String inputFile() {
    if (deprecatedFile == null) {
      return input.file;
    }
    if (input.file != null) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--file is the former name of --input: give --input only");
    }
    io.errWriter().println("idna email: --file is deprecated; use --input");
    io.errWriter().flush();
    return deprecatedFile;
  }

  /** The options from {@code --preset} and the five settings; a bad name is a usage error. */
  EmailOptions options() {
    try {
      return EmailRecord.options(
          preset, eai, quotedLocalPart, addressLiteral, displayName, globallyDeliverable);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  /** Decodes the line and parses it: the line's own problems first, then the address's. */
  static EmailRecord record(EmailOptions options, long lineNumber, LineReader.RawLine raw) {
    return record(options, lineNumber, InputLine.of(raw));
  }

  /**
   * The record of one item: an input line's own problems first, then the address's; an operand
   * ({@code line} null) has no line number and no problems of its own.
   */
  static EmailRecord record(EmailOptions options, Long line, InputLine item) {
    return EmailRecord.of(
        options, line, item.text(), item.name(), Problem.records(item.problems()));
  }

  /** Counts the record and appends it (unless only invalid records are asked for). */
  static void write(
      ByteSink out,
      BulkOutput.Format format,
      CsvCells.Mode csv,
      boolean onlyInvalid,
      EmailRecord r,
      Tally tally) {
    count(r, tally);
    if (onlyInvalid && r.valid()) {
      return;
    }
    RecordOut.write(out, r, format, csv);
  }

  /** Counts the record: addresses, valid or invalid, and addresses per error. */
  static void count(EmailRecord r, Tally tally) {
    tally.count(r.valid(), r.problems(), ProblemRecord::error);
  }

  private void summary(Tally t) {
    BulkOutput.printCounts(
        io,
        "idna email: "
            + t.total
            + " addresses, "
            + t.valid
            + " valid, "
            + t.invalid
            + " invalid"
            + (t.perKey.isEmpty() ? "" : "; addresses per error:"),
        t.perKey,
        "  ");
  }
}
