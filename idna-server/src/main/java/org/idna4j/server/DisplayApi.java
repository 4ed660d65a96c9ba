package org.idna4j.server;

import org.idna4j.records.DisplayRecord;

/**
 * {@code GET /api/v1/display}: how one name should be shown to people (module idna-display), the
 * record of {@code idna display --format jsonl}. The server has no protected domains, so the
 * lookalike check ({@code LOOKALIKE_DOMAIN}) does not run here; every other check does.
 */
final class DisplayApi {

  /** The parameter naming the display policy. */
  static final String POLICY = "policy";

  /**
   * The display decision of {@code name} under {@code policy} ({@link DisplayRecord#POLICIES},
   * default {@value DisplayRecord#DEFAULT_POLICY}, any case).
   *
   * <p>Security considerations: the name is bounded by {@link Limits#MAX_NAME_CHARS} (413 beyond
   * it) and the decision is linear in its length and never throws on it; an unknown policy is a 400
   * {@code UNKNOWN_POLICY}.
   */
  Object display(Query q, byte[] body) {
    String name = q.name();
    String given = q.get(POLICY);
    String policy =
        given == null
            ? DisplayRecord.DEFAULT_POLICY
            : DisplayRecord.policyName(given)
                .orElseThrow(
                    () ->
                        ApiException.badRequest(
                            "unknown_policy",
                            "unknown policy '"
                                + Query.clip(given)
                                + "'; expected one of "
                                + String.join(", ", DisplayRecord.POLICIES)));
    return DisplayRecord.of(null, name, policy, DisplayRecord.policy(policy));
  }
}
