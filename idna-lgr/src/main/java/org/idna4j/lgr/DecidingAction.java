package org.idna4j.lgr;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The action that decided a disposition (RFC 7940 §7.4: the first action that fires wins), so that
 * every answer says why, not only {@code invalid} ones: a registrar can tell a registrant which
 * rule blocks a label or makes it allocatable only to the same registrant. lgr-core reports the
 * same thing as an action index.
 *
 * @param source where the action comes from
 * @param index the action's 0-based index among the document's {@code <action>} elements ({@link
 *     Source#DOCUMENT}) or among the five default actions ({@link Source#DEFAULT}); empty for
 *     {@link Source#IMPLIED}
 * @param disposition the disposition the action gives, e.g. {@code "blocked"}
 * @param rule the name of the action's {@code match} or {@code not-match} rule; empty when it names
 *     none
 * @param detail a short description, e.g. {@code action #3 (disp=invalid match=no-mix)}
 */
public record DecidingAction(
    DecidingAction.Source source,
    OptionalInt index,
    String disposition,
    Optional<String> rule,
    String detail) {

  /** Where a deciding action comes from. */
  public enum Source {
    /** One of the LGR document's own {@code <action>} elements (RFC 7940 §7.4). */
    DOCUMENT,
    /** One of the default actions appended after the document's (RFC 7940 §7.6). */
    DEFAULT,
    /**
     * No action ran: the label is not eligible (a code point out of the repertoire or with a failed
     * context rule, RFC 7940 §7.5 "implied actions"), or it is not a valid label at all (an invalid
     * A-label, an empty label, or no element LGR for its script).
     */
    IMPLIED
  }

  /**
   * Checks the components.
   *
   * @param source where the action comes from; not null
   * @param index the action's index in its source; empty for {@link Source#IMPLIED}
   * @param disposition the disposition; not null
   * @param rule the match / not-match rule name; empty when the action names none
   * @param detail a short description; not null
   * @throws NullPointerException if an argument is null
   */
  public DecidingAction {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(index, "index");
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(disposition, "disposition");
    Objects.requireNonNull(detail, "detail");
  }

  /** The implied {@code invalid} of RFC 7940 §7.5, with a reason. */
  static DecidingAction implied(String why) {
    return new DecidingAction(
        Source.IMPLIED, OptionalInt.empty(), Lgr.INVALID, Optional.empty(), why);
  }
}
