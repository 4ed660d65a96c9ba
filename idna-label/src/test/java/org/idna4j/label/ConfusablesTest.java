package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import org.junit.jupiter.api.Test;

/** UTS #39 §4 skeletons: the names a registrar must refuse as lookalikes of existing ones. */
class ConfusablesTest {
  @Test
  void cyrillicLettersInALatinNameHaveTheLatinSkeleton() {
    // а U+0430, е U+0435, о U+043E, р U+0440
    assertThat(Confusables.skeleton("p\u0430yp\u0430l")).isEqualTo(Confusables.skeleton("paypal"));
    assertThat(Confusables.areConfusable("\u0430\u0440\u0440l\u0435.com", "apple.com")).isTrue();
    assertThat(Confusables.areConfusable("micr\u043Esoft", "microsoft")).isTrue();
    assertThat(Confusables.areConfusable("\u0440ayp\u0430l", "paypal")).isTrue();
  }

  @Test
  void greekOmicronLooksLikeLatinO() {
    assertThat(Confusables.areConfusable("g\u03BF\u03BFgle", "google")).isTrue();
  }

  @Test
  void fullWidthDigitsAndLettersLookLikeAscii() {
    assertThat(
            Confusables.areConfusable(
                "\uFF50\uFF41\uFF59\uFF50\uFF41\uFF4C\uFF11\uFF12\uFF13", "paypal123"))
        .isTrue();
  }

  @Test
  void digitOneAndLetterLAreConfusable() {
    assertThat(Confusables.areConfusable("paypa1", "paypal")).isTrue();
  }

  @Test
  void invisibleJoinerDisappearsFromTheSkeleton() {
    assertThat(Confusables.skeleton("pay\u200Dpal")).isEqualTo(Confusables.skeleton("paypal"));
  }

  @Test
  void differentNamesAreNotConfusable() {
    assertThat(Confusables.areConfusable("paypal", "paypol")).isFalse();
    assertThat(Confusables.areConfusable("\u043F\u0440\u0438\u0432\u0435\u0442", "privet"))
        .isFalse();
  }

  @Test
  void aStringIsConfusableWithItself() {
    assertThat(Confusables.areConfusable("b\u00FCcher", "b\u00FCcher")).isTrue();
  }

  @Test
  void nullIsAProgrammerError() {
    assertThatNullPointerException().isThrownBy(() -> Confusables.skeleton(null));
    assertThatNullPointerException().isThrownBy(() -> Confusables.areConfusable("a", null));
  }

  @Test
  void unpairedSurrogatesAreReplacementCharactersAndNeverJoin() {
    // UTS #39 §4 removes the default-ignorable U+00AD; the lone surrogates around it must not
    // become U+10322 (whose prototype is "X"), or the skeleton would not be a fixed point.
    String skeleton = Confusables.skeleton("\uD800\u00AD\uDF22");
    assertThat(skeleton).isEqualTo(Confusables.skeleton("\uFFFD\uFFFD"));
    assertThat(Confusables.skeleton(skeleton)).isEqualTo(skeleton);
    // a well-formed pair is still one character: U+10322 OLD ITALIC NUMERAL TEN looks like X
    assertThat(Confusables.skeleton("\uD800\uDF22")).isEqualTo(Confusables.skeleton("X"));
  }
}
