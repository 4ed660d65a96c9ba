package org.idna4j.email;

import java.util.List;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.ProblemCode;
import org.idna4j.label.internal.CappedProblems;

/**
 * The problems of one parse: positions given as {@code char} indexes into the input become
 * code-point offsets, the list is capped, and the result comes out in input order. One instance per
 * parse; not thread-safe.
 *
 * <p>The cap: at most {@link IdnaProblem#MAX_LISTED} problems found outside the domain, then only
 * the first of each further error, and one {@link IdnaError#TOO_MANY_PROBLEMS} at the end counting
 * what was left out (with what the domain's own cap left out). A problem left out costs no detail
 * string: callers ask {@link #wants(ProblemCode)} first.
 */
final class Problems {

  private final String input;
  private final CappedProblems list = new CappedProblems();

  /**
   * Code-point offset of each char index; built on first need, null while the input is BMP-only.
   */
  private int[] codePointAt;

  private boolean scanned;

  Problems(String input) {
    this.input = input;
  }

  boolean isEmpty() {
    return list.isEmpty();
  }

  /** How many problems the cap left out. */
  long omitted() {
    return list.omitted();
  }

  /** How many problems were found so far, listed or not. */
  long size() {
    return list.size() + list.omitted();
  }

  /** Whether a problem of {@code error} would be listed; if not, it is counted as omitted. */
  boolean wants(ProblemCode error) {
    return list.keep(error);
  }

  /** Adds a problem at a char index of the input; call after {@link #wants} said yes. */
  void add(ProblemCode error, int labelIndex, int charIndex, String detail) {
    list.add(new IdnaProblem(error, labelIndex, codePointOffset(charIndex), detail));
  }

  /** Adds {@code add} if {@link #wants}; for details that cost nothing to build. */
  void report(ProblemCode error, int labelIndex, int charIndex, String detail) {
    if (wants(error)) {
      add(error, labelIndex, charIndex, detail);
    }
  }

  /**
   * Adds the domain's IDNA problems, whose offsets count code points from the domain's start.
   *
   * @param domainProblems the problems, TOO_MANY_PROBLEMS excluded
   * @param domainStart the char index where the domain starts
   * @param domainOmitted how many problems the domain's own cap left out
   */
  void addDomain(List<IdnaProblem> domainProblems, int domainStart, long domainOmitted) {
    if (!domainProblems.isEmpty()) {
      int base = codePointOffset(domainStart);
      for (IdnaProblem p : domainProblems) {
        if (p.error() == IdnaError.TOO_MANY_PROBLEMS) {
          continue;
        }
        list.addCapped(
            new IdnaProblem(
                p.error(),
                p.labelIndex().orElse(IdnaProblem.NAME_LEVEL),
                base + p.offset(),
                p.detail()));
      }
    }
    list.omit(domainOmitted);
  }

  /** The code-point offset of a char index: the index itself while the input has no surrogates. */
  int codePointOffset(int charIndex) {
    if (!scanned) {
      scanned = true;
      int n = input.length();
      for (int i = 0; i < n; i++) {
        if (Character.isSurrogate(input.charAt(i))) {
          codePointAt = new int[n + 1];
          int cp = 0;
          for (int j = 0; j < n; j++) {
            if (j > 0
                && Character.isLowSurrogate(input.charAt(j))
                && Character.isHighSurrogate(input.charAt(j - 1))) {
              codePointAt[j] = codePointAt[j - 1]; // the second half of a pair: one code point
            } else {
              codePointAt[j] = cp++;
            }
          }
          codePointAt[n] = cp;
          break;
        }
      }
    }
    return codePointAt == null ? charIndex : codePointAt[charIndex];
  }

  /** The problems in input order (stable by offset), the omission marker last. */
  List<IdnaProblem> toList() {
    if (list.isEmpty()) {
      return List.of();
    }
    return list.build(
        true,
        omitted ->
            new IdnaProblem(
                IdnaError.TOO_MANY_PROBLEMS,
                IdnaProblem.NAME_LEVEL,
                0,
                omitted
                    + " more problems not listed (at most "
                    + IdnaProblem.MAX_LISTED
                    + " are listed, then the first of each other error)"));
  }
}
