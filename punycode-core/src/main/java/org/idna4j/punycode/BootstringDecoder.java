package org.idna4j.punycode;

import java.util.Arrays;
import org.idna4j.punycode.PunycodeException.Reason;

/**
 * The Bootstring decoding procedure of RFC 3492 §6.2, with bias adaptation (§6.1), generalized
 * variable-length integers (§3.3) and overflow detection as in §6.4. Package-private engine behind
 * {@link Bootstring}.
 *
 * <p>Two paths compute the same output. Both read the deltas left to right and derive each code
 * point n and insertion index i exactly as the RFC does (which needs only the output length, never
 * its contents). The <em>simple</em> path inserts each code point at once with an array shift,
 * O(n&sup2;) in the worst case but fastest for labels. The <em>scalable</em> path records all (n,
 * i) pairs first and then places them in reverse order: the k-th insertion ends up in the i-th
 * output slot not taken by a later insertion, found with a {@link PositionSet} in O(log n); the
 * basic code points fill the remaining slots in order. That is O(n log n) for any input.
 *
 * <p><b>Arithmetic.</b> i and w are 64-bit; an integer that would exceed {@link Long#MAX_VALUE} is
 * {@link Reason#OVERFLOW}, checked before the operation as §6.4 describes. Every valid encoding of
 * a Java-sized string stays far below that bound (see {@link BootstringEncoder}), so only malformed
 * input triggers it.
 */
final class BootstringDecoder {

  /** Inputs of at most this many chars take the simple path. */
  static final int SIMPLE_PATH_MAX = 128;

  /** Below this weight, digit * w (digit < 2^16) cannot overflow, nor w * (base - t). */
  private static final long SAFE_WEIGHT = 1L << 32;

  /** Below this value of i, adding digit * w with w < {@link #SAFE_WEIGHT} cannot overflow. */
  private static final long SAFE_SUM = 1L << 62;

  /** A decoded string: {@code length} code points and, if requested, their annotations. */
  static final class Output {
    int[] codePoints;

    /** RFC 3492 Appendix A flags, or {@code null} if not requested. */
    boolean[] upper;

    int length;
  }

  private BootstringDecoder() {}

  /**
   * Decodes {@code s[start, end)}, with the mixed-case annotation of RFC 3492 Appendix A if {@code
   * withCase}, choosing the path by length.
   */
  static Output decode(
      BootstringParameters p, CharSequence s, int start, int end, boolean withCase) {
    return decode(p, s, start, end, withCase, end - start > SIMPLE_PATH_MAX);
  }

  static Output decode(
      BootstringParameters p,
      CharSequence s,
      int start,
      int end,
      boolean withCase,
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
    int b = 0;
    int in = start;
    if (lastDelimiter > start) {
      for (int j = start; j < lastDelimiter; j++) {
        if (s.charAt(j) >= initialN) {
          throw new PunycodeException(Reason.NON_BASIC_BEFORE_DELIMITER, j);
        }
      }
      b = lastDelimiter - start;
      // "if more than zero code points were consumed then consume one more
      // (which will be the last delimiter)"
      in = lastDelimiter + 1;
    }

    // Simple path: the output itself, basic code points first (every output code point
    // consumes at least one input char, so end - start entries suffice).
    // Scalable path: values[k] and positions[k] of the k-th delta, grown as needed.
    int[] values;
    boolean[] valueUpper = null;
    int[] positions = null;
    if (scalable) {
      int estimate = Math.max(16, (end - in) >>> 1);
      values = new int[estimate];
      positions = new int[estimate];
      if (withCase) {
        valueUpper = new boolean[estimate];
      }
    } else {
      values = new int[end - start];
      for (int j = 0; j < b; j++) {
        values[j] = s.charAt(start + j);
      }
      if (withCase) {
        valueUpper = new boolean[end - start];
        for (int j = 0; j < b; j++) {
          // RFC 3492 Appendix A: basic code points carry their own case.
          valueUpper[j] = BootstringParameters.isAsciiUpper(s.charAt(start + j));
        }
      }
    }

    int base = p.base;
    byte[] digitValues = p.digitValues;
    int out = b;
    int inserted = 0;
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
      boolean upper = BootstringParameters.isAsciiUpper(last);
      if (scalable) {
        if (inserted == values.length) {
          int grown = inserted + (inserted >>> 1);
          values = Arrays.copyOf(values, grown);
          positions = Arrays.copyOf(positions, grown);
          if (withCase) {
            valueUpper = Arrays.copyOf(valueUpper, grown);
          }
        }
        values[inserted] = (int) n;
        positions[inserted] = pos;
        if (withCase) {
          valueUpper[inserted] = upper;
        }
      } else {
        // "insert n into output at position i"
        System.arraycopy(values, pos, values, pos + 1, out - pos);
        values[pos] = (int) n;
        if (withCase) {
          System.arraycopy(valueUpper, pos, valueUpper, pos + 1, out - pos);
          valueUpper[pos] = upper;
        }
      }
      inserted++;
      out++;
      // "increment i"
      i++;
    }
    Output result = new Output();
    result.length = out;
    if (scalable) {
      place(s, start, b, values, valueUpper, positions, inserted, withCase, result);
    } else {
      result.codePoints = values;
      result.upper = valueUpper;
    }
    return result;
  }

  /**
   * Builds the output of the scalable path from the basic code points {@code s[start, start+b)} and
   * the {@code inserted} recorded insertions.
   */
  private static void place(
      CharSequence s,
      int start,
      int b,
      int[] values,
      boolean[] valueUpper,
      int[] positions,
      int inserted,
      boolean withCase,
      Output result) {
    int total = b + inserted;
    int[] codePoints = new int[total];
    boolean[] upper = withCase ? new boolean[total] : null;
    PositionSet free = PositionSet.full(total);
    for (int k = inserted - 1; k >= 0; k--) {
      // Later insertions shift this one right but keep the order of everything else, so it
      // lands in the positions[k]-th slot (0-based) not taken by a later insertion.
      int slot = free.removeSelect(positions[k]);
      codePoints[slot] = values[k];
      if (withCase) {
        upper[slot] = valueUpper[k];
      }
    }
    // The basic code points fill the slots left free, in order.
    long[] words = free.words();
    int basic = start;
    for (int w = 0; w < words.length; w++) {
      for (long bits = words[w]; bits != 0; bits &= bits - 1) {
        int slot = (w << 6) + Long.numberOfTrailingZeros(bits);
        char c = s.charAt(basic++);
        codePoints[slot] = c;
        if (withCase) {
          // RFC 3492 Appendix A: basic code points carry their own case.
          upper[slot] = BootstringParameters.isAsciiUpper(c);
        }
      }
    }
    result.codePoints = codePoints;
    result.upper = upper;
  }
}
