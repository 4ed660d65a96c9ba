package org.idna4j.lgr;

import java.util.Set;

/**
 * One variant label of a label (RFC 7940 §8.2) with its disposition (§8.3).
 *
 * @param uLabel the variant in Unicode
 * @param aLabel the variant as an A-label (or itself when ASCII)
 * @param disposition its disposition, never {@code invalid} (invalid variants are dropped)
 * @param action the action that decided the disposition (RFC 7940 §7.4)
 * @param types the variant types recorded on the way from the original label (§8.2 step 3)
 * @param onlyVariants whether every code point came from a variant mapping, reflexive ones included
 *     (what {@code only-variants} tests, §7.3)
 */
public record VariantLabel(
    String uLabel,
    String aLabel,
    String disposition,
    DecidingAction action,
    Set<String> types,
    boolean onlyVariants) {

  /**
   * Copies the type set.
   *
   * @param uLabel the variant in Unicode
   * @param aLabel the variant as an A-label (or itself when ASCII)
   * @param disposition its disposition (RFC 7940 §8.3)
   * @param action the action that decided the disposition; not null
   * @param types the variant types recorded on the way from the original label; copied, so it must
   *     not be null nor hold null
   * @param onlyVariants whether every code point came from a variant mapping (§7.3)
   * @throws NullPointerException if {@code action} is null, or {@code types} is or holds null
   */
  public VariantLabel {
    java.util.Objects.requireNonNull(action, "action");
    types = Set.copyOf(types);
  }
}
