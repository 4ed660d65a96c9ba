package org.idna4j.lgr;

import java.util.ArrayList;
import java.util.List;

/**
 * The per-label state of one evaluation: the label's code points, the match tables of the rules it
 * needed (each computed once, in O(n &times; states)), and the context-valid repertoire elements at
 * each position with the positions from which the label can still be completed.
 *
 * <p>Not thread-safe; one instance per call.
 */
final class Analysis {

  private static final Element[] NONE = new Element[0];

  final Lgr lgr;
  final int[] cps;
  final int n;

  /** Per rule, allocated on first use (most labels need few of an LGR's rules). */
  private byte[] whole;

  private boolean[][][] behind;
  private boolean[][][] ahead;
  private Element[][] validAt;
  private boolean[] coReach;
  private byte greedy;

  Analysis(Lgr lgr, int[] cps) {
    this.lgr = lgr;
    this.cps = cps;
    this.n = cps.length;
  }

  /** Whether a non-positional rule matches somewhere in the label (RFC 7940 §6.3 search). */
  boolean wholeMatch(int rule) {
    if (whole == null) {
      whole = new byte[lgr.rules.size()];
    }
    if (whole[rule] == 0) {
      CompiledRule c = lgr.rules.get(rule);
      boolean any = false;
      if (c.forward.mayMatch(cps, n)) {
        for (boolean h : c.forward.run(cps, n, false, true)) {
          any |= h;
        }
      }
      whole[rule] = (byte) (any ? 2 : 1);
    }
    return whole[rule] == 2;
  }

  /** The leftmost position where a match of a non-positional rule starts, or 0. */
  int matchStart(int rule) {
    boolean[] starts = lgr.rules.get(rule).backward.run(cps, n, true, false);
    for (int p = 0; p <= n; p++) {
      if (starts[p]) {
        return p;
      }
    }
    return 0;
  }

  /**
   * Whether a rule holds for the element at {@code [i, j)}: a context rule through its look-behind
   * and look-ahead (RFC 7940 §6.4), any other rule over the whole label (§6.4.3).
   */
  boolean ruleHolds(int rule, int i, int j) {
    CompiledRule c = lgr.rules.get(rule);
    if (!c.positional) {
      return wholeMatch(rule);
    }
    if (behind == null) {
      behind = new boolean[lgr.rules.size()][][];
      ahead = new boolean[lgr.rules.size()][][];
    }
    if (behind[rule] == null) {
      int k = c.lookBehind.length;
      behind[rule] = new boolean[k][];
      ahead[rule] = new boolean[k][];
      for (int alt = 0; alt < k; alt++) {
        behind[rule][alt] =
            c.lookBehind[alt] == null ? null : c.lookBehind[alt].run(cps, n, false, false);
        ahead[rule][alt] =
            c.lookAhead[alt] == null ? null : c.lookAhead[alt].run(cps, n, true, false);
      }
    }
    for (int alt = 0; alt < c.lookBehind.length; alt++) {
      boolean[] lb = behind[rule][alt];
      boolean[] la = ahead[rule][alt];
      if ((lb == null || lb[i]) && (la == null || la[j])) {
        return true;
      }
    }
    return false;
  }

  /** RFC 7940 §5.2: when must match, not-when must not; returns the failing rule or -1. */
  int failingContext(int when, int notWhen, int i, int j) {
    if (when >= 0 && !ruleHolds(when, i, j)) {
      return when;
    }
    if (notWhen >= 0 && ruleHolds(notWhen, i, j)) {
      return notWhen;
    }
    return -1;
  }

  boolean contextOk(int when, int notWhen, int i, int j) {
    return failingContext(when, notWhen, i, j) < 0;
  }

  /** The elements matching the text at p whose context holds, longest first. */
  Element[] validAt(int p) {
    ensure();
    return validAt[p];
  }

  /** Whether the label from p to its end can be split into context-valid elements. */
  boolean completes(int p) {
    ensure();
    return coReach[p];
  }

  /**
   * RFC 7940 §8.1 eligibility as lgr-core decides it ({@code _test_preliminary_eligibility}): left
   * to right, the longest context-valid element at each position is taken, without backtracking;
   * the label is eligible when this walk reaches its end. (A label that some other split would
   * cover is ineligible here, as in lgr-core; {@link #completes} keeps the any-split view that
   * partitions and index labels use.)
   */
  boolean eligible() {
    if (greedy == 0) {
      boolean ok = n > 0;
      int p = 0;
      while (ok && p < n) {
        Element[] va = validAt(p);
        if (va.length == 0) {
          ok = false;
        } else {
          p += va[0].length();
        }
      }
      greedy = (byte) (ok ? 2 : 1);
    }
    return greedy == 2;
  }

  private void ensure() {
    if (validAt != null) {
      return;
    }
    Element[][] va = new Element[n + 1][];
    List<Element> tmp = new ArrayList<>();
    for (int p = 0; p < n; p++) {
      tmp.clear();
      for (Element e : lgr.repertoire.charsStartingWith(cps[p])) {
        if (Repertoire.matchesAt(e, cps, n, p) && contextOk(e.when, e.notWhen, p, p + e.length())) {
          tmp.add(e);
        }
      }
      Element range = lgr.repertoire.rangeOf(cps[p]);
      if (range != null && contextOk(range.when, range.notWhen, p, p + 1)) {
        tmp.add(range);
      }
      va[p] = tmp.isEmpty() ? NONE : tmp.toArray(NONE);
    }
    va[n] = NONE;
    boolean[] co = new boolean[n + 1];
    co[n] = true;
    for (int p = n - 1; p >= 0; p--) {
      for (Element e : va[p]) {
        if (co[p + e.length()]) {
          co[p] = true;
          break;
        }
      }
    }
    validAt = va;
    coReach = co;
  }

  /** Every split into context-valid elements, as element texts, up to {@code limit} (tests). */
  List<List<int[]>> partitions(int limit) {
    List<List<int[]>> out = new ArrayList<>();
    if (eligible()) {
      split(0, new ArrayList<>(), out, limit);
    }
    return out;
  }

  private void split(int p, List<int[]> cur, List<List<int[]>> out, int limit) {
    if (out.size() >= limit) {
      return;
    }
    if (p == n) {
      out.add(List.copyOf(cur));
      return;
    }
    for (Element e : validAt(p)) {
      if (completes(p + e.length())) {
        cur.add(e.text(cps[p]));
        split(p + e.length(), cur, out, limit);
        cur.remove(cur.size() - 1);
      }
    }
  }
}
