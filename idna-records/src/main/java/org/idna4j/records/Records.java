package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;

/**
 * The catalogue of record types: every shape that a face emits at the top level or nested. The
 * schema files, the OpenAPI document's components and the schema tests are made from this list, so
 * a new record type is one more line here.
 */
public final class Records {

  private Records() {}

  /**
   * Returns every record type.
   *
   * @return the shapes, each once, top-level types first in catalogue order
   */
  public static List<Shape> all() {
    List<Shape> top =
        List.of(
            ProblemRecord.SHAPE,
            ProfileRecord.SHAPE,
            ProfilesRecord.SHAPE,
            ConversionRecord.SHAPE,
            CheckRecord.SHAPE,
            PslRecord.SHAPE,
            ActionRecord.SHAPE,
            LgrCheckRecord.SHAPE,
            LgrInfoRecord.SHAPE,
            VariantRecord.SHAPE,
            VariantsRecord.SHAPE,
            IndexRecord.SHAPE,
            CollisionRecord.SHAPE,
            ErrorRecord.SHAPE,
            CutRecord.SHAPE,
            // the migration view: java.net.IDN beside every preset
            CompareRecord.SHAPE,
            // the display decision and its per-label record
            DisplayRecord.SHAPE,
            EmailRecord.SHAPE,
            UrlHostRecord.SHAPE,
            // one name label by label and code point by code point
            ExplainRecord.SHAPE,
            // the IDNA4J agent's audit log, and idna audit's summary of it
            AuditRecord.SHAPE,
            AuditOverflowRecord.SHAPE,
            AuditSummaryRecord.SHAPE);
    List<Shape> out = new ArrayList<>();
    for (Shape s : top) {
      for (Shape t : s.closure()) {
        if (out.stream().noneMatch(x -> x.name().equals(t.name()))) {
          out.add(t);
        }
      }
    }
    return List.copyOf(out);
  }

  /**
   * Returns the record type of a name.
   *
   * @param name such as {@code check}
   * @return the shape
   * @throws IllegalArgumentException if there is none
   */
  public static Shape byName(String name) {
    for (Shape s : all()) {
      if (s.name().equals(name)) {
        return s;
      }
    }
    throw new IllegalArgumentException("no record type " + name);
  }
}
