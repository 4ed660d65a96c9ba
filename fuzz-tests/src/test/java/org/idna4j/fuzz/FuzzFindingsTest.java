package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.Confusables;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Test;

/**
 * Regression tests for what fuzzing found, minimized by hand from the crashing inputs (the
 * originals stay in the seed corpus). See README.md, "Fuzzing results".
 */
class FuzzFindingsTest {

  /**
   * IdnaFuzzTest#idna2003: ICU4J 79.1's StringPrep threw IndexOutOfBoundsException (not its
   * StringPrepParseException) while building the error context for an unassigned code point at the
   * very end of a long label, and the exception escaped {@code toAscii}. Here U+0221 (unassigned in
   * Unicode 3.2) ends a label of 31 code points.
   */
  @Test
  void unassignedCodePointEndingALongLabelIsAProblemNotAnException() {
    String label = "\u00E9".repeat(30) + "\u0221";
    for (DomainResult result :
        new DomainResult[] {
          Idna.idna2003().toAscii(label), Idna.idna2003().toUnicode(label + ".example")
        }) {
      assertThat(result.errors()).containsExactly(IdnaError.NAMEPREP_UNASSIGNED);
      assertThat(result.problems()).extracting(IdnaProblem::offset).containsExactly(30);
    }
  }

  /** The fuzzer's original input: "-de", 3,517 U+0660 ARABIC-INDIC DIGIT ZERO, U+065B. */
  @Test
  void originalFuzzerInputIsAProblemNotAnException() {
    String input = "-de" + "\u0660".repeat(3517) + "\u065B";
    DomainResult result = Idna.idna2003().toAscii(input);
    assertThat(result.errors()).contains(IdnaError.NAMEPREP_UNASSIGNED);
    assertThat(result.problems())
        .filteredOn(p -> p.error() == IdnaError.NAMEPREP_UNASSIGNED)
        .extracting(IdnaProblem::offset)
        .containsExactly(3520);
  }

  /**
   * ConfusablesFuzzTest#skeleton (long-input fuzzing run, 2026-11-23): UTS #39 §4 removes
   * default-ignorable code points, and removing U+00AD between a lone high and a lone low surrogate
   * joined them into U+10322, whose skeleton is "X", so the skeleton was not a fixed point. Fixed
   * in {@code Confusables.skeleton}: unpaired surrogates become U+FFFD first.
   */
  @Test
  void skeletonDoesNotJoinLoneSurrogatesAcrossARemovedIgnorable() {
    for (String s : new String[] {"\uD800\u00AD\uDF22", "a\uD800\uFE00\uDF22"}) {
      String skeleton = Confusables.skeleton(s);
      assertThat(Confusables.skeleton(skeleton)).as("skeleton of the skeleton").isEqualTo(skeleton);
    }
  }
}
