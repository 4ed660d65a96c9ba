package org.idna4j.url;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.ProblemCode;
import org.idna4j.label.internal.CappedProblems;

/**
 * The problems one parse finds, split as the URL Standard splits its validation errors: those that
 * make the parser fail and those it only reports. Offsets are code points into whatever text the
 * finder was given; {@link #moved} carries them into an enclosing text. The lists are made on the
 * first problem, so that a parse without problems allocates none.
 */
final class Findings {

  /** Turns an offset into the finder's text into an offset into the caller's input. */
  interface Offsets {
    int map(int offset);
  }

  private List<IdnaProblem> fatal;
  private List<IdnaProblem> nonFatal;

  void fatal(ProblemCode error, int label, int offset, String detail) {
    addFatal(new IdnaProblem(error, label, offset, detail));
  }

  void nonFatal(ProblemCode error, int label, int offset, String detail) {
    addNonFatal(new IdnaProblem(error, label, offset, detail));
  }

  void addFatal(IdnaProblem p) {
    if (fatal == null) {
      fatal = new ArrayList<>(2);
    }
    fatal.add(p);
  }

  void addNonFatal(IdnaProblem p) {
    if (nonFatal == null) {
      nonFatal = new ArrayList<>(2);
    }
    nonFatal.add(p);
  }

  /** The problems that make the parser fail, in the order found (or sorted by {@link #sort}). */
  List<IdnaProblem> fatal() {
    return fatal == null ? List.of() : fatal;
  }

  /** The problems reported without failing. */
  List<IdnaProblem> nonFatal() {
    return nonFatal == null ? List.of() : nonFatal;
  }

  boolean failed() {
    return fatal != null;
  }

  boolean isEmpty() {
    return fatal == null && nonFatal == null;
  }

  /** Adds {@code other}'s problems with their offsets mapped; both lists keep their kind. */
  void addAll(Findings other, Offsets offsets) {
    for (IdnaProblem p : other.fatal()) {
      addFatal(moved(p, offsets));
    }
    for (IdnaProblem p : other.nonFatal()) {
      addNonFatal(moved(p, offsets));
    }
  }

  static IdnaProblem moved(IdnaProblem p, Offsets offsets) {
    int to = offsets.map(p.offset());
    return to == p.offset()
        ? p
        : new IdnaProblem(p.error(), p.labelIndex().orElse(IdnaProblem.NAME_LEVEL), to, p.detail());
  }

  /**
   * Input order: by offset, stable (so problems found at one place keep the order they were found
   * in), with a capped list's {@link IdnaError#TOO_MANY_PROBLEMS} marker last.
   */
  static final Comparator<IdnaProblem> INPUT_ORDER = CappedProblems.INPUT_ORDER;

  /** Sorts both lists into input order. */
  void sort() {
    if (fatal != null) {
      fatal.sort(INPUT_ORDER);
    }
    if (nonFatal != null) {
      nonFatal.sort(INPUT_ORDER);
    }
  }
}
