package org.idna4j.records;

import java.util.Arrays;
import java.util.List;
import org.idna4j.lgr.VariantLabel;

/**
 * One variant label with its disposition (RFC 7940 §8.2, §8.3).
 *
 * @param uLabel the variant's U-label
 * @param aLabel its A-label, or null when it cannot be encoded
 * @param disposition its disposition, as the LGR names it
 * @param action the action that decided the disposition (RFC 7940 §7.4-§7.6)
 */
public record VariantRecord(String uLabel, String aLabel, String disposition, ActionRecord action)
    implements Shaped {

  /** The record type {@code variant}. */
  public static final Shape SHAPE =
      new Shape(
          "variant",
          "One variant label with its disposition (RFC 7940 §8.2, §8.3).",
          List.of(
              Field.string("u_label", "the variant's U-label"),
              Field.nullableString("a_label", "its A-label; null when it cannot be encoded"),
              Field.string("disposition", "its disposition as the LGR names it"),
              Field.record(
                  "action", ActionRecord.SHAPE, "the action that decided the disposition")));

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

  @Override
  public List<Object> values() {
    return Arrays.asList(uLabel, aLabel, disposition, action);
  }
}
