package org.idna4j.display;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.text.UnicodeSet;
import java.util.EnumSet;
import java.util.Set;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
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
  static final CodePointSet ALLOWED =
      new CodePointSet(
          new UnicodeSet("[:Identifier_Status=Allowed:]").removeAll(set("allowed-remove")));

  /**
   * Latin, Greek and Cyrillic characters, and characters with a canonical decomposition: a
   * nonspacing mark after one of them may make a hidden overlay or a repeated mark (UTS #39 §5.4).
   */
  private static final CodePointSet LGC_OR_DECOMPOSABLE =
      new CodePointSet(
          new UnicodeSet(
              "[[:Script_Extensions=Latin:][:Script_Extensions=Greek:]"
                  + "[:Script_Extensions=Cyrillic:][:Decomposition_Type=Canonical:]]"));

  private static final CodePointSet DEFAULT_IGNORABLE =
      new CodePointSet(new UnicodeSet("[:Default_Ignorable_Code_Point:]"));

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

  private static final CodePointSet DIGIT_LOOKALIKES = new CodePointSet(set("digit-lookalikes"));
  private static final CodePointSet KANA_EXCEPTIONS = new CodePointSet(set("kana-exceptions"));
  private static final UnicodeSet COMBINING_DIACRITICS = set("combining-diacritics");
  private static final UnicodeSet NON_ASCII_LATIN = set("non-ascii-latin");
  static final UnicodeSet LGC_LETTERS_AND_ASCII = set("lgc-letters-and-ascii");
  private static final UnicodeSet KANA_SLASH = set("kana-slash");
  private static final UnicodeSet CJK_LOOKALIKE = set("cjk-lookalike");
  private static final Set<String> ALLOWED_WORDS = Set.of(DATA.one("wsc-allowed-words"));
  private static final WholeScript[] WSC_BY_SCRIPT = wholeScripts();

  /** One row of {@code kWholeScriptConfusables}. */
  private record WholeScript(
      int script, UnicodeSet allLetters, UnicodeSet latinLookalikes, Set<String> allowedTlds) {}

  private ChromiumRules() {}

  private static UnicodeSet set(String key) {
    return new UnicodeSet(DATA.one(key)[0]).freeze();
  }

  private static WholeScript[] wholeScripts() {
    int max = 0;
    for (String[] row : DATA.all("wsc")) {
      max = Math.max(max, UScript.getCodeFromName(row[0]));
    }
    WholeScript[] byScript = new WholeScript[max + 1];
    for (String[] row : DATA.all("wsc")) {
      int script = UScript.getCodeFromName(row[0]);
      byScript[script] =
          new WholeScript(
              script,
              new UnicodeSet("[:" + row[0] + ":]").freeze(),
              new UnicodeSet(row[1]).freeze(),
              row.length > 2 ? Set.of(row[2].split(" ")) : Set.of());
    }
    return byScript;
  }

  /**
   * Adds to {@code out} every reason of Chromium's per-label checks that applies to {@code label}.
   * One pass over the label collects what the checks need; the UTS #39 restriction-level, mixed-
   * number and hidden-character checks of idna-label run only when that pass shows they can fire (a
   * label that is not single-script, has digits of two systems, or holds a nonspacing, enclosing or
   * default-ignorable character), since they cost far more than the pass.
   *
   * @param label a valid label in Unicode form, not all ASCII
   * @param tld the name's top-level domain
   * @param out receives the reasons
   */
  static void check(String label, Tld tld, EnumSet<DisplayReason> out) {
    boolean allowed = true;
    boolean joiner = false;
    boolean kanaException = false;
    boolean combiningDiacritic = false;
    boolean needUts39 = false;
    boolean digitsOnly = true;
    boolean anyDigitLookalike = false;
    int zero = -1;
    Scripts.ScriptTracker scripts = new Scripts.ScriptTracker();
    boolean previousMark = false;
    boolean previousRisky = false;
    int n = label.length();
    for (int i = 0; i < n; ) {
      int cp = label.codePointAt(i);
      i += Character.charCount(cp);
      if (cp < 0x80) {
        digitsOnly &= cp >= '0' && cp <= '9';
        if ((cp | 0x20) >= 'a' && (cp | 0x20) <= 'z') {
          scripts.addLatinLetter();
        }
        previousMark = false;
        previousRisky = true; // an ASCII letter may carry an overlay mark (i + U+0307)
        if (cp >= '0' && cp <= '9') {
          zero = zero < 0 ? '0' : zero;
          needUts39 |= zero != '0';
        }
        continue; // ASCII letters, digits and '-' are allowed and Latin or Common
      }
      allowed &= ALLOWED.contains(cp);
      joiner |= cp == 0x200C || cp == 0x200D;
      kanaException |= KANA_EXCEPTIONS.contains(cp);
      combiningDiacritic |= COMBINING_DIACRITICS.contains(cp);
      if (DIGIT_LOOKALIKES.contains(cp)) {
        anyDigitLookalike = true;
      } else {
        digitsOnly = false;
      }
      int type = UCharacter.getType(cp);
      boolean mark =
          type == UCharacterCategory.NON_SPACING_MARK || type == UCharacterCategory.ENCLOSING_MARK;
      if (DEFAULT_IGNORABLE.contains(cp) || (mark && (previousMark || previousRisky))) {
        // UTS #39 §5.4 can fire only on an invisible character, on two or more marks on one base
        // (consecutive marks, or a mark after a precomposed character), or on a mark after a
        // Latin, Greek or Cyrillic letter (the hidden overlays, such as i + U+0307)
        needUts39 = true;
      } else if (type == UCharacterCategory.DECIMAL_DIGIT_NUMBER) {
        int z = cp - UCharacter.digit(cp, 10);
        zero = zero < 0 ? z : zero;
        needUts39 |= zero != z;
      }
      scripts.add(cp);
      previousMark = mark;
      previousRisky = LGC_OR_DECOMPOSABLE.contains(cp);
    }
    boolean singleScript = scripts.isSingle();
    if (!singleScript || needUts39) {
      // UTS #39 §5.2-§5.4 by idna-label: restriction level, mixed numbers, hidden characters
      uts39(label, out);
    }
    // docs/idn.md steps 3 and 4: Identifier_Status=Allowed minus the removed list
    // (USPOOF_CHAR_LIMIT)
    if (!allowed) {
      out.add(DisplayReason.DISALLOWED_CHARACTER);
    }
    // IDNToUnicodeDeviationCharacters: ZWJ and ZWNJ are unsafe even in nontransitional mode
    if (joiner) {
      out.add(DisplayReason.DEVIATION_CHARACTER);
    }
    // þ and ð outside .is and .fo; ə outside .az ("label_string.length() > 1": UTF-16 units)
    if (n > 1
        && !tld.ascii().equals("is")
        && !tld.ascii().equals("fo")
        && ICELANDIC.containsSome(label)) {
      out.add(DisplayReason.TLD_SPECIFIC_CHARACTER);
    }
    if (n > 1 && !tld.ascii().equals("az") && SCHWA.containsSome(label)) {
      out.add(DisplayReason.TLD_SPECIFIC_CHARACTER);
    }
    if (hasUnsafeMiddleDot(label, tld.ascii())) {
      out.add(DisplayReason.UNSAFE_MIDDLE_DOT);
    }
    boolean digitLookalike = digitsOnly && anyDigitLookalike;
    if (singleScript && !kanaException && !combiningDiacritic) {
      for (int code : scripts.scriptValues()) {
        WholeScript script = code < WSC_BY_SCRIPT.length ? WSC_BY_SCRIPT[code] : null;
        if (script != null
            && isWholeScriptConfusable(script, label)
            && !isAllowedForTld(script, tld)
            && !ALLOWED_WORDS.contains(label)) {
          out.add(DisplayReason.WHOLE_SCRIPT_CONFUSABLE);
          break;
        }
      }
      if (digitLookalike) {
        out.add(DisplayReason.DIGIT_LOOKALIKE);
      }
      return;
    }
    if (digitLookalike) {
      out.add(DisplayReason.DIGIT_LOOKALIKE);
    }
    if (NON_ASCII_LATIN.containsSome(label) && !LGC_LETTERS_AND_ASCII.containsAll(label)) {
      out.add(DisplayReason.NON_ASCII_LATIN_MIXED);
    }
    if (hasDangerousPattern(label.codePoints().toArray())) {
      out.add(DisplayReason.DANGEROUS_PATTERN);
    }
  }

  /**
   * idna-label's UTS #39 checks ({@code checkConfusables} at Highly Restrictive) on one label that
   * ToUnicode accepted: a MIXED_SCRIPT finding is Chromium's restriction level, MIXED_NUMBERS and
   * HIDDEN_CHARACTER its mixed-number and invisibility checks. Its WHOLE_SCRIPT_CONFUSABLE finding
   * is ICU's generic test, which Chromium does not use ("as of ICU 58.1, WSC is a no-op in a single
   * string check API"): its own lists decide instead.
   */
  private static void uts39(String label, EnumSet<DisplayReason> out) {
    for (IdnaProblem p : UTS39.toUnicode(label).problems()) {
      switch (p.error()) {
        case MIXED_SCRIPT -> out.add(DisplayReason.RESTRICTION_LEVEL);
        case MIXED_NUMBERS -> out.add(DisplayReason.MIXED_NUMBERS);
        case HIDDEN_CHARACTER -> out.add(DisplayReason.HIDDEN_CHARACTER);
        default -> {} // ICU's whole-script test; nothing else can be found in a valid label
      }
    }
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

  /**
   * {@code IsLabelWholeScriptConfusableForScript}: the label's letters of the script are not none
   * and all Latin lookalikes.
   */
  private static boolean isWholeScriptConfusable(WholeScript script, String label) {
    boolean any = false;
    for (int i = 0; i < label.length(); ) {
      int cp = label.codePointAt(i);
      i += Character.charCount(cp);
      if (script.allLetters().contains(cp)) {
        if (!script.latinLookalikes().contains(cp)) {
          return false;
        }
        any = true;
      }
    }
    return any;
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
