package org.idna4j.label;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;

/**
 * The CONTEXTJ rules of RFC 5892 Appendix A.1 (U+200C ZERO WIDTH NON-JOINER) and A.2 (U+200D ZERO
 * WIDTH JOINER), UTS #46 §4.1 criterion 8 (CheckJoiners). Stateless and thread-safe.
 */
final class ContextJ {

  static final int ZWNJ = 0x200C;
  static final int ZWJ = 0x200D;

  /** Canonical_Combining_Class Virama (RFC 5892 Appendix A.1/A.2: "Virama"). */
  private static final int CCC_VIRAMA = 9;

  private ContextJ() {}

  /**
   * Checks every ZWNJ and ZWJ of a label.
   *
   * @param label the label
   * @param sink receives each violation in index order (the details are constants: no {@code keep}
   *     needed)
   * @return whether every joiner is allowed where it stands
   */
  static boolean check(CharSequence label, ProblemSink sink) {
    boolean ok = true;
    int n = label.length();
    for (int i = 0; i < n; i++) {
      char c = label.charAt(i);
      if (c == ZWNJ) {
        if (!zwnjAllowed(label, i)) {
          sink.add(
              IdnaError.CONTEXTJ_ZWNJ,
              i,
              "ZERO WIDTH NON-JOINER needs a virama before it or a joining context"
                  + " (RFC 5892 Appendix A.1)");
          ok = false;
        }
      } else if (c == ZWJ) {
        if (!precededByVirama(label, i)) {
          sink.add(
              IdnaError.CONTEXTJ_ZWJ,
              i,
              "ZERO WIDTH JOINER needs a virama before it (RFC 5892 Appendix A.2)");
          ok = false;
        }
      }
    }
    return ok;
  }

  /**
   * RFC 5892 Appendix A.1 and A.2: "If Canonical_Combining_Class(Before(cp)) .eq. Virama Then
   * True".
   */
  private static boolean precededByVirama(CharSequence s, int i) {
    if (i == 0) {
      return false;
    }
    return UCharacter.getCombiningClass(Character.codePointBefore(s, i)) == CCC_VIRAMA;
  }

  /**
   * RFC 5892 Appendix A.1: a virama before, or the regular expression {@code
   * (Joining_Type:{L,D})(Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D})}.
   */
  static boolean zwnjAllowed(CharSequence s, int i) {
    if (precededByVirama(s, i)) {
      return true;
    }
    boolean left = false;
    for (int j = i; j > 0; ) {
      int cp = Character.codePointBefore(s, j);
      j -= Character.charCount(cp);
      int jt = joiningType(cp);
      if (jt == UCharacter.JoiningType.TRANSPARENT) {
        continue;
      }
      left = jt == UCharacter.JoiningType.LEFT_JOINING || jt == UCharacter.JoiningType.DUAL_JOINING;
      break;
    }
    if (!left) {
      return false;
    }
    for (int j = i + 1; j < s.length(); ) {
      int cp = Character.codePointAt(s, j);
      j += Character.charCount(cp);
      int jt = joiningType(cp);
      if (jt == UCharacter.JoiningType.TRANSPARENT) {
        continue;
      }
      return jt == UCharacter.JoiningType.RIGHT_JOINING
          || jt == UCharacter.JoiningType.DUAL_JOINING;
    }
    return false;
  }

  private static int joiningType(int cp) {
    return UCharacter.getIntPropertyValue(cp, UProperty.JOINING_TYPE);
  }
}
