package org.idna4j.display;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The protected domains of a policy, indexed by skeleton ({@link LookalikeSkeletons}), after
 * Chromium's {@code IDNSpoofChecker::GetSimilarTopDomain} and {@code LookupSkeletonInTopDomains}: a
 * name matches when a suffix of two or more labels of one of its skeletons is the skeleton of a
 * protected domain, longest suffix first, and the match counts only if the name is neither that
 * domain nor one of its subdomains.
 *
 * <p>A lookup costs O(1) hash probes per skeleton: only suffixes of at most {@link #maxLabels}
 * labels and {@link #maxLength} chars (the most any protected skeleton has) are probed, so the cost
 * does not grow with the size of the list, and it is linear in the name.
 */
final class LookalikeIndex {
  static final LookalikeIndex EMPTY = new LookalikeIndex(Map.of(), 0, 0);

  private final Map<String, String> bySkeleton;
  private final int maxLabels;
  private final int maxLength;

  private LookalikeIndex(Map<String, String> bySkeleton, int maxLabels, int maxLength) {
    this.bySkeleton = bySkeleton;
    this.maxLabels = maxLabels;
    this.maxLength = maxLength;
  }

  /**
   * Builds an index domain by domain, bounded by the total number of skeletons: the number of
   * skeletons is what the index costs in time and memory (a domain has from 1 up to 2 × {@link
   * LookalikeSkeletons#MAX_VARIANTS} of them, 128 for {@code łłłłłӏ.com}), not the number of
   * domains. Not thread-safe.
   */
  static final class Builder {
    private final int maxSkeletons;
    private final Map<String, String> bySkeleton = new HashMap<>();
    private int skeletons;
    private int maxLabels;
    private int maxLength;

    /**
     * @param maxSkeletons the most skeletons the index may hold, counted before duplicates are
     *     dropped (the work of computing them is what is bounded)
     */
    Builder(int maxSkeletons) {
      this.maxSkeletons = maxSkeletons;
    }

    /**
     * Adds {@code domain} (Unicode form, no trailing dot; the first domain of a skeleton wins), or
     * adds nothing and returns false if its skeletons would pass the bound. The work is bounded by
     * the skeletons of one domain beyond the bound.
     */
    boolean add(String domain) {
      Set<String> own = LookalikeSkeletons.of(domain);
      if (own.size() > maxSkeletons - skeletons) {
        return false;
      }
      skeletons += own.size();
      for (String skeleton : own) {
        if (bySkeleton.putIfAbsent(skeleton, domain) == null) {
          maxLabels = Math.max(maxLabels, countLabels(skeleton));
          maxLength = Math.max(maxLength, skeleton.length());
        }
      }
      return true;
    }

    /** The skeletons added so far, duplicates included. */
    int skeletons() {
      return skeletons;
    }

    /** The index; call once, and add nothing after (the index takes the map over, no copy). */
    LookalikeIndex build() {
      return bySkeleton.isEmpty() ? EMPTY : new LookalikeIndex(bySkeleton, maxLabels, maxLength);
    }
  }

  boolean isEmpty() {
    return bySkeleton.isEmpty();
  }

  private static int countLabels(String s) {
    int n = 1;
    for (int i = s.indexOf('.'); i >= 0; i = s.indexOf('.', i + 1)) {
      n++;
    }
    return n;
  }

  /**
   * Returns the protected domain {@code host} looks like, or null.
   *
   * @param host the name in Unicode form, without a trailing dot
   */
  String lookup(String host) {
    if (bySkeleton.isEmpty()) {
      return null;
    }
    for (String skeleton : LookalikeSkeletons.of(host)) {
      // Label starts of the last maxLabels labels, from the right: suffix k has k labels.
      int[] starts = new int[maxLabels + 1];
      int found = 0;
      int end = skeleton.length();
      int at = end;
      while (found < maxLabels) {
        int dot = skeleton.lastIndexOf('.', at - 1);
        starts[++found] = dot + 1;
        if (dot < 0) {
          break;
        }
        at = dot;
      }
      for (int k = found; k >= 2; k--) { // "A full skeleton needs at least two labels"
        int start = starts[k];
        if (end - start > maxLength) {
          continue;
        }
        String top = bySkeleton.get(skeleton.substring(start));
        if (top != null) {
          // GetSimilarTopDomain: the domain itself and its subdomains are not lookalikes
          return host.equals(top) || isSubdomainOf(host, top) ? null : top;
        }
      }
    }
    return null;
  }

  private static boolean isSubdomainOf(String host, String top) {
    int n = host.length() - top.length();
    return n > 0 && host.charAt(n - 1) == '.' && host.regionMatches(true, n, top, 0, top.length());
  }
}
