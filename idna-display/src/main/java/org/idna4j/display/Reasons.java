package org.idna4j.display;

import java.util.EnumSet;

/**
 * {@link DisplayReason}s as bits of an {@code int} ({@code 1 << ordinal()}), so that the label
 * rules report reasons without allocating a set for each label; {@link #toSet} makes the public set
 * when a caller asks for decisions.
 */
final class Reasons {
  static final int INVALID = bit(DisplayReason.INVALID);
  static final int DISALLOWED_CHARACTER = bit(DisplayReason.DISALLOWED_CHARACTER);
  static final int RESTRICTION_LEVEL = bit(DisplayReason.RESTRICTION_LEVEL);
  static final int MIXED_NUMBERS = bit(DisplayReason.MIXED_NUMBERS);
  static final int HIDDEN_CHARACTER = bit(DisplayReason.HIDDEN_CHARACTER);
  static final int DEVIATION_CHARACTER = bit(DisplayReason.DEVIATION_CHARACTER);
  static final int TLD_SPECIFIC_CHARACTER = bit(DisplayReason.TLD_SPECIFIC_CHARACTER);
  static final int UNSAFE_MIDDLE_DOT = bit(DisplayReason.UNSAFE_MIDDLE_DOT);
  static final int WHOLE_SCRIPT_CONFUSABLE = bit(DisplayReason.WHOLE_SCRIPT_CONFUSABLE);
  static final int DIGIT_LOOKALIKE = bit(DisplayReason.DIGIT_LOOKALIKE);
  static final int NON_ASCII_LATIN_MIXED = bit(DisplayReason.NON_ASCII_LATIN_MIXED);
  static final int DANGEROUS_PATTERN = bit(DisplayReason.DANGEROUS_PATTERN);
  static final int LOOKALIKE_DOMAIN = bit(DisplayReason.LOOKALIKE_DOMAIN);

  private static final DisplayReason[] ALL = DisplayReason.values();

  static {
    if (ALL.length > Integer.SIZE) {
      throw new AssertionError("more reasons than bits of an int");
    }
  }

  private Reasons() {}

  private static int bit(DisplayReason reason) {
    return 1 << reason.ordinal();
  }

  /** Returns the reasons of {@code bits} as a new set. */
  static EnumSet<DisplayReason> toSet(int bits) {
    EnumSet<DisplayReason> set = EnumSet.noneOf(DisplayReason.class);
    for (int b = bits; b != 0; b &= b - 1) {
      set.add(ALL[Integer.numberOfTrailingZeros(b)]);
    }
    return set;
  }
}
