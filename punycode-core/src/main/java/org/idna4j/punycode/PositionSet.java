package org.idna4j.punycode;

import java.util.Arrays;

/**
 * A set of positions 0..size-1 with rank ("how many members lie before p") and select ("where is
 * the member of rank k") in O(log size), for the scalable Bootstring paths. Package-private engine.
 *
 * <p>The scalable encoder keeps the positions of the code points below the current n and asks for
 * their number before each occurrence of n, which the RFC 3492 §6.3 inner loop obtains by
 * rescanning. The scalable decoder keeps the output slots not yet taken by a later insertion and
 * takes the i-th one, placing the §6.2 "insert n into output at position i" steps in reverse order.
 *
 * <p>Members are bits of a {@code long[]}, grouped in blocks of eight words (512 positions, one
 * 64-byte cache line). A complete binary tree over the blocks, stored in heap order, holds for each
 * inner node the member count of its left subtree; every operation walks it once from the root, so
 * a query and its update share one pass. For a million positions the tree has 2047 nodes (8 KB) and
 * stays in the fastest cache.
 */
final class PositionSet {

  private static final int WORDS_PER_BLOCK = 8;
  private static final int BLOCK_SHIFT = 9; // 512 positions per block

  private final long[] words;

  /** Heap-ordered inner nodes 1..leaves-1: the member count of each node's left subtree. */
  private final int[] leftCount;

  /** Number of leaves (blocks, rounded up to a power of two). */
  private final int leaves;

  /** Number of inner levels, log2(leaves). */
  private final int depth;

  private PositionSet(long[] words) {
    this.words = words;
    int blocks = words.length / WORDS_PER_BLOCK;
    this.leaves = blocks == 1 ? 1 : Integer.highestOneBit(blocks - 1) << 1;
    this.depth = Integer.numberOfTrailingZeros(leaves);
    this.leftCount = new int[leaves];
    int[] total = new int[2 * leaves];
    for (int b = 0; b < blocks; b++) {
      int count = 0;
      for (int w = b * WORDS_PER_BLOCK; w < (b + 1) * WORDS_PER_BLOCK; w++) {
        count += Long.bitCount(words[w]);
      }
      total[leaves + b] = count;
    }
    for (int node = leaves - 1; node >= 1; node--) {
      total[node] = total[2 * node] + total[2 * node + 1];
      leftCount[node] = total[2 * node];
    }
  }

  /** Returns a zeroed word array for positions 0..size-1, padded to whole blocks. */
  static long[] newWords(int size) {
    int blocks = Math.max(1, (size + (1 << BLOCK_SHIFT) - 1) >>> BLOCK_SHIFT);
    return new long[blocks * WORDS_PER_BLOCK];
  }

  /** Returns the set {0, ..., size-1}. */
  static PositionSet full(int size) {
    long[] words = newWords(size);
    Arrays.fill(words, 0, size >>> 6, -1L);
    if ((size & 63) != 0) {
      words[size >>> 6] = (1L << size) - 1; // the shift count is size mod 64
    }
    return new PositionSet(words);
  }

  /**
   * Returns the set whose members are the set bits of {@code words} (bit j of word w is position
   * 64w + j); takes ownership of an array made by {@link #newWords(int)}.
   */
  static PositionSet of(long[] words) {
    return new PositionSet(words);
  }

  /** Adds an absent position. */
  void add(int pos) {
    words[pos >>> 6] |= 1L << pos;
    int block = pos >>> BLOCK_SHIFT;
    int node = 1;
    // Branch-free descent: the path bits of a random block are unpredictable.
    for (int level = depth - 1; level >= 0; level--) {
      int right = (block >>> level) & 1;
      leftCount[node] += right ^ 1;
      node = (node << 1) | right;
    }
  }

  /** Returns the number of members below {@code pos}. */
  int rank(int pos) {
    int block = pos >>> BLOCK_SHIFT;
    int count = 0;
    int node = 1;
    for (int level = depth - 1; level >= 0; level--) {
      int right = (block >>> level) & 1;
      count += leftCount[node] & -right;
      node = (node << 1) | right;
    }
    // Within the block (one cache line): whole words before pos's word, then its low bits.
    int first = block * WORDS_PER_BLOCK;
    int wordInBlock = (pos >>> 6) & (WORDS_PER_BLOCK - 1);
    long lowBits = (1L << pos) - 1; // the shift count is pos mod 64
    for (int i = 0; i < WORDS_PER_BLOCK; i++) {
      // int arithmetic on purpose (both are below WORDS_PER_BLOCK), sign-extended to 64 bits
      long before = (long) ((i - wordInBlock) >> 31); // all ones when i < wordInBlock
      long same = (long) (((i ^ wordInBlock) - 1) >> 31); // all ones when i == wordInBlock
      count += Long.bitCount(words[first + i] & (before | (same & lowBits)));
    }
    return count;
  }

  /**
   * Removes and returns the member with {@code k} members below it; requires k below the size of
   * the set.
   */
  int removeSelect(int k) {
    int node = 1;
    for (int level = depth - 1; level >= 0; level--) {
      int left = leftCount[node];
      int right = ((k - left) >>> 31) ^ 1; // k >= left: the member lies in the right subtree
      k -= left & -right;
      leftCount[node] = left - (right ^ 1);
      node = (node << 1) | right;
    }
    int w = (node - leaves) * WORDS_PER_BLOCK;
    for (int c; k >= (c = Long.bitCount(words[w])); w++) {
      k -= c;
    }
    long x = words[w];
    int bit = selectInWord(x, k);
    words[w] = x & ~(1L << bit);
    return (w << 6) + bit;
  }

  /** Returns the index of the set bit of {@code x} that has {@code k} set bits below it. */
  private static int selectInWord(long x, int k) {
    int offset = 0;
    int low = Long.bitCount(x & 0xFFFF_FFFFL);
    if (k >= low) {
      k -= low;
      x >>>= 32;
      offset = 32;
    }
    low = Long.bitCount(x & 0xFFFFL);
    if (k >= low) {
      k -= low;
      x >>>= 16;
      offset += 16;
    }
    low = Long.bitCount(x & 0xFFL);
    if (k >= low) {
      k -= low;
      x >>>= 8;
      offset += 8;
    }
    for (; k > 0; k--) {
      x &= x - 1;
    }
    return offset + Long.numberOfTrailingZeros(x);
  }

  /** Returns the member bits (bit j of word w is position 64w + j), for iterating in order. */
  long[] words() {
    return words;
  }
}
