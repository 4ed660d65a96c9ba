package org.idna4j.records;

/**
 * The body of every refused HTTP request.
 *
 * @param status the HTTP status, repeated for clients that only see the body
 * @param error the error identifier, such as {@code UNKNOWN_PARAMETER}
 * @param message a sentence for people
 */
public record ErrorRecord(
    @FieldDoc("the HTTP status") int status,
    @FieldDoc("error identifier (UPPER_SNAKE_CASE)") String error,
    @FieldDoc("a sentence for people") String message)
    implements Shaped {

  /** The record type {@code error}. */
  public static final Shape SHAPE =
      Shape.of(ErrorRecord.class, "error", "The body of a refused request.");

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
