package org.idna4j.records;

import java.util.List;

/**
 * One candidate label against registered labels: {@code idna lgr collisions} and Spark's
 * FindCollisions job.
 *
 * @param line the 1-based line of the candidate in bulk CLI input; null for a candidate given as an
 *     argument and in Spark
 * @param input the candidate as given
 * @param indexLabel its index label (RFC 7940 §8.5), or null when it is not eligible
 * @param collidesWith the registered labels with the same index label, as written, sorted
 */
public record CollisionRecord(
    @FieldDoc(value = Field.LINE, nullable = true) Long line,
    @FieldDoc("the candidate as given") String input,
    @FieldDoc(value = "its index label; null when not eligible", nullable = true) String indexLabel,
    @FieldDoc("registered labels with the same index label, sorted") List<String> collidesWith)
    implements Shaped {

  /** The record type {@code collision}. */
  public static final Shape SHAPE =
      Shape.of(
          CollisionRecord.class,
          "collision",
          "A candidate label and the registered labels it collides with.");

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
