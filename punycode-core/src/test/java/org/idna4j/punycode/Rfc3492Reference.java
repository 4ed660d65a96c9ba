package org.idna4j.punycode;

import java.util.ArrayList;
import java.util.List;

/**
 * A literal transcription of the RFC 3492 §6.1-§6.3 pseudocode with the §5 Punycode parameters,
 * quadratic and without error handling: the oracle the optimized engine is compared with.
 * Mixed-case annotation follows Appendix A. Valid input only.
 */
final class Rfc3492Reference {

  private static final int BASE = 36;
  private static final int TMIN = 1;
  private static final int TMAX = 26;
  private static final int SKEW = 38;
  private static final int DAMP = 700;
  private static final int INITIAL_BIAS = 72;
  private static final int INITIAL_N = 0x80;

  private Rfc3492Reference() {}

  /** §6.1 "function adapt(delta, numpoints, firsttime)". */
  static long adapt(long delta, long numpoints, boolean firsttime) {
    delta = firsttime ? delta / DAMP : delta / 2;
    delta = delta + delta / numpoints;
    long k = 0;
    while (delta > ((BASE - TMIN) * TMAX) / 2) {
      delta = delta / (BASE - TMIN);
      k = k + BASE;
    }
    return k + (((BASE - TMIN + 1) * delta) / (delta + SKEW));
  }

  /** §5: digit-values 0-25 are a-z, 26-35 are 0-9. */
  static char digit(long d, boolean upper) {
    char c = d < 26 ? (char) ('a' + d) : (char) ('0' + d - 26);
    return upper && d < 26 ? Character.toUpperCase(c) : c;
  }

  static long threshold(long k, long bias) {
    return k <= bias + TMIN ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
  }

  /** §6.3 encoding procedure; {@code upper} may be null (no annotation). */
  static String encode(int[] input, boolean[] upper) {
    StringBuilder output = new StringBuilder();
    long n = INITIAL_N;
    long delta = 0;
    long bias = INITIAL_BIAS;
    // "let h = b = the number of basic code points in the input"
    long b = 0;
    for (int j = 0; j < input.length; j++) {
      if (input[j] < INITIAL_N) {
        char c = (char) input[j];
        if (upper != null && c >= 'a' && c <= 'z' && upper[j]) {
          c = Character.toUpperCase(c);
        } else if (upper != null && c >= 'A' && c <= 'Z' && !upper[j]) {
          c = Character.toLowerCase(c);
        }
        output.append(c);
        b++;
      }
    }
    long h = b;
    if (b > 0) {
      output.append('-');
    }
    while (h < input.length) {
      long m = Long.MAX_VALUE;
      for (int c : input) {
        if (c >= n && c < m) {
          m = c;
        }
      }
      delta = delta + (m - n) * (h + 1);
      n = m;
      for (int j = 0; j < input.length; j++) {
        int c = input[j];
        if (c < n) {
          delta++;
        }
        if (c == n) {
          long q = delta;
          for (long k = BASE; ; k += BASE) {
            long t = threshold(k, bias);
            if (q < t) {
              break;
            }
            output.append(digit(t + (q - t) % (BASE - t), false));
            q = (q - t) / (BASE - t);
          }
          output.append(digit(q, upper != null && upper[j]));
          bias = adapt(delta, h + 1, h == b);
          delta = 0;
          h++;
        }
      }
      delta++;
      n++;
    }
    return output.toString();
  }

  /** §6.2 decoding procedure, code points only. */
  static int[] decode(String input) {
    List<Integer> output = new ArrayList<>();
    long n = INITIAL_N;
    long i = 0;
    long bias = INITIAL_BIAS;
    int last = input.lastIndexOf('-');
    int in = 0;
    if (last > 0) {
      for (; in < last; in++) {
        output.add((int) input.charAt(in));
      }
      in++;
    }
    while (in < input.length()) {
      long oldi = i;
      long w = 1;
      for (long k = BASE; ; k += BASE) {
        char c = input.charAt(in++);
        long d = c >= '0' && c <= '9' ? c - '0' + 26 : Character.toLowerCase(c) - 'a';
        i = i + d * w;
        long t = threshold(k, bias);
        if (d < t) {
          break;
        }
        w = w * (BASE - t);
      }
      bias = adapt(i - oldi, output.size() + 1, oldi == 0);
      n = n + i / (output.size() + 1);
      i = i % (output.size() + 1);
      output.add((int) i, (int) n);
      i++;
    }
    return output.stream().mapToInt(Integer::intValue).toArray();
  }
}
