package org.idna4j.records;

import java.util.List;
import org.idna4j.lgr.LgrLabelResult;

/**
 * One label judged by an LGR or LGR set (RFC 7940 §8): {@code idna lgr check --format jsonl},
 * {@code GET /api/v1/lgr/check} and Spark's {@code idna_lgr_check}.
 *
 * @param line the 1-based line of the label in bulk CLI input; null for a label given as an
 *     argument, over HTTP and in Spark
 * @param input the label as given
 * @param uLabel the U-label, or null when the label could not be decoded
 * @param aLabel the A-label, or null when it could not be encoded
 * @param script the element LGR's script (LGR set), or null (one LGR, or no script found)
 * @param eligible whether the label is in the repertoire and passes the rules (RFC 7940 §8.1)
 * @param disposition the disposition (RFC 7940 §8.3), as the LGR names it
 * @param action the action that decided the disposition (RFC 7940 §7.4-§7.6)
 * @param problems every problem, with its offset
 * @param indexLabel the index label (RFC 7940 §8.5) of an eligible label, else null
 */
public record LgrCheckRecord(
    @FieldDoc(value = Field.LINE, nullable = true) Long line,
    @FieldDoc("the label as given") String input,
    @FieldDoc(value = "the U-label; null when it cannot be decoded", nullable = true) String uLabel,
    @FieldDoc(value = "the A-label; null when it cannot be encoded", nullable = true) String aLabel,
    @FieldDoc(value = "the element LGR's script in an LGR set, else null", nullable = true)
        String script,
    @FieldDoc("in the repertoire and passing the rules (RFC 7940 §8.1)") boolean eligible,
    @FieldDoc("the disposition as the LGR names it (RFC 7940 §8.3)") String disposition,
    @FieldDoc("the action that decided the disposition") ActionRecord action,
    @FieldDoc("every problem, with its offset") List<ProblemRecord> problems,
    @FieldDoc(value = "the index label (RFC 7940 §8.5) of an eligible label", nullable = true)
        String indexLabel)
    implements Shaped {

  /** The record type {@code lgr_check}. */
  public static final Shape SHAPE =
      Shape.of(
          LgrCheckRecord.class,
          "lgr_check",
          "One label under an LGR (RFC 7940 §8): eligibility, disposition, problems, index label.");

  /**
   * The record of a result.
   *
   * @param line the 1-based line, or null
   * @param r the LGR's result
   * @param indexLabel the index label, or null
   * @return the record
   */
  public static LgrCheckRecord of(Long line, LgrLabelResult r, String indexLabel) {
    return new LgrCheckRecord(
        line,
        r.input(),
        r.uLabel().orElse(null),
        r.aLabel().orElse(null),
        r.script().orElse(null),
        r.eligible(),
        r.disposition(),
        ActionRecord.of(r.action()),
        ProblemRecord.ofLgr(r.problems()),
        r.eligible() ? indexLabel : null);
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
