package org.idna4j.display;

import com.ibm.icu.lang.UScript;
import java.util.BitSet;

/** Script questions the browsers' rules ask, on ICU4J's Unicode 18 Script and Script_Extensions. */
final class Scripts {
  private Scripts() {}

  /**
   * Whether {@code cp}'s Script_Extensions (UAX #24) contains any of {@code scripts}: the {@code
   * \p{scx=…}} classes of Chromium's dangerous-pattern expression.
   */
  static boolean scxAny(int cp, int... scripts) {
    for (int script : scripts) {
      if (UScript.hasScript(cp, script)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the label is single-script in the sense of UTS #39 §5.1: the intersection of its
   * characters' augmented script sets (Script_Extensions, Han augmented with Hanb, Jpan and Kore,
   * Hiragana and Katakana with Jpan, Hangul with Kore, Bopomofo with Hanb; Common and Inherited
   * characters left out) is not empty. This is ICU's {@code SINGLE_SCRIPT_RESTRICTIVE} level, on
   * which Chromium's {@code SafeToDisplayAsUnicode} branches. Linear in the label.
   */
  static boolean isSingleScript(int[] cps) {
    BitSet resolved = null;
    BitSet scx = new BitSet();
    for (int cp : cps) {
      scx.clear();
      UScript.getScriptExtensions(cp, scx);
      if (scx.cardinality() == 1 && (scx.get(UScript.COMMON) || scx.get(UScript.INHERITED))) {
        continue;
      }
      augment(scx);
      if (resolved == null) {
        resolved = (BitSet) scx.clone();
      } else {
        resolved.and(scx);
        if (resolved.isEmpty()) {
          return false;
        }
      }
    }
    return true;
  }

  /** UTS #39 §5.1 "augmented script set". */
  private static void augment(BitSet set) {
    if (set.get(UScript.HAN)) {
      set.set(UScript.HAN_WITH_BOPOMOFO);
      set.set(UScript.JAPANESE);
      set.set(UScript.KOREAN);
    }
    if (set.get(UScript.HIRAGANA) || set.get(UScript.KATAKANA)) {
      set.set(UScript.JAPANESE);
    }
    if (set.get(UScript.HANGUL)) {
      set.set(UScript.KOREAN);
    }
    if (set.get(UScript.BOPOMOFO)) {
      set.set(UScript.HAN_WITH_BOPOMOFO);
    }
  }

  /** Whether {@code text} holds a character whose Script property is {@code script}. */
  static boolean containsScript(String text, int script) {
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      if (UScript.getScript(cp) == script) {
        return true;
      }
      i += Character.charCount(cp);
    }
    return false;
  }
}
