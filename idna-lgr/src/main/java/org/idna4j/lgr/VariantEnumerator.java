package org.idna4j.lgr;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.TreeSet;

/**
 * Enumerates the distinct permuted labels of a label (RFC 7940 §8.2 steps 1-3), lazily, in
 * code-point order, without repeating one.
 *
 * <p>Every split of the label into context-valid elements, and every choice of the element itself
 * or one of its context-valid variants (§5.3.5: contexts are evaluated on the original label), is a
 * path through a small automaton whose states are positions in the label and positions inside a
 * chosen output. The distinct outputs are enumerated depth first over sets of states (a subset
 * construction done on the fly), one code point per level, so two paths that spell the same label
 * are visited once (RFC 7940 §8.4) and no branch is a dead end: the delay between two permutations
 * is polynomial in the label, whatever the number of permutations. Memory is proportional to the
 * label length times the states per level.
 *
 * <p>For each output the recorded types come from its first derivation in a fixed order (longest
 * element first, the element itself before its variants in document order).
 */
final class VariantEnumerator implements Iterator<VariantEnumerator.Permutation> {

  /** A permuted label and what its mappings recorded (§8.2 step 3). */
  record Permutation(int[] cps, Set<String> types, boolean onlyVariants) {}

  /** A way to spell one element occurrence: itself (var null) or one of its variants. */
  private record Option(int id, int start, int end, int[] out, Element element, Variant var) {}

  private final Analysis a;
  private final int n;
  private final List<List<Option>> optionsAt;
  private final Option[] options;
  private final int[] base;
  private final int positionBase;
  private final Deque<Frame> stack = new ArrayDeque<>();
  private int[] prefix = new int[16];
  private Permutation pending;

  private static final class Frame {
    final int[] states;
    final int depth;
    int[] children;
    int next;

    Frame(int[] states, int depth) {
      this.states = states;
      this.depth = depth;
    }
  }

  VariantEnumerator(Analysis a) {
    this.a = a;
    this.n = a.n;
    this.optionsAt = new ArrayList<>(n + 1);
    List<Option> all = new ArrayList<>();
    for (int p = 0; p <= n; p++) {
      List<Option> here = new ArrayList<>();
      if (p < n) {
        for (Element e : a.validAt(p)) {
          int end = p + e.length();
          if (!a.completes(end)) {
            continue;
          }
          here.add(new Option(all.size() + here.size(), p, end, e.text(a.cps[p]), e, null));
          for (Variant v : e.variants) {
            if (a.contextOk(v.when, v.notWhen, p, end)) {
              here.add(new Option(all.size() + here.size(), p, end, v.cps, e, v));
            }
          }
        }
      }
      optionsAt.add(here);
      all.addAll(here);
    }
    this.options = all.toArray(new Option[0]);
    this.base = new int[options.length];
    int total = 0;
    for (int i = 0; i < options.length; i++) {
      base[i] = total;
      total += options[i].out.length;
    }
    this.positionBase = total;
    if (a.eligible()) {
      stack.push(new Frame(closure(new int[] {positionBase}), 0));
      pending = accept(stack.peek());
    }
  }

  private int optionOf(int state) {
    int i = Arrays.binarySearch(base, state);
    if (i < 0) {
      i = -i - 2;
    }
    while (i + 1 < base.length && base[i + 1] == state && options[i].out.length == 0) {
      i++;
    }
    return i;
  }

  /** Adds, for every position state, the start of each option there (empty outputs jump ahead). */
  private int[] closure(int[] seeds) {
    TreeSet<Integer> set = new TreeSet<>();
    Deque<Integer> work = new ArrayDeque<>();
    for (int s : seeds) {
      work.push(s);
    }
    while (!work.isEmpty()) {
      int s = work.pop();
      if (!set.add(s) || s < positionBase) {
        continue;
      }
      int p = s - positionBase;
      for (Option o : optionsAt.get(p)) {
        if (o.out.length == 0) {
          work.push(positionBase + o.end); // RFC 7940 §5.3.3 null variant
        } else {
          work.push(base[o.id]);
        }
      }
    }
    int[] r = new int[set.size()];
    int i = 0;
    for (int s : set) {
      r[i++] = s;
    }
    return r;
  }

  private Permutation accept(Frame f) {
    int d = f.depth;
    boolean accepting = Arrays.binarySearch(f.states, positionBase + n) >= 0;
    if (!accepting) {
      return null;
    }
    int[] out = Arrays.copyOf(prefix, d);
    if (Arrays.equals(out, a.cps)) {
      return null; // §8.2: the original label is not one of its variants
    }
    return derive(out);
  }

  @Override
  public boolean hasNext() {
    while (pending == null && !stack.isEmpty()) {
      Frame f = stack.peek();
      if (f.children == null) {
        TreeSet<Integer> cs = new TreeSet<>();
        for (int s : f.states) {
          if (s < positionBase) {
            int o = optionOf(s);
            cs.add(options[o].out[s - base[o]]);
          }
        }
        f.children = cs.stream().mapToInt(Integer::intValue).toArray();
      }
      if (f.next == f.children.length) {
        stack.pop();
        continue;
      }
      int c = f.children[f.next++];
      List<Integer> seeds = new ArrayList<>();
      for (int s : f.states) {
        if (s < positionBase) {
          int o = optionOf(s);
          int k = s - base[o];
          if (options[o].out[k] == c) {
            seeds.add(k + 1 < options[o].out.length ? s + 1 : positionBase + options[o].end);
          }
        }
      }
      if (f.depth == prefix.length) {
        prefix = Arrays.copyOf(prefix, prefix.length * 2);
      }
      prefix[f.depth] = c;
      Frame child =
          new Frame(closure(seeds.stream().mapToInt(Integer::intValue).toArray()), f.depth + 1);
      stack.push(child);
      pending = accept(child);
    }
    return pending != null;
  }

  @Override
  public Permutation next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    Permutation p = pending;
    pending = null;
    return p;
  }

  /** Finds the first derivation of {@code out} and the types it records (§8.2 step 3). */
  private Permutation derive(int[] out) {
    List<Option> path = derivation(out);
    Set<String> types = new TreeSet<>();
    boolean only = true;
    for (Option o : path) {
      Variant v = o.var;
      if (v == null) {
        v = o.element.reflexive;
        if (v != null && !a.contextOk(v.when, v.notWhen, o.start, o.end)) {
          v = null;
        }
      }
      if (v == null) {
        only = false;
      } else if (v.type != null) {
        types.add(v.type);
      }
    }
    return new Permutation(out, types, only);
  }

  /** Depth-first search for a path spelling {@code out}, iterative, failures memoized. */
  private List<Option> derivation(int[] out) {
    Set<Long> failed = new HashSet<>();
    List<Option> path = new ArrayList<>();
    List<Integer> tried = new ArrayList<>();
    int p = 0;
    int m = 0;
    int from = 0;
    while (true) {
      if (p == n && m == out.length) {
        return path;
      }
      List<Option> here = optionsAt.get(p);
      int found = -1;
      if (p < n && !failed.contains((long) p * (out.length + 1) + m)) {
        for (int k = from; k < here.size(); k++) {
          Option o = here.get(k);
          int len = o.out.length;
          if (m + len <= out.length && Arrays.equals(o.out, 0, len, out, m, m + len)) {
            found = k;
            break;
          }
        }
      }
      if (found >= 0) {
        Option o = here.get(found);
        path.add(o);
        tried.add(found);
        p = o.end;
        m += o.out.length;
        from = 0;
        continue;
      }
      failed.add((long) p * (out.length + 1) + m);
      if (path.isEmpty()) {
        throw new IllegalStateException("no derivation for an enumerated permutation");
      }
      Option last = path.remove(path.size() - 1);
      from = tried.remove(tried.size() - 1) + 1;
      p = last.start;
      m -= last.out.length;
    }
  }
}
