package org.idna4j.punycode;

import static org.idna4j.punycode.LabelCodec.BASE;
import static org.idna4j.punycode.LabelCodec.DELIMITER;
import static org.idna4j.punycode.LabelCodec.DIGITS;
import static org.idna4j.punycode.LabelCodec.INITIAL_BIAS;
import static org.idna4j.punycode.LabelCodec.INITIAL_N;
import static org.idna4j.punycode.LabelCodec.MAX_ENCODE_CODE_POINTS;
import static org.idna4j.punycode.LabelCodec.adapt;
import static org.idna4j.punycode.LabelCodec.copy;
import static org.idna4j.punycode.LabelCodec.divide;
import static org.idna4j.punycode.LabelCodec.threshold;

import org.idna4j.punycode.PunycodeException.Reason;

/**
 * The Punycode encoder of {@link LabelCodec}'s label-sized path (RFC 3492 §6.3 with the §5
 * parameters): the same output and exceptions as {@link BootstringEncoder} for at most {@link
 * LabelCodec#MAX_ENCODE_CODE_POINTS} code points. Package-private engine.
 */
final class LabelEncoder {

  private LabelEncoder() {}

  /**
   * Writes the encoding of {@code s[start, end)} (at most {@link LabelCodec#MAX_CHARS} chars) to
   * {@code scratch.out} and returns its length, or -1 for more than {@link
   * LabelCodec#MAX_ENCODE_CODE_POINTS} code points. RFC 3492 §6.3 with the rounds of {@link
   * BootstringEncoder#encode}: the non-basic code points are visited in (value, position) order,
   * found by insertion-sorting packed {@code value << 6 | position} keys (27 bits), and "the code
   * points below n before position j" is a bit count on one {@code long}.
   *
   * <p><b>Arithmetic.</b> delta is an {@code int}: the first delta of a round is at most {@code
   * (0x10FFFF - 0x80) * 64 < 2^27}, and within a round, or carried to the next one, it grows by at
   * most the 64 code points, so §6.4's overflow cannot happen.
   */
  static int encodeInto(CharSequence s, int start, int end, LabelCodec.Scratch scratch) {
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
          if (Character.isHighSurrogate((char) c)
              && j + 1 < length
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
}
