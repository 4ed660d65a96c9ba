package org.idna4j.label;

/**
 * The status of a code point in the UTS #46 §5 IDNA Mapping Table, as this library applies it
 * (nontransitional processing, {@code UseSTD3ASCIIRules} off). {@link CodePointInfo#uts46Status()}
 * gives a code point's value.
 */
public enum Uts46Status {
  /** UTS #46 §5 status valid: the code point is kept as it is. */
  VALID,
  /** UTS #46 §5 status mapped: the code point is replaced by its mapping. */
  MAPPED,
  /**
   * UTS #46 §5 status deviation: kept by nontransitional processing, mapped by
   * Transitional_Processing (U+00DF, U+03C2, U+200C, U+200D).
   */
  DEVIATION,
  /** UTS #46 §5 status ignored: the code point is removed. */
  IGNORED,
  /** UTS #46 §5 status disallowed: an error wherever it appears. */
  DISALLOWED
}
