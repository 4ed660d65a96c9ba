package org.idna4j.lgr;

import com.ibm.icu.text.UnicodeSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A Thompson NFA over code points compiled from a {@link RuleNode}, and its simulation.
 *
 * <p>Simulation keeps the set of live states at each position and never backtracks, so one run over
 * a label of n code points costs O(n &times; states) whatever the nesting of counts in the rule.
 * The compiled size is bounded: a {@code count} is expanded by copying its operand, and a rule
 * whose expansion needs more than {@link #MAX_WORK} steps is rejected when the LGR is loaded (as
 * RE2 bounds its programs), which keeps hostile nested counts polynomial.
 *
 * <p>Positions are always those of the label, 0 to n, also when the automaton was compiled {@code
 * reversed} to be run from the end: {@code <start/>} holds at 0 and {@code <end/>} at n.
 */
final class Nfa {

  /** The most compile steps (states plus expansions) one rule may take. */
  static final int MAX_WORK = 200_000;

  private static final int CP = 0;
  private static final int SET = 1;
  private static final int SPLIT = 2;
  private static final int START = 3;
  private static final int END = 4;
  private static final int MATCH = 5;

  private final int[] op;
  private final int[] arg;
  private final int[] out1;
  private final int[] out2;
  private final UnicodeSet[] sets;
  private final int start;

  /**
   * The code points that can be read first in a match; with {@link #nullable}, a cheap pre-test.
   */
  private final UnicodeSet first;

  /** Whether a match can be empty (reading nothing). */
  private final boolean nullable;

  private Nfa(Builder b, int start) {
    this(
        Arrays.copyOf(b.op, b.size),
        Arrays.copyOf(b.arg, b.size),
        Arrays.copyOf(b.out1, b.size),
        Arrays.copyOf(b.out2, b.size),
        b.sets.toArray(new UnicodeSet[0]),
        start);
  }

  private Nfa(int[] op, int[] arg, int[] out1, int[] out2, UnicodeSet[] sets, int start) {
    this.op = op;
    this.arg = arg;
    this.out1 = out1;
    this.out2 = out2;
    this.sets = sets;
    this.start = start;
    // The states live before anything is read, taking every assertion as possibly true.
    UnicodeSet f = new UnicodeSet();
    boolean empty = false;
    boolean[] seen = new boolean[op.length];
    java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
    work.push(start);
    while (!work.isEmpty()) {
      int x = work.pop();
      if (x < 0 || seen[x]) {
        continue;
      }
      seen[x] = true;
      switch (op[x]) {
        case CP -> f.add(arg[x]);
        case SET -> f.addAll(sets[arg[x]]);
        case MATCH -> empty = true;
        case SPLIT -> {
          work.push(out1[x]);
          work.push(out2[x]);
        }
        default -> work.push(out1[x]);
      }
    }
    this.first = f.freeze();
    this.nullable = empty;
  }

  /**
   * Whether a match may exist: false when no match can be empty and no code point of the label can
   * start one, so the run can be skipped.
   */
  boolean mayMatch(int[] label, int n) {
    if (nullable) {
      return true;
    }
    for (int i = 0; i < n; i++) {
      if (first.contains(label[i])) {
        return true;
      }
    }
    return false;
  }

  /** Thrown by {@link #compile} when a rule is too large; the parser adds the position. */
  static final class TooLargeException extends Exception {
    private static final long serialVersionUID = 1L;

    TooLargeException() {
      super(
          "rule expands to more than "
              + MAX_WORK
              + " automaton states (or all rules together to more than "
              + MAX_TOTAL_WORK
              + ")",
          null,
          false,
          false);
    }
  }

  /** Compiles a rule; {@code reversed} builds the automaton that reads the label backwards. */
  static Nfa compile(RuleNode node, boolean reversed) throws TooLargeException {
    return compile(node, reversed, new int[] {0});
  }

  /**
   * The most compile steps all rules of one LGR may take together: {@code by-ref} copies a rule
   * into each rule that uses it, so 500 rules referring to one large rule would otherwise build 500
   * copies (22.6 KB of XML exhausted a 1 GB heap that way).
   */
  static final int MAX_TOTAL_WORK = 2_000_000;

  /** Compiles a rule, adding its steps to {@code total[0]}, bounded by {@link #MAX_TOTAL_WORK}. */
  static Nfa compile(RuleNode node, boolean reversed, int[] total) throws TooLargeException {
    Builder b = new Builder(reversed);
    b.total = total;
    int match = b.add(MATCH, 0, -1, -1);
    int entry = b.compile(node, match);
    return new Nfa(b, entry);
  }

  int size() {
    return op.length;
  }

  /**
   * Runs the automaton over {@code label[0, n)} starting a match at every position.
   *
   * @param backward false: read left to right, {@code hits[p]} = some match ends at p; true (for an
   *     automaton compiled reversed): read right to left, {@code hits[p]} = some match starts at p
   * @param firstOnly stop at the first hit
   * @return hits indexed by position 0..n
   */
  boolean[] run(int[] label, int n, boolean backward, boolean firstOnly) {
    return run(label, n, n, backward, firstOnly);
  }

  /**
   * Whether a match lies within {@code label[0, n)} without {@code <end/>} holding at n: then every
   * label that starts with these code points matches too (a search, RFC 7940 §6.3), which lets the
   * variant generator prune a prefix that a whole-label rule already condemns.
   */
  boolean matchesWithinPrefix(int[] label, int n) {
    if (!mayMatch(label, n)) {
      return false;
    }
    return anyHit(run(label, n, -1, false, true));
  }

  private static boolean anyHit(boolean[] hits) {
    for (boolean h : hits) {
      if (h) {
        return true;
      }
    }
    return false;
  }

  /**
   * As {@link #run(int[], int, boolean, boolean)}, with {@code <end/>} holding at {@code endAt}.
   */
  private boolean[] run(int[] label, int n, int endAt, boolean backward, boolean firstOnly) {
    boolean[] hits = new boolean[n + 1];
    int states = op.length;
    int[] cur = new int[states];
    int[] next = new int[states];
    int[] mark = new int[states];
    int[] stack = new int[states];
    int stamp = 1;
    // A rule that begins with <start/> (or, read backwards, <end/>) cannot start a match
    // inside the label: once no state is live the rest of the run has no hits.
    boolean restarts = closure(start, backward ? n - 1 : 1, n + 2, cur, 0, mark, stamp, stack) > 0;
    stamp++;
    int curSize = closure(start, backward ? n : 0, endAt, cur, 0, mark, stamp, stack);
    for (int step = 0; ; step++) {
      int pos = backward ? n - step : step;
      for (int i = 0; i < curSize; i++) {
        if (op[cur[i]] == MATCH) {
          hits[pos] = true;
          if (firstOnly) {
            return hits;
          }
          break;
        }
      }
      if (step == n || (curSize == 0 && !restarts)) {
        return hits;
      }
      int c = backward ? label[pos - 1] : label[pos];
      int nextPos = backward ? pos - 1 : pos + 1;
      stamp++;
      int nextSize = 0;
      for (int i = 0; i < curSize; i++) {
        int s = cur[i];
        boolean ok = (op[s] == CP && arg[s] == c) || (op[s] == SET && sets[arg[s]].contains(c));
        if (ok) {
          nextSize = closure(out1[s], nextPos, endAt, next, nextSize, mark, stamp, stack);
        }
      }
      if (restarts) {
        // Unanchored search: a match may also start at the next position.
        nextSize = closure(start, nextPos, endAt, next, nextSize, mark, stamp, stack);
      }
      int[] t = cur;
      cur = next;
      next = t;
      curSize = nextSize;
    }
  }

  /** Adds the states reachable from {@code s} without reading, at position {@code pos}. */
  private int closure(
      int s, int pos, int n, int[] list, int size, int[] mark, int stamp, int[] stack) {
    int sp = 0;
    stack[sp++] = s;
    while (sp > 0) {
      int x = stack[--sp];
      if (x < 0 || mark[x] == stamp) {
        continue;
      }
      mark[x] = stamp;
      switch (op[x]) {
        case SPLIT -> {
          stack[sp++] = out2[x];
          stack[sp++] = out1[x];
        }
        case START -> {
          if (pos == 0) {
            stack[sp++] = out1[x];
          }
        }
        case END -> {
          if (pos == n) {
            stack[sp++] = out1[x];
          }
        }
        default -> list[size++] = x;
      }
    }
    return size;
  }

  // ---- the compiled image (LgrImage) ----

  /**
   * Writes the automaton for {@link LgrImage}: its size, start state, each state's operation,
   * argument and successors, and its sets as indexes into the image's set table.
   */
  void writeTo(LgrImage.Out out) {
    int n = op.length;
    out.varint(n);
    out.varint(start);
    for (int i = 0; i < n; i++) {
      out.varint(op[i]);
      out.varint(arg[i]);
      out.varint(out1[i] + 1);
      out.varint(out2[i] + 1);
    }
    out.varint(sets.length);
    for (UnicodeSet s : sets) {
      out.varint(out.set(s));
    }
  }

  /**
   * Reads an automaton written by {@link #writeTo}, checking every state so that a corrupt image
   * can never make {@link #run} index outside its arrays: operations known, successors within the
   * automaton (or none), a {@code CP} argument a Unicode scalar value, a {@code SET} argument an
   * index into the automaton's sets, at most {@link #MAX_WORK} states.
   *
   * @param work states read so far for this LGR, bounded by {@link #MAX_TOTAL_WORK} as compiling is
   */
  static Nfa readFrom(LgrImage.In in, int[] work) throws LgrImage.CorruptException {
    int n = in.count(4);
    if (n < 1 || n > MAX_WORK || (work[0] += n) > MAX_TOTAL_WORK) {
      throw new LgrImage.CorruptException("automaton of " + n + " states");
    }
    int start = in.index(n);
    int[] op = new int[n];
    int[] arg = new int[n];
    int[] out1 = new int[n];
    int[] out2 = new int[n];
    for (int i = 0; i < n; i++) {
      op[i] = in.index(MATCH + 1);
      arg[i] = in.varint();
      out1[i] = in.index(n + 1) - 1;
      out2[i] = in.index(n + 1) - 1;
    }
    UnicodeSet[] sets = new UnicodeSet[in.count(1)];
    for (int k = 0; k < sets.length; k++) {
      sets[k] = in.set();
    }
    for (int i = 0; i < n; i++) {
      boolean ok =
          switch (op[i]) {
            case CP -> LgrImage.isScalar(arg[i]) && out1[i] >= 0;
            case SET -> arg[i] < sets.length && out1[i] >= 0;
            case SPLIT -> true;
            case START, END -> out1[i] >= 0;
            default -> true; // MATCH: no successor is followed
          };
      if (!ok) {
        throw new LgrImage.CorruptException("automaton state " + i + " is inconsistent");
      }
    }
    return new Nfa(op, arg, out1, out2, sets, start);
  }

  private static final class Builder {
    final boolean reversed;
    int[] op = new int[16];
    int[] arg = new int[16];
    int[] out1 = new int[16];
    int[] out2 = new int[16];
    int size;
    int work;
    final List<UnicodeSet> sets = new ArrayList<>();

    Builder(boolean reversed) {
      this.reversed = reversed;
    }

    int add(int o, int a, int o1, int o2) throws TooLargeException {
      tick();
      if (size == op.length) {
        int len = size * 2;
        op = Arrays.copyOf(op, len);
        arg = Arrays.copyOf(arg, len);
        out1 = Arrays.copyOf(out1, len);
        out2 = Arrays.copyOf(out2, len);
      }
      op[size] = o;
      arg[size] = a;
      out1[size] = o1;
      out2[size] = o2;
      return size++;
    }

    int[] total;

    void tick() throws TooLargeException {
      if (++work > MAX_WORK || (total != null && ++total[0] > MAX_TOTAL_WORK)) {
        throw new TooLargeException();
      }
    }

    /** Compiles {@code node} followed by the state {@code next}; returns the entry state. */
    @SuppressWarnings("ReferenceEquality") // a set is shared by identity, not by content
    int compile(RuleNode node, int next) throws TooLargeException {
      tick();
      if (node instanceof RuleNode.Literal lit) {
        int e = next;
        int len = lit.cps.length;
        for (int k = 0; k < len; k++) {
          int cp = reversed ? lit.cps[k] : lit.cps[len - 1 - k];
          e = add(CP, cp, e, -1);
        }
        return e;
      }
      if (node instanceof RuleNode.OneOf one) {
        int idx = -1;
        for (int k = 0; k < sets.size() && idx < 0; k++) {
          if (sets.get(k) == one.set) {
            idx = k;
          }
        }
        if (idx < 0) {
          idx = sets.size();
          sets.add(one.set);
        }
        return add(SET, idx, next, -1);
      }
      if (node instanceof RuleNode.Seq seq) {
        int e = next;
        List<RuleNode> items = seq.items;
        int len = items.size();
        for (int k = 0; k < len; k++) {
          e = compile(items.get(reversed ? k : len - 1 - k), e);
        }
        return e;
      }
      if (node instanceof RuleNode.Alt alt) {
        List<RuleNode> items = alt.items;
        int e = compile(items.get(items.size() - 1), next);
        for (int k = items.size() - 2; k >= 0; k--) {
          e = add(SPLIT, 0, compile(items.get(k), next), e);
        }
        return e;
      }
      if (node instanceof RuleNode.Repeat rep) {
        int tail;
        if (rep.max < 0) {
          int loop = add(SPLIT, 0, -1, next);
          // Compile first, then store: compiling may grow (replace) out1, and an assignment
          // "out1[loop] = compile(...)" would write into the array read before the call.
          int body = compile(rep.body, loop);
          out1[loop] = body;
          tail = loop;
        } else {
          tail = next;
          for (int k = rep.min; k < rep.max; k++) {
            tail = add(SPLIT, 0, compile(rep.body, tail), next);
          }
        }
        for (int k = 0; k < rep.min; k++) {
          tail = compile(rep.body, tail);
        }
        return tail;
      }
      if (node instanceof RuleNode.Start) {
        return add(START, 0, next, -1);
      }
      if (node instanceof RuleNode.End) {
        return add(END, 0, next, -1);
      }
      throw new IllegalStateException("unknown rule node " + node);
    }
  }
}
