package org.idna4j.validation;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.util.ArrayList;
import java.util.List;
import org.idna4j.email.EmailAddress;
import org.idna4j.email.EmailOptions;
import org.idna4j.email.EmailResult;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;

/**
 * The Bean Validation provider's validator for {@link IdnEmail} on a {@link CharSequence}.
 * Applications do not use it directly; the constraint names it.
 *
 * <p>Thread-safe: {@link #initialize(IdnEmail)} runs once, before any {@link #isValid}; after that
 * the instance holds only immutable {@link EmailOptions} and the template.
 *
 * <p>Linear in the length of the value: one {@code EmailAddress.parse} and a message of at most 20
 * problems (as {@link IdnDomainNameValidator}).
 */
public final class IdnEmailValidator implements ConstraintValidator<IdnEmail, CharSequence> {

  private EmailOptions options;
  private String template;

  /** Creates the validator; the provider calls {@link #initialize(IdnEmail)} next. */
  public IdnEmailValidator() {}

  /**
   * Builds the options from the constraint's attributes.
   *
   * @param constraint the annotation on the validated element
   */
  @Override
  public void initialize(IdnEmail constraint) {
    this.options = options(constraint);
    this.template = constraint.message();
  }

  /** The {@link EmailOptions} that the attributes of {@code constraint} stand for. */
  static EmailOptions options(IdnEmail constraint) {
    return EmailOptions.builder()
        .eai(constraint.eai())
        .quotedLocalPart(constraint.quotedLocalPart())
        .addressLiteral(constraint.addressLiteral())
        .displayName(constraint.displayName())
        .globallyDeliverable(constraint.globallyDeliverable())
        .build();
  }

  /**
   * Returns whether {@code value} is null or a valid email address; if not, and the template has
   * the {@value IdnDomainName#PROBLEMS} placeholder, replaces the default violation with one whose
   * template lists the problems.
   *
   * @param value the value, may be null (valid)
   * @param context the provider's context
   * @return whether the value is valid
   */
  @Override
  public boolean isValid(CharSequence value, ConstraintValidatorContext context) {
    if (value == null) {
      return true; // Jakarta Validation 3.1 §3.4: null is left to @NotNull
    }
    EmailResult result = EmailAddress.parse(value, options);
    if (result.isValid()) {
      return true;
    }
    if (template.contains(IdnDomainName.PROBLEMS)) {
      context.disableDefaultConstraintViolation();
      context
          .buildConstraintViolationWithTemplate(
              template.replace(
                  IdnDomainName.PROBLEMS,
                  IdnDomainNameValidator.escape(IdnDomainNameValidator.list(findings(result)))))
          .addConstraintViolation();
    }
    return false;
  }

  /** The problems as the message lists them, the omission count on the library's marker. */
  private static List<DomainNameCheck.Finding> findings(EmailResult result) {
    List<DomainNameCheck.Finding> findings = new ArrayList<>(result.problems().size());
    for (IdnaProblem p : result.problems()) {
      findings.add(
          p.error() == IdnaError.TOO_MANY_PROBLEMS
              ? new DomainNameCheck.Finding(
                  p.labelIndex().orElse(IdnaProblem.NAME_LEVEL),
                  p.offset(),
                  p,
                  null,
                  result.omittedProblems())
              : DomainNameCheck.Finding.of(p));
    }
    return findings;
  }
}
