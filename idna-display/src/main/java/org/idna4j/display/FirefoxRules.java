package org.idna4j.display;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.text.UnicodeSet;
import java.util.BitSet;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.idna4j.label.RestrictionLevel;

/**
 * The per-label checks of Firefox's {@code nsIDNService::IsLabelSafe}
 * (netwerk/dns/nsIDNService.cpp) on one valid non-ASCII label in Unicode form, with the lists of
 * {@code firefox.txt} (MPL-2.0). Firefox walks the label once and returns at the first failure;
 * this class walks it once and collects every reason whose condition holds.
 *
 * <p>The restriction level is Firefox's former {@code network.IDN.restriction_profile}: {@code
 * ASCII} shows every non-ASCII label as an A-label, {@code HIGHLY_RESTRICTIVE} rejects Latin mixed
 * with a script outside the CJK combinations (Firefox's default and, since 2024, only behaviour),
 * {@code MODERATELY_RESTRICTIVE} allows Latin with one other script except Cyrillic and Greek.
 */
final class FirefoxRules {
  private static final Tables DATA = Tables.load("firefox.txt");

  /** Firefox's {@code GetIdentifierType}: UTS #39 Identifier_Status=Allowed (Unicode 18 data). */
  private static final CodePointSet IDENTIFIER_ALLOWED =
      new CodePointSet(new UnicodeSet("[:Identifier_Status=Allowed:]"));

  private static final CodePointSet BLOCKLIST = new CodePointSet(codePoints("blocklist"));
  private static final UnicodeSet QUOTE_LIKE = codePoints("quote-like");
  private static final UnicodeSet CJK_SLASH = codePoints("cjk-slash");
  private static final UnicodeSet CJK_IDEOGRAPH = codePoints("cjk-ideograph");
  private static final UnicodeSet DIGIT_LOOKALIKES = codePoints("digit-lookalikes");
  private static final UnicodeSet CYRILLIC_LATIN = codePoints("cyrillic-latin");
  private static final UnicodeSet THAI_LATIN = codePoints("thai-latin");
  private static final Set<String> CYRILLIC_TLDS = Set.of(DATA.one("cyrillic-tlds")[0].split(" "));
  private static final Set<String> THAI_TLDS = Set.of(DATA.one("thai-tlds")[0].split(" "));

  // ScriptCombo of nsIDNService.cpp: the nine scripts (columns) and the thirteen states (rows)
  private static final List<String> STATES =
      List.of(
          "BOPO", "CYRL", "GREK", "HANG", "HANI", "HIRA", "KATA", "LATN", "OTHR", "JPAN", "CHNA",
          "KORE", "HNLT", "FAIL");
  private static final int OTHR = STATES.indexOf("OTHR");
  private static final int FAIL = STATES.indexOf("FAIL");
  private static final int UNSET = -1;
  private static final int[][] COMBO = comboTable();

  private FirefoxRules() {}

  private static UnicodeSet codePoints(String key) {
    UnicodeSet set = new UnicodeSet();
    for (String item : DATA.one(key)[0].split(" ")) {
      int dash = item.indexOf('-');
      if (dash < 0) {
        set.add(Integer.parseInt(item, 16));
      } else {
        set.add(
            Integer.parseInt(item.substring(0, dash), 16),
            Integer.parseInt(item.substring(dash + 1), 16));
      }
    }
    return set.freeze();
  }

  private static int[][] comboTable() {
    int[][] table = new int[FAIL][];
    for (String[] row : DATA.all("script-combo")) {
      String[] cells = row[1].split(" ");
      int[] values = new int[cells.length];
      for (int i = 0; i < cells.length; i++) {
        values[i] = STATES.indexOf(cells[i]);
      }
      table[STATES.indexOf(row[0])] = values;
    }
    return table;
  }

  /** {@code findScriptIndex}: the column of a script in the combination table. */
  private static int column(int script) {
    return switch (script) {
      case UScript.BOPOMOFO -> 0;
      case UScript.CYRILLIC -> 1;
      case UScript.GREEK -> 2;
      case UScript.HANGUL -> 3;
      case UScript.HAN -> 4;
      case UScript.HIRAGANA -> 5;
      case UScript.KATAKANA -> 6;
      case UScript.LATIN -> 7;
      default -> OTHR;
    };
  }

  /**
   * Adds to {@code out} every reason of Firefox's per-label checks that applies to {@code label}.
   *
   * @param level ASCII, HIGHLY_RESTRICTIVE or MODERATELY_RESTRICTIVE
   * @param label a valid label in Unicode form, not all ASCII
   * @param tld the name's top-level domain
   * @param out receives the reasons
   */
  static void check(RestrictionLevel level, String label, Tld tld, EnumSet<DisplayReason> out) {
    int[] cps = new int[label.length()];
    int n = 0;
    for (int i = 0; i < label.length(); ) {
      int cp = label.codePointAt(i);
      cps[n++] = cp;
      i += Character.charCount(cp);
    }
    if (level == RestrictionLevel.ASCII) {
      out.add(DisplayReason.RESTRICTION_LEVEL); // the ASCII-only profile
    }
    boolean moderate = level == RestrictionLevel.MODERATELY_RESTRICTIVE;
    String tldU = tld.unicode();
    boolean cat = tldU.equals("cat");
    // LookalikeStatus: Ignore once a character that is no lookalike is seen, or from the start
    // when the TLD is of the script or on the script's list.
    Lookalike digits = Lookalike.SAFE;
    // the TLD's part is looked at only when the label has a letter of the script
    Lookalike cyrillic = null;
    Lookalike thai = null;
    int lastScript = UScript.INVALID_CODE;
    int previousChar = 0;
    int baseChar = 0;
    int savedNumberingSystem = 0;
    int savedScript = UNSET;
    BitSet scx = new BitSet();
    for (int i = 0; i < n; i++) {
      int ch = cps[i];
      int next = i + 1 < n ? cps[i + 1] : -1;
      // isOnlySafeChars: the blocklist covers the BMP only
      if (ch <= 0xFFFF && BLOCKLIST.contains(ch)) {
        out.add(DisplayReason.DISALLOWED_CHARACTER);
      }
      if (!IDENTIFIER_ALLOWED.contains(ch)) {
        out.add(DisplayReason.DISALLOWED_CHARACTER); // IDTYPE_RESTRICTED
      }
      int script = UScript.getScript(ch);
      if (script != UScript.COMMON && script != UScript.INHERITED && script != lastScript) {
        // illegalScriptCombo: the first script sets the state, each change of script moves it
        if (savedScript == UNSET) {
          savedScript = column(script);
        } else {
          if (savedScript != FAIL) {
            savedScript = COMBO[savedScript][column(script)];
          }
          if (savedScript == FAIL || (savedScript == OTHR && !moderate)) {
            out.add(DisplayReason.RESTRICTION_LEVEL);
          }
        }
      }
      int nextScript = next >= 0 ? UScript.getScript(next) : UScript.INVALID_CODE;
      if (ch == 0x30FC && lastScript != UScript.HIRAGANA && lastScript != UScript.KATAKANA) {
        out.add(DisplayReason.DANGEROUS_PATTERN); // ー only after Hiragana or Katakana
      }
      if (ch >= 0x3078
          && ch <= 0x307A
          && (lastScript == UScript.KATAKANA || nextScript == UScript.KATAKANA)) {
        out.add(DisplayReason.DANGEROUS_PATTERN); // へべぺ next to Katakana
      }
      if (ch >= 0x30D8
          && ch <= 0x30DA
          && (lastScript == UScript.HIRAGANA || nextScript == UScript.HIRAGANA)) {
        out.add(DisplayReason.DANGEROUS_PATTERN); // ヘベペ next to Hiragana
      }
      if ((ch == 0x30FD || ch == 0x30FE) && lastScript != UScript.KATAKANA) {
        out.add(DisplayReason.DANGEROUS_PATTERN); // ヽヾ only after Katakana
      }
      if (CJK_SLASH.contains(ch)
          && n > 1
          && !isJapaneseOrHan(lastScript)
          && !isJapaneseOrHan(nextScript)) {
        out.add(DisplayReason.DANGEROUS_PATTERN); // slash lookalikes not beside Han or kana
      }
      if (ch == 0x30FB && (lastScript == UScript.LATIN || nextScript == UScript.LATIN)) {
        out.add(DisplayReason.DANGEROUS_PATTERN); // ・ next to Latin
      }
      if (ch >= 0x300
          && ch <= 0x339
          && lastScript != UScript.LATIN
          && lastScript != UScript.GREEK
          && lastScript != UScript.CYRILLIC) {
        out.add(DisplayReason.DANGEROUS_PATTERN); // combining diacritics after non-LGC
      }
      if (ch == 0x307 && (previousChar == 'i' || previousChar == 'j' || previousChar == 'l')) {
        out.add(DisplayReason.DANGEROUS_PATTERN);
      }
      if (ch == 0xB7 && (!cat || previousChar != 'l' || next != 'l')) {
        out.add(DisplayReason.UNSAFE_MIDDLE_DOT);
      }
      if ((ch == 0xFE || ch == 0xF0) && !tldU.equals("is") && !tldU.equals("fo")) {
        out.add(DisplayReason.TLD_SPECIFIC_CHARACTER);
      }
      if (ch == 0x259 && !tldU.equals("az")) {
        out.add(DisplayReason.TLD_SPECIFIC_CHARACTER);
      }
      if (QUOTE_LIKE.contains(ch)) {
        out.add(DisplayReason.DISALLOWED_CHARACTER); // single/double-quote lookalikes
      }
      if (digits != Lookalike.IGNORE && !isAsciiDigit(ch)) {
        digits = DIGIT_LOOKALIKES.contains(ch) ? Lookalike.BLOCK : Lookalike.IGNORE;
      }
      if (cyrillic == null && script == UScript.CYRILLIC) {
        cyrillic =
            CYRILLIC_TLDS.contains(tldU) || Scripts.containsScript(tldU, UScript.CYRILLIC)
                ? Lookalike.IGNORE
                : Lookalike.SAFE;
      }
      if (thai == null && script == UScript.THAI) {
        thai =
            THAI_TLDS.contains(tldU) || Scripts.containsScript(tldU, UScript.THAI)
                ? Lookalike.IGNORE
                : Lookalike.SAFE;
      }
      if (cyrillic != null && cyrillic != Lookalike.IGNORE && script == UScript.CYRILLIC) {
        cyrillic = CYRILLIC_LATIN.contains(ch) ? Lookalike.BLOCK : Lookalike.IGNORE;
      }
      if (thai != null && thai != Lookalike.IGNORE && script == UScript.THAI) {
        thai = THAI_LATIN.contains(ch) ? Lookalike.BLOCK : Lookalike.IGNORE;
      }
      if (CJK_IDEOGRAPH.contains(ch)) {
        boolean leftBad =
            !isCjkNeighbour(lastScript) && previousChar != 0 && !isAsciiDigit(previousChar);
        boolean rightBad = !isCjkNeighbour(nextScript) && next >= 0 && !isAsciiDigit(next);
        if (leftBad || rightBad) {
          out.add(DisplayReason.DANGEROUS_PATTERN); // CJK lookalikes next to non-CJK
        }
      }
      int type = UCharacter.getType(ch);
      if (type == UCharacterCategory.DECIMAL_DIGIT_NUMBER) {
        int zero = ch - UCharacter.digit(ch, 10); // a decimal digit: its value 0..9
        if (savedNumberingSystem == 0) {
          savedNumberingSystem = zero;
        } else if (zero != savedNumberingSystem) {
          out.add(DisplayReason.MIXED_NUMBERS);
        }
      }
      if (type == UCharacterCategory.NON_SPACING_MARK) {
        if (previousChar != 0 && previousChar == ch) {
          out.add(DisplayReason.HIDDEN_CHARACTER); // the same nonspacing mark twice in a row
        }
        if (lastScript != UScript.INVALID_CODE) {
          scx.clear();
          UScript.getScriptExtensions(ch, scx);
          boolean generic =
              scx.cardinality() == 1 && (scx.get(UScript.COMMON) || scx.get(UScript.INHERITED));
          if (!generic && !scx.get(lastScript)) {
            out.add(DisplayReason.DANGEROUS_PATTERN); // a mark of another script than its base
          }
        }
        if (baseChar == 0x131 && ((ch >= 0x300 && ch <= 0x314) || ch == 0x31A)) {
          out.add(DisplayReason.DANGEROUS_PATTERN); // accents on dotless i
        }
      } else {
        baseChar = ch;
      }
      if (script != UScript.COMMON && script != UScript.INHERITED) {
        lastScript = script;
      }
      previousChar = ch;
    }
    if (digits == Lookalike.BLOCK) {
      out.add(DisplayReason.DIGIT_LOOKALIKE);
    }
    if (cyrillic == Lookalike.BLOCK || thai == Lookalike.BLOCK) {
      out.add(DisplayReason.WHOLE_SCRIPT_CONFUSABLE);
    }
  }

  private enum Lookalike {
    IGNORE,
    SAFE,
    BLOCK
  }

  private static boolean isJapaneseOrHan(int script) {
    return script == UScript.HAN || script == UScript.HIRAGANA || script == UScript.KATAKANA;
  }

  private static boolean isCjkNeighbour(int script) {
    return script == UScript.BOPOMOFO || isJapaneseOrHan(script);
  }

  private static boolean isAsciiDigit(int cp) {
    return cp >= '0' && cp <= '9';
  }
}
