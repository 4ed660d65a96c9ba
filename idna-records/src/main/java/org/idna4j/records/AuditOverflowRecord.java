package org.idna4j.records;

/**
 * The last line of an audit log whose caps were reached: how many calls with a changed answer fit
 * no record. Records already kept went on counting; only new distinct calls were dropped.
 *
 * @param droppedCalls calls with a changed answer that no record counts
 * @param maxRecords the cap on distinct records
 * @param maxChars the cap on the characters the records keep (inputs and answers)
 */
public record AuditOverflowRecord(
    @FieldDoc("calls with a changed answer that fit no record") long droppedCalls,
    @FieldDoc("the cap on distinct records") int maxRecords,
    @FieldDoc("the cap on characters kept (inputs and answers)") long maxChars)
    implements Shaped {

  /** The record type {@code audit_overflow}. */
  public static final Shape SHAPE =
      Shape.of(
          AuditOverflowRecord.class,
          "audit_overflow",
          "The last line of an audit log whose caps were reached: the calls no record counts.");

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
