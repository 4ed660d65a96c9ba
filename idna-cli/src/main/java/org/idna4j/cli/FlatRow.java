package org.idna4j.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.idna4j.records.Field;
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

  /** A shape of a {@code line} column and then the fields of {@code record}. */
  static Shape withLine(Shape record) {
    List<Field> fields = new ArrayList<>();
    fields.add(LINE);
    fields.addAll(record.fields());
    return new Shape(record.name(), record.description(), fields);
  }

  /** The {@code line} column: the 1-based input line, empty for an operand. */
  static final Field LINE =
      new Field(
          "line", Field.Kind.LONG, null, true, "the 1-based input line; empty for an operand");

  /**
   * The row of {@code record} under a {@link #withLine} shape: the line (null for an operand), then
   * the record's values.
   */
  static FlatRow of(Shape withLine, Long line, Shaped record) {
    List<Object> v = new ArrayList<>(withLine.fields().size());
    v.add(line);
    v.addAll(record.values());
    return new FlatRow(withLine, v);
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
