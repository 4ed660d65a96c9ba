package org.idna4j.records;

/**
 * One sentence of an {@link ExplainRecord}: what an error found in the name means, for people. A
 * list of these rather than a map from error to sentence, so that the record has one shape whatever
 * the errors (a map's keys would be data, which neither a JSON Schema nor a Spark struct can name).
 *
 * @param error the error identifier, such as {@code HYPHEN_3_4}
 * @param text the library's sentence for it ({@code IdnaError.description()})
 */
public record ExplanationRecord(
    @FieldDoc("error identifier (UPPER_SNAKE_CASE), such as HYPHEN_3_4") String error,
    @FieldDoc("one sentence saying what the error means") String text)
    implements Shaped {

  /** The record type {@code explanation}. */
  public static final Shape SHAPE =
      Shape.of(
          ExplanationRecord.class,
          "explanation",
          "What one error found in an explained name means, for people.");

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
