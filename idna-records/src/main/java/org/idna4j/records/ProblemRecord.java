package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.idna4j.label.IdnaProblem;
import org.idna4j.lgr.LgrProblem;

/**
 * One problem, the same record in every face and for every kind of problem: an IDNA problem, an LGR
 * problem, or a problem of the input line itself (the CLI's line reader).
 *
 * @param labelIndex the 0-based label index, or null for a problem of the whole name or line
 * @param scope {@link #LABEL}, {@link #NAME} or {@link #LINE}
 * @param offset the code-point offset into the input
 * @param error the error identifier: the Java enum constant's name, such as {@code HYPHEN_3_4}
 * @param uts46Code the UTS #46 status code ({@code V2}, as IdnaTestV2.txt defines it), or null when
 *     UTS #46 defines none for the error
 * @param detail a short explanation for people
 */
public record ProblemRecord(
    @FieldDoc(value = "0-based label index; null for a problem of the whole name", nullable = true)
        Integer labelIndex,
    @FieldDoc("LABEL, NAME or LINE") String scope,
    @FieldDoc("code-point offset into the input") int offset,
    @FieldDoc("error identifier (UPPER_SNAKE_CASE), such as HYPHEN_3_4") String error,
    @FieldDoc(
            value =
                "UTS #46 status code such as V2 (UTS #46 §4, IdnaTestV2.txt); null when UTS #46 defines none",
            nullable = true)
        String uts46Code,
    @FieldDoc("a short explanation for people") String detail)
    implements Shaped {

  /** The scope of a problem of one label. */
  public static final String LABEL = "LABEL";

  /** The scope of a problem of the whole name. */
  public static final String NAME = "NAME";

  /** The scope of a problem of the input line (encoding, NUL, length), before any IDNA step. */
  public static final String LINE = "LINE";

  /** The record type {@code problem}. */
  public static final Shape SHAPE =
      Shape.of(
          ProblemRecord.class,
          "problem",
          "One problem with its position: an IDNA, LGR or input-line problem.");

  /**
   * Checks the parts.
   *
   * @param labelIndex the label index, or null
   * @param scope LABEL, NAME or LINE
   * @param offset the code-point offset
   * @param error the error identifier
   * @param uts46Code the UTS #46 code, or null
   * @param detail a short explanation
   * @throws NullPointerException if scope, error or detail is null
   */
  public ProblemRecord {
    Objects.requireNonNull(scope, "scope");
    Objects.requireNonNull(error, "error");
    Objects.requireNonNull(detail, "detail");
  }

  /**
   * The record of an IDNA problem.
   *
   * @param p the problem
   * @return its record
   */
  public static ProblemRecord of(IdnaProblem p) {
    boolean name = p.labelIndex().isEmpty();
    return new ProblemRecord(
        name ? null : p.labelIndex().getAsInt(),
        name ? NAME : LABEL,
        p.offset(),
        p.error().name(),
        p.error().uts46Code().orElse(null),
        p.detail());
  }

  /**
   * The records of IDNA problems.
   *
   * @param problems the problems
   * @return their records, in order
   */
  public static List<ProblemRecord> of(List<IdnaProblem> problems) {
    if (problems.isEmpty()) {
      return List.of();
    }
    List<ProblemRecord> out = new ArrayList<>(problems.size());
    for (IdnaProblem p : problems) {
      out.add(of(p));
    }
    return List.copyOf(out);
  }

  /**
   * The record of an LGR problem: label 0 (an LGR judges one label), no UTS #46 code.
   *
   * @param p the problem
   * @return its record
   */
  public static ProblemRecord of(LgrProblem p) {
    return new ProblemRecord(0, LABEL, p.offset(), p.error().name(), null, p.detail());
  }

  /**
   * The records of LGR problems.
   *
   * @param problems the problems
   * @return their records, in order
   */
  public static List<ProblemRecord> ofLgr(List<LgrProblem> problems) {
    List<ProblemRecord> out = new ArrayList<>(problems.size());
    for (LgrProblem p : problems) {
      out.add(of(p));
    }
    return List.copyOf(out);
  }

  /**
   * The record of a problem of an input line.
   *
   * @param error the identifier, such as {@code INVALID_UTF8}
   * @param offset the code-point offset into the line
   * @param detail a short explanation
   * @return its record
   */
  public static ProblemRecord line(String error, int offset, String detail) {
    return new ProblemRecord(null, LINE, offset, error, null, detail);
  }

  /**
   * The flat form of TSV and CSV cells: {@code HYPHEN_3_4(V2)@0:2}, {@code ...@name:0}, {@code
   * ...@line:5}.
   *
   * @return the flat form
   */
  public String flat() {
    String where =
        labelIndex != null ? labelIndex.toString() : scope.equals(LINE) ? "line" : "name";
    return error + (uts46Code == null ? "" : "(" + uts46Code + ")") + "@" + where + ":" + offset;
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
