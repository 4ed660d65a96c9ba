package org.idna4j.server;

import org.idna4j.lgr.LgrError;
import org.idna4j.lgr.LgrLabelResult;
import org.idna4j.lgr.Ruleset;
import org.idna4j.lgr.VariantBudget;
import org.idna4j.lgr.VariantResult;
import org.idna4j.records.IndexRecord;
import org.idna4j.records.LgrCheckRecord;
import org.idna4j.records.VariantsRecord;

/**
 * The endpoints under {@code /api/v1/lgr/}: RFC 7940 Label Generation Rules over one LGR or an LGR
 * set, answering the records of {@code idna lgr check|variants|index --format jsonl}. A server
 * started without rules answers them 404, saying how to enable them.
 */
final class LgrApi {

  /** Variants answered when the request names no {@code limit}. */
  static final int DEFAULT_VARIANTS = 100;

  /** The most variants one request may ask for (each one costs a disposition, RFC 7940 §8.3). */
  static final int MAX_VARIANTS = 1000;

  /** The parameter holding the label. */
  static final String LABEL = "label";

  /** With an LGR set: the element LGR's script, as {@code idna lgr --script}. */
  static final String SCRIPT = "script";

  /** The most variants to answer. */
  static final String LIMIT = "limit";

  /** Permuted labels one variants request may examine (RFC 7940 §8.2 is exponential). */
  static final long MAX_PERMUTATIONS = 50_000;

  private final Ruleset rules;

  /**
   * @param rules one LGR or an LGR set, or null to disable the endpoints
   */
  LgrApi(Ruleset rules) {
    this.rules = rules;
  }

  /**
   * {@code GET /api/v1/lgr/check}: eligibility (RFC 7940 §8.1), disposition (§8.3), every problem
   * with its offset, and the index label (§8.5) of an eligible label.
   */
  Object check(Query q, byte[] body) {
    enabled();
    String label = q.text(LABEL);
    String script = rules.isSet() ? q.get(SCRIPT) : null;
    LgrLabelResult r = rules.evaluate(label, script);
    return LgrCheckRecord.of(null, r, r.eligible() ? rules.indexLabel(label).orElse(null) : null);
  }

  /**
   * {@code GET /api/v1/lgr/variants}: the variant labels (RFC 7940 §8.2) with their dispositions,
   * at most {@code limit} of them; {@code cut} says why the list may be incomplete, null when it is
   * complete: the name of the library's {@code VariantCut} ({@code LIMIT}, more exist; {@code
   * BUDGET}, {@link #MAX_PERMUTATIONS} permutations were examined; {@code DEADLINE} or {@code
   * CANCELLED}, the request's work deadline passed or its client left), and then {@code
   * permutations} bounds how many there are.
   *
   * <p>Security considerations: the permutations of a label are exponential in its length (3^29 for
   * 30 Arabic kafs under RZ-LGR-5), and most may be invalid; the enumeration counts every
   * permutation it examines against the budget and polls the request's {@link RequestDeadline}
   * (deadline and disconnect), so one request costs at most the budget or the deadline.
   */
  Object variants(Query q, byte[] body) {
    enabled();
    String label = q.text(LABEL);
    int limit = limit(q.get(LIMIT));
    // The request's work deadline and disconnect check, polled by the enumeration.
    RequestDeadline deadline = RequestDeadline.current();
    VariantResult r =
        rules.variants(
            label,
            rules.isSet() ? q.get(SCRIPT) : null,
            VariantBudget.of(limit, MAX_PERMUTATIONS)
                .withDeadline(deadline.deadlineNanos())
                .withCancellation(deadline::cancelled));
    if (r.label().errors().contains(LgrError.NO_ELEMENT_LGR)) {
      throw ApiException.badRequest("NO_ELEMENT_LGR", r.label().problems().get(0).detail());
    }
    return VariantsRecord.of(null, label, r);
  }

  /** {@code GET /api/v1/lgr/index}: the index label (RFC 7940 §8.5); null when not eligible. */
  Object index(Query q, byte[] body) {
    enabled();
    String label = q.text(LABEL);
    return new IndexRecord(null, label, rules.indexLabel(label).orElse(null));
  }

  private void enabled() {
    if (rules == null) {
      throw new ApiException(
          ApiException.NOT_FOUND,
          "lgr_not_enabled",
          "the LGR endpoints are off;"
              + " start the server with idna serve --lgr FILE (an LGR XML file) or --lgr DIR (an LGR-set directory)");
    }
  }

  private static int limit(String value) {
    if (value == null) {
      return DEFAULT_VARIANTS;
    }
    int n;
    try {
      n = Integer.parseInt(value);
    } catch (NumberFormatException e) {
      n = -1;
    }
    if (n < 0 || n > MAX_VARIANTS) {
      throw ApiException.badRequest(
          "invalid_parameter",
          "query parameter 'limit' must be a number from 0 to "
              + MAX_VARIANTS
              + ", not '"
              + Query.clip(value)
              + "'");
    }
    return n;
  }
}
