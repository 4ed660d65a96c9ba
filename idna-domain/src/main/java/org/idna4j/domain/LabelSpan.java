package org.idna4j.domain;

import java.util.Objects;

/**
 * Where one label of a converted name stands in the caller's input, and what it became: the element
 * type of {@link DomainResult#labelSpans()}. Immutable and thread-safe.
 *
 * <p>{@link #start()} and {@link #end()} are code-point offsets into the caller's input (as the
 * offsets of {@link org.idna4j.label.IdnaProblem} are), {@code end} exclusive: the label is the
 * code points {@code start} to {@code end - 1}, and its separator (U+002E, or U+3002, U+FF0E or
 * U+FF61 where the standard splits at them, UTS #46 §4 step 3) is at {@code end}. An empty label
 * has {@code start == end}; so has the root label after a trailing dot, at the input's length in
 * code points ({@code "a."} has the spans {@code [0, 1)} {@code "a"} and {@code [2, 2)} {@code
 * ""}).
 *
 * <pre>{@code
 * DomainResult r = Idna.lookup().toAscii("Bücher。example");
 * r.labelSpans().get(1); // LabelSpan[7, 14) "example"
 * }</pre>
 */
public final class LabelSpan {

  private final int start;
  private final int end;
  private final String output;

  /**
   * Creates a span.
   *
   * @param start the code-point offset of the label's first code point in the input
   * @param end the code-point offset just after the label's last code point
   * @param output the label as it stands in the result's output
   */
  LabelSpan(int start, int end, String output) {
    this.start = start;
    this.end = end;
    this.output = Objects.requireNonNull(output, "output");
  }

  /**
   * Returns the code-point offset in the caller's input at which the label starts.
   *
   * @return the offset, at least 0
   */
  public int start() {
    return start;
  }

  /**
   * Returns the code-point offset in the caller's input just after the label (exclusive): the
   * offset of its separator, or the input's length in code points for the last label.
   *
   * @return the offset, at least {@link #start()}
   */
  public int end() {
    return end;
  }

  /**
   * Returns the label as it stands in {@link DomainResult#output()}: converted, so its length may
   * differ from {@code end() - start()}.
   *
   * @return the output label, empty for an empty label or the root label
   */
  public String output() {
    return output;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LabelSpan other
        && start == other.start
        && end == other.end
        && output.equals(other.output);
  }

  @Override
  public int hashCode() {
    return (31 * start + end) * 31 + output.hashCode();
  }

  @Override
  public String toString() {
    return "LabelSpan[" + start + ", " + end + ") \"" + output + "\"";
  }
}
