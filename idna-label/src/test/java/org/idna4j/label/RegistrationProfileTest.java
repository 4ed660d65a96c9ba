package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** IDNA2008 registration (RFC 5891 §4, §5.4) through {@link IdnaProfile#registration()}. */
class RegistrationProfileTest {

  private final LabelProcessor registration = LabelProcessor.of(IdnaProfile.registration());

  @Test
  void aULabelRegistersAsItsALabel() {
    LabelResult r = registration.toAscii("bücher");
    assertThat(r.isValid()).isTrue();
    assertThat(r.output()).isEqualTo("xn--bcher-kva");
    assertThat(r.kind()).isEqualTo(LabelKind.U_LABEL);
  }

  @Test
  void inputThatNeedsMappingIsAnError() {
    assertThat(registration.toAscii("Bücher").errors()).containsExactly(IdnaError.DISALLOWED);
    // FULLWIDTH LATIN SMALL LETTER E: UTS #46 would map it to "e"
    assertThat(registration.toAscii("\uFF45xample").errors()).containsExactly(IdnaError.DISALLOWED);
    // Uts46 accepts both
    assertThat(LabelProcessor.of(IdnaProfile.uts46()).toAscii("\uFF45xample").isValid()).isTrue();
  }

  @Test
  void nv8SymbolsAndEmojiAreDisallowedUnlikeUts46() {
    assertThat(registration.toAscii("\uD83D\uDE00").errors()).containsExactly(IdnaError.DISALLOWED);
    assertThat(LabelProcessor.of(IdnaProfile.uts46()).toAscii("\uD83D\uDE00").isValid()).isTrue();
  }

  @Test
  void oldHangulJamoIsDisallowed() {
    assertThat(registration.toAscii("\u1100").errors()).containsExactly(IdnaError.DISALLOWED);
  }

  @Test
  void deviationCharactersArePvalid() {
    assertThat(registration.toAscii("faß").output()).isEqualTo("xn--fa-hia");
  }

  @Test
  void labelMustBeNfc() {
    assertThat(registration.toAscii("u\u0308").errors()).containsExactly(IdnaError.NOT_NFC);
  }

  @Test
  void contextORulesApply() {
    assertThat(registration.toAscii("l\u00B7l").isValid()).isTrue();
    assertThat(registration.toAscii("a\u00B7b").errors())
        .containsExactly(IdnaError.CONTEXTO_MIDDLE_DOT);
  }

  @Test
  void contextJRulesApply() {
    assertThat(registration.toAscii("\u0915\u094D\u200D\u0915").isValid()).isTrue();
    assertThat(registration.toAscii("a\u200Db").errors()).containsExactly(IdnaError.CONTEXTJ_ZWJ);
  }

  @Test
  void aLabelsAreVerifiedByDecodingAndReEncoding() {
    assertThat(registration.toUnicode("xn--bcher-kva").output()).isEqualTo("bücher");
    assertThat(registration.toUnicode("xn--bcher-kva").kind()).isEqualTo(LabelKind.A_LABEL);
    // CVE-2026-39821: same decoding, different spelling
    assertThat(registration.toUnicode("xn--bcher-KVA").errors())
        .containsExactly(IdnaError.NON_CANONICAL_PUNYCODE);
    assertThat(registration.toUnicode("XN--bcher-kva").errors())
        .containsExactly(IdnaError.NON_CANONICAL_PUNYCODE);
    // RUSTSEC-2024-0421
    assertThat(registration.toUnicode("xn--ascii-").errors())
        .containsExactly(IdnaError.ASCII_ONLY_PUNYCODE);
    assertThat(registration.toUnicode("xn--").errors()).containsExactly(IdnaError.EMPTY_PUNYCODE);
  }

  @Test
  void asciiMustBeLdh() {
    assertThat(registration.toAscii("a_b").errors()).containsExactly(IdnaError.NON_LDH_ASCII);
    assertThat(registration.toAscii("ab--cd").errors()).containsExactly(IdnaError.HYPHEN_3_4);
    assertThat(registration.toAscii("example").isValid()).isTrue();
  }
}
