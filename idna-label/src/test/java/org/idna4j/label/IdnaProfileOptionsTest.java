package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.idna4j.label.IdnaOption.ALLOW_TRAILING_DOT;
import static org.idna4j.label.IdnaOption.ALLOW_UNASSIGNED;
import static org.idna4j.label.IdnaOption.ALLOW_UNDERSCORE;
import static org.idna4j.label.IdnaOption.CHECK_BIDI;
import static org.idna4j.label.IdnaOption.CHECK_CONFUSABLES;
import static org.idna4j.label.IdnaOption.CHECK_CONTEXTO;
import static org.idna4j.label.IdnaOption.CHECK_HYPHENS;
import static org.idna4j.label.IdnaOption.CHECK_JOINERS;
import static org.idna4j.label.IdnaOption.IGNORE_INVALID_PUNYCODE;
import static org.idna4j.label.IdnaOption.TRANSITIONAL;
import static org.idna4j.label.IdnaOption.USE_STD3_ASCII_RULES;
import static org.idna4j.label.IdnaOption.VERIFY_DNS_LENGTH;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import org.idna4j.label.IdnaProfile.Preset;
import org.idna4j.label.IdnaProfile.Standard;
import org.idna4j.label.IdnaProfile.UrlDomainParser;
import org.junit.jupiter.api.Test;

/**
 * Every option of {@link IdnaProfile}, through its named getter and builder method: the presets'
 * full option sets, round trips through the builder, and value semantics. The loops run over {@link
 * IdnaOption}, so an option added there is covered here or fails {@link
 * #everyOptionHasANamedGetterAndBuilderMethod()}.
 */
class IdnaProfileOptionsTest {

  /** The public getter and builder method of an on/off option. */
  private record Named(
      Predicate<IdnaProfile> getter,
      BiFunction<IdnaProfile.Builder, Boolean, IdnaProfile.Builder> setter) {}

  private static final Map<IdnaOption, Named> NAMED =
      new EnumMap<>(
          Map.ofEntries(
              Map.entry(
                  TRANSITIONAL,
                  new Named(IdnaProfile::isTransitional, IdnaProfile.Builder::transitional)),
              Map.entry(
                  USE_STD3_ASCII_RULES,
                  new Named(
                      IdnaProfile::useStd3AsciiRules, IdnaProfile.Builder::useStd3AsciiRules)),
              Map.entry(
                  ALLOW_UNDERSCORE,
                  new Named(IdnaProfile::allowUnderscore, IdnaProfile.Builder::allowUnderscore)),
              Map.entry(
                  CHECK_HYPHENS,
                  new Named(IdnaProfile::checkHyphens, IdnaProfile.Builder::checkHyphens)),
              Map.entry(
                  CHECK_BIDI, new Named(IdnaProfile::checkBidi, IdnaProfile.Builder::checkBidi)),
              Map.entry(
                  CHECK_JOINERS,
                  new Named(IdnaProfile::checkJoiners, IdnaProfile.Builder::checkJoiners)),
              Map.entry(
                  CHECK_CONTEXTO,
                  new Named(IdnaProfile::checkContextO, IdnaProfile.Builder::checkContextO)),
              Map.entry(
                  VERIFY_DNS_LENGTH,
                  new Named(IdnaProfile::verifyDnsLength, IdnaProfile.Builder::verifyDnsLength)),
              Map.entry(
                  ALLOW_TRAILING_DOT,
                  new Named(IdnaProfile::allowTrailingDot, IdnaProfile.Builder::allowTrailingDot)),
              Map.entry(
                  IGNORE_INVALID_PUNYCODE,
                  new Named(
                      IdnaProfile::ignoreInvalidPunycode,
                      IdnaProfile.Builder::ignoreInvalidPunycode)),
              Map.entry(
                  ALLOW_UNASSIGNED,
                  new Named(IdnaProfile::allowUnassigned, IdnaProfile.Builder::allowUnassigned)),
              Map.entry(
                  CHECK_CONFUSABLES,
                  new Named(
                      IdnaProfile::checkConfusables, IdnaProfile.Builder::checkConfusables))));

  /** A preset's full option set as its Javadoc (and the spec it cites) states it. */
  private record Expected(Standard standard, Set<IdnaOption> on, UrlDomainParser parser) {}

  /** The flags {@code IdnaTestV2.txt} assumes (UTS #46 §4.1; CONTEXTO left to registries). */
  private static final Set<IdnaOption> UTS46_FLAGS =
      EnumSet.of(USE_STD3_ASCII_RULES, CHECK_HYPHENS, CHECK_BIDI, CHECK_JOINERS, VERIFY_DNS_LENGTH);

  private static final Map<Preset, Expected> PRESETS =
      new EnumMap<>(
          Map.of(
              Preset.UTS46, new Expected(Standard.UTS46, UTS46_FLAGS, UrlDomainParser.NONE),
              // STD3 with '_', no CheckHyphens, VerifyDnsLength accepting a root dot; Bidi and
              // joiners
              Preset.LOOKUP,
                  new Expected(
                      Standard.UTS46,
                      EnumSet.of(
                          USE_STD3_ASCII_RULES,
                          ALLOW_UNDERSCORE,
                          CHECK_BIDI,
                          CHECK_JOINERS,
                          VERIFY_DNS_LENGTH,
                          ALLOW_TRAILING_DOT),
                      UrlDomainParser.NONE),
              // URL Standard §3.3 domain to ASCII, beStrict = false: CheckBidi and CheckJoiners
              // only
              Preset.WHATWG_URL,
                  new Expected(
                      Standard.UTS46,
                      EnumSet.of(CHECK_BIDI, CHECK_JOINERS),
                      UrlDomainParser.LENIENT),
              // beStrict = true: the flags of IdnaTestV2.txt
              Preset.WHATWG_URL_STRICT,
                  new Expected(Standard.UTS46, UTS46_FLAGS, UrlDomainParser.STRICT),
              Preset.TRANSITIONAL,
                  new Expected(
                      Standard.UTS46, union(UTS46_FLAGS, TRANSITIONAL), UrlDomainParser.NONE),
              // RFC 5891 §4 and §5.4: LDH for ASCII, hyphen rules, CONTEXTJ and CONTEXTO, RFC 5893,
              // lengths
              Preset.REGISTRATION,
                  new Expected(
                      Standard.IDNA2008_REGISTRATION,
                      EnumSet.of(
                          USE_STD3_ASCII_RULES,
                          CHECK_HYPHENS,
                          CHECK_BIDI,
                          CHECK_JOINERS,
                          CHECK_CONTEXTO,
                          VERIFY_DNS_LENGTH),
                      UrlDomainParser.NONE),
              // java.net.IDN with no flags: RFC 3490 §4.1 step 8 lengths, a trailing dot accepted
              Preset.IDNA2003,
                  new Expected(
                      Standard.IDNA2003,
                      EnumSet.of(VERIFY_DNS_LENGTH, ALLOW_TRAILING_DOT),
                      UrlDomainParser.NONE)));

  private static Set<IdnaOption> union(Set<IdnaOption> set, IdnaOption option) {
    Set<IdnaOption> u = EnumSet.copyOf(set);
    u.add(option);
    return u;
  }

  /** Asserts every option of {@code p} through the public getters. */
  private static void assertOptions(
      IdnaProfile p,
      Standard standard,
      Set<IdnaOption> on,
      RestrictionLevel level,
      UrlDomainParser parser) {
    assertThat(p.standard()).as("standard of %s", p).isEqualTo(standard);
    for (IdnaOption option : IdnaOption.values()) {
      assertThat(NAMED.get(option).getter().test(p))
          .as("%s of %s", option, p)
          .isEqualTo(on.contains(option));
      assertThat(p.is(option)).as("is(%s) of %s", option, p).isEqualTo(on.contains(option));
    }
    assertThat(p.restrictionLevel()).as("restrictionLevel of %s", p).isEqualTo(level);
    assertThat(p.urlDomainParser()).as("urlDomainParser of %s", p).isEqualTo(parser);
  }

  /** The standard under which {@code option} may be on: IDNA2003 for AllowUnassigned only. */
  private static Standard standardFor(IdnaOption option) {
    return option == ALLOW_UNASSIGNED ? Standard.IDNA2003 : Standard.UTS46;
  }

  @Test
  void everyOptionHasANamedGetterAndBuilderMethod() throws NoSuchMethodException {
    assertThat(NAMED.keySet()).isEqualTo(EnumSet.allOf(IdnaOption.class));
    for (IdnaOption option : IdnaOption.values()) {
      // optionName() is what toString() prints: it must be the builder method's name
      assertThat(
              IdnaProfile.Builder.class
                  .getMethod(option.optionName(), boolean.class)
                  .getReturnType())
          .isEqualTo(IdnaProfile.Builder.class);
    }
  }

  @Test
  void everyPresetHasTheOptionsItsJavadocStates() {
    assertThat(PRESETS.keySet()).isEqualTo(EnumSet.allOf(Preset.class));
    for (Map.Entry<Preset, Expected> e : PRESETS.entrySet()) {
      Expected x = e.getValue();
      // No preset runs the UTS #39 checks, so the restriction level stays at its default
      assertOptions(
          e.getKey().profile(),
          x.standard(),
          x.on(),
          RestrictionLevel.HIGHLY_RESTRICTIVE,
          x.parser());
    }
  }

  @Test
  void theBareBuilderHasEveryOptionOff() {
    assertOptions(
        IdnaProfile.builder().build(),
        Standard.UTS46,
        EnumSet.noneOf(IdnaOption.class),
        RestrictionLevel.HIGHLY_RESTRICTIVE,
        UrlDomainParser.NONE);
  }

  @Test
  void everyOptionRoundTripsThroughItsBuilderMethod() {
    for (IdnaOption option : IdnaOption.values()) {
      Standard standard = standardFor(option);
      IdnaProfile on =
          NAMED.get(option).setter().apply(IdnaProfile.builder().standard(standard), true).build();
      assertOptions(
          on,
          standard,
          EnumSet.of(option),
          RestrictionLevel.HIGHLY_RESTRICTIVE,
          UrlDomainParser.NONE);
      assertThat(IdnaProfile.builder().standard(standard).set(option, true).build()).isEqualTo(on);
      assertThat(on.toBuilder().build()).isEqualTo(on);
      IdnaProfile off = NAMED.get(option).setter().apply(on.toBuilder(), false).build();
      assertOptions(
          off,
          standard,
          EnumSet.noneOf(IdnaOption.class),
          RestrictionLevel.HIGHLY_RESTRICTIVE,
          UrlDomainParser.NONE);
      assertThat(on.toBuilder().set(option, false).build()).isEqualTo(off);
    }
  }

  @Test
  void everyOtherOptionRoundTripsThroughTheBuilder() {
    for (Standard standard : Standard.values()) {
      assertThat(IdnaProfile.builder().standard(standard).build().standard()).isEqualTo(standard);
    }
    for (RestrictionLevel level : RestrictionLevel.values()) {
      IdnaProfile p =
          IdnaProfile.lookup().toBuilder().checkConfusables(true).restrictionLevel(level).build();
      assertThat(p.restrictionLevel()).isEqualTo(level);
      assertThat(p.toBuilder().build()).isEqualTo(p);
    }
    for (UrlDomainParser parser : UrlDomainParser.values()) {
      IdnaProfile p = IdnaProfile.uts46().toBuilder().urlDomainParser(parser).build();
      assertThat(p.urlDomainParser()).isEqualTo(parser);
      assertThat(p.toBuilder().build()).isEqualTo(p);
    }
  }

  @Test
  void everySingleOptionChangeChangesEqualsHashCodeAndToString() {
    Set<IdnaOption> changed = EnumSet.noneOf(IdnaOption.class);
    for (Preset preset : Preset.values()) {
      IdnaProfile p = preset.profile();
      for (IdnaOption option : IdnaOption.values()) {
        IdnaProfile.Builder b = p.toBuilder().set(option, !p.is(option));
        IdnaProfile q;
        try {
          q = b.build();
        } catch (IllegalStateException notForThisStandard) {
          continue; // e.g. AllowUnassigned outside IDNA2003
        }
        changed.add(option);
        assertThat(q).as("%s with %s flipped", preset, option).isNotEqualTo(p);
        assertThat(q.hashCode())
            .as("%s with %s flipped", preset, option)
            .isNotEqualTo(p.hashCode());
        assertThat(q.toString())
            .isNotEqualTo(p.toString())
            .contains(option.optionName() + "=" + q.is(option));
        IdnaProfile back = q.toBuilder().set(option, p.is(option)).build();
        assertThat(back).isEqualTo(p).hasSameHashCodeAs(p);
      }
    }
    assertThat(changed).isEqualTo(EnumSet.allOf(IdnaOption.class));
  }

  @Test
  void everyOtherOptionTakesPartInEquals() {
    IdnaProfile base = IdnaProfile.builder().build();
    assertThat(IdnaProfile.builder().standard(Standard.IDNA2008_REGISTRATION).build())
        .isNotEqualTo(base);
    assertThat(IdnaProfile.builder().standard(Standard.IDNA2003).build()).isNotEqualTo(base);
    assertThat(IdnaProfile.builder().urlDomainParser(UrlDomainParser.LENIENT).build())
        .isNotEqualTo(base)
        .hasToString(base.toString().replace("urlDomainParser=NONE", "urlDomainParser=LENIENT"));
    for (RestrictionLevel level : RestrictionLevel.values()) {
      IdnaProfile p = IdnaProfile.builder().restrictionLevel(level).build();
      assertThat(p.equals(base))
          .as("%s", level)
          .isEqualTo(level == RestrictionLevel.HIGHLY_RESTRICTIVE);
    }
  }

  @Test
  void toStringNamesEveryOption() {
    IdnaProfile p = IdnaProfile.lookup();
    assertThat(p.toString())
        .startsWith("IdnaProfile{UTS46, ")
        .endsWith(", restrictionLevel=HIGHLY_RESTRICTIVE, urlDomainParser=NONE}");
    for (IdnaOption option : IdnaOption.values()) {
      assertThat(p.toString())
          .contains(", " + option.optionName() + "=" + NAMED.get(option).getter().test(p));
    }
  }

  @Test
  void everyOptionIsAcceptedExactlyUnderTheStandardsItsJavadocNames() {
    Set<Standard> all = EnumSet.allOf(Standard.class);
    Set<Standard> notIdna2003 = EnumSet.of(Standard.UTS46, Standard.IDNA2008_REGISTRATION);
    Map<IdnaOption, Set<Standard>> allowed =
        new EnumMap<>(
            Map.ofEntries(
                Map.entry(TRANSITIONAL, EnumSet.of(Standard.UTS46)), // "UTS #46 only"
                Map.entry(USE_STD3_ASCII_RULES, all), // RFC 3490 has the flag too
                Map.entry(ALLOW_UNDERSCORE, notIdna2003),
                Map.entry(CHECK_HYPHENS, notIdna2003),
                Map.entry(CHECK_BIDI, notIdna2003),
                Map.entry(CHECK_JOINERS, notIdna2003),
                Map.entry(CHECK_CONTEXTO, notIdna2003),
                Map.entry(VERIFY_DNS_LENGTH, all),
                Map.entry(ALLOW_TRAILING_DOT, all),
                Map.entry(IGNORE_INVALID_PUNYCODE, EnumSet.of(Standard.UTS46)), // "UTS #46 only"
                Map.entry(ALLOW_UNASSIGNED, EnumSet.of(Standard.IDNA2003)), // "IDNA2003 only"
                Map.entry(CHECK_CONFUSABLES, notIdna2003)));
    assertThat(allowed.keySet()).isEqualTo(EnumSet.allOf(IdnaOption.class));
    for (IdnaOption option : IdnaOption.values()) {
      for (Standard standard : Standard.values()) {
        IdnaProfile.Builder b = IdnaProfile.builder().standard(standard).set(option, true);
        if (allowed.get(option).contains(standard)) {
          assertThat(b.build().is(option)).as("%s under %s", option, standard).isTrue();
        } else {
          assertThatIllegalStateException()
              .as("%s under %s", option, standard)
              .isThrownBy(b::build)
              .withMessageContaining(option.optionName());
        }
      }
    }
  }

  @Test
  void idna2003ChecksLabelLengthWhateverVerifyDnsLengthSays() {
    // RFC 3490 §4.1 step 8 is part of ToASCII: 1 to 63 code points, with or without the option
    String label64 = "a".repeat(64);
    for (boolean verify : new boolean[] {false, true}) {
      LabelProcessor p =
          LabelProcessor.of(IdnaProfile.idna2003().toBuilder().verifyDnsLength(verify).build());
      assertThat(p.toAscii(label64).errors())
          .as("verifyDnsLength=%s", verify)
          .containsExactly(IdnaError.LABEL_TOO_LONG);
      assertThat(p.toAscii(label64.substring(1)).isValid())
          .as("verifyDnsLength=%s", verify)
          .isTrue();
    }
  }

  @Test
  void nullOptionsAreProgrammerErrors() {
    assertThatNullPointerException().isThrownBy(() -> IdnaProfile.uts46().is(null));
    assertThatNullPointerException().isThrownBy(() -> IdnaProfile.builder().set(null, true));
  }
}
