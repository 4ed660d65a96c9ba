package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class IdnaProfileTest {

  @Test
  void uts46PresetHasTheFlagsOfIdnaTestV2() {
    IdnaProfile p = IdnaProfile.uts46();
    assertThat(p.standard()).isEqualTo(IdnaProfile.Standard.UTS46);
    assertThat(p.isTransitional()).isFalse();
    assertThat(p.useStd3AsciiRules()).isTrue();
    assertThat(p.checkHyphens()).isTrue();
    assertThat(p.checkBidi()).isTrue();
    assertThat(p.checkJoiners()).isTrue();
    assertThat(p.verifyDnsLength()).isTrue();
    assertThat(p.checkContextO()).isFalse();
    assertThat(p.ignoreInvalidPunycode()).isFalse();
  }

  @Test
  void whatwgUrlPresetIsDomainToAsciiWithBeStrictFalse() {
    IdnaProfile p = IdnaProfile.whatwgUrl();
    assertThat(p.checkHyphens()).isFalse();
    assertThat(p.checkBidi()).isTrue();
    assertThat(p.checkJoiners()).isTrue();
    assertThat(p.useStd3AsciiRules()).isFalse();
    assertThat(p.isTransitional()).isFalse();
    assertThat(p.verifyDnsLength()).isFalse();
    assertThat(p.ignoreInvalidPunycode()).isFalse();
  }

  @Test
  void whatwgPresetsApplyTheUrlStandardsDomainParser() {
    assertThat(IdnaProfile.whatwgUrl().urlDomainParser())
        .isEqualTo(IdnaProfile.UrlDomainParser.LENIENT);
    // beStrict = true: the flags of IdnaTestV2.txt, with the domain parser around them
    assertThat(IdnaProfile.whatwgUrlStrict())
        .isEqualTo(
            IdnaProfile.uts46().toBuilder()
                .urlDomainParser(IdnaProfile.UrlDomainParser.STRICT)
                .build())
        .isNotEqualTo(IdnaProfile.uts46());
    assertThat(IdnaProfile.uts46().urlDomainParser()).isEqualTo(IdnaProfile.UrlDomainParser.NONE);
    assertThat(IdnaProfile.whatwgUrl().toString()).contains("urlDomainParser=LENIENT");
    assertThatThrownBy(
            () ->
                IdnaProfile.registration().toBuilder()
                    .urlDomainParser(IdnaProfile.UrlDomainParser.LENIENT)
                    .build())
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> IdnaProfile.builder().urlDomainParser(null))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void transitionalPresetDiffersFromUts46OnlyInTransitional() {
    assertThat(IdnaProfile.transitional())
        .isEqualTo(IdnaProfile.uts46().toBuilder().transitional(true).build());
  }

  @Test
  void profilesAreValues() {
    IdnaProfile a = IdnaProfile.lookup().toBuilder().build();
    assertThat(a).isEqualTo(IdnaProfile.lookup()).hasSameHashCodeAs(IdnaProfile.lookup());
    assertThat(a).isNotEqualTo(IdnaProfile.uts46());
    assertThat(a.toString()).contains("allowUnderscore=true");
  }

  @Test
  void optionsThatDoNotFitTheStandardAreRejected() {
    assertThatThrownBy(() -> IdnaProfile.registration().toBuilder().transitional(true).build())
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> IdnaProfile.uts46().toBuilder().allowUnassigned(true).build())
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> IdnaProfile.idna2003().toBuilder().checkBidi(true).build())
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> IdnaProfile.builder().standard(null))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void everyStatusCodeOfIdnaTestV2HasAConstant() {
    java.util.Set<String> codes = new java.util.HashSet<>();
    for (IdnaError e : IdnaError.values()) {
      e.uts46Code().ifPresent(codes::add);
    }
    assertThat(codes)
        .contains(
            "P4", "V1", "V2", "V3", "V4", "V5", "V6", "V7", "U1", "A3", "A4_1", "A4_2", "B1", "B2",
            "B3", "B4", "B5", "B6", "C1", "C2", "X4_2");
    assertThat(IdnaError.HYPHEN_3_4.uts46Code()).hasValue("V2");
  }

  @Test
  void presetsByNameAreTheNamedPresets() {
    assertThat(IdnaProfile.Preset.byName("uts46").profile()).isSameAs(IdnaProfile.uts46());
    assertThat(IdnaProfile.Preset.byName("lookup").profile()).isSameAs(IdnaProfile.lookup());
    assertThat(IdnaProfile.Preset.byName("whatwg").profile()).isSameAs(IdnaProfile.whatwgUrl());
    assertThat(IdnaProfile.Preset.byName("transitional").profile())
        .isSameAs(IdnaProfile.transitional());
    assertThat(IdnaProfile.Preset.byName("registration").profile())
        .isSameAs(IdnaProfile.registration());
    assertThat(IdnaProfile.Preset.byName("idna2003").profile()).isSameAs(IdnaProfile.idna2003());
    assertThat(IdnaProfile.Preset.byName("whatwg-strict").profile())
        .isSameAs(IdnaProfile.whatwgUrlStrict());
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      assertThat(IdnaProfile.Preset.byName(p.presetName())).isSameAs(p);
      assertThat(p).hasToString(p.presetName());
    }
  }

  @Test
  void presetNamesIgnoreAsciiCaseOnly() {
    assertThat(IdnaProfile.Preset.byName("IDNA2003")).isSameAs(IdnaProfile.Preset.IDNA2003);
    assertThat(IdnaProfile.Preset.byName("WhatWG")).isSameAs(IdnaProfile.Preset.WHATWG_URL);
    // U+0131 DOTLESS I upper-cases to 'I': String.equalsIgnoreCase would accept it.
    assertThatThrownBy(() -> IdnaProfile.Preset.byName("\u0131dna2003"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> IdnaProfile.Preset.byName("strict"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'strict'")
        .hasMessageContaining("uts46, lookup, whatwg, transitional, registration, idna2003");
    assertThatThrownBy(() -> IdnaProfile.Preset.byName(null))
        .isInstanceOf(NullPointerException.class);
  }
}
