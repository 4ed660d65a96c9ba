package org.idna4j.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.idna4j.records.Shape;
import org.idna4j.records.Shaped;

/**
 * A row the CLI makes for its flat formats ({@code tsv}, {@code csv}) out of a record of
 * idna-records: a shape of its own and the values in its field order (null for an empty cell),
 * written by {@link RecordOut#row} like every flat record.
 */
final class FlatRow implements Shaped {

  private final Shape shape;
  private final List<Object> values;

  /**
   * A row.
   *
   * @param shape its columns
   * @param values one per column, nulls allowed
   */
  FlatRow(Shape shape, List<?> values) {
    if (values.size() != shape.fields().size()) {
      throw new IllegalArgumentException(shape.name() + ": values do not fit the shape");
    }
    this.shape = shape;
    this.values = Collections.unmodifiableList(new ArrayList<>(values));
  }

  @Override
  public Shape shape() {
    return shape;
  }

  @Override
  public List<Object> values() {
    return values;
  }
}
