package org.idna4j.label;

/**
 * The category of RFC 5892 §2 that decided a code point's derived property, in the order in which
 * the §3 algorithm tests them. Reporting the category (not only the property) lets an error say why
 * a code point is disallowed, e.g. "unstable under NFKC case folding".
 */
enum Rfc5892Category {
  /**
   * RFC 5892 §2.6 Exceptions (Table F), value PVALID: U+00DF, U+03C2, U+06FD, U+06FE, U+0F0B,
   * U+3007.
   */
  EXCEPTION_PVALID(Rfc5892DerivedProperty.PVALID, "exception (RFC 5892 §2.6) PVALID"),
  /**
   * RFC 5892 §2.6 Exceptions (Table F), value CONTEXTO: U+00B7, U+0375, U+05F3, U+05F4, U+30FB,
   * U+0660..U+0669, U+06F0..U+06F9.
   */
  EXCEPTION_CONTEXTO(Rfc5892DerivedProperty.CONTEXTO, "exception (RFC 5892 §2.6) CONTEXTO"),
  /**
   * RFC 5892 §2.6 Exceptions (Table F), value DISALLOWED: U+0640, U+07FA, U+302E, U+302F,
   * U+3031..U+3035, U+303B.
   */
  EXCEPTION_DISALLOWED(Rfc5892DerivedProperty.DISALLOWED, "exception (RFC 5892 §2.6) DISALLOWED"),
  /** RFC 5892 §2.7 BackwardCompatible: empty since RFC 5892; kept so the §3 order stays visible. */
  BACKWARD_COMPATIBLE(Rfc5892DerivedProperty.PVALID, "backward compatible (RFC 5892 §2.7)"),
  /** RFC 5892 §2.10 Unassigned: General_Category Cn and not a noncharacter. */
  UNASSIGNED(Rfc5892DerivedProperty.UNASSIGNED, "unassigned (RFC 5892 §2.10)"),
  /** RFC 5892 §2.5 LDH: U+002D, U+0030..U+0039, U+0061..U+007A. */
  LDH(Rfc5892DerivedProperty.PVALID, "LDH (RFC 5892 §2.5)"),
  /** RFC 5892 §2.8 JoinControl: Join_Control = True (U+200C, U+200D). */
  JOIN_CONTROL(Rfc5892DerivedProperty.CONTEXTJ, "join control (RFC 5892 §2.8)"),
  /** RFC 5892 §2.2 Unstable: changed by toNFKC(toCaseFold(toNFKC(cp))). */
  UNSTABLE(
      Rfc5892DerivedProperty.DISALLOWED, "unstable under NFKC and case folding (RFC 5892 §2.2)"),
  /**
   * RFC 5892 §2.3 IgnorableProperties: Default_Ignorable_Code_Point, White_Space or
   * Noncharacter_Code_Point.
   */
  IGNORABLE_PROPERTIES(Rfc5892DerivedProperty.DISALLOWED, "ignorable property (RFC 5892 §2.3)"),
  /**
   * RFC 5892 §2.4 IgnorableBlocks: Combining Diacritical Marks for Symbols, Musical Symbols,
   * Ancient Greek Musical Notation.
   */
  IGNORABLE_BLOCKS(Rfc5892DerivedProperty.DISALLOWED, "ignorable block (RFC 5892 §2.4)"),
  /** RFC 5892 §2.9 OldHangulJamo: Hangul_Syllable_Type L, V or T. */
  OLD_HANGUL_JAMO(Rfc5892DerivedProperty.DISALLOWED, "old Hangul jamo (RFC 5892 §2.9)"),
  /** RFC 5892 §2.1 LetterDigits: General_Category Ll, Lu, Lo, Nd, Lm, Mn or Mc. */
  LETTER_DIGITS(Rfc5892DerivedProperty.PVALID, "letter or digit (RFC 5892 §2.1)"),
  /**
   * RFC 5892 §3 final "Else DISALLOWED": symbols, punctuation, controls, private use, emoji, ....
   */
  OTHER(Rfc5892DerivedProperty.DISALLOWED, "not a letter or digit (RFC 5892 §3)");

  private final Rfc5892DerivedProperty property;
  private final String description;

  Rfc5892Category(Rfc5892DerivedProperty property, String description) {
    this.property = property;
    this.description = description;
  }

  /**
   * Returns the derived property that RFC 5892 §3 assigns to code points of this category.
   *
   * @return the derived property
   */
  Rfc5892DerivedProperty property() {
    return property;
  }

  /**
   * Returns a short human-readable reason citing the RFC 5892 section, for error details.
   *
   * @return the reason
   */
  String description() {
    return description;
  }
}
