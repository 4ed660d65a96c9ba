package org.idna4j.lgr;

/**
 * Why a variant answer is incomplete ({@link VariantResult#cut()}). Variant sets grow exponentially
 * with the label (RFC 7940 §8.2; RZ-LGR-5 Latin has about 10^13 permutations for a 20-letter
 * label), so every enumeration runs under a {@link VariantBudget}.
 */
public enum VariantCut {
  /** {@link VariantBudget#maxVariants()} variants were returned and more may exist. */
  LIMIT("limit"),
  /**
   * {@link VariantBudget#maxPermutations()} permuted labels were examined (valid or not) before the
   * enumeration ended.
   */
  BUDGET("budget"),
  /** The budget's deadline ({@link VariantBudget#deadlineNanos()}) passed. */
  DEADLINE("deadline"),
  /** The budget's cancellation hook returned true (for example, the client disconnected). */
  CANCELLED("cancelled");

  private final String code;

  VariantCut(String code) {
    this.code = code;
  }

  /**
   * Returns the stable lowercase code used in reports.
   *
   * @return {@code "limit"}, {@code "budget"}, {@code "deadline"} or {@code "cancelled"}
   */
  public String code() {
    return code;
  }
}
