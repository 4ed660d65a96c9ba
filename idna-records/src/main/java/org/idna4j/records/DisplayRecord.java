package org.idna4j.records;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.idna4j.display.DisplayPolicy;
import org.idna4j.display.DisplayResult;
import org.idna4j.display.LabelDecision;
import org.idna4j.label.RestrictionLevel;

/**
 * One display decision (module idna-display): {@code idna display --format jsonl}, {@code GET
 * /api/v1/display} and Spark's {@code idna_display}. Says how a name should be shown to people,
 * label by label, and why a label is shown as an A-label.
 *
 * <p>The policies have one name on every face ({@link #POLICIES}): {@code chromium} ({@link
 * DisplayPolicy#chromium()}), {@code firefox-high}, {@code firefox-moderate} and {@code
 * firefox-ascii} ({@link DisplayPolicy#firefox(RestrictionLevel)} at {@code HIGHLY_RESTRICTIVE},
 * {@code MODERATELY_RESTRICTIVE} and {@code ASCII}); {@link #policy(String)} maps a name to its
 * policy.
 *
 * @param line the 1-based line of the name in bulk CLI input; null for a name given as an argument,
 *     over HTTP and in Spark
 * @param input the name as given
 * @param policy the policy's name, such as {@code chromium}
 * @param output the name as it should be shown, or null when the input could not be read (then
 *     {@code problems} says why)
 * @param shownAsUnicode true when every label is shown as it reads (in Unicode, or as plain ASCII)
 * @param reasons the union of the labels' reasons, in {@code DisplayReason} order
 * @param lookalikeOf the protected domain the name looks like ({@code LOOKALIKE_DOMAIN}), or null
 * @param labels one decision per label, in order
 * @param problems the problems of the input line itself (CLI input that is not UTF-8, over-long
 *     lines); empty for a name that was read
 */
public record DisplayRecord(
    @FieldDoc(value = Field.LINE, nullable = true) Long line,
    @FieldDoc("the name as given") String input,
    @FieldDoc("the display policy: chromium, firefox-high, firefox-moderate or firefox-ascii")
        String policy,
    @FieldDoc(
            value = "the name as it should be shown; null when the input line could not be read",
            nullable = true)
        String output,
    @FieldDoc(
            "true when every label is shown as it reads (Unicode, or plain ASCII); false"
                + " when some label is shown as an A-label for a reason")
        boolean shownAsUnicode,
    @FieldDoc("the union of the labels' reasons (DisplayReason names), in order")
        List<String> reasons,
    @FieldDoc(
            value = "the protected domain the name looks like (LOOKALIKE_DOMAIN), or null",
            nullable = true)
        String lookalikeOf,
    @FieldDoc("one decision per label, in order") List<DisplayLabelRecord> labels,
    @FieldDoc(
            "problems of the input line itself (not UTF-8, too long); empty for a name"
                + " that was read")
        List<ProblemRecord> problems)
    implements Shaped {

  /** The default policy's name. */
  public static final String DEFAULT_POLICY = "chromium";

  /** The policy names every face accepts, default first. */
  public static final List<String> POLICIES =
      List.of(DEFAULT_POLICY, "firefox-high", "firefox-moderate", "firefox-ascii");

  /** The record type {@code display}. */
  public static final Shape SHAPE =
      Shape.of(
          DisplayRecord.class,
          "display",
          "How one name should be shown to people, label by label, and why a label is shown in"
              + " ASCII (a browser-like display policy).");

  /**
   * Returns the policy of a name in {@link #POLICIES}, with no protected domains.
   *
   * @param name such as {@code firefox-high}, in any case ({@link #policyName})
   * @return the shared policy
   * @throws IllegalArgumentException for any other name (its message lists the names)
   */
  public static DisplayPolicy policy(String name) {
    switch (policyName(name).orElse(name)) {
      case "chromium":
        return DisplayPolicy.chromium();
      case "firefox-high":
        return DisplayPolicy.firefox(RestrictionLevel.HIGHLY_RESTRICTIVE);
      case "firefox-moderate":
        return DisplayPolicy.firefox(RestrictionLevel.MODERATELY_RESTRICTIVE);
      case "firefox-ascii":
        return DisplayPolicy.firefox(RestrictionLevel.ASCII);
      default:
        throw new IllegalArgumentException(
            "unknown display policy '"
                + (name.length() <= 64 ? name : name.substring(0, 64) + "...")
                + "'; expected one of "
                + String.join(", ", POLICIES));
    }
  }

  /**
   * Returns the policy of a name in {@link #POLICIES} with protected domains (lookalike targets).
   *
   * @param name such as {@code chromium}
   * @param protectedDomains the lookalike targets, any form; empty for none
   * @return the policy
   * @throws IllegalArgumentException for an unknown name
   */
  public static DisplayPolicy policy(
      String name, Collection<? extends CharSequence> protectedDomains) {
    DisplayPolicy p = policy(name);
    return protectedDomains.isEmpty()
        ? p
        : p.toBuilder().protectedDomains(protectedDomains).build();
  }

  /**
   * Tells whether a string is a policy name of {@link #POLICIES}, in any ASCII case.
   *
   * @param name any string, such as a query parameter
   * @return whether {@link #policy(String)} accepts it
   */
  public static boolean isPolicy(String name) {
    return policyName(name).isPresent();
  }

  /**
   * Returns the policy name of {@link #POLICIES} that a string spells, in any ASCII case ({@link
   * Vocabulary#choice}): what every face puts in the record's {@code policy} field.
   *
   * @param name any string, such as {@code Chromium}
   * @return the name as {@link #POLICIES} spells it, or empty if it names no policy
   */
  public static Optional<String> policyName(String name) {
    return Vocabulary.choice(POLICIES, name);
  }

  /**
   * The record of a decision.
   *
   * @param line the 1-based line, or null
   * @param input the name as given
   * @param policyName the policy's name in {@link #POLICIES}
   * @param r the decision
   * @return the record
   */
  public static DisplayRecord of(Long line, String input, String policyName, DisplayResult r) {
    List<DisplayLabelRecord> labels = new ArrayList<>(r.labels().size());
    for (LabelDecision d : r.labels()) {
      labels.add(DisplayLabelRecord.of(d));
    }
    return new DisplayRecord(
        line,
        input,
        policyName,
        r.output(),
        r.shownAsUnicode(),
        DisplayLabelRecord.names(r.reasons()),
        r.lookalikeOf().orElse(null),
        List.copyOf(labels),
        List.of());
  }

  /**
   * Decides a name under a policy and returns its record: the one call every face makes.
   *
   * @param line the 1-based line, or null
   * @param input the name as given (never throws on it; linear time, see {@link DisplayPolicy})
   * @param policyName the policy's name in {@link #POLICIES}
   * @param policy that policy, possibly with protected domains
   * @return the record
   */
  public static DisplayRecord of(Long line, String input, String policyName, DisplayPolicy policy) {
    return of(line, input, policyName, policy.decide(input));
  }

  /**
   * The record of an input that could not be read (a CLI line that is not UTF-8 or is too long): no
   * output, no labels, the line's problems.
   *
   * @param line the 1-based line
   * @param input the line as shown
   * @param policyName the policy's name
   * @param problems why it could not be read
   * @return the record
   */
  public static DisplayRecord unreadable(
      Long line, String input, String policyName, List<ProblemRecord> problems) {
    return new DisplayRecord(
        line, input, policyName, null, false, List.of(), null, List.of(), List.copyOf(problems));
  }

  /**
   * The same record with the input line's own problems (a CLI line read with a byte order mark or a
   * CRLF end, processed without them).
   *
   * @param lineProblems the line's problems
   * @return the record with them, or this record when there are none
   */
  public DisplayRecord withProblems(List<ProblemRecord> lineProblems) {
    return lineProblems.isEmpty()
        ? this
        : new DisplayRecord(
            line,
            input,
            policy,
            output,
            shownAsUnicode,
            reasons,
            lookalikeOf,
            labels,
            List.copyOf(lineProblems));
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
