/**
 * A Jakarta Bean Validation constraint for internationalized domain names: {@link
 * org.idna4j.validation.IdnDomainName}, checked by {@link
 * org.idna4j.validation.IdnDomainNameValidator}, which the validation provider instantiates.
 */
module org.idna4j.validation {
  // @Constraint, ConstraintValidator and Payload appear in this module's API.
  requires transitive jakarta.validation;
  // IdnaProfile.Preset (the preset attribute) and Idna, the conversion the constraint runs.
  requires transitive org.idna4j.domain;

  // EmailOptions.Eai (the eai attribute of @IdnEmail) and EmailAddress, the parser it runs.
  requires transitive org.idna4j.email;

  exports org.idna4j.validation;
}
