package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;

/**
 * Fuzz targets for {@link Idna#toAscii} and {@link Idna#toUnicode} under every preset profile,
 * and under two profiles with the UTS #39 confusable checks on.
 *
 * <p>Properties, for any input (see {@link FuzzInput} for how bytes become a string):
 * <ul>
 *   <li>neither call throws: bad input gives a result with problems (issue 3, "Bad input never
 *       throws");</li>
 *   <li>a result is valid exactly when it has no problem;</li>
 *   <li>the output of a valid result without non-fatal problems never holds U+FFFD, which only
 *       marks errors (the URL Standard's domain to Unicode returns its input, U+FFFD included,
 *       when ToUnicode records an error: that result is valid, with non-fatal problems);</li>
 *   <li>for a valid ToASCII result {@code r}: {@code toAscii(r)} is valid and returns
 *       {@code r} (idempotence), and {@code toAscii(toUnicode(r).output())} returns {@code r}
 *       (the round trip registrars and browsers rely on; up to ASCII case for IDNA2003, whose
 *       ToASCII keeps the case of an all-ASCII label).</li>
 * </ul>
 * Each profile has its own target so that each keeps its own corpus directory
 * ({@code IdnaFuzzTestInputs/<method>/}); the seeds are the same known-hostile inputs.
 */
class IdnaFuzzTest {
    private static final Idna UTS46 = Idna.of(IdnaProfile.uts46());
    private static final Idna LOOKUP = Idna.of(IdnaProfile.lookup());
    private static final Idna WHATWG_URL = Idna.of(IdnaProfile.whatwgUrl());
    private static final Idna TRANSITIONAL = Idna.of(IdnaProfile.transitional());
    private static final Idna REGISTRATION = Idna.of(IdnaProfile.registration());
    private static final Idna IDNA2003 = Idna.of(IdnaProfile.idna2003());
    private static final Idna REGISTRATION_WITH_CONFUSABLES =
            Idna.of(IdnaProfile.registration().toBuilder().checkConfusables(true).build());
    private static final Idna UTS46_WITH_CONFUSABLES =
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

    @FuzzTest
    void registration(byte[] data) {
        checkProperties(REGISTRATION, FuzzInput.text(data));
    }

    @FuzzTest
    void idna2003(byte[] data) {
        checkProperties(IDNA2003, FuzzInput.text(data));
    }

    /** The registration preset with the UTS #39 checks on, as a registrar would run it. */
    @FuzzTest
    void registrationWithConfusables(byte[] data) {
        checkProperties(REGISTRATION_WITH_CONFUSABLES, FuzzInput.text(data));
    }

    /** UTS #46 with the UTS #39 checks on: mapping first, then the confusable checks. */
    @FuzzTest
    void uts46WithConfusables(byte[] data) {
        checkProperties(UTS46_WITH_CONFUSABLES, FuzzInput.text(data));
    }

    /** Asserts every property of the class comment for {@code input} under {@code idna}. */
    static void checkProperties(Idna idna, String input) {
        DomainResult ascii = idna.toAscii(input);
        DomainResult unicode = idna.toUnicode(input);
        for (DomainResult result : new DomainResult[] {ascii, unicode}) {
            assertThat(result.output()).isNotNull();
            assertThat(result.isValid()).isEqualTo(result.problems().isEmpty());
            if (result.isValid() && result.nonFatalProblems().isEmpty()) {
                assertThat(result.output()).doesNotContain("\uFFFD");
            }
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
            assertThat(roundTrip).as("toAscii(toUnicode(%s)) with toUnicode giving %s", r, back.output())
                    .isEqualToIgnoringCase(r);
        } else {
            assertThat(roundTrip).as("toAscii(toUnicode(%s)) with toUnicode giving %s", r, back.output())
                    .isEqualTo(r);
        }
    }
}
