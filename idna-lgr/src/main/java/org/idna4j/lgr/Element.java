package org.idna4j.lgr;

/**
 * A repertoire element: a {@code <char>} (one code point or a sequence, RFC 7940 §5.1) or a {@code
 * <range>} (§5.4), with its context rules (§5.2), tags (§5.5) and variants (§5.3).
 */
final class Element {

  /** The code points of a char; null for a range. */
  final int[] cps;

  final int first;
  final int last;
  final int when;
  final int notWhen;
  final String[] tags;

  /** Non-reflexive variants, in document order. */
  final Variant[] variants;

  /** The reflexive mapping (RFC 7940 §5.3.4), or null. */
  final Variant reflexive;

  Element(
      int[] cps,
      int first,
      int last,
      int when,
      int notWhen,
      String[] tags,
      Variant[] variants,
      Variant reflexive) {
    this.cps = cps;
    this.first = first;
    this.last = last;
    this.when = when;
    this.notWhen = notWhen;
    this.tags = tags;
    this.variants = variants;
    this.reflexive = reflexive;
  }

  boolean isRange() {
    return cps == null;
  }

  int length() {
    return cps == null ? 1 : cps.length;
  }

  /**
   * Returns the code points this element stands for at a position whose code point is {@code cp}.
   */
  int[] text(int cp) {
    return cps == null ? new int[] {cp} : cps;
  }
}
