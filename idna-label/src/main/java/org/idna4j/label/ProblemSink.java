package org.idna4j.label;

/**
 * Receives the problems a check finds in one label, each at a UTF-16 index of the checked text; the
 * engine behind the sink turns the index into a code-point offset of the caller's input.
 *
 * <p>Linear by construction: a check that builds a detail per offending character asks {@link
 * #keep(IdnaError)} first, so that a problem the cap drops (see {@link IdnaProblem#MAX_LISTED})
 * costs neither an offset nor a string; and every check reports in increasing index order (a check
 * may step back once, e.g. for a rule about the label's end), so that offsets can be counted on
 * from the previous problem instead of from the label's start.
 */
@FunctionalInterface
interface ProblemSink {

  /**
   * Receives one problem.
   *
   * @param error the error
   * @param index the UTF-16 index in the checked text of the character concerned
   * @param detail the explanation
   */
  void add(IdnaError error, int index, String detail);

  /**
   * Returns whether a problem with this error would be kept; when it would not, the sink counts it
   * as left out, and the caller must not call {@link #add} for it.
   *
   * @param error the error of the problem about to be reported
   * @return {@code false} if the cap drops the problem
   */
  default boolean keep(IdnaError error) {
    return true;
  }
}
