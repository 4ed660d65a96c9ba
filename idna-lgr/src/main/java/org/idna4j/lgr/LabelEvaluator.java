package org.idna4j.lgr;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Evaluates one label against one LGR (RFC 7940 §8.1 eligibility, §8.3 disposition) and explains
 * the answer: the deciding action for every disposition, and every problem of an invalid label with
 * its offset. Stateless; the per-label state is an {@link Analysis}.
 */
final class LabelEvaluator {

  /**
   * The most problems listed for one label; beyond it one {@link LgrError#TOO_MANY_PROBLEMS} entry
   * says how many were left out, so a hostile label costs bounded memory.
   */
  static final int MAX_PROBLEMS = 100;

  private final Lgr lgr;

  LabelEvaluator(Lgr lgr) {
    this.lgr = lgr;
  }

  /** The result for a label that is not a valid A-label, or empty. */
  static LgrLabelResult notALabel(String input, LabelForms f, String script) {
    LgrProblem p =
        f.cps == null ? f.problem() : new LgrProblem(LgrError.EMPTY_LABEL, 0, "the label is empty");
    return new LgrLabelResult(
        input,
        Optional.ofNullable(f.uLabel),
        Optional.ofNullable(f.aLabel()),
        Optional.ofNullable(script),
        false,
        Lgr.INVALID,
        DecidingAction.implied(p.detail()),
        Set.of(),
        List.of(p));
  }

  LgrLabelResult evaluate(String input, LabelForms f, Analysis a) {
    if (f.cps == null || a.n == 0) {
      return notALabel(input, f, null);
    }
    if (!a.eligible()) {
      List<LgrProblem> problems = new ArrayList<>();
      explainIneligible(a, problems);
      return new LgrLabelResult(
          input,
          Optional.ofNullable(f.uLabel),
          Optional.ofNullable(f.aLabel()),
          Optional.empty(),
          false,
          Lgr.INVALID,
          DecidingAction.implied(
              "not eligible: " + problems.get(0).detail() + " (RFC 7940 §7.5, §8.1)"),
          Set.of(),
          problems);
    }
    Set<String> types = new TreeSet<>();
    boolean only = reflexiveTypes(a, types);
    Action fired = disposition(a, types, only);
    List<LgrProblem> problems = new ArrayList<>(1);
    if (Lgr.INVALID.equals(fired.disposition)) {
      problems.add(
          new LgrProblem(
              LgrError.ACTION_INVALID, actionOffset(a, fired), fired.describe(lgr.rules)));
    }
    return new LgrLabelResult(
        input,
        Optional.ofNullable(f.uLabel),
        Optional.ofNullable(f.aLabel()),
        Optional.empty(),
        true,
        fired.disposition,
        fired.decided(lgr.rules),
        types,
        problems);
  }

  /**
   * RFC 7940 §8.1.1, as lgr-core's {@code _test_label_disposition}: at every position, every
   * context-valid element starting there contributes the types of its context-valid reflexive
   * mappings (§5.3.4); the label is "only variants" (§7.3) when every such element had one and some
   * type was recorded. Returns the only-variants flag and fills {@code types}.
   */
  static boolean reflexiveTypes(Analysis a, Set<String> types) {
    boolean only = true;
    for (int p = 0; p < a.n; p++) {
      for (Element e : a.validAt(p)) {
        boolean isVariant = false;
        for (Variant v : e.reflexives) {
          if (a.contextOk(v.when, v.notWhen, p, p + e.length())) {
            if (v.type != null) {
              types.add(v.type);
            }
            isVariant = true;
          }
        }
        only &= isVariant;
      }
    }
    return only && !types.isEmpty();
  }

  /** RFC 7940 §8.3: the first action, in document order then the §7.6 defaults, that fires. */
  Action disposition(Analysis a, Set<String> types, boolean onlyVariants) {
    for (Action act : lgr.actions) {
      // The trigger is cheap, the rule a scan of the label: test the trigger first.
      if (act.triggerHolds(types, onlyVariants)
          && (act.rule < 0 || a.wholeMatch(act.rule) != act.notMatch)) { // RFC 7940 §7.2
        return act;
      }
    }
    throw new IllegalStateException("the catch-all default action always fires");
  }

  private int actionOffset(Analysis a, Action act) {
    if (act.rule >= 0 && !act.notMatch) {
      return a.matchStart(act.rule);
    }
    if (act.trigger != Action.Trigger.NONE) {
      for (int p = 0; p < a.n; p++) {
        for (Element e : a.validAt(p)) {
          for (Variant v : e.reflexives) {
            if (act.types.contains(v.type)) {
              return p;
            }
          }
        }
      }
    }
    return 0;
  }

  /**
   * Names the code points at fault in an ineligible label: walking left to right with the longest
   * context-valid element, each position where none applies is reported and skipped.
   */
  private void explainIneligible(Analysis a, List<LgrProblem> problems) {
    int p = 0;
    int omitted = 0;
    int lastOffset = 0;
    while (p < a.n) {
      Element[] valid = a.validAt(p);
      if (valid.length > 0) {
        p += valid[0].length();
        continue;
      }
      if (problems.size() == MAX_PROBLEMS) {
        omitted++;
        lastOffset = p;
        p++;
        continue;
      }
      int cp = a.cps[p];
      String at = LgrParser.hex(new int[] {cp});
      int failing = -1;
      for (Element e : candidates(a, p)) {
        failing = a.failingContext(e.when, e.notWhen, p, p + e.length());
        if (failing >= 0) {
          break;
        }
      }
      if (failing >= 0) {
        problems.add(
            new LgrProblem(
                LgrError.CONTEXT_RULE_FAILED,
                p,
                at
                    + ": context rule \""
                    + lgr.rules.get(failing).name
                    + "\" fails (RFC 7940 §5.2)"));
      } else {
        problems.add(
            new LgrProblem(
                LgrError.NOT_IN_REPERTOIRE, p, at + " is not in the repertoire (RFC 7940 §8.1)"));
      }
      p++;
    }
    if (omitted > 0) {
      problems.add(
          new LgrProblem(
              LgrError.TOO_MANY_PROBLEMS,
              lastOffset,
              omitted + " more problems not listed, the last at offset " + lastOffset));
    }
  }

  /** The elements whose text matches at p, context ignored, longest first. */
  private List<Element> candidates(Analysis a, int p) {
    List<Element> out = new ArrayList<>();
    for (Element e : lgr.repertoire.charsStartingWith(a.cps[p])) {
      if (Repertoire.matchesAt(e, a.cps, a.n, p)) {
        out.add(e);
      }
    }
    Element r = lgr.repertoire.rangeOf(a.cps[p]);
    if (r != null) {
      out.add(r);
    }
    return out;
  }
}
