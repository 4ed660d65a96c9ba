package org.idna4j.psl;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The compiled rules: a trie over lowercase A-labels, read from the top-level domain down
 * (labels reversed), held in a few flat arrays. Immutable once built; package-private.
 *
 * <p>Node 0 is the root. Node {@code n > 0} is the label {@code pool[labelStart[n] ..
 * labelStart[n + 1])} under node {@code parent[n]}; {@code flags[n]} says which rules end at
 * the node ({@link #NORMAL_ICANN} .. {@link #EXCEPTION_PRIVATE}). Children are found through
 * one open-addressing hash table keyed by (parent node, label hash), so a step costs one hash
 * of the label's chars and, almost always, one probe and one compare; no object is touched
 * and nothing is allocated. The label hash runs over the label's chars from its last to its
 * first, the order in which a name is read from the right.
 *
 * <p>The arrays are what the build writes into {@code public_suffix_list.bin} (see
 * {@link #write()} and {@link #read(InputStream)}), so the bundled list is loaded by reading
 * arrays, not by parsing text.
 */
final class SuffixTrie {

    /** A rule {@code X} ends here, in the ICANN section. */
    static final int NORMAL_ICANN = 1;
    /** A rule {@code X} ends here, in the PRIVATE section. */
    static final int NORMAL_PRIVATE = 2;
    /** A rule {@code *.X} exists for this node {@code X}, in the ICANN section. */
    static final int WILDCARD_ICANN = 4;
    /** A rule {@code *.X} exists for this node {@code X}, in the PRIVATE section. */
    static final int WILDCARD_PRIVATE = 8;
    /** An exception rule {@code !X} ends here, in the ICANN section. */
    static final int EXCEPTION_ICANN = 16;
    /** An exception rule {@code !X} ends here, in the PRIVATE section. */
    static final int EXCEPTION_PRIVATE = 32;
    /** The flags of ICANN rules only. */
    static final int ICANN_MASK = NORMAL_ICANN | WILDCARD_ICANN | EXCEPTION_ICANN;
    /** The flags of rules of both sections. */
    static final int ALL_MASK = ICANN_MASK | NORMAL_PRIVATE | WILDCARD_PRIVATE | EXCEPTION_PRIVATE;

    /**
     * Set when the trie is constructed, never stored: the node has children. A walk that
     * reaches a node without children stops there instead of probing the table for the next
     * label.
     */
    private static final int HAS_CHILDREN = 64;

    private static final int NORMAL = NORMAL_ICANN | NORMAL_PRIVATE;
    private static final int WILDCARD = WILDCARD_ICANN | WILDCARD_PRIVATE;
    private static final int EXCEPTION = EXCEPTION_ICANN | EXCEPTION_PRIVATE;

    /** Kinds of the prevailing rule, as packed by {@link #walk}. */
    static final int KIND_IMPLICIT = 0;
    static final int KIND_NORMAL = 1;
    static final int KIND_WILDCARD = 2;
    static final int KIND_EXCEPTION = 3;

    /** {@link #scan}: the name had capitals. */
    private static final long CAPITALS = 1L << 50;

    private static final int MAGIC = 0x4950534C; // "IPSL"
    private static final int FORMAT = 1;

    private final int[] parent;
    private final int[] hash;
    private final int[] labelStart;
    private final byte[] flags;
    private final byte[] pool;
    private final int[] table;
    private final int mask;
    private final int ruleCount;
    private final String commit;
    private final String date;

    private SuffixTrie(int[] parent, int[] hash, int[] labelStart, byte[] flags, byte[] pool,
            int[] table, int ruleCount, String commit, String date) {
        this.parent = parent;
        this.hash = hash;
        this.labelStart = labelStart;
        this.flags = withChildBits(flags, parent);
        this.pool = pool;
        this.table = table;
        this.mask = table.length - 1;
        this.ruleCount = ruleCount;
        this.commit = commit;
        this.date = date;
    }

    /** Copies the stored flags and adds {@link #HAS_CHILDREN} to every node that is a parent. */
    private static byte[] withChildBits(byte[] stored, int[] parent) {
        byte[] flags = new byte[stored.length];
        for (int n = 0; n < stored.length; n++) {
            flags[n] = (byte) (stored[n] & ALL_MASK);
        }
        for (int n = 1; n < parent.length; n++) {
            flags[parent[n]] |= HAS_CHILDREN;
        }
        return flags;
    }

    int ruleCount() {
        return ruleCount;
    }

    /** Returns the list's commit, or "" when unknown. */
    String commit() {
        return commit;
    }

    /** Returns the list's date, or "" when unknown. */
    String date() {
        return date;
    }

    int nodeCount() {
        return parent.length;
    }

    /**
     * Hashes the chars {@code s[start, end)} from the last to the first. The walk computes the
     * same value inline; this is the builder's copy of that one formula.
     */
    static int labelHash(CharSequence s, int start, int end) {
        int h = 0;
        for (int i = end - 1; i >= start; i--) {
            h = 31 * h + s.charAt(i);
        }
        return h;
    }

    private static int slot(int parentNode, int labelHash) {
        int x = labelHash ^ (parentNode * 0x9E3779B1);
        x ^= x >>> 16;
        x *= 0x85EBCA6B;
        x ^= x >>> 13;
        return x;
    }

    /**
     * Returns the child of {@code node} labelled {@code s[start, end)}, or 0. With
     * {@code fold}, the label's chars (all ASCII, checked by the caller) are compared through
     * {@link Names#FOLD}, so capitals match the lowercase rule; {@code h} must then be the
     * hash of the folded chars.
     */
    private int child(int node, int h, CharSequence s, int start, int end, boolean fold) {
        int len = end - start;
        for (int i = slot(node, h) & mask; ; i = (i + 1) & mask) {
            int c = table[i];
            if (c == 0) {
                return 0;
            }
            if (hash[c] == h && parent[c] == node) {
                int p = labelStart[c];
                if (labelStart[c + 1] - p == len && sameChars(p, s, start, len, fold)) {
                    return c;
                }
            }
        }
    }

    private boolean sameChars(int p, CharSequence s, int start, int len, boolean fold) {
        for (int j = 0; j < len; j++) {
            char c = s.charAt(start + j);
            if (pool[p + j] != (fold ? Names.FOLD[c] : c)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Finds the prevailing rule for the name {@code s[0, end)}, which must be a valid name of
     * lowercase A-labels without a trailing dot. The algorithm of the list's wiki page
     * "Format" (publicsuffix/list): every matching rule is a candidate; an exception rule
     * prevails over all others (the longest, if several), otherwise the rule with the most
     * labels; no match means the implicit rule {@code *}. An exception's public suffix is the
     * rule without its leftmost label.
     *
     * @param flagMask {@link #ALL_MASK} or {@link #ICANN_MASK} (ICANN-only lookups)
     * @param browserWildcards whether {@code *.X} also makes {@code X} itself a suffix
     *     (libpsl, Chromium, Firefox; publicsuffix/list#694)
     * @return {@code kind << 40 | node << 8 | suffixLabels}: the kind of the prevailing rule,
     *     the node its text is read from (the wildcard's parent for a wildcard) and the number
     *     of labels of the public suffix
     */
    long walk(CharSequence s, int end, int flagMask, boolean browserWildcards) {
        int node = 0;
        int depth = 0;
        int best = 0;
        long bestRule = 0;
        long exception = -1;
        int labelEnd = end;
        while (true) {
            int h = 0;
            int i = labelEnd - 1;
            char c;
            while (i >= 0 && (c = s.charAt(i)) != '.') {
                h = 31 * h + c;
                i--;
            }
            int labelStart = i + 1;
            int here = flags[node];
            if ((here & flagMask & WILDCARD) != 0 && depth + 1 > best) {
                best = depth + 1; // *.X matches X plus this label
                bestRule = pack(KIND_WILDCARD, node, best);
            }
            int next = (here & HAS_CHILDREN) != 0 ? child(node, h, s, labelStart, labelEnd, false) : 0;
            if (next == 0) {
                break;
            }
            node = next;
            depth++;
            int f = flags[node] & flagMask;
            if ((f & EXCEPTION) != 0) {
                exception = pack(KIND_EXCEPTION, node, depth - 1); // deeper = longer exception
            }
            if ((f & NORMAL) != 0) {
                best = depth;
                bestRule = pack(KIND_NORMAL, node, depth);
            } else if (browserWildcards && (f & WILDCARD) != 0) {
                best = depth;
                bestRule = pack(KIND_WILDCARD, node, depth);
            }
            if (labelStart == 0) {
                break;
            }
            labelEnd = labelStart - 1;
        }
        if (exception >= 0) {
            return exception;
        }
        return best > 0 ? bestRule : pack(KIND_IMPLICIT, 0, 1);
    }

    /**
     * The fast path: checks in one pass from the right that the name {@code s} is what
     * {@code Idna.lookup().toAscii} returns unchanged except for case, and walks the trie
     * label by label while it reads the chars, as {@link #walk} does. The name qualifies if
     * its chars are letters, digits, {@code -} and {@code _} (capitals allowed: UTS #46 maps
     * {@code A-Z} to {@code a-z} and no other ASCII char, see {@link Names#FOLD}), its labels
     * have 1-63 chars, the whole 1-253 (a trailing root dot aside), and no label has
     * {@code --} in positions 3-4 (UTS #46 §4.1 criterion 4: an {@code xn--} label needs
     * Punycode validation, so the full path). Every char is read once more at most (the
     * label compare), so the cost is linear in the name.
     *
     * @return {@link Names#NOT_CANONICAL} if the name does not qualify; {@link Names#NO_ANSWER}
     *     if it does but is an IP literal (its last label a number); else what {@link #walk}
     *     returns, plus the index where the public suffix starts ({@link #suffixStart}) and
     *     whether the name had capitals ({@link #hadCapitals})
     */
    long scan(CharSequence s, int flagMask, boolean browserWildcards) {
        int length = s.length();
        int end = length > 0 && s.charAt(length - 1) == '.' ? length - 1 : length;
        if (end == 0 || end > Names.MAX_NAME) {
            return Names.NOT_CANONICAL;
        }
        int node = 0;
        int depth = 0;
        int best = 0;
        long bestRule = 0;
        long exception = -1;
        int previousStart = 0;
        int capitals = 0;
        boolean walking = true;
        int labelEnd = end;
        while (true) {
            int h = 0;
            int i = labelEnd - 1;
            for (; i >= 0; i--) {
                char c = s.charAt(i);
                char f = c < 128 ? Names.FOLD[c] : 0;
                if (f == '.') {
                    break;
                }
                if (f == 0) {
                    return Names.NOT_CANONICAL;
                }
                capitals |= c ^ f;
                h = 31 * h + f;
            }
            int start = i + 1;
            int len = labelEnd - start;
            if (len == 0 || len > Names.MAX_LABEL
                    || (len >= 4 && s.charAt(start + 2) == '-' && s.charAt(start + 3) == '-')) {
                return Names.NOT_CANONICAL; // empty or long label; UTS #46 §4.1 criterion 4
            }
            if (labelEnd == end) {
                if (Names.endsInNumber(s, start, end)) {
                    return Names.NO_ANSWER;
                }
                bestRule = pack(KIND_IMPLICIT, 0, 1) | (long) start << 42;
            }
            if (walking) {
                int here = flags[node];
                if ((here & flagMask & WILDCARD) != 0 && depth + 1 > best) {
                    best = depth + 1; // *.X matches X plus this label
                    bestRule = pack(KIND_WILDCARD, node, best) | (long) start << 42;
                }
                int next = (here & HAS_CHILDREN) != 0 ? child(node, h, s, start, labelEnd, true) : 0;
                if (next == 0) {
                    walking = false;
                } else {
                    node = next;
                    depth++;
                    int f = flags[node] & flagMask;
                    if ((f & EXCEPTION) != 0) { // deeper = longer exception; suffix: one label less
                        exception = pack(KIND_EXCEPTION, node, depth - 1) | (long) previousStart << 42;
                    }
                    if ((f & NORMAL) != 0 || (browserWildcards && (f & WILDCARD) != 0)) {
                        best = depth;
                        bestRule = pack((f & NORMAL) != 0 ? KIND_NORMAL : KIND_WILDCARD, node, depth)
                                | (long) start << 42;
                    }
                }
            }
            if (start == 0) {
                break;
            }
            previousStart = start;
            labelEnd = start - 1;
        }
        return (exception >= 0 ? exception : bestRule) | (capitals != 0 ? CAPITALS : 0);
    }

    private static long pack(int kind, int node, int labels) {
        return (long) kind << 40 | (long) node << 8 | labels;
    }

    static int kind(long walked) {
        return (int) (walked >>> 40) & 3;
    }

    /** The start of the public suffix in the name, as packed by {@link #scan}. */
    static int suffixStart(long scanned) {
        return (int) (scanned >>> 42) & 0xFF;
    }

    /** Whether the name had capitals, as packed by {@link #scan}. */
    static boolean hadCapitals(long scanned) {
        return (scanned & CAPITALS) != 0;
    }

    static int node(long walked) {
        return (int) (walked >>> 8); // the kind above bit 40 falls off
    }

    static int suffixLabels(long walked) {
        return (int) walked & 0xFF;
    }

    /** Returns whether the prevailing rule {@code walked} is in the PRIVATE section. */
    boolean isPrivate(long walked) {
        int f = flags[node(walked)];
        switch (kind(walked)) {
            case KIND_NORMAL: return (f & NORMAL_PRIVATE) != 0 && (f & NORMAL_ICANN) == 0;
            case KIND_WILDCARD: return (f & WILDCARD_PRIVATE) != 0 && (f & WILDCARD_ICANN) == 0;
            case KIND_EXCEPTION: return (f & EXCEPTION_PRIVATE) != 0 && (f & EXCEPTION_ICANN) == 0;
            default: return false;
        }
    }

    /** Returns the labels of node {@code n} joined by dots, in A-label form ("" for the root). */
    String path(int n) {
        StringBuilder sb = new StringBuilder();
        for (int c = n; c != 0; c = parent[c]) {
            if (sb.length() > 0) {
                sb.append('.');
            }
            sb.append(new String(pool, labelStart[c], labelStart[c + 1] - labelStart[c], StandardCharsets.US_ASCII));
        }
        return sb.toString();
    }

    /** Counts the rules by kind and section, for tests and {@code toString}. */
    int[] countFlags() {
        int[] counts = new int[6];
        for (byte f : flags) {
            for (int b = 0; b < 6; b++) {
                if ((f & (1 << b)) != 0) {
                    counts[b]++;
                }
            }
        }
        return counts;
    }

    /**
     * Builds the trie from parsed rules, in their order (so the same list gives the same
     * arrays, byte for byte).
     */
    static SuffixTrie build(List<ListParser.Rule> rules, String commit, String date) {
        Map<String, Integer> index = new HashMap<>();
        List<Integer> parents = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        List<Integer> nodeFlags = new ArrayList<>();
        parents.add(0);
        labels.add("");
        nodeFlags.add(0);
        for (ListParser.Rule rule : rules) {
            String[] parts = rule.labels().isEmpty() ? new String[0] : rule.labels().split("\\.", -1);
            int node = 0;
            for (int i = parts.length - 1; i >= 0; i--) {
                String key = node + "/" + parts[i];
                Integer next = index.get(key);
                if (next == null) {
                    next = parents.size();
                    index.put(key, next);
                    parents.add(node);
                    labels.add(parts[i]);
                    nodeFlags.add(0);
                }
                node = next;
            }
            nodeFlags.set(node, nodeFlags.get(node) | rule.flag());
        }
        int n = parents.size();
        int[] parent = new int[n];
        int[] hash = new int[n];
        int[] labelStart = new int[n + 1];
        byte[] flags = new byte[n];
        ByteArrayOutputStream pool = new ByteArrayOutputStream();
        for (int i = 0; i < n; i++) {
            parent[i] = parents.get(i);
            String label = labels.get(i);
            hash[i] = labelHash(label, 0, label.length());
            labelStart[i] = pool.size();
            byte[] bytes = label.getBytes(StandardCharsets.US_ASCII);
            pool.write(bytes, 0, bytes.length);
            flags[i] = (byte) (int) nodeFlags.get(i);
        }
        labelStart[n] = pool.size();
        int size = Integer.highestOneBit(Math.max(2, n) * 2 - 1) * 2; // load factor <= 1/2
        int[] table = new int[size];
        for (int c = 1; c < n; c++) {
            int i = slot(parent[c], hash[c]) & (size - 1);
            while (table[i] != 0) {
                i = (i + 1) & (size - 1);
            }
            table[i] = c;
        }
        return new SuffixTrie(parent, hash, labelStart, flags, pool.toByteArray(), table,
                rules.size(), commit, date);
    }

    /** Serializes the trie: the format {@link #read(InputStream)} reads. */
    byte[] write() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(MAGIC);
            out.writeInt(FORMAT);
            out.writeUTF(commit);
            out.writeUTF(date);
            out.writeInt(ruleCount);
            out.writeInt(parent.length);
            out.writeInt(pool.length);
            out.writeInt(table.length);
            writeInts(out, parent);
            writeInts(out, hash);
            writeInts(out, labelStart);
            writeInts(out, table);
            for (byte f : flags) {
                out.write(f & ALL_MASK); // HAS_CHILDREN is derived on reading
            }
            out.write(pool);
        }
        return bytes.toByteArray();
    }

    private static void writeInts(DataOutputStream out, int[] values) throws IOException {
        for (int v : values) {
            out.writeInt(v);
        }
    }

    /**
     * Reads a trie written by {@link #write()}.
     *
     * @throws IOException if the stream cannot be read or is not in this format
     */
    static SuffixTrie read(InputStream stream) throws IOException {
        DataInputStream in = new DataInputStream(stream);
        if (in.readInt() != MAGIC || in.readInt() != FORMAT) {
            throw new IOException("not a compiled public suffix list of format " + FORMAT);
        }
        String commit = in.readUTF();
        String date = in.readUTF();
        int ruleCount = in.readInt();
        int n = in.readInt();
        int poolLength = in.readInt();
        int tableLength = in.readInt();
        byte[] ints = in.readNBytes(4 * (3 * n + 1 + tableLength));
        if (ints.length != 4 * (3 * n + 1 + tableLength)) {
            throw new IOException("truncated compiled public suffix list");
        }
        IntBuffer buffer = ByteBuffer.wrap(ints).asIntBuffer(); // big-endian, as written
        int[] parent = new int[n];
        int[] hash = new int[n];
        int[] labelStart = new int[n + 1];
        int[] table = new int[tableLength];
        buffer.get(parent).get(hash).get(labelStart).get(table);
        byte[] flags = in.readNBytes(n);
        byte[] pool = in.readNBytes(poolLength);
        if (flags.length != n || pool.length != poolLength || in.read() != -1) {
            throw new IOException("compiled public suffix list has the wrong length");
        }
        return new SuffixTrie(parent, hash, labelStart, flags, pool, table, ruleCount, commit, date);
    }
}
