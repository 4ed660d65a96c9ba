/**
 * Whole domain names: {@link org.idna4j.domain.Idna} (ToASCII and ToUnicode under a profile),
 * {@link org.idna4j.domain.DomainResult}, and the drop-in {@link org.idna4j.domain.IDN} for {@code
 * java.net.IDN}. Its results carry idna-label's problems and errors, so it reads that module
 * transitively.
 */
module org.idna4j.domain {
  // IdnaProfile, IdnaProblem and IdnaError appear in this module's API.
  requires transitive org.idna4j.label;
  // JdkDifference's Unicode properties (General_Category, Age, Extended_Pictographic): ICU4J, an
  // automatic module (Automatic-Module-Name com.ibm.icu); none of its types is in this API.
  requires com.ibm.icu;

  exports org.idna4j.domain;
  // Not API: the domain parser's fast path on a name inside a URL, without copying it out.
  exports org.idna4j.domain.internal to
      org.idna4j.url;
}
