package org.idna4j.label;

import com.ibm.icu.lang.UScript;

/**
 * The CONTEXTO rules of RFC 5892 Appendix A.3 to A.9: the conditions under which a code point whose
 * derived property is CONTEXTO (RFC 5892 §2.6) may appear in a U-label.
 *
 * <p>RFC 5891 §5.4 (registration) and §5.5 (lookup, optional) apply them; UTS #46 does not, so
 * {@code IdnaTestV2.txt} never exercises them. Each rule reports its own {@link Rule}, and through
 * it its own {@link IdnaError}.
 *
 * <p>"Before(cp)" and "After(cp)" of RFC 5892 Appendix A are the neighbouring code points within
 * the label; at either end of the label they do not exist and the rule is false. All methods are
 * static, allocation-free and thread-safe.
 */
final class ContextO {

  /** One CONTEXTO rule of RFC 5892 Appendix A. */
  enum Rule {
    /** RFC 5892 Appendix A.3 MIDDLE DOT (U+00B7): between two 'l' (U+006C), as in Catalan "l·l". */
    MIDDLE_DOT(
        IdnaError.CONTEXTO_MIDDLE_DOT,
        "A.3",
        "MIDDLE DOT must stand between two 'l' (RFC 5892 Appendix A.3)"),
    /**
     * RFC 5892 Appendix A.4 GREEK LOWER NUMERAL SIGN (KERAIA) (U+0375): followed by a Greek code
     * point.
     */
    GREEK_KERAIA(
        IdnaError.CONTEXTO_GREEK_KERAIA,
        "A.4",
        "GREEK LOWER NUMERAL SIGN must be followed by a Greek letter (RFC 5892 Appendix A.4)"),
    /**
     * RFC 5892 Appendix A.5 HEBREW PUNCTUATION GERESH (U+05F3): preceded by a Hebrew code point.
     */
    HEBREW_GERESH(
        IdnaError.CONTEXTO_HEBREW_GERESH,
        "A.5",
        "HEBREW PUNCTUATION GERESH must follow a Hebrew letter (RFC 5892 Appendix A.5)"),
    /**
     * RFC 5892 Appendix A.6 HEBREW PUNCTUATION GERSHAYIM (U+05F4): preceded by a Hebrew code point.
     */
    HEBREW_GERSHAYIM(
        IdnaError.CONTEXTO_HEBREW_GERSHAYIM,
        "A.6",
        "HEBREW PUNCTUATION GERSHAYIM must follow a Hebrew letter (RFC 5892 Appendix A.6)"),
    /**
     * RFC 5892 Appendix A.7 KATAKANA MIDDLE DOT (U+30FB): the label holds a Hiragana, Katakana or
     * Han code point.
     */
    KATAKANA_MIDDLE_DOT(
        IdnaError.CONTEXTO_KATAKANA_MIDDLE_DOT,
        "A.7",
        "KATAKANA MIDDLE DOT needs a Hiragana, Katakana or Han character in the label (RFC 5892 Appendix A.7)"),
    /**
     * RFC 5892 Appendix A.8 ARABIC-INDIC DIGITS (U+0660..U+0669): no EXTENDED ARABIC-INDIC DIGIT in
     * the label.
     */
    ARABIC_INDIC_DIGITS(
        IdnaError.CONTEXTO_ARABIC_INDIC_DIGITS,
        "A.8",
        "ARABIC-INDIC DIGITS cannot be mixed with EXTENDED ARABIC-INDIC DIGITS (RFC 5892 Appendix A.8)"),
    /**
     * RFC 5892 Appendix A.9 EXTENDED ARABIC-INDIC DIGITS (U+06F0..U+06F9): no ARABIC-INDIC DIGIT in
     * the label.
     */
    EXTENDED_ARABIC_INDIC_DIGITS(
        IdnaError.CONTEXTO_EXTENDED_ARABIC_INDIC_DIGITS,
        "A.9",
        "EXTENDED ARABIC-INDIC DIGITS cannot be mixed with ARABIC-INDIC DIGITS (RFC 5892 Appendix A.9)");

    private final IdnaError error;
    private final String appendix;
    private final String detail;

    Rule(IdnaError error, String appendix, String detail) {
      this.error = error;
      this.appendix = appendix;
      this.detail = detail;
    }

    /**
     * Returns the error reported when this rule does not hold.
     *
     * @return the rule's own error, e.g. {@link IdnaError#CONTEXTO_MIDDLE_DOT}
     */
    IdnaError error() {
      return error;
    }

    /**
     * Returns the RFC 5892 appendix section of this rule.
     *
     * @return the section, e.g. {@code "A.3"}
     */
    String appendix() {
      return appendix;
    }

    /**
     * Returns a one-line explanation of the rule for a problem's detail.
     *
     * @return the explanation, citing the appendix section
     */
    String detail() {
      return detail;
    }
  }

  /** Receives each CONTEXTO violation found by {@link #check(int[], int, int, Sink)}. */
  @FunctionalInterface
  interface Sink {
    /**
     * Reports that the code point at {@code index} breaks {@code rule}.
     *
     * @param index index into the code point array
     * @param rule the rule that does not hold
     */
    void violation(int index, Rule rule);
  }

  private static final int MIDDLE_DOT = 0x00B7;
  private static final int GREEK_KERAIA = 0x0375;
  private static final int HEBREW_GERESH = 0x05F3;
  private static final int HEBREW_GERSHAYIM = 0x05F4;
  private static final int KATAKANA_MIDDLE_DOT = 0x30FB;

  private ContextO() {}

  /**
   * Returns the CONTEXTO rule that governs a code point, or {@code null} if the code point is not
   * one of RFC 5892's CONTEXTO code points (RFC 5892 §2.6 Table F).
   *
   * @param cp a code point
   * @return its Appendix A rule, or {@code null}
   */
  static Rule ruleFor(int cp) {
    switch (cp) {
      case MIDDLE_DOT:
        return Rule.MIDDLE_DOT;
      case GREEK_KERAIA:
        return Rule.GREEK_KERAIA;
      case HEBREW_GERESH:
        return Rule.HEBREW_GERESH;
      case HEBREW_GERSHAYIM:
        return Rule.HEBREW_GERSHAYIM;
      case KATAKANA_MIDDLE_DOT:
        return Rule.KATAKANA_MIDDLE_DOT;
      default:
        if (isArabicIndicDigit(cp)) {
          return Rule.ARABIC_INDIC_DIGITS;
        }
        if (isExtendedArabicIndicDigit(cp)) {
          return Rule.EXTENDED_ARABIC_INDIC_DIGITS;
        }
        return null;
    }
  }

  /**
   * Evaluates the CONTEXTO rule for the code point at {@code index} of a label.
   *
   * <p>The label-wide rules (A.7 to A.9) scan the whole label, so calling this for every index is
   * quadratic; use {@link #check(int[], int, int, Sink)} for a whole label.
   *
   * @param label the label's code points
   * @param index the position to test, {@code 0 <= index < label.length}
   * @return the rule that does not hold, or {@code null} if it holds or the code point is not
   *     CONTEXTO
   * @throws IndexOutOfBoundsException if {@code index} is outside the label
   */
  static Rule violation(int[] label, int index) {
    Rule rule = ruleFor(label[index]);
    if (rule == null) {
      return null;
    }
    return holds(rule, label, 0, label.length, index, scan(label, 0, label.length)) ? null : rule;
  }

  /**
   * Evaluates every CONTEXTO rule of a label in one pass plus one pass per rule kind, in time
   * linear in the label's length, and reports each violation in index order.
   *
   * @param codePoints code points containing the label
   * @param start index of the label's first code point
   * @param end index just past the label's last code point
   * @param sink receives each violation
   * @return {@code true} if no rule is violated
   * @throws IndexOutOfBoundsException if the bounds are outside the array
   */
  static boolean check(int[] codePoints, int start, int end, Sink sink) {
    if (start < 0 || end > codePoints.length || start > end) {
      throw new IndexOutOfBoundsException(
          "label [" + start + ", " + end + ") of " + codePoints.length);
    }
    int scan = -1;
    boolean ok = true;
    for (int i = start; i < end; i++) {
      Rule rule = ruleFor(codePoints[i]);
      if (rule == null) {
        continue;
      }
      if (scan < 0) {
        scan = scan(codePoints, start, end);
      }
      if (!holds(rule, codePoints, start, end, i, scan)) {
        ok = false;
        sink.violation(i, rule);
      }
    }
    return ok;
  }

  private static final int HAS_JAPANESE = 1;
  private static final int HAS_ARABIC_INDIC = 2;
  private static final int HAS_EXTENDED_ARABIC_INDIC = 4;

  /** One pass over the label collecting what the label-wide rules A.7 to A.9 ask about. */
  private static int scan(int[] cps, int start, int end) {
    int flags = 0;
    for (int i = start; i < end; i++) {
      int cp = cps[i];
      if (isArabicIndicDigit(cp)) {
        flags |= HAS_ARABIC_INDIC;
      } else if (isExtendedArabicIndicDigit(cp)) {
        flags |= HAS_EXTENDED_ARABIC_INDIC;
      } else if (cp >= 0x2E80) { // no Hiragana, Katakana or Han code point lies below U+2E80
        int script = UScript.getScript(cp);
        if (script == UScript.HIRAGANA || script == UScript.KATAKANA || script == UScript.HAN) {
          flags |= HAS_JAPANESE;
        }
      }
    }
    return flags;
  }

  private static boolean holds(Rule rule, int[] cps, int start, int end, int i, int scan) {
    switch (rule) {
      case MIDDLE_DOT:
        // RFC 5892 Appendix A.3: If Before(cp) .eq. U+006C And After(cp) .eq. U+006C Then True
        return i > start && i + 1 < end && cps[i - 1] == 'l' && cps[i + 1] == 'l';
      case GREEK_KERAIA:
        // RFC 5892 Appendix A.4: If Script(After(cp)) .eq. Greek Then True
        return i + 1 < end && UScript.getScript(cps[i + 1]) == UScript.GREEK;
      case HEBREW_GERESH:
      case HEBREW_GERSHAYIM:
        // RFC 5892 Appendix A.5 / A.6: If Script(Before(cp)) .eq. Hebrew Then True
        return i > start && UScript.getScript(cps[i - 1]) == UScript.HEBREW;
      case KATAKANA_MIDDLE_DOT:
        // RFC 5892 Appendix A.7: For All Characters: If Script(cp) .in. {Hiragana,
        // Katakana, Han} Then True. U+30FB itself has Script=Common, so it never
        // satisfies its own rule.
        return (scan & HAS_JAPANESE) != 0;
      case ARABIC_INDIC_DIGITS:
        // RFC 5892 Appendix A.8: For All Characters: If cp .in. 06F0..06F9 Then False
        return (scan & HAS_EXTENDED_ARABIC_INDIC) == 0;
      case EXTENDED_ARABIC_INDIC_DIGITS:
        // RFC 5892 Appendix A.9: For All Characters: If cp .in. 0660..0669 Then False
        return (scan & HAS_ARABIC_INDIC) == 0;
      default:
        throw new AssertionError(rule);
    }
  }

  private static boolean isArabicIndicDigit(int cp) {
    return cp >= 0x0660 && cp <= 0x0669;
  }

  private static boolean isExtendedArabicIndicDigit(int cp) {
    return cp >= 0x06F0 && cp <= 0x06F9;
  }
}
