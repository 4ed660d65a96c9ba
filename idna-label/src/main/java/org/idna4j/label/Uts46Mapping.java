package org.idna4j.label;

import com.ibm.icu.text.Normalizer2;

/**
 * UTS #46 §4 steps 1-2 (Map, Normalize) for one label, with ICU4J's {@code uts46} Normalizer2,
 * which applies the IDNA Mapping Table and NFC in one pass. Stateless and thread-safe.
 *
 * <p>Facts about ICU4J 79.1's {@code uts46} data this class relies on (checked by {@code
 * Uts46MappingTest}): a code point the table marks <em>disallowed</em> is replaced by U+FFFD (this
 * class keeps the original instead, as UTS #46 §4 step 1 says, and records it); <em>ignored</em>
 * code points are removed; the four <em>deviation</em> characters are kept (nontransitional);
 * unpaired surrogates are left as they are.
 *
 * <p>Offsets: the input is cut into segments at normalization boundaries ({@link
 * Normalizer2#hasBoundaryBefore(int)}); each segment is normalized on its own, which gives the same
 * text as normalizing the whole label. Every output {@code char} of a segment that the normalizer
 * left unchanged maps back to its own input code point; every output char of a segment that changed
 * maps back to the segment's first input code point.
 */
final class Uts46Mapping {

  static final Normalizer2 UTS46 = Normalizer2.getInstance(null, "uts46", Normalizer2.Mode.COMPOSE);
  static final Normalizer2 NFC = Normalizer2.getNFCInstance();

  private Uts46Mapping() {}

  /** The mapped label, where each output char came from, and which chars are disallowed. */
  static final class Mapped {
    final String text;
    private final CharSequence input;
    private final boolean transitional;

    /**
     * For each char of {@code text}, the code-point offset in the input it came from; computed on
     * demand.
     */
    private int[] source;

    /**
     * For each char of {@code text}, whether it is a disallowed code point kept as is; null if
     * none.
     */
    private final boolean[] disallowed;

    Mapped(
        String text, int[] source, boolean[] disallowed, CharSequence input, boolean transitional) {
      this.text = text;
      this.source = source;
      this.disallowed = disallowed;
      this.input = input;
      this.transitional = transitional;
    }

    /** Whether the char at {@code index} of {@link #text} belongs to a disallowed code point. */
    boolean isDisallowed(int index) {
      return disallowed != null && disallowed[index];
    }

    /** The code-point offset in the input of the char at {@code index} of {@link #text}. */
    int sourceOf(int index) {
      if (source == null) {
        // Offsets are only needed when there is a problem: recompute segment by segment.
        source = mapWithOffsets(input, transitional).source;
      }
      return source[index];
    }
  }

  /**
   * Maps and normalizes a label (UTS #46 §4 steps 1 and 2). Quick path: a label the normalizer
   * leaves unchanged, or changes without meeting a disallowed code point, costs one normalizer
   * call; the source offsets are then only computed if a problem needs them.
   *
   * @param in the label as the caller gave it
   * @param transitional whether to apply Transitional_Processing to the deviation characters
   * @return the mapping with source offsets
   */
  static Mapped map(CharSequence in, boolean transitional) {
    if (!(transitional && hasTransitionalTarget(in)) && !hasSurrogateOrFffd(in)) {
      if (UTS46.spanQuickCheckYes(in) == in.length()) { // a linear scan; isNormalized may reorder
        return new Mapped(in.toString(), null, null, in, transitional);
      }
      if (in.length() <= LONG_SEGMENT) {
        String out = UTS46.normalize(in);
        if (out.indexOf('\uFFFD') < 0) {
          return new Mapped(out, null, null, in, transitional);
        }
      }
    }
    return mapWithOffsets(in, transitional);
  }

  private static boolean hasTransitionalTarget(CharSequence in) {
    for (int i = 0; i < in.length(); i++) {
      if (NameRules.isDeviation(in.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  private static boolean hasSurrogateOrFffd(CharSequence in) {
    for (int i = 0; i < in.length(); i++) {
      char c = in.charAt(i);
      if (c == 0xFFFD || Character.isSurrogate(c)) {
        return true;
      }
    }
    return false;
  }

  /** The plain path: map segment by segment, recording every source offset. */
  static Mapped mapWithOffsets(CharSequence in, boolean transitional) {
    int n = in.length();
    // Stage 1: transitional pre-mapping of the deviations (UTS #46 §4 step 1, "deviation":
    // ß and ẞ (mapped to ß) become "ss", ς becomes σ, ZWJ and ZWNJ are removed). Done before
    // the normalizer so that NFC sees the result.
    StringBuilder pre = null;
    int[] preSource = null;
    if (transitional && hasTransitionalTarget(in)) {
      pre = new StringBuilder(n + 8);
      preSource = new int[2 * n + 1];
      int cpIndex = 0;
      for (int i = 0; i < n; ) {
        int cp = Character.codePointAt(in, i);
        int len = Character.charCount(cp);
        int before = pre.length();
        if (cp == 0x00DF || cp == 0x1E9E) {
          pre.append("ss");
        } else if (cp == 0x03C2) {
          pre.append('\u03C3');
        } else if (cp == 0x200C || cp == 0x200D) {
          // removed
        } else {
          pre.appendCodePoint(cp);
        }
        for (int k = before; k < pre.length(); k++) {
          preSource[k] = cpIndex;
        }
        cpIndex++;
        i += len;
      }
    }
    CharSequence src = pre != null ? pre : in;
    return segments(src, preSource, in, transitional);
  }

  /** Stage 2: normalization segment by segment, recording where each output char came from. */
  private static Mapped segments(
      CharSequence src, int[] preSource, CharSequence input, boolean transitional) {
    int n = src.length();
    StringBuilder out = new StringBuilder(n + 8);
    int[] source = new int[Math.max(16, n + 8)];
    boolean[] disallowed = null;
    boolean anyDisallowed = false;
    int segStart = -1;
    int segSource = 0;
    int cpIndex = 0; // code-point index in src (equals input offset when preSource == null)
    for (int i = 0; i < n; ) {
      int cp = Character.codePointAt(src, i);
      int len = Character.charCount(cp);
      int here = preSource != null ? preSource[i] : cpIndex;
      boolean lone = len == 1 && Character.isSurrogate((char) cp);
      boolean boundary = lone || cp == 0xFFFD || UTS46.hasBoundaryBefore(cp);
      if (boundary && segStart >= 0) {
        Flush f = flush(src, segStart, i, segSource, preSource, out, source, disallowed);
        source = f.source;
        disallowed = f.disallowed;
        anyDisallowed |= f.anyDisallowed;
        segStart = -1;
      }
      if (lone || cp == 0xFFFD) {
        // UTS #46 §5: surrogates and U+FFFD are disallowed; keep them (§4 step 1).
        source = ensure(source, out.length() + 1);
        disallowed = ensure(disallowed, source.length);
        source[out.length()] = here;
        disallowed[out.length()] = true;
        out.append((char) cp);
        anyDisallowed = true;
      } else if (segStart < 0) {
        segStart = i;
        segSource = here;
      }
      i += len;
      cpIndex++;
    }
    if (segStart >= 0) {
      Flush f = flush(src, segStart, n, segSource, preSource, out, source, disallowed);
      source = f.source;
      disallowed = f.disallowed;
      anyDisallowed |= f.anyDisallowed;
    }
    if (disallowed == null || disallowed.length < out.length()) {
      disallowed = ensure(disallowed, out.length());
    }
    return new Mapped(
        out.toString(), source, anyDisallowed ? disallowed : null, input, transitional);
  }

  private static final class Flush {
    int[] source;
    boolean[] disallowed;
    boolean anyDisallowed;
  }

  private static Flush flush(
      CharSequence src,
      int start,
      int end,
      int segSource,
      int[] preSource,
      StringBuilder out,
      int[] source,
      boolean[] disallowed) {
    Flush f = new Flush();
    CharSequence seg = src.subSequence(start, end);
    String norm = end - start > LONG_SEGMENT ? normalizeLongSegment(seg) : UTS46.normalize(seg);
    if (norm.indexOf('\uFFFD') < 0) {
      int base = out.length();
      source = ensure(source, base + norm.length());
      if (norm.contentEquals(seg)) {
        // Unchanged: every char maps back to its own code point.
        int cpIndex = segSource;
        for (int k = 0; k < norm.length(); k++) {
          source[base + k] = preSource != null ? preSource[start + k] : cpIndex;
          if (!Character.isHighSurrogate(norm.charAt(k))) {
            cpIndex++;
          }
        }
      } else {
        for (int k = 0; k < norm.length(); k++) {
          source[base + k] = segSource;
        }
      }
      out.append(norm);
    } else {
      // Some code point of the segment is disallowed: map code point by code point,
      // keeping each disallowed one as it is (UTS #46 §4 step 1).
      int cpIndex = segSource;
      for (int i = start; i < end; ) {
        int cp = Character.codePointAt(src, i);
        int len = Character.charCount(cp);
        int here = preSource != null ? preSource[i] : cpIndex;
        String one = UTS46.normalize(new String(Character.toChars(cp)));
        boolean bad = one.indexOf('\uFFFD') >= 0;
        String piece = bad ? new String(Character.toChars(cp)) : one;
        int base = out.length();
        source = ensure(source, base + piece.length());
        if (bad) {
          disallowed = ensure(disallowed, source.length);
          f.anyDisallowed = true;
        }
        for (int k = 0; k < piece.length(); k++) {
          source[base + k] = here;
          if (bad) {
            disallowed[base + k] = true;
          }
        }
        out.append(piece);
        i += len;
        cpIndex++;
      }
    }
    f.source = source;
    f.disallowed = disallowed;
    return f;
  }

  /**
   * Segments longer than this many chars are reordered by {@link #normalizeLongSegment}; real text
   * stays far below it (UAX #15 Stream-Safe Text Format allows 30 non-starters).
   */
  static final int LONG_SEGMENT = 64;

  private static final Normalizer2 NFD = Normalizer2.getNFDInstance();

  /**
   * Normalizes a very long segment (a starter followed by thousands of combining marks) in O(n log
   * n). ICU4J reorders combining marks by insertion, which takes quadratic time on hostile input
   * such as alternating marks of two combining classes; here each code point is mapped and fully
   * decomposed on its own, the marks are put in canonical order with a stable merge sort by
   * Canonical_Combining_Class (UAX #15 §1.3 canonical ordering), and only the ordered text is
   * handed to the normalizer, which then composes it without reordering. The result equals {@code
   * UTS46.normalize(seg)} (checked by {@code Uts46MappingTest}).
   */
  static String normalizeLongSegment(CharSequence seg) {
    StringBuilder decomposed = new StringBuilder(seg.length() + 16);
    for (int i = 0; i < seg.length(); ) {
      int cp = Character.codePointAt(seg, i);
      i += Character.charCount(cp);
      String mapped = UTS46.normalize(new String(Character.toChars(cp)));
      decomposed.append(NFD.normalize(mapped));
    }
    int[] cps = decomposed.codePoints().toArray();
    int[] ccc = new int[cps.length];
    for (int k = 0; k < cps.length; k++) {
      ccc[k] = NFD.getCombiningClass(cps[k]);
    }
    // Stable sort of each run of non-starters by combining class.
    Integer[] order = new Integer[cps.length];
    for (int k = 0; k < cps.length; k++) {
      order[k] = k;
    }
    int k = 0;
    while (k < cps.length) {
      if (ccc[k] == 0) {
        k++;
        continue;
      }
      int runEnd = k;
      while (runEnd < cps.length && ccc[runEnd] != 0) {
        runEnd++;
      }
      java.util.Arrays.sort(order, k, runEnd, java.util.Comparator.comparingInt(x -> ccc[x]));
      k = runEnd;
    }
    StringBuilder ordered = new StringBuilder(decomposed.length());
    for (Integer idx : order) {
      ordered.appendCodePoint(cps[idx]);
    }
    return UTS46.normalize(ordered);
  }

  private static int[] ensure(int[] a, int size) {
    if (a.length >= size) {
      return a;
    }
    int[] b = new int[Math.max(size, a.length * 2)];
    System.arraycopy(a, 0, b, 0, a.length);
    return b;
  }

  private static boolean[] ensure(boolean[] a, int size) {
    if (a == null) {
      return new boolean[Math.max(16, size)];
    }
    if (a.length >= size) {
      return a;
    }
    boolean[] b = new boolean[Math.max(size, a.length * 2)];
    System.arraycopy(a, 0, b, 0, a.length);
    return b;
  }

  /**
   * Returns whether a string is in NFC, in linear time: ICU's quick check (a scan that answers NO
   * for combining marks out of canonical order) decides most strings; only a MAYBE (marks in order
   * that might compose) falls back to a full check, which is then linear too.
   */
  static boolean isNfc(CharSequence s) {
    com.ibm.icu.text.Normalizer.QuickCheckResult qc = NFC.quickCheck(s);
    if (qc == com.ibm.icu.text.Normalizer.YES) {
      return true;
    }
    if (qc == com.ibm.icu.text.Normalizer.NO) {
      return false;
    }
    return NFC.isNormalized(s);
  }

  /**
   * Returns whether every code point of an unmapped label (decoded from Punycode) is valid, in one
   * quick-check scan; {@code false} means "look at each code point".
   */
  static boolean allValidUnmapped(CharSequence s) {
    return !hasSurrogateOrFffd(s) && UTS46.spanQuickCheckYes(s) == s.length();
  }

  /**
   * Returns whether a code point is valid in a label that was not mapped (a label decoded from
   * Punycode, UTS #46 §4.1 criterion 7): its status is valid or deviation, i.e. mapping leaves it
   * unchanged and it is not disallowed.
   *
   * @param cp the code point
   * @return whether it is valid as it stands
   */
  static boolean isValidUnmapped(int cp) {
    if (cp == 0xFFFD || (cp <= 0xFFFF && Character.isSurrogate((char) cp))) {
      return false;
    }
    if (UTS46.isInert(cp)) {
      return true;
    }
    String s = new String(Character.toChars(cp));
    return UTS46.normalize(s).equals(s);
  }
}
