package org.idna4j.records;

/**
 * The A-label/U-label round trip of an {@link ExplainRecord}: ToASCII of the name, ToUnicode of
 * that, and whether it equals ToUnicode of the name (UTS #46 §4.2, §4.3).
 *
 * @param ascii ToASCII of the name
 * @param unicode ToUnicode of {@code ascii}
 * @param stable whether {@code unicode} is ToUnicode of the name itself, so that the A-labels stand
 *     for the U-labels
 */
public record RoundTripRecord(
    @FieldDoc("ToASCII of the name") String ascii,
    @FieldDoc("ToUnicode of that ASCII form") String unicode,
    @FieldDoc(
            "whether ToUnicode(ToASCII(name)) is ToUnicode(name): the A-labels stand for"
                + " the U-labels")
        boolean stable)
    implements Shaped {

  /** The record type {@code round_trip}. */
  public static final Shape SHAPE =
      Shape.of(
          RoundTripRecord.class,
          "round_trip",
          "The round trip of an explained name: ToUnicode(ToASCII(name)) beside ToUnicode(name).");

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
