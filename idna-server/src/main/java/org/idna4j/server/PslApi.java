package org.idna4j.server;

import org.idna4j.psl.PslOptions;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.psl.WildcardMode;
import org.idna4j.records.PslRecord;

/** {@code GET /api/v1/psl}: the Public Suffix List, one {@link PslRecord} per name. */
final class PslApi {

  private final PublicSuffixList publicSuffixList;

  PslApi(PublicSuffixList publicSuffixList) {
    this.publicSuffixList = publicSuffixList;
  }

  /**
   * The public suffix, registrable domain, prevailing rule and its section (publicsuffix.org list
   * format), and the reason when there is no registrable domain: the record of {@code idna psl
   * --format jsonl}.
   */
  Object psl(Query q, byte[] body) {
    String name = q.name();
    PublicSuffixList list =
        publicSuffixList.withOptions(
            PslOptions.strict().toBuilder()
                .icannOnly(q.flag(Query.ICANN_ONLY))
                .wildcardMode(
                    q.flag(Query.BROWSER_WILDCARDS) ? WildcardMode.BROWSER : WildcardMode.STRICT)
                .build());
    return PslRecord.of(null, name, list.lookup(name));
  }
}
