package org.idna4j.records;

/**
 * The last element of a streamed answer that was cut short ({@code POST /api/v1/check}): why, how
 * many records were written before it, and how many there were to write. A reader that finds it
 * knows the answer is incomplete and can send the rest in another request.
 *
 * @param cut {@link #SIZE}, {@link #DEADLINE} or {@link #CANCELLED}
 * @param written records written before this one
 * @param of records the request asked for
 * @param message a sentence for people
 */
public record CutRecord(
    @FieldDoc("why the answer stops: SIZE, DEADLINE or CANCELLED") String cut,
    @FieldDoc("records written before this one") int written,
    @FieldDoc("records the request asked for") int of,
    @FieldDoc("a sentence for people") String message)
    implements Shaped {

  /** The answer reached the server's size limit. */
  public static final String SIZE = "SIZE";

  /** The request used its time limit. */
  public static final String DEADLINE = "DEADLINE";

  /** The client went away. */
  public static final String CANCELLED = "CANCELLED";

  /** The record type {@code cut}. */
  public static final Shape SHAPE =
      Shape.of(
          CutRecord.class,
          "cut",
          "The last element of a streamed answer cut short, with why and how far it got.");

  /**
   * The record of a cut, with its message.
   *
   * @param reason {@link #SIZE}, {@link #DEADLINE} or {@link #CANCELLED}
   * @param written records written before it
   * @param of records asked for
   * @return the record
   */
  public static CutRecord of(String reason, int written, int of) {
    String why =
        switch (reason) {
          case SIZE -> "the answer reached the server's size limit";
          case DEADLINE -> "the request used its time limit";
          default -> "the client went away";
        };
    return new CutRecord(
        reason,
        written,
        of,
        why
            + "; "
            + written
            + " of "
            + of
            + " records were written; send the rest in another request");
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
