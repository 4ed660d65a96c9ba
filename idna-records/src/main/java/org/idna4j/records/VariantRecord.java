package org.idna4j.records;

import org.idna4j.lgr.VariantLabel;

/**
 * One variant label with its disposition (RFC 7940 §8.2, §8.3).
 *
 * @param uLabel the variant's U-label
 * @param aLabel its A-label, or null when it cannot be encoded
 * @param disposition its disposition, as the LGR names it
 * @param action the action that decided the disposition (RFC 7940 §7.4-§7.6)
 */
public record VariantRecord(
    @FieldDoc("the variant's U-label") String uLabel,
    @FieldDoc(value = "its A-label; null when it cannot be encoded", nullable = true) String aLabel,
    @FieldDoc("its disposition as the LGR names it") String disposition,
    @FieldDoc("the action that decided the disposition") ActionRecord action)
    implements Shaped {

  /** The record type {@code variant}. */
  public static final Shape SHAPE =
      Shape.of(
          VariantRecord.class,
          "variant",
          "One variant label with its disposition (RFC 7940 §8.2, §8.3).");

  /**
   * The record of a variant.
   *
   * @param v the variant
   * @return the record
   */
  public static VariantRecord of(VariantLabel v) {
    return new VariantRecord(v.uLabel(), v.aLabel(), v.disposition(), ActionRecord.of(v.action()));
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
