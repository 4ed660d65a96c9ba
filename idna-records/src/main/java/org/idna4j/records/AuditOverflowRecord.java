package org.idna4j.records;

import java.util.Arrays;
import java.util.List;

/**
 * The last line of an audit log whose caps were reached: how many calls with a changed answer fit
 * no record. Records already kept went on counting; only new distinct calls were dropped.
 *
 * @param droppedCalls calls with a changed answer that no record counts
 * @param maxRecords the cap on distinct records
 * @param maxChars the cap on the characters the records keep (inputs and answers)
 */
public record AuditOverflowRecord(long droppedCalls, int maxRecords, long maxChars)
    implements Shaped {

  /** The record type {@code audit_overflow}. */
  public static final Shape SHAPE =
      new Shape(
          "audit_overflow",
          "The last line of an audit log whose caps were reached: the calls no record counts.",
          List.of(
              new Field(
                  "dropped_calls",
                  Field.Kind.LONG,
                  null,
                  false,
                  "calls with a changed answer that fit no record"),
              Field.integer("max_records", "the cap on distinct records"),
              new Field(
                  "max_chars",
                  Field.Kind.LONG,
                  null,
                  false,
                  "the cap on characters kept (inputs and answers)")));

  @Override
  public Shape shape() {
    return SHAPE;
  }

  @Override
  public List<Object> values() {
    return Arrays.asList(droppedCalls, maxRecords, maxChars);
  }
}
