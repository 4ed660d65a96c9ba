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

  /**
   * Checks the components.
   *
   * @param error what is wrong; not null
   * @param offset the code-point offset in the U-label of the code point or match at fault, 0 for
   *     problems of the whole label
   * @param detail a short human-readable explanation; not null
   * @throws NullPointerException if {@code error} or {@code detail} is null
   */
  public LgrProblem {
    Objects.requireNonNull(error, "error");
    Objects.requireNonNull(detail, "detail");
  }

  /**
   * Returns {@link LgrError#code()} of the error.
   *
   * @return the error's stable lowercase code, e.g. {@code "not-in-repertoire"}
   */
  public String code() {
    return error.code();
  }
}
