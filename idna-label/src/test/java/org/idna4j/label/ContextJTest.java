package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** RFC 5892 Appendix A.1 (ZERO WIDTH NON-JOINER) and A.2 (ZERO WIDTH JOINER). */
class ContextJTest {

  private static final String ZWNJ = "\u200C";
  private static final String ZWJ = "\u200D";
  private static final String KA = "\u0915"; // DEVANAGARI LETTER KA
  private static final String VIRAMA = "\u094D"; // DEVANAGARI SIGN VIRAMA, ccc 9
  private static final String BEH = "\u0628"; // ARABIC LETTER BEH, Joining_Type D
  private static final String ALEF = "\u0627"; // ARABIC LETTER ALEF, Joining_Type R
  private static final String FATHA = "\u064E"; // ARABIC FATHA, Joining_Type T

  private static List<IdnaError> violations(String label) {
    List<IdnaError> errors = new ArrayList<>();
    ContextJ.check(label, (error, index, detail) -> errors.add(error));
    return errors;
  }

  @Test
  void a1ZwnjAfterAViramaIsAllowed() {
    assertThat(violations(KA + VIRAMA + ZWNJ + KA)).isEmpty();
  }

  @Test
  void a1ZwnjBetweenADualJoiningAndARightJoiningLetterIsAllowed() {
    assertThat(violations(BEH + ZWNJ + ALEF)).isEmpty();
  }

  @Test
  void a1TransparentCharactersAroundZwnjAreSkipped() {
    assertThat(violations(BEH + FATHA + ZWNJ + FATHA + BEH)).isEmpty();
  }

  @Test
  void a1ZwnjBetweenLatinLettersIsNotAllowed() {
    assertThat(violations("a" + ZWNJ + "b")).containsExactly(IdnaError.CONTEXTJ_ZWNJ);
  }

  @Test
  void a1ZwnjAfterARightJoiningLetterIsNotAllowed() {
    // ALEF joins only to the right, so it cannot be the left side of the pattern
    assertThat(violations(ALEF + ZWNJ + BEH)).containsExactly(IdnaError.CONTEXTJ_ZWNJ);
  }

  @Test
  void a1ZwnjAtTheEndOfALabelIsNotAllowed() {
    assertThat(violations(BEH + ZWNJ)).containsExactly(IdnaError.CONTEXTJ_ZWNJ);
  }

  @Test
  void a2ZwjAfterAViramaIsAllowed() {
    assertThat(violations(KA + VIRAMA + ZWJ + KA)).isEmpty();
  }

  @Test
  void a2ZwjWithoutAViramaIsNotAllowed() {
    assertThat(violations("a" + ZWJ + "b")).containsExactly(IdnaError.CONTEXTJ_ZWJ);
    assertThat(violations(ZWJ)).containsExactly(IdnaError.CONTEXTJ_ZWJ);
  }

  @Test
  void a2ZwjInAnArabicJoiningContextIsStillNotAllowed() {
    assertThat(violations(BEH + ZWJ + BEH)).containsExactly(IdnaError.CONTEXTJ_ZWJ);
  }

  @Test
  void theProcessorReportsTheJoinerPositionInTheInput() {
    LabelResult r = LabelProcessor.of(IdnaProfile.uts46()).toUnicode("AB" + ZWJ + "c");
    assertThat(r.problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.error()).isEqualTo(IdnaError.CONTEXTJ_ZWJ);
              assertThat(p.offset()).isEqualTo(2);
            });
  }
}
