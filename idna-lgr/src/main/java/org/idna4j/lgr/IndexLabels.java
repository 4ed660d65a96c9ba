package org.idna4j.lgr;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.Set;

/**
 * Index labels (RFC 7940 §8.5) and the variant estimate, as lgr-core computes them after the RZ-LGR
 * overview §5.5.4: over every split of the label into elements whose context holds in the label
 * (step 2.b), each element is replaced by the smallest (code-point order) of itself and its
 * variants whose context holds in the label with that variant substituted at that place (step 2.c,
 * lgr-core's {@code prefix + var.cp + suffix}, including how lgr-core shortens that suffix, see
 * {@link #indexOf}), and the smallest result over all splits is the index label. Only a label
 * lgr-core finds eligible ({@link Analysis#eligible()}) has one.
 *
 * <p>The minimum over splits is a dynamic program over positions with hash-consed candidates
 * ({@link IndexText}), linear in the label times the elements per position; a variant with a
 * context rule costs one more scan of the substituted label.
 */
final class IndexLabels {

  /**
   * Variant estimates saturate beyond this many bits (about 10^308) to stay linear in the label.
   */
  private static final int ESTIMATE_MAX_BITS = 1024;

  private IndexLabels() {}

  /** The index label's code points, or null when not eligible. */
  static int[] indexOf(Analysis a) {
    if (!a.eligible()) {
      return null;
    }
    IndexText.Interner texts = new IndexText.Interner();
    IndexText best = null;
    // lgr-core (_generate_index_label_on_partition) tests the variant of the k-th element of a
    // split on prefix + variant + suffix, where its suffix drops the first element's length after
    // the k-th element's start instead of the k-th element's own length. The first element's
    // length d is therefore part of the answer: one dynamic program per d (few: the elements at 0).
    Set<Integer> done = new HashSet<>();
    for (Element first : a.validAt(0)) {
      int d = first.length();
      if (!a.completes(d) || !done.add(d)) {
        continue;
      }
      IndexText[] rest = suffixes(a, texts, d);
      for (Element e0 : a.validAt(0)) {
        if (e0.length() != d) {
          continue;
        }
        IndexText cand = texts.prepend(smallest(a, e0, 0, d), rest[d]);
        if (best == null || cand.compareTo(best) < 0) {
          best = cand;
        }
      }
    }
    return best.toArray();
  }

  /** best[p] for p >= d: the smallest index text of L[p..n) with lgr-core's suffix offset d. */
  private static IndexText[] suffixes(Analysis a, IndexText.Interner texts, int d) {
    IndexText[] best = new IndexText[a.n + 1];
    best[a.n] = texts.empty();
    for (int p = a.n - 1; p >= d; p--) {
      IndexText b = null;
      for (Element e : a.validAt(p)) {
        int end = p + e.length();
        if (!a.completes(end) || best[end] == null) {
          continue;
        }
        IndexText cand = texts.prepend(smallest(a, e, p, d), best[end]);
        if (b == null || cand.compareTo(b) < 0) {
          b = cand;
        }
      }
      best[p] = b;
    }
    return best;
  }

  /** The smallest of an element at p and its variants whose context holds (suffix from p + d). */
  private static int[] smallest(Analysis a, Element e, int p, int d) {
    int[] min = e.text(a.cps[p]);
    for (Variant v : e.variants) {
      if (IndexText.compare(v.cps, min) < 0 && variantContextOk(a, v, p, Math.min(p + d, a.n))) {
        min = v.cps;
      }
    }
    return min;
  }

  /**
   * Whether a variant's context (RFC 7940 §5.3.5) holds at p: tested, as lgr-core does, on {@code
   * L[0, p) + variant + L[end, n)}.
   */
  static boolean variantContextOk(Analysis a, Variant v, int p, int end) {
    if (v.when < 0 && v.notWhen < 0) {
      return true;
    }
    int[] h = new int[a.n - (end - p) + v.cps.length];
    System.arraycopy(a.cps, 0, h, 0, p);
    System.arraycopy(v.cps, 0, h, p, v.cps.length);
    System.arraycopy(a.cps, end, h, p + v.cps.length, a.n - end);
    return new Analysis(a.lgr, h).contextOk(v.when, v.notWhen, p, p + v.cps.length);
  }

  /**
   * Over every split into context-valid elements, the product of (1 + context-valid variants) per
   * element: an upper bound on the permutations (lgr-core's estimate uses one split). Saturates at
   * 2^1024; 0 for an ineligible label.
   */
  static BigInteger estimate(Analysis a) {
    if (!a.eligible()) {
      return BigInteger.ZERO;
    }
    BigInteger cap = BigInteger.ONE.shiftLeft(ESTIMATE_MAX_BITS);
    BigInteger[] ways = new BigInteger[a.n + 1];
    ways[a.n] = BigInteger.ONE;
    for (int p = a.n - 1; p >= 0; p--) {
      BigInteger sum = BigInteger.ZERO;
      for (Element e : a.validAt(p)) {
        int end = p + e.length();
        if (!a.completes(end)) {
          continue;
        }
        long options = 1;
        for (Variant v : e.variants) {
          if (a.contextOk(v.when, v.notWhen, p, end)) {
            options++;
          }
        }
        sum = sum.add(ways[end].multiply(BigInteger.valueOf(options)));
      }
      ways[p] = sum.min(cap);
    }
    return ways[0];
  }
}
