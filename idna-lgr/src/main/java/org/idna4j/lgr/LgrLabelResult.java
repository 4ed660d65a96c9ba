package org.idna4j.lgr;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What an LGR says about one label: its forms, eligibility (RFC 7940 §8.1), disposition (§8.3) and
 * every problem with its code-point offset.
 *
 * <p>Two questions, one name each, as lgr-core asks them:
 *
 * <ul>
 *   <li>{@link #eligible()}: the label is in the repertoire and every code point's context rule
 *       (and the whole-label evaluation rules) hold (RFC 7940 §7.3, §8.1). An ineligible label is
 *       always {@code invalid}; an eligible one takes the disposition of the first action that
 *       fires (§8.3).
 *   <li>{@link #isValid()}: the label has no problem, which is exactly when its {@link
 *       #disposition()} is anything but {@code invalid}, as {@code isValid()} means on every result
 *       of the project. It does not say the label may be allocated: a registry reads {@link
 *       #disposition()} for that ({@code "valid"}, {@code "allocatable"}, {@code "blocked"}, …, as
 *       the LGR defines them).
 * </ul>
 *
 * @param input the label as given
 * @param uLabel the label's Unicode form; empty when an A-label did not decode
 * @param aLabel the label's ASCII form ({@code xn--} + Punycode, or the label itself when it is
 *     ASCII); empty when the label cannot be converted (lone surrogates)
 * @param script the script whose element LGR decided; empty for a single LGR, and for a set when no
 *     script was detected or given
 * @param eligible whether every code point is in the repertoire with its context satisfied (§8.1)
 * @param disposition the label's disposition, e.g. {@code "valid"} or {@code "invalid"} (§8.3)
 * @param action the action that decided the disposition (§7.4), implied (§7.5) for an ineligible or
 *     malformed label
 * @param types the variant types recorded for the label itself (its reflexive mappings, §8.1.1)
 * @param problems every reason the label is invalid, in label order; empty when it is not
 */
public record LgrLabelResult(
    String input,
    Optional<String> uLabel,
    Optional<String> aLabel,
    Optional<String> script,
    boolean eligible,
    String disposition,
    DecidingAction action,
    Set<String> types,
    List<LgrProblem> problems) {

  /**
   * Checks the components and copies the collections.
   *
   * @param input the label as given
   * @param uLabel the label's Unicode form; empty when an A-label did not decode
   * @param aLabel the label's ASCII form; empty when not convertible
   * @param script the script whose element LGR decided; empty for a single LGR or none detected
   * @param eligible whether the label is eligible (RFC 7940 §8.1)
   * @param disposition the label's disposition (§8.3)
   * @param action the action that decided the disposition; not null
   * @param types the variant types recorded for the label itself; copied, not null
   * @param problems every reason the label is invalid, in label order; copied, not null
   * @throws NullPointerException if {@code uLabel}, {@code aLabel}, {@code script} or {@code
   *     action} is null, or {@code types} or {@code problems} is or holds null
   */
  public LgrLabelResult {
    Objects.requireNonNull(uLabel, "uLabel");
    Objects.requireNonNull(aLabel, "aLabel");
    Objects.requireNonNull(script, "script");
    Objects.requireNonNull(action, "action");
    types = Set.copyOf(types);
    problems = List.copyOf(problems);
  }

  /**
   * Returns the errors of {@link #problems()} as a set, for quick checks.
   *
   * @return an unmodifiable set of the distinct errors; empty when there are no problems
   */
  public Set<LgrError> errors() {
    java.util.EnumSet<LgrError> set = java.util.EnumSet.noneOf(LgrError.class);
    for (LgrProblem p : problems) {
      set.add(p.error());
    }
    return java.util.Collections.unmodifiableSet(set);
  }

  /**
   * Returns whether the label has no problem, that is whether its disposition is anything but
   * {@code invalid} (RFC 7940 §8.3).
   *
   * @return true when {@link #problems()} is empty, which is exactly when the disposition is not
   *     {@link Lgr#INVALID}; true also for {@code "blocked"} or any other disposition the LGR
   *     defines, so a registry still reads {@link #disposition()} before allocating
   */
  public boolean isValid() {
    return problems.isEmpty();
  }

  LgrLabelResult withScript(String s) {
    return new LgrLabelResult(
        input,
        uLabel,
        aLabel,
        Optional.ofNullable(s),
        eligible,
        disposition,
        action,
        types,
        problems);
  }
}
