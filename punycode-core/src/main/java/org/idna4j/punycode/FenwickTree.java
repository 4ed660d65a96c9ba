package org.idna4j.punycode;

/**
 * A binary indexed (Fenwick) tree of small non-negative counts over positions 0..size-1: prefix
 * sums, point updates and "find the k-th set position" in O(log size) each.
 *
 * <p>The scalable encoder uses it to count the handled code points before a position
 * (RFC 3492 §6.3, the inner "for each code point c in the input" loop), the scalable decoder
 * to find the k-th free output slot when it places insertions in reverse order (§6.2, the
 * "insert n into output at position i" step). Package-private engine.
 */
final class FenwickTree {

    /** 1-based: tree[i] holds the sum over positions (i - lowbit(i), i]. */
    private final int[] tree;
    private final int size;

    private FenwickTree(int size) {
        this.size = size;
        this.tree = new int[size + 1];
    }

    /**
     * Returns a tree with every position set to 1, built in O(size): the range a node covers
     * has exactly lowbit(i) positions.
     */
    static FenwickTree allOnes(int size) {
        FenwickTree t = new FenwickTree(size);
        for (int i = 1; i <= size; i++) {
            t.tree[i] = i & -i;
        }
        return t;
    }

    /** Returns a tree with position j set to 1 exactly where {@code marked[j]}, built in O(size). */
    static FenwickTree of(boolean[] marked, int size) {
        FenwickTree t = new FenwickTree(size);
        int[] tree = t.tree;
        for (int i = 1; i <= size; i++) {
            if (marked[i - 1]) {
                tree[i]++;
            }
            int parent = i + (i & -i);
            if (parent <= size) {
                tree[parent] += tree[i];
            }
        }
        return t;
    }

    /** Adds {@code delta} at position {@code pos} (0-based). */
    void add(int pos, int delta) {
        for (int i = pos + 1; i <= size; i += i & -i) {
            tree[i] += delta;
        }
    }

    /** Returns the sum over positions 0..end-1. */
    int prefix(int end) {
        int sum = 0;
        for (int i = end; i > 0; i -= i & -i) {
            sum += tree[i];
        }
        return sum;
    }

    /**
     * Returns the smallest position p whose prefix sum over 0..p exceeds {@code k}, that is the
     * position of the (k+1)-th unit when all counts are 0 or 1. Requires k below the total.
     */
    int findKth(int k) {
        int pos = 0;
        for (int step = Integer.highestOneBit(size); step > 0; step >>= 1) {
            int next = pos + step;
            if (next <= size && tree[next] <= k) {
                pos = next;
                k -= tree[next];
            }
        }
        return pos;
    }
}
