package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** RFC 5892 §2 categories and the §3 derived property, one example (or more) per rule. */
class Rfc5892Test {

  @ParameterizedTest(name = "U+{0} is {1} ({2})")
  @CsvSource({
    // RFC 5892 §2.6 Exceptions, Table F
    "00DF, EXCEPTION_PVALID, LATIN SMALL LETTER SHARP S (would be Unstable)",
    "03C2, EXCEPTION_PVALID, GREEK SMALL LETTER FINAL SIGMA",
    "06FD, EXCEPTION_PVALID, ARABIC SIGN SINDHI AMPERSAND (So)",
    "0F0B, EXCEPTION_PVALID, TIBETAN MARK INTERSYLLABIC TSHEG (Po)",
    "3007, EXCEPTION_PVALID, IDEOGRAPHIC NUMBER ZERO (Nl)",
    "00B7, EXCEPTION_CONTEXTO, MIDDLE DOT",
    "0375, EXCEPTION_CONTEXTO, GREEK LOWER NUMERAL SIGN",
    "05F3, EXCEPTION_CONTEXTO, HEBREW PUNCTUATION GERESH",
    "05F4, EXCEPTION_CONTEXTO, HEBREW PUNCTUATION GERSHAYIM",
    "30FB, EXCEPTION_CONTEXTO, KATAKANA MIDDLE DOT",
    "0660, EXCEPTION_CONTEXTO, ARABIC-INDIC DIGIT ZERO",
    "0669, EXCEPTION_CONTEXTO, ARABIC-INDIC DIGIT NINE",
    "06F0, EXCEPTION_CONTEXTO, EXTENDED ARABIC-INDIC DIGIT ZERO",
    "06F9, EXCEPTION_CONTEXTO, EXTENDED ARABIC-INDIC DIGIT NINE",
    "0640, EXCEPTION_DISALLOWED, ARABIC TATWEEL (Lm)",
    "07FA, EXCEPTION_DISALLOWED, NKO LAJANYALAN",
    "302E, EXCEPTION_DISALLOWED, HANGUL SINGLE DOT TONE MARK",
    "3031, EXCEPTION_DISALLOWED, VERTICAL KANA REPEAT MARK",
    "303B, EXCEPTION_DISALLOWED, VERTICAL IDEOGRAPHIC ITERATION MARK",
    // RFC 5892 §2.10 Unassigned (Cn and not a noncharacter)
    "0378, UNASSIGNED, unassigned in the Greek block",
    "E0002, UNASSIGNED, unassigned tag",
    // RFC 5892 §2.5 LDH
    "002D, LDH, HYPHEN-MINUS",
    "0030, LDH, DIGIT ZERO",
    "0039, LDH, DIGIT NINE",
    "0061, LDH, LATIN SMALL LETTER A",
    "007A, LDH, LATIN SMALL LETTER Z",
    // RFC 5892 §2.8 JoinControl
    "200C, JOIN_CONTROL, ZERO WIDTH NON-JOINER",
    "200D, JOIN_CONTROL, ZERO WIDTH JOINER",
    // RFC 5892 §2.2 Unstable
    "0041, UNSTABLE, LATIN CAPITAL LETTER A (case folds)",
    "00AA, UNSTABLE, FEMININE ORDINAL INDICATOR (compatibility decomposition)",
    "FF21, UNSTABLE, FULLWIDTH LATIN CAPITAL LETTER A",
    "0130, UNSTABLE, LATIN CAPITAL LETTER I WITH DOT ABOVE",
    "1E9E, UNSTABLE, LATIN CAPITAL LETTER SHARP S",
    "00A0, UNSTABLE, NO-BREAK SPACE (Unstable is tested before IgnorableProperties)",
    // RFC 5892 §2.3 IgnorableProperties
    "0020, IGNORABLE_PROPERTIES, SPACE (White_Space)",
    "00AD, IGNORABLE_PROPERTIES, SOFT HYPHEN (Default_Ignorable_Code_Point)",
    "FDD0, IGNORABLE_PROPERTIES, noncharacter",
    "10FFFF, IGNORABLE_PROPERTIES, noncharacter",
    "180B, IGNORABLE_PROPERTIES, MONGOLIAN FREE VARIATION SELECTOR ONE (Mn but ignorable)",
    // RFC 5892 §2.4 IgnorableBlocks
    "20D0, IGNORABLE_BLOCKS, COMBINING LEFT HARPOON ABOVE (Mn)",
    "1D165, IGNORABLE_BLOCKS, MUSICAL SYMBOL COMBINING STEM (Mc)",
    "1D242, IGNORABLE_BLOCKS, COMBINING GREEK MUSICAL TRISEME (Mn)",
    // RFC 5892 §2.9 OldHangulJamo
    "1100, OLD_HANGUL_JAMO, HANGUL CHOSEONG KIYEOK (L)",
    "1161, OLD_HANGUL_JAMO, HANGUL JUNGSEONG A (V)",
    "11A8, OLD_HANGUL_JAMO, HANGUL JONGSEONG KIYEOK (T)",
    "A960, OLD_HANGUL_JAMO, HANGUL CHOSEONG TIKEUT-MIEUM (L)",
    "D7B0, OLD_HANGUL_JAMO, HANGUL JUNGSEONG O-YEO (V)",
    // RFC 5892 §2.1 LetterDigits
    "00E9, LETTER_DIGITS, LATIN SMALL LETTER E WITH ACUTE (Ll)",
    "0301, LETTER_DIGITS, COMBINING ACUTE ACCENT (Mn)",
    "0903, LETTER_DIGITS, DEVANAGARI SIGN VISARGA (Mc)",
    "3005, LETTER_DIGITS, IDEOGRAPHIC ITERATION MARK (Lm)",
    "4E2D, LETTER_DIGITS, CJK UNIFIED IDEOGRAPH-4E2D (Lo)",
    "AC00, LETTER_DIGITS, HANGUL SYLLABLE GA (LV syllable is not old jamo)",
    "0966, LETTER_DIGITS, DEVANAGARI DIGIT ZERO (Nd)",
    // RFC 5892 §3 Else DISALLOWED: symbols, punctuation, emoji, controls, private use
    "0000, OTHER, NULL",
    "0021, OTHER, EXCLAMATION MARK",
    "00A9, OTHER, COPYRIGHT SIGN",
    "2665, OTHER, BLACK HEART SUIT",
    "1F600, OTHER, GRINNING FACE (emoji)",
    "1F4A9, OTHER, PILE OF POO (emoji)",
    "E000, OTHER, private use",
    "D800, OTHER, lone surrogate",
    "2160, UNSTABLE, ROMAN NUMERAL ONE (Nl, compatibility decomposition)",
    "2170, UNSTABLE, SMALL ROMAN NUMERAL ONE (compatibility decomposition)",
  })
  void categoryFollowsRfc5892Section2(String hex, Rfc5892Category expected, String name) {
    int cp = Integer.parseInt(hex, 16);
    assertThat(Rfc5892.category(cp)).as(name).isEqualTo(expected);
    assertThat(Rfc5892.compute(cp)).as(name).isEqualTo(expected);
  }

  @Test
  void nv8SymbolsAndEmojiAreDisallowed() {
    // UTS #46 marks these "valid ; ; NV8": valid for UTS #46 but not for IDNA2008.
    int[] nv8 = {0x0021, 0x002F, 0x00A9, 0x2665, 0x2600, 0x1F600, 0x1F1E6, 0x20AC};
    for (int cp : nv8) {
      assertThat(Rfc5892.property(cp))
          .as("U+%04X", cp)
          .isEqualTo(Rfc5892DerivedProperty.DISALLOWED);
    }
  }

  @Test
  void propertiesFollowCategories() {
    assertThat(Rfc5892.property('a')).isEqualTo(Rfc5892DerivedProperty.PVALID);
    assertThat(Rfc5892.property(0x00DF)).isEqualTo(Rfc5892DerivedProperty.PVALID);
    assertThat(Rfc5892.property(0x200D)).isEqualTo(Rfc5892DerivedProperty.CONTEXTJ);
    assertThat(Rfc5892.property(0x00B7)).isEqualTo(Rfc5892DerivedProperty.CONTEXTO);
    assertThat(Rfc5892.property(0x0378)).isEqualTo(Rfc5892DerivedProperty.UNASSIGNED);
    assertThat(Rfc5892.property(0x1100)).isEqualTo(Rfc5892DerivedProperty.DISALLOWED);
    assertThat(Rfc5892.property('A')).isEqualTo(Rfc5892DerivedProperty.DISALLOWED);
  }

  @Test
  void outOfRangeValuesAreDisallowed() {
    assertThat(Rfc5892.property(-1)).isEqualTo(Rfc5892DerivedProperty.DISALLOWED);
    assertThat(Rfc5892.property(0x110000)).isEqualTo(Rfc5892DerivedProperty.DISALLOWED);
  }

  @Test
  void precomputedTableAgreesWithTheAlgorithmForEveryCodePoint() {
    int differences = 0;
    for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
      if (Rfc5892.category(cp) != Rfc5892.compute(cp)) {
        differences++;
      }
    }
    assertThat(differences).isZero();
  }

  @Test
  void unstableShortcutAgreesWithTheLiteralFormula() {
    // RFC 5892 §2.2 spelled out with strings, for every code point of the BMP and plane 1.
    com.ibm.icu.text.Normalizer2 nfkc = com.ibm.icu.text.Normalizer2.getNFKCInstance();
    for (int cp = 0; cp < 0x20000; cp++) {
      if (cp >= 0xD800 && cp <= 0xDFFF) {
        continue;
      }
      String s = new String(Character.toChars(cp));
      String literal =
          nfkc.normalize(
              com.ibm.icu.lang.UCharacter.foldCase(
                  nfkc.normalize(s), com.ibm.icu.lang.UCharacter.FOLD_CASE_DEFAULT));
      assertThat(Rfc5892.isUnstable(cp)).as("U+%04X", cp).isEqualTo(!s.equals(literal));
    }
  }
}
