package org.idna4j.server;

import org.idna4j.records.UrlHostRecord;

/**
 * {@code GET /api/v1/url-host?url=...}: the host of one URL converted in place by the URL
 * Standard's host parser, one {@link UrlHostRecord}, the record of {@code idna url-host --format
 * jsonl}.
 *
 * <p><b>Security considerations:</b> the URL is untrusted; it is bounded by {@link
 * Limits#MAX_URL_CHARS} (413 beyond, before any work) and the conversion is linear in its length
 * and never throws on bad data, so every URL gets a 200 with the record (invalid ones with {@code
 * valid: false} and their problems). The record repeats the URL, user name and password included: a
 * client that logs answers must drop them itself.
 */
final class UrlHostApi {

  /** The query parameter holding the URL. */
  static final String URL = "url";

  private UrlHostApi() {}

  /**
   * The url_host record of the {@code url} parameter (no line number).
   *
   * @throws ApiException 400 when {@code url} is missing, 413 when it is longer than {@link
   *     Limits#MAX_URL_CHARS}
   */
  static Object urlHost(Query q, byte[] body) {
    return UrlHostRecord.of(q.text(URL, Limits.MAX_URL_CHARS));
  }
}
