package org.idna4j.url;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;

/**
 * The problems one parse finds, split as the URL Standard splits its validation errors: those that
 * make the parser fail and those it only reports. Offsets are code points into whatever text the
 * finder was given; {@link #moved} carries them into an enclosing text.
 */
final class Findings {

  /** Turns an offset into the finder's text into an offset into the caller's input. */
  interface Offsets {
    int map(int offset);
  }

  final List<IdnaProblem> fatal = new ArrayList<>(2);
  final List<IdnaProblem> nonFatal = new ArrayList<>(2);

  void fatal(IdnaError error, int label, int offset, String detail) {
    fatal.add(new IdnaProblem(error, label, offset, detail));
  }

  void nonFatal(IdnaError error, int label, int offset, String detail) {
    nonFatal.add(new IdnaProblem(error, label, offset, detail));
  }

  boolean failed() {
    return !fatal.isEmpty();
  }

  /** Adds {@code other}'s problems with their offsets mapped; both lists keep their kind. */
  void addAll(Findings other, Offsets offsets) {
    for (IdnaProblem p : other.fatal) {
      fatal.add(moved(p, offsets));
    }
    for (IdnaProblem p : other.nonFatal) {
      nonFatal.add(moved(p, offsets));
    }
  }

  static IdnaProblem moved(IdnaProblem p, Offsets offsets) {
    int to = offsets.map(p.offset());
    return to == p.offset() ? p : new IdnaProblem(p.error(), p.labelIndex(), to, p.detail());
  }

  /**
   * Input order: by offset, stable (so problems found at one place keep the order they were found
   * in), with a capped list's {@link IdnaError#TOO_MANY_PROBLEMS} marker last.
   */
  static final Comparator<IdnaProblem> INPUT_ORDER =
      Comparator.comparingInt(
          p -> p.error() == IdnaError.TOO_MANY_PROBLEMS ? Integer.MAX_VALUE : p.offset());

  /** Sorts both lists into input order. */
  void sort() {
    fatal.sort(INPUT_ORDER);
    nonFatal.sort(INPUT_ORDER);
  }
}
