package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;
import org.idna4j.lgr.VariantCut;
import org.idna4j.lgr.VariantLabel;
import org.idna4j.lgr.VariantResult;

/**
 * The variant labels of one label: {@code GET /api/v1/lgr/variants}, and the list that {@code idna
 * lgr variants} writes one {@link VariantRecord} per line of.
 *
 * @param line the 1-based line of the label in bulk CLI input; null for a label given as an
 *     argument, over HTTP and in Spark
 * @param input the label as given
 * @param variants the variants found, in the LGR's order
 * @param cut why the list is incomplete, the name of the LGR library's {@link VariantCut} ({@code
 *     LIMIT}, {@code BUDGET}, {@code DEADLINE}, {@code CANCELLED}), or null when it is complete
 * @param permutations when cut: an upper bound of the number of variants, as a decimal string (it
 *     can exceed 64 bits); else null
 */
public record VariantsRecord(
    @FieldDoc(value = Field.LINE, nullable = true) Long line,
    @FieldDoc("the label as given") String input,
    @FieldDoc("the variants found") List<VariantRecord> variants,
    @FieldDoc(
            value =
                "why the list is incomplete: LIMIT, BUDGET, DEADLINE or CANCELLED;"
                    + " null when complete",
            nullable = true)
        String cut,
    @FieldDoc(value = "when cut: an upper bound of the variants, in decimal", nullable = true)
        String permutations)
    implements Shaped {

  /** The {@code cut} of a list that reached the {@code limit} the caller asked for. */
  public static final String CUT_LIMIT = "LIMIT";

  /** The record type {@code variants}. */
  public static final Shape SHAPE =
      Shape.of(
          VariantsRecord.class,
          "variants",
          "The variant labels of one label, complete or cut with a reason.");

  /**
   * The record of a variant enumeration under a budget.
   *
   * @param line the 1-based line, or null
   * @param input the label as given
   * @param r the LGR library's result
   * @return the record: {@code cut} is the {@link VariantCut} name, {@code permutations} the
   *     estimate when cut
   */
  public static VariantsRecord of(Long line, String input, VariantResult r) {
    List<VariantRecord> variants = new ArrayList<>(r.variants().size());
    for (VariantLabel v : r.variants()) {
      variants.add(VariantRecord.of(v));
    }
    String cut = r.cut().map(VariantCut::name).orElse(null);
    return new VariantsRecord(
        line, input, List.copyOf(variants), cut, cut == null ? null : r.estimate().toString());
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
