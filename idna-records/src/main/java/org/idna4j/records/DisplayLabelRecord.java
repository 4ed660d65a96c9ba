package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;
import org.idna4j.display.DisplayReason;
import org.idna4j.display.LabelDecision;

/**
 * One label of a {@link DisplayRecord}: what is shown, the label's Unicode form, and every reason
 * it is not shown in Unicode.
 *
 * @param output the label as it should be shown
 * @param unicode the label's Unicode form (ToUnicode), whatever is shown; never show it in place of
 *     {@code output}
 * @param reasons every {@link DisplayReason} that applies, by constant name; empty when the label
 *     is shown as it reads
 */
public record DisplayLabelRecord(
    @FieldDoc("the label as it should be shown: Unicode, or ASCII when reasons") String output,
    @FieldDoc(
            "the label's Unicode form (UTS #46 ToUnicode) whatever is shown; never show it"
                + " in place of output")
        String unicode,
    @FieldDoc(
            "every reason the label is shown in ASCII (DisplayReason names such as"
                + " WHOLE_SCRIPT_CONFUSABLE); empty when it is shown as it reads")
        List<String> reasons)
    implements Shaped {

  /** The record type {@code display_label}. */
  public static final Shape SHAPE =
      Shape.of(
          DisplayLabelRecord.class,
          "display_label",
          "One label of a display decision: what is shown and why it is not shown in Unicode.");

  /**
   * The record of a label's decision.
   *
   * @param d the decision
   * @return the record
   */
  public static DisplayLabelRecord of(LabelDecision d) {
    return new DisplayLabelRecord(d.output(), d.unicode(), names(d.reasons()));
  }

  /** The constant names of reasons, in the enum's order (the sets iterate in that order). */
  static List<String> names(Iterable<DisplayReason> reasons) {
    List<String> out = new ArrayList<>();
    for (DisplayReason r : reasons) {
      out.add(r.name());
    }
    return List.copyOf(out);
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
