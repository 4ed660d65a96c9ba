package org.idna4j.psl;

import java.nio.charset.StandardCharsets;
import org.idna4j.label.NameRules;

/**
 * The compiled rules: a trie over lowercase A-labels, read from the top-level domain down (labels
 * reversed), held in flat arrays. Immutable once built; package-private. {@link TrieFormat} builds
 * it from parsed rules and stores it as {@code public_suffix_list.bin}.
 *
 * <p>Node 0 is the root. Node {@code n > 0} is the label {@code pool[labelStart[n] .. labelStart[n
 * + 1])} under node {@code parent[n]}; {@code flags[n]} says which rules end at the node ({@link
 * #NORMAL_ICANN} .. {@link #EXCEPTION_PRIVATE}).
 *
 * <p>Children are found through {@link #table}: each node with children owns a small
 * open-addressing hash table in it (a power of two of entries, at most half full), keyed by the
 * child's label key. A label's key packs its chars into a {@code long}, six bits per char ({@link
 * Names#labelKey}), so a label of at most {@value Names#MAX_KEYED} chars of the LDH-and-underscore
 * alphabet is its key: the scan computes it as it reads the chars, and a probe compares two {@code
 * long}s instead of the label's chars. Other labels (longer, or with other chars) are compared char
 * by char with the label pool. An entry holds the key and the child's {@linkplain #entry node
 * entry}: where the child's own table is, its number and its flags, so a step of the walk reads one
 * entry and nothing else. Because the children of a node sit together, the probes for the labels
 * under a frequent suffix ({@code com}, {@code co.uk}) stay within a few cache lines, found or not.
 *
 * <p>Why this class is long: the walk of the list's "Format" algorithm (exceptions, wildcards,
 * longest rule, the implicit {@code *} rule, browser-compatible wildcards) and the validating scan
 * that feeds it read the same flat arrays in one pass; their layout is written in {@link
 * TrieFormat}, the walk here.
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
   * Derived when the trie is constructed, never stored: the node has children. A walk that reaches
   * a node without children stops there instead of probing the table.
   */
  private static final int HAS_CHILDREN = 64;

  /** {@code scanLowercase}: the name has a capital; scan its lowercase form. */
  private static final long CAPITAL = -3;

  /** Derived, never stored: the node's label is not determined by its key; compare chars. */
  private static final int COMPARE_CHARS = 128;

  private static final int NORMAL = NORMAL_ICANN | NORMAL_PRIVATE;
  private static final int WILDCARD = WILDCARD_ICANN | WILDCARD_PRIVATE;
  private static final int EXCEPTION = EXCEPTION_ICANN | EXCEPTION_PRIVATE;

  /** Nodes: the stored arrays (see the class comment), read by {@link TrieFormat}. */
  final int[] parent;

  final int[] labelStart;
  final byte[] flags;
  final byte[] pool;

  /**
   * The children's tables: entry {@code e} is {@code table[2e]}, the child's label key, and {@code
   * table[2e + 1]}, the child's node entry (see {@link #entry}); 0 marks an empty entry (no child
   * is node 0).
   */
  final long[] table;

  /** The root's node entry. */
  final long root;

  private final int ruleCount;
  private final String commit;
  private final String date;

  SuffixTrie(
      int[] parent,
      int[] labelStart,
      byte[] flags,
      byte[] pool,
      long[] table,
      long root,
      int ruleCount,
      String commit,
      String date) {
    this.parent = parent;
    this.labelStart = labelStart;
    this.flags = flags;
    this.pool = pool;
    this.table = table;
    this.root = root;
    this.ruleCount = ruleCount;
    this.commit = commit;
    this.date = date;
  }

  /**
   * Returns the trie of these node arrays, with its child table computed. Run when the list is
   * built from rules; the bundled list stores the table, so loading it computes nothing.
   */
  static SuffixTrie compile(
      int[] parent,
      int[] labelStart,
      byte[] flags,
      byte[] pool,
      int ruleCount,
      String commit,
      String date) {
    int n = parent.length;
    if (n >= 1 << 24) {
      throw new IllegalArgumentException("too many nodes for the child table: " + n);
    }
    int[] children = new int[n];
    for (int c = 1; c < n; c++) {
      children[parent[c]]++;
    }
    long[] entries = new long[n];
    String[] labels = new String[n];
    int size = 0;
    for (int c = 0; c < n; c++) {
      labels[c] = label(pool, labelStart, c);
      int bits = children[c] == 0 ? 0 : 32 - Integer.numberOfLeadingZeros(2 * children[c] - 1);
      int f = (flags[c] & ALL_MASK) | (children[c] > 0 ? HAS_CHILDREN : 0);
      if (c > 0 && !Names.isKeyed(labels[c], 0, labels[c].length())) {
        f |= COMPARE_CHARS;
      }
      entries[c] = entry(size, bits, c, f);
      size += children[c] == 0 ? 0 : 1 << bits;
    }
    long[] table = new long[2 * size];
    for (int c = 1; c < n; c++) {
      long key = Names.labelKey(labels[c], 0, labels[c].length());
      long owner = entries[parent[c]];
      int i = slot(owner, key);
      while (table[i + 1] != 0) {
        i = next(owner, i);
      }
      table[i] = key;
      table[i + 1] = entries[c];
    }
    return new SuffixTrie(
        parent, labelStart, flags, pool, table, entries[0], ruleCount, commit, date);
  }

  /**
   * A node entry: {@code base << 37 | bits << 32 | node << 8 | flags}: its children's table starts
   * at entry {@code base} and has {@code 2^bits} entries (none if {@code bits} is 0); its flags
   * include the derived {@link #HAS_CHILDREN} and {@link #COMPARE_CHARS}.
   */
  private static long entry(int base, int bits, int node, int flags) {
    return (long) base << 37 | (long) bits << 32 | (long) node << 8 | flags;
  }

  private static int entryNode(long entry) {
    return (int) entry >>> 8;
  }

  /** The index in {@link #table} of the first entry to probe for a child of {@code owner}. */
  private static int slot(long owner, long key) {
    int bits = (int) (owner >>> 32) & 31;
    int i = (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - bits)); // Fibonacci hashing: the top bits
    return ((int) (owner >>> 37) + i) << 1;
  }

  /**
   * The index in {@link #table} of the entry after {@code i} in the children's table of {@code
   * owner}.
   */
  private static int next(long owner, int i) {
    int base = (int) (owner >>> 37) << 1;
    int mask = (2 << ((int) (owner >>> 32) & 31)) - 1;
    return base + ((i - base + 2) & mask);
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

  private static String label(byte[] pool, int[] labelStart, int n) {
    return new String(
        pool, labelStart[n], labelStart[n + 1] - labelStart[n], StandardCharsets.US_ASCII);
  }

  /**
   * Returns the node entry of the child of {@code owner} (a node entry with children) labelled
   * {@code s[start, end)}, or 0. {@code key} is the label's key; {@code keyed} says that the key
   * determines the label ({@link Names#isKeyed}). Chars are compared through {@link Names#fold}, so
   * capitals match the lowercase rule.
   */
  private long child(long owner, long key, boolean keyed, CharSequence s, int start, int end) {
    long[] t = table;
    for (int i = slot(owner, key); ; i = next(owner, i)) {
      long entry = t[i + 1];
      if (entry == 0) {
        return 0;
      }
      if (t[i] == key
          && (keyed
              ? (entry & COMPARE_CHARS) == 0
              : (entry & COMPARE_CHARS) != 0 && sameChars(entryNode(entry), s, start, end))) {
        return entry;
      }
    }
  }

  private boolean sameChars(int n, CharSequence s, int start, int end) {
    int p = labelStart[n];
    if (labelStart[n + 1] - p != end - start) {
      return false;
    }
    for (int j = start; j < end; j++) {
      if (pool[p++] != Names.fold(s.charAt(j))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Finds the prevailing rule for the name {@code s[0, end)}, which must be a valid name of
   * lowercase A-labels without a trailing dot. The algorithm of the list's wiki page "Format"
   * (publicsuffix/list): every matching rule is a candidate; an exception rule prevails over all
   * others (the longest, if several), otherwise the rule with the most labels; no match means the
   * implicit rule {@code *}. An exception's public suffix is the rule without its leftmost label.
   *
   * @param flagMask {@link #ALL_MASK} or {@link #ICANN_MASK} (ICANN-only lookups)
   * @param browserWildcards whether {@code *.X} also makes {@code X} itself a suffix (libpsl,
   *     Chromium, Firefox; publicsuffix/list#694)
   * @return {@code kind << 40 | node << 8 | suffixLabels}: the kind of the prevailing rule, the
   *     node its text is read from (the wildcard's parent for a wildcard) and the number of labels
   *     of the public suffix
   */
  long walk(CharSequence s, int end, int flagMask, boolean browserWildcards) {
    long here = root;
    int depth = 0;
    int best = 0;
    long bestRule = 0;
    long exception = -1;
    int labelEnd = end;
    while ((here & (HAS_CHILDREN | (flagMask & WILDCARD))) != 0) {
      int labelStart = Names.lastLabelStart(s, labelEnd);
      if ((here & flagMask & WILDCARD) != 0 && depth + 1 > best) {
        best = depth + 1; // *.X matches X plus this label
        bestRule = Walked.pack(Walked.KIND_WILDCARD, entryNode(here), best);
      }
      long entry =
          (here & HAS_CHILDREN) == 0
              ? 0
              : child(
                  here,
                  Names.labelKey(s, labelStart, labelEnd),
                  Names.isKeyed(s, labelStart, labelEnd),
                  s,
                  labelStart,
                  labelEnd);
      if (entry == 0) {
        break;
      }
      here = entry;
      int node = entryNode(entry);
      depth++;
      int f = (int) here & flagMask;
      if ((f & EXCEPTION) != 0) {
        exception =
            Walked.pack(Walked.KIND_EXCEPTION, node, depth - 1); // deeper = longer exception
      }
      if ((f & NORMAL) != 0) {
        best = depth;
        bestRule = Walked.pack(Walked.KIND_NORMAL, node, depth);
      } else if (browserWildcards && (f & WILDCARD) != 0) {
        best = depth;
        bestRule = Walked.pack(Walked.KIND_WILDCARD, node, depth);
      }
      if (labelStart == 0) {
        break;
      }
      labelEnd = labelStart - 1;
    }
    if (exception >= 0) {
      return exception;
    }
    return best > 0 ? bestRule : Walked.pack(Walked.KIND_IMPLICIT, 0, 1);
  }

  /**
   * The fast path: checks in one pass from the right that the name {@code s} is what {@code
   * Idna.lookup().toAscii} returns unchanged except for case, and walks the trie label by label
   * while it reads the chars, as {@link #walk} does. The name qualifies if its chars are letters,
   * digits, {@code -} and {@code _} (capitals allowed: UTS #46 maps {@code A-Z} to {@code a-z} and
   * no other ASCII char, see {@link Names#CHAR_CLASS}), its labels have 1-63 chars, the whole 1-253
   * (a trailing root dot aside), and no label has {@code --} in positions 3-4 (UTS #46 §4.1
   * criterion 4: an {@code xn--} label needs Punycode validation, so the full path). Each char is
   * read once, and once more at most when a label is not keyed (see the class comment); a name with
   * capitals is given up at its first capital and scanned again as a lowercase copy, so the cost is
   * linear in the name.
   *
   * @return {@link Names#NOT_CANONICAL} if the name does not qualify; {@link Names#NO_ANSWER} if it
   *     does but is an IP literal (its last label a number); else what {@link #walk} returns, plus
   *     where the public suffix and the registrable domain start ({@link Walked#suffixStart},
   *     {@link Walked#registrableStart}) and whether the name had capitals ({@link
   *     Walked#hadCapitals})
   */
  long scan(CharSequence s, int flagMask, boolean browserWildcards) {
    long scanned = scanLowercase(s, flagMask, browserWildcards);
    if (scanned != CAPITAL) {
      return scanned;
    }
    // UTS #46 maps A-Z to a-z and no other ASCII char: such a name has the answers of its
    // lowercase form, at the same positions (scanLowercase gives up on a name over 253 chars
    // before its loop, so the copy is small)
    scanned = scanLowercase(Names.lowercaseAscii(s), flagMask, browserWildcards);
    return scanned >= 0 ? scanned | Walked.CAPITALS : scanned;
  }

  /**
   * {@link #scan} for a name without capitals: returns {@link #CAPITAL} when it meets one, so that
   * its loop tests one value per char ({@link Names#LOWER_CODE}) and carries no flag.
   */
  private long scanLowercase(CharSequence s, int flagMask, boolean browserWildcards) {
    int length = s.length();
    int end = length > 0 && s.charAt(length - 1) == '.' ? length - 1 : length;
    if (end == 0 || end > NameRules.MAX_NAME_LENGTH) {
      return Names.NOT_CANONICAL;
    }
    long here = root;
    int depth = 0; // labels the walk matched, then the labels read
    int best = 0;
    long bestRule = Walked.pack(Walked.KIND_IMPLICIT, 0, 1);
    long exception = -1;
    int suffixStart = 0;
    int registrableStart = Walked.NO_START;
    int previousStart = 0;
    boolean walking = true;
    int labelEnd = end;
    while (true) {
      long key = 0;
      int i = labelEnd - 1;
      for (; i >= 0; i--) {
        char c = s.charAt(i);
        int code = c < 128 ? Names.LOWER_CODE[c] : 0;
        if (code == 0) {
          if (c == '.') {
            break;
          }
          return c >= 'A' && c <= 'Z' ? CAPITAL : Names.NOT_CANONICAL;
        }
        key = key << Names.CODE_BITS | code;
      }
      int start = i + 1;
      int len = labelEnd - start;
      if (len == 0
          || len > NameRules.MAX_LABEL_LENGTH
          || (len >= 4 && s.charAt(start + 2) == '-' && s.charAt(start + 3) == '-')) {
        return Names.NOT_CANONICAL; // empty or long label; UTS #46 §4.1 criterion 4
      }
      if (labelEnd == end && NameRules.endsInANumber(s, start, end)) {
        return Names.NO_ANSWER;
      }
      if (walking) {
        if ((here & flagMask & WILDCARD) != 0 && depth + 1 > best) {
          best = depth + 1; // *.X matches X plus this label
          bestRule = Walked.pack(Walked.KIND_WILDCARD, entryNode(here), best);
        }
        long entry =
            (here & HAS_CHILDREN) != 0
                ? child(here, key, len <= Names.MAX_KEYED, s, start, labelEnd)
                : 0;
        if (entry == 0) {
          walking = false;
        } else {
          here = entry;
          int node = entryNode(entry);
          int f = (int) here & flagMask;
          if ((f & EXCEPTION) != 0) { // deeper = longer exception; suffix: one label less
            exception =
                Walked.pack(Walked.KIND_EXCEPTION, node, depth)
                    | (long) previousStart << Walked.SUFFIX_SHIFT
                    | (long) start << Walked.REGISTRABLE_SHIFT;
          }
          if ((f & NORMAL) != 0 || (browserWildcards && (f & WILDCARD) != 0)) {
            best = depth + 1;
            int kind = (f & NORMAL) != 0 ? Walked.KIND_NORMAL : Walked.KIND_WILDCARD;
            bestRule = Walked.pack(kind, node, best);
          }
        }
      }
      depth++; // a rule found while reading this label has exactly these labels
      if (depth == Math.max(best, 1)) {
        suffixStart = start;
        registrableStart = Walked.NO_START;
      } else if (depth == Math.max(best, 1) + 1) {
        registrableStart = start;
      }
      if (start == 0) {
        break;
      }
      previousStart = start;
      labelEnd = start - 1;
    }
    return exception >= 0
        ? exception
        : bestRule
            | (long) suffixStart << Walked.SUFFIX_SHIFT
            | (long) registrableStart << Walked.REGISTRABLE_SHIFT;
  }

  /** Returns whether the prevailing rule {@code walked} is in the PRIVATE section. */
  boolean isPrivate(long walked) {
    int f = flags[Walked.node(walked)];
    switch (Walked.kind(walked)) {
      case Walked.KIND_NORMAL:
        return (f & NORMAL_PRIVATE) != 0 && (f & NORMAL_ICANN) == 0;
      case Walked.KIND_WILDCARD:
        return (f & WILDCARD_PRIVATE) != 0 && (f & WILDCARD_ICANN) == 0;
      case Walked.KIND_EXCEPTION:
        return (f & EXCEPTION_PRIVATE) != 0 && (f & EXCEPTION_ICANN) == 0;
      default:
        return false;
    }
  }

  /** Returns the labels of node {@code n} joined by dots, in A-label form ("" for the root). */
  String path(int n) {
    StringBuilder sb = new StringBuilder();
    for (int c = n; c != 0; c = parent[c]) {
      if (sb.length() > 0) {
        sb.append('.');
      }
      sb.append(label(pool, labelStart, c));
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
}
