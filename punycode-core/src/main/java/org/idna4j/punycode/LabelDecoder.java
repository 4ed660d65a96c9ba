package org.idna4j.punycode;

import static org.idna4j.punycode.LabelCodec.BASE;
import static org.idna4j.punycode.LabelCodec.DELIMITER;
import static org.idna4j.punycode.LabelCodec.DIGIT_VALUES;
import static org.idna4j.punycode.LabelCodec.INITIAL_BIAS;
import static org.idna4j.punycode.LabelCodec.INITIAL_N;
import static org.idna4j.punycode.LabelCodec.adapt;
import static org.idna4j.punycode.LabelCodec.copy;
import static org.idna4j.punycode.LabelCodec.divide;
import static org.idna4j.punycode.LabelCodec.threshold;

import org.idna4j.punycode.PunycodeException.Reason;

/**
 * The Punycode decoder of {@link LabelCodec}'s label-sized path (RFC 3492 §6.2 with the §5
 * parameters): the same output and exceptions as {@link BootstringDecoder} for at most {@link
 * LabelCodec#MAX_CHARS} chars, or a decline where only the general decoder can tell how the input
 * fails. Package-private engine.
 *
 * <p>The decoder does not shift its output on every "insert n into output at position i" (§6.2): it
 * records the insertions and places them all at the end, last first, in the free slots of a 128-bit
 * set (see {@link #place}).
 */
final class LabelDecoder {

  private LabelDecoder() {}

  /** Largest weight w this path handles: i, w and their products then stay far below 2^63. */
  private static final long MAX_WEIGHT = 1L << 40;

  /**
   * Writes the decoding of {@code s[start, end)} (at most {@link LabelCodec#MAX_CHARS} chars) to
   * {@code scratch.out} as UTF-16 and returns its length, or -1 to decline. RFC 3492 §6.2 with the
   * checks of {@link BootstringDecoder}'s simple path, in the same order; the insertions are
   * recorded during the loop and placed after it (see {@link #place}).
   *
   * <p><b>Arithmetic.</b> i and w are {@code long}s. A successful decoding with at most 128 output
   * code points ends every integer with {@code i < (0x10FFFF - 0x80 + 1) * 129 < 2^28} (else "n + i
   * div (length(output) + 1)" leaves Unicode), and w never exceeds {@code 35 * i} (each digit but
   * the last is at least t >= 1, so i >= w before {@code w = w * (base - t)}, §3.3). So this path
   * declines once w passes 2^40 or i passes 2^31: up to there {@code i < 2^53} and no §6.4 overflow
   * is possible, and beyond it the input fails in a way the general decoder decides.
   */
  static int decodeInto(CharSequence s, int start, int end, LabelCodec.Scratch scratch) {
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
   * An insertion of RFC 3492 §6.2, "insert n into output at position i", packed as {@code n << 7 |
   * i}: n is at most 21 bits and i below {@link LabelCodec#MAX_CHARS} = 2^7.
   */
  private static int insertion(int n, int position) {
    return n << 7 | position;
  }

  /**
   * Builds the output of RFC 3492 §6.2 from its parts: the b basic code points {@code basic[0, b)}
   * and the recorded insertions, in the order they were decoded. Writes it to {@code chars} if that
   * is not {@code null} (every code point is then in the BMP), else to {@code codePoints}.
   *
   * <p><b>Why the insertions can be placed last first.</b> Successive insertions never reorder what
   * is already in the output: an insertion only shifts the code points at and after its position by
   * one. So after insertion k, the code points present at that time (the basic ones and insertions
   * 0..k) are in their final relative order, and insertion k, at position {@code pos_k}, has
   * exactly {@code pos_k} of them before it. In the final output these code points occupy the slots
   * that the later insertions k+1, k+2, ... do not. Going from the last insertion to the first,
   * with the set of slots not yet taken by a later insertion, insertion k therefore goes into the
   * {@code pos_k}-th free slot (counting from 0), and takes it. Once every insertion is placed, the
   * free slots are those of the basic code points, which no insertion reordered: they fill them in
   * their order. This costs one select per insertion on a 128-bit set (two {@code long}s) instead
   * of shifting the output on every insertion.
   */
  private static void place(
      int[] insertions, int count, char[] basic, int b, char[] chars, int[] codePoints) {
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
}
