package org.idna4j.validation;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import java.util.Set;
import org.idna4j.email.EmailOptions;
import org.idna4j.email.EmailOptions.Eai;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@link IdnEmail} on Hibernate Validator: options, null, messages, repetition, containers. */
class IdnEmailTest {

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

  record Email(@IdnEmail String address) {}

  record Required(@NotNull @IdnEmail String address) {}

  record Relay(@IdnEmail(eai = Eai.IDN_DOMAIN) String address) {}

  record AsciiOnly(@IdnEmail(eai = Eai.ASCII) String address) {}

  record Smtp(
      @IdnEmail(quotedLocalPart = true, addressLiteral = true, globallyDeliverable = false)
          String address) {}

  record Header(@IdnEmail(displayName = true) String address) {}

  record Recipients(List<@IdnEmail String> addresses) {}

  record Custom(@IdnEmail(message = "bad address [{problems}] eai={eai}") String address) {}

  interface Strict {}

  /** Two constraints on one element: the default group and a stricter group. */
  record Repeated(@IdnEmail @IdnEmail(groups = Strict.class, eai = Eai.ASCII) String address) {}

  private static <T> List<String> messages(T bean, Class<?>... groups) {
    return validator.validate(bean, groups).stream()
        .map(ConstraintViolation::getMessage)
        .sorted()
        .toList();
  }

  @Test
  void theAttributeDefaultsAreEmailOptionsDefaults() throws ReflectiveOperationException {
    // @IdnEmail has no RECORD_COMPONENT target, so the compiler puts it on the field
    IdnEmail annotation = Email.class.getDeclaredField("address").getAnnotation(IdnEmail.class);
    assertThat(IdnEmailValidator.options(annotation)).isEqualTo(EmailOptions.defaults());
    for (String attribute :
        List.of("eai", "quotedLocalPart", "addressLiteral", "displayName", "globallyDeliverable")) {
      assertThat(IdnEmail.class.getDeclaredMethod(attribute).getDefaultValue())
          .as(attribute)
          .isEqualTo(invoke(attribute));
    }
  }

  private static Object invoke(String getter) {
    try {
      return EmailOptions.class.getMethod(getter).invoke(EmailOptions.defaults());
    } catch (ReflectiveOperationException e) {
      throw new LinkageError(getter, e);
    }
  }

  @Test
  void validAddressesHaveNoViolation() {
    assertThat(validator.validate(new Email("José@Bücher.example"))).isEmpty();
    assertThat(validator.validate(new Email("jeff@xn--fiqq24b10vi0d.tw"))).isEmpty();
  }

  @Test
  void nullIsValidAndNotNullRejectsIt() {
    assertThat(validator.validate(new Email(null))).isEmpty();
    Set<ConstraintViolation<Required>> v = validator.validate(new Required(null));
    assertThat(v)
        .singleElement()
        .satisfies(
            c ->
                assertThat(c.getConstraintDescriptor().getAnnotation())
                    .isInstanceOf(NotNull.class));
  }

  @Test
  void theMessageListsEveryProblemWithItsOffset() {
    List<String> m = messages(new Email(".jane doe@exa_mple.com"));
    assertThat(m)
        .singleElement()
        .asString()
        .startsWith("is not a valid email address: ")
        .contains("EMAIL_LOCAL_PART_DOT in the name at offset 0")
        .contains("EMAIL_LOCAL_PART_CHARACTER in the name at offset 5")
        .contains("NON_LDH_ASCII (U1) in label 0 at offset 13")
        .doesNotContain("{problems}");
    assertThat(messages(new Email(""))).singleElement().asString().contains("EMAIL_NO_AT_SIGN");
  }

  @Test
  void eachAttributeReachesTheParser() {
    assertThat(messages(new Relay("josé@example.com")))
        .singleElement()
        .asString()
        .contains("EMAIL_NON_ASCII");
    assertThat(validator.validate(new Relay("jose@bücher.example"))).isEmpty();
    assertThat(messages(new AsciiOnly("jose@bücher.example")))
        .singleElement()
        .asString()
        .contains("EMAIL_NON_ASCII");
    assertThat(validator.validate(new Smtp("\"john doe\"@[192.0.2.1]"))).isEmpty();
    assertThat(validator.validate(new Smtp("postmaster@localhost"))).isEmpty();
    assertThat(messages(new Email("\"john doe\"@example.com")))
        .singleElement()
        .asString()
        .contains("EMAIL_QUOTED_LOCAL_PART");
    assertThat(messages(new Email("a@[192.0.2.1]")))
        .singleElement()
        .asString()
        .contains("EMAIL_ADDRESS_LITERAL_NOT_ALLOWED");
    assertThat(messages(new Email("postmaster@localhost")))
        .singleElement()
        .asString()
        .contains("EMAIL_NOT_GLOBAL_DOMAIN");
    assertThat(validator.validate(new Header("Jane Doe <jane@example.com>"))).isEmpty();
    assertThat(messages(new Email("Jane Doe <jane@example.com>")))
        .singleElement()
        .asString()
        .contains("EMAIL_DISPLAY_NAME_NOT_ALLOWED");
  }

  @Test
  void containerElementsAreValidatedOneByOne() {
    Set<ConstraintViolation<Recipients>> v =
        validator.validate(new Recipients(List.of("a@example.com", "b@@example.com")));
    assertThat(v)
        .singleElement()
        .satisfies(c -> assertThat(c.getPropertyPath().toString()).contains("[1]"));
  }

  @Test
  void repeatedConstraintsApplyPerGroup() {
    Repeated r = new Repeated("josé@example.com");
    assertThat(validator.validate(r)).isEmpty();
    assertThat(messages(r, Strict.class)).singleElement().asString().contains("EMAIL_NON_ASCII");
  }

  @Test
  void aCustomTemplateGetsTheProblemsAndTheAttributesWithTheTextEscaped() {
    // The detail quotes the backslash; unescaped, the provider would read "\'" as an escape
    assertThat(messages(new Custom("a\\b@example.com")))
        .singleElement()
        .asString()
        .isEqualTo(
            "bad address [EMAIL_LOCAL_PART_CHARACTER in the name at offset 1: U+005C"
                + " '\\' is not allowed unquoted (RFC 5322 §3.2.3 atext)] eai=SMTPUTF8");
  }

  @Test
  void aHostileValueGetsAShortMessage() {
    String m = messages(new Email(" ".repeat(100_000) + "@example.com")).get(0);
    assertThat(m).containsPattern("; and \\d{5} more$").hasSizeLessThan(4000);
  }
}
