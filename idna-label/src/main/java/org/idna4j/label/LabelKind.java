package org.idna4j.label;

/**
 * The kind of a label in the taxonomy of RFC 5890 §2.3.1 (and its Figure 1), as seen after UTS #46
 * mapping of the label the caller supplied.
 *
 * <p>RFC 5890 splits labels into LDH labels (ASCII letters, digits and hyphen, not starting or
 * ending with a hyphen, RFC 5890 §2.3.1 citing RFC 1034 §3.5) and the rest. LDH labels are
 * <em>reserved</em> (R-LDH) when their third and fourth characters are both hyphens, and
 * <em>non-reserved</em> (NR-LDH) otherwise; the reserved labels starting with {@code xn--}
 * (XN-labels) are A-labels when they decode to a valid U-label and "fake A-labels" otherwise.
 */
public enum LabelKind {
  /** The empty label, such as the root label after a trailing dot. */
  EMPTY,
  /**
   * A non-reserved LDH label (RFC 5890 §2.3.1), such as {@code example}: no hyphens in positions 3
   * and 4.
   */
  NR_LDH,
  /** A reserved LDH label other than an XN-label (RFC 5890 §2.3.1), such as {@code ab--cd}. */
  RESERVED_LDH,
  /**
   * An XN-label that decodes to a valid U-label and is its canonical encoding (RFC 5890 §2.3.2.1).
   */
  A_LABEL,
  /** An XN-label that is not a valid A-label (RFC 5890 §2.3.1 "Fake A-label"). */
  FAKE_A_LABEL,
  /**
   * A label with non-ASCII characters that is valid under the profile (RFC 5890 §2.3.2.1 U-label).
   */
  U_LABEL,
  /**
   * An all-ASCII label that is not an LDH label, such as {@code _dmarc} or {@code -abc} (RFC 5890
   * §2.3.1 "Non-LDH").
   */
  NON_LDH_ASCII,
  /** A label with non-ASCII characters that is not a valid U-label under the profile. */
  INVALID_UNICODE,
}
