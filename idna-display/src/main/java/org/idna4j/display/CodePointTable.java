package org.idna4j.display;

import com.ibm.icu.text.UnicodeSet;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * An {@code int} of property bits for every code point (U+0000..U+10FFFF), in a two-stage table: an
 * index of blocks of 256 code points and the distinct blocks, shared. A label rule asks one lookup
 * per character (two array reads) for every set it needs, instead of one binary search or bitmap
 * per set. Built once per rule class from the rules' {@link UnicodeSet}s, so the sets stay the one
 * definition of each rule's characters; immutable and thread-safe once built.
 */
final class CodePointTable {
  private static final int SHIFT = 8;
  private static final int BLOCK = 1 << SHIFT;
  private static final int MASK = BLOCK - 1;
  private static final int LIMIT = 0x110000;

  private final char[] index;
  private final int[] data;

  private CodePointTable(char[] index, int[] data) {
    this.index = index;
    this.data = data;
  }

  /**
   * Returns the bits of {@code cp}; 0 for anything outside U+0000..U+10FFFF.
   *
   * @param cp a code point
   */
  int get(int cp) {
    if (cp >>> SHIFT >= index.length) {
      return 0;
    }
    return data[(index[cp >>> SHIFT] << SHIFT) | (cp & MASK)];
  }

  /** Collects the bits before the table is compacted. Not thread-safe. */
  static final class Builder {
    private final int[] values = new int[LIMIT];

    /**
     * ORs {@code bits} into every code point of {@code set}.
     *
     * @return this builder
     */
    Builder add(UnicodeSet set, int bits) {
      for (int r = 0; r < set.getRangeCount(); r++) {
        for (int cp = set.getRangeStart(r); cp <= set.getRangeEnd(r); cp++) {
          values[cp] |= bits;
        }
      }
      return this;
    }

    /**
     * Stores {@code value << shift} in every code point of {@code set}, which must hold no other
     * value in that field (the field's sets are disjoint).
     *
     * @throws IllegalStateException if a code point of {@code set} already has a value there
     */
    Builder field(UnicodeSet set, int value, int shift, int fieldMask) {
      for (int r = 0; r < set.getRangeCount(); r++) {
        for (int cp = set.getRangeStart(r); cp <= set.getRangeEnd(r); cp++) {
          if ((values[cp] & fieldMask) != 0) {
            throw new IllegalStateException(
                "U+" + Integer.toHexString(cp) + " in two sets of one field");
          }
          values[cp] |= value << shift;
        }
      }
      return this;
    }

    /** Compacts the table: equal blocks are stored once. */
    CodePointTable build() {
      char[] index = new char[LIMIT >>> SHIFT];
      Map<Block, Integer> blocks = new HashMap<>();
      int[] data = new int[BLOCK * 16];
      int used = 0;
      for (int b = 0; b < index.length; b++) {
        Block key = new Block(Arrays.copyOfRange(values, b << SHIFT, (b + 1) << SHIFT));
        Integer at = blocks.get(key);
        if (at == null) {
          at = used;
          blocks.put(key, at);
          if ((used + 1) * BLOCK > data.length) {
            data = Arrays.copyOf(data, data.length * 2);
          }
          System.arraycopy(key.values, 0, data, used * BLOCK, BLOCK);
          used++;
        }
        index[b] = (char) (int) at;
      }
      return new CodePointTable(index, Arrays.copyOf(data, used * BLOCK));
    }
  }

  /** A block's values as a hash key. */
  private static final class Block {
    final int[] values;
    private final int hash;

    Block(int[] values) {
      this.values = values;
      this.hash = Arrays.hashCode(values);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Block b && Arrays.equals(values, b.values);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }
}
