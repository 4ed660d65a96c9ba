package org.idna4j.lgr;

/**
 * A {@code <var>} of a {@code <char>} (RFC 7940 §5.3): the target code points (empty for a null
 * variant, §5.3.3), its type (null when untyped) and its optional context rule (§5.3.5).
 */
final class Variant {

  final int[] cps;
  final String type;
  final int when;
  final int notWhen;

  Variant(int[] cps, String type, int when, int notWhen) {
    this.cps = cps;
    this.type = type;
    this.when = when;
    this.notWhen = notWhen;
  }
}
