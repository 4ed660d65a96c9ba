package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * RFC 5893 §2: each of the six rules of the Bidi Rule, with a label that keeps it and one that
 * breaks it.
 */
class BidiRuleTest {

  private static final String ALEF = "\u05D0"; // HEBREW LETTER ALEF, class R
  private static final String BEH = "\u0628"; // ARABIC LETTER BEH, class AL
  private static final String ARABIC_INDIC_ONE = "\u0661"; // class AN
  private static final String COMBINING_GRAVE = "\u0300"; // class NSM

  private static List<IdnaError> violations(String label) {
    List<IdnaError> errors = new ArrayList<>();
    BidiRule.check(label, (error, index, detail) -> errors.add(error));
    return errors;
  }

  @Nested
  class Rule1FirstCharacter {
    @Test
    void labelsStartingWithLOrROrAlPass() {
      assertThat(violations("abc")).isEmpty();
      assertThat(violations(ALEF + ALEF)).isEmpty();
      assertThat(violations(BEH + BEH)).isEmpty();
    }

    @Test
    void labelStartingWithADigitFails() {
      assertThat(violations("1" + ALEF)).containsExactly(IdnaError.BIDI_FIRST_CHARACTER);
    }

    @Test
    void labelStartingWithACombiningMarkFails() {
      assertThat(violations(COMBINING_GRAVE + "a")).containsExactly(IdnaError.BIDI_FIRST_CHARACTER);
    }
  }

  @Nested
  class Rule2RtlCharacters {
    @Test
    void rtlLabelWithDigitsAndMarksPasses() {
      assertThat(violations(ALEF + "1" + ALEF + COMBINING_GRAVE)).isEmpty();
    }

    @Test
    void rtlLabelWithALatinLetterFails() {
      assertThat(violations(ALEF + "a" + ALEF)).containsExactly(IdnaError.BIDI_RTL_CHARACTER);
    }
  }

  @Nested
  class Rule3RtlEnd {
    @Test
    void rtlLabelEndingWithADigitThenMarksPasses() {
      assertThat(violations(ALEF + "1" + COMBINING_GRAVE)).isEmpty();
    }

    @Test
    void rtlLabelEndingWithAHyphenFails() {
      assertThat(violations(ALEF + "-")).containsExactly(IdnaError.BIDI_RTL_END);
    }
  }

  @Nested
  class Rule4NumberMix {
    @Test
    void rtlLabelWithOnlyArabicIndicDigitsPasses() {
      assertThat(violations(BEH + ARABIC_INDIC_ONE + ARABIC_INDIC_ONE)).isEmpty();
    }

    @Test
    void rtlLabelMixingEuropeanAndArabicIndicDigitsFails() {
      assertThat(violations(BEH + "1" + ARABIC_INDIC_ONE))
          .containsExactly(IdnaError.BIDI_NUMBER_MIX);
    }
  }

  @Nested
  class Rule5LtrCharacters {
    @Test
    void ltrLabelWithDigitsHyphensAndMarksPasses() {
      assertThat(violations("a-1" + COMBINING_GRAVE + "b")).isEmpty();
    }

    @Test
    void ltrLabelWithAnRtlLetterFails() {
      assertThat(violations("a" + ALEF + "b")).containsExactly(IdnaError.BIDI_LTR_CHARACTER);
    }
  }

  @Nested
  class Rule6LtrEnd {
    @Test
    void ltrLabelEndingWithADigitThenMarksPasses() {
      assertThat(violations("a1" + COMBINING_GRAVE)).isEmpty();
    }

    @Test
    void ltrLabelEndingWithAHyphenFails() {
      assertThat(violations("ab-")).containsExactly(IdnaError.BIDI_LTR_END);
    }
  }

  @Test
  void rtlLabelIsOneWithAnROrAlOrAnCharacter() {
    assertThat(BidiRule.isRtl("abc")).isFalse();
    assertThat(BidiRule.isRtl("a" + ALEF)).isTrue();
    assertThat(BidiRule.isRtl("a" + ARABIC_INDIC_ONE)).isTrue();
  }

  @Test
  void noCodePointBelowTheHebrewBlockIsRtl() {
    for (int cp = 0; cp < BidiRule.FIRST_RTL; cp++) {
      assertThat(BidiRule.classBit(cp) & BidiRule.RTL_CLASSES).as("U+%04X", cp).isZero();
    }
    assertThat(BidiRule.classBit(0x05D0) & BidiRule.RTL_CLASSES).isNotZero();
  }

  @Test
  void violationsCarryThePositionOfTheOffendingCharacter() {
    List<Integer> at = new ArrayList<>();
    BidiRule.check(ALEF + "ab" + ALEF, (error, index, detail) -> at.add(index));
    assertThat(at).containsExactly(1, 2);
  }

  @Test
  void aLtrLabelInABidiDomainNameIsCheckedByTheDomain() {
    LabelProcessor p = LabelProcessor.of(IdnaProfile.uts46());
    LabelEngine inName = LabelEngine.forProfile(IdnaProfile.uts46());
    // On its own "ab-x1" is not in a Bidi domain name; in one, rule 1 fails for "1a".
    assertThat(p.toAscii("1a").errors()).isEmpty();
    assertThat(inName.toAscii("1a", true).errors()).containsExactly(IdnaError.BIDI_FIRST_CHARACTER);
  }
}
