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

  /**
   * The reflexive mappings (RFC 7940 §5.3.4), in document order; several only when their contexts
   * differ (§5.3.5). Empty when there is none.
   */
  final Variant[] reflexives;

  /**
   * Every variant, reflexive ones included, ordered by target code points and then document order,
   * as lgr-core iterates them ({@code Char.get_variants}).
   */
  final Variant[] all;

  Element(
      int[] cps,
      int first,
      int last,
      int when,
      int notWhen,
      String[] tags,
      Variant[] variants,
      Variant[] reflexives) {
    this.cps = cps;
    this.first = first;
    this.last = last;
    this.when = when;
    this.notWhen = notWhen;
    this.tags = tags;
    this.variants = variants;
    this.reflexives = reflexives;
    Variant[] a = new Variant[variants.length + reflexives.length];
    System.arraycopy(variants, 0, a, 0, variants.length);
    System.arraycopy(reflexives, 0, a, variants.length, reflexives.length);
    java.util.Arrays.sort(a, (x, y) -> java.util.Arrays.compare(x.cps, y.cps)); // stable
    this.all = a;
  }

  /** Whether the element has any variant, reflexive ones included (lgr-core's has_variant). */
  boolean hasVariant() {
    return all.length > 0;
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
