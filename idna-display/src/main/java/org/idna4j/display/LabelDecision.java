package org.idna4j.display;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * The decision for one label of a name: what to show, and why it is not shown in Unicode.
 *
 * <p>{@link #reasons()} is empty when the label is shown as it reads: in Unicode, or as plain ASCII
 * when it is ASCII. Otherwise the label is shown in ASCII (its A-label, or for an invalid ASCII
 * label the label itself, lowercased) and the set holds every {@link DisplayReason} that applies.
 * Immutable and thread-safe.
 */
public final class LabelDecision {
  private final String output;
  private final String unicode;
  private final Set<DisplayReason> reasons;
  private final int start;
  private final int end;

  LabelDecision(String output, String unicode, EnumSet<DisplayReason> reasons, int start, int end) {
    this.output = Objects.requireNonNull(output, "output");
    this.unicode = Objects.requireNonNull(unicode, "unicode");
    this.start = start;
    this.end = end;
    this.reasons =
        reasons.isEmpty()
            ? Collections.emptySet()
            : Collections.unmodifiableSet(EnumSet.copyOf(reasons));
  }

  /**
   * Returns the label as it should be shown: its Unicode form, or its ASCII form when {@link
   * #reasons()} is not empty.
   *
   * @return the label to show, never null
   */
  public String output() {
    return output;
  }

  /**
   * Returns the label's Unicode form (the output of UTS #46 ToUnicode for this label), whatever is
   * shown: what a tool can print beside the A-label to say what it hides. <b>Warning:</b> never
   * show this to people in place of {@link #output()}.
   *
   * @return the label's Unicode form
   */
  public String unicode() {
    return unicode;
  }

  /**
   * Returns every reason the label is shown in ASCII; empty when it is shown in Unicode or as plain
   * ASCII.
   *
   * @return an unmodifiable set, in the enum's order
   */
  public Set<DisplayReason> reasons() {
    return reasons;
  }

  /**
   * Returns where the label starts in the caller's input: the code-point offset of its first
   * character (of the separator after it, for an empty label). Should the input's labels not match
   * ToUnicode's one to one (a mapping that yields a dot; no Unicode 18 mapping other than the label
   * separators' does), every label spans the whole name.
   *
   * @return a code-point offset into the name given to {@link DisplayPolicy#decide}
   */
  public int start() {
    return start;
  }

  /**
   * Returns where the label ends in the caller's input: the code-point offset after its last
   * character (the offset of the separator that follows it, or the length of the name).
   *
   * @return a code-point offset into the name given to {@link DisplayPolicy#decide}, at least
   *     {@link #start()}
   */
  public int end() {
    return end;
  }

  /**
   * Compares the decision (output, Unicode form and reasons), not where the label stands in the
   * input: the same label decided in {@code "аррӏе.com"} and in {@code "xn--80ak6aa92e.com"} gives
   * equal decisions.
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof LabelDecision d
        && output.equals(d.output)
        && unicode.equals(d.unicode)
        && reasons.equals(d.reasons);
  }

  @Override
  public int hashCode() {
    return Objects.hash(output, unicode, reasons);
  }

  @Override
  public String toString() {
    return reasons.isEmpty() ? output : output + " " + reasons;
  }
}
