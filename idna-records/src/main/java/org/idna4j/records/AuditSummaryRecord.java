package org.idna4j.records;

import java.util.Arrays;
import java.util.List;
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
public record AuditSummaryRecord(String kind, String key, long calls, long inputs, long callers)
    implements Shaped {

  /** The record type {@code audit_summary}. */
  public static final Shape SHAPE =
      new Shape(
          "audit_summary",
          "One line of the summary of audit logs: the total, a caller, a class or an input.",
          List.of(
              Field.string("kind", "total, caller, class, input or dropped"),
              Field.nullableString("key", "the caller, class or input; null for total and dropped"),
              new Field("calls", Field.Kind.LONG, null, false, "the calls with a changed answer"),
              new Field("inputs", Field.Kind.LONG, null, false, "the distinct inputs among them"),
              new Field(
                  "callers", Field.Kind.LONG, null, false, "the distinct callers among them")));

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

  @Override
  public List<Object> values() {
    return Arrays.asList(kind, key, calls, inputs, callers);
  }
}
