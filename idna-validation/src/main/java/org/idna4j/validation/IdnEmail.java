package org.idna4j.validation;

import static java.lang.annotation.ElementType.ANNOTATION_TYPE;
import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import org.idna4j.email.EmailOptions;

/**
 * The annotated {@code String} (any {@link CharSequence}) must be a valid internationalized email
 * address: {@code EmailAddress.parse(value, options)} finds no problem, where the options are this
 * annotation's five attributes, whose defaults are those of {@link EmailOptions#defaults()}.
 *
 * <pre>{@code
 * class SignUp {
 *     @NotNull @IdnEmail                                    // EmailOptions.defaults()
 *     String email;
 *
 *     @IdnEmail(eai = EmailOptions.Eai.IDN_DOMAIN)          // must be deliverable without SMTPUTF8
 *     String legacyRelayAddress;
 *
 *     List<@IdnEmail(displayName = true) String> recipients; // "Jane <jane@example.com>"
 * }
 * }</pre>
 *
 * <p>Unlike Hibernate Validator's {@code @Email}, which checks the domain with IDNA2003 through
 * {@code java.net.IDN}, the domain is checked with UTS #46 mapping and IDNA2008 (RFC 5891 §4), and
 * the local part by RFC 6531 §3.3 with the unsafe code points rejected; see {@code
 * org.idna4j.email.EmailAddress} for every rule.
 *
 * <p>It applies to fields, method and constructor parameters, method return values and container
 * elements ({@code List<@IdnEmail String>}), and can be composed into other constraints.
 *
 * <p><b>{@code null} is valid</b>, as for every Bean Validation constraint except {@code @NotNull}:
 * add {@code @NotNull} when an address is required. The empty string is checked (and invalid).
 *
 * <p>The violation message lists every problem with its code-point offset, in input order, such as
 * {@code is not a valid email address: EMAIL_LOCAL_PART_DOT in the name at offset 0: the local part
 * starts with a dot}; see {@link #message()}.
 */
@Documented
@Constraint(validatedBy = IdnEmailValidator.class)
@Target({FIELD, METHOD, PARAMETER, ANNOTATION_TYPE, TYPE_USE})
@Retention(RUNTIME)
@Repeatable(IdnEmail.List.class)
public @interface IdnEmail {

  /**
   * The message template. As for {@link IdnDomainName#message()}: the validator replaces {@value
   * IdnDomainName#PROBLEMS} with the problems (each as {@code ERROR (code) in label N at offset M:
   * detail}, or {@code in the name} outside the domain, separated by {@code "; "}; the first 20 and
   * a count of the rest), escaped so that the value is never interpolated; the template may use
   * bundle keys and the attributes ({@code {eai}}, {@code {quotedLocalPart}}, ...).
   *
   * <p>The default is the bundle key {@code org.idna4j.validation.IdnEmail.message} ("is not a
   * valid email address:" in this jar's {@code ContributorValidationMessages.properties}) followed
   * by the problems.
   *
   * @return the message template
   */
  String message() default "{org.idna4j.validation.IdnEmail.message} " + IdnDomainName.PROBLEMS;

  /**
   * The validation groups, as for every constraint.
   *
   * @return the groups
   */
  Class<?>[] groups() default {};

  /**
   * The payload, as for every constraint.
   *
   * @return the payload
   */
  Class<? extends Payload>[] payload() default {};

  /**
   * How far the address may be internationalized ({@link EmailOptions#eai()}): {@code SMTPUTF8}
   * (default, UTF-8 anywhere), {@code IDN_DOMAIN} (ASCII local part, so deliverable without
   * SMTPUTF8) or {@code ASCII}.
   *
   * @return the EAI level
   */
  EmailOptions.Eai eai() default EmailOptions.Eai.SMTPUTF8;

  /**
   * Whether a quoted local part ({@code "john doe"@example.com}) is accepted ({@link
   * EmailOptions#quotedLocalPart()}); default {@code false}.
   *
   * @return whether quoted local parts are accepted
   */
  boolean quotedLocalPart() default false;

  /**
   * Whether an address literal ({@code user@[192.0.2.1]}) is accepted ({@link
   * EmailOptions#addressLiteral()}); default {@code false}.
   *
   * @return whether address literals are accepted
   */
  boolean addressLiteral() default false;

  /**
   * Whether the RFC 5322 name-addr form ({@code Jane <jane@example.com>}) is accepted ({@link
   * EmailOptions#displayName()}); default {@code false}.
   *
   * @return whether a display name is accepted
   */
  boolean displayName() default false;

  /**
   * Whether the domain must be globally deliverable: a dot, a last label ending in a letter, no
   * special-use name ({@link EmailOptions#globallyDeliverable()}); default {@code true}. No DNS
   * query is made.
   *
   * @return whether the domain must be globally deliverable
   */
  boolean globallyDeliverable() default true;

  /** Several {@link IdnEmail} constraints on one element (such as one per group). */
  @Documented
  @Target({FIELD, METHOD, PARAMETER, ANNOTATION_TYPE, TYPE_USE})
  @Retention(RUNTIME)
  @interface List {
    /**
     * The constraints.
     *
     * @return the constraints
     */
    IdnEmail[] value();
  }
}
