package org.idna4j.records;

import java.util.Arrays;
import java.util.List;

/**
 * One candidate label against registered labels: {@code idna lgr collisions} and Spark's
 * FindCollisions job.
 *
 * @param input the candidate as given
 * @param indexLabel its index label (RFC 7940 §8.5), or null when it is not eligible
 * @param collidesWith the registered labels with the same index label, as written, sorted
 */
public record CollisionRecord(String input, String indexLabel, List<String> collidesWith)
    implements Shaped {

  /** The record type {@code collision}. */
  public static final Shape SHAPE =
      new Shape(
          "collision",
          "A candidate label and the registered labels it collides with.",
          List.of(
              Field.string("input", "the candidate as given"),
              Field.nullableString("index_label", "its index label; null when not eligible"),
              Field.strings(
                  "collides_with", "registered labels with the same index label, sorted")));

  @Override
  public Shape shape() {
    return SHAPE;
  }

  @Override
  public List<Object> values() {
    return Arrays.asList(input, indexLabel, collidesWith);
  }
}
