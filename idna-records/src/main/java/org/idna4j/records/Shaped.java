package org.idna4j.records;

import java.util.List;

/**
 * A record value: its {@link Shape} and its values in the shape's field order. A value is a {@code
 * String}, {@code Boolean}, {@code Integer}, {@code Long}, a nested {@code Shaped}, a {@code List}
 * of {@code Shaped} or of {@code String}, or null for a nullable field.
 *
 * <p>Every record type of this package implements it; {@link RecordJson} writes any of them, and
 * idna-spark turns them into rows, from the shape alone.
 */
public interface Shaped {

  /**
   * Returns the record type.
   *
   * @return the shape this value has
   */
  Shape shape();

  /**
   * Returns the values. A record whose shape comes from {@link Shape#of(Class, String, String)}
   * reads them through its components' accessors; only a shape built from an explicit field list
   * needs its own implementation.
   *
   * @return one value per field of {@link #shape()}, in order
   */
  default List<Object> values() {
    return shape().valuesOf(this);
  }
}
