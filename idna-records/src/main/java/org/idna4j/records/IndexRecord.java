package org.idna4j.records;

import java.util.Arrays;
import java.util.List;

/**
 * The index label of one label (RFC 7940 §8.5): labels with equal index labels collide. {@code idna
 * lgr index}, {@code GET /api/v1/lgr/index}.
 *
 * @param input the label as given
 * @param indexLabel the index label, or null when the label is not eligible
 */
public record IndexRecord(String input, String indexLabel) implements Shaped {

  /** The record type {@code index}. */
  public static final Shape SHAPE =
      new Shape(
          "index",
          "The index label of one label (RFC 7940 §8.5).",
          List.of(
              Field.string("input", "the label as given"),
              Field.nullableString("index_label", "the index label; null when not eligible")));

  @Override
  public Shape shape() {
    return SHAPE;
  }

  @Override
  public List<Object> values() {
    return Arrays.asList(input, indexLabel);
  }
}
