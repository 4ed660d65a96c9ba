package org.idna4j.cli;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.CheckRecord;
import org.idna4j.records.ProblemRecord;
import org.idna4j.records.UrlHostRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code idna check [FILE|-]}: validates one name per line and writes exactly one record per input
 * line, in input order, whatever the line holds.
 *
 * <p>Each record has the line number, the input, the ASCII form (ToASCII output), the Unicode form
 * (ToUnicode output), whether the name is valid, and every problem with its label index, code-point
 * offset, error name and UTS #46 code. Problems of the line itself (invalid UTF-8, NUL, empty,
 * CRLF, over-long; see {@link InputLine}) come first and make the record invalid. Under {@code
 * --profile whatwg} the URL Standard's validation errors that do not fail the name ({@link
 * DomainResult#nonFatalProblems()}) are written too, in JSONL only, as {@code non_fatal_problems}.
 * The JSONL record is {@link CheckRecord}, every field always present (an empty list, or null for
 * {@code public_suffix} and {@code registrable_domain} without {@code --psl}). Exit code 0 when
 * every line is valid, 1 otherwise.
 *
 * <p>With {@code --url} each line is a URL, and the records are {@link UrlHostRecord}s, those of
 * {@code idna url-host} (the host converted in place by the URL Standard's host parser), in every
 * format; the profile options and {@code --psl} are usage errors there.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    modelTransformer = ProfileOptions.Flags.class,
    sortOptions = false,
    description = {
      "Validate one domain name per line; one record per input line, in input order.",
      "Records: line, input, ascii, unicode, valid, problems (ERROR(code)@label:offset),",
      "non_fatal_problems, public_suffix, registrable_domain (empty without --psl).",
      "A summary (total, valid, invalid, names per error) goes to standard error.",
      "With --url, each line is a URL and the records are those of idna url-host."
    })
final class CheckCommand implements Callable<Integer> {

  static final String TSV_HEADER = RecordOut.header(CheckRecord.SHAPE, BulkOutput.Format.TSV);
  static final String CSV_HEADER = RecordOut.header(CheckRecord.SHAPE, BulkOutput.Format.CSV);

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin BulkOptions bulk;

  @Mixin ProfileOptions profileOptions;

  @Option(names = "--only-invalid", description = "Write records for invalid names only.")
  boolean onlyInvalid;

  @Option(
      names = "--psl",
      description =
          "Add the public_suffix and registrable_domain of each name"
              + " (Public Suffix List; --psl-file implies --psl).")
  boolean psl;

  @Mixin PslSource pslSource;

  @Option(
      names = "--url",
      description =
          "Each line is a URL: convert its host (URL Standard host parser) and write the"
              + " url_host record of idna url-host instead (line, input, valid, output, host,"
              + " host_kind, host_start, host_end, problems, non_fatal_problems). The profile"
              + " options and --psl do not apply.")
  boolean url;

  CheckCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    if (url) {
      return checkUrls();
    }
    Idna idna = Idna.of(profileOptions.profile(spec));
    BulkOutput.Format format = bulk.format;
    CsvCells.Mode csv = bulk.csvMode();
    PublicSuffixList list = psl || pslSource.file != null ? pslSource.list(spec) : null;
    String header = format == BulkOutput.Format.CSV ? CSV_HEADER : TSV_HEADER;
    Tally tally =
        bulk.run(
            io,
            spec,
            header,
            (lineNumber, raw, out, t) ->
                process(idna, list, format, csv, onlyInvalid, lineNumber, raw, out, t),
            this::summary);
    return BulkOutput.exitCode(tally);
  }

  /**
   * {@code idna check --url}: one {@link UrlHostRecord} per line, written by the line job of {@code
   * idna url-host} ({@link UrlHostCommand#process}), with this command's input, progress bar,
   * header and summary.
   */
  private Integer checkUrls() {
    refuseOptionsThatDoNotApplyToUrls();
    BulkOutput.Format format = bulk.format;
    CsvCells.Mode csv = bulk.csvMode();
    Tally tally =
        bulk.run(
            io,
            spec,
            RecordOut.header(UrlHostRecord.SHAPE, format),
            (lineNumber, raw, out, t) ->
                UrlHostCommand.process(format, csv, onlyInvalid, lineNumber, raw, out, t),
            t ->
                BulkOutput.printCounts(
                    io,
                    "idna check --url: "
                        + t.total
                        + " URLs, "
                        + t.valid
                        + " valid, "
                        + t.invalid
                        + " invalid"
                        + (t.perKey.isEmpty() ? "" : "; URLs per error:"),
                    t.perKey,
                    "  "));
    return BulkOutput.exitCode(tally);
  }

  /**
   * A usage error for a profile option or a PSL option beside {@code --url}: a URL's host is parsed
   * by the URL Standard's own domain parser, whose settings are fixed, so such an option would be
   * silently ignored.
   */
  private void refuseOptionsThatDoNotApplyToUrls() {
    Set<String> notForUrls = new HashSet<>(List.of("--psl"));
    for (String mixin : List.of("profileOptions", "pslSource")) {
      for (CommandLine.Model.OptionSpec o : spec.mixins().get(mixin).options()) {
        notForUrls.add(o.longestName());
      }
    }
    // the profile flags are added to the command itself (ProfileOptions.Flags), not the mixin
    for (CommandLine.Model.OptionSpec o : ProfileOptions.flags()) {
      notForUrls.add(o.longestName());
    }
    for (CommandLine.Model.OptionSpec o : spec.commandLine().getParseResult().matchedOptions()) {
      if (notForUrls.contains(o.longestName())) {
        throw new CommandLine.ParameterException(
            spec.commandLine(),
            o.longestName()
                + " does not apply with --url: a URL's host is parsed by the URL Standard's"
                + " host parser, whose domain parser has fixed settings");
      }
    }
  }

  private void summary(Tally t) {
    BulkOutput.printCounts(
        io,
        "idna check: "
            + t.total
            + " names, "
            + t.valid
            + " valid, "
            + t.invalid
            + " invalid"
            + (t.perKey.isEmpty() ? "" : "; names per error:"),
        t.perKey,
        "  ");
  }

  /** The {@code --psl} fields of a record: null when the name has no such part. */
  record PslFields(String publicSuffix, String registrableDomain) {
    static PslFields of(PublicSuffixList list, LineReader.RawLine raw) {
      String name = InputLine.of(raw).name();
      if (name == null) {
        return new PslFields(null, null);
      }
      return new PslFields(
          list.publicSuffix(name).orElse(null), list.registrableDomain(name).orElse(null));
    }
  }

  /**
   * Checks one line and appends its record. The work is kept in small methods (check, count, one
   * writer per format), each compiled on its own; idna-cli/README.md says why.
   */
  static void process(
      Idna idna,
      PublicSuffixList list,
      BulkOutput.Format format,
      CsvCells.Mode csv,
      boolean onlyInvalid,
      long lineNumber,
      LineReader.RawLine raw,
      ByteSink out,
      Tally tally) {
    CheckRecord c = check(idna, lineNumber, raw);
    count(c, tally);
    if (onlyInvalid && c.valid()) {
      return;
    }
    if (list != null) {
      PslFields psl = PslFields.of(list, raw);
      c = c.withPsl(psl.publicSuffix(), psl.registrableDomain());
    }
    RecordOut.write(out, c, format, csv);
  }

  /**
   * Decodes the line and checks it with the one check every face runs ({@link CheckRecord#of}): the
   * line's own problems first, then ToASCII's.
   */
  static CheckRecord check(Idna idna, long lineNumber, LineReader.RawLine raw) {
    InputLine line = InputLine.of(raw);
    return CheckRecord.of(
        idna, lineNumber, line.text(), line.name(), Problem.records(line.problems()));
  }

  /** Counts the record: names, valid or invalid, and names per error. */
  static void count(CheckRecord c, Tally tally) {
    tally.count(c.valid(), c.problems(), CheckCommand::errorKey);
  }

  /** The summary's key of a problem: its error and, when it has one, its UTS #46 code. */
  static String errorKey(ProblemRecord p) {
    return p.uts46Code() == null ? p.error() : p.error() + " (" + p.uts46Code() + ")";
  }
}
