package org.idna4j.records;

import java.util.List;

/**
 * One code point of an {@link ExplainRecord}: what it is (name, script, Bidi class), what UTS #46
 * and IDNA2008 make of it, and the problems of the name at its offset.
 *
 * <p>{@code uts46} and {@code idna2008} are values a standard defines and are spelled as the
 * standard spells them (see {@link Vocabulary}): the UTS #46 §5 status as in IdnaMappingTable.txt
 * ({@code valid}, {@code mapped}, {@code deviation}, {@code ignored}, {@code disallowed}) and the
 * RFC 5892 §2 derived property ({@code PVALID}, {@code CONTEXTJ}, {@code CONTEXTO}, {@code
 * DISALLOWED}, {@code UNASSIGNED}). Both are found by running the code point alone through the
 * library, so they are the library's own classification.
 *
 * @param offset the code-point offset into the input name, or null inside a decoded A-label
 * @param codePoint {@code U+XXXX}, at least four upper-case hex digits
 * @param text the code point itself (a lone surrogate as it is)
 * @param name its Unicode name (or ICU's {@code <control-0000>} style name), from ICU4J
 * @param script its Script property value (UAX #24), long name such as {@code Latin}
 * @param bidi its Bidi_Class (UAX #9), short name such as {@code L}, {@code R}, {@code AN}
 * @param uts46 its UTS #46 §5 status: valid, mapped, deviation, ignored or disallowed
 * @param mapping what UTS #46 maps it to when mapped, else null
 * @param idna2008 its RFC 5892 derived property: PVALID, CONTEXTJ, CONTEXTO, DISALLOWED or
 *     UNASSIGNED
 * @param problems the ToASCII problems of the name at this offset (empty inside a decoded A-label);
 *     the URL Standard's non-fatal ones are in the record's {@code ascii.non_fatal_problems}
 */
public record CodePointRecord(
    @FieldDoc(
            value = "code-point offset into the input name; null inside a decoded A-label",
            nullable = true)
        Integer offset,
    @FieldDoc("U+XXXX, at least four upper-case hex digits") String codePoint,
    @FieldDoc("the code point itself") String text,
    @FieldDoc("its Unicode name (ICU4J; <control-XXXX> style for controls)") String name,
    @FieldDoc("its Script property value (UAX #24), long name") String script,
    @FieldDoc("its Bidi_Class (UAX #9), short name such as L, R or AN") String bidi,
    @FieldDoc(
            "UTS #46 §5 status as IdnaMappingTable.txt spells it: valid, mapped, deviation,"
                + " ignored or disallowed")
        String uts46,
    @FieldDoc(value = "what UTS #46 maps it to when mapped, else null", nullable = true)
        String mapping,
    @FieldDoc(
            "RFC 5892 derived property as the RFC spells it: PVALID, CONTEXTJ, CONTEXTO,"
                + " DISALLOWED or UNASSIGNED")
        String idna2008,
    @FieldDoc(
            "the ToASCII problems of the name at this offset (the non-fatal ones are in"
                + " ascii.non_fatal_problems)")
        List<ProblemRecord> problems)
    implements Shaped {

  /** The record type {@code code_point}. */
  public static final Shape SHAPE =
      Shape.of(
          CodePointRecord.class,
          "code_point",
          "One code point of an explained name: name, script, Bidi class, UTS #46 status, IDNA2008"
              + " property and the problems at its offset.");

  /**
   * Copies the problems (a null in another field that cannot be null is refused when the record is
   * written, naming the field).
   *
   * @param offset the offset, or null
   * @param codePoint {@code U+XXXX}
   * @param text the code point
   * @param name its name
   * @param script its script
   * @param bidi its Bidi class
   * @param uts46 its UTS #46 status
   * @param mapping its mapping, or null
   * @param idna2008 its RFC 5892 property
   * @param problems the problems at its offset
   */
  public CodePointRecord {
    problems = List.copyOf(problems);
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
