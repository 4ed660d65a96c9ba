package org.idna4j.label;

/**
 * The IDNA2008 derived property values of RFC 5892 §1 that the §2 algorithm assigns to every code
 * point. {@link CodePointInfo#idna2008Property()} gives a code point's value.
 */
public enum Rfc5892DerivedProperty {
  /** RFC 5892 §1 / RFC 5890 §2.3.2.2: allowed in a U-label without further checks. */
  PVALID,
  /** RFC 5892 §1: allowed only where an Appendix A CONTEXTJ rule (join control) holds. */
  CONTEXTJ,
  /** RFC 5892 §1: allowed only where an Appendix A CONTEXTO rule holds. */
  CONTEXTO,
  /** RFC 5892 §1: never allowed in a U-label. */
  DISALLOWED,
  /** RFC 5892 §1: not assigned in the Unicode version used; not allowed in a U-label. */
  UNASSIGNED
}
