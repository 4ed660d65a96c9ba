package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Every answer without a registrable domain says why (issue 23, house style rule 14). */
class PslAnswerTest {

  private static final PublicSuffixList PSL = PublicSuffixList.bundled();

  @Test
  void aRegistrableDomainHasNoReason() {
    PslAnswer a = PSL.lookup("www.example.co.uk");
    assertThat(a.registrableDomain()).hasValue("example.co.uk");
    assertThat(a.publicSuffix()).hasValue("co.uk");
    assertThat(a.reason()).isEmpty();
    assertThat(a.problems()).isEmpty();
  }

  @Test
  void aListedSuffixIsAPublicSuffix() {
    PslAnswer a = PSL.lookup("co.uk");
    assertThat(a.registrableDomain()).isEmpty();
    assertThat(a.reason()).hasValue(PslAnswer.Reason.PUBLIC_SUFFIX);
    assertThat(a.match().orElseThrow().rule()).isEqualTo("co.uk");
  }

  @Test
  void anUnlistedTopLevelLabelHasNoRule() {
    PslAnswer a = PSL.lookup("zzzunlisted");
    assertThat(a.reason()).hasValue(PslAnswer.Reason.NO_RULE);
    assertThat(a.publicSuffix()).hasValue("zzzunlisted");
    // one more label: the implicit rule gives a registrable domain
    assertThat(PSL.lookup("a.zzzunlisted").reason()).isEmpty();
  }

  @Test
  void anIpv4AddressIsNoDomainName() {
    assertThat(PSL.lookup("192.168.0.1").reason()).hasValue(PslAnswer.Reason.IP_ADDRESS);
    assertThat(PSL.lookup("example.0x7f").reason()).hasValue(PslAnswer.Reason.IP_ADDRESS);
    assertThat(PSL.lookup("192.168.0.1").match()).isEmpty();
  }

  @Test
  void anInvalidNameCarriesItsIdnaProblems() {
    PslAnswer a = PSL.lookup("a\u00A0b.com"); // NO-BREAK SPACE maps to a space: disallowed
    assertThat(a.reason()).hasValue(PslAnswer.Reason.INVALID_NAME);
    assertThat(a.match()).isEmpty();
    assertThat(a.problems()).isNotEmpty();
    assertThat(a.problems()).extracting(IdnaProblem::labelIndex).containsOnly(OptionalInt.of(0));
    PslAnswer punycode = PSL.lookup("xn--ls8h-.com");
    assertThat(punycode.reason()).hasValue(PslAnswer.Reason.INVALID_NAME);
    assertThat(punycode.problems()).extracting(IdnaProblem::error).isNotEmpty();
  }

  @Test
  void nullIsAnInvalidNameWithoutProblems() {
    PslAnswer a = PSL.lookup(null);
    assertThat(a.reason()).hasValue(PslAnswer.Reason.INVALID_NAME);
    assertThat(a.problems()).isEmpty();
  }

  @Test
  @Timeout(10)
  void aMillionCharactersAnswerInTime() {
    assertThat(PSL.lookup("a".repeat(1_000_000) + ".com").reason()).isPresent();
    assertThat(PSL.lookup("\u00A0".repeat(1_000_000)).reason())
        .hasValue(PslAnswer.Reason.INVALID_NAME);
  }
}
