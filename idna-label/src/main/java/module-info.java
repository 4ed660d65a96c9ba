/**
 * One label: UTS #46, IDNA2008 and IDNA2003 processing and validity rules ({@link
 * org.idna4j.label.LabelProcessor}, {@link org.idna4j.label.IdnaProfile}), and the constants every
 * module shares ({@link org.idna4j.label.NameRules}).
 *
 * <p>{@code org.idna4j.label.internal} holds the hooks that the domain layer needs from the label
 * engine; it is exported to {@code org.idna4j.domain} only, so it is not API.
 */
module org.idna4j.label {
  // The engines' Punycode (RFC 3492); no Punycode type is part of this module's API.
  requires org.idna4j.punycode;
  // UTS #46 mapping, NFC, Bidi classes, scripts (UTS #39): ICU4J, an automatic module
  // (Automatic-Module-Name com.ibm.icu); none of its types is part of this module's API.
  requires com.ibm.icu;

  exports org.idna4j.label;
  exports org.idna4j.label.internal to
      org.idna4j.domain,
      org.idna4j.url,
      org.idna4j.email;
}
