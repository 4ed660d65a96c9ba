package org.idna4j.records;

import java.util.Arrays;
import java.util.List;

/**
 * One sentence of an {@link ExplainRecord}: what an error found in the name means, for people. A
 * list of these rather than a map from error to sentence, so that the record has one shape whatever
 * the errors (a map's keys would be data, which neither a JSON Schema nor a Spark struct can name).
 *
 * @param error the error identifier, such as {@code HYPHEN_3_4}
 * @param text the library's sentence for it ({@code IdnaError.description()})
 */
public record ExplanationRecord(String error, String text) implements Shaped {

  /** The record type {@code explanation}. */
  public static final Shape SHAPE =
      new Shape(
          "explanation",
          "What one error found in an explained name means, for people.",
          List.of(
              Field.string("error", "error identifier (UPPER_SNAKE_CASE), such as HYPHEN_3_4"),
              Field.string("text", "one sentence saying what the error means")));

  @Override
  public Shape shape() {
    return SHAPE;
  }

  @Override
  public List<Object> values() {
    return Arrays.asList(error, text);
  }
}
