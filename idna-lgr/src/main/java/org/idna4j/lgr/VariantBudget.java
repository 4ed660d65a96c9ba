package org.idna4j.lgr;

import java.time.Duration;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * The bounds of one variant enumeration ({@link Ruleset#variants(String, VariantBudget)}): how many
 * variants to return, how much work to spend, until when, and a hook to stop early. Immutable.
 *
 * <p>The work unit is a <em>permuted label examined</em>, valid or not (RFC 7940 §8.2 step 1): each
 * complete permutation judged, and each partial permutation cut short because a whole-label rule
 * already makes every completion invalid (such a prune costs one unit and skips its whole subtree).
 * {@code limit}-style caps that count only returned variants are not enough: RZ-LGR-5 Arabic
 * produces 3^(n-1) invalid permutations of n kafs before the first valid variant.
 *
 * <pre>{@code
 * VariantBudget b = VariantBudget.of(100, 50_000)
 *     .withTimeout(Duration.ofSeconds(2))
 *     .withCancellation(() -> clientGone.get());
 * VariantResult r = rules.variants("café", b);
 * r.cut();   // Optional[BUDGET] when the 50,000 permutations ran out first
 * }</pre>
 *
 * @param maxVariants the most variants returned (0 or more); reaching it with more to come cuts
 *     with {@link VariantCut#LIMIT}
 * @param maxPermutations the most permuted labels examined (1 or more); {@link VariantCut#BUDGET}
 * @param deadlineNanos a {@link System#nanoTime()} instant after which the enumeration stops
 *     ({@link VariantCut#DEADLINE}), or {@link #NO_DEADLINE}
 * @param cancelled polled during the enumeration; true stops it ({@link VariantCut#CANCELLED})
 */
public record VariantBudget(
    int maxVariants, long maxPermutations, long deadlineNanos, BooleanSupplier cancelled) {

  /** Variants returned by {@link #DEFAULT}: lgr-django's "show all" threshold tenfold. */
  public static final int DEFAULT_MAX_VARIANTS = 1_000;

  /**
   * Permutations examined by {@link #DEFAULT}: about a second of work on one core for a
   * root-zone-size LGR.
   */
  public static final long DEFAULT_MAX_PERMUTATIONS = 100_000;

  /** The {@link #deadlineNanos()} that means "no deadline". */
  public static final long NO_DEADLINE = Long.MAX_VALUE;

  /** How often (in work units) the deadline and the cancellation hook are polled. */
  static final int POLL_EVERY = 64;

  private static boolean never() {
    return false;
  }

  /** 1,000 variants, 100,000 permutations, no deadline, never cancelled. */
  public static final VariantBudget DEFAULT =
      new VariantBudget(
          DEFAULT_MAX_VARIANTS, DEFAULT_MAX_PERMUTATIONS, NO_DEADLINE, VariantBudget::never);

  /**
   * Checks the components.
   *
   * @param maxVariants the most variants returned, 0 or more
   * @param maxPermutations the most permuted labels examined, 1 or more
   * @param deadlineNanos a {@link System#nanoTime()} instant, or {@link #NO_DEADLINE}
   * @param cancelled the cancellation hook; not null
   * @throws IllegalArgumentException if {@code maxVariants} is negative or {@code maxPermutations}
   *     below 1
   * @throws NullPointerException if {@code cancelled} is null
   */
  public VariantBudget {
    if (maxVariants < 0) {
      throw new IllegalArgumentException("maxVariants must be 0 or more: " + maxVariants);
    }
    if (maxPermutations < 1) {
      throw new IllegalArgumentException("maxPermutations must be 1 or more: " + maxPermutations);
    }
    Objects.requireNonNull(cancelled, "cancelled");
  }

  /**
   * Returns a budget with no deadline and no cancellation hook.
   *
   * @param maxVariants the most variants returned, 0 or more
   * @param maxPermutations the most permuted labels examined, 1 or more
   * @return the budget
   * @throws IllegalArgumentException if a bound is out of range
   */
  public static VariantBudget of(int maxVariants, long maxPermutations) {
    return new VariantBudget(maxVariants, maxPermutations, NO_DEADLINE, VariantBudget::never);
  }

  /**
   * Returns this budget with an absolute deadline.
   *
   * @param deadlineNanos a {@link System#nanoTime()} instant
   * @return a copy with the deadline
   */
  public VariantBudget withDeadline(long deadlineNanos) {
    return new VariantBudget(maxVariants, maxPermutations, deadlineNanos, cancelled);
  }

  /**
   * Returns this budget with a deadline {@code timeout} from now.
   *
   * @param timeout how long the enumeration may run; not null
   * @return a copy with the deadline
   * @throws NullPointerException if {@code timeout} is null
   */
  public VariantBudget withTimeout(Duration timeout) {
    long now = System.nanoTime();
    long nanos;
    try {
      nanos = timeout.toNanos();
    } catch (ArithmeticException e) {
      nanos = Long.MAX_VALUE;
    }
    long d = now + nanos;
    return withDeadline(d < now || d == NO_DEADLINE ? NO_DEADLINE - 1 : d);
  }

  /**
   * Returns this budget with a cancellation hook, polled every few units of work.
   *
   * @param cancelled returns true to stop now (for example when the client has gone); not null
   * @return a copy with the hook
   * @throws NullPointerException if {@code cancelled} is null
   */
  public VariantBudget withCancellation(BooleanSupplier cancelled) {
    return new VariantBudget(maxVariants, maxPermutations, deadlineNanos, cancelled);
  }
}
