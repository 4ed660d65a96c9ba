package org.idna4j.label;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterDirection;

/**
 * The Bidi Rule of RFC 5893 §2 (UTS #46 §4.1 criterion 9, CheckBidi), applied to one label of a
 * Bidi domain name. Stateless and thread-safe.
 *
 * <p>RFC 5893 §1.4 calls a label an <em>RTL label</em> if it contains at least one character of
 * Bidi class R, AL or AN, and an <em>LTR label</em> otherwise. Rules 2-4 apply to RTL labels, rules
 * 5-6 to LTR labels, rule 1 to every label.
 */
final class BidiRule {

  // Bidi classes as bit masks, so that "is one of" is one AND.
  private static final int L = bit(UCharacterDirection.LEFT_TO_RIGHT);
  private static final int R = bit(UCharacterDirection.RIGHT_TO_LEFT);
  private static final int AL = bit(UCharacterDirection.RIGHT_TO_LEFT_ARABIC);
  private static final int AN = bit(UCharacterDirection.ARABIC_NUMBER);
  private static final int EN = bit(UCharacterDirection.EUROPEAN_NUMBER);
  private static final int ES = bit(UCharacterDirection.EUROPEAN_NUMBER_SEPARATOR);
  private static final int CS = bit(UCharacterDirection.COMMON_NUMBER_SEPARATOR);
  private static final int ET = bit(UCharacterDirection.EUROPEAN_NUMBER_TERMINATOR);
  private static final int ON = bit(UCharacterDirection.OTHER_NEUTRAL);
  private static final int BN = bit(UCharacterDirection.BOUNDARY_NEUTRAL);
  private static final int NSM = bit(UCharacterDirection.DIR_NON_SPACING_MARK);

  /**
   * No code point below U+0590 (the Hebrew block) has Bidi class R, AL or AN (checked by
   * BidiRuleTest).
   */
  static final char FIRST_RTL = '\u0590';

  /** RFC 5893 §1.4: the classes that make a label an RTL label. */
  static final int RTL_CLASSES = R | AL | AN;

  /** RFC 5893 §2 rule 2: the classes allowed in an RTL label. */
  private static final int RULE2_ALLOWED = R | AL | AN | EN | ES | CS | ET | ON | BN | NSM;

  /** RFC 5893 §2 rule 3: the classes an RTL label may end with (before trailing NSMs). */
  private static final int RULE3_END = R | AL | EN | AN;

  /** RFC 5893 §2 rule 5: the classes allowed in an LTR label. */
  private static final int RULE5_ALLOWED = L | EN | ES | CS | ET | ON | BN | NSM;

  /** RFC 5893 §2 rule 6: the classes an LTR label may end with (before trailing NSMs). */
  private static final int RULE6_END = L | EN;

  private BidiRule() {}

  private static int bit(int direction) {
    return 1 << direction;
  }

  /** Returns the Bidi class of a code point as a one-bit mask. */
  static int classBit(int cp) {
    return 1 << UCharacter.getDirection(cp);
  }

  /**
   * Returns whether the label is an RTL label (RFC 5893 §1.4).
   *
   * @param label the label
   * @return whether it contains an R, AL or AN character
   */
  static boolean isRtl(CharSequence label) {
    for (int i = 0; i < label.length(); ) {
      if (label.charAt(i) < FIRST_RTL) {
        i++;
        continue;
      }
      int cp = Character.codePointAt(label, i);
      if ((classBit(cp) & RTL_CLASSES) != 0) {
        return true;
      }
      i += Character.charCount(cp);
    }
    return false;
  }

  /**
   * Checks the six rules of RFC 5893 §2 on a non-empty label and reports every violation.
   *
   * @param label the label (not empty)
   * @param sink receives the violations, in rule order (each rule in index order)
   * @return whether all rules hold
   */
  static boolean check(CharSequence label, ProblemSink sink) {
    int n = label.length();
    if (n == 0) {
      return true;
    }
    int all = 0;
    for (int i = 0; i < n; ) {
      int cp = Character.codePointAt(label, i);
      all |= classBit(cp);
      i += Character.charCount(cp);
    }
    boolean ok = true;
    int first = classBit(Character.codePointAt(label, 0));
    // RFC 5893 §2 rule 1: the first character must be of class L, R or AL.
    if ((first & (L | R | AL)) == 0) {
      sink.add(
          IdnaError.BIDI_FIRST_CHARACTER,
          0,
          "first character of a label in a Bidi domain name is not L, R or AL");
      return false;
    }
    boolean rtl = (first & (R | AL)) != 0;
    // The last character that is not NSM, for rules 3 and 6.
    int lastIndex = -1;
    int lastClass = 0;
    for (int i = n; i > 0; ) {
      int cp = Character.codePointBefore(label, i);
      i -= Character.charCount(cp);
      int c = classBit(cp);
      if (c != NSM) {
        lastIndex = i;
        lastClass = c;
        break;
      }
    }
    int allowed = rtl ? RULE2_ALLOWED : RULE5_ALLOWED;
    if ((all & ~allowed) != 0) {
      for (int i = 0; i < n; ) {
        int cp = Character.codePointAt(label, i);
        if ((classBit(cp) & ~allowed) != 0) {
          // RFC 5893 §2 rule 2 (RTL label) or rule 5 (LTR label); the detail is built
          // only for a problem the sink keeps
          IdnaError error = rtl ? IdnaError.BIDI_RTL_CHARACTER : IdnaError.BIDI_LTR_CHARACTER;
          if (sink.keep(error)) {
            sink.add(
                error,
                i,
                UPlus.of(cp)
                    + (rtl
                        ? " is not allowed in an RTL label"
                        : " is not allowed in an LTR label"));
          }
          ok = false;
        }
        i += Character.charCount(cp);
      }
    }
    if (rtl) {
      // RFC 5893 §2 rule 3
      if ((lastClass & RULE3_END) == 0) {
        sink.add(
            IdnaError.BIDI_RTL_END,
            Math.max(lastIndex, 0),
            "an RTL label must end with R, AL, EN or AN (then only NSM)");
        ok = false;
      }
      // RFC 5893 §2 rule 4
      if ((all & EN) != 0 && (all & AN) != 0) {
        int at = 0;
        int seen = 0;
        for (int i = 0; i < n; ) {
          int cp = Character.codePointAt(label, i);
          seen |= classBit(cp);
          if ((seen & EN) != 0 && (seen & AN) != 0) {
            at = i;
            break;
          }
          i += Character.charCount(cp);
        }
        sink.add(
            IdnaError.BIDI_NUMBER_MIX,
            at,
            "an RTL label must not contain both European (EN) and Arabic-Indic (AN) digits");
        ok = false;
      }
    } else {
      // RFC 5893 §2 rule 6
      if ((lastClass & RULE6_END) == 0) {
        sink.add(
            IdnaError.BIDI_LTR_END,
            Math.max(lastIndex, 0),
            "an LTR label must end with L or EN (then only NSM)");
        ok = false;
      }
    }
    return ok;
  }
}
