package org.idna4j.domain;

import java.util.Objects;

/**
 * Where one label of a converted name stands in the caller's input, and what it became: the element
 * type of {@link DomainResult#labelSpans()}. An immutable value; two spans are equal when their
 * offsets and output are.
 *
 * <p>{@link #start()} and {@link #end()} are code-point offsets into the caller's input (as the
 * offsets of {@link org.idna4j.label.IdnaProblem} are), {@code end} exclusive: the label is the
 * code points {@code start} to {@code end - 1}, and its separator (U+002E, or U+3002, U+FF0E or
 * U+FF61 where the standard splits at them, UTS #46 §4 step 3) is at {@code end}. An empty label
 * has {@code start == end}; so has the root label after a trailing dot, at the input's length in
 * code points ({@code "a."} has the spans {@code [0, 1)} {@code "a"} and {@code [2, 2)} {@code
 * ""}). {@link #output()} is the label as it stands in {@link DomainResult#output()}: converted, so
 * its length may differ from {@code end - start}; empty for an empty label or the root label.
 *
 * <pre>{@code
 * DomainResult r = Idna.lookup().toAscii("Bücher。example");
 * r.labelSpans().get(1); // LabelSpan[start=7, end=14, output=example]
 * }</pre>
 *
 * @param start the code-point offset in the caller's input at which the label starts
 * @param end the code-point offset just after the label (exclusive): the offset of its separator,
 *     or the input's length in code points for the last label
 * @param output the label as it stands in the result's output
 */
public record LabelSpan(int start, int end, String output) {

  /**
   * Creates a span.
   *
   * @param start the code-point offset in the caller's input at which the label starts
   * @param end the code-point offset just after the label (exclusive)
   * @param output the label as it stands in the result's output
   * @throws IllegalArgumentException if {@code start} is negative or {@code end} is below it
   * @throws NullPointerException if {@code output} is null
   */
  public LabelSpan {
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("span [" + start + ", " + end + ")");
    }
    Objects.requireNonNull(output, "output");
  }
}
