package org.idna4j.records;

import java.util.Arrays;
import java.util.List;

/**
 * The body of every refused HTTP request.
 *
 * @param status the HTTP status, repeated for clients that only see the body
 * @param error the error identifier, such as {@code UNKNOWN_PARAMETER}
 * @param message a sentence for people
 */
public record ErrorRecord(int status, String error, String message) implements Shaped {

  /** The record type {@code error}. */
  public static final Shape SHAPE =
      new Shape(
          "error",
          "The body of a refused request.",
          List.of(
              Field.integer("status", "the HTTP status"),
              Field.string("error", "error identifier (UPPER_SNAKE_CASE)"),
              Field.string("message", "a sentence for people")));

  @Override
  public Shape shape() {
    return SHAPE;
  }

  @Override
  public List<Object> values() {
    return Arrays.asList(status, error, message);
  }
}
