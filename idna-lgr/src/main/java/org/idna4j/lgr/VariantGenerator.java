package org.idna4j.lgr;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Generates the variant labels of a label (RFC 7940 §8.2) as lgr-core's {@code
 * _generate_label_variants} and {@code compute_label_disposition} do, under a {@link
 * VariantBudget}.
 *
 * <p>lgr-core's reading, followed here because ICANN tests registries with it: left to right, at
 * each position the candidate elements are those starting there that have variants and whose
 * context holds in the label built so far (the permuted prefix followed by the rest of the original
 * label); when none has variants, the longest element only; when a candidate is a sequence, the
 * shorter elements starting there too. Each candidate is replaced by itself (unless it has a
 * reflexive mapping) and by each variant whose context holds where it is substituted; a position
 * that no element starts (inside a sequence that was split) ends the branch. Each permutation's
 * types are those of the mappings used (§8.2 step 3); a permutation is judged with the greedy
 * eligibility of {@link Analysis#eligible()}, then the actions with no types (an {@code invalid}
 * there makes the variant ineligible), then the actions with its types (§8.3). The first derivation
 * of a label decides (§8.4, lgr-core's {@code already_handled}).
 *
 * <p>Bounded: every partial or complete permuted label examined costs one unit of {@link
 * VariantBudget#maxPermutations()}; a prefix in which a whole-label {@code invalid} rule already
 * matches, with only {@code invalid} rule actions before it, is pruned with its subtree for one
 * unit (RZ-LGR-5 Arabic's no-mix rules: 3^(n-1) invalid permutations of n kafs become O(n) work).
 * The deadline and the cancellation hook are polled every {@link VariantBudget#POLL_EVERY} units.
 * Iterative (no recursion), memory linear in the label plus the labels seen (at most one per unit).
 */
final class VariantGenerator {

  /** A permuted label and what its mappings recorded (§8.2 steps 1-3), before any disposition. */
  record Permutation(int[] cps, Set<String> types, boolean onlyVariants) {}

  /** One way to spell an element at a position: the element itself or one of its variants. */
  private record Perm(int[] out, String type, boolean isVariant, int advance) {}

  private static final class Frame {
    final int i;
    final int plen;
    final Set<String> types;
    final boolean only;
    final boolean hasVariant;
    List<Perm> perms;
    int next;

    Frame(int i, int plen, Set<String> types, boolean only, boolean hasVariant) {
      this.i = i;
      this.plen = plen;
      this.types = types;
      this.only = only;
      this.hasVariant = hasVariant;
    }
  }

  private final Lgr lgr;
  private final int[] cps;
  private final int n;
  private final VariantBudget budget;
  private final int[] target;
  private final int[] pruneRules;

  /** When not null (tests): every permutation but the label itself is recorded here, unjudged. */
  List<Permutation> raw;

  private int[] prefix;
  private long examined;
  private VariantCut cut;

  /**
   * @param target when not null, only this permutation is sought (branches that cannot spell it are
   *     skipped)
   */
  VariantGenerator(Lgr lgr, int[] cps, VariantBudget budget, int[] target) {
    this.lgr = lgr;
    this.cps = cps;
    this.n = cps.length;
    this.budget = budget;
    this.target = target;
    this.pruneRules = lgr.pruneRules;
    this.prefix = new int[Math.max(16, n)];
  }

  long examined() {
    return examined;
  }

  /** Why the run stopped early, or null. */
  VariantCut cut() {
    return cut;
  }

  /**
   * Runs the generation, handing each non-invalid variant to {@code sink} in generation order;
   * stops when the sink returns false (then {@link #cut()} is null: the caller decides), or at the
   * budget.
   */
  void run(Predicate<VariantLabel> sink) {
    Set<String> seen = new HashSet<>();
    List<Frame> stack = new ArrayList<>();
    stack.add(new Frame(0, 0, Collections.emptySet(), true, false));
    while (!stack.isEmpty()) {
      Frame f = stack.get(stack.size() - 1);
      if (f.perms == null) {
        f.perms = perms(f);
      }
      if (f.next == f.perms.size()) {
        stack.remove(stack.size() - 1);
        continue;
      }
      if (!spend()) {
        return;
      }
      Perm p = f.perms.get(f.next++);
      int plen = f.plen + p.out.length;
      ensure(plen);
      System.arraycopy(p.out, 0, prefix, f.plen, p.out.length);
      if (target != null
          && !Arrays.equals(prefix, 0, plen, target, 0, Math.min(plen, target.length))) {
        continue;
      }
      Set<String> types = f.types;
      if (p.type != null && !types.contains(p.type)) {
        types = new TreeSet<>(types);
        types.add(p.type);
      }
      boolean only = f.only && p.isVariant;
      int end = f.i + p.advance;
      if (end < n) {
        if (!doomed(plen)) {
          stack.add(new Frame(end, plen, types, only, f.hasVariant || p.isVariant));
        }
        continue;
      }
      int[] out = Arrays.copyOf(prefix, plen);
      if (raw != null) {
        if (!Arrays.equals(out, cps) && seen.add(new String(out, 0, out.length))) {
          raw.add(new Permutation(out, types, only));
        }
        continue;
      }
      if (Arrays.equals(out, cps) || (target != null && !Arrays.equals(out, target))) {
        continue; // §8.2: the label itself is not one of its variants
      }
      if (!seen.add(new String(out, 0, out.length))) {
        continue; // §8.4: the first derivation decides, as lgr-core's already_handled
      }
      VariantLabel v = judge(out, types, only);
      if (v != null && !sink.test(v)) {
        return;
      }
    }
  }

  /** Counts one unit; false (with {@link #cut} set) when the budget has run out. */
  private boolean spend() {
    if (examined >= budget.maxPermutations()) {
      cut = VariantCut.BUDGET;
      return false;
    }
    examined++;
    if (examined % VariantBudget.POLL_EVERY == 0) {
      if (budget.deadlineNanos() != VariantBudget.NO_DEADLINE
          && System.nanoTime() - budget.deadlineNanos() > 0) {
        cut = VariantCut.DEADLINE;
        return false;
      }
      if (budget.cancelled().getAsBoolean()) {
        cut = VariantCut.CANCELLED;
        return false;
      }
    }
    return true;
  }

  private void ensure(int len) {
    if (len > prefix.length) {
      prefix = Arrays.copyOf(prefix, Math.max(len, prefix.length * 2));
    }
  }

  /** Whether a whole-label invalid rule already matches in the permuted prefix. */
  private boolean doomed(int plen) {
    for (int r : pruneRules) {
      if (lgr.rules.get(r).forward.matchesWithinPrefix(prefix, plen)) {
        return true;
      }
    }
    return false;
  }

  /** The permutations at a frame, in lgr-core's order. */
  private List<Perm> perms(Frame f) {
    int i = f.i;
    Element[] starting = startingAt(i);
    if (starting.length == 0) {
      return List.of(); // lgr-core: NotInLGR inside a split sequence ends the branch
    }
    Analysis hybrid = null;
    List<Element> same = new ArrayList<>();
    for (Element e : starting) {
      if (e.hasVariant()) {
        if (e.when >= 0 || e.notWhen >= 0) {
          if (hybrid == null) {
            hybrid = hybrid(f.plen, i);
          }
          if (!hybrid.contextOk(e.when, e.notWhen, f.plen, f.plen + e.length())) {
            continue;
          }
        }
        same.add(e);
      }
    }
    if (same.isEmpty()) {
      same.add(starting[0]); // no element with variants: the longest one only
    }
    List<Element> withShorter = new ArrayList<>(same);
    for (Element e : same) {
      if (e.length() > 1) {
        for (Element s : starting) {
          if (s.length() < e.length() && !withShorter.contains(s)) {
            withShorter.add(s);
          }
        }
      }
    }
    List<Perm> out = new ArrayList<>();
    for (Element e : withShorter) {
      int end = i + e.length();
      boolean atEnd = end == n;
      if (atEnd && !(f.hasVariant || e.hasVariant())) {
        continue; // lgr-core: the unpermuted label is not produced
      }
      int[] text = e.text(cps[i]);
      boolean reflexive = false;
      List<Perm> here = new ArrayList<>();
      for (Variant v : e.all) {
        if (v.when >= 0 || v.notWhen >= 0) {
          int[] h = new int[f.plen + v.cps.length + (n - end)];
          System.arraycopy(prefix, 0, h, 0, f.plen);
          System.arraycopy(v.cps, 0, h, f.plen, v.cps.length);
          System.arraycopy(cps, end, h, f.plen + v.cps.length, n - end);
          if (!new Analysis(lgr, h).contextOk(v.when, v.notWhen, f.plen, f.plen + v.cps.length)) {
            continue;
          }
        }
        reflexive |= Arrays.equals(v.cps, text);
        here.add(new Perm(v.cps, v.type, true, e.length()));
      }
      if (!reflexive) {
        out.add(new Perm(text, null, false, e.length()));
      }
      out.addAll(here);
    }
    return out;
  }

  /** The elements starting at position i of the original label (text match only), longest first. */
  private Element[] startingAt(int i) {
    List<Element> out = new ArrayList<>(2);
    for (Element e : lgr.repertoire.charsStartingWith(cps[i])) {
      if (Repertoire.matchesAt(e, cps, n, i)) {
        out.add(e);
      }
    }
    Element r = lgr.repertoire.rangeOf(cps[i]);
    if (r != null) {
      out.add(r);
    }
    return out.toArray(new Element[0]);
  }

  /** The permuted prefix followed by the rest of the original label from i. */
  private Analysis hybrid(int plen, int i) {
    int[] h = new int[plen + n - i];
    System.arraycopy(prefix, 0, h, 0, plen);
    System.arraycopy(cps, i, h, plen, n - i);
    return new Analysis(lgr, h);
  }

  /**
   * RFC 7940 §8.3 for a permutation, as lgr-core's {@code compute_label_disposition}: ineligible
   * (greedy), or made invalid by the actions with no types, or invalid by the actions with its
   * types, gives null (dropped, §8.2 step 5).
   */
  private VariantLabel judge(int[] out, Set<String> types, boolean only) {
    Analysis va = new Analysis(lgr, out);
    if (!va.eligible()) {
      return null;
    }
    LabelEvaluator ev = lgr.evaluator;
    if (Lgr.INVALID.equals(ev.disposition(va, Set.of(), false).disposition)) {
      return null;
    }
    Action fired = ev.disposition(va, types, only);
    if (Lgr.INVALID.equals(fired.disposition)) {
      return null;
    }
    LabelForms vf = LabelForms.ofCodePoints(out);
    return new VariantLabel(
        vf.uLabel, vf.aLabel(), fired.disposition, fired.decided(lgr.rules), types, only);
  }
}
