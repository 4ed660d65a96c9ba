package org.idna4j.lgr;

/** Why a label is not valid under an LGR; each {@link LgrProblem} carries one. */
public enum LgrError {
  /** The label has no code points. */
  EMPTY_LABEL("empty-label"),
  /**
   * The input starts with {@code xn--} (any case) but is not a valid A-label under idna-label's
   * strict rules (RFC 5890 §2.3.2.1, RFC 5891 §5.4): not ASCII, not valid Punycode, empty,
   * all-ASCII or not the canonical encoding. The detail names the {@code IdnaError}.
   */
  INVALID_A_LABEL("invalid-a-label"),
  /** A code point is not covered by any {@code char} or {@code range} (RFC 7940 §7.5, §8.1). */
  NOT_IN_REPERTOIRE("not-in-repertoire"),
  /** A code point's {@code when} or {@code not-when} context rule fails (RFC 7940 §5.2, §7.5). */
  CONTEXT_RULE_FAILED("context-rule-failed"),
  /** An action made the label invalid (RFC 7940 §7, §8.3). */
  ACTION_INVALID("action-invalid"),
  /** More problems than {@code Lgr} lists for one label; the detail says how many were left out. */
  TOO_MANY_PROBLEMS("too-many-problems"),
  /** An LGR set has no element LGR for the label's script. */
  NO_ELEMENT_LGR("no-element-lgr");

  private final String code;

  LgrError(String code) {
    this.code = code;
  }

  /**
   * Returns the stable lowercase code used in reports, e.g. {@code "not-in-repertoire"}.
   *
   * @return the error's code: lowercase words joined by {@code -}, unchanged between releases
   */
  public String code() {
    return code;
  }
}
