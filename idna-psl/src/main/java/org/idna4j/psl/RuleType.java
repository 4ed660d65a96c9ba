package org.idna4j.psl;

/** The kind of the rule that prevailed for a name (the list's wiki page "Format"). */
public enum RuleType {
  /** A plain rule such as {@code co.uk}: the matched labels are the public suffix. */
  NORMAL,
  /** A wildcard rule such as {@code *.ck}: the wildcard matches any one label. */
  WILDCARD,
  /**
   * An exception rule such as {@code !www.ck}: the public suffix is the rule without its leftmost
   * label; exceptions prevail over every other matching rule.
   */
  EXCEPTION,
  /**
   * No rule matched, so the implicit rule {@code *} prevailed: the top-level label alone is the
   * public suffix.
   */
  IMPLICIT
}
