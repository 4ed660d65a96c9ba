/**
 * RFC 7940 Label Generation Rulesets: {@link org.idna4j.lgr.Lgr} reads an LGR document and judges
 * labels (eligibility, dispositions, variants, index labels, collisions).
 */
module org.idna4j.lgr {
  // A-label <-> U-label conversion of the labels an LGR evaluates (RFC 3492).
  requires org.idna4j.punycode;
  // NameRules.ACE_PREFIX, and idna-label's A-label and IDNA2008 checks.
  requires org.idna4j.label;
  // UnicodeSet for RFC 7940 §6.2 classes and Unicode properties: ICU4J, an automatic module.
  requires com.ibm.icu;
  // The LGR XML format (RFC 7940 §4), read with the JDK's StAX parser.
  requires java.xml;

  exports org.idna4j.lgr;
}
