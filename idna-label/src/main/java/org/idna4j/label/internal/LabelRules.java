package org.idna4j.label.internal;

import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;

/**
 * <b>Not API.</b> The marker problem of a capped list, which the label engine and the domain engine
 * share, written here once. The public constants of domain names are in {@link
 * org.idna4j.label.NameRules}.
 */
public final class LabelRules {

  private LabelRules() {}

  /**
   * Returns the problem that ends a list the cap of {@link IdnaProblem#MAX_LISTED} truncated:
   * {@link IdnaError#TOO_MANY_PROBLEMS} at offset 0, its detail saying how many problems were left
   * out.
   *
   * @param labelIndex 0 in a label's result, {@link IdnaProblem#NAME_LEVEL} in a domain name's
   * @param omitted how many problems the cap left out, at least 1
   * @return the marker problem
   * @throws IllegalArgumentException if {@code labelIndex} is below {@link IdnaProblem#NAME_LEVEL}
   */
  public static IdnaProblem tooManyProblems(int labelIndex, long omitted) {
    return new IdnaProblem(
        IdnaError.TOO_MANY_PROBLEMS,
        labelIndex,
        0,
        omitted
            + " more problems not listed (at most "
            + IdnaProblem.MAX_LISTED
            + " are listed per label and per name, then the first of each other error)");
  }
}
