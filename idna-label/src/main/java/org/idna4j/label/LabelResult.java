package org.idna4j.label;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The immutable result of converting one label: the output, its kind, and every problem found.
 *
 * <p>A result always carries an output, even when there are problems: UTS #46 §4 continues
 * processing after an error so that every problem can be reported, and the output then shows the
 * best-effort conversion. <b>Warning:</b> never use the output of an invalid result for a DNS
 * lookup or a registration; check {@link #isValid()} first.
 */
public final class LabelResult {

  private final String output;
  private final LabelKind kind;
  private final boolean rtl;
  private final List<IdnaProblem> problems;
  private final Set<IdnaError> errors;
  private final long omitted;

  private LabelResult(
      String output, LabelKind kind, boolean rtl, List<IdnaProblem> problems, long omitted) {
    this.output = Objects.requireNonNull(output, "output");
    this.kind = Objects.requireNonNull(kind, "kind");
    this.rtl = rtl;
    this.omitted = omitted;
    this.problems = List.copyOf(problems);
    if (this.problems.isEmpty()) {
      this.errors = Collections.emptySet();
    } else {
      EnumSet<IdnaError> set = EnumSet.noneOf(IdnaError.class);
      for (IdnaProblem p : this.problems) {
        if (p.error() instanceof IdnaError e) { // a label's problems are all IDNA errors
          set.add(e);
        }
      }
      this.errors = Collections.unmodifiableSet(set);
    }
  }

  /**
   * Creates a result; the factory the package's engines (UTS #46, IDNA2008, IDNA2003) use.
   *
   * @param output the converted label
   * @param kind the RFC 5890 kind of the label
   * @param rtl whether the label is an RTL label (RFC 5893 §1.4)
   * @param problems the problems, in input order; copied
   */
  static LabelResult of(String output, LabelKind kind, boolean rtl, List<IdnaProblem> problems) {
    return new LabelResult(output, kind, rtl, problems, 0);
  }

  /**
   * Creates a result from the collected problems: the kept ones in input order, then the {@link
   * IdnaError#TOO_MANY_PROBLEMS} problem if the cap left any out.
   *
   * @param output the converted label
   * @param kind the RFC 5890 kind of the label
   * @param rtl whether the label is an RTL label (RFC 5893 §1.4)
   * @param problems the collector of the label's checks
   */
  static LabelResult of(String output, LabelKind kind, boolean rtl, ProblemCollector problems) {
    return new LabelResult(output, kind, rtl, problems.sorted(), problems.omitted());
  }

  /**
   * Creates a result without problems.
   *
   * @param output the converted label
   * @param kind the RFC 5890 kind of the label
   * @param rtl whether the label is an RTL label (RFC 5893 §1.4)
   */
  static LabelResult valid(String output, LabelKind kind, boolean rtl) {
    return new LabelResult(output, kind, rtl);
  }

  /** A result without problems: no list copy, no error set to build. */
  private LabelResult(String output, LabelKind kind, boolean rtl) {
    this.output = Objects.requireNonNull(output, "output");
    this.kind = Objects.requireNonNull(kind, "kind");
    this.rtl = rtl;
    this.omitted = 0;
    this.problems = List.of();
    this.errors = Collections.emptySet();
  }

  /**
   * Returns the converted label: the ASCII form after {@code toAscii}, the Unicode form after
   * {@code toUnicode}. When the input needed no change this is the caller's own {@code String}.
   *
   * @return the converted label, possibly empty, never null
   */
  public String output() {
    return output;
  }

  /**
   * Returns whether no problem was found.
   *
   * @return {@code true} if {@link #problems()} is empty
   */
  public boolean isValid() {
    return problems.isEmpty();
  }

  /**
   * Returns every problem found, in input order, up to a cap: at most {@link
   * IdnaProblem#MAX_LISTED} problems and the first of each further error, then one {@link
   * IdnaError#TOO_MANY_PROBLEMS} problem if the cap left any out (see {@link #omittedProblems()}).
   *
   * @return an immutable list, empty when the label is valid
   */
  public List<IdnaProblem> problems() {
    return problems;
  }

  /**
   * Returns how many problems were found but not listed: the cap of {@link IdnaProblem#MAX_LISTED}
   * problems per label left them out, and {@link #problems()} then ends with an {@link
   * IdnaError#TOO_MANY_PROBLEMS} problem.
   *
   * @return 0 unless the list of problems is truncated
   */
  public long omittedProblems() {
    return omitted;
  }

  /**
   * Returns the set of distinct errors among {@link #problems()}, for quick checks.
   *
   * @return an immutable set view
   */
  public Set<IdnaError> errors() {
    return errors;
  }

  /**
   * Returns the kind of the label in the taxonomy of RFC 5890 §2.3.1.
   *
   * @return the label kind
   */
  public LabelKind kind() {
    return kind;
  }

  /**
   * Returns whether the label is an RTL label in the sense of RFC 5893 §1.4: its Unicode form
   * contains at least one character of Bidi class R, AL or AN. A domain name with at least one RTL
   * label is a "Bidi domain name", whose every label the Bidi Rule then applies to.
   *
   * <p>Package-private: only the domain engine needs it, through {@code
   * org.idna4j.label.internal.LabelAccess}.
   *
   * @return whether the label is an RTL label
   */
  boolean isRtl() {
    return rtl;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof LabelResult other)) {
      return false;
    }

    return output.equals(other.output)
        && kind == other.kind
        && rtl == other.rtl
        && problems.equals(other.problems);
  }

  @Override
  public int hashCode() {
    return Objects.hash(output, kind, rtl, problems);
  }

  @Override
  public String toString() {
    return "LabelResult{output="
        + output
        + ", kind="
        + kind
        + (rtl ? ", rtl" : "")
        + ", problems="
        + problems
        + "}";
  }
}
