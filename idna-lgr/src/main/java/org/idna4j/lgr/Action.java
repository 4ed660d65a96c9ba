package org.idna4j.lgr;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * An {@code <action>} (RFC 7940 §7): a disposition given when its optional rule condition ({@code
 * match} / {@code not-match}, §7.2) and its optional variant-type trigger (§7.3) both hold. Actions
 * are tried in document order and the first that fires decides (§7.4).
 */
final class Action {

  /** The variant-type trigger of an action (RFC 7940 §7.3). */
  enum Trigger {
    NONE,
    ANY_VARIANT,
    ALL_VARIANTS,
    ONLY_VARIANTS
  }

  /**
   * The default actions appended after an LGR's own (RFC 7940 §7.6), as lgr-core's {@code
   * DEFAULT_ACTIONS}: invalid, blocked, allocatable by any-variant, activated by all-variants, then
   * the catch-all valid.
   */
  static final List<Action> DEFAULTS =
      List.of(
          new Action("invalid", -1, false, Trigger.ANY_VARIANT, Set.of("invalid"), 0, true),
          new Action("blocked", -1, false, Trigger.ANY_VARIANT, Set.of("blocked"), 1, true),
          new Action("allocatable", -1, false, Trigger.ANY_VARIANT, Set.of("allocatable"), 2, true),
          new Action("activated", -1, false, Trigger.ALL_VARIANTS, Set.of("activated"), 3, true),
          new Action("valid", -1, false, Trigger.NONE, Set.of(), 4, true));

  final String disposition;

  /** Rule id of match / not-match, or -1. */
  final int rule;

  final boolean notMatch;
  final Trigger trigger;
  final Set<String> types;

  /** Index among the LGR's own actions, or among the defaults. */
  final int index;

  final boolean isDefault;

  Action(
      String disposition,
      int rule,
      boolean notMatch,
      Trigger trigger,
      Set<String> types,
      int index,
      boolean isDefault) {
    this.disposition = disposition;
    this.rule = rule;
    this.notMatch = notMatch;
    this.trigger = trigger;
    this.types = Set.copyOf(types);
    this.index = index;
    this.isDefault = isDefault;
  }

  /**
   * Returns whether the variant-type trigger holds for a label whose mappings recorded {@code
   * recorded} (RFC 7940 §7.3, with lgr-core's reading): any-variant needs a common type;
   * all-variants a non-empty recorded set within the list; only-variants the same and every code
   * point from a variant mapping (reflexive ones count).
   */
  boolean triggerHolds(Set<String> recorded, boolean onlyVariants) {
    switch (trigger) {
      case NONE:
        return true;
      case ANY_VARIANT:
        for (String t : recorded) {
          if (types.contains(t)) {
            return true;
          }
        }
        return false;
      case ALL_VARIANTS:
        return !recorded.isEmpty() && types.containsAll(recorded);
      case ONLY_VARIANTS:
        return onlyVariants && !recorded.isEmpty() && types.containsAll(recorded);
      default:
        throw new IllegalStateException();
    }
  }

  /**
   * The public form, made once per action (evaluation is on the hot path). A benign race: two
   * threads may build equal immutable values, either is correct.
   */
  private DecidingAction decided;

  /** The public form of this action as the decider of a disposition. */
  DecidingAction decided(List<CompiledRule> rules) {
    DecidingAction d = decided;
    if (d == null) {
      d = build(rules);
      decided = d;
    }
    return d;
  }

  private DecidingAction build(List<CompiledRule> rules) {
    return new DecidingAction(
        isDefault ? DecidingAction.Source.DEFAULT : DecidingAction.Source.DOCUMENT,
        OptionalInt.of(index),
        disposition,
        rule < 0 ? Optional.empty() : Optional.of(rules.get(rule).name),
        describe(rules));
  }

  /** Describes the action for problem details, e.g. {@code action #3 (invalid match=rule)}. */
  String describe(List<CompiledRule> rules) {
    StringBuilder sb =
        new StringBuilder(isDefault ? "default action #" : "action #")
            .append(index)
            .append(" (disp=")
            .append(disposition);
    if (rule >= 0) {
      sb.append(notMatch ? " not-match=" : " match=").append(rules.get(rule).name);
    }
    if (trigger != Trigger.NONE) {
      sb.append(' ')
          .append(trigger.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'))
          .append('=')
          .append(String.join(" ", new java.util.TreeSet<>(types)));
    }
    return sb.append(')').toString();
  }
}
