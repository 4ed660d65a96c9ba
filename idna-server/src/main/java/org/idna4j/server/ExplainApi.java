package org.idna4j.server;

import org.idna4j.records.ExplainRecord;

/** {@code GET /api/v1/explain}: one name label by label and code point by code point. */
final class ExplainApi {

  /**
   * {@code GET /api/v1/explain}: the {@link ExplainRecord} of the name under the query's profile,
   * the record {@code idna explain} writes: both conversions with their problems, the round trip,
   * every label and code point with the problems at its offset, the UTS #39 findings and the
   * library's sentence for each error. The name is at most {@link Limits#MAX_NAME_CHARS} long (413
   * beyond), which keeps the answer to a few hundred kilobytes.
   */
  Object explain(Query q, byte[] body) {
    return ExplainRecord.of(null, q.name(), q.preset(), q.profile());
  }
}
