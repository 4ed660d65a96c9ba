package org.idna4j.label.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.LongFunction;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.ProblemCode;

/**
 * <b>Not API.</b> The one capped list of problems that every collector builds (a label's, a domain
 * name's, an email address's, a URL host's): at most {@link IdnaProblem#MAX_LISTED} problems are
 * kept, then only the first problem of each further error, so that the result's set of errors stays
 * complete; the problems left out are counted, and {@link #build} ends the list with one {@link
 * IdnaError#TOO_MANY_PROBLEMS} problem saying how many. Hostile input can have a problem per
 * character; the cap bounds a result of any length to a few thousand problems.
 *
 * <p>A caller whose offset or detail costs work asks {@link #keep} first and builds the problem
 * only if the answer is {@code true}, so a dropped problem costs nothing. Nothing is allocated
 * before the first problem. Not thread-safe; one instance per conversion.
 */
public final class CappedProblems {

  /** Input order: by offset, stable, with a capped list's marker last. */
  public static final Comparator<IdnaProblem> INPUT_ORDER =
      Comparator.comparingInt(
          p -> p.error() == IdnaError.TOO_MANY_PROBLEMS ? Integer.MAX_VALUE : p.offset());

  private List<IdnaProblem> kept; // null until the first problem
  private Set<ProblemCode> seen; // the errors of the problems counted against the cap
  private int counted; // problems kept against the cap
  private long omitted; // problems the cap left out

  /** Creates an empty list. */
  public CappedProblems() {}

  /**
   * Returns whether a problem with this error would be kept, and counts it as left out if not; the
   * caller must then not {@link #add} it.
   *
   * @param error the error of the problem about to be added
   * @return {@code false} if the cap drops the problem
   */
  public boolean keep(ProblemCode error) {
    if (counted >= IdnaProblem.MAX_LISTED && seen.contains(error)) {
      omitted++;
      return false;
    }
    return true;
  }

  /**
   * Adds a problem that {@link #keep} has accepted, counting it against the cap.
   *
   * @param problem the problem
   */
  public void add(IdnaProblem problem) {
    if (kept == null) {
      kept = new ArrayList<>(4);
      seen = new HashSet<>(8);
    }
    seen.add(problem.error());
    kept.add(problem);
    counted++;
  }

  /**
   * Adds a problem if the cap keeps it.
   *
   * @param problem the problem
   */
  public void offer(IdnaProblem problem) {
    if (keep(problem.error())) {
      add(problem);
    }
  }

  /**
   * Adds a problem from a list that was capped already (its own cap counted with {@link #omit}),
   * without counting it against this list's cap.
   *
   * @param problem the problem
   */
  public void addCapped(IdnaProblem problem) {
    if (kept == null) {
      kept = new ArrayList<>(4);
      seen = new HashSet<>(8);
    }
    kept.add(problem);
  }

  /**
   * Counts problems that a cap elsewhere (a list this one is built from) left out.
   *
   * @param count how many
   */
  public void omit(long count) {
    omitted += count;
  }

  /**
   * Returns how many problems the cap left out.
   *
   * @return the count, 0 unless the list is truncated
   */
  public long omitted() {
    return omitted;
  }

  /**
   * Returns how many problems are kept.
   *
   * @return the count
   */
  public int size() {
    return kept == null ? 0 : kept.size();
  }

  /**
   * Returns whether nothing was kept nor left out.
   *
   * @return {@code true} for a problem-free list
   */
  public boolean isEmpty() {
    return kept == null && omitted == 0;
  }

  /**
   * Returns whether a problem of this error is kept.
   *
   * @param error the error
   * @return {@code true} if one is listed
   */
  public boolean contains(ProblemCode error) {
    return seen != null && seen.contains(error);
  }

  /**
   * Returns the kept problems, optionally sorted into input order (stable by offset), then, if the
   * cap left any out, the marker.
   *
   * @param sortByOffset whether to sort the kept problems by offset
   * @param marker makes the {@link IdnaError#TOO_MANY_PROBLEMS} problem from the count left out
   * @return a new modifiable list; empty if nothing was found
   */
  public List<IdnaProblem> build(boolean sortByOffset, LongFunction<IdnaProblem> marker) {
    List<IdnaProblem> list = new ArrayList<>(size() + 1);
    if (kept != null) {
      list.addAll(kept);
    }
    if (sortByOffset) {
      list.sort(Comparator.comparingInt(IdnaProblem::offset)); // List.sort is stable
    }
    if (omitted > 0) {
      list.add(marker.apply(omitted));
    }
    return list;
  }

  /**
   * Returns the distinct errors of a list of problems as an unmodifiable set, in a fixed order that
   * does not depend on the input: {@link IdnaError}'s constants in declaration order, then the
   * errors of other modules (by enum class name, then declaration order), then {@link
   * IdnaError#TOO_MANY_PROBLEMS}.
   *
   * @param problems the problems
   * @return the set, empty for an empty list
   */
  public static Set<ProblemCode> errorsOf(List<IdnaProblem> problems) {
    if (problems.isEmpty()) {
      return Set.of();
    }
    Set<ProblemCode> set = new TreeSet<>(ERROR_ORDER);
    for (IdnaProblem p : problems) {
      set.add(p.error());
    }
    return Collections.unmodifiableSet(set);
  }

  private static final Comparator<ProblemCode> ERROR_ORDER =
      Comparator.comparingInt(CappedProblems::rank)
          .thenComparing(
              c ->
                  c instanceof Enum<?> e ? e.getDeclaringClass().getName() : c.getClass().getName())
          .thenComparingInt(c -> c instanceof Enum<?> e ? e.ordinal() : 0)
          .thenComparing(ProblemCode::name);

  private static int rank(ProblemCode code) {
    if (code == IdnaError.TOO_MANY_PROBLEMS) {
      return 2;
    }
    return code instanceof IdnaError ? 0 : 1;
  }
}
