/**
 * Showing names to people: {@link org.idna4j.display.DisplayPolicy} decides, label by label,
 * whether a name is shown in Unicode or as A-labels, with the reasons ({@link
 * org.idna4j.display.DisplayResult}, {@link org.idna4j.display.LabelDecision}).
 */
module org.idna4j.display {
  // RestrictionLevel (DisplayPolicy.firefox) appears in this module's API.
  requires transitive org.idna4j.label;
  // Idna, the ToUnicode/ToASCII conversion each decision starts from.
  requires org.idna4j.domain;
  // A-label forms of the labels shown as ASCII (RFC 3492).
  requires org.idna4j.punycode;
  // Script, identifier and confusable data of UTS #39: ICU4J, an automatic module.
  requires com.ibm.icu;

  exports org.idna4j.display;
}
