package org.idna4j.label;

import java.util.List;
import org.idna4j.label.internal.CappedProblems;
import org.idna4j.label.internal.LabelRules;

/**
 * Collects the problems of one label while the checks run, then puts them in input order. Not
 * thread-safe; one instance per conversion.
 *
 * <p>At most {@link #MAX_PER_LABEL} problems are kept per label, so that hostile input (a megabyte
 * of disallowed characters) cannot make the result huge; a problem whose error is not yet among the
 * kept ones is always kept, so {@link LabelResult#errors()} stays complete. The problems left out
 * are counted, and {@link #sorted()} ends with one {@link IdnaError#TOO_MANY_PROBLEMS} problem
 * saying how many.
 */
final class ProblemCollector {

  /** The most problems listed for one label; beyond it only errors not yet listed are added. */
  static final int MAX_PER_LABEL = IdnaProblem.MAX_LISTED;

  private final CappedProblems list = new CappedProblems();

  /**
   * Adds a problem at a code-point offset of the label.
   *
   * @param error the error
   * @param offset the code-point offset into the caller's label
   * @param detail the explanation
   */
  void add(IdnaError error, int offset, String detail) {
    if (list.keep(error)) {
      list.add(new IdnaProblem(error, 0, offset, detail));
    }
  }

  /**
   * Returns whether a problem with this error would be kept, and counts it as left out if not. A
   * caller whose offset or detail costs work asks first, and skips the work when the answer is
   * {@code false} (then it must not call {@link #add} for that problem).
   *
   * @param error the error of the problem about to be added
   * @return {@code false} if the cap drops the problem
   */
  boolean keep(IdnaError error) {
    return list.keep(error);
  }

  /** Returns how many problems the cap left out. */
  long omitted() {
    return list.omitted();
  }

  /**
   * Returns a sink into this collector for the checks of {@code text}: it turns each UTF-16 index
   * into a code-point offset counted on from the previous problem's index (from the start again
   * only when a check steps back, which each check does at most once), and only for a problem the
   * cap keeps. With {@code atStart} every problem is put at offset 0, for a label decoded from
   * Punycode, which has no character positions in the caller's input.
   *
   * @param text the checked text, whose indexes the checks report
   * @param atStart whether to report every problem at offset 0
   * @return a sink for one label's checks
   */
  ProblemSink sink(CharSequence text, boolean atStart) {
    return new CountingSink(this, text, atStart);
  }

  /** See {@link #sink}; one per label, not thread-safe. */
  private static final class CountingSink implements ProblemSink {
    private final ProblemCollector problems;
    private final CharSequence text;
    private final boolean atStart;
    private int index; // the UTF-16 index last converted
    private int offset; // its code-point offset

    CountingSink(ProblemCollector problems, CharSequence text, boolean atStart) {
      this.problems = problems;
      this.text = text;
      this.atStart = atStart;
    }

    @Override
    public boolean keep(IdnaError error) {
      return problems.keep(error);
    }

    @Override
    public void add(IdnaError error, int at, String detail) {
      if (!problems.keep(error)) {
        return;
      }
      if (atStart) {
        problems.add(error, 0, detail);
        return;
      }
      if (at < index) {
        index = 0;
        offset = 0;
      }
      offset += Character.codePointCount(text, index, at);
      index = at;
      problems.add(error, offset, detail);
    }
  }

  /** Returns how many problems are kept. */
  int size() {
    return list.size();
  }

  boolean isEmpty() {
    return list.size() == 0;
  }

  boolean contains(IdnaError error) {
    return list.contains(error);
  }

  /**
   * Returns the problems sorted by offset (problems at one offset keep the order of the checks),
   * then, if the cap left any out, the {@link IdnaError#TOO_MANY_PROBLEMS} problem.
   */
  List<IdnaProblem> sorted() {
    if (list.isEmpty()) {
      return List.of();
    }
    return list.build(true, omitted -> LabelRules.tooManyProblems(0, omitted));
  }
}
