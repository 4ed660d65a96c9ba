package org.idna4j.label;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.util.CodePointTrie;
import com.ibm.icu.util.MutableCodePointTrie;

/**
 * The IDNA2008 derived property of every code point, computed by the algorithm of RFC 5892 §3 from
 * the categories of RFC 5892 §2 over ICU4J's Unicode character database.
 *
 * <p>RFC 5892 publishes the algorithm, not a table for every Unicode version: IANA's tables are the
 * algorithm's output for a given version. Computing it from ICU4J's properties gives the
 * classification for the Unicode version ICU4J implements (Unicode 18 for ICU4J 79.1), so newer
 * letters are PVALID and every symbol, emoji and punctuation mark, which UTS #46 marks "NV8", is
 * DISALLOWED.
 *
 * <p>The classification of all 1,114,112 code points is computed once, on first use, into an
 * immutable {@link CodePointTrie} holding the {@link Rfc5892Category} ordinal; a lookup is then an
 * array access. The class is stateless apart from that table and thread-safe.
 */
final class Rfc5892 {

  private static final Rfc5892Category[] CATEGORIES = Rfc5892Category.values();

  private Rfc5892() {}

  /**
   * Returns the RFC 5892 derived property of a code point.
   *
   * @param codePoint a code point, U+0000..U+10FFFF (a lone surrogate is DISALLOWED)
   * @return its derived property; {@code DISALLOWED} for a value outside the code space
   */
  static Rfc5892DerivedProperty property(int codePoint) {
    return category(codePoint).property();
  }

  /**
   * Returns the RFC 5892 §2 category that decided a code point's derived property.
   *
   * @param codePoint a code point, U+0000..U+10FFFF
   * @return the deciding category; {@link Rfc5892Category#OTHER} outside the code space
   */
  static Rfc5892Category category(int codePoint) {
    if (codePoint < 0 || codePoint > Character.MAX_CODE_POINT) {
      return Rfc5892Category.OTHER;
    }
    return CATEGORIES[Table.TRIE.get(codePoint)];
  }

  /**
   * Computes the category of one code point directly from the Unicode properties, following the RFC
   * 5892 §3 algorithm step by step. {@link #category(int)} returns the same answer from the
   * precomputed table; this method exists to build that table.
   *
   * @param cp a code point
   * @return the deciding category
   */
  static Rfc5892Category compute(int cp) {
    Rfc5892Category exception = exception(cp);
    if (exception != null) { // RFC 5892 §3: Exceptions first
      return exception;
    }
    // RFC 5892 §2.7 BackwardCompatible is empty: nothing to test.
    int type = UCharacter.getType(cp);
    if (type == UCharacterCategory.UNASSIGNED
        && !UCharacter.hasBinaryProperty(cp, UProperty.NONCHARACTER_CODE_POINT)) {
      return Rfc5892Category.UNASSIGNED; // RFC 5892 §2.10
    }
    if (cp == '-' || (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z')) {
      return Rfc5892Category.LDH; // RFC 5892 §2.5
    }
    if (UCharacter.hasBinaryProperty(cp, UProperty.JOIN_CONTROL)) {
      return Rfc5892Category.JOIN_CONTROL; // RFC 5892 §2.8
    }
    if (isUnstable(cp)) {
      return Rfc5892Category.UNSTABLE; // RFC 5892 §2.2
    }
    if (UCharacter.hasBinaryProperty(cp, UProperty.DEFAULT_IGNORABLE_CODE_POINT)
        || UCharacter.hasBinaryProperty(cp, UProperty.WHITE_SPACE)
        || UCharacter.hasBinaryProperty(cp, UProperty.NONCHARACTER_CODE_POINT)) {
      return Rfc5892Category.IGNORABLE_PROPERTIES; // RFC 5892 §2.3
    }
    int block = UCharacter.getIntPropertyValue(cp, UProperty.BLOCK);
    if (block == UCharacter.UnicodeBlock.COMBINING_MARKS_FOR_SYMBOLS_ID
        || block == UCharacter.UnicodeBlock.MUSICAL_SYMBOLS_ID
        || block == UCharacter.UnicodeBlock.ANCIENT_GREEK_MUSICAL_NOTATION_ID) {
      return Rfc5892Category.IGNORABLE_BLOCKS; // RFC 5892 §2.4
    }
    int syllableType = UCharacter.getIntPropertyValue(cp, UProperty.HANGUL_SYLLABLE_TYPE);
    if (syllableType == UCharacter.HangulSyllableType.LEADING_JAMO
        || syllableType == UCharacter.HangulSyllableType.VOWEL_JAMO
        || syllableType == UCharacter.HangulSyllableType.TRAILING_JAMO) {
      return Rfc5892Category.OLD_HANGUL_JAMO; // RFC 5892 §2.9
    }
    if (isLetterDigit(type)) {
      return Rfc5892Category.LETTER_DIGITS; // RFC 5892 §2.1
    }
    return Rfc5892Category.OTHER; // RFC 5892 §3: Else DISALLOWED
  }

  /** RFC 5892 §2.6 Exceptions, Table F, or {@code null} when the code point is not listed. */
  private static Rfc5892Category exception(int cp) {
    switch (cp) {
      // RFC 5892 §2.6 "PVALID -- Would otherwise have been DISALLOWED"
      case 0x00DF: // LATIN SMALL LETTER SHARP S
      case 0x03C2: // GREEK SMALL LETTER FINAL SIGMA
      case 0x06FD: // ARABIC SIGN SINDHI AMPERSAND
      case 0x06FE: // ARABIC SIGN SINDHI POSTPOSITION MEN
      case 0x0F0B: // TIBETAN MARK INTERSYLLABIC TSHEG
      case 0x3007: // IDEOGRAPHIC NUMBER ZERO
        return Rfc5892Category.EXCEPTION_PVALID;
      // RFC 5892 §2.6 "CONTEXTO -- Would otherwise have been DISALLOWED" / "PVALID"
      case 0x00B7: // MIDDLE DOT
      case 0x0375: // GREEK LOWER NUMERAL SIGN (KERAIA)
      case 0x05F3: // HEBREW PUNCTUATION GERESH
      case 0x05F4: // HEBREW PUNCTUATION GERSHAYIM
      case 0x30FB: // KATAKANA MIDDLE DOT
        return Rfc5892Category.EXCEPTION_CONTEXTO;
      // RFC 5892 §2.6 "DISALLOWED -- Would otherwise have been PVALID"
      case 0x0640: // ARABIC TATWEEL
      case 0x07FA: // NKO LAJANYALAN
      case 0x302E: // HANGUL SINGLE DOT TONE MARK
      case 0x302F: // HANGUL DOUBLE DOT TONE MARK
      case 0x3031: // VERTICAL KANA REPEAT MARK
      case 0x3032: // VERTICAL KANA REPEAT WITH VOICED SOUND MARK
      case 0x3033: // VERTICAL KANA REPEAT MARK UPPER HALF
      case 0x3034: // VERTICAL KANA REPEAT WITH VOICED SOUND MARK UPPER HALF
      case 0x3035: // VERTICAL KANA REPEAT MARK LOWER HALF
      case 0x303B: // VERTICAL IDEOGRAPHIC ITERATION MARK
        return Rfc5892Category.EXCEPTION_DISALLOWED;
      default:
        // RFC 5892 §2.6 CONTEXTO: ARABIC-INDIC DIGIT ZERO..NINE, EXTENDED ARABIC-INDIC DIGIT
        // ZERO..NINE
        if ((cp >= 0x0660 && cp <= 0x0669) || (cp >= 0x06F0 && cp <= 0x06F9)) {
          return Rfc5892Category.EXCEPTION_CONTEXTO;
        }
        return null;
    }
  }

  /** RFC 5892 §2.1: General_Category is one of Ll, Lu, Lo, Nd, Lm, Mn, Mc. */
  private static boolean isLetterDigit(int type) {
    return type == UCharacterCategory.LOWERCASE_LETTER
        || type == UCharacterCategory.UPPERCASE_LETTER
        || type == UCharacterCategory.OTHER_LETTER
        || type == UCharacterCategory.DECIMAL_DIGIT_NUMBER
        || type == UCharacterCategory.MODIFIER_LETTER
        || type == UCharacterCategory.NON_SPACING_MARK
        || type == UCharacterCategory.COMBINING_SPACING_MARK;
  }

  /**
   * RFC 5892 §2.2 Unstable: {@code cp != toNFKC(toCaseFold(toNFKC(cp)))}, with full default case
   * folding (Unicode §3.13).
   *
   * @param cp a code point
   * @return whether the code point is Unstable
   */
  static boolean isUnstable(int cp) {
    Normalizer2 nfkc = Normalizer2.getNFKCInstance();
    // Shortcut, exact: without a decomposition mapping NFKC leaves a single code point
    // alone, and then the expression differs from cp exactly when case folding changes cp.
    if (nfkc.getDecomposition(cp) == null) {
      return UCharacter.hasBinaryProperty(cp, UProperty.CHANGES_WHEN_CASEFOLDED);
    }
    String original = new String(Character.toChars(cp));
    String folded = UCharacter.foldCase(nfkc.normalize(original), UCharacter.FOLD_CASE_DEFAULT);
    return !original.equals(nfkc.normalize(folded));
  }

  /** Holder idiom: the table is built on first use, once, by the class initializer. */
  private static final class Table {
    static final CodePointTrie TRIE = build();

    private static CodePointTrie build() {
      int other = Rfc5892Category.OTHER.ordinal();
      MutableCodePointTrie mutable = new MutableCodePointTrie(other, other);
      int runStart = 0;
      int runValue = compute(0).ordinal();
      for (int cp = 1; cp <= Character.MAX_CODE_POINT; cp++) {
        int value = compute(cp).ordinal();
        if (value != runValue) {
          if (runValue != other) {
            mutable.setRange(runStart, cp - 1, runValue);
          }
          runStart = cp;
          runValue = value;
        }
      }
      if (runValue != other) {
        mutable.setRange(runStart, Character.MAX_CODE_POINT, runValue);
      }
      return mutable.buildImmutable(CodePointTrie.Type.FAST, CodePointTrie.ValueWidth.BITS_8);
    }
  }
}
