package org.idna4j.display;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The decision for a whole name: the string to show and one {@link LabelDecision} per label, in
 * order. Immutable and thread-safe.
 *
 * <pre>{@code
 * DisplayResult r = DisplayPolicy.chromium().decide("xn--80ak6aa92e.com");
 * r.output();                      // "xn--80ak6aa92e.com"
 * r.labels().get(0).unicode();     // "аррӏе" (all Cyrillic)
 * r.labels().get(0).reasons();     // [WHOLE_SCRIPT_CONFUSABLE]
 * }</pre>
 */
public final class DisplayResult {
  private final String input;
  private final String output;
  private final List<LabelDecision> labels;
  private final Set<DisplayReason> reasons;
  private final String lookalikeOf;

  DisplayResult(String input, String output, List<LabelDecision> labels, String lookalikeOf) {
    this.input = Objects.requireNonNull(input, "input");
    this.output = Objects.requireNonNull(output, "output");
    this.labels = List.copyOf(labels);
    this.lookalikeOf = lookalikeOf;
    EnumSet<DisplayReason> all = EnumSet.noneOf(DisplayReason.class);
    for (LabelDecision label : this.labels) {
      all.addAll(label.reasons());
    }
    this.reasons = all.isEmpty() ? Collections.emptySet() : Collections.unmodifiableSet(all);
  }

  /**
   * Returns the name as the caller passed it to {@link DisplayPolicy#decide}.
   *
   * @return the input, never null
   */
  public String input() {
    return input;
  }

  /**
   * Returns whether every label is shown as it reads, in Unicode or as plain ASCII: no label has a
   * {@link DisplayReason}, so {@link #reasons()} is empty.
   *
   * @return {@code true} when nothing is shown as an A-label
   */
  public boolean shownAsUnicode() {
    return reasons.isEmpty();
  }

  /**
   * Returns the name to show: the labels' outputs joined with U+002E FULL STOP. When nothing
   * changes this is the caller's own {@code String}.
   *
   * @return the name to show, never null
   */
  public String output() {
    return output;
  }

  /**
   * Returns one decision per label, in order (a trailing dot yields a final empty label).
   *
   * @return an unmodifiable list
   */
  public List<LabelDecision> labels() {
    return labels;
  }

  /**
   * Returns the union of the labels' reasons, for quick checks such as {@code
   * result.reasons().contains(DisplayReason.LOOKALIKE_DOMAIN)}.
   *
   * @return an unmodifiable set, empty when every label is shown as it reads
   */
  public Set<DisplayReason> reasons() {
    return reasons;
  }

  /**
   * Returns the protected domain this name looks like, when {@link DisplayReason#LOOKALIKE_DOMAIN}
   * applies (in Unicode form, as the policy's protected list holds it).
   *
   * @return the protected domain, or empty
   */
  public Optional<String> lookalikeOf() {
    return Optional.ofNullable(lookalikeOf);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DisplayResult r
        && input.equals(r.input)
        && output.equals(r.output)
        && labels.equals(r.labels)
        && Objects.equals(lookalikeOf, r.lookalikeOf);
  }

  @Override
  public int hashCode() {
    return Objects.hash(input, output, labels, lookalikeOf);
  }

  @Override
  public String toString() {
    return "DisplayResult{"
        + output
        + ", "
        + labels
        + (lookalikeOf == null ? "" : ", lookalike of " + lookalikeOf)
        + "}";
  }
}
