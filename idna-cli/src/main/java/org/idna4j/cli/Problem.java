package org.idna4j.cli;

import org.idna4j.label.IdnaProblem;
import org.idna4j.records.ProblemRecord;

/**
 * A problem as a record shows it: an IDNA problem from the library, or a problem of the input line
 * itself (see {@link InputLine}).
 *
 * @param error the error name, such as {@code HYPHEN_3_4} or {@code INVALID_UTF8}
 * @param code the UTS #46 status code, or the empty string when there is none
 * @param label the label index, {@link #NAME} for the whole name, {@link #LINE} for the line
 * @param offset the code-point offset into the input
 * @param detail a short explanation
 */
record Problem(String error, String code, int label, int offset, String detail) {

  /** Label index of a problem of the whole name ({@link IdnaProblem#NAME_LEVEL}). */
  static final int NAME = IdnaProblem.NAME_LEVEL;

  /** Label index of a problem of the input line. */
  static final int LINE = -2;

  static Problem line(String error, int offset, String detail) {
    return new Problem(error, "", LINE, offset, detail);
  }

  static Problem of(IdnaProblem p) {
    return new Problem(
        p.error().name(), p.error().uts46Code().orElse(""), p.labelIndex(), p.offset(), p.detail());
  }

  /** The shared record of this problem (idna-records), as every face writes it. */
  ProblemRecord toRecord() {
    if (label == LINE) {
      return ProblemRecord.line(error, offset, detail);
    }
    return new ProblemRecord(
        label == NAME ? null : label,
        label == NAME ? ProblemRecord.NAME : ProblemRecord.LABEL,
        offset,
        error,
        code.isEmpty() ? null : code,
        detail);
  }

  /** The shared records of problems. */
  static java.util.List<ProblemRecord> records(java.util.List<Problem> problems) {
    if (problems.isEmpty()) {
      return java.util.List.of();
    }
    java.util.List<ProblemRecord> out = new java.util.ArrayList<>(problems.size());
    for (Problem p : problems) {
      out.add(p.toRecord());
    }
    return out;
  }

  /** Where, for flat formats: {@code 0:3} (label 0, offset 3), {@code name:0}, {@code line:5}. */
  String where() {
    String l = label == LINE ? "line" : label == NAME ? "name" : Integer.toString(label);
    return l + ":" + offset;
  }

  /** The flat form used in TSV and CSV: {@code HYPHEN_3_4(V2)@0:2}. */
  void appendFlat(StringBuilder b) {
    b.append(error);
    if (!code.isEmpty()) {
      b.append('(').append(code).append(')');
    }
    b.append('@').append(where());
  }

  /** {@link #appendFlat(StringBuilder)} into a byte sink (error names and codes are ASCII). */
  void appendFlat(ByteSink b) {
    b.ascii(error);
    if (!code.isEmpty()) {
      b.ascii('(').ascii(code).ascii(')');
    }
    b.ascii('@');
    if (label == LINE) {
      b.ascii("line");
    } else if (label == NAME) {
      b.ascii("name");
    } else {
      b.number(label);
    }
    b.ascii(':').number(offset);
  }

  /** The JSON object form: the shared {@link ProblemRecord}. */
  void appendJson(ByteSink b) {
    RecordOut.json(b, toRecord());
  }
}
