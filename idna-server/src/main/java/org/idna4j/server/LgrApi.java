package org.idna4j.server;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.idna4j.lgr.LabelResult;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrSet;
import org.idna4j.lgr.VariantLabel;
import org.idna4j.records.IndexRecord;
import org.idna4j.records.LgrCheckRecord;
import org.idna4j.records.VariantRecord;
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

  private final Lgr lgr;
  private final LgrSet set;

  /**
   * @param lgr one LGR, or null
   * @param set an LGR set, or null; at most one of the two is given, none disables the endpoints
   */
  LgrApi(Lgr lgr, LgrSet set) {
    if (lgr != null && set != null) {
      throw new IllegalArgumentException("an LGR or an LGR set, not both");
    }
    this.lgr = lgr;
    this.set = set;
  }

  /**
   * {@code GET /api/v1/lgr/check}: eligibility (RFC 7940 §8.1), disposition (§8.3), every problem
   * with its offset, and the index label (§8.5) of an eligible label.
   */
  Object check(Query q, byte[] body) {
    enabled();
    String label = q.text(LABEL);
    String script = set == null ? null : q.get(SCRIPT);
    LabelResult r =
        set == null
            ? lgr.evaluate(label)
            : script == null ? set.evaluate(label) : set.evaluate(label, script);
    return LgrCheckRecord.of(r, r.eligible() ? indexer().indexLabel(label).orElse(null) : null);
  }

  /**
   * {@code GET /api/v1/lgr/variants}: the variant labels (RFC 7940 §8.2) with their dispositions,
   * at most {@code limit} of them; {@code cut} says why the list stops ({@code LIMIT}), null when
   * it is complete, and then {@code permutations} bounds how many exist. (The LGR library's variant
   * budget will add its own reasons; see /work/coord/lgr-api.md.)
   */
  Object variants(Query q, byte[] body) {
    enabled();
    String label = q.text(LABEL);
    int limit = limit(q.get(LIMIT));
    Lgr element = element(label, set == null ? null : q.get(SCRIPT));
    List<VariantRecord> variants = new ArrayList<>();
    boolean cut = false;
    Iterator<VariantLabel> it = element.variants(label).iterator();
    while (it.hasNext()) {
      if (variants.size() == limit) {
        cut = true;
        break;
      }
      variants.add(VariantRecord.of(it.next()));
    }
    return new VariantsRecord(
        label,
        List.copyOf(variants),
        cut ? VariantsRecord.CUT_LIMIT : null,
        cut ? element.variantEstimate(label).toString() : null);
  }

  /** {@code GET /api/v1/lgr/index}: the index label (RFC 7940 §8.5); null when not eligible. */
  Object index(Query q, byte[] body) {
    enabled();
    String label = q.text(LABEL);
    return new IndexRecord(label, indexer().indexLabel(label).orElse(null));
  }

  /** The LGR that computes index labels: the one LGR, or a set's common LGR. */
  private Lgr indexer() {
    return set == null ? lgr : set.common();
  }

  private Lgr element(String label, String script) {
    if (set == null) {
      return lgr;
    }
    String s = script != null ? script : LgrSet.detectScript(label).orElse(null);
    Lgr element = s == null ? null : set.elements().get(s);
    if (element == null) {
      throw ApiException.badRequest(
          "no_element_lgr",
          "the LGR set has no element LGR for the script "
              + (s == null ? "of the label" : "'" + Query.clip(s) + "'")
              + "; its scripts are "
              + String.join(", ", new java.util.TreeSet<>(set.elements().keySet())));
    }
    return element;
  }

  private void enabled() {
    if (lgr == null && set == null) {
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
