/**
 * A Jakarta Bean Validation constraint for internationalized domain names.
 *
 * <p>Most users need only {@link org.idna4j.validation.IdnDomainName}:
 *
 * <pre>{@code
 * record Order(@NotNull @IdnDomainName String domain,
 *              List<@IdnDomainName(preset = Preset.LOOKUP) String> aliases) {}
 * }</pre>
 *
 * {@link org.idna4j.validation.IdnDomainNameValidator} is the validator the provider runs. Both are
 * thread-safe once the provider has initialized the validator.
 */
package org.idna4j.validation;
