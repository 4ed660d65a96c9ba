package org.idna4j.punycode;

/**
 * Punycode (RFC 3492 with the §5 parameters) for label-sized strings: the path that {@link
 * Bootstring#punycode()} takes for every input an IDNA engine passes it. Package-private engine;
 * the general engines ({@link BootstringEncoder}, {@link BootstringDecoder}) remain the reference
 * for every other input and every other parameter set.
 *
 * <p><b>What is different from the general engines.</b> The §5 parameters are compile-time
 * constants, so the divisions of bias adaptation (§6.1) by damp and {@code base - tmin} become
 * multiplications, and the divisions by {@code base - t} (§3.3) and by the output length (§6.2) go
 * through a table of reciprocals. The input is copied once into a scratch {@code char[]} (a bulk
 * copy for {@link String} and {@link StringBuilder}); digits and decoded code points are written
 * into scratch arrays and appended to the caller's {@link StringBuilder} (or turned into a {@link
 * String}) in one call. The decoder does not shift its output on every "insert n into output at
 * position i" (§6.2): it records the insertions and places them all at the end, last first, in the
 * free slots of a 128-bit set (see {@link LabelDecoder}). The scratch arrays are per thread and
 * have a fixed size of a few kilobytes, because only inputs of at most {@link #MAX_CHARS} chars
 * come here: a huge input never grows or pins them.
 *
 * <p>This class holds the entry points, the scratch and the §5 arithmetic both directions share;
 * {@link LabelEncoder} and {@link LabelDecoder} hold the two algorithms.
 *
 * <p><b>Same results.</b> Every method either does exactly what the general engine does (same
 * output; same {@link PunycodeException} reason and index, detected in the same order) or returns a
 * "not mine" answer <em>before</em> writing anything to the caller's builder, and the caller then
 * runs the general engine on the same input:
 *
 * <ul>
 *   <li>the encoder declines more than {@link #MAX_ENCODE_CODE_POINTS} code points (positions are
 *       6-bit fields and a position set is one {@code long});
 *   <li>the decoder declines an integer whose weight w exceeds 2^40 or a value of i above {@link
 *       Integer#MAX_VALUE}: no successful decoding of at most {@link #MAX_CHARS} chars gets there
 *       (see {@link LabelDecoder}), and whether such an input fails with {@code OVERFLOW} or {@code
 *       CODE_POINT_OUT_OF_RANGE}, and where, is the general decoder's decision.
 * </ul>
 *
 * The unit tests compare this path with the general engines on random labels of every length up to
 * the limits, valid and malformed.
 */
final class LabelCodec {

  /** Inputs of at most this many chars (both directions) may take this path. */
  static final int MAX_CHARS = 128;

  /** The encoder handles at most this many code points: positions fit in one {@code long}. */
  static final int MAX_ENCODE_CODE_POINTS = 64;

  // RFC 3492 §5: "base = 36, tmin = 1, tmax = 26, skew = 38, damp = 700, initial_bias = 72,
  // initial_n = 128 = 0x80", the delimiter 0x2D and the digits a-z (0-25), 0-9 (26-35).
  static final int BASE = 36;
  static final int TMIN = 1;
  static final int TMAX = 26;
  private static final int SKEW = 38;
  private static final int DAMP = 700;
  static final int INITIAL_BIAS = 72;
  static final int INITIAL_N = 0x80;
  static final char DELIMITER = '-';
  static final char[] DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789".toCharArray();

  /**
   * RFC 3492 §5: digit-values of the basic code points, either case of a letter (§5: "the code
   * points A-Z and a-z both represent 0-25"), -1 for a non-digit.
   */
  static final byte[] DIGIT_VALUES = new byte[INITIAL_N];

  /**
   * A delta of an encoding of at most {@link #MAX_ENCODE_CODE_POINTS} code points is below 2^31
   * (see {@link LabelEncoder#encodeInto}); each digit but the last divides it by {@code base - t >=
   * 10} (§3.3, t <= tmax = 26), so an integer has at most 10 + 1 digits.
   */
  private static final int MAX_DIGITS = 11;

  /** The longest encoding of {@link #MAX_ENCODE_CODE_POINTS} code points. */
  static final int MAX_ENCODED = MAX_ENCODE_CODE_POINTS * MAX_DIGITS + 1;

  /** The largest numpoints of §6.1 and divisor of §6.2 on this path: output length + 1. */
  private static final int MAX_DIVISOR = MAX_CHARS + 1;

  /**
   * {@code RECIPROCAL[d] = 2^40 / d + 1}, so that {@code (q * RECIPROCAL[d]) >>> 40 == q / d} for
   * {@code 0 <= q < 2^24} and {@code 1 <= d <= 129}: with {@code RECIPROCAL[d] = (2^40 + e) / d},
   * {@code 0 < e <= d}, the product is {@code q / d + q * e / (d * 2^40)} and the error term stays
   * below {@code 1 / d} while {@code q * e < 2^40}; the product stays below 2^64.
   */
  private static final long[] RECIPROCAL = new long[MAX_DIVISOR + 1];

  /** Below this, {@link #divide} multiplies by a reciprocal. */
  private static final int RECIPROCAL_LIMIT = 1 << 24;

  /**
   * The §6.1 loop runs while {@code delta > ((base - tmin) * tmax) div 2} = 455; afterwards {@code
   * ADAPT_TAIL[delta] = ((base - tmin + 1) * delta) div (delta + skew)}.
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
  static final class Scratch {
    /** The input, copied. */
    final char[] in = new char[MAX_CHARS];

    /** The encoder's sort keys, the decoder's insertions (see {@link LabelDecoder}). */
    final int[] ints = new int[MAX_CHARS];

    /** The decoder's output code points, when one is supplementary. */
    final int[] codePoints = new int[MAX_CHARS];

    /** The result: an encoding or a decoded string of up to 128 code points. */
    final char[] out = new char[Math.max(MAX_ENCODED, 2 * MAX_CHARS)];

    /** Set while a call uses this scratch, so that a re-entrant call gets its own. */
    boolean busy;
  }

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  private LabelCodec() {}

  /**
   * Returns this thread's scratch, or a new one if it is in use further up the stack (a {@link
   * CharSequence} whose {@code charAt} calls the codec).
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
  static void copy(CharSequence s, int start, int end, char[] dst) {
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
   * @return {@code false}, with {@code out} untouched, if the range is longer than {@link
   *     #MAX_CHARS} chars or {@link #MAX_ENCODE_CODE_POINTS} code points
   * @throws PunycodeException {@code UNPAIRED_SURROGATE} as the general encoder, {@code out}
   *     untouched
   */
  static boolean encode(CharSequence s, int start, int end, StringBuilder out) {
    return append(true, s, start, end, out);
  }

  /**
   * Returns the Punycode encoding of {@code s[start, end)}, or {@code null} to decline, as {@link
   * #encode(CharSequence, int, int, StringBuilder)}.
   */
  static String encode(CharSequence s, int start, int end) {
    return asString(true, s, start, end);
  }

  /**
   * Appends the Punycode decoding of {@code s[start, end)} to {@code out}, or declines.
   *
   * @return {@code false}, with {@code out} untouched, if the range is longer than {@link
   *     #MAX_CHARS} or holds an integer beyond label size (see the class comment)
   * @throws PunycodeException as the general decoder, {@code out} untouched
   */
  static boolean decode(CharSequence s, int start, int end, StringBuilder out) {
    return append(false, s, start, end, out);
  }

  /**
   * Returns the Punycode decoding of {@code s[start, end)}, or {@code null} to decline, as {@link
   * #decode(CharSequence, int, int, StringBuilder)}.
   */
  static String decode(CharSequence s, int start, int end) {
    return asString(false, s, start, end);
  }

  /**
   * Runs {@link LabelEncoder#encodeInto} or {@link LabelDecoder#decodeInto} on this thread's
   * scratch and appends the result to {@code out}; {@code false}, with {@code out} untouched, to
   * decline.
   */
  private static boolean append(
      boolean encoding, CharSequence s, int start, int end, StringBuilder out) {
    if (end - start > MAX_CHARS) {
      return false;
    }
    Scratch scratch = acquire();
    try {
      int length =
          encoding
              ? LabelEncoder.encodeInto(s, start, end, scratch)
              : LabelDecoder.decodeInto(s, start, end, scratch);
      if (length < 0) {
        return false;
      }
      out.append(scratch.out, 0, length);
      return true;
    } finally {
      scratch.busy = false;
    }
  }

  /**
   * As {@link #append}, returning the result as a new {@code String}, or {@code null} to decline.
   */
  private static String asString(boolean encoding, CharSequence s, int start, int end) {
    if (end - start > MAX_CHARS) {
      return null;
    }
    Scratch scratch = acquire();
    try {
      int length =
          encoding
              ? LabelEncoder.encodeInto(s, start, end, scratch)
              : LabelDecoder.decodeInto(s, start, end, scratch);
      return length < 0 ? null : new String(scratch.out, 0, length);
    } finally {
      scratch.busy = false;
    }
  }

  /** The threshold t of position k: {@code k - bias} clamped to [tmin, tmax] (RFC 3492 §3.3). */
  static int threshold(int k, int bias) {
    return Math.min(Math.max(k - bias, TMIN), TMAX);
  }

  /** {@code q / d} for {@code 0 <= q} and {@code 1 <= d <= 129}; a multiplication below 2^24. */
  static int divide(int q, int d) {
    return q < RECIPROCAL_LIMIT ? (int) ((q * RECIPROCAL[d]) >>> 40) : q / d;
  }

  /**
   * The bias adaptation function of RFC 3492 §6.1 with the §5 parameters, for {@code 0 <= delta}
   * and {@code 1 <= numPoints <= 129}.
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
