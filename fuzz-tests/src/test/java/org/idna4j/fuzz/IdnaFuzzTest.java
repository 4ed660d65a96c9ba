package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.domain.UrlDomainError;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;

/**
 * Fuzz targets for {@link Idna#toAscii} and {@link Idna#toUnicode} under every preset profile, and
 * under two profiles with the UTS #39 confusable checks on.
 *
 * <p>Properties, for any input (see {@link FuzzInput} for how bytes become a string):
 *
 * <ul>
 *   <li>neither call throws: bad input gives a result with problems;
 *   <li>a result is valid exactly when it has no problem;
 *   <li>the output of a valid result without non-fatal problems never holds U+FFFD, which only
 *       marks errors (the URL Standard's domain to Unicode returns its input, U+FFFD included, when
 *       ToUnicode records an error: that result is valid, with non-fatal problems);
 *   <li>for a valid ToASCII result {@code r}: {@code toAscii(r)} is valid and returns {@code r}
 *       (idempotence), and {@code toAscii(toUnicode(r).output())} returns {@code r} (the round trip
 *       registrars and browsers rely on; up to ASCII case for IDNA2003, whose ToASCII keeps the
 *       case of an all-ASCII label);
 *   <li>every problem's offset lies inside the input (at most its number of code points);
 *   <li>the list of problems obeys the cap: at most {@link IdnaProblem#MAX_LISTED} plus the first
 *       of each other error, and a capped list ends with exactly one {@code TOO_MANY_PROBLEMS}
 *       marker of the whole name, a complete one has none.
 * </ul>
 *
 * Each profile has its own target so that each keeps its own corpus directory ({@code
 * IdnaFuzzTestInputs/<method>/}); the seeds are the same known-hostile inputs.
 */
class IdnaFuzzTest {
  static final Idna UTS46 = Idna.of(IdnaProfile.uts46());
  static final Idna LOOKUP = Idna.of(IdnaProfile.lookup());
  static final Idna WHATWG_URL = Idna.of(IdnaProfile.whatwgUrl());
  static final Idna TRANSITIONAL = Idna.of(IdnaProfile.transitional());
  static final Idna REGISTRATION = Idna.of(IdnaProfile.registration());
  static final Idna IDNA2003 = Idna.of(IdnaProfile.idna2003());
  static final Idna REGISTRATION_WITH_CONFUSABLES =
      Idna.of(IdnaProfile.registration().toBuilder().checkConfusables(true).build());
  static final Idna UTS46_WITH_CONFUSABLES =
      Idna.of(IdnaProfile.uts46().toBuilder().checkConfusables(true).build());

  @FuzzTest
  void uts46(byte[] data) {
    checkProperties(UTS46, FuzzInput.text(data));
  }

  @FuzzTest
  void lookup(byte[] data) {
    checkProperties(LOOKUP, FuzzInput.text(data));
  }

  @FuzzTest
  void whatwgUrl(byte[] data) {
    checkProperties(WHATWG_URL, FuzzInput.text(data));
  }

  @FuzzTest
  void transitional(byte[] data) {
    checkProperties(TRANSITIONAL, FuzzInput.text(data));
  }

  /** Registration, with the registration-only properties of {@link RegistrationFuzzTest} too. */
  @FuzzTest
  void registration(byte[] data) {
    RegistrationFuzzTest.checkAllProperties(REGISTRATION, FuzzInput.text(data));
  }

  @FuzzTest
  void idna2003(byte[] data) {
    checkProperties(IDNA2003, FuzzInput.text(data));
  }

  /** The registration preset with the UTS #39 checks on, as a registrar would run it. */
  @FuzzTest
  void registrationWithConfusables(byte[] data) {
    RegistrationFuzzTest.checkAllProperties(REGISTRATION_WITH_CONFUSABLES, FuzzInput.text(data));
  }

  /** UTS #46 with the UTS #39 checks on: mapping first, then the confusable checks. */
  @FuzzTest
  void uts46WithConfusables(byte[] data) {
    checkProperties(UTS46_WITH_CONFUSABLES, FuzzInput.text(data));
  }

  /** Asserts every property of the class comment for {@code input} under {@code idna}. */
  static void checkProperties(Idna idna, String input) {
    checkProperties(idna, input, idna.toAscii(input), idna.toUnicode(input));
  }

  /**
   * Asserts every property of the class comment, given {@code ascii} and {@code unicode}, the
   * results of {@code idna.toAscii(input)} and {@code idna.toUnicode(input)}.
   */
  static void checkProperties(Idna idna, String input, DomainResult ascii, DomainResult unicode) {
    int codePoints = input.codePointCount(0, input.length());
    for (DomainResult result : new DomainResult[] {ascii, unicode}) {
      assertThat(result.output()).isNotNull();
      assertThat(result.isValid()).isEqualTo(result.problems().isEmpty());
      if (result.isValid() && result.nonFatalProblems().isEmpty()) {
        assertThat(result.output()).doesNotContain("\uFFFD");
      }
      checkProblemList(result, codePoints);
    }
    if (!ascii.isValid()) {
      return;
    }
    String r = ascii.output();
    DomainResult again = idna.toAscii(r);
    assertThat(again.problems()).as("toAscii(%s) of valid ToASCII result", r).isEmpty();
    assertThat(again.output()).as("toAscii is idempotent on %s", r).isEqualTo(r);
    DomainResult back = idna.toUnicode(r);
    String roundTrip = idna.toAscii(back.output()).output();
    if (idna.profile().standard() == IdnaProfile.Standard.IDNA2003) {
      // RFC 3490 §4.1 step 4 leaves an all-ASCII label as it is, case included, while
      // ToUnicode (§4.2 step 7) accepts an ACE label that matches its re-encoding up to
      // ASCII case: "xn--mnchen-3yA" comes back as "xn--mnchen-3ya", as with java.net.IDN.
      assertThat(roundTrip)
          .as("toAscii(toUnicode(%s)) with toUnicode giving %s", r, back.output())
          .isEqualToIgnoringCase(r);
    } else {
      assertThat(roundTrip)
          .as("toAscii(toUnicode(%s)) with toUnicode giving %s", r, back.output())
          .isEqualTo(r);
    }
  }

  /**
   * Asserts that every problem of {@code result} points into the caller's input of {@code
   * codePoints} code points (offsets count code points of the input, IdnaProblem), and that the
   * list obeys the cap: at most {@link IdnaProblem#MAX_LISTED} problems plus the first of each
   * other error, and a capped list (some problems omitted) ends with exactly one {@link
   * IdnaError#TOO_MANY_PROBLEMS} problem of the whole name saying how many were left out, while a
   * complete list has none.
   */
  static void checkProblemList(DomainResult result, int codePoints) {
    List<IdnaProblem> problems = result.problems();
    for (IdnaProblem p : problems) {
      assertThat(p.offset())
          .as("offset of %s in an input of %s code points", p, codePoints)
          .isLessThanOrEqualTo(codePoints);
    }
    assertThat(problems.size())
        .as("problems listed")
        .isLessThanOrEqualTo(
            IdnaProblem.MAX_LISTED + IdnaError.values().length + UrlDomainError.values().length);
    long markers = problems.stream().filter(p -> p.error() == IdnaError.TOO_MANY_PROBLEMS).count();
    if (result.omittedProblems() == 0) {
      assertThat(markers).as("TOO_MANY_PROBLEMS in a complete list").isZero();
      return;
    }
    assertThat(result.omittedProblems()).isPositive();
    assertThat(markers).as("TOO_MANY_PROBLEMS in a capped list").isEqualTo(1);
    IdnaProblem last = problems.get(problems.size() - 1);
    assertThat(last.error())
        .as("a capped list ends with the marker")
        .isEqualTo(IdnaError.TOO_MANY_PROBLEMS);
    assertThat(last.labelIndex()).isEmpty();
    assertThat(last.detail()).startsWith(result.omittedProblems() + " more problems");
    assertThat(problems.size())
        .as("a list is capped only when it is full")
        .isGreaterThan(IdnaProblem.MAX_LISTED);
  }
}
