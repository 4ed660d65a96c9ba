package org.idna4j.punycode;

/**
 * The Bootstring encoding procedure of RFC 3492 §6.3, with bias adaptation (§6.1) and generalized
 * variable-length integers (§3.3). Package-private engine behind {@link Bootstring}.
 *
 * <p>The RFC's procedure rescans the whole input once per distinct non-basic code point, which is
 * O(n &times; distinct), quadratic for long mixed-script text. This engine computes the same output
 * from one sorted pass: it sorts the non-basic code points by value, keeping their positions in
 * order, so the rounds of §6.3 visit them in sequence, and it obtains "the number of code points
 * smaller than n before position j", which the RFC counts by rescanning, as a rank query. For a
 * label (up to 64 code points) the set of those positions is one {@code long} and the sort an
 * in-place insertion sort, so short inputs allocate almost nothing; beyond that it is a {@link
 * PositionSet} and the whole encoding is O(n log n). The unit tests compare it with a literal
 * transcription of the §6.3 pseudocode.
 *
 * <p><b>Arithmetic.</b> delta is a 64-bit {@code long}. It cannot overflow (§6.4) for any Java
 * input: within one round delta grows by at most the input length, and across rounds by at most
 * {@code (0x10FFFF - initialN + 1) * (h + 1)} in total, so it stays below {@code 0x110000 * 2^31 <
 * 2^52}. The RFC's 32-bit reference would report overflow on long mixed-script inputs; this encoder
 * does not, so no overflow branch exists here.
 */
final class BootstringEncoder {

  /** Up to this many non-basic code points are sorted in place by insertion sort. */
  static final int INSERTION_SORT_MAX = 64;

  /** Up to this many non-basic code points are sorted as packed (value, position) keys. */
  static final int PACKED_SORT_MAX = 256;

  private BootstringEncoder() {}

  /**
   * Converts {@code s[start, end)} to code points in {@code dst} and returns their number.
   *
   * @throws PunycodeException {@code UNPAIRED_SURROGATE} at the offending char
   */
  static int toCodePoints(CharSequence s, int start, int end, int[] dst) {
    int count = 0;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < end
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          dst[count++] = Character.toCodePoint(c, s.charAt(i + 1));
          i++;
          continue;
        }
        throw new PunycodeException(PunycodeException.Reason.UNPAIRED_SURROGATE, i);
      }
      dst[count++] = c;
    }
    return count;
  }

  /**
   * Checks that every code point is a Unicode scalar value.
   *
   * @throws PunycodeException {@code CODE_POINT_OUT_OF_RANGE} or {@code SURROGATE_CODE_POINT}
   */
  static void checkCodePoints(int[] cps) {
    for (int j = 0; j < cps.length; j++) {
      int c = cps[j];
      if (c < 0 || c > BootstringParameters.MAX_CODE_POINT) {
        throw new PunycodeException(PunycodeException.Reason.CODE_POINT_OUT_OF_RANGE, j);
      }
      if (c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE) {
        throw new PunycodeException(PunycodeException.Reason.SURROGATE_CODE_POINT, j);
      }
    }
  }

  /** Copies the basic code points (RFC 3492 §6.3 "handle the basic code points"); returns b. */
  private static int copyBasic(
      BootstringParameters p, int[] cps, int count, boolean[] upper, StringBuilder out) {
    int initialN = p.initialN;
    int b = 0;
    for (int j = 0; j < count; j++) {
      int c = cps[j];
      if (c < initialN) {
        char ch = (char) c;
        if (upper != null) {
          // RFC 3492 Appendix A: annotations influence the case of ASCII letters.
          ch =
              upper[j]
                  ? BootstringParameters.toAsciiUpper(ch)
                  : BootstringParameters.toAsciiLower(ch);
        }
        out.append(ch);
        b++;
      }
    }
    // RFC 3492 §6.3: "if b > 0 then output a delimiter".
    if (b > 0) {
      out.append(p.delimiter);
    }
    return b;
  }

  /**
   * Appends the encoding of {@code cps[0, count)} to {@code out}: RFC 3492 §6.3 in O(n log n). With
   * {@code upper} non-null, applies mixed-case annotation (Appendix A).
   *
   * <p>The rounds visit the non-basic code points in (value, position) order, and the number of
   * code points below n between two consecutive positions of the same round, which the RFC obtains
   * by rescanning, is a rank query on the set of positions of code points below n.
   */
  static void encode(
      BootstringParameters p, int[] cps, int count, boolean[] upper, StringBuilder out) {
    int b = copyBasic(p, cps, count, upper, out);
    int nonBasic = count - b;
    if (nonBasic == 0) {
      return;
    }
    int initialN = p.initialN;
    int[] values = new int[nonBasic];
    int[] positions = new int[nonBasic];
    // The positions of the code points below the current n (basic, or handled in an earlier
    // round): one long for a label, a PositionSet beyond 64 code points.
    boolean label = count <= 64;
    long belowBits = 0;
    long[] belowWords = label ? null : PositionSet.newWords(count);
    int k = 0;
    for (int j = 0; j < count; j++) {
      int c = cps[j];
      if (c < initialN) {
        if (label) {
          belowBits |= 1L << j;
        } else {
          belowWords[j >>> 6] |= 1L << j;
        }
      } else {
        values[k] = c;
        positions[k] = j;
        k++;
      }
    }
    sortByValue(values, positions);
    PositionSet below = label ? null : PositionSet.of(belowWords);
    int belowCount = b;
    int n = initialN;
    long delta = 0;
    int bias = p.initialBias;
    int h = b;
    int i = 0;
    while (i < nonBasic) {
      int m = values[i];
      delta += (long) (m - n) * (h + 1);
      n = m;
      int groupStart = i;
      int rankOfPrevious = 0;
      // Each occurrence of m, left to right: delta counts the code points < n since the last one.
      for (; i < nonBasic && values[i] == m; i++) {
        int pos = positions[i];
        int rank = label ? Long.bitCount(belowBits & ((1L << pos) - 1)) : below.rank(pos);
        delta += rank - rankOfPrevious;
        appendInteger(p, delta, bias, upper != null, upper != null && upper[pos], out);
        bias = adapt(p, delta, h + 1, h == b);
        delta = 0;
        h++;
        rankOfPrevious = rank;
      }
      // The rest of the RFC's scan: code points < n after the last occurrence.
      delta += belowCount - rankOfPrevious;
      for (int g = groupStart; g < i; g++) {
        if (label) {
          belowBits |= 1L << positions[g];
        } else {
          below.add(positions[g]);
        }
      }
      belowCount += i - groupStart;
      delta++;
      n++;
    }
  }

  /**
   * Sorts the code points by value, keeping positions in ascending order within equal values:
   * insertion sort for a label's few code points, a sort of packed (value, position) keys for
   * medium inputs, and a stable LSD radix sort on 11-bit digits (code points have 21 bits), O(n),
   * for long ones.
   */
  private static void sortByValue(int[] values, int[] positions) {
    int length = values.length;
    if (length <= INSERTION_SORT_MAX) {
      // Labels: no allocation, and stable because positions start out ascending.
      for (int j = 1; j < length; j++) {
        int v = values[j];
        int pos = positions[j];
        int i = j - 1;
        for (; i >= 0 && values[i] > v; i--) {
          values[i + 1] = values[i];
          positions[i + 1] = positions[i];
        }
        values[i + 1] = v;
        positions[i + 1] = pos;
      }
      return;
    }
    if (length <= PACKED_SORT_MAX) {
      // Medium inputs: the radix sort's 16 KB of bucket counts would dominate; sort packed keys.
      long[] keys = new long[length];
      for (int j = 0; j < length; j++) {
        keys[j] = ((long) values[j] << 32) | positions[j];
      }
      java.util.Arrays.sort(keys);
      for (int j = 0; j < length; j++) {
        values[j] = (int) (keys[j] >>> 32);
        positions[j] = (int) keys[j];
      }
      return;
    }
    int[] tmpValues = new int[length];
    int[] tmpPositions = new int[length];
    radixPass(values, positions, tmpValues, tmpPositions, 0);
    radixPass(tmpValues, tmpPositions, values, positions, 11);
  }

  private static void radixPass(
      int[] fromValues, int[] fromPositions, int[] toValues, int[] toPositions, int shift) {
    int[] start = new int[(1 << 11) + 1];
    for (int v : fromValues) {
      start[((v >>> shift) & 0x7FF) + 1]++;
    }
    for (int d = 0; d < 1 << 11; d++) {
      start[d + 1] += start[d];
    }
    for (int j = 0; j < fromValues.length; j++) {
      int v = fromValues[j];
      int slot = start[(v >>> shift) & 0x7FF]++;
      toValues[slot] = v;
      toPositions[slot] = fromPositions[j];
    }
  }

  /**
   * Appends q as a generalized variable-length integer (RFC 3492 §3.3, §6.3 "output the code point
   * for digit ..."). With mixed-case annotation ({@code annotate}), the last digit is uppercase
   * exactly when {@code upper}, and all other digits are ASCII-lowercase (Appendix A).
   */
  private static void appendInteger(
      BootstringParameters p,
      long q,
      int bias,
      boolean annotate,
      boolean upper,
      StringBuilder out) {
    int base = p.base;
    char[] digitChars = annotate ? p.lowerDigitChars : p.digitChars;
    int k = base;
    // Large values first take 64-bit steps until they fit in an int (rare: first deltas of rounds).
    for (; q > Integer.MAX_VALUE; k += base) {
      int t = threshold(p, k, bias);
      long quotient = (q - t) / (base - t);
      out.append(digitChars[(int) (t + (q - t - quotient * (base - t)))]);
      q = quotient;
    }
    int v = (int) q;
    for (; ; k += base) {
      int t = threshold(p, k, bias);
      if (v < t) {
        break;
      }
      int quotient = (v - t) / (base - t);
      out.append(digitChars[t + (v - t - quotient * (base - t))]);
      v = quotient;
    }
    char last = digitChars[v];
    if (upper) {
      last = BootstringParameters.toAsciiUpper(last);
    }
    out.append(last);
  }

  /** The threshold t for position k: k - bias clamped to [tmin, tmax] (RFC 3492 §3.3). */
  static int threshold(BootstringParameters p, int k, int bias) {
    int t = k - bias;
    return t < p.tmin ? p.tmin : Math.min(t, p.tmax);
  }

  /** The bias adaptation function of RFC 3492 §6.1, on 64-bit deltas. */
  @SuppressWarnings("ReferenceEquality") // the PUNYCODE constant selects the specialized code
  static int adapt(BootstringParameters p, long delta, int numPoints, boolean firstTime) {
    if (p == BootstringParameters.PUNYCODE && LabelCodec.adaptApplies(delta, numPoints)) {
      // Labels: the same function with the §5 constants and without a division by a variable.
      return LabelCodec.adapt((int) delta, numPoints, firstTime);
    }
    delta = firstTime ? delta / p.damp : delta >>> 1;
    if (delta > Integer.MAX_VALUE) {
      delta += delta / numPoints;
    } else {
      delta += (int) delta / numPoints;
    }
    int baseMinusTmin = p.base - p.tmin;
    long limit = ((long) baseMinusTmin * p.tmax) >>> 1;
    int k = 0;
    while (delta > limit) {
      delta /= baseMinusTmin;
      k += p.base;
    }
    return (int) (k + ((long) (baseMinusTmin + 1) * delta) / (delta + p.skew));
  }
}
