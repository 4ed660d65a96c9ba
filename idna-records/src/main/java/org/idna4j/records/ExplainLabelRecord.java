package org.idna4j.records;

import java.util.List;

/**
 * One label of an {@link ExplainRecord}: the label as given, its A-label and U-label, its problems,
 * and its code points with the problems at each offset.
 *
 * @param index the 0-based label index
 * @param input the label as given (split at the four label separators of UTS #46 §4 step 3)
 * @param offset the code-point offset of its first code point in the input name
 * @param ascii its form after ToASCII, or null when ToASCII and ToUnicode split the name into
 *     different numbers of labels
 * @param unicode its form after ToUnicode, or null likewise
 * @param problems the problems of this label (ToASCII), in input order
 * @param codePoints its code points as given, each with the ToASCII problems at its offset
 * @param decodedCodePoints the code points of the U-label an {@code xn--} label decodes to (offset
 *     null); empty for any other label
 */
public record ExplainLabelRecord(
    @FieldDoc("0-based label index") int index,
    @FieldDoc("the label as given") String input,
    @FieldDoc("code-point offset of the label in the input name") int offset,
    @FieldDoc(
            value =
                "the label after ToASCII; null when ToASCII and ToUnicode give different"
                    + " numbers of labels",
            nullable = true)
        String ascii,
    @FieldDoc(
            value =
                "the label after ToUnicode; null when ToASCII and ToUnicode give different"
                    + " numbers of labels",
            nullable = true)
        String unicode,
    @FieldDoc("the problems of this label, in input order") List<ProblemRecord> problems,
    @FieldDoc("its code points as given, each with the problems at its offset")
        List<CodePointRecord> codePoints,
    @FieldDoc(
            "the code points an xn-- label decodes to (offset null); empty for any other"
                + " label")
        List<CodePointRecord> decodedCodePoints)
    implements Shaped {

  /** The record type {@code explain_label}. */
  public static final Shape SHAPE =
      Shape.of(
          ExplainLabelRecord.class,
          "explain_label",
          "One label of an explained name, code point by code point.");

  /**
   * Copies the lists (a null in a field that cannot be null is refused when the record is written,
   * naming the field).
   *
   * @param index the label index
   * @param input the label as given
   * @param offset its offset
   * @param ascii its ToASCII form, or null
   * @param unicode its ToUnicode form, or null
   * @param problems its problems
   * @param codePoints its code points
   * @param decodedCodePoints the decoded code points, or an empty list
   */
  public ExplainLabelRecord {
    problems = List.copyOf(problems);
    codePoints = List.copyOf(codePoints);
    decodedCodePoints = List.copyOf(decodedCodePoints);
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
