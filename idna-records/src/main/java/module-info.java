/**
 * The records every IDNA4J face emits (CLI JSON Lines, HTTP JSON, Spark rows), each defined once
 * with its JSON Schema: {@link org.idna4j.records.Shaped}, {@link org.idna4j.records.RecordJson}
 * and one Java record per record type ({@link org.idna4j.records.CheckRecord}, {@link
 * org.idna4j.records.PslRecord}, {@link org.idna4j.records.LgrCheckRecord}, ...).
 */
module org.idna4j.records {
  // CheckRecord.of(Idna, ...) and ConversionRecord.of(DomainResult) name idna-domain types.
  requires transitive org.idna4j.domain;
  // ProblemRecord.of(IdnaProblem), ProfileRecord.of(IdnaProfile) name idna-label types.
  requires transitive org.idna4j.label;
  // PslRecord.of(String, PslAnswer) names an idna-psl type.
  requires transitive org.idna4j.psl;
  // LgrCheckRecord.of(LgrLabelResult, ...), VariantsRecord.of(String, VariantResult),
  // ActionRecord.of
  // (DecidingAction) name idna-lgr types.
  requires transitive org.idna4j.lgr;
  // DisplayRecord.of(String, String, DisplayResult) and DisplayRecord.policy name idna-display
  // types.
  requires transitive org.idna4j.display;
  // EmailRecord.of(EmailOptions, ...) and EmailRecord.options(...) name idna-email types.
  requires transitive org.idna4j.email;
  // UrlHostRecord.of maps Host.toAsciiInUrl's HostResult; no idna-url type in its signatures.
  requires org.idna4j.url;

  exports org.idna4j.records;
}
