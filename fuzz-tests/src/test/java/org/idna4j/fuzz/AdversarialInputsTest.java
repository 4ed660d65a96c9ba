package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.util.List;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;
import org.junit.jupiter.api.Test;

/**
 * Adversarial inputs at full size: each returns a result (never an exception) carrying the right
 * typed problem. These tests assert behaviour, not time; the time per input character is measured
 * by {@code AdversarialInputsBenchmark} in the benchmarks module.
 */
class AdversarialInputsTest {
  private static final Idna UTS46 = Idna.uts46();
  private static final Idna TRANSITIONAL = Idna.transitional();

  private static final int MB = 1 << 20;

  @Test
  void tenMegabytesOfDotsAreEmptyLabelsInATooLongName() {
    String dots = ".".repeat(10 * MB);
    DomainResult ascii = UTS46.toAscii(dots);
    assertThat(ascii.isValid()).isFalse();
    // UTS #46 §4.2 step 4 (VerifyDnsLength): empty labels are A4_2, the name is over 253 octets.
    assertThat(ascii.errors()).contains(IdnaError.EMPTY_LABEL, IdnaError.NAME_TOO_LONG);
    assertThat(ascii.errors())
        .filteredOn(e -> e != IdnaError.TOO_MANY_PROBLEMS)
        .allMatch(e -> e.uts46Code().orElse("").startsWith("A4"));
    // One empty label per dot, but the result lists at most MAX_LISTED problems plus the first
    // of each other error, and ends with the marker counting the rest.
    assertCappedWithMarker(ascii, 10 * MB);
    // ToUnicode splits the same way; one megabyte is enough to show its error (X4_2).
    DomainResult unicode = UTS46.toUnicode(dots.substring(0, MB));
    assertThat(unicode.errors())
        .containsOnly(IdnaError.EMPTY_LABEL_TO_UNICODE, IdnaError.TOO_MANY_PROBLEMS);
    assertCappedWithMarker(unicode, MB);
  }

  /**
   * Asserts that {@code result} lists a bounded number of problems, ends with the TOO_MANY_PROBLEMS
   * marker, and counts at least {@code atLeast} problems in all.
   */
  private static void assertCappedWithMarker(DomainResult result, long atLeast) {
    List<IdnaProblem> problems = result.problems();
    assertThat(problems).hasSizeLessThanOrEqualTo(IdnaProblem.MAX_LISTED + result.errors().size());
    assertThat(problems.get(problems.size() - 1).error()).isEqualTo(IdnaError.TOO_MANY_PROBLEMS);
    assertThat(problems.size() - 1 + result.omittedProblems()).isGreaterThanOrEqualTo(atLeast);
  }

  @Test
  void aMillionCombiningMarksAfterOneLetterMakeALabelTooLong() {
    String input = "a" + "\u0301".repeat(1_000_000);
    DomainResult ascii = UTS46.toAscii(input);
    // NFC composes a + U+0301 into U+00E1, the label does not start with a mark (no V6);
    // its A-label is far over 63 octets (UTS #46 §4.2 step 4).
    assertThat(ascii.errors())
        .contains(IdnaError.LABEL_TOO_LONG)
        .doesNotContain(IdnaError.LEADING_COMBINING_MARK);
    // ToUnicode checks no lengths (UTS #46 §4.3): the label is valid, in NFC.
    DomainResult unicode = UTS46.toUnicode(input);
    assertThat(unicode.isValid()).isTrue();
    assertThat(unicode.output()).startsWith("\u00E1\u0301").hasSize(1_000_000 - 1 + 1);
  }

  @Test
  void aMillionCombiningMarksAreHiddenCharactersForARegistrar() {
    Idna registrar = Idna.of(IdnaProfile.registration().toBuilder().checkConfusables(true).build());
    // Registration maps nothing (RFC 5891 §4.2.2): "a" + U+0301 is not NFC, and the
    // dependent confusable check is skipped.
    assertThat(registrar.toUnicode("a" + "\u0301".repeat(1_000_000)).errors())
        .containsExactly(IdnaError.NOT_NFC);
    // In NFC the label is valid IDNA2008, and UTS #39 §5.4 flags the repeated mark.
    DomainResult nfc = registrar.toUnicode("\u00E1" + "\u0301".repeat(999_999));
    assertThat(nfc.errors()).containsExactly(IdnaError.HIDDEN_CHARACTER);
    assertThat(nfc.problems()).first().extracting(IdnaProblem::offset).isEqualTo(1);
    assertThat(
            Idna.of(IdnaProfile.uts46().toBuilder().checkConfusables(true).build())
                .toUnicode("a" + "\u0301".repeat(1_000_000))
                .errors())
        .containsExactly(IdnaError.HIDDEN_CHARACTER);
  }

  @Test
  void halfAMillionRtlCharactersWithOneLtrBreakTheBidiRule() {
    int count = 500_000;
    String input = "\u05D0".repeat(count) + "a";
    DomainResult unicode = UTS46.toUnicode(input);
    // RFC 5893 §2 rule 2: an L character in an RTL label; rule 3: the label must end R/AL/EN/AN.
    assertThat(unicode.errors()).contains(IdnaError.BIDI_RTL_CHARACTER, IdnaError.BIDI_RTL_END);
    assertThat(unicode.problems())
        .filteredOn(p -> p.error() == IdnaError.BIDI_RTL_CHARACTER)
        .extracting(IdnaProblem::offset)
        .containsExactly(count);
    assertThat(UTS46.toAscii(input).errors()).contains(IdnaError.LABEL_TOO_LONG);
  }

  @Test
  void aMegabyteXnLabelOfValidPunycodeIsTooLong() {
    String payload = Punycode.encode("\u00FC".repeat(MB / 2));
    assertThat(payload.length()).isGreaterThan(MB / 2);
    DomainResult ascii = UTS46.toAscii("xn--" + payload);
    // UTS #46 §4.2 step 4: the label is over 63 octets and the name over 253.
    assertThat(ascii.errors()).containsOnly(IdnaError.LABEL_TOO_LONG, IdnaError.NAME_TOO_LONG);
    DomainResult unicode = UTS46.toUnicode("xn--" + payload);
    assertThat(unicode.isValid()).isTrue();
    assertThat(unicode.output()).isEqualTo("\u00FC".repeat(MB / 2));
  }

  @Test
  void aMegabyteXnLabelOfOverflowingPunycodeIsInvalidPunycode() {
    String input = "xn--" + "9".repeat(MB);
    assertThat(UTS46.toUnicode(input).errors()).containsOnly(IdnaError.INVALID_PUNYCODE);
    assertThat(UTS46.toAscii(input).errors()).contains(IdnaError.INVALID_PUNYCODE);
  }

  @Test
  void aHundredThousandZeroWidthJoinersFailCheckJoiners() {
    String input = "\u200D".repeat(100_000);
    DomainResult unicode = UTS46.toUnicode(input);
    // RFC 5892 Appendix A.2: ZWJ only after a virama. Also a label starting with U+200D.
    assertThat(unicode.errors()).contains(IdnaError.CONTEXTJ_ZWJ);
    assertThat(unicode.problems()).first().extracting(IdnaProblem::offset).isEqualTo(0);
    // Transitional processing deletes ZWJ (UTS #46 §4 step 1): nothing is left of the name.
    DomainResult transitional = TRANSITIONAL.toAscii(input);
    assertThat(transitional.output()).isEmpty();
    assertThat(transitional.errors()).contains(IdnaError.EMPTY_NAME);
  }

  @Test
  void deeplyAlternatingScriptsAreValidIdnaButMixedScriptForARegistrar() {
    String input = "a\u0430\u03B1".repeat(100_000);
    assertThat(UTS46.toUnicode(input).isValid()).isTrue();
    assertThat(UTS46.toAscii(input).errors())
        .containsOnly(IdnaError.LABEL_TOO_LONG, IdnaError.NAME_TOO_LONG);
    IdnaProfile registrar = IdnaProfile.uts46().toBuilder().checkConfusables(true).build();
    DomainResult checked = Idna.of(registrar).toUnicode(input);
    assertThat(checked.problems())
        .filteredOn(p -> p.error() == IdnaError.MIXED_SCRIPT)
        .extracting(IdnaProblem::offset)
        .containsExactly(1);
  }

  @Test
  void deeplyAlternatingDirectionsBreakTheBidiRule() {
    String input = "a\u05D0".repeat(100_000);
    assertThat(UTS46.toUnicode(input).errors()).contains(IdnaError.BIDI_LTR_CHARACTER);
  }

  @Test
  void maximalOverflowPunycodeIsAnOverflowNotACrash() {
    assertThatExceptionOfType(PunycodeException.class)
        .isThrownBy(() -> Punycode.decode("9".repeat(64)))
        .satisfies(e -> assertThat(e.reason()).isEqualTo(PunycodeException.Reason.OVERFLOW));
    assertThatExceptionOfType(PunycodeException.class)
        .isThrownBy(() -> Punycode.decode("99999999999999999999a"))
        .satisfies(e -> assertThat(e.reason()).isEqualTo(PunycodeException.Reason.OVERFLOW));
    for (Idna idna :
        new Idna[] {UTS46, Idna.lookup(), Idna.whatwgUrl(), TRANSITIONAL, Idna.registration()}) {
      DomainResult r = idna.toAscii("xn--99999999999999999999a.com");
      // whatwgUrl() keeps an ASCII name (URL Standard §3.3 step 5): there the error is non-fatal
      assertThat(
              java.util.stream.Stream.concat(r.problems().stream(), r.nonFatalProblems().stream())
                  .map(p -> p.error()))
          .as(idna.toString())
          .contains(IdnaError.INVALID_PUNYCODE);
    }
  }
}
