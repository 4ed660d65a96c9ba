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
import org.idna4j.label.IdnaProfile;

/**
 * The annotated {@code String} (any {@link CharSequence}) must be a valid internationalized domain
 * name under an IDNA profile: {@code Idna.of(profile).toAscii(value)} finds no problem.
 *
 * <pre>{@code
 * class Registration {
 *     @NotNull @IdnDomainName                              // IDNA2008 registration (RFC 5891 §4)
 *     String domain;
 *
 *     @IdnDomainName(preset = Preset.LOOKUP, allowTrailingDot = true)
 *     String resolverInput;
 *
 *     List<@IdnDomainName(asciiOnly = true) String> nameServers;
 * }
 * }</pre>
 *
 * <p>It applies to fields, method and constructor parameters, method return values and container
 * elements ({@code List<@IdnDomainName String>}), and can be composed into other constraints.
 *
 * <p><b>{@code null} is valid</b>, as for every Bean Validation constraint except {@code @NotNull}:
 * add {@code @NotNull} when a name is required. The empty string is not null: it is checked like
 * any other value (and is invalid under every preset that verifies DNS lengths).
 *
 * <p>The violation message lists every problem with its label index and code-point offset, in input
 * order, such as {@code is not a valid domain name under the registration profile: DISALLOWED (V7)
 * in label 0 at offset 1: U+00DF ...}; see {@link #message()}.
 */
@Documented
@Constraint(validatedBy = IdnDomainNameValidator.class)
@Target({FIELD, METHOD, PARAMETER, ANNOTATION_TYPE, TYPE_USE})
@Retention(RUNTIME)
@Repeatable(IdnDomainName.List.class)
public @interface IdnDomainName {

  /** The placeholder that {@link #message()} may contain for the list of problems. */
  String PROBLEMS = "{problems}";

  /**
   * The message template. The validator replaces the placeholder {@code {problems}} with the
   * problems found (each as {@code ERROR (code) in label N at offset M: detail}, separated by
   * {@code "; "}; for a name with very many problems, the first 20 and a count of the rest) before
   * the Bean Validation provider interpolates the template, so the template may also use
   * resource-bundle keys and the attributes ({@code {preset}}, {@code {allowTrailingDot}}, {@code
   * {asciiOnly}}). The problem text is escaped, so a name containing <code>{</code> or <code>$
   * </code> is never interpolated. Expression language (<code>${validatedValue}</code>) is not
   * evaluated in a violation built by a validator (Hibernate Validator's default since 6.2, against
   * injection through values).
   *
   * <p>The default is the bundle key {@code org.idna4j.validation.IdnDomainName.message} followed
   * by the problems; the key's English text is in this jar's {@code
   * ContributorValidationMessages.properties} and an application overrides it in its own {@code
   * ValidationMessages.properties}. The placeholder must be written in the template itself, not in
   * a bundle value (bundles are resolved after the replacement).
   *
   * @return the message template
   */
  String message() default "{org.idna4j.validation.IdnDomainName.message} " + PROBLEMS;

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
   * The IDNA profile the name is checked with. The default, {@code REGISTRATION}, is strict
   * IDNA2008 (RFC 5891 §4): what a registrar should accept for a new registration; use {@code
   * LOOKUP} for names a user types to reach an existing host.
   *
   * @return the preset
   */
  IdnaProfile.Preset preset() default IdnaProfile.Preset.REGISTRATION;

  /**
   * Whether one trailing dot (an absolute name such as {@code example.com.}, whose last label is
   * the empty root label) is accepted. The same answer under every preset:
   *
   * <ul>
   *   <li>{@code false} (default): a name that ends with a label separator is invalid, with the
   *       problem {@code EMPTY_LABEL (A4_2)} at the root label (UTS #46 §4.2 step 4), also under
   *       presets that do not verify DNS lengths ({@code WHATWG_URL}) or that accept the dot by
   *       default ({@code LOOKUP}, {@code IDNA2003});
   *   <li>{@code true}: the profile's {@code allowTrailingDot} option is on, so one trailing dot is
   *       accepted and the name may be 254 octets with it. Two dots ({@code a.b..}) remain an empty
   *       label.
   * </ul>
   *
   * @return whether a trailing dot is accepted
   */
  boolean allowTrailingDot() default false;

  /**
   * Whether the value must already be in ASCII form: equal to its {@code toAscii} output, A-labels
   * ({@code xn--bcher-kva.example}) instead of U-labels ({@code bücher.example}), which is what a
   * zone file or a DNS query carries. Under a mapping preset ({@code LOOKUP}, {@code UTS46}, ...)
   * this also rejects what mapping would change, such as upper case and full-width dots. A value
   * that is otherwise invalid reports its IDNA problems only; a valid one that is not in ASCII form
   * reports one problem, {@code NOT_ASCII_FORM}, at the first code point that differs from the
   * ASCII form (for a U-label, the start of the label, where the A-label has {@code xn--}), quoting
   * the expected label. Default {@code false}: U-labels are accepted.
   *
   * @return whether only the ASCII form is accepted
   */
  boolean asciiOnly() default false;

  /** Several {@link IdnDomainName} constraints on one element (such as one per group). */
  @Documented
  @Target({FIELD, METHOD, PARAMETER, ANNOTATION_TYPE, TYPE_USE})
  @Retention(RUNTIME)
  @interface List {
    /**
     * The constraints.
     *
     * @return the constraints
     */
    IdnDomainName[] value();
  }
}
