package org.idna4j.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.idna4j.psl.PslAnswer;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.ProblemRecord;
import org.idna4j.records.PslRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code idna psl NAME...}: the public suffix, registrable domain, prevailing rule and its section
 * of each name, one record per name: from the arguments, or one per line of {@code --input FILE} or
 * standard input, read as {@code idna check} reads them ({@link InputLine}: one record per line, in
 * order, the line's own problems first), with the summary of the other bulk commands. Answers are
 * in the label form of the input, lowercased; a name without a registrable domain says why in
 * {@code reason} ({@link PslAnswer.Reason}), an invalid name with its IDNA problems. Exit code 0
 * when every name has a public suffix and every line was read, 1 otherwise.
 */
@Command(
    name = "psl",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Public suffix and registrable domain of each name (Public Suffix List).",
      "Records: line, input, public_suffix, registrable_domain, rule, section, reason,"
          + " problems.",
      "Without NAME (or with -), reads one name per line from --input FILE or standard",
      "input, as idna check reads lines, with a summary on standard error."
    })
final class PslCommand implements Callable<Integer> {

  static final String TSV_HEADER = RecordOut.header(PslRecord.SHAPE, BulkOutput.Format.TSV);
  static final String CSV_HEADER = RecordOut.header(PslRecord.SHAPE, BulkOutput.Format.CSV);

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin PslSource source;

  @Mixin InputOptions input;

  @Mixin BulkOutput output;

  @Option(
      names = "--list-version",
      description =
          "Print the list's version (publicsuffix/list commit and date) and rule count, and exit.")
  boolean listVersion;

  @Parameters(
      arity = "0..*",
      paramLabel = "NAME",
      description = "Domain names ('-' or none: --input FILE or standard input).")
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
    BulkOutput.Format format = output.format;
    CsvCells.Mode csv = output.csvMode();
    String header = format == BulkOutput.Format.CSV ? CSV_HEADER : TSV_HEADER;
    return BulkOutput.exitCode(
        output.runItems(
            io,
            spec,
            names,
            input.file,
            input.maxLineBytes,
            header,
            (line, item, out, t) -> count(write(out, format, csv, record(psl, line, item)), t),
            this::summary));
  }

  /**
   * The record of one item, an input line read as {@code idna check} reads lines or an operand
   * (which has no problems of its own): a line that cannot be read ({@code INVALID_UTF8}, {@code
   * LINE_TOO_LONG}) is not looked up and its record says why in {@code problems}, with no answer;
   * the problems of a line that is read ({@code EMPTY_LINE}, {@code CRLF_LINE_END}, ...) come
   * before the name's.
   *
   * @param lineNumber the record's {@code line}: the 1-based input line, or null for an operand
   */
  static PslRecord record(PublicSuffixList psl, Long lineNumber, InputLine line) {
    List<ProblemRecord> lineProblems = Problem.records(line.problems());
    if (line.name() == null) {
      return new PslRecord(lineNumber, line.text(), null, null, null, null, null, lineProblems);
    }
    PslRecord r = PslRecord.of(lineNumber, line.text(), psl.lookup(line.name()));
    if (lineProblems.isEmpty()) {
      return r;
    }
    List<ProblemRecord> all = new ArrayList<>(lineProblems);
    all.addAll(r.problems());
    return new PslRecord(
        r.line(),
        r.input(),
        r.publicSuffix(),
        r.registrableDomain(),
        r.rule(),
        r.section(),
        r.reason(),
        List.copyOf(all));
  }

  /**
   * Counts a record: answered (a public suffix and no problem of the line) or not, and names per
   * reason ({@code PslAnswer.Reason}) or problem of the line.
   */
  static void count(PslRecord r, Tally t) {
    t.total++;
    boolean lineProblem = false;
    for (ProblemRecord p : r.problems()) {
      lineProblem |= ProblemRecord.LINE.equals(p.scope());
    }
    if (r.publicSuffix() != null && !lineProblem) {
      t.valid++;
    } else {
      t.invalid++;
    }
    if (r.reason() != null) {
      t.count(r.reason());
    }
    Set<String> seen = new HashSet<>();
    for (ProblemRecord p : r.problems()) {
      if (ProblemRecord.LINE.equals(p.scope()) && seen.add(p.error())) {
        t.count(p.error());
      }
    }
  }

  private void summary(Tally t) {
    BulkOutput.printCounts(
        io,
        "idna psl: "
            + t.total
            + " names, "
            + t.valid
            + " with a public suffix, "
            + t.invalid
            + " without (or with a line problem)"
            + (t.perKey.isEmpty() ? "" : "; names per reason or line problem:"),
        t.perKey,
        "  ");
  }

  /** Appends one record and returns it. */
  static PslRecord write(ByteSink out, BulkOutput.Format format, CsvCells.Mode csv, PslRecord r) {
    RecordOut.write(out, r, format, csv);
    return r;
  }
}
