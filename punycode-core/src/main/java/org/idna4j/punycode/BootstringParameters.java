package org.idna4j.punycode;

import java.util.Arrays;
import java.util.Objects;

/**
 * The parameters of a Bootstring instance (RFC 3492 §3, §4): base, tmin, tmax, skew, damp, initial
 * bias, initial n, the delimiter and the digit alphabet.
 *
 * <p>Instances are immutable and validated: {@link Builder#build()} rejects every parameter set
 * that breaks the RFC 3492 §4 constraints. {@link #PUNYCODE} is the RFC 3492 §5 instance; start
 * from it to define another one:
 *
 * <pre>{@code
 * BootstringParameters params = BootstringParameters.PUNYCODE.toBuilder()
 *         .tmin(2).tmax(20).skew(30).initialBias(50)
 *         .build();
 * Bootstring codec = Bootstring.of(params);
 * }</pre>
 *
 * <p><b>Basic code points.</b> RFC 3492 leaves the set of basic code points to the instance; here
 * it is every code point below {@link #initialN()}, which satisfies §4 ("the initial value of n
 * cannot be greater than the minimum non-basic code point"). To keep decoding a matter of single
 * UTF-16 units, {@code initialN} may be at most U+D800, so basic code points are BMP
 * non-surrogates. Digits and the delimiter must be basic (§4).
 *
 * <p><b>Case.</b> Basic strings are treated as case-insensitive for ASCII letters (§4: "uppercase
 * and lowercase versions of the same letter need to be equivalent if basic strings are
 * case-insensitive"): a decoder accepts either case of an ASCII-letter digit, so the alphabet may
 * not contain two cases of one letter, nor a case of the delimiter.
 *
 * <p><b>Why this class is long.</b> It is one public value with its public {@link Builder}: each of
 * the nine RFC 3492 §3 parameters has an accessor, a builder method and their Javadoc, and {@link
 * Builder#build()} checks the §4 constraints one by one so that each failure names its rule.
 * Splitting it would split one concept across files; about 40% of it is Javadoc.
 */
public final class BootstringParameters {

  /** The largest Unicode code point, U+10FFFF; Bootstring here encodes Unicode strings. */
  static final int MAX_CODE_POINT = Character.MAX_CODE_POINT;

  /**
   * The Punycode parameters of RFC 3492 §5: base 36, tmin 1, tmax 26, skew 38, damp 700, initial
   * bias 72, initial n 128 (0x80, so the basic code points are ASCII), delimiter {@code '-'} (0x2D)
   * and the digits {@code a-z} (values 0-25) followed by {@code 0-9} (values 26-35).
   */
  public static final BootstringParameters PUNYCODE =
      new Builder()
          .digits("abcdefghijklmnopqrstuvwxyz0123456789")
          .tmin(1)
          .tmax(26)
          .skew(38)
          .damp(700)
          .initialBias(72)
          .initialN(0x80)
          .delimiter('-')
          .build();

  final int base;
  final int tmin;
  final int tmax;
  final int skew;
  final int damp;
  final int initialBias;
  final int initialN;
  final char delimiter;
  private final String digits;

  /** Digit value to digit character, as given in the alphabet. */
  final char[] digitChars;

  /** Digit value to digit character with ASCII letters in lowercase (RFC 3492 Appendix A). */
  final char[] lowerDigitChars;

  /** Character to digit value, -1 for a non-digit; covers every basic code point. */
  final byte[] digitValues;

  /** Whether digit values 0..tmax-1 are all ASCII letters (RFC 3492 §4, Appendix A). */
  final boolean caseAnnotation;

  private BootstringParameters(Builder b) {
    this.base = b.digits.length();
    this.tmin = b.tmin;
    this.tmax = b.tmax;
    this.skew = b.skew;
    this.damp = b.damp;
    this.initialBias = b.initialBias;
    this.initialN = b.initialN;
    this.delimiter = b.delimiter;
    this.digits = b.digits;
    this.digitChars = digits.toCharArray();
    this.lowerDigitChars = new char[base];
    this.digitValues = new byte[initialN];
    Arrays.fill(digitValues, (byte) -1);
    boolean allLetters = true;
    for (int d = 0; d < base; d++) {
      char c = digitChars[d];
      lowerDigitChars[d] = toAsciiLower(c);
      digitValues[c] = (byte) d;
      if (isAsciiLetter(c)) {
        // RFC 3492 §4: both cases of a letter digit have the same value.
        digitValues[toAsciiLower(c)] = (byte) d;
        digitValues[toAsciiUpper(c)] = (byte) d;
      } else if (d < tmax) {
        allLetters = false;
      }
    }
    this.caseAnnotation = allLetters;
  }

  /**
   * Returns the base, the number of digits (RFC 3492 §3.3, §4).
   *
   * @return the base, at least 3
   */
  public int base() {
    return base;
  }

  /**
   * Returns tmin, the smallest threshold of a generalized variable-length integer digit (RFC 3492
   * §3.3).
   *
   * @return tmin
   */
  public int tmin() {
    return tmin;
  }

  /**
   * Returns tmax, the largest threshold of a generalized variable-length integer digit (RFC 3492
   * §3.3).
   *
   * @return tmax
   */
  public int tmax() {
    return tmax;
  }

  /**
   * Returns skew, a bias adaptation parameter (RFC 3492 §3.4).
   *
   * @return skew
   */
  public int skew() {
    return skew;
  }

  /**
   * Returns damp, the divisor applied to the first delta in bias adaptation (RFC 3492 §3.4).
   *
   * @return damp
   */
  public int damp() {
    return damp;
  }

  /**
   * Returns the initial bias (RFC 3492 §3.4, §6.2, §6.3).
   *
   * @return the initial bias
   */
  public int initialBias() {
    return initialBias;
  }

  /**
   * Returns the initial value of n (RFC 3492 §6.2, §6.3); every code point below it is basic.
   *
   * @return initial n
   */
  public int initialN() {
    return initialN;
  }

  /**
   * Returns the delimiter, the basic code point that separates the literal basic code points from
   * the deltas (RFC 3492 §3.1).
   *
   * @return the delimiter
   */
  public char delimiter() {
    return delimiter;
  }

  /**
   * Returns the digit alphabet: the character at index d represents digit-value d (RFC 3492 §4,
   * §5). Encoders write these characters; decoders also accept the other case of an ASCII letter.
   *
   * @return the digits, {@link #base()} characters
   */
  public String digits() {
    return digits;
  }

  /**
   * Tells whether these parameters support mixed-case annotation (RFC 3492 Appendix A): RFC 3492 §4
   * requires that "the code points corresponding to 0 through tmax-1 all have both uppercase and
   * lowercase forms", here: are ASCII letters.
   *
   * @return {@code true} if digit values 0 to tmax-1 are all ASCII letters
   */
  public boolean supportsCaseAnnotation() {
    return caseAnnotation;
  }

  /**
   * Returns a builder initialized with these parameters, to derive another RFC 3492 §4 parameter
   * set from them.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.digits = digits;
    b.tmin = tmin;
    b.tmax = tmax;
    b.skew = skew;
    b.damp = damp;
    b.initialBias = initialBias;
    b.initialN = initialN;
    b.delimiter = delimiter;
    return b;
  }

  /**
   * Compares all RFC 3492 §4 parameters.
   *
   * @param o the object to compare with
   * @return {@code true} if {@code o} holds the same parameters
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof BootstringParameters p)) {
      return false;
    }

    return tmin == p.tmin
        && tmax == p.tmax
        && skew == p.skew
        && damp == p.damp
        && initialBias == p.initialBias
        && initialN == p.initialN
        && delimiter == p.delimiter
        && digits.equals(p.digits);
  }

  /**
   * Returns a hash code over all RFC 3492 §4 parameters.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Objects.hash(digits, tmin, tmax, skew, damp, initialBias, initialN, delimiter);
  }

  /**
   * Returns the parameters in the style of RFC 3492 §5.
   *
   * @return for example {@code BootstringParameters[base=36, tmin=1, ...]}
   */
  @Override
  public String toString() {
    return "BootstringParameters[base="
        + base
        + ", tmin="
        + tmin
        + ", tmax="
        + tmax
        + ", skew="
        + skew
        + ", damp="
        + damp
        + ", initialBias="
        + initialBias
        + ", initialN=0x"
        + Integer.toHexString(initialN).toUpperCase(java.util.Locale.ROOT)
        + ", delimiter='"
        + delimiter
        + "', digits=\""
        + digits
        + "\"]";
  }

  static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  static boolean isAsciiUpper(char c) {
    return c >= 'A' && c <= 'Z';
  }

  static char toAsciiLower(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
  }

  static char toAsciiUpper(char c) {
    return c >= 'a' && c <= 'z' ? (char) (c - ('a' - 'A')) : c;
  }

  /**
   * Collects Bootstring parameters and validates them against RFC 3492 §4. Not thread-safe; the
   * parameters it builds are.
   */
  public static final class Builder {
    private String digits;
    private int tmin;
    private int tmax;
    private int skew;
    private int damp;
    private int initialBias;
    private int initialN;
    private char delimiter;

    private Builder() {}

    /**
     * Sets the digit alphabet; its length is the base (RFC 3492 §4, §5).
     *
     * @param digits the character for each digit-value, in order
     * @return this builder
     * @throws NullPointerException if {@code digits} is {@code null}
     */
    public Builder digits(String digits) {
      this.digits = Objects.requireNonNull(digits, "digits");
      return this;
    }

    /**
     * Sets tmin (RFC 3492 §3.3).
     *
     * @param tmin the smallest digit threshold
     * @return this builder
     */
    public Builder tmin(int tmin) {
      this.tmin = tmin;
      return this;
    }

    /**
     * Sets tmax (RFC 3492 §3.3).
     *
     * @param tmax the largest digit threshold
     * @return this builder
     */
    public Builder tmax(int tmax) {
      this.tmax = tmax;
      return this;
    }

    /**
     * Sets skew (RFC 3492 §3.4).
     *
     * @param skew the skew
     * @return this builder
     */
    public Builder skew(int skew) {
      this.skew = skew;
      return this;
    }

    /**
     * Sets damp (RFC 3492 §3.4).
     *
     * @param damp the damping divisor of the first delta
     * @return this builder
     */
    public Builder damp(int damp) {
      this.damp = damp;
      return this;
    }

    /**
     * Sets the initial bias (RFC 3492 §3.4).
     *
     * @param initialBias the initial bias
     * @return this builder
     */
    public Builder initialBias(int initialBias) {
      this.initialBias = initialBias;
      return this;
    }

    /**
     * Sets the initial value of n (RFC 3492 §6.2, §6.3); code points below it are basic.
     *
     * @param initialN the initial n
     * @return this builder
     */
    public Builder initialN(int initialN) {
      this.initialN = initialN;
      return this;
    }

    /**
     * Sets the delimiter (RFC 3492 §3.1).
     *
     * @param delimiter a basic code point that is not a digit
     * @return this builder
     */
    public Builder delimiter(char delimiter) {
      this.delimiter = delimiter;
      return this;
    }

    /**
     * Validates the parameters and builds them.
     *
     * <p>The RFC 3492 §4 constraints checked are: {@code 0 <= tmin <= tmax <= base-1}, {@code skew
     * >= 1}, {@code damp >= 2}, {@code initial_bias mod base <= base - tmin}; the digits are {@code
     * base} distinct non-delimiter basic code points; the delimiter is basic. This implementation
     * adds three constraints the RFC leaves implicit:
     *
     * <ul>
     *   <li>{@code tmax >= 1}: with {@code tmax = 0} every threshold is 0, no digit is below it and
     *       no variable-length integer ever ends (§3.3);
     *   <li>{@code tmax <= base - 2}: with {@code tmax = base - 1} the weight {@code w = w * (base
     *       - t)} stops growing once {@code t} reaches tmax, so the integers become unary and the
     *       output grows linearly with each delta, and the bias adaptation loop ({@code delta div
     *       (base - tmin)}, §6.1) need not end;
     *   <li>{@code initialBias >= 0} and {@code 1 <= initialN <= 0xD800} (see the class comment on
     *       basic code points).
     * </ul>
     *
     * @return the parameters
     * @throws IllegalStateException if {@code digits} was never set
     * @throws IllegalArgumentException if a constraint is violated; the message names it
     */
    public BootstringParameters build() {
      if (digits == null) {
        throw new IllegalStateException("digits not set");
      }
      int base = digits.length();
      if (initialN < 1 || initialN > 0xD800) {
        throw new IllegalArgumentException(
            "initialN must be in 1..0xD800 (basic code points are BMP non-surrogates): "
                + initialN);
      }
      if (!(0 <= tmin && tmin <= tmax && tmax <= base - 1)) {
        throw new IllegalArgumentException(
            "RFC 3492 §4 requires 0 <= tmin <= tmax <= base-1: tmin="
                + tmin
                + ", tmax="
                + tmax
                + ", base="
                + base);
      }
      if (tmax < 1) {
        throw new IllegalArgumentException(
            "tmax must be >= 1, else no integer ends (RFC 3492 §3.3)");
      }
      if (tmax > base - 2) {
        throw new IllegalArgumentException(
            "tmax must be <= base-2, else integers become unary "
                + "(RFC 3492 §3.3) and bias adaptation need not end (§6.1): tmax="
                + tmax
                + ", base="
                + base);
      }
      if (skew < 1) {
        throw new IllegalArgumentException("RFC 3492 §4 requires skew >= 1: " + skew);
      }
      if (damp < 2) {
        throw new IllegalArgumentException("RFC 3492 §4 requires damp >= 2: " + damp);
      }
      if (initialBias < 0) {
        throw new IllegalArgumentException("initialBias must be >= 0: " + initialBias);
      }
      if (initialBias % base > base - tmin) {
        throw new IllegalArgumentException(
            "RFC 3492 §4 requires initial_bias mod base <= base - tmin: "
                + "initialBias="
                + initialBias
                + ", base="
                + base
                + ", tmin="
                + tmin);
      }
      if (delimiter >= initialN) {
        throw new IllegalArgumentException(
            "RFC 3492 §4: the delimiter must be a basic code point (< initialN)");
      }
      if (isAsciiLetter(delimiter)
          && Math.max(toAsciiLower(delimiter), toAsciiUpper(delimiter)) >= initialN) {
        throw new IllegalArgumentException(
            "both cases of a letter delimiter must be basic (< initialN)");
      }
      boolean[] seen = new boolean[initialN];
      seen[delimiter] = true;
      if (isAsciiLetter(delimiter)) {
        seen[toAsciiLower(delimiter)] = true;
        seen[toAsciiUpper(delimiter)] = true;
      }
      for (int d = 0; d < base; d++) {
        char c = digits.charAt(d);
        if (c >= initialN) {
          throw new IllegalArgumentException(
              "RFC 3492 §4: digit " + d + " must be a basic code point (< initialN)");
        }
        char lower = toAsciiLower(c);
        char upper = toAsciiUpper(c);
        if (Math.max(lower, upper) >= initialN) {
          throw new IllegalArgumentException(
              "RFC 3492 §4: both cases of letter digit "
                  + d
                  + " must be basic code points (< initialN), since decoders ignore ASCII case");
        }
        if (seen[c] || seen[lower] || seen[upper]) {
          throw new IllegalArgumentException(
              "RFC 3492 §4: digit "
                  + d
                  + " ('"
                  + c
                  + "') is not distinct from the delimiter and the other digits (ASCII case ignored)");
        }
        seen[c] = true;
        seen[lower] = true;
        seen[upper] = true;
      }
      return new BootstringParameters(this);
    }
  }
}
