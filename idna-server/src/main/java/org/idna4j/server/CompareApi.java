package org.idna4j.server;

import org.idna4j.records.CompareRecord;

/** {@code GET /api/v1/compare}: one name under java.net.IDN and every preset. */
final class CompareApi {

  /**
   * {@code GET /api/v1/compare}: the {@code compare} record of the name, the same record as one
   * line of {@code idna compare --format jsonl} ({@link CompareRecord#of}).
   */
  Object compare(Query q, byte[] body) {
    return CompareRecord.of(q.name());
  }
}
