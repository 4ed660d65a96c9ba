package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An explanation: both conversions and the round trip as {@link Idna} gives them, the labels at
 * their code-point offsets in the input (split as the profile's standard splits), each label's
 * problems, the name's problems, the UTS #39 findings and the distinct errors in order.
 */
class ExplanationTest {

  @Test
  void conversionsAreIdnasOwn() {
    Explanation e = Explanation.of("Bücher.example", IdnaProfile.lookup());
    assertThat(e.toAscii()).isEqualTo(Idna.lookup().toAscii("Bücher.example"));
    assertThat(e.toUnicode()).isEqualTo(Idna.lookup().toUnicode("Bücher.example"));
    assertThat(e.roundTrip().output()).isEqualTo("bücher.example");
    assertThat(e.isRoundTripStable()).isTrue();
    assertThat(e.errors()).isEmpty();
    assertThat(e.input()).isEqualTo("Bücher.example");
    assertThat(e.profile()).isEqualTo(IdnaProfile.lookup());
  }

  @Test
  void labelsStandAtTheirCodePointOffsets() {
    // U+1F600 is two chars: the offsets count code points
    Explanation e = Explanation.of("\uD83D\uDE00a.Bü\u3002x", IdnaProfile.lookup());
    List<Explanation.Label> labels = e.labels();
    assertThat(labels).hasSize(3);
    assertThat(labels.get(0).input()).isEqualTo("\uD83D\uDE00a");
    assertThat(labels.get(0).start()).isZero();
    assertThat(labels.get(0).end()).isEqualTo(2);
    assertThat(labels.get(1))
        .isEqualTo(new Explanation.Label(1, "Bü", 3, 5, "xn--b-eha", "bü", List.of()));
    assertThat(labels.get(2).input()).isEqualTo("x");
    assertThat(labels.get(2).start()).isEqualTo(6);
  }

  @Test
  void registrationSplitsAtFullStopOnly() {
    // RFC 5891 §5.2: U+3002 is no separator under registration
    Explanation e = Explanation.of("a\u3002b.c", IdnaProfile.registration());
    assertThat(e.labels()).extracting(Explanation.Label::input).containsExactly("a\u3002b", "c");
  }

  @Test
  void problemsGoToTheirLabelAndTheName() {
    Explanation e = Explanation.of("a.-b." + "c".repeat(250), IdnaProfile.uts46());
    assertThat(e.labels().get(0).problems()).isEmpty();
    assertThat(e.labels().get(1).problems())
        .extracting(IdnaProblem::error)
        .contains(IdnaError.LEADING_HYPHEN);
    assertThat(e.nameProblems()).extracting(IdnaProblem::error).contains(IdnaError.NAME_TOO_LONG);
    assertThat(e.nameProblems()).allMatch(p -> p.labelIndex().isEmpty());
    assertThat(e.errors()).startsWith(IdnaError.LEADING_HYPHEN).doesNotHaveDuplicates();
  }

  @Test
  void aLabelCandidatesShowWhatTheyDecodeTo() {
    Explanation e = Explanation.of("XN--bcher-kva.example", IdnaProfile.lookup());
    assertThat(e.labels().get(0).decoded()).contains("bücher");
    assertThat(e.labels().get(1).decoded()).isEmpty();
    // the input's case differs from the output, but "example" is no A-label candidate
    assertThat(Explanation.of("Example", IdnaProfile.lookup()).labels().get(0).decoded()).isEmpty();
  }

  @Test
  void confusablesAreFoundEvenWhenTheProfileDoesNotCheckThem() {
    IdnaProfile lookup = IdnaProfile.lookup();
    assertThat(lookup.checkConfusables()).isFalse();
    Explanation e = Explanation.of("p\u0430ypal.com", lookup); // Cyrillic а
    assertThat(e.toAscii().isValid()).isTrue();
    assertThat(e.confusables()).isNotEmpty();
    assertThat(e.confusables())
        .allMatch(p -> ((IdnaError) p.error()).category() == IdnaError.Category.CONFUSABLE);
    assertThat(e.errors()).containsAll(e.confusables().stream().map(IdnaProblem::error).toList());
    assertThat(Explanation.of("p\u0430ypal.com", IdnaProfile.idna2003()).confusables()).isEmpty();
  }

  @Test
  void anUnstableRoundTripIsSaid() {
    // the strict URL domain parser's ToASCII decodes xn--abc- to abc; its ToUnicode, failing,
    // returns the input
    Explanation e = Explanation.of("xn--abc-.com", IdnaProfile.whatwgUrlStrict());
    assertThat(e.toUnicode().output()).isEqualTo("xn--abc-.com");
    assertThat(e.roundTrip().output()).isEqualTo("abc.com");
    assertThat(e.isRoundTripStable()).isFalse();
  }

  @Test
  void emptyNameAndRootOnly() {
    assertThat(Explanation.of("", IdnaProfile.lookup()).labels())
        .extracting(Explanation.Label::input, Explanation.Label::start, Explanation.Label::end)
        .containsExactly(tuple("", 0, 0));
    assertThat(Explanation.of(".", IdnaProfile.lookup()).labels())
        .extracting(Explanation.Label::start)
        .containsExactly(0, 1);
  }

  @Test
  void nullsAreRefused() {
    assertThatThrownBy(() -> Explanation.of(null, IdnaProfile.lookup()))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> Explanation.of("a", null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void aMillionCharactersAreLinear() {
    String name = "\u05D0a.".repeat(333_333) + "x";
    Explanation e = Explanation.of(name, IdnaProfile.lookup());
    assertThat(e.labels()).hasSize(333_334);
    assertThat(e.labels().get(333_333).start()).isEqualTo(999_999);
    assertThat(e.toAscii().problems()).hasSizeLessThan(10_000);
  }
}
