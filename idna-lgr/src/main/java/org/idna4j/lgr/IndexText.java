package org.idna4j.lgr;

import java.util.Arrays;

/**
 * A code-point string built back to front as a persistent list (head chunk + shared tail), so
 * that the index-label dynamic program shares suffixes instead of copying them.
 */
final class IndexText implements Comparable<IndexText> {

    static final IndexText EMPTY = new IndexText(new int[0], null);

    private final int[] head;
    private final IndexText tail;
    private final int length;

    IndexText(int[] head, IndexText tail) {
        this.head = head;
        this.tail = tail;
        this.length = head.length + (tail == null ? 0 : tail.length);
    }

    /** Lexicographic code-point order, a prefix first. */
    static int compare(int[] x, int[] y) {
        return Arrays.compare(x, y);
    }

    @Override
    public int compareTo(IndexText o) {
        IndexText a = this;
        IndexText b = o;
        int i = 0;
        int j = 0;
        while (true) {
            while (a != null && i == a.head.length) {
                a = a.tail;
                i = 0;
            }
            while (b != null && j == b.head.length) {
                b = b.tail;
                j = 0;
            }
            if (a == null || b == null) {
                return a == null ? (b == null ? 0 : -1) : 1;
            }
            if (a == b && i == j) {
                return 0; // shared suffix
            }
            int c = Integer.compare(a.head[i], b.head[j]);
            if (c != 0) {
                return c;
            }
            i++;
            j++;
        }
    }

    int[] toArray() {
        int[] out = new int[length];
        int k = 0;
        for (IndexText t = this; t != null; t = t.tail) {
            System.arraycopy(t.head, 0, out, k, t.head.length);
            k += t.head.length;
        }
        return out;
    }
}
