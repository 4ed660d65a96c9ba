package org.idna4j.lgr;

/**
 * A code-point string built back to front as a hash-consed list of code points: each node is one
 * code point and the node of the rest, and equal strings are the same node. The index-label dynamic
 * program shares suffixes instead of copying them, and two candidates that spell the same text
 * compare in constant time (the overlapping-sequence case: y·yy and yy·y).
 *
 * <p>Not thread-safe: one {@link Interner} per computation.
 */
final class IndexText implements Comparable<IndexText> {

  private final int cp;
  private final IndexText tail;
  private final int id;
  private final int length;

  private IndexText(int cp, IndexText tail, int id) {
    this.cp = cp;
    this.tail = tail;
    this.id = id;
    this.length = tail == null ? 0 : tail.length + 1;
  }

  /** Creates the nodes of one computation; the empty string is {@link #empty()}. */
  static final class Interner {
    /**
     * Open addressing on (tail id, code point) + 1 times an odd constant: a bijection of a non-zero
     * value, so distinct pairs have distinct non-zero keys and 0 marks a free slot.
     */
    private long[] keys = new long[64];

    private IndexText[] values = new IndexText[64];
    private int count;
    private final IndexText empty = new IndexText(-1, null, 0);

    IndexText empty() {
      return empty;
    }

    /** Returns the node of {@code cps + rest}. */
    IndexText prepend(int[] cps, IndexText rest) {
      IndexText t = rest;
      for (int k = cps.length - 1; k >= 0; k--) {
        // a bijective mix of the unique (tail, code point) pair, to spread the hash
        long key = ((((long) t.id << 21) | cps[k]) + 1) * 0x9E3779B97F4A7C15L;
        t = intern(key, cps[k], t);
      }
      return t;
    }

    private IndexText intern(long key, int cp, IndexText tail) {
      int mask = keys.length - 1;
      int i = (int) (key ^ (key >>> 32)) & mask;
      while (keys[i] != 0) {
        if (keys[i] == key) {
          return values[i];
        }
        i = (i + 1) & mask;
      }
      IndexText node = new IndexText(cp, tail, ++count);
      keys[i] = key;
      values[i] = node;
      if (count * 2 > keys.length) {
        grow();
      }
      return node;
    }

    private void grow() {
      long[] oldKeys = keys;
      IndexText[] oldValues = values;
      keys = new long[oldKeys.length * 2];
      values = new IndexText[oldKeys.length * 2];
      int mask = keys.length - 1;
      for (int j = 0; j < oldKeys.length; j++) {
        if (oldKeys[j] != 0) {
          int i = (int) (oldKeys[j] ^ (oldKeys[j] >>> 32)) & mask;
          while (keys[i] != 0) {
            i = (i + 1) & mask;
          }
          keys[i] = oldKeys[j];
          values[i] = oldValues[j];
        }
      }
    }
  }

  /** Lexicographic code-point order, a prefix first. */
  static int compare(int[] x, int[] y) {
    return java.util.Arrays.compare(x, y);
  }

  @Override
  public int compareTo(IndexText o) {
    IndexText a = this;
    IndexText b = o;
    while (a != b) {
      if (a.tail == null || b.tail == null) {
        return a.tail == null ? -1 : 1;
      }
      if (a.cp != b.cp) {
        return Integer.compare(a.cp, b.cp);
      }
      a = a.tail;
      b = b.tail;
    }
    return 0;
  }

  int[] toArray() {
    int[] out = new int[length];
    int k = 0;
    for (IndexText t = this; t.tail != null; t = t.tail) {
      out[k++] = t.cp;
    }
    return out;
  }
}
