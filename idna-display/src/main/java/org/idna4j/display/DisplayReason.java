package org.idna4j.display;

/**
 * Why a label is shown as an A-label ({@code xn--…}) instead of Unicode. A {@link LabelDecision}
 * carries every reason that applies to its label, so that a security tool can report what makes a
 * name look dangerous, not only that it does.
 *
 * <p>The reasons name the browsers' checks; each constant says which policy reports it and where
 * the rule comes from (Chromium's {@code idn_spoof_checker.cc} and {@code docs/idn.md}, Firefox's
 * {@code nsIDNService.cpp} {@code IsLabelSafe}, UTS #39 Unicode Security Mechanisms).
 */
public enum DisplayReason {
  /**
   * The label is not a valid IDNA label (UTS #46 §4.3 ToUnicode records an error: disallowed code
   * point, bad Punycode, Bidi or joiner rule, …); no other check runs on it. Chromium {@code
   * docs/idn.md} step 2: "If there is an error in ToUnicode conversion … show punycode". The label
   * is shown as given when it is ASCII (lowercased, each character outside printable ASCII written
   * as a backslash, {@code u}, and its hexadecimal code in braces), else as the A-label of its
   * mapped form.
   */
  INVALID,
  /**
   * A character outside the policy's allowed set: for {@link DisplayPolicy#chromium()} UTS #39
   * Identifier_Status=Allowed minus Chromium's removed characters and blocks ({@code docs/idn.md}
   * steps 3 and 4); for {@link DisplayPolicy#firefox} a character with
   * Identifier_Status=Restricted, on Firefox's IDN blocklist, or U+02BB/U+02BC.
   */
  DISALLOWED_CHARACTER,
  /**
   * The label mixes scripts beyond the policy's UTS #39 §5.2 restriction level (Highly Restrictive
   * for Chromium; the level given to {@link DisplayPolicy#firefox}, where {@code ASCII} shows every
   * non-ASCII label as an A-label).
   */
  RESTRICTION_LEVEL,
  /** Digits of two numbering systems in one label (UTS #39 §5.3; {@code docs/idn.md} step 6). */
  MIXED_NUMBERS,
  /**
   * An invisible character or a repeated or stacked nonspacing mark (UTS #39 §5.4; {@code
   * docs/idn.md} step 7; Firefox: the same nonspacing mark twice in a row).
   */
  HIDDEN_CHARACTER,
  /**
   * ZERO WIDTH JOINER or ZERO WIDTH NON-JOINER (UTS #46 §2.3 deviation characters): Chromium shows
   * them in Punycode "even in Non-Transitional mode" ({@code idn_spoof_checker_unittest.cc}
   * IDNToUnicodeDeviationCharacters). ß and ς, the other two deviation characters, are shown.
   */
  DEVIATION_CHARACTER,
  /**
   * A character allowed only under one top-level domain: þ (U+00FE) and ð (U+00F0) outside .is and
   * .fo, ə (U+0259) outside .az.
   */
  TLD_SPECIFIC_CHARACTER,
  /**
   * MIDDLE DOT (U+00B7) other than between two {@code l} under .cat (the Catalan ela geminada, RFC
   * 5892 Appendix A.3).
   */
  UNSAFE_MIDDLE_DOT,
  /**
   * Every letter of the label that belongs to one script is a lookalike of a Latin letter, and the
   * top-level domain is neither of that script nor on the script's allow list (UTS #39 §4
   * whole-script confusables, with the browsers' per-script letter lists: Chromium's 17 scripts,
   * Firefox's Cyrillic and Thai).
   */
  WHOLE_SCRIPT_CONFUSABLE,
  /** The label is made only of digits and digit lookalikes, at least one of them a lookalike. */
  DIGIT_LOOKALIKE,
  /**
   * A Latin letter outside ASCII mixed with another script (Chromium: "Disallow non-ASCII Latin
   * letters to mix with a non-Latin script").
   */
  NON_ASCII_LATIN_MIXED,
  /**
   * One of the browsers' context rules: kana and CJK characters that look like slashes, dashes or
   * Latin letters next to other scripts, kana iteration and prolonged-sound marks out of context,
   * combining marks after a character of another script, a dot above after {@code i}, {@code j} or
   * {@code l}, accents on dotless i, Kana voiced sound marks.
   */
  DANGEROUS_PATTERN,
  /**
   * The whole name looks like one of the policy's protected domains (equal skeletons, UTS #39 §4
   * with Chromium's diacritic removal and extra mappings) without being that domain or one of its
   * subdomains: every label of the name that is not plain ASCII is shown as an A-label.
   */
  LOOKALIKE_DOMAIN
}
