package org.idna4j.records;

import java.util.Arrays;
import java.util.List;
import org.idna4j.lgr.LabelResult;

/**
 * One label judged by an LGR or LGR set (RFC 7940 §8): {@code idna lgr check --format jsonl},
 * {@code GET /api/v1/lgr/check} and Spark's {@code idna_lgr_check}.
 *
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
    String input,
    String uLabel,
    String aLabel,
    String script,
    boolean eligible,
    String disposition,
    ActionRecord action,
    List<ProblemRecord> problems,
    String indexLabel)
    implements Shaped {

  /** The record type {@code lgr_check}. */
  public static final Shape SHAPE =
      new Shape(
          "lgr_check",
          "One label under an LGR (RFC 7940 §8): eligibility, disposition, problems, index label.",
          List.of(
              Field.string("input", "the label as given"),
              Field.nullableString("u_label", "the U-label; null when it cannot be decoded"),
              Field.nullableString("a_label", "the A-label; null when it cannot be encoded"),
              Field.nullableString("script", "the element LGR's script in an LGR set, else null"),
              Field.bool("eligible", "in the repertoire and passing the rules (RFC 7940 §8.1)"),
              Field.string("disposition", "the disposition as the LGR names it (RFC 7940 §8.3)"),
              Field.record("action", ActionRecord.SHAPE, "the action that decided the disposition"),
              Field.records("problems", ProblemRecord.SHAPE, "every problem, with its offset"),
              Field.nullableString(
                  "index_label", "the index label (RFC 7940 §8.5) of an eligible label")));

  /**
   * The record of a result.
   *
   * @param r the LGR's result
   * @param indexLabel the index label, or null
   * @return the record
   */
  public static LgrCheckRecord of(LabelResult r, String indexLabel) {
    return new LgrCheckRecord(
        r.input(),
        r.uLabel(),
        r.aLabel(),
        r.script(),
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

  @Override
  public List<Object> values() {
    return Arrays.asList(
        input, uLabel, aLabel, script, eligible, disposition, action, problems, indexLabel);
  }
}
