package org.idna4j.punycode;

/**
 * The Bootstring encoding procedure of RFC 3492 §6.3, with bias adaptation (§6.1) and
 * generalized variable-length integers (§3.3). Package-private engine behind
 * {@link Bootstring}.
 *
 * <p>Two paths compute the same output. The <em>simple</em> path is the RFC's procedure
 * literally: for each distinct non-basic code point, in increasing order, it rescans the input,
 * which is O(n &times; distinct) and the fastest choice for labels. The <em>scalable</em> path
 * sorts the non-basic code points with their positions once (a stable radix sort) and counts
 * "code points smaller than n before position j" with a {@link PositionSet}, which is
 * O(n log n) for any input.
 *
 * <p><b>Arithmetic.</b> delta is a 64-bit {@code long}. It cannot overflow (§6.4) for any Java
 * input: within one round delta grows by at most the input length, and across rounds by at most
 * {@code (0x10FFFF - initialN + 1) * (h + 1)} in total, so it stays below
 * {@code 0x110000 * 2^31 < 2^52}. The RFC's 32-bit reference would report overflow on long
 * mixed-script inputs; this encoder does not, so no overflow branch exists here.
 */
final class BootstringEncoder {

  /** Inputs of at most this many code points take the simple path. */
  static final int SIMPLE_PATH_MAX = 128;

  private BootstringEncoder() {
  }

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
        char next;
        if (Character.isHighSurrogate(c) && i + 1 < end
            && Character.isLowSurrogate(next = s.charAt(i + 1))) {
          dst[count++] = Character.toCodePoint(c, next);
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

  /**
   * Appends the encoding of {@code cps[0, count)} to {@code out}, choosing the path by length.
   * With {@code upper} non-null, applies mixed-case annotation (RFC 3492 Appendix A).
   */
  static void encode(BootstringParameters p, int[] cps, int count, boolean[] upper, StringBuilder out) {
    if (count <= SIMPLE_PATH_MAX) {
      encodeSimple(p, cps, count, upper, out);
    } else {
      encodeScalable(p, cps, count, upper, out);
    }
  }

  /** Copies the basic code points (RFC 3492 §6.3 "handle the basic code points"); returns b. */
  private static int copyBasic(BootstringParameters p, int[] cps, int count, boolean[] upper, StringBuilder out) {
    int initialN = p.initialN;
    int b = 0;
    for (int j = 0; j < count; j++) {
      int c = cps[j];
      if (c < initialN) {
        char ch = (char) c;
        if (upper != null) {
          // RFC 3492 Appendix A: annotations influence the case of ASCII letters.
          ch = upper[j] ? BootstringParameters.toAsciiUpper(ch) : BootstringParameters.toAsciiLower(ch);
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

  /** RFC 3492 §6.3, literally: one rescan of the input per distinct non-basic code point. */
  static void encodeSimple(BootstringParameters p, int[] cps, int count, boolean[] upper, StringBuilder out) {
    int b = copyBasic(p, cps, count, upper, out);
    int n = p.initialN;
    long delta = 0;
    int bias = p.initialBias;
    int h = b;
    while (h < count) {
      // "let m = the minimum {non-basic} code point >= n in the input"
      int m = Integer.MAX_VALUE;
      for (int j = 0; j < count; j++) {
        int c = cps[j];
        if (c >= n && c < m) {
          m = c;
        }
      }
      // "let delta = delta + (m - n) * (h + 1)"
      delta += (long) (m - n) * (h + 1);
      n = m;
      for (int j = 0; j < count; j++) {
        int c = cps[j];
        if (c < n) {
          delta++;
        } else if (c == n) {
          appendInteger(p, delta, bias, upper != null, upper != null && upper[j], out);
          bias = adapt(p, delta, h + 1, h == b);
          delta = 0;
          h++;
        }
      }
      delta++;
      n++;
    }
  }

  /**
   * RFC 3492 §6.3 in O(n log n): the rounds visit the non-basic code points in (value,
   * position) order, and the number of code points below n between two consecutive positions
   * of the same round, which the RFC obtains by rescanning, is a rank query on the set of
   * positions of code points below n.
   */
  static void encodeScalable(
      BootstringParameters p, int[] cps, int count, boolean[] upper, StringBuilder out) {
    int b = copyBasic(p, cps, count, upper, out);
    int nonBasic = count - b;
    if (nonBasic == 0) {
      return;
    }
    int initialN = p.initialN;
    int[] values = new int[nonBasic];
    int[] positions = new int[nonBasic];
    long[] belowWords = PositionSet.newWords(count);
    int k = 0;
    for (int j = 0; j < count; j++) {
      int c = cps[j];
      if (c < initialN) {
        belowWords[j >>> 6] |= 1L << j;
      } else {
        values[k] = c;
        positions[k] = j;
        k++;
      }
    }
    sortByValue(values, positions);
    // The positions of the code points below the current n: basic, or handled in an earlier round.
    PositionSet below = PositionSet.of(belowWords);
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
        int rank = below.rank(pos);
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
        below.add(positions[g]);
      }
      belowCount += i - groupStart;
      delta++;
      n++;
    }
  }

  /**
   * Sorts the code points by value, keeping positions in ascending order within equal values:
   * a stable LSD radix sort on 11-bit digits (code points have 21 bits), O(n).
   */
  private static void sortByValue(int[] values, int[] positions) {
    int length = values.length;
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
   * Appends q as a generalized variable-length integer (RFC 3492 §3.3, §6.3 "output the code
   * point for digit ..."). With mixed-case annotation ({@code annotate}), the last digit is
   * uppercase exactly when {@code upper}, and all other digits are ASCII-lowercase (Appendix A).
   */
  private static void appendInteger(
      BootstringParameters p, long q, int bias, boolean annotate, boolean upper, StringBuilder out) {
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
  static int adapt(BootstringParameters p, long delta, int numPoints, boolean firstTime) {
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
