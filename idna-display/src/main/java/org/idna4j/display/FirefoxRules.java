package org.idna4j.display;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.text.UnicodeSet;
import java.util.BitSet;
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

  // The bits of TABLE: one lookup per character answers every set the checks ask about.
  private static final int IDENTIFIER_ALLOWED = 1; // GetIdentifierType: Identifier_Status=Allowed
  private static final int BLOCKLIST = 1 << 1; // isOnlySafeChars: the blocklist covers the BMP only
  private static final int QUOTE_LIKE = 1 << 2;
  private static final int CJK_SLASH = 1 << 3;
  private static final int CJK_IDEOGRAPH = 1 << 4;
  private static final int DIGIT_LOOKALIKE = 1 << 5;
  private static final int CYRILLIC_LATIN = 1 << 6;
  private static final int THAI_LATIN = 1 << 7;
  private static final int DECIMAL_DIGIT = 1 << 8; // General_Category Nd
  private static final int NONSPACING_MARK = 1 << 9; // General_Category Mn

  private static final CodePointTable TABLE =
      new CodePointTable.Builder()
          .add(new UnicodeSet("[:Identifier_Status=Allowed:]"), IDENTIFIER_ALLOWED)
          .add(codePoints("blocklist").retain(0, 0xFFFF), BLOCKLIST)
          .add(codePoints("quote-like"), QUOTE_LIKE)
          .add(codePoints("cjk-slash"), CJK_SLASH)
          .add(codePoints("cjk-ideograph"), CJK_IDEOGRAPH)
          .add(codePoints("digit-lookalikes"), DIGIT_LOOKALIKE)
          .add(codePoints("cyrillic-latin"), CYRILLIC_LATIN)
          .add(codePoints("thai-latin"), THAI_LATIN)
          .add(new UnicodeSet("[:Nd:]"), DECIMAL_DIGIT)
          .add(new UnicodeSet("[:Mn:]"), NONSPACING_MARK)
          .build();

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
    return set;
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
   * Returns the bits ({@link Reasons}) of every reason of Firefox's per-label checks that applies
   * to {@code label}: one walk over the label, one table lookup per character.
   *
   * @param level ASCII, HIGHLY_RESTRICTIVE or MODERATELY_RESTRICTIVE
   * @param label a valid label in Unicode form, not all ASCII
   * @param tld the name's top-level domain
   * @return the reasons' bits, 0 if none applies
   */
  static int check(RestrictionLevel level, String label, Tld tld) {
    int[] cps = new int[label.length()];
    int n = 0;
    for (int i = 0; i < label.length(); ) {
      int cp = label.codePointAt(i);
      cps[n++] = cp;
      i += Character.charCount(cp);
    }
    int out = 0;
    if (level == RestrictionLevel.ASCII) {
      out |= Reasons.RESTRICTION_LEVEL; // the ASCII-only profile
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
    BitSet scx = null;
    int script = n > 0 ? UScript.getScript(cps[0]) : UScript.INVALID_CODE;
    for (int i = 0; i < n; i++) {
      int ch = cps[i];
      int next = i + 1 < n ? cps[i + 1] : -1;
      int bits = TABLE.get(ch);
      // isOnlySafeChars (the blocklist), then GetIdentifierType's IDTYPE_RESTRICTED
      if ((bits & (BLOCKLIST | IDENTIFIER_ALLOWED)) != IDENTIFIER_ALLOWED) {
        out |= Reasons.DISALLOWED_CHARACTER;
      }
      if (script != UScript.COMMON && script != UScript.INHERITED && script != lastScript) {
        // illegalScriptCombo: the first script sets the state, each change of script moves it
        if (savedScript == UNSET) {
          savedScript = column(script);
        } else {
          if (savedScript != FAIL) {
            savedScript = COMBO[savedScript][column(script)];
          }
          if (savedScript == FAIL || (savedScript == OTHR && !moderate)) {
            out |= Reasons.RESTRICTION_LEVEL;
          }
        }
      }
      int nextScript = next >= 0 ? UScript.getScript(next) : UScript.INVALID_CODE;
      if (ch >= 0x3078) {
        out |= kana(ch, lastScript, nextScript);
      }
      if ((bits & CJK_SLASH) != 0
          && n > 1
          && !isJapaneseOrHan(lastScript)
          && !isJapaneseOrHan(nextScript)) {
        out |= Reasons.DANGEROUS_PATTERN; // slash lookalikes not beside Han or kana
      }
      if (ch >= 0x300
          && ch <= 0x339
          && lastScript != UScript.LATIN
          && lastScript != UScript.GREEK
          && lastScript != UScript.CYRILLIC) {
        out |= Reasons.DANGEROUS_PATTERN; // combining diacritics after non-LGC
      }
      if (ch == 0x307 && (previousChar == 'i' || previousChar == 'j' || previousChar == 'l')) {
        out |= Reasons.DANGEROUS_PATTERN;
      }
      if (ch == 0xB7 && (!cat || previousChar != 'l' || next != 'l')) {
        out |= Reasons.UNSAFE_MIDDLE_DOT;
      }
      if ((ch == 0xFE || ch == 0xF0) && !tldU.equals("is") && !tldU.equals("fo")) {
        out |= Reasons.TLD_SPECIFIC_CHARACTER;
      }
      if (ch == 0x259 && !tldU.equals("az")) {
        out |= Reasons.TLD_SPECIFIC_CHARACTER;
      }
      if ((bits & QUOTE_LIKE) != 0) {
        out |= Reasons.DISALLOWED_CHARACTER; // single/double-quote lookalikes
      }
      if (digits != Lookalike.IGNORE && !isAsciiDigit(ch)) {
        digits = (bits & DIGIT_LOOKALIKE) != 0 ? Lookalike.BLOCK : Lookalike.IGNORE;
      }
      if (script == UScript.CYRILLIC) {
        if (cyrillic == null) {
          cyrillic =
              CYRILLIC_TLDS.contains(tldU) || Scripts.containsScript(tldU, UScript.CYRILLIC)
                  ? Lookalike.IGNORE
                  : Lookalike.SAFE;
        }
        if (cyrillic != Lookalike.IGNORE) {
          cyrillic = (bits & CYRILLIC_LATIN) != 0 ? Lookalike.BLOCK : Lookalike.IGNORE;
        }
      }
      if (script == UScript.THAI) {
        if (thai == null) {
          thai =
              THAI_TLDS.contains(tldU) || Scripts.containsScript(tldU, UScript.THAI)
                  ? Lookalike.IGNORE
                  : Lookalike.SAFE;
        }
        if (thai != Lookalike.IGNORE) {
          thai = (bits & THAI_LATIN) != 0 ? Lookalike.BLOCK : Lookalike.IGNORE;
        }
      }
      if ((bits & CJK_IDEOGRAPH) != 0) {
        boolean leftBad =
            !isCjkNeighbour(lastScript) && previousChar != 0 && !isAsciiDigit(previousChar);
        boolean rightBad = !isCjkNeighbour(nextScript) && next >= 0 && !isAsciiDigit(next);
        if (leftBad || rightBad) {
          out |= Reasons.DANGEROUS_PATTERN; // CJK lookalikes next to non-CJK
        }
      }
      if ((bits & DECIMAL_DIGIT) != 0) {
        int zero = ch - UCharacter.digit(ch, 10); // a decimal digit: its value 0..9
        if (savedNumberingSystem == 0) {
          savedNumberingSystem = zero;
        } else if (zero != savedNumberingSystem) {
          out |= Reasons.MIXED_NUMBERS;
        }
      }
      if ((bits & NONSPACING_MARK) != 0) {
        if (previousChar != 0 && previousChar == ch) {
          out |= Reasons.HIDDEN_CHARACTER; // the same nonspacing mark twice in a row
        }
        if (lastScript != UScript.INVALID_CODE) {
          if (scx == null) {
            scx = new BitSet();
          }
          scx.clear();
          UScript.getScriptExtensions(ch, scx);
          boolean generic =
              scx.cardinality() == 1 && (scx.get(UScript.COMMON) || scx.get(UScript.INHERITED));
          if (!generic && !scx.get(lastScript)) {
            out |= Reasons.DANGEROUS_PATTERN; // a mark of another script than its base
          }
        }
        if (baseChar == 0x131 && ((ch >= 0x300 && ch <= 0x314) || ch == 0x31A)) {
          out |= Reasons.DANGEROUS_PATTERN; // accents on dotless i
        }
      } else {
        baseChar = ch;
      }
      if (script != UScript.COMMON && script != UScript.INHERITED) {
        lastScript = script;
      }
      previousChar = ch;
      script = nextScript;
    }
    if (digits == Lookalike.BLOCK) {
      out |= Reasons.DIGIT_LOOKALIKE;
    }
    if (cyrillic == Lookalike.BLOCK || thai == Lookalike.BLOCK) {
      out |= Reasons.WHOLE_SCRIPT_CONFUSABLE;
    }
    return out;
  }

  /** The kana rules of {@code IsLabelSafe}, for a character at or above U+3078. */
  private static int kana(int ch, int lastScript, int nextScript) {
    int out = 0;
    if (ch == 0x30FC && lastScript != UScript.HIRAGANA && lastScript != UScript.KATAKANA) {
      out |= Reasons.DANGEROUS_PATTERN; // ー only after Hiragana or Katakana
    }
    if (ch >= 0x3078
        && ch <= 0x307A
        && (lastScript == UScript.KATAKANA || nextScript == UScript.KATAKANA)) {
      out |= Reasons.DANGEROUS_PATTERN; // へべぺ next to Katakana
    }
    if (ch >= 0x30D8
        && ch <= 0x30DA
        && (lastScript == UScript.HIRAGANA || nextScript == UScript.HIRAGANA)) {
      out |= Reasons.DANGEROUS_PATTERN; // ヘベペ next to Hiragana
    }
    if ((ch == 0x30FD || ch == 0x30FE) && lastScript != UScript.KATAKANA) {
      out |= Reasons.DANGEROUS_PATTERN; // ヽヾ only after Katakana
    }
    if (ch == 0x30FB && (lastScript == UScript.LATIN || nextScript == UScript.LATIN)) {
      out |= Reasons.DANGEROUS_PATTERN; // ・ next to Latin
    }
    return out;
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
