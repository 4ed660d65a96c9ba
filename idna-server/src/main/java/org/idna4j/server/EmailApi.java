package org.idna4j.server;

import java.util.Set;
import org.idna4j.email.EmailOptions;
import org.idna4j.records.EmailRecord;

/**
 * {@code GET /api/v1/email?address=...}: one email address parsed with idna-email, the {@link
 * EmailRecord} that {@code idna email --format jsonl} writes (with a null {@code line}).
 *
 * <p>Parameters: {@code address} (required, at most {@link Limits#MAX_NAME_CHARS} characters, else
 * 413 {@code ADDRESS_OVER_LIMIT}: an address has at most 254 octets, RFC 5321 §4.5.3.1.3, so the
 * limit leaves room for a display name and still answers every real address), {@code preset}
 * ({@code defaults} or {@code rfc5321}), {@code eai} ({@code SMTPUTF8}, {@code IDN_DOMAIN}, {@code
 * ASCII}) and the four boolean settings {@code quoted_local_part}, {@code address_literal}, {@code
 * display_name}, {@code globally_deliverable} ({@code true} or {@code false}; left out, the
 * preset's value). The names are {@link EmailRecord}'s, the ones every face reads.
 *
 * <p><b>Security considerations.</b> The address is untrusted: its length is bounded before
 * parsing, and parsing is linear in it and never throws on bad data (an invalid address is a 200
 * answer with its problems); a bad option value is a 400 with the error's identifier.
 */
final class EmailApi {

  /** The parameter holding the address. */
  static final String ADDRESS = "address";

  /** Every parameter the endpoint accepts. */
  static final Set<String> PARAMETERS =
      Set.of(
          ADDRESS,
          EmailRecord.PRESET,
          EmailRecord.EAI,
          EmailRecord.QUOTED_LOCAL_PART,
          EmailRecord.ADDRESS_LITERAL,
          EmailRecord.DISPLAY_NAME,
          EmailRecord.GLOBALLY_DELIVERABLE);

  /** The record of one address under the options of the query. */
  Object email(Query q, byte[] body) {
    String address = q.text(ADDRESS);
    return EmailRecord.of(options(q), null, address);
  }

  /**
   * The options named by the query.
   *
   * @throws ApiException 400 {@code INVALID_PARAMETER} for an unknown preset or EAI level, or a
   *     setting that is not {@code true} or {@code false}
   */
  static EmailOptions options(Query q) {
    Boolean quoted = q.optionalFlag(EmailRecord.QUOTED_LOCAL_PART);
    Boolean literal = q.optionalFlag(EmailRecord.ADDRESS_LITERAL);
    Boolean displayName = q.optionalFlag(EmailRecord.DISPLAY_NAME);
    Boolean deliverable = q.optionalFlag(EmailRecord.GLOBALLY_DELIVERABLE);
    try {
      return EmailRecord.options(
          q.get(EmailRecord.PRESET),
          q.get(EmailRecord.EAI),
          quoted,
          literal,
          displayName,
          deliverable);
    } catch (IllegalArgumentException e) {
      throw ApiException.badRequest("invalid_parameter", e.getMessage());
    }
  }
}
