package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.idna4j.label.Confusables;

/**
 * Fuzz target for {@link Confusables#skeleton(CharSequence)}, the UTS #39 §4 transform a registrar
 * compares names with.
 *
 * <p>Properties: no exception on any string (unpaired surrogates included); the skeleton is a fixed
 * point ({@code skeleton(skeleton(s)) == skeleton(s)}, so comparing skeletons is an equivalence);
 * every string is confusable with its own skeleton and with itself.
 */
class ConfusablesFuzzTest {

  @FuzzTest
  void skeleton(byte[] data) {
    checkSkeleton(FuzzInput.text(data));
  }

  /** Asserts the properties of the class comment for {@code s}. */
  static void checkSkeleton(String s) {
    String skeleton = Confusables.skeleton(s);
    assertThat(Confusables.skeleton(skeleton))
        .as("skeleton of the skeleton of %s", s)
        .isEqualTo(skeleton);
    assertThat(Confusables.areConfusable(s, skeleton)).isTrue();
    assertThat(Confusables.areConfusable(s, s)).isTrue();
  }
}
