package org.idna4j.records;

/**
 * The index label of one label (RFC 7940 §8.5): labels with equal index labels collide. {@code idna
 * lgr index}, {@code GET /api/v1/lgr/index}.
 *
 * @param line the 1-based line of the label in bulk CLI input; null for a label given as an
 *     argument, over HTTP and in Spark
 * @param input the label as given
 * @param indexLabel the index label, or null when the label is not eligible
 */
public record IndexRecord(
    @FieldDoc(value = Field.LINE, nullable = true) Long line,
    @FieldDoc("the label as given") String input,
    @FieldDoc(value = "the index label; null when not eligible", nullable = true) String indexLabel)
    implements Shaped {

  /** The record type {@code index}. */
  public static final Shape SHAPE =
      Shape.of(IndexRecord.class, "index", "The index label of one label (RFC 7940 §8.5).");

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
