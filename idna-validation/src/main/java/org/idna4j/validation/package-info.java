/**
 * Jakarta Bean Validation constraints for internationalized domain names and email addresses.
 *
 * <p>Most users need only {@link org.idna4j.validation.IdnDomainName} and {@link
 * org.idna4j.validation.IdnEmail}:
 *
 * <pre>{@code
 * record Order(@NotNull @IdnDomainName String domain,
 *              List<@IdnDomainName(preset = Preset.LOOKUP) String> aliases,
 *              @NotNull @IdnEmail String contact) {}
 * }</pre>
 *
 * {@link org.idna4j.validation.IdnDomainNameValidator} and {@link
 * org.idna4j.validation.IdnEmailValidator} are the validators the provider runs. All are
 * thread-safe once the provider has initialized the validator.
 */
package org.idna4j.validation;
