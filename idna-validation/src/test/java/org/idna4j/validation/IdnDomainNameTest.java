package org.idna4j.validation;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import java.util.Set;
import org.idna4j.label.IdnaProfile.Preset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The constraint on Hibernate Validator: targets, null, messages and their overrides. */
class IdnDomainNameTest {

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

  record Domain(@IdnDomainName String name) {}

  record Required(@NotNull @IdnDomainName String name) {}

  record Servers(List<@IdnDomainName(asciiOnly = true) String> names) {}

  record Custom(@IdnDomainName(message = "bad domain [{problems}] under {preset}") String name) {}

  record Bundled(@IdnDomainName(message = "{test.domain.custom}") String name) {}

  record Whatwg(@IdnDomainName(preset = Preset.WHATWG_URL, asciiOnly = true) String name) {}

  static final class Field {
    @SuppressWarnings("UnusedVariable") // read by the validator, through reflection
    @IdnDomainName(preset = Preset.LOOKUP)
    private final String host;

    Field(String host) {
      this.host = host;
    }
  }

  static final class Getter {
    private final String host;

    Getter(String host) {
      this.host = host;
    }

    @IdnDomainName
    public String getHost() {
      return host;
    }
  }

  private static <T> List<String> messages(T bean) {
    return validator.validate(bean).stream().map(ConstraintViolation::getMessage).sorted().toList();
  }

  @Test
  void aValidNameHasNoViolation() {
    assertThat(validator.validate(new Domain("bücher.example"))).isEmpty();
    assertThat(validator.validate(new Domain("xn--bcher-kva.example"))).isEmpty();
  }

  @Test
  void nullIsValidAndNotNullRejectsIt() {
    assertThat(validator.validate(new Domain(null))).isEmpty();
    Set<ConstraintViolation<Required>> v = validator.validate(new Required(null));
    assertThat(v)
        .singleElement()
        .satisfies(
            c ->
                assertThat(c.getConstraintDescriptor().getAnnotation())
                    .isInstanceOf(NotNull.class));
  }

  @Test
  void theEmptyStringIsCheckedNotSkipped() {
    assertThat(messages(new Domain(""))).singleElement().asString().contains("EMPTY_NAME (A4_1)");
  }

  @Test
  void theDefaultMessageComesFromTheBundleAndListsEveryProblemWithLabelAndOffset() {
    // "-ab" begins with a hyphen (RFC 5891 §4.2.3.1), "c_d" has a non-LDH '_' at offset 5,
    // "x" + U+00C4 is upper case, which registration does not map (RFC 5892 §2.2).
    List<String> m = messages(new Domain("-ab.c_d.xÄ"));
    assertThat(m)
        .singleElement()
        .asString()
        .startsWith("is not a valid domain name under the registration profile: ")
        .contains("LEADING_HYPHEN (V3) in label 0 at offset 0")
        .contains("NON_LDH_ASCII (U1) in label 1 at offset 5")
        .contains("DISALLOWED (V7) in label 2 at offset 9")
        .doesNotContain("{problems}");
    String listed = m.get(0).substring(m.get(0).indexOf(": ") + 2);
    assertThat(listed.split("; ")).hasSize(3);
  }

  @Test
  void aFieldIsValidatedWithItsPreset() {
    assertThat(validator.validate(new Field("Bücher.example"))).isEmpty(); // lookup maps case
    assertThat(validator.validate(new Field("a b.example")))
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.getPropertyPath()).hasToString("host");
              assertThat(c.getMessage())
                  .contains("under the lookup profile")
                  .contains("NON_LDH_ASCII (U1) in label 0 at offset 1");
            });
  }

  @Test
  void aGetterIsValidated() {
    assertThat(validator.validate(new Getter("bücher.example"))).isEmpty();
    assertThat(validator.validate(new Getter("bücher-.example")))
        .singleElement()
        .satisfies(
            c ->
                assertThat(c.getMessage()).contains("TRAILING_HYPHEN (V3) in label 0 at offset 6"));
  }

  @Test
  void containerElementsAreValidatedOneByOneWithTheirIndex() {
    Set<ConstraintViolation<Servers>> v =
        validator.validate(
            new Servers(
                List.of(
                    "ns1.example", "ns1.bücher.example", "xn--bcher-kva.example", "-x.example")));
    assertThat(v).hasSize(2);
    assertThat(v)
        .extracting(c -> c.getPropertyPath().toString())
        .containsExactlyInAnyOrder("names[1].<list element>", "names[3].<list element>");
    assertThat(v)
        .extracting(ConstraintViolation::getMessage)
        .anySatisfy(
            m ->
                assertThat(m)
                    .contains("NOT_ASCII_FORM in label 1 at offset 4")
                    .contains("\"xn--bcher-kva\""));
    assertThat(v)
        .extracting(ConstraintViolation::getMessage)
        .anySatisfy(
            m ->
                assertThat(m)
                    .contains("LEADING_HYPHEN (V3) in label 0 at offset 0")
                    .doesNotContain("NOT_ASCII_FORM"));
  }

  @Test
  void theMessageAttributeOverridesTheDefaultWithThePlaceholderAndAttributes() {
    assertThat(messages(new Custom("a_b.example")))
        .containsExactly(
            "bad domain [NON_LDH_ASCII (U1) in label 0 at offset 1: "
                + "U+005F is not a letter, digit or hyphen (RFC 5891 §4.2.3.1)] under registration");
  }

  @Test
  void aMessageKeyOfTheApplicationsBundleOverridesTheDefault() {
    assertThat(messages(new Bundled("a_b.example")))
        .containsExactly("Bitte einen gültigen Domainnamen eingeben (registration).");
  }

  @Test
  void nameTextInTheMessageIsNeverInterpolated() {
    // WHATWG URL does not apply UseSTD3ASCIIRules, so '$', '{' and '}' pass, and asciiOnly
    // quotes the A-label, which keeps those basic code points (RFC 3492 §3.1).
    List<String> m = messages(new Whatwg("${1+1}{preset}ü.example"));
    assertThat(m)
        .singleElement()
        .asString()
        .contains("NOT_ASCII_FORM in label 0 at offset 0")
        .contains("\"xn--${1+1}{preset}-")
        .doesNotContain("xn--2");
  }

  @Test
  void manyProblemsAreCountedBeyondTheListedOnes() {
    String name = "a_.".repeat(30) + "example";
    List<String> m = messages(new Domain(name));
    assertThat(m)
        .singleElement()
        .asString()
        .contains("NON_LDH_ASCII (U1) in label 19 at offset 58")
        .doesNotContain("in label 20 ")
        .endsWith("; and 10 more");
  }
}
