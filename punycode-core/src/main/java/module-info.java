/**
 * RFC 3492 Bootstring and Punycode, with no dependencies: {@link org.idna4j.punycode.Punycode} for
 * the IDNA parameters, {@link org.idna4j.punycode.Bootstring} for any others.
 */
module org.idna4j.punycode {
  exports org.idna4j.punycode;
}
