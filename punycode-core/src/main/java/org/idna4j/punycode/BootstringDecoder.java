package org.idna4j.punycode;

import org.idna4j.punycode.PunycodeException.Reason;

/**
 * The Bootstring decoding procedure of RFC 3492 §6.2, with bias adaptation (§6.1), generalized
 * variable-length integers (§3.3) and overflow detection as in §6.4. Package-private engine
 * behind {@link Bootstring}.
 *
 * <p>Two paths compute the same output. Both first read every delta, left to right, and derive
 * its code point n and insertion index i exactly as the RFC does (this needs only the output
 * length, never its contents). The <em>simple</em> path then inserts each code point with an
 * array shift, O(n&sup2;) in the worst case but fastest for labels. The <em>scalable</em> path
 * places the insertions in reverse order: the k-th insertion ends up in the i-th output slot
 * not taken by a later insertion, found with a {@link PositionSet} in O(log n); the basic code
 * points fill the remaining slots in order. That is O(n log n) for any input.
 *
 * <p><b>Arithmetic.</b> i and w are 64-bit; an integer that would exceed {@link Long#MAX_VALUE}
 * is {@link Reason#OVERFLOW}, checked before the operation as §6.4 describes. Every valid
 * Punycode string of a Java-sized output stays far below that bound (see
 * {@link BootstringEncoder}), so only malformed input triggers it.
 */
final class BootstringDecoder {

  /** Inputs of at most this many chars take the simple path. */
  static final int SIMPLE_PATH_MAX = 128;

  /** Below this weight, digit * w (digit < 2^16) cannot overflow, nor w * (base - t). */
  private static final long SAFE_WEIGHT = 1L << 32;
  /** Below this value of i, adding digit * w with w < {@link #SAFE_WEIGHT} cannot overflow. */
  private static final long SAFE_SUM = 1L << 62;

  private BootstringDecoder() {
  }

  /**
   * Decodes {@code s[start, end)} into {@code cps} (and {@code upper}, if non-null, the
   * mixed-case annotation of RFC 3492 Appendix A) and returns the number of code points.
   * {@code cps} and {@code upper} need room for {@code end - start} entries: every output code
   * point consumes at least one input char.
   */
  static int decode(BootstringParameters p, CharSequence s, int start, int end, int[] cps, boolean[] upper) {
    return decode(p, s, start, end, cps, upper, end - start > SIMPLE_PATH_MAX);
  }

  static int decode(BootstringParameters p, CharSequence s, int start, int end, int[] cps, boolean[] upper,
      boolean scalable) {
    int initialN = p.initialN;
    char delimiter = p.delimiter;
    // RFC 3492 §6.2: "consume all code points before the last delimiter (if there is one)
    // and copy them to output, fail on any non-basic code point".
    int lastDelimiter = -1;
    for (int j = end - 1; j >= start; j--) {
      if (s.charAt(j) == delimiter) {
        lastDelimiter = j;
        break;
      }
    }
    int out = 0;
    int in = start;
    if (lastDelimiter > start) {
      for (int j = start; j < lastDelimiter; j++) {
        char c = s.charAt(j);
        if (c >= initialN) {
          throw new PunycodeException(Reason.NON_BASIC_BEFORE_DELIMITER, j);
        }
        cps[out] = c;
        if (upper != null) {
          // RFC 3492 Appendix A: basic code points carry their own case.
          upper[out] = BootstringParameters.isAsciiUpper(c);
        }
        out++;
      }
      // "if more than zero code points were consumed then consume one more
      // (which will be the last delimiter)"
      in = lastDelimiter + 1;
    }
    int b = out;
    // Scalable path: the insertion index of the k-th delta goes to positions[k], its code
    // point to cps[b + k] (free until the placement step) and its annotation to upper[b + k].
    int[] positions = scalable ? new int[end - in] : null;

    int base = p.base;
    byte[] digitValues = p.digitValues;
    long n = initialN;
    long i = 0;
    int bias = p.initialBias;
    while (in < end) {
      int integerStart = in;
      long oldi = i;
      long w = 1;
      char last;
      // "for k = base to infinity in steps of base do begin"
      for (int k = base; ; k += base) {
        // "consume a code point, or fail if there was none to consume"
        if (in >= end) {
          throw new PunycodeException(Reason.TRUNCATED_INTEGER, integerStart);
        }
        char c = s.charAt(in);
        // "let digit = the code point's digit-value, fail if it has none"
        int digit = c < digitValues.length ? digitValues[c] : -1;
        if (digit < 0) {
          throw new PunycodeException(Reason.BAD_DIGIT, in);
        }
        // "let i = i + digit * w, fail on overflow" (§6.4: test before computing). A digit is
        // below 2^16, so with w < 2^32 and i < 2^62 the sum stays below 2^63: no division needed.
        if ((w >= SAFE_WEIGHT || i >= SAFE_SUM) && digit > (Long.MAX_VALUE - i) / w) {
          throw new PunycodeException(Reason.OVERFLOW, in);
        }
        i += digit * w;
        int t = BootstringEncoder.threshold(p, k, bias);
        if (digit < t) {
          last = c;
          in++;
          break;
        }
        // "let w = w * (base - t), fail on overflow"
        if (w >= SAFE_WEIGHT && w > Long.MAX_VALUE / (base - t)) {
          throw new PunycodeException(Reason.OVERFLOW, in);
        }
        w *= base - t;
        in++;
      }
      int length = out + 1;
      // "let bias = adapt(i - oldi, length(output) + 1, test oldi is 0?)"
      bias = BootstringEncoder.adapt(p, i - oldi, length, oldi == 0);
      // "let n = n + i div (length(output) + 1), fail on overflow"
      long q;
      if (i <= Integer.MAX_VALUE) {
        int quotient = (int) i / length;
        q = quotient;
        i -= (long) quotient * length;
      } else {
        q = i / length;
        i %= length;
      }
      if (q > BootstringParameters.MAX_CODE_POINT - n) {
        throw new PunycodeException(Reason.CODE_POINT_OUT_OF_RANGE, integerStart);
      }
      n += q;
      if (n >= Character.MIN_SURROGATE && n <= Character.MAX_SURROGATE) {
        throw new PunycodeException(Reason.SURROGATE_CODE_POINT, integerStart);
      }
      // n >= initialN always, so §6.2's "if n is a basic code point then fail" cannot fire.
      int pos = (int) i;
      if (scalable) {
        positions[out - b] = pos;
        cps[out] = (int) n;
        if (upper != null) {
          upper[out] = BootstringParameters.isAsciiUpper(last);
        }
      } else {
        // "insert n into output at position i"
        System.arraycopy(cps, pos, cps, pos + 1, out - pos);
        cps[pos] = (int) n;
        if (upper != null) {
          System.arraycopy(upper, pos, upper, pos + 1, out - pos);
          upper[pos] = BootstringParameters.isAsciiUpper(last);
        }
      }
      out++;
      // "increment i"
      i++;
    }
    if (scalable && out > b) {
      place(cps, upper, b, out, positions);
    }
    return out;
  }

  /**
   * Rearranges {@code cps[0, total)} (basic code points in {@code [0, b)}, the k-th insertion
   * in {@code b + k} with its index in {@code positions[k]}) into output order.
   */
  private static void place(int[] cps, boolean[] upper, int b, int total, int[] positions) {
    int[] placed = new int[total];
    boolean[] placedUpper = upper == null ? null : new boolean[total];
    PositionSet free = PositionSet.full(total);
    for (int k = total - b - 1; k >= 0; k--) {
      // Later insertions shift this one right but keep the order of everything else, so it
      // lands in the positions[k]-th slot (0-based) not taken by a later insertion.
      int slot = free.removeSelect(positions[k]);
      placed[slot] = cps[b + k];
      if (upper != null) {
        placedUpper[slot] = upper[b + k];
      }
    }
    // The basic code points fill the slots left free, in order.
    long[] words = free.words();
    int basic = 0;
    for (int w = 0; w < words.length; w++) {
      for (long bits = words[w]; bits != 0; bits &= bits - 1) {
        int slot = (w << 6) + Long.numberOfTrailingZeros(bits);
        placed[slot] = cps[basic];
        if (upper != null) {
          placedUpper[slot] = upper[basic];
        }
        basic++;
      }
    }
    System.arraycopy(placed, 0, cps, 0, total);
    if (upper != null) {
      System.arraycopy(placedUpper, 0, upper, 0, total);
    }
  }
}
