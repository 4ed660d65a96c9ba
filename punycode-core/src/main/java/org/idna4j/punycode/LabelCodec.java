package org.idna4j.punycode;

import org.idna4j.punycode.PunycodeException.Reason;

/**
 * Punycode (RFC 3492 with the §5 parameters) for label-sized strings: the path that
 * {@link Bootstring#punycode()} takes for every input an IDNA engine passes it. Package-private
 * engine; the general engines ({@link BootstringEncoder}, {@link BootstringDecoder}) remain the
 * reference for every other input and every other parameter set.
 *
 * <p><b>What is different from the general engines.</b> The §5 parameters are compile-time
 * constants, so the divisions of bias adaptation (§6.1) by damp and {@code base - tmin} become
 * multiplications, and the divisions by {@code base - t} (§3.3) and by the output length (§6.2)
 * go through a table of reciprocals. The input is copied once into a scratch {@code char[]}
 * (a bulk copy for {@link String} and {@link StringBuilder}); digits and decoded code points
 * are written into scratch arrays and appended to the caller's {@link StringBuilder} (or turned
 * into a {@link String}) in one call. The decoder does not shift its output on every
 * "insert n into output at position i" (§6.2): it records the insertions and places them all
 * at the end, last first, in the free slots of a 128-bit set (see {@link #place}). The scratch
 * arrays are per thread and have a fixed size
 * of a few kilobytes, because only inputs of at most {@link #MAX_CHARS} chars come here: a huge
 * input never grows or pins them.
 *
 * <p><b>Same results.</b> Every method either does exactly what the general engine does (same
 * output; same {@link PunycodeException} reason and index, detected in the same order) or
 * returns a "not mine" answer <em>before</em> writing anything to the caller's builder, and the
 * caller then runs the general engine on the same input:
 * <ul>
 *   <li>the encoder declines more than {@link #MAX_ENCODE_CODE_POINTS} code points (positions
 *       are 6-bit fields and a position set is one {@code long});</li>
 *   <li>the decoder declines an integer whose weight w exceeds 2^40 or a value of i above
 *       {@link Integer#MAX_VALUE}: no successful decoding of at most {@link #MAX_CHARS} chars
 *       gets there (see {@link #decodeInto}), and whether such an input fails with
 *       {@code OVERFLOW} or {@code CODE_POINT_OUT_OF_RANGE}, and where, is the general
 *       decoder's decision.</li>
 * </ul>
 * The unit tests compare this path with the general engines on random labels of every length
 * up to the limits, valid and malformed.
 */
final class LabelCodec {

  /** Inputs of at most this many chars (both directions) may take this path. */
  static final int MAX_CHARS = 128;
  /** The encoder handles at most this many code points: positions fit in one {@code long}. */
  static final int MAX_ENCODE_CODE_POINTS = 64;

  // RFC 3492 §5: "base = 36, tmin = 1, tmax = 26, skew = 38, damp = 700, initial_bias = 72,
  // initial_n = 128 = 0x80", the delimiter 0x2D and the digits a-z (0-25), 0-9 (26-35).
  private static final int BASE = 36;
  private static final int TMIN = 1;
  private static final int TMAX = 26;
  private static final int SKEW = 38;
  private static final int DAMP = 700;
  private static final int INITIAL_BIAS = 72;
  private static final int INITIAL_N = 0x80;
  private static final char DELIMITER = '-';
  private static final char[] DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789".toCharArray();
  /**
   * RFC 3492 §5: digit-values of the basic code points, either case of a letter (§5: "the
   * code points A-Z and a-z both represent 0-25"), -1 for a non-digit.
   */
  private static final byte[] DIGIT_VALUES = new byte[INITIAL_N];

  /**
   * A delta of an encoding of at most {@link #MAX_ENCODE_CODE_POINTS} code points is below
   * 2^31 (see {@link #encodeInto}); each digit but the last divides it by {@code base - t >= 10}
   * (§3.3, t <= tmax = 26), so an integer has at most 10 + 1 digits.
   */
  private static final int MAX_DIGITS = 11;
  /** The longest encoding of {@link #MAX_ENCODE_CODE_POINTS} code points. */
  static final int MAX_ENCODED = MAX_ENCODE_CODE_POINTS * MAX_DIGITS + 1;

  /** The largest numpoints of §6.1 and divisor of §6.2 on this path: output length + 1. */
  private static final int MAX_DIVISOR = MAX_CHARS + 1;
  /**
   * {@code RECIPROCAL[d] = 2^40 / d + 1}, so that {@code (q * RECIPROCAL[d]) >>> 40 == q / d}
   * for {@code 0 <= q < 2^24} and {@code 1 <= d <= 129}: with {@code RECIPROCAL[d] = (2^40 + e)
   * / d}, {@code 0 < e <= d}, the product is {@code q / d + q * e / (d * 2^40)} and the error
   * term stays below {@code 1 / d} while {@code q * e < 2^40}; the product stays below 2^64.
   */
  private static final long[] RECIPROCAL = new long[MAX_DIVISOR + 1];
  /** Below this, {@link #divide} multiplies by a reciprocal. */
  private static final int RECIPROCAL_LIMIT = 1 << 24;
  /**
   * The §6.1 loop runs while {@code delta > ((base - tmin) * tmax) div 2} = 455; afterwards
   * {@code ADAPT_TAIL[delta] = ((base - tmin + 1) * delta) div (delta + skew)}.
   */
  private static final int[] ADAPT_TAIL = new int[(BASE - TMIN) * TMAX / 2 + 1];

  static {
    java.util.Arrays.fill(DIGIT_VALUES, (byte) -1);
    for (int d = 0; d < BASE; d++) {
      char c = DIGITS[d];
      DIGIT_VALUES[c] = (byte) d;
      DIGIT_VALUES[BootstringParameters.toAsciiUpper(c)] = (byte) d;
    }
    for (int d = 1; d < RECIPROCAL.length; d++) {
      RECIPROCAL[d] = (1L << 40) / d + 1;
    }
    for (int d = 0; d < ADAPT_TAIL.length; d++) {
      ADAPT_TAIL[d] = (BASE - TMIN + 1) * d / (d + SKEW);
    }
  }

  /** Per-thread working memory, of a size fixed by {@link #MAX_CHARS}. */
  private static final class Scratch {
    /** The input, copied. */
    final char[] in = new char[MAX_CHARS];
    /** The encoder's sort keys, the decoder's insertions ({@link #insertion}). */
    final int[] ints = new int[MAX_CHARS];
    /** The decoder's output code points, when one is supplementary. */
    final int[] codePoints = new int[MAX_CHARS];
    /** The result: an encoding or a decoded string of up to 128 code points. */
    final char[] out = new char[Math.max(MAX_ENCODED, 2 * MAX_CHARS)];
    /** Set while a call uses this scratch, so that a re-entrant call gets its own. */
    boolean busy;
  }

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  private LabelCodec() {
  }

  /**
   * Returns this thread's scratch, or a new one if it is in use further up the stack (a
   * {@link CharSequence} whose {@code charAt} calls the codec).
   */
  private static Scratch acquire() {
    Scratch scratch = SCRATCH.get();
    if (scratch.busy) {
      return new Scratch();
    }
    scratch.busy = true;
    return scratch;
  }

  /** Copies {@code s[start, end)} to {@code dst[0, end - start)}. */
  private static void copy(CharSequence s, int start, int end, char[] dst) {
    if (s instanceof String string) {
      string.getChars(start, end, dst, 0);
    } else if (s instanceof StringBuilder stringBuilder) {
      stringBuilder.getChars(start, end, dst, 0);
    } else {
      for (int j = start; j < end; j++) {
        dst[j - start] = s.charAt(j);
      }
    }
  }

  /**
   * Appends the Punycode encoding of {@code s[start, end)} to {@code out}, or declines.
   *
   * @return {@code false}, with {@code out} untouched, if the range is longer than
   *     {@link #MAX_CHARS} chars or {@link #MAX_ENCODE_CODE_POINTS} code points
   * @throws PunycodeException {@code UNPAIRED_SURROGATE} as the general encoder, {@code out}
   *     untouched
   */
  static boolean encode(CharSequence s, int start, int end, StringBuilder out) {
    return append(true, s, start, end, out);
  }

  /**
   * Returns the Punycode encoding of {@code s[start, end)}, or {@code null} to decline, as
   * {@link #encode(CharSequence, int, int, StringBuilder)}.
   */
  static String encode(CharSequence s, int start, int end) {
    return asString(true, s, start, end);
  }

  /**
   * Writes the encoding of {@code s[start, end)} (at most {@link #MAX_CHARS} chars) to
   * {@code scratch.out} and returns its length, or -1 for more than
   * {@link #MAX_ENCODE_CODE_POINTS} code points. RFC 3492 §6.3 with the rounds of
   * {@link BootstringEncoder#encode}: the non-basic code points are visited in (value,
   * position) order, found by insertion-sorting packed {@code value << 6 | position} keys
   * (27 bits), and "the code points below n before position j" is a bit count on one
   * {@code long}.
   *
   * <p><b>Arithmetic.</b> delta is an {@code int}: the first delta of a round is at most
   * {@code (0x10FFFF - 0x80) * 64 < 2^27}, and within a round, or carried to the next one, it
   * grows by at most the 64 code points, so §6.4's overflow cannot happen.
   */
  private static int encodeInto(CharSequence s, int start, int end, Scratch scratch) {
    int length = end - start;
    char[] in = scratch.in;
    copy(s, start, end, in);
    int[] keys = scratch.ints;
    char[] out = scratch.out;
    // RFC 3492 §6.3 "handle the basic code points": copied in order while the keys of the
    // non-basic ones are sorted as they arrive (few keys; (value, position) keys are distinct).
    int b = 0;
    int count = 0;
    int nonBasic = 0;
    long belowBits = 0; // positions of the code points below the current n
    for (int j = 0; j < length; j++) {
      int c = in[j];
      if (count == MAX_ENCODE_CODE_POINTS) {
        return -1;
      }
      if (c < INITIAL_N) {
        out[b++] = (char) c;
        belowBits |= 1L << count;
      } else {
        if (Character.isSurrogate((char) c)) {
          if (Character.isHighSurrogate((char) c) && j + 1 < length
              && Character.isLowSurrogate(in[j + 1])) {
            c = Character.toCodePoint((char) c, in[j + 1]);
            j++;
          } else {
            throw new PunycodeException(Reason.UNPAIRED_SURROGATE, start + j);
          }
        }
        int key = c << 6 | count;
        int i = nonBasic - 1;
        for (; i >= 0 && keys[i] > key; i--) {
          keys[i + 1] = keys[i];
        }
        keys[i + 1] = key;
        nonBasic++;
      }
      count++;
    }
    int o = b;
    // "if b > 0 then output a delimiter"
    if (b > 0) {
      out[o++] = DELIMITER;
    }
    int belowCount = b;
    int n = INITIAL_N;
    int delta = 0;
    int bias = INITIAL_BIAS;
    int h = b;
    int i = 0;
    while (i < nonBasic) {
      // "let m = the minimum {non-basic} code point >= n in the input"
      int m = keys[i] >>> 6;
      // "let delta = delta + (m - n) * (h + 1), fail on overflow", "let n = m"
      delta += (m - n) * (h + 1);
      n = m;
      int groupStart = i;
      int rankOfPrevious = 0;
      // Each occurrence of m, left to right: delta counts the code points < n since the last one.
      for (; i < nonBasic && keys[i] >>> 6 == m; i++) {
        int pos = keys[i] & 63;
        int rank = Long.bitCount(belowBits & ((1L << pos) - 1));
        delta += rank - rankOfPrevious;
        // "let q = delta", then the generalized variable-length integer of §3.3.
        int q = delta;
        for (int k = BASE; ; k += BASE) {
          int t = threshold(k, bias);
          if (q < t) {
            break;
          }
          int divisor = BASE - t;
          int quotient = divide(q - t, divisor);
          // "output the code point for digit t + ((q - t) mod (base - t))"
          out[o++] = DIGITS[t + (q - t - quotient * divisor)];
          // "let q = (q - t) div (base - t)"
          q = quotient;
        }
        // "output the code point for digit q"
        out[o++] = DIGITS[q];
        // "let bias = adapt(delta, h + 1, test h equals b?)", "let delta = 0", "increment h"
        bias = adapt(delta, h + 1, h == b);
        delta = 0;
        h++;
        rankOfPrevious = rank;
      }
      // The rest of the RFC's scan: code points < n after the last occurrence.
      delta += belowCount - rankOfPrevious;
      for (int g = groupStart; g < i; g++) {
        belowBits |= 1L << (keys[g] & 63);
      }
      belowCount += i - groupStart;
      // "increment delta and n"
      delta++;
      n++;
    }
    return o;
  }

  /**
   * Appends the Punycode decoding of {@code s[start, end)} to {@code out}, or declines.
   *
   * @return {@code false}, with {@code out} untouched, if the range is longer than
   *     {@link #MAX_CHARS} or holds an integer beyond label size (see the class comment)
   * @throws PunycodeException as the general decoder, {@code out} untouched
   */
  static boolean decode(CharSequence s, int start, int end, StringBuilder out) {
    return append(false, s, start, end, out);
  }

  /**
   * Returns the Punycode decoding of {@code s[start, end)}, or {@code null} to decline, as
   * {@link #decode(CharSequence, int, int, StringBuilder)}.
   */
  static String decode(CharSequence s, int start, int end) {
    return asString(false, s, start, end);
  }

  /**
   * Runs {@link #encodeInto} or {@link #decodeInto} on this thread's scratch and appends the
   * result to {@code out}; {@code false}, with {@code out} untouched, to decline.
   */
  private static boolean append(boolean encoding, CharSequence s, int start, int end, StringBuilder out) {
    if (end - start > MAX_CHARS) {
      return false;
    }
    Scratch scratch = acquire();
    try {
      int length = encoding ? encodeInto(s, start, end, scratch) : decodeInto(s, start, end, scratch);
      if (length < 0) {
        return false;
      }
      out.append(scratch.out, 0, length);
      return true;
    } finally {
      scratch.busy = false;
    }
  }

  /** As {@link #append}, returning the result as a new {@code String}, or {@code null} to decline. */
  private static String asString(boolean encoding, CharSequence s, int start, int end) {
    if (end - start > MAX_CHARS) {
      return null;
    }
    Scratch scratch = acquire();
    try {
      int length = encoding ? encodeInto(s, start, end, scratch) : decodeInto(s, start, end, scratch);
      return length < 0 ? null : new String(scratch.out, 0, length);
    } finally {
      scratch.busy = false;
    }
  }

  /** Largest weight w this path handles: i, w and their products then stay far below 2^63. */
  private static final long MAX_WEIGHT = 1L << 40;

  /**
   * Writes the decoding of {@code s[start, end)} (at most {@link #MAX_CHARS} chars) to
   * {@code scratch.out} as UTF-16 and returns its length, or -1 to decline. RFC 3492 §6.2 with
   * the checks of {@link BootstringDecoder}'s simple path, in the same order; the insertions
   * are recorded during the loop and placed after it (see {@link #place}).
   *
   * <p><b>Arithmetic.</b> i and w are {@code long}s. A successful decoding with at most 128
   * output code points ends every integer with {@code i < (0x10FFFF - 0x80 + 1) * 129 < 2^28}
   * (else "n + i div (length(output) + 1)" leaves Unicode), and w never exceeds
   * {@code 35 * i} (each digit but the last is at least t >= 1, so i >= w before
   * {@code w = w * (base - t)}, §3.3). So this path declines once w passes 2^40 or i passes
   * 2^31: up to there i < 2^53 and no §6.4 overflow is possible, and beyond it the input
   * fails in a way the general decoder decides.
   */
  private static int decodeInto(CharSequence s, int start, int end, Scratch scratch) {
    int length = end - start;
    char[] in = scratch.in;
    copy(s, start, end, in);
    int[] insertions = scratch.ints;
    // RFC 3492 §6.2: "consume all code points before the last delimiter (if there is one)
    // and copy them to output, fail on any non-basic code point". They stay in[0, b) until
    // place() puts them in the slots that the insertions leave free.
    int lastDelimiter = length - 1;
    while (lastDelimiter >= 0 && in[lastDelimiter] != DELIMITER) {
      lastDelimiter--;
    }
    int b = 0;
    int p = 0;
    if (lastDelimiter > 0) {
      for (int j = 0; j < lastDelimiter; j++) {
        if (in[j] >= INITIAL_N) {
          throw new PunycodeException(Reason.NON_BASIC_BEFORE_DELIMITER, start + j);
        }
      }
      b = lastDelimiter;
      // "if more than zero code points were consumed then consume one more"
      p = lastDelimiter + 1;
    }
    int outLength = b;
    int count = 0;
    boolean supplementary = false;
    int n = INITIAL_N;
    long i = 0;
    int bias = INITIAL_BIAS;
    while (p < length) {
      int integerStart = p;
      long oldi = i;
      long w = 1;
      // "for k = base to infinity in steps of base do begin"
      for (int k = BASE; ; k += BASE) {
        // "consume a code point, or fail if there was none to consume"
        if (p >= length) {
          throw new PunycodeException(Reason.TRUNCATED_INTEGER, start + integerStart);
        }
        char c = in[p];
        // "let digit = the code point's digit-value, fail if it has none"
        int digit = c < INITIAL_N ? DIGIT_VALUES[c] : -1;
        if (digit < 0) {
          throw new PunycodeException(Reason.BAD_DIGIT, start + p);
        }
        // "let i = i + digit * w, fail on overflow": w <= 2^40, so no overflow here
        i += digit * w;
        int t = threshold(k, bias);
        p++;
        if (digit < t) {
          break;
        }
        // "let w = w * (base - t), fail on overflow"
        w *= BASE - t;
        if (w > MAX_WEIGHT) {
          return -1;
        }
      }
      if (i > Integer.MAX_VALUE) {
        return -1;
      }
      int numPoints = outLength + 1;
      // "let bias = adapt(i - oldi, length(output) + 1, test oldi is 0?)"
      bias = adapt((int) (i - oldi), numPoints, oldi == 0);
      // "let n = n + i div (length(output) + 1), fail on overflow", "let i = i mod (...)"
      int q = divide((int) i, numPoints);
      int pos = (int) i - q * numPoints;
      if (q > Character.MAX_CODE_POINT - n) {
        throw new PunycodeException(Reason.CODE_POINT_OUT_OF_RANGE, start + integerStart);
      }
      n += q;
      if (n >= Character.MIN_SURROGATE && n <= Character.MAX_SURROGATE) {
        throw new PunycodeException(Reason.SURROGATE_CODE_POINT, start + integerStart);
      }
      // n >= initial_n, so §6.2's "if n is a basic code point then fail" cannot fire.
      // "insert n into output at position i": recorded here, carried out by place().
      insertions[count++] = insertion(n, pos);
      outLength++;
      supplementary |= n >= Character.MIN_SUPPLEMENTARY_CODE_POINT;
      // "increment i"
      i = pos + 1L;
    }
    char[] out = scratch.out;
    if (!supplementary) {
      // All BMP: one char per code point, placed straight into the result.
      place(insertions, count, in, b, out, null);
      return outLength;
    }
    int[] codePoints = scratch.codePoints;
    place(insertions, count, in, b, null, codePoints);
    int o = 0;
    for (int j = 0; j < outLength; j++) {
      o += Character.toChars(codePoints[j], out, o);
    }
    return o;
  }

  /**
   * An insertion of RFC 3492 §6.2, "insert n into output at position i", packed as
   * {@code n << 7 | i}: n is at most 21 bits and i below {@link #MAX_CHARS} = 2^7.
   */
  private static int insertion(int n, int position) {
    return n << 7 | position;
  }

  /**
   * Builds the output of RFC 3492 §6.2 from its parts: the b basic code points
   * {@code basic[0, b)} and the recorded insertions, in the order they were decoded. Writes it
   * to {@code chars} if that is not {@code null} (every code point is then in the BMP), else to
   * {@code codePoints}.
   *
   * <p><b>Why the insertions can be placed last first.</b> Successive insertions never reorder
   * what is already in the output: an insertion only shifts the code points at and after its
   * position by one. So after insertion k, the code points present at that time (the basic ones
   * and insertions 0..k) are in their final relative order, and insertion k, at position
   * {@code pos_k}, has exactly {@code pos_k} of them before it. In the final output these code
   * points occupy the slots that the later insertions k+1, k+2, ... do not. Going from the last
   * insertion to the first, with the set of slots not yet taken by a later insertion, insertion
   * k therefore goes into the {@code pos_k}-th free slot (counting from 0), and takes it. Once
   * every insertion is placed, the free slots are those of the basic code points, which no
   * insertion reordered: they fill them in their order. This costs one select per insertion on a
   * 128-bit set (two {@code long}s) instead of shifting the output on every insertion.
   */
  private static void place(int[] insertions, int count, char[] basic, int b, char[] chars,
      int[] codePoints) {
    int length = b + count; // at most MAX_CHARS = 128 (every insertion consumed a char)
    // Bit j of (high:low) is set while slot j is free.
    long low = length >= 64 ? -1L : ~(-1L << length);
    long high = length <= 64 ? 0 : -1L >>> (128 - length);
    for (int k = count - 1; k >= 0; k--) {
      int packed = insertions[k];
      int rank = packed & 127;
      int lowFree = Long.bitCount(low);
      int slot;
      if (rank < lowFree) {
        slot = select(low, rank);
        low &= ~(1L << slot);
      } else {
        int highSlot = select(high, rank - lowFree);
        high &= ~(1L << highSlot);
        slot = 64 + highSlot;
      }
      if (chars != null) {
        chars[slot] = (char) (packed >>> 7);
      } else {
        codePoints[slot] = packed >>> 7;
      }
    }
    // The basic code points, in order, into the slots left free.
    for (int j = 0; j < b; j++) {
      int slot;
      if (low != 0) {
        slot = Long.numberOfTrailingZeros(low);
        low &= low - 1;
      } else {
        slot = 64 + Long.numberOfTrailingZeros(high);
        high &= high - 1;
      }
      if (chars != null) {
        chars[slot] = basic[j];
      } else {
        codePoints[slot] = basic[j];
      }
    }
  }

  /** The index of the set bit of {@code bits} that has {@code rank} set bits below it. */
  private static int select(long bits, int rank) {
    for (int r = rank; r > 0; r--) {
      bits &= bits - 1; // clears the lowest set bit
    }
    return Long.numberOfTrailingZeros(bits);
  }

  /** The threshold t of position k: {@code k - bias} clamped to [tmin, tmax] (RFC 3492 §3.3). */
  private static int threshold(int k, int bias) {
    return Math.min(Math.max(k - bias, TMIN), TMAX);
  }

  /** {@code q / d} for {@code 0 <= q} and {@code 1 <= d <= 129}; a multiplication below 2^24. */
  private static int divide(int q, int d) {
    return q < RECIPROCAL_LIMIT ? (int) ((q * RECIPROCAL[d]) >>> 40) : q / d;
  }

  /**
   * The bias adaptation function of RFC 3492 §6.1 with the §5 parameters, for
   * {@code 0 <= delta} and {@code 1 <= numPoints <= 129}.
   *
   * @param delta the delta just written or read
   * @param numPoints the number of code points handled so far, plus one
   * @param firstTime whether this is the first delta
   * @return the new bias
   */
  static int adapt(int delta, int numPoints, boolean firstTime) {
    // "if firsttime then let delta = delta div damp else let delta = delta div 2"
    delta = firstTime ? delta / DAMP : delta >>> 1;
    // "let delta = delta + (delta div numpoints)"
    delta += divide(delta, numPoints);
    // "while delta > ((base - tmin) * tmax) div 2 do let delta = delta div (base - tmin)"
    int k = 0;
    while (delta > ((BASE - TMIN) * TMAX) / 2) {
      delta /= BASE - TMIN;
      k += BASE;
    }
    // "return k + (((base - tmin + 1) * delta) div (delta + skew))"
    return k + ADAPT_TAIL[delta];
  }

  /** Whether {@link #adapt} applies: numPoints within its reciprocal table, delta an int. */
  static boolean adaptApplies(long delta, int numPoints) {
    return delta <= Integer.MAX_VALUE && numPoints <= MAX_DIVISOR;
  }
}
