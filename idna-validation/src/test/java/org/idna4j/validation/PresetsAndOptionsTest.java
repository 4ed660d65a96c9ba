package org.idna4j.validation;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import java.util.Set;
import java.util.stream.Stream;
import org.idna4j.label.IdnaProfile.Preset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each preset and each option through the provider. The expected answers come from the preset
 * definitions in the root README's profile table, not from running the library.
 */
class PresetsAndOptionsTest {

  private static ValidatorFactory factory;
  private static Validator validator;

  @BeforeAll
  static void start() {
    factory = Validation.buildDefaultValidatorFactory();
    validator = factory.getValidator();
  }

  @AfterAll
  static void stop() {
    factory.close();
  }

  record Uts46(@IdnDomainName(preset = Preset.UTS46) String name) {}

  record Lookup(@IdnDomainName(preset = Preset.LOOKUP) String name) {}

  record Whatwg(@IdnDomainName(preset = Preset.WHATWG_URL) String name) {}

  record Transitional(@IdnDomainName(preset = Preset.TRANSITIONAL) String name) {}

  record Registration(@IdnDomainName(preset = Preset.REGISTRATION) String name) {}

  record Idna2003(@IdnDomainName(preset = Preset.IDNA2003) String name) {}

  record Default(@IdnDomainName String name) {}

  private static Object bean(Preset preset, String name) {
    switch (preset) {
      case UTS46:
        return new Uts46(name);
      case LOOKUP:
        return new Lookup(name);
      case WHATWG_URL:
        return new Whatwg(name);
      case TRANSITIONAL:
        return new Transitional(name);
      case REGISTRATION:
        return new Registration(name);
      case IDNA2003:
        return new Idna2003(name);
      default:
        throw new AssertionError(preset);
    }
  }

  private static boolean valid(Preset preset, String name) {
    return validator.validate(bean(preset, name)).isEmpty();
  }

  /**
   * name, then whether it is valid under uts46, lookup, whatwg, transitional, registration,
   * idna2003.
   */
  static Stream<Arguments> table() {
    return Stream.of(
        // upper case: mapped by UTS #46 and IDNA2003, an error in registration (no mapping)
        Arguments.of("Bücher.example", new boolean[] {true, true, true, true, false, true}),
        // '_': UseSTD3ASCIIRules rejects it; lookup allows underscore; whatwg and idna2003 have no
        // STD3
        Arguments.of("_dmarc.example.com", new boolean[] {false, true, true, false, false, true}),
        // "--" in positions 3-4: CheckHyphens is on in uts46, transitional and registration
        Arguments.of("ab--c.example", new boolean[] {false, true, true, false, false, true}),
        // a ZWJ outside a virama context: CheckJoiners (RFC 5892 A.2) in every UTS #46
        // preset and registration; transitional removes it; Nameprep maps it to nothing
        Arguments.of("a\u200Db.example", new boolean[] {false, false, false, true, false, true}),
        // U+2603 SNOWMAN (Unicode 1.1, so assigned for IDNA2003): valid in UTS #46 (Unicode 15.1
        // dropped NV8 from validity), DISALLOWED by RFC 5892 (a symbol, So)
        Arguments.of("\u2603.example", new boolean[] {true, true, true, true, false, true}),
        // a 64-octet label: VerifyDnsLength everywhere except whatwg
        Arguments.of(
            "a".repeat(64) + ".example", new boolean[] {false, false, true, false, false, false}));
  }

  @ParameterizedTest
  @MethodSource("table")
  void eachPresetAnswersAsItsDefinitionSays(String name, boolean[] expected) {
    Preset[] order = {
      Preset.UTS46,
      Preset.LOOKUP,
      Preset.WHATWG_URL,
      Preset.TRANSITIONAL,
      Preset.REGISTRATION,
      Preset.IDNA2003
    };
    for (int i = 0; i < order.length; i++) {
      assertThat(valid(order[i], name)).as("%s under %s", name, order[i]).isEqualTo(expected[i]);
    }
  }

  @Test
  void theDefaultPresetIsRegistration() {
    assertThat(validator.validate(new Default("Bücher.example")))
        .singleElement()
        .satisfies(
            c ->
                assertThat(c.getMessage())
                    .contains("registration profile")
                    .contains("DISALLOWED (V7) in label 0 at offset 0"));
    assertThat(validator.validate(new Default("bücher.example"))).isEmpty();
  }

  // ---- allowTrailingDot ----

  record Dot(
      @IdnDomainName(preset = Preset.UTS46) String uts46,
      @IdnDomainName(preset = Preset.LOOKUP) String lookup,
      @IdnDomainName(preset = Preset.WHATWG_URL) String whatwg,
      @IdnDomainName(preset = Preset.TRANSITIONAL) String transitional,
      @IdnDomainName(preset = Preset.REGISTRATION) String registration,
      @IdnDomainName(preset = Preset.IDNA2003) String idna2003) {
    Dot(String name) {
      this(name, name, name, name, name, name);
    }
  }

  record DotAllowed(
      @IdnDomainName(preset = Preset.UTS46, allowTrailingDot = true) String uts46,
      @IdnDomainName(preset = Preset.LOOKUP, allowTrailingDot = true) String lookup,
      @IdnDomainName(preset = Preset.WHATWG_URL, allowTrailingDot = true) String whatwg,
      @IdnDomainName(preset = Preset.TRANSITIONAL, allowTrailingDot = true) String transitional,
      @IdnDomainName(preset = Preset.REGISTRATION, allowTrailingDot = true) String registration,
      @IdnDomainName(preset = Preset.IDNA2003, allowTrailingDot = true) String idna2003) {
    DotAllowed(String name) {
      this(name, name, name, name, name, name);
    }
  }

  @Test
  void aTrailingDotIsRejectedUnderEveryPresetByDefaultAtTheRootLabel() {
    Set<ConstraintViolation<Dot>> v = validator.validate(new Dot("example.com."));
    assertThat(v).hasSize(6);
    // "example.com." has labels 0, 1 and the empty root label 2, which starts at offset 12
    assertThat(v)
        .allSatisfy(
            c -> assertThat(c.getMessage()).contains("EMPTY_LABEL (A4_2) in label 2 at offset 12"));
    assertThat(validator.validate(new Dot("example.com"))).isEmpty();
  }

  @Test
  void allowTrailingDotAcceptsOneDotUnderEveryPresetButNotTwo() {
    assertThat(validator.validate(new DotAllowed("example.com."))).isEmpty();
    assertThat(validator.validate(new DotAllowed("bücher.example."))).isEmpty();
    // whatwg does not verify DNS lengths, so only the five others see the empty label 2
    assertThat(validator.validate(new DotAllowed("example.com..")))
        .hasSize(5)
        .allSatisfy(
            c -> assertThat(c.getMessage()).contains("EMPTY_LABEL (A4_2) in label 2 at offset 12"));
  }

  // ---- asciiOnly ----

  record Ascii(
      @IdnDomainName(asciiOnly = true) String registration,
      @IdnDomainName(preset = Preset.LOOKUP, asciiOnly = true) String lookup) {
    Ascii(String name) {
      this(name, name);
    }
  }

  @Test
  void asciiOnlyAcceptsTheAsciiForm() {
    assertThat(validator.validate(new Ascii("xn--bcher-kva.example"))).isEmpty();
    assertThat(validator.validate(new Ascii("www.example.com"))).isEmpty();
  }

  @Test
  void asciiOnlyRejectsAULabelAtItsLabelAndNamesTheALabel() {
    Set<ConstraintViolation<Ascii>> v = validator.validate(new Ascii("www.bücher.example"));
    assertThat(v)
        .hasSize(2)
        .allSatisfy(
            c ->
                assertThat(c.getMessage())
                    .contains("NOT_ASCII_FORM in label 1 at offset 4")
                    .contains("\"xn--bcher-kva\""));
  }

  @Test
  void asciiOnlyUnderAMappingPresetRejectsWhatMappingWouldChange() {
    Set<ConstraintViolation<Ascii>> v = validator.validate(new Ascii(null, "www.Example.com"));
    assertThat(v)
        .singleElement()
        .satisfies(
            c ->
                assertThat(c.getMessage())
                    .contains("NOT_ASCII_FORM in label 1 at offset 4")
                    .contains("\"example\""));
    // U+3002 IDEOGRAPHIC FULL STOP, which UTS #46 maps to '.' (§4 step 1), after label 0
    assertThat(validator.validate(new Ascii(null, "example\u3002com")))
        .singleElement()
        .satisfies(
            c -> assertThat(c.getMessage()).contains("NOT_ASCII_FORM in label 0 at offset 7"));
  }

  @Test
  void asciiOnlyReportsOnlyTheIdnaProblemsOfAnInvalidName() {
    assertThat(validator.validate(new Ascii("bücher-.example", null)))
        .singleElement()
        .satisfies(
            c ->
                assertThat(c.getMessage())
                    .contains("TRAILING_HYPHEN (V3) in label 0 at offset 6")
                    .doesNotContain("NOT_ASCII_FORM"));
  }

  @ParameterizedTest
  @EnumSource(Preset.class)
  void theCheckOfEveryPresetIsBuilt(Preset preset) {
    DomainNameCheck check = new DomainNameCheck(preset, false, true);
    assertThat(check.preset()).isEqualTo(preset);
    assertThat(check.problems("xn--bcher-kva.example")).isEmpty();
    assertThat(check.problems("bücher.example"))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.labelIndex()).isZero();
              assertThat(f.offset()).isZero();
            });
  }
}
