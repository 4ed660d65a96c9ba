package org.idna4j.records;

import java.util.Objects;

/**
 * One line of {@code idna audit}'s summary of audit logs ({@link AuditRecord}): the total, one
 * calling frame, a difference class, one distinct name, or the calls the logs dropped at their
 * caps.
 *
 * @param kind one of total, caller, class, input, dropped
 * @param key the caller, class or input; null for {@code total} and {@code dropped}
 * @param calls the calls with a changed answer
 * @param inputs the distinct inputs among them
 * @param callers the distinct callers among them
 */
public record AuditSummaryRecord(
    @FieldDoc("total, caller, class, input or dropped") String kind,
    @FieldDoc(value = "the caller, class or input; null for total and dropped", nullable = true)
        String key,
    @FieldDoc("the calls with a changed answer") long calls,
    @FieldDoc("the distinct inputs among them") long inputs,
    @FieldDoc("the distinct callers among them") long callers)
    implements Shaped {

  /** The record type {@code audit_summary}. */
  public static final Shape SHAPE =
      Shape.of(
          AuditSummaryRecord.class,
          "audit_summary",
          "One line of the summary of audit logs: the total, a caller, a class or an input.");

  /**
   * Checks the kind.
   *
   * @param kind the kind
   * @param key the key, or null
   * @param calls the calls
   * @param inputs the inputs
   * @param callers the callers
   * @throws NullPointerException if kind is null
   */
  public AuditSummaryRecord {
    Objects.requireNonNull(kind, "kind");
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
