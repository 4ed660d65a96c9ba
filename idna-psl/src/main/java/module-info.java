/**
 * The Public Suffix List: {@link org.idna4j.psl.PublicSuffixList}, the public suffix and the
 * registrable domain of a name, with the list bundled in the jar.
 */
module org.idna4j.psl {
  // Rules and names are compared as A-labels from Idna.lookup(); no type of it is in this API.
  requires org.idna4j.domain;
  // NameRules: the ACE prefix, DNS limits, separators and the ends-in-a-number check.
  // Transitive: PslAnswer.problems() returns IdnaProblem.
  requires transitive org.idna4j.label;

  exports org.idna4j.psl;
}
