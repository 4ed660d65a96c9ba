package org.idna4j.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.idna4j.email.EmailOptions;
import org.idna4j.records.EmailRecord;
import org.idna4j.records.ProblemRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code idna email ADDRESS...}: parses internationalized email addresses (issue 26, module
 * idna-email) and writes one {@link EmailRecord} per address: whether it is valid, its normalized
 * form, its ASCII form, the ASCII domain, whether delivery needs SMTPUTF8, the display name and
 * every problem.
 *
 * <p>The addresses come from the arguments, or with none (or {@code -}) one per line from standard
 * input, or from {@code --file FILE}; lines are read as {@code idna check} reads them ({@link
 * InputLine}: one record per input line, in input order, the line's own problems first), on {@code
 * --threads} workers, with a progress bar when standard error is a terminal and a summary at the
 * end. The options map one for one onto {@link EmailOptions}: {@code --preset} and the five
 * settings, with the names {@link EmailRecord#options} reads for every face. Exit code 0 when every
 * address is valid, 1 otherwise.
 */
@Command(
    name = "email",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Parse email addresses (RFC 5321, 6531): normalized form, ASCII form, SMTPUTF8.",
      "Records: line, input, valid, normalized, ascii_form, ascii_domain,",
      "requires_smtputf8, display_name, problems. Without ADDRESS (or with -), reads",
      "one address per line from standard input (or --file FILE), with a summary."
    })
final class EmailCommand implements Callable<Integer> {

  static final String TSV_HEADER = RecordOut.header(EmailRecord.SHAPE, BulkOptions.Format.TSV);
  static final String CSV_HEADER = RecordOut.header(EmailRecord.SHAPE, BulkOptions.Format.CSV);

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(
      arity = "0..*",
      paramLabel = "ADDRESS",
      description = "Email addresses ('-' or none: standard input).")
  List<String> addresses;

  @Option(
      names = "--file",
      paramLabel = "FILE",
      description = "Read one address per line (UTF-8) from FILE instead; '-' is standard input.")
  String file;

  @Option(
      names = "--preset",
      paramLabel = "PRESET",
      description =
          "defaults (what people type into a form) or rfc5321 (quoted local parts, address"
              + " literals, no deliverability check); default: defaults.")
  String preset;

  @Option(
      names = "--eai",
      paramLabel = "LEVEL",
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

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "tsv",
      description = "tsv, jsonl or csv (default: ${DEFAULT-VALUE}).")
  BulkOptions.Format format;

  @Option(names = "--only-invalid", description = "Write records for invalid addresses only.")
  boolean onlyInvalid;

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

  @Option(
      names = "--max-line-bytes",
      paramLabel = "BYTES",
      defaultValue = "65536",
      description =
          "Longer lines get a LINE_TOO_LONG record and are not parsed (default: ${DEFAULT-VALUE}).")
  int maxLineBytes;

  EmailCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws IOException {
    EmailOptions options = options();
    CsvCells.Mode csv = csvRaw ? CsvCells.Mode.RAW : CsvCells.Mode.SAFE;
    String header = format == BulkOptions.Format.CSV ? CSV_HEADER : TSV_HEADER;
    boolean fromArguments =
        addresses != null && !addresses.isEmpty() && !addresses.equals(List.of("-"));
    if (fromArguments && file != null) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "give addresses as arguments or --file, not both");
    }
    if (fromArguments) {
      if (!noHeader && format != BulkOptions.Format.JSONL) {
        io.out().write(header.getBytes(StandardCharsets.UTF_8));
      }
      ByteSink out = new ByteSink(256);
      Tally tally = new Tally();
      for (String address : addresses) {
        write(out, format, csv, onlyInvalid, EmailRecord.of(options, null, address), tally);
      }
      out.writeTo(io.out());
      io.out().flush();
      return tally.invalid == 0 ? IdnaCli.OK : IdnaCli.INVALID;
    }
    Tally tally =
        bulk()
            .run(
                io,
                spec,
                header,
                (lineNumber, raw, out, t) ->
                    write(out, format, csv, onlyInvalid, record(options, lineNumber, raw), t),
                this::summary);
    if (tally == null) {
      return IdnaCli.INVALID;
    }
    return tally.invalid == 0 ? IdnaCli.OK : IdnaCli.INVALID;
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

  /**
   * The bulk settings of this command in the shape the other bulk commands share, so that input,
   * threads, progress bar and summary work as in {@code idna check} (the positional argument here
   * is ADDRESS, not FILE, hence no mixin).
   */
  private BulkOptions bulk() {
    BulkOptions b = new BulkOptions();
    b.file = file;
    b.format = format;
    b.threads = threads;
    b.noProgress = noProgress;
    b.noSummary = noSummary;
    b.noHeader = noHeader;
    b.csvRaw = csvRaw;
    b.maxLineBytes = maxLineBytes;
    return b;
  }

  /** Decodes the line and parses it: the line's own problems first, then the address's. */
  static EmailRecord record(EmailOptions options, long lineNumber, LineReader.RawLine raw) {
    InputLine line = InputLine.of(raw);
    return EmailRecord.of(
        options, lineNumber, line.text(), line.name(), Problem.records(line.problems()));
  }

  /** Counts the record and appends it (unless only invalid records are asked for). */
  static void write(
      ByteSink out,
      BulkOptions.Format format,
      CsvCells.Mode csv,
      boolean onlyInvalid,
      EmailRecord r,
      Tally tally) {
    count(r, tally);
    if (onlyInvalid && r.valid()) {
      return;
    }
    if (format == BulkOptions.Format.JSONL) {
      RecordOut.jsonLine(out, r);
    } else {
      RecordOut.row(out, r, format, csv);
    }
  }

  /** Counts the record: addresses, valid or invalid, and addresses per error. */
  static void count(EmailRecord r, Tally tally) {
    tally.total++;
    if (r.valid()) {
      tally.valid++;
      return;
    }
    tally.invalid++;
    List<ProblemRecord> problems = r.problems();
    if (problems.size() == 1) {
      tally.count(problems.get(0).error());
      return;
    }
    Set<String> seen = new HashSet<>();
    for (ProblemRecord p : problems) {
      if (seen.add(p.error())) {
        tally.count(p.error());
      }
    }
  }

  private void summary(Tally t) {
    BulkOptions.printCounts(
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
