package org.idna4j.validation;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.util.List;

/**
 * The Bean Validation provider's validator for {@link IdnDomainName} on a {@link CharSequence}.
 * Applications do not use it directly; the constraint names it.
 *
 * <p>Thread-safe: the provider calls {@link #initialize(IdnDomainName)} once, before any {@link
 * #isValid(CharSequence, ConstraintValidatorContext)}; after that the instance is never written
 * again (it holds an immutable {@code DomainNameCheck} and the message template), so the one
 * instance a provider keeps per constraint serves every thread.
 *
 * <p>Linear in the length of the value: one {@code toAscii}, one comparison with its output for
 * {@code asciiOnly}, and a message of at most {@value #MAX_LISTED} problems.
 */
public final class IdnDomainNameValidator
    implements ConstraintValidator<IdnDomainName, CharSequence> {

  /**
   * How many problems a message lists before it says how many more there are: enough for any real
   * name, and a bound on the message of a hostile one (a million-character value can have a problem
   * per label).
   */
  static final int MAX_LISTED = 20;

  /** Separates the problems in a message. */
  private static final String SEPARATOR = "; ";

  private DomainNameCheck check;
  private String template;

  /** Creates the validator; the provider calls {@link #initialize(IdnDomainName)} next. */
  public IdnDomainNameValidator() {}

  /**
   * Builds the check from the constraint's attributes.
   *
   * @param constraint the annotation on the validated element
   */
  @Override
  public void initialize(IdnDomainName constraint) {
    this.check = DomainNameCheck.of(constraint);
    this.template = constraint.message();
  }

  /**
   * Returns whether {@code value} is null or a valid domain name; if not, and the template has the
   * {@value IdnDomainName#PROBLEMS} placeholder, replaces the default violation with one whose
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
    List<DomainNameCheck.Finding> problems = check.problems(value);
    if (problems.isEmpty()) {
      return true;
    }
    if (template.contains(IdnDomainName.PROBLEMS)) {
      context.disableDefaultConstraintViolation();
      context
          .buildConstraintViolationWithTemplate(
              template.replace(IdnDomainName.PROBLEMS, escape(list(problems))))
          .addConstraintViolation();
    }
    return false;
  }

  /**
   * The problems as one line: the first {@link #MAX_LISTED}, then how many more, counting those the
   * library's cap left out (its {@code TOO_MANY_PROBLEMS} marker is not listed itself).
   */
  static String list(List<DomainNameCheck.Finding> problems) {
    StringBuilder sb = new StringBuilder();
    int listable = problems.size();
    long omitted = 0;
    if (listable > 0 && problems.get(listable - 1).omitted() > 0) {
      omitted = problems.get(listable - 1).omitted();
      listable--;
    }
    int shown = Math.min(listable, MAX_LISTED);
    for (int i = 0; i < shown; i++) {
      sb.append(i == 0 ? "" : SEPARATOR).append(problems.get(i));
    }
    long more = listable - shown + omitted;
    if (more > 0) {
      sb.append(SEPARATOR).append("and ").append(more).append(" more");
    }
    return sb.toString();
  }

  /**
   * Escapes text for a message template so that the provider shows it as it is: Jakarta Validation
   * 3.1 §6.3.1.1 gives a backslash before <code>{</code>, <code>}</code>, {@code $} and {@code \}
   * their literal meaning. Without it a name such as <code>${1+1}</code> would be evaluated as an
   * expression.
   */
  static String escape(String text) {
    StringBuilder sb = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '{' || c == '}' || c == '$' || c == '\\') {
        sb.append('\\');
      }
      sb.append(c);
    }
    return sb.toString();
  }
}
