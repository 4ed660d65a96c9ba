package org.idna4j.domain;

import java.util.List;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.LabelResult;
import org.idna4j.label.ProblemCode;
import org.idna4j.label.internal.CappedProblems;
import org.idna4j.label.internal.LabelRules;

/**
 * Collects the problems of one domain name, capped per name as the label engines cap them per
 * label: at most {@link IdnaProblem#MAX_LISTED} problems, then only the first problem of each
 * further error (so that the result's set of errors stays complete), and a count of what was left
 * out, which {@link #result} turns into one final {@link IdnaError#TOO_MANY_PROBLEMS} problem. Not
 * thread-safe; one instance per conversion.
 */
final class NameProblems {

  private final CappedProblems list = new CappedProblems();

  /**
   * Returns whether a problem with this error would be kept, and counts it as left out if not; a
   * caller asks first, so that a dropped problem costs no relocation.
   */
  boolean keep(ProblemCode error) {
    return list.keep(error);
  }

  /** Adds a problem if the cap keeps it (the caller may have asked {@link #keep} already). */
  void add(IdnaProblem problem) {
    list.offer(problem);
  }

  /** Counts the problems a label's own cap left out (the label's marker is not copied). */
  void omit(LabelResult label) {
    list.omit(label.omittedProblems());
  }

  /** Counts problems that a cap elsewhere (a list this one is built from) left out. */
  void omit(long count) {
    list.omit(count);
  }

  boolean isEmpty() {
    return list.isEmpty();
  }

  /** The result: the kept problems, then the marker if anything was left out. */
  DomainResult result(String output) {
    return result(output, null, List.of());
  }

  /**
   * The result with its label bounds ({@code null} where the output's labels stand where the
   * input's do) and problems that do not make it invalid (the URL Standard's domain parser).
   */
  DomainResult result(String output, byte[] spans, List<IdnaProblem> nonFatalProblems) {
    List<IdnaProblem> kept =
        list.build(false, omitted -> LabelRules.tooManyProblems(IdnaProblem.NAME_LEVEL, omitted));
    return new DomainResult(output, kept, list.omitted(), nonFatalProblems, spans);
  }
}
