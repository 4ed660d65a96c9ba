package org.idna4j.display;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.text.UnicodeSet;
import java.util.List;
import java.util.Set;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.ProblemCode;
import org.idna4j.label.RestrictionLevel;

/**
 * The per-label checks of Chromium's {@code IDNSpoofChecker::SafeToDisplayAsUnicode}
 * (components/url_formatter/spoof_checks/idn_spoof_checker.cc), in its order, on one valid
 * non-ASCII label in Unicode form. The UTS #39 restriction level, mixed numbers and invisible
 * characters come from idna-label ({@code checkConfusables}); this class adds the allowed set and
 * Chromium's own rules, with the tables of {@code chromium.txt}.
 *
 * <p>Where Chromium returns at the first failing check, this class goes on and collects every
 * reason whose own condition holds; the branch on the label's script situation (single script
 * without kana or combining-diacritic exceptions, or not) is kept, because it decides which rules
 * apply at all.
 */
final class ChromiumRules {
  private static final Tables DATA = Tables.load("chromium.txt");

  /** UTS #39 Identifier_Status=Allowed minus Chromium's removals ({@code SetAllowedUnicodeSet}). */
  private static final UnicodeSet ALLOWED =
      new UnicodeSet("[:Identifier_Status=Allowed:]").removeAll(set("allowed-remove")).freeze();

  /**
   * Latin, Greek and Cyrillic characters, and characters with a canonical decomposition: a
   * nonspacing mark after one of them may make a hidden overlay or a repeated mark (UTS #39 §5.4).
   */
  private static final UnicodeSet LGC_OR_DECOMPOSABLE =
      new UnicodeSet(
              "[[:Script_Extensions=Latin:][:Script_Extensions=Greek:]"
                  + "[:Script_Extensions=Cyrillic:][:Decomposition_Type=Canonical:]]")
          .freeze();

  /**
   * idna-label's UTS #39 checks: the lookup profile with checkConfusables at Highly Restrictive.
   */
  private static final Idna UTS39 =
      Idna.of(
          IdnaProfile.lookup().toBuilder()
              .checkHyphens(true)
              .checkConfusables(true)
              .restrictionLevel(RestrictionLevel.HIGHLY_RESTRICTIVE)
              .build());

  private static final UnicodeSet ICELANDIC = set("icelandic");
  private static final UnicodeSet SCHWA = set("schwa");

  private static final UnicodeSet KANA_SLASH = set("kana-slash");
  private static final UnicodeSet CJK_LOOKALIKE = set("cjk-lookalike");
  static final UnicodeSet LGC_LETTERS_AND_ASCII = set("lgc-letters-and-ascii");
  private static final Set<String> ALLOWED_WORDS = Set.of(DATA.one("wsc-allowed-words"));

  /** The rows of {@code kWholeScriptConfusables}, numbered from 1 in {@link #TABLE}. */
  private static final WholeScript[] WSC = wholeScripts();

  /** One row of {@code kWholeScriptConfusables}. */
  private record WholeScript(
      UnicodeSet allLetters, UnicodeSet latinLookalikes, Set<String> allowedTlds) {}

  // The bits of TABLE: one lookup per character answers every set the checks ask about. Bits 0-4
  // hold the character's row of WSC (0: none); the rows' letter sets are Script values, disjoint.
  private static final int WSC_ROW_MASK = 0x1F;
  private static final int WSC_LOOKALIKE = 1 << 5;
  private static final int IS_ALLOWED = 1 << 6;
  private static final int KANA_EXCEPTION = 1 << 7;
  private static final int COMBINING_DIACRITIC = 1 << 8;
  private static final int DIGIT_LOOKALIKE = 1 << 9;
  private static final int MARK = 1 << 10; // General_Category Mn or Me
  private static final int DECIMAL_DIGIT = 1 << 11; // General_Category Nd
  private static final int DEFAULT_IGNORABLE = 1 << 12;
  private static final int LGC_OR_DECOMPOSABLE_BIT = 1 << 13;
  private static final int ICELANDIC_BIT = 1 << 14;
  private static final int SCHWA_BIT = 1 << 15;
  private static final int NON_ASCII_LATIN = 1 << 16;
  private static final int LGC_LETTER_OR_ASCII = 1 << 17;

  private static final CodePointTable TABLE = table();

  private ChromiumRules() {}

  private static UnicodeSet set(String key) {
    return new UnicodeSet(DATA.one(key)[0]).freeze();
  }

  private static WholeScript[] wholeScripts() {
    List<String[]> rows = DATA.all("wsc");
    WholeScript[] wsc = new WholeScript[rows.size() + 1];
    for (int i = 0; i < rows.size(); i++) {
      String[] row = rows.get(i);
      wsc[i + 1] =
          new WholeScript(
              new UnicodeSet("[:" + row[0] + ":]").freeze(),
              new UnicodeSet(row[1]).freeze(),
              row.length > 2 ? Set.of(row[2].split(" ")) : Set.of());
    }
    return wsc;
  }

  private static CodePointTable table() {
    CodePointTable.Builder b = new CodePointTable.Builder();
    for (int row = 1; row < WSC.length; row++) {
      b.field(WSC[row].allLetters(), row, 0, WSC_ROW_MASK);
      // a lookalike counts only among its own script's letters, as in isWholeScriptConfusable
      b.add(
          new UnicodeSet(WSC[row].latinLookalikes()).retainAll(WSC[row].allLetters()),
          WSC_LOOKALIKE);
    }
    return b.add(ALLOWED, IS_ALLOWED)
        .add(set("kana-exceptions"), KANA_EXCEPTION)
        .add(set("combining-diacritics"), COMBINING_DIACRITIC)
        .add(set("digit-lookalikes"), DIGIT_LOOKALIKE)
        .add(new UnicodeSet("[[:Mn:][:Me:]]"), MARK)
        .add(new UnicodeSet("[:Nd:]"), DECIMAL_DIGIT)
        .add(new UnicodeSet("[:Default_Ignorable_Code_Point:]"), DEFAULT_IGNORABLE)
        .add(LGC_OR_DECOMPOSABLE, LGC_OR_DECOMPOSABLE_BIT)
        .add(ICELANDIC, ICELANDIC_BIT)
        .add(SCHWA, SCHWA_BIT)
        .add(set("non-ascii-latin"), NON_ASCII_LATIN)
        .add(LGC_LETTERS_AND_ASCII, LGC_LETTER_OR_ASCII)
        .build();
  }

  /**
   * Returns the bits ({@link Reasons}) of every reason of Chromium's per-label checks that applies
   * to {@code label}. One pass over the label, one table lookup per character, collects what the
   * checks need; the UTS #39 restriction-level, mixed-number and hidden-character checks of
   * idna-label run only when that pass shows they can fire (a label that is not single-script, has
   * digits of two systems, or holds a nonspacing, enclosing or default-ignorable character), since
   * they cost far more than the pass.
   *
   * @param label a valid label in Unicode form, not all ASCII
   * @param tld the name's top-level domain
   * @return the reasons' bits, 0 if none applies
   */
  static int check(String label, Tld tld) {
    int all = 0; // the OR of every character's bits
    int notAllowed = 0; // the OR of the bits of characters without IS_ALLOWED: anything there
    int wscAny = 0; // bit r: a letter of WSC row r
    int wscOther = 0; // bit r: a letter of WSC row r that is no Latin lookalike
    boolean joiner = false;
    boolean needUts39 = false;
    boolean digitsOnly = true;
    boolean outsideLgc = false;
    int zero = -1;
    Scripts.ScriptTracker scripts = new Scripts.ScriptTracker();
    boolean previousMark = false;
    boolean previousRisky = false;
    int n = label.length();
    for (int i = 0; i < n; ) {
      int cp = label.codePointAt(i);
      i += Character.charCount(cp);
      if (cp < 0x80) {
        boolean digit = cp >= '0' && cp <= '9';
        digitsOnly &= digit;
        if ((cp | 0x20) >= 'a' && (cp | 0x20) <= 'z') {
          scripts.addLatinLetter();
        } else if (!digit && cp != '-' && cp != '_' && cp != '.') {
          outsideLgc = true; // lgc-letters-and-ascii holds ASCII letters, digits, "._-" only
        }
        previousMark = false;
        previousRisky = true; // an ASCII letter may carry an overlay mark (i + U+0307)
        if (digit) {
          zero = zero < 0 ? '0' : zero;
          needUts39 |= zero != '0';
        }
        continue; // ASCII letters, digits and '-' are allowed and Latin or Common
      }
      int bits = TABLE.get(cp);
      all |= bits;
      notAllowed |= (bits & IS_ALLOWED) == 0 ? 1 : 0;
      joiner |= cp == 0x200C || cp == 0x200D;
      outsideLgc |= (bits & LGC_LETTER_OR_ASCII) == 0;
      digitsOnly &= (bits & DIGIT_LOOKALIKE) != 0;
      int row = bits & WSC_ROW_MASK;
      if (row != 0) {
        wscAny |= 1 << row;
        if ((bits & WSC_LOOKALIKE) == 0) {
          wscOther |= 1 << row;
        }
      }
      boolean mark = (bits & MARK) != 0;
      if ((bits & DEFAULT_IGNORABLE) != 0 || (mark && (previousMark || previousRisky))) {
        // UTS #39 §5.4 can fire only on an invisible character, on two or more marks on one base
        // (consecutive marks, or a mark after a precomposed character), or on a mark after a
        // Latin, Greek or Cyrillic letter (the hidden overlays, such as i + U+0307)
        needUts39 = true;
      } else if ((bits & DECIMAL_DIGIT) != 0) {
        int z = cp - UCharacter.digit(cp, 10);
        zero = zero < 0 ? z : zero;
        needUts39 |= zero != z;
      }
      scripts.add(cp);
      previousMark = mark;
      previousRisky = (bits & LGC_OR_DECOMPOSABLE_BIT) != 0;
    }
    int out = 0;
    boolean singleScript = scripts.isSingle();
    if (!singleScript || needUts39) {
      // UTS #39 §5.2-§5.4 by idna-label: restriction level, mixed numbers, hidden characters
      out |= uts39(label);
    }
    // docs/idn.md steps 3 and 4: Identifier_Status=Allowed minus the removed list
    // (USPOOF_CHAR_LIMIT)
    if (notAllowed != 0) {
      out |= Reasons.DISALLOWED_CHARACTER;
    }
    // IDNToUnicodeDeviationCharacters: ZWJ and ZWNJ are unsafe even in nontransitional mode
    if (joiner) {
      out |= Reasons.DEVIATION_CHARACTER;
    }
    // þ and ð outside .is and .fo; ə outside .az ("label_string.length() > 1": UTF-16 units)
    if (n > 1
        && (all & ICELANDIC_BIT) != 0
        && !tld.ascii().equals("is")
        && !tld.ascii().equals("fo")) {
      out |= Reasons.TLD_SPECIFIC_CHARACTER;
    }
    if (n > 1 && (all & SCHWA_BIT) != 0 && !tld.ascii().equals("az")) {
      out |= Reasons.TLD_SPECIFIC_CHARACTER;
    }
    if (hasUnsafeMiddleDot(label, tld.ascii())) {
      out |= Reasons.UNSAFE_MIDDLE_DOT;
    }
    // the label is digits and digit lookalikes only, with at least one lookalike
    boolean digitLookalike = digitsOnly && (all & DIGIT_LOOKALIKE) != 0;
    boolean kanaException = (all & KANA_EXCEPTION) != 0;
    boolean combiningDiacritic = (all & COMBINING_DIACRITIC) != 0;
    if (singleScript && !kanaException && !combiningDiacritic) {
      // IsLabelWholeScriptConfusableForScript for each script of the label: its letters of the
      // script are not none and all Latin lookalikes
      int confusable = wscAny & ~wscOther;
      for (int row = 1; confusable != 0 && row < WSC.length; row++) {
        if ((confusable & (1 << row)) != 0
            && !isAllowedForTld(WSC[row], tld)
            && !ALLOWED_WORDS.contains(label)) {
          out |= Reasons.WHOLE_SCRIPT_CONFUSABLE;
          break;
        }
      }
      if (digitLookalike) {
        out |= Reasons.DIGIT_LOOKALIKE;
      }
      return out;
    }
    if (digitLookalike) {
      out |= Reasons.DIGIT_LOOKALIKE;
    }
    if ((all & NON_ASCII_LATIN) != 0 && outsideLgc) {
      out |= Reasons.NON_ASCII_LATIN_MIXED;
    }
    if (hasDangerousPattern(label.codePoints().toArray())) {
      out |= Reasons.DANGEROUS_PATTERN;
    }
    return out;
  }

  /**
   * idna-label's UTS #39 checks ({@code checkConfusables} at Highly Restrictive) on one label that
   * ToUnicode accepted: a MIXED_SCRIPT finding is Chromium's restriction level, MIXED_NUMBERS and
   * HIDDEN_CHARACTER its mixed-number and invisibility checks. Its WHOLE_SCRIPT_CONFUSABLE finding
   * is ICU's generic test, which Chromium does not use ("as of ICU 58.1, WSC is a no-op in a single
   * string check API"): its own lists decide instead.
   */
  private static int uts39(String label) {
    int out = 0;
    for (ProblemCode e : UTS39.toUnicode(label).errors()) {
      if (e == IdnaError.MIXED_SCRIPT) {
        out |= Reasons.RESTRICTION_LEVEL;
      } else if (e == IdnaError.MIXED_NUMBERS) {
        out |= Reasons.MIXED_NUMBERS;
      } else if (e == IdnaError.HIDDEN_CHARACTER) {
        out |= Reasons.HIDDEN_CHARACTER;
      } // else ICU's whole-script test; nothing else can be found in a valid label
    }
    return out;
  }

  /** {@code HasUnsafeMiddleDot}: U+00B7 only as {@code l·l} under .cat (RFC 5892 Appendix A.3). */
  static boolean hasUnsafeMiddleDot(String label, String tld) {
    for (int i = label.indexOf('\u00B7'); i >= 0; i = label.indexOf('\u00B7', i + 1)) {
      if (!tld.equals("cat")
          || i == 0
          || i == label.length() - 1
          || label.charAt(i - 1) != 'l'
          || label.charAt(i + 1) != 'l') {
        return true;
      }
    }
    return false;
  }

  /** {@code IsWholeScriptConfusableAllowedForTLD}: a TLD of the script, or on its list. */
  private static boolean isAllowedForTld(WholeScript script, Tld tld) {
    return script.allLetters().containsSome(tld.unicode())
        || script.allowedTlds().contains(tld.ascii());
  }

  /**
   * Chromium's {@code dangerous_pattern} regular expression, one alternative at a time, in one pass
   * over the label's code points (each alternative looks at a character and its neighbours only,
   * apart from the whole-label kana alternatives checked after the loop).
   */
  static boolean hasDangerousPattern(int[] cps) {
    int n = cps.length;
    for (int i = 0; i < n; i++) {
      int c = cps[i];
      int prev = i > 0 ? cps[i - 1] : -1;
      int next = i + 1 < n ? cps[i + 1] : -1;
      // [^kana hira hani][ノンソゾ丶乀乁丿][^kana hira hani]: slash lookalikes between non-Japanese
      if (KANA_SLASH.contains(c)
          && prev >= 0
          && next >= 0
          && !Scripts.scxAny(prev, UScript.KATAKANA, UScript.HIRAGANA, UScript.HAN)
          && !Scripts.scxAny(next, UScript.KATAKANA, UScript.HIRAGANA, UScript.HAN)) {
        return true;
      }
      // [^kana][ヽヾ] | ^[ヽヾ]: iteration marks only after Katakana
      if ((c == 0x30FD || c == 0x30FE)
          && (prev < 0 || !UScript.hasScript(prev, UScript.KATAKANA))) {
        return true;
      }
      // [^kana hira]ー | ^ー: prolonged sound mark only after kana
      if (c == 0x30FC && (prev < 0 || !Scripts.scxAny(prev, UScript.KATAKANA, UScript.HIRAGANA))) {
        return true;
      }
      // [a-z]・ | ・[a-z]: Katakana middle dot next to ASCII letters
      if (c == 0x30FB && (isAsciiLower(prev) || isAsciiLower(next))) {
        return true;
      }
      // CJK lookalikes of Latin letters or punctuation next to non-CJK on either side
      if (CJK_LOOKALIKE.contains(c)
          && ((prev >= 0 && !isCjk(prev)) || (next >= 0 && !isCjk(next)))) {
        return true;
      }
      // [^latn grek cyrl][\u0300-\u0339]: combining diacritics after non-LGC
      if (c >= 0x300
          && c <= 0x339
          && prev >= 0
          && !Scripts.scxAny(prev, UScript.LATIN, UScript.GREEK, UScript.CYRILLIC)) {
        return true;
      }
      // \u0131[\u0300-\u0339]: dotless i with a combining mark
      if (c == 0x131 && next >= 0x300 && next <= 0x339) {
        return true;
      }
      // \u3099|\u309A: combining Kana voiced sound marks
      if (c == 0x3099 || c == 0x309A) {
        return true;
      }
      // [ijl]\u0307: dot above after i, j or l
      if (c == 0x307 && (prev == 'i' || prev == 'j' || prev == 'l')) {
        return true;
      }
    }
    // ^[kana]+[へべぺ][kana]+$ and ^[hira]+[ヘベペ][hira]+$
    return isOneBetween(cps, 0x3078, 0x307A, UScript.KATAKANA)
        || isOneBetween(cps, 0x30D8, 0x30DA, UScript.HIRAGANA);
  }

  /**
   * Whether the label is {@code ^[script]+[first-last][script]+$}: every character has {@code
   * script} in its Script_Extensions but exactly one, neither first nor last, in {@code
   * [first-last]} (which do not have it).
   */
  private static boolean isOneBetween(int[] cps, int first, int last, int script) {
    int n = cps.length;
    if (n < 3) {
      return false;
    }
    int found = -1;
    for (int i = 0; i < n; i++) {
      int c = cps[i];
      if (c >= first && c <= last && !UScript.hasScript(c, script)) {
        if (found >= 0) {
          return false;
        }
        found = i;
      } else if (!UScript.hasScript(c, script)) {
        return false;
      }
    }
    return found > 0 && found < n - 1;
  }

  private static boolean isCjk(int cp) {
    return Scripts.scxAny(cp, UScript.KATAKANA, UScript.HIRAGANA, UScript.HAN, UScript.BOPOMOFO);
  }

  private static boolean isAsciiLower(int cp) {
    return cp >= 'a' && cp <= 'z';
  }
}
