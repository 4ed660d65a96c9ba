package org.idna4j.lgr;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The variant labels of one label (RFC 7940 §8.2) under a {@link VariantBudget}: what was found,
 * whether the list is complete and, if not, why. Immutable.
 */
public final class VariantResult {

  private final LgrLabelResult label;
  private final List<VariantLabel> variants;
  private final VariantCut cut;
  private final long examined;
  private final BigInteger estimate;

  VariantResult(
      LgrLabelResult label,
      List<VariantLabel> variants,
      VariantCut cut,
      long examined,
      BigInteger estimate) {
    this.label = Objects.requireNonNull(label, "label");
    this.variants = List.copyOf(variants);
    this.cut = cut;
    this.examined = examined;
    this.estimate = Objects.requireNonNull(estimate, "estimate");
  }

  /**
   * Returns the evaluation of the label itself; when it is invalid there are no variants (RFC 7940
   * §8.2 step 6) and its problems say why.
   *
   * @return the label's own result
   */
  public LgrLabelResult label() {
    return label;
  }

  /**
   * Returns the variant labels found, without the label itself and without {@code invalid} ones,
   * each label once (§8.4), in the order lgr-core generates them.
   *
   * @return an immutable list, at most {@link VariantBudget#maxVariants()} long
   */
  public List<VariantLabel> variants() {
    return variants;
  }

  /**
   * Returns why the list is incomplete.
   *
   * @return empty when every variant is listed; otherwise the bound that stopped the enumeration
   */
  public Optional<VariantCut> cut() {
    return Optional.ofNullable(cut);
  }

  /**
   * Returns whether every variant is listed.
   *
   * @return {@code cut().isEmpty()}
   */
  public boolean isComplete() {
    return cut == null;
  }

  /**
   * Returns the work spent, in the unit of {@link VariantBudget#maxPermutations()}.
   *
   * @return the permuted labels examined, valid or not, pruned subtrees counted once
   */
  public long permutationsExamined() {
    return examined;
  }

  /**
   * Returns an upper bound on the permutations of the label ({@link Ruleset#variantEstimate}).
   *
   * @return the estimate; 0 for an ineligible label
   */
  public BigInteger estimate() {
    return estimate;
  }

  @Override
  public String toString() {
    return "VariantResult[label="
        + label.input()
        + ", variants="
        + variants.size()
        + ", cut="
        + (cut == null ? "none" : cut.code())
        + ", examined="
        + examined
        + "]";
  }
}
