package org.idna4j.records;

import org.idna4j.lgr.DecidingAction;

/**
 * The action that decided a disposition (RFC 7940 §7.4-§7.6): which {@code <action>} of the LGR
 * document, which default action, or the implied {@code invalid} of an ineligible label.
 *
 * @param source {@code DOCUMENT}, {@code DEFAULT} or {@code IMPLIED} ({@link
 *     DecidingAction.Source})
 * @param index the 0-based index of the action in its source (document order, or the default
 *     action's number 0..4); -1 for {@code IMPLIED}
 * @param disposition the disposition the action sets, as the LGR names it
 * @param rule the match or not-match rule the action names, or null
 * @param detail a short explanation for people, or null
 */
public record ActionRecord(
    @FieldDoc("DOCUMENT, DEFAULT or IMPLIED (RFC 7940 §7.4, §7.6, §7.5)") String source,
    @FieldDoc("0-based index of the action in its source; -1 for IMPLIED") int index,
    @FieldDoc("the disposition it sets, as the LGR names it") String disposition,
    @FieldDoc(value = "the match or not-match rule it names; else null", nullable = true)
        String rule,
    @FieldDoc(value = "a short explanation for people", nullable = true) String detail)
    implements Shaped {

  /** The record type {@code action}. */
  public static final Shape SHAPE =
      Shape.of(
          ActionRecord.class,
          "action",
          "The action that decided a disposition (RFC 7940 §7.4-§7.6).");

  /**
   * The record of a deciding action.
   *
   * @param a the action
   * @return the record
   */
  public static ActionRecord of(DecidingAction a) {
    return new ActionRecord(
        a.source().name(),
        a.index().orElse(-1),
        a.disposition(),
        a.rule().orElse(null),
        a.detail());
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
