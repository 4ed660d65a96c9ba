package org.idna4j.lgr;

import java.util.Objects;

/**
 * One reason a label is not valid under an LGR.
 *
 * @param error what is wrong
 * @param offset the code-point offset in the U-label of the code point or match at fault ({@code 0}
 *     for problems of the whole label)
 * @param detail a short human-readable explanation naming the code point, rule or action
 */
public record LgrProblem(LgrError error, int offset, String detail) {

  /** Checks the components. */
  public LgrProblem {
    Objects.requireNonNull(error, "error");
    Objects.requireNonNull(detail, "detail");
  }

  /** Returns {@link LgrError#code()} of the error. */
  public String code() {
    return error.code();
  }
}
