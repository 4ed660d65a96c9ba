package org.idna4j.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.CodePointRecord;
import org.idna4j.records.ExplainLabelRecord;
import org.idna4j.records.ExplainRecord;
import org.idna4j.records.ExplanationRecord;
import org.idna4j.records.Field;
import org.idna4j.records.ProblemRecord;
import org.idna4j.records.Shape;
import org.idna4j.records.Shaped;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code idna explain [profile options] [NAME...]}: each name under one profile, label by label and
 * code point by code point, one {@link ExplainRecord} per name: the record {@code GET
 * /api/v1/explain} answers with for the same name and profile ({@link ExplainRecord#of} is the one
 * computation of both). The profile options are those of {@code to-ascii} and {@code check} ({@link
 * ProfileOptions}, one flag per {@code IdnaOption}).
 *
 * <p>The names are the operands, each taken exactly as given, or, with none or {@code -}, the lines
 * of {@code --input FILE} or standard input, read as {@code idna check} reads them ({@link
 * StrictLines}): one record per line, in input order. A line's own problems ({@code EMPTY_LINE},
 * {@code CRLF_LINE_END}, ...) come first in the record's {@code name_problems} and make it count as
 * invalid; a line that cannot be read ({@code INVALID_UTF8}, {@code LINE_TOO_LONG}) is explained as
 * its {@code input} shows it (U+FFFD for each bad sequence; its first characters), with that
 * problem first, and is reported on standard error with its line number.
 *
 * <p>{@code --format jsonl} (the default) writes the whole record; {@code tsv} and {@code csv} one
 * row per name ({@link #ROW}): the line, the conversions and their problems flattened as {@code
 * idna check} flattens them, and the code points of each label in one cell.
 *
 * <p>A name is taken exactly as given, of any length: the record is linear in it (see {@link
 * ExplainRecord#of}), several hundred bytes per code point. Each record is written as soon as it is
 * made. Exit code 0 when every name is valid (ToASCII) and every line readable, 1 otherwise.
 */
@Command(
    name = ExplainCommand.NAME,
    mixinStandardHelpOptions = true,
    modelTransformer = ProfileOptions.Flags.class,
    sortOptions = false,
    description = {
      "Explain each name under a profile: ToASCII and ToUnicode with their problems, the round"
          + " trip, every label and code point (name, script, Bidi class, UTS #46 status, IDNA2008"
          + " property, the problems at its offset), UTS #39 confusables, and what each error"
          + " means.",
      "One explain record per name, in input order (the record of GET /api/v1/explain).",
      "Without NAME (or with -), reads one name per line from --input FILE or standard input.",
      "jsonl records: line, input, preset, profile, ascii, unicode, round_trip, labels,"
          + " name_problems, confusables, explanations.",
      "tsv and csv rows: line, input, preset, ascii, ascii_valid, unicode, unicode_valid,"
          + " round_trip_stable, problems, non_fatal_problems, name_problems, confusables,"
          + " code_points, explanations."
    })
final class ExplainCommand implements Callable<Integer> {

  static final String NAME = "explain";

  /**
   * The row of {@code --format tsv|csv}: one row per name, every cell flat (text, a boolean, or a
   * list joined with {@code ;}, problems in their flat form {@code ERROR(code)@label:offset}), as
   * {@link RecordOut#row} writes every flat record.
   */
  static final Shape ROW =
      new Shape(
          "explain_row",
          "One explained name as a flat row.",
          List.of(
              ExplainRecord.SHAPE.fields().get(0), // line, as the record has it
              new Field("input", Field.Kind.STRING, null, false, "the name as given"),
              new Field("preset", Field.Kind.STRING, null, false, "the preset of the profile"),
              new Field("ascii", Field.Kind.STRING, null, false, "ToASCII output"),
              new Field("ascii_valid", Field.Kind.BOOLEAN, null, false, "ToASCII found no problem"),
              new Field("unicode", Field.Kind.STRING, null, false, "ToUnicode output"),
              new Field(
                  "unicode_valid", Field.Kind.BOOLEAN, null, false, "ToUnicode found no problem"),
              new Field(
                  "round_trip_stable",
                  Field.Kind.BOOLEAN,
                  null,
                  false,
                  "ToUnicode(ToASCII(name)) is ToUnicode(name)"),
              new Field(
                  "problems",
                  Field.Kind.RECORD_LIST,
                  ProblemRecord.SHAPE,
                  false,
                  "every ToASCII problem"),
              new Field(
                  "non_fatal_problems",
                  Field.Kind.RECORD_LIST,
                  ProblemRecord.SHAPE,
                  false,
                  "the URL Standard's validation errors that do not fail the name"),
              new Field(
                  "name_problems",
                  Field.Kind.RECORD_LIST,
                  ProblemRecord.SHAPE,
                  false,
                  "the line's own problems, then the problems of the whole name"),
              new Field(
                  "confusables",
                  Field.Kind.RECORD_LIST,
                  ProblemRecord.SHAPE,
                  false,
                  "the UTS #39 findings"),
              new Field(
                  "code_points",
                  Field.Kind.STRING_LIST,
                  null,
                  false,
                  "per label, its code points as U+XXXX(uts46,idna2008,script,bidi), separated by"
                      + " spaces"),
              new Field(
                  "explanations",
                  Field.Kind.STRING_LIST,
                  null,
                  false,
                  "per distinct error, ERROR: what it means")));

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin ProfileOptions profileOptions;

  @Mixin RecordOutput output;

  @Mixin InputOptions input;

  @Parameters(
      arity = "0..*",
      paramLabel = "NAME",
      description = "Domain names, each exactly as given ('-' or none: the input lines).")
  List<String> names;

  ExplainCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws IOException {
    IdnaProfile profile = profileOptions.profile(spec);
    CsvCells.Mode csv = output.csv.csvMode();
    boolean[] allValid = {true};
    boolean[] headerDue = {output.csv.writesHeader(output.format)};
    ByteSink out = new ByteSink(4096);
    Items.forEachLine(
        io,
        spec,
        names,
        input,
        (line, item) -> {
          if (headerDue[0]) {
            out.ascii(RecordOut.header(ROW, output.format));
            headerDue[0] = false;
          }
          String name = item.name() != null ? item.name() : item.text();
          ExplainRecord r =
              withLineProblems(ExplainRecord.of(line, name, profileOptions.preset, profile), item);
          allValid[0] &= r.ascii().valid() && item.problems().isEmpty();
          if (item.name() == null) {
            io.errWriter().println("idna explain: " + StrictLines.why(line, item));
            io.errWriter().flush();
          }
          if (output.format == BulkOutput.Format.JSONL) {
            RecordOut.jsonLine(out, r);
          } else {
            RecordOut.row(out, row(r), output.format, csv);
          }
          out.writeTo(io.out());
          out.clear();
        });
    if (headerDue[0]) {
      out.ascii(RecordOut.header(ROW, output.format)); // no item at all: the header alone
      out.writeTo(io.out());
    }
    io.out().flush();
    return allValid[0] ? IdnaCli.OK : IdnaCli.INVALID;
  }

  /** The record with the line's own problems first in {@code name_problems}. */
  private static ExplainRecord withLineProblems(ExplainRecord r, InputLine item) {
    if (item.problems().isEmpty()) {
      return r;
    }
    List<ProblemRecord> nameProblems = new ArrayList<>(Problem.records(item.problems()));
    nameProblems.addAll(r.nameProblems());
    return new ExplainRecord(
        r.line(),
        r.input(),
        r.preset(),
        r.profile(),
        r.ascii(),
        r.unicode(),
        r.roundTrip(),
        r.labels(),
        nameProblems,
        r.confusables(),
        r.explanations());
  }

  /** The flat row ({@link #ROW}) of a record, its {@code line} first. */
  static Shaped row(ExplainRecord r) {
    List<String> codePoints = new ArrayList<>(r.labels().size());
    StringBuilder b = new StringBuilder();
    for (ExplainLabelRecord label : r.labels()) {
      b.setLength(0);
      for (CodePointRecord cp : label.codePoints()) {
        b.append(b.length() == 0 ? "" : " ")
            .append(cp.codePoint())
            .append('(')
            .append(cp.uts46())
            .append(',')
            .append(cp.idna2008())
            .append(',')
            .append(cp.script())
            .append(',')
            .append(cp.bidi())
            .append(')');
      }
      codePoints.add(b.toString());
    }
    List<String> explanations = new ArrayList<>(r.explanations().size());
    for (ExplanationRecord e : r.explanations()) {
      explanations.add(e.error() + ": " + e.text());
    }
    List<Object> values =
        java.util.Arrays.asList(
            r.line(),
            r.input(),
            r.preset(),
            r.ascii().output(),
            r.ascii().valid(),
            r.unicode().output(),
            r.unicode().valid(),
            r.roundTrip().stable(),
            r.ascii().problems(),
            r.ascii().nonFatalProblems(),
            r.nameProblems(),
            r.confusables(),
            codePoints,
            explanations);
    return new FlatRow(ROW, values);
  }
}
