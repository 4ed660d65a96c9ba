/**
 * Internationalized email addresses (RFC 6530-6533): {@link org.idna4j.email.EmailAddress} parses
 * and normalizes an address under {@link org.idna4j.email.EmailOptions}; {@link
 * org.idna4j.email.EmailResult} gives the normalized and ASCII forms, the SMTPUTF8 flag and every
 * problem with its position.
 */
module org.idna4j.email {
  // IdnaProblem and IdnaError appear in EmailResult's API.
  requires transitive org.idna4j.label;
  // Idna, the IDNA2008 processing of the domain part.
  requires org.idna4j.domain;
  // NFC and character properties of the local part (RFC 6532 §3.1): ICU4J, an automatic module.
  requires com.ibm.icu;

  exports org.idna4j.email;
}
