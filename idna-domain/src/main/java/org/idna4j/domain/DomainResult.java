package org.idna4j.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.ProblemCode;
import org.idna4j.label.internal.CappedProblems;

/**
 * The immutable result of converting a domain name: the output and every problem found, in input
 * order, each with its label index and code-point offset into the caller's input.
 *
 * <p>A result always carries an output, even when there are problems (UTS #46 §4 keeps going after
 * an error so that all errors can be reported). <b>Warning:</b> never send the output of an invalid
 * result to DNS or store it as a registration; check {@link #isValid()} first, or use {@link
 * Idna#toAsciiOrThrow(CharSequence)}.
 *
 * <p>Its lists and sets are the JDK's unmodifiable collections ({@link List#copyOf} and {@link
 * java.util.Collections#unmodifiableSet}): every mutator throws {@link
 * UnsupportedOperationException}, and no third-party type appears in the API. As with {@link
 * List#of}, {@code problems().contains(null)} throws {@link NullPointerException}.
 */
public final class DomainResult {

  private final String output;
  private final List<IdnaProblem> problems;
  private final Set<ProblemCode> errors;
  private final List<IdnaProblem> nonFatalProblems;
  private List<String> labels; // computed lazily; racy single-check of an immutable value
  private final long omitted; // problems the cap left out

  /**
   * The engine's label bounds, two varints a label ({@link Spans}); {@code null} where the output's
   * labels stand at the same code-point offsets as the input's (the ASCII fast paths, whose output
   * is the input or the input lowercased), so that they are read off the output and the fast paths
   * allocate nothing for them.
   */
  private final byte[] spans;

  private List<LabelSpan> labelSpans; // computed lazily; racy single-check of an immutable value

  /**
   * A result without problems. The fast paths' constructor: nothing to copy or index, so a caller
   * that only reads the output and the validity lets the JIT drop the object entirely.
   *
   * @param output the converted name
   * @return the valid result
   */
  static DomainResult valid(String output) {
    return new DomainResult(Objects.requireNonNull(output, "output"), (byte[]) null);
  }

  /**
   * A result without problems whose labels the engine located.
   *
   * @param output the converted name
   * @param spans the label bounds ({@link Spans}), or {@code null} if the output's labels stand
   *     where the input's do
   * @return the valid result
   */
  static DomainResult valid(String output, byte[] spans) {
    return new DomainResult(Objects.requireNonNull(output, "output"), spans);
  }

  private DomainResult(String output, byte[] spans) {
    this.output = output;
    this.problems = List.of();
    this.errors = Set.of();
    this.nonFatalProblems = List.of();
    this.omitted = 0;
    this.spans = spans;
  }

  DomainResult(String output, List<IdnaProblem> problems) {
    this(output, problems, 0, List.of());
  }

  /**
   * A result with problems that do not make it invalid beside those that do (the WHATWG URL
   * Standard's validation errors that do not cause failure).
   *
   * @param output the converted name
   * @param problems the problems that make the result invalid
   * @param nonFatalProblems the problems reported without making it invalid
   */
  DomainResult(String output, List<IdnaProblem> problems, List<IdnaProblem> nonFatalProblems) {
    this(output, problems, 0, nonFatalProblems);
  }

  /**
   * A result whose list of problems the cap may have truncated.
   *
   * @param output the converted name
   * @param problems the listed problems, ending with {@link IdnaError#TOO_MANY_PROBLEMS} if {@code
   *     omitted > 0}
   * @param omitted how many problems the cap left out
   */
  DomainResult(String output, List<IdnaProblem> problems, long omitted) {
    this(output, problems, omitted, List.of());
  }

  /**
   * A result with both a possibly truncated list of problems and problems that do not make it
   * invalid.
   */
  DomainResult(
      String output, List<IdnaProblem> problems, long omitted, List<IdnaProblem> nonFatalProblems) {
    this(output, problems, omitted, nonFatalProblems, null);
  }

  /**
   * The general constructor.
   *
   * @param spans the label bounds ({@link Spans}), or {@code null} if the output's labels stand
   *     where the input's do
   */
  DomainResult(
      String output,
      List<IdnaProblem> problems,
      long omitted,
      List<IdnaProblem> nonFatalProblems,
      byte[] spans) {
    this.spans = spans;
    this.omitted = omitted;
    this.nonFatalProblems = List.copyOf(nonFatalProblems);
    this.output = Objects.requireNonNull(output, "output");
    this.problems = List.copyOf(problems);
    this.errors = CappedProblems.errorsOf(this.problems);
  }

  /**
   * Returns the converted name: ASCII after {@code toAscii}, Unicode after {@code toUnicode}. When
   * nothing needed to change this is the caller's own {@code String} instance.
   *
   * <p><b>For an invalid result</b> the output is still what the conversion made of each label, for
   * diagnostics only: it is not a name, and it may name something else than the input. Under the
   * UTS #46 presets a label that starts with {@code xn--} is replaced by its Punycode decoding
   * whenever that decoding succeeds, even when the label then fails validation (UTS #46 §4 step
   * 4.1), and ToASCII encodes a label again only when it is not ASCII (§4.2 step 3); so under
   * {@link Idna#lookup()}:
   *
   * <pre>{@code
   * Idna.lookup().toAscii("xn--abc-.com").output();   // "abc.com" (ASCII_ONLY_PUNYCODE)
   * Idna.lookup().toAscii("xn--.example").output();   // ".example" (EMPTY_PUNYCODE, EMPTY_LABEL)
   * Idna.lookup().toAscii("xn--a.com").output();      // "xn--a.com" (U+0080, DISALLOWED, encoded again)
   * }</pre>
   *
   * <p>A profile that keeps such labels as given answers with the input's labels instead ({@link
   * Idna#registration()}, IDNA2003, and the lenient {@link Idna#whatwgUrl()}, for which these names
   * are valid). Decide on {@link #isValid()}, never on the output.
   *
   * @return the converted name, never null; for an invalid result, the labels as the conversion
   *     left them
   */
  public String output() {
    return output;
  }

  /**
   * Returns whether no problem was found. Under the WHATWG URL Standard's domain parser ({@link
   * org.idna4j.label.IdnaProfile#whatwgUrl()}) this is whether the parser succeeds; the validation
   * errors it reports without failing are {@link #nonFatalProblems()}.
   *
   * @return {@code true} if {@link #problems()} is empty
   */
  public boolean isValid() {
    return problems.isEmpty();
  }

  /**
   * Returns every problem found, in input order (by offset; problems of the whole name, such as
   * {@link IdnaError#NAME_TOO_LONG}, come last), up to a cap: a name lists at most {@link
   * IdnaProblem#MAX_LISTED} problems and then only the first problem of each further error, so that
   * {@link #errors()} stays complete; if the cap left any problem out, the list ends with one
   * {@link IdnaError#TOO_MANY_PROBLEMS} problem of the whole name, whose detail says how many (also
   * {@link #omittedProblems()}). Hostile input can have a problem per character; the cap keeps the
   * result of a name of any length to a few thousand problems.
   *
   * @return an immutable list, empty when the name is valid
   */
  public List<IdnaProblem> problems() {
    return problems;
  }

  /**
   * Returns the problems found that do not make the name invalid, in input order; empty except
   * under a profile with the WHATWG URL Standard's domain parser ({@link
   * org.idna4j.label.IdnaProfile#whatwgUrl()}). There they are the URL Standard's <i>validation
   * errors</i> that do not cause failure (URL Standard §3.3 "IDNA"): every problem of the strict
   * ToASCII run (CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength on) that {@link #problems()}
   * does not already hold, such as {@code HYPHEN_3_4} for {@code ab--c.example} or {@code
   * INVALID_PUNYCODE} for {@code xn--a}, which browsers accept; and after {@code toUnicode}, the
   * ToUnicode problems that made <i>domain to Unicode</i> return its input unchanged. A URL
   * validator reports these; a URL parser ignores them. {@link #isValid()}, {@link #problems()} and
   * {@link #errors()} never include them.
   *
   * @return an immutable list, empty under every profile without the domain parser
   */
  public List<IdnaProblem> nonFatalProblems() {
    return nonFatalProblems;
  }

  /**
   * Returns how many problems were found but not listed in {@link #problems()}, which then ends
   * with an {@link IdnaError#TOO_MANY_PROBLEMS} problem.
   *
   * @return 0 unless the list of problems is truncated
   */
  public long omittedProblems() {
    return omitted;
  }

  /**
   * Returns the distinct errors among {@link #problems()}, for quick checks such as {@code
   * result.errors().contains(IdnaError.HYPHEN_3_4)}.
   *
   * @return an unmodifiable set that iterates in the order of {@link IdnaError}'s constants, then
   *     {@link UrlDomainError}'s, then {@link IdnaError#TOO_MANY_PROBLEMS}
   */
  public Set<ProblemCode> errors() {
    return errors;
  }

  /**
   * Returns the labels of {@link #output()}, split at U+002E FULL STOP; a trailing dot yields a
   * final empty (root) label, as it does in the output.
   *
   * @return the output's labels, an immutable list with at least one element
   */
  public List<String> labels() {
    List<String> l = labels;
    if (l == null) {
      l = splitLabels(output);
      labels = l;
    }
    return l;
  }

  /**
   * Returns where each label stands in the caller's input and what it became, one {@link LabelSpan}
   * per label of the input in order, the last one the root label (empty, at the input's end) when
   * the name ends with a dot. The engine records the bounds as it splits the name, so a caller that
   * must map a label or a problem back to the input need not split the input again.
   *
   * <pre>{@code
   * Idna.lookup().toAscii("Bücher.example.").labelSpans();
   * // [LabelSpan[start=0, end=6, output=xn--bcher-kva],
   * //  LabelSpan[start=7, end=14, output=example], LabelSpan[start=15, end=15, output=]]
   * }</pre>
   *
   * @return an immutable list with at least one element
   */
  public List<LabelSpan> labelSpans() {
    List<LabelSpan> l = labelSpans;
    if (l == null) {
      l = spans == null ? Spans.ofOutput(output) : Spans.toList(spans, output);
      labelSpans = l;
    }
    return l;
  }

  /**
   * The engine's label bounds, for a result built from this one; {@code null} as {@link #spans}.
   */
  byte[] spans() {
    return spans;
  }

  /** UTS #46 §4 step 3 (Break): the output separates its labels with U+002E FULL STOP only. */
  private static List<String> splitLabels(String output) {
    List<String> parts = new ArrayList<>();
    int start = 0;
    for (int dot = output.indexOf('.'); dot >= 0; dot = output.indexOf('.', start)) {
      parts.add(output.substring(start, dot));
      start = dot + 1;
    }
    parts.add(output.substring(start));
    return List.copyOf(parts);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof DomainResult other)) {
      return false;
    }

    return output.equals(other.output)
        && problems.equals(other.problems)
        && nonFatalProblems.equals(other.nonFatalProblems);
  }

  @Override
  public int hashCode() {
    int h = 31 * output.hashCode() + problems.hashCode();
    return nonFatalProblems.isEmpty() ? h : 31 * h + nonFatalProblems.hashCode();
  }

  @Override
  public String toString() {
    return "DomainResult{output="
        + output
        + ", problems="
        + problems
        + (nonFatalProblems.isEmpty() ? "" : ", nonFatalProblems=" + nonFatalProblems)
        + "}";
  }
}
