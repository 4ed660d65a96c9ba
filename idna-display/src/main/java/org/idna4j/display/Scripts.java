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

  /**
   * Tracks the resolved script set of UTS #39 §5.1 character by character: a label is single-script
   * when the intersection of its characters' augmented script sets (Script_Extensions, Han
   * augmented with Hanb, Jpan and Kore, Hiragana and Katakana with Jpan, Hangul with Kore, Bopomofo
   * with Hanb; Common and Inherited characters left out) is not empty, ICU's {@code
   * SINGLE_SCRIPT_RESTRICTIVE} level, on which Chromium's {@code SafeToDisplayAsUnicode} branches.
   * While every non-Common, non-Inherited character has one and the same Script_Extensions value it
   * only remembers that script; it falls back to sets of scripts at the first character that
   * differs. Linear in the label. Not thread-safe; one per label.
   */
  static final class ScriptTracker {
    private int only = -1;
    private BitSet resolved;
    private boolean empty;
    private final BitSet scratch = new BitSet();

    /** Adds a character. */
    void add(int cp) {
      if (empty) {
        return;
      }
      int sc = UScript.getScript(cp);
      int script = sc == only ? sc : UScript.getScriptExtensions(cp, scratch);
      if (script == UScript.COMMON || script == UScript.INHERITED) {
        return;
      }
      if (script >= 0) {
        addSingle(script);
        return;
      }
      toSets();
      augment(scratch);
      intersect(scratch);
    }

    /** Adds an ASCII letter (Script=Latin, no other Script_Extensions). */
    void addLatinLetter() {
      if (!empty) {
        addSingle(UScript.LATIN);
      }
    }

    private void addSingle(int script) {
      if (resolved == null && (only < 0 || only == script)) {
        only = script;
        return;
      }
      toSets();
      scratch.clear();
      scratch.set(script);
      augment(scratch);
      intersect(scratch);
    }

    private void toSets() {
      if (resolved == null) {
        resolved = new BitSet();
        if (only >= 0) {
          resolved.set(only);
          augment(resolved);
        }
      }
    }

    private void intersect(BitSet set) {
      if (resolved.isEmpty() && only < 0) {
        resolved.or(set);
        only = -2; // from now on the set holds the state
      } else {
        resolved.and(set);
      }
      empty = resolved.isEmpty();
    }

    /** Whether the characters so far are single-script (UTS #39 §5.1). */
    boolean isSingle() {
      return !empty;
    }
  }
}
