package org.idna4j.psl;

/**
 * The {@code long} in which {@link SuffixTrie#walk} and {@link SuffixTrie#scan} return the
 * prevailing rule, so that a lookup allocates nothing; package-private. Non-negative: bits 0-7 the
 * public suffix's label count, 8-39 the rule's node, 40-41 its kind ({@link #KIND_IMPLICIT} ..);
 * {@code scan} adds bits 42-49, the start of the public suffix in the name, bit 50, "the name had
 * capitals", and bits 51-58, the start of the registrable domain ({@link #NO_START} if none). Names
 * have at most 253 chars, so a start fits in eight bits.
 */
final class Walked {

  /** Kinds of the prevailing rule. */
  static final int KIND_IMPLICIT = 0;

  static final int KIND_NORMAL = 1;
  static final int KIND_WILDCARD = 2;
  static final int KIND_EXCEPTION = 3;

  static final int SUFFIX_SHIFT = 42;
  static final long CAPITALS = 1L << 50;
  static final int REGISTRABLE_SHIFT = 51;

  /** {@link #registrableStart}: no registrable domain. */
  static final int NO_START = 0xFF;

  private Walked() {}

  static long pack(int kind, int node, int labels) {
    return (long) kind << 40 | (long) node << 8 | labels;
  }

  static int kind(long walked) {
    return (int) (walked >>> 40) & 3;
  }

  /** The start of the public suffix in the name, as packed by {@link SuffixTrie#scan}. */
  static int suffixStart(long scanned) {
    return (int) (scanned >>> SUFFIX_SHIFT) & 0xFF;
  }

  /**
   * The start of the registrable domain in the name as packed by {@link SuffixTrie#scan}, or -1.
   */
  static int registrableStart(long scanned) {
    int start = (int) (scanned >>> REGISTRABLE_SHIFT) & 0xFF;
    return start == NO_START ? -1 : start;
  }

  /**
   * The start of the public suffix ({@code extraLabels} 0) or of the registrable domain (1), as
   * packed by {@link SuffixTrie#scan}, or -1.
   */
  static int start(long scanned, int extraLabels) {
    return extraLabels == 0 ? suffixStart(scanned) : registrableStart(scanned);
  }

  /** Whether the name had capitals, as packed by {@link SuffixTrie#scan}. */
  static boolean hadCapitals(long scanned) {
    return (scanned & CAPITALS) != 0;
  }

  static int node(long walked) {
    return (int) (walked >>> 8); // the kind above bit 40 falls off
  }

  static int suffixLabels(long walked) {
    return (int) walked & 0xFF;
  }
}
