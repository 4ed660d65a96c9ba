package org.idna4j.punycode;

import java.util.Arrays;
import java.util.Objects;

/**
 * A Bootstring codec (RFC 3492 §3, §6) for one set of {@link BootstringParameters}: encodes a
 * Unicode string into a string of basic code points and decodes it back.
 *
 * <p>Most users want {@link Punycode}, the RFC 3492 §5 instance, whose static methods delegate to
 * {@link #punycode()}. Use this class directly for other parameter sets:
 *
 * <pre>{@code
 * Bootstring codec = Bootstring.of(BootstringParameters.PUNYCODE.toBuilder().tmin(2).build());
 * String encoded = codec.encode("bücher");
 * String decoded = codec.decode(encoded);   // "bücher"
 * }</pre>
 *
 * <p><b>Behaviour.</b> Encoding and decoding follow RFC 3492 §6.3 and §6.2 exactly, on code points:
 * supplementary characters count as one code point, and an unpaired surrogate in the input is an
 * error. Decoding is case-insensitive for ASCII-letter digits; encoding writes the digit alphabet
 * as given (lowercase for Punycode). Basic code points keep their case in both directions.
 * Mixed-case annotation (Appendix A) is available through {@link #encode(int[], boolean[])} and
 * {@link #decodeWithCase(CharSequence)}.
 *
 * <p><b>Failures.</b> Every bad input throws one {@link PunycodeException} with a {@linkplain
 * PunycodeException#reason() reason} and an {@linkplain PunycodeException#index() index}; no other
 * exception escapes for any input. Integers are 64-bit: the encoder cannot overflow for any Java
 * string, and the decoder reports {@link PunycodeException.Reason#OVERFLOW} instead of wrapping
 * around (§6.4). Long mixed-script inputs can need deltas of 2^31 and more, beyond the 32-bit
 * sample implementation of RFC 3492 Appendix C: they round-trip here but decoders limited to 32
 * bits may refuse them.
 *
 * <p><b>Performance.</b> There is no length limit, and both directions run in O(n log n): the
 * encoder visits the non-basic code points in sorted order and counts with a rank structure instead
 * of rescanning the input per code point; the decoder computes every insertion first and places
 * them with an order-statistics structure instead of shifting the output. A label stays on an
 * allocation-light path (one {@code long} as the position set; the decoder's literal insertion up
 * to 128 chars), and a Punycode label of up to 128 chars on a dedicated path with the RFC 3492 §5
 * constants folded in and per-thread scratch arrays of fixed size, which allocates nothing but the
 * result. A million mixed-script code points encode and decode in well under a second; see {@code
 * benchmarks/README.md}.
 *
 * <p>Instances are immutable and thread-safe.
 */
// Identity with PUNYCODE selects the label codec: an equal instance built elsewhere takes the
// general path, which gives the same result.
@SuppressWarnings("ReferenceEquality")
public final class Bootstring {

  private static final Bootstring PUNYCODE = new Bootstring(BootstringParameters.PUNYCODE);

  private final BootstringParameters parameters;

  private Bootstring(BootstringParameters parameters) {
    this.parameters = parameters;
  }

  /**
   * Returns the Punycode codec, Bootstring with the RFC 3492 §5 parameters {@link
   * BootstringParameters#PUNYCODE}.
   *
   * @return the shared Punycode instance
   */
  public static Bootstring punycode() {
    return PUNYCODE;
  }

  /**
   * Returns a codec for the given parameters (RFC 3492 §4), which {@link BootstringParameters} has
   * already validated.
   *
   * @param parameters the parameters
   * @return the codec
   * @throws NullPointerException if {@code parameters} is {@code null}
   */
  public static Bootstring of(BootstringParameters parameters) {
    Objects.requireNonNull(parameters, "parameters");
    return parameters.equals(BootstringParameters.PUNYCODE) ? PUNYCODE : new Bootstring(parameters);
  }

  /**
   * Returns this codec's parameters (RFC 3492 §4).
   *
   * @return the parameters
   */
  public BootstringParameters parameters() {
    return parameters;
  }

  /**
   * Encodes a string (RFC 3492 §6.3): the basic code points in order, a delimiter if there was at
   * least one, then one delta per non-basic code point.
   *
   * <pre>{@code
   * Punycode.encode("bücher")   // "bcher-kva"
   * Punycode.encode("abc")      // "abc-"
   * Punycode.encode("")         // ""
   * }</pre>
   *
   * @param input the string to encode, any length
   * @return the encoded string
   * @throws PunycodeException {@link PunycodeException.Reason#UNPAIRED_SURROGATE} if the input is
   *     not well-formed UTF-16
   * @throws NullPointerException if {@code input} is {@code null}
   */
  public String encode(CharSequence input) {
    int length = input.length();
    if (this == PUNYCODE) {
      String label = LabelCodec.encode(input, 0, length);
      if (label != null) {
        return label;
      }
    }
    StringBuilder out = new StringBuilder(initialCapacity(length));
    encodeRange(input, 0, length, out);
    return out.toString();
  }

  /**
   * Encodes {@code input[start, end)} (RFC 3492 §6.3) and appends the result to {@code out}, so
   * that callers working on a larger text (such as one label of a domain name) avoid copies. On
   * failure {@code out} is left as it was.
   *
   * @param input the text holding the string to encode
   * @param start the index of its first char
   * @param end the index after its last char; a high surrogate at {@code end - 1} is unpaired even
   *     if {@code input} continues with a low surrogate
   * @param out where the encoding is appended
   * @return {@code out}
   * @throws PunycodeException {@link PunycodeException.Reason#UNPAIRED_SURROGATE} if the range is
   *     not well-formed UTF-16; the index is relative to the start of {@code input}
   * @throws IndexOutOfBoundsException if {@code start} or {@code end} is out of range
   * @throws NullPointerException if {@code input} or {@code out} is {@code null}
   */
  public StringBuilder encode(CharSequence input, int start, int end, StringBuilder out) {
    Objects.checkFromToIndex(start, end, input.length());
    Objects.requireNonNull(out, "out");
    int mark = out.length();
    try {
      encodeRange(input, start, end, out);
    } catch (PunycodeException e) {
      out.setLength(mark);
      throw e;
    }
    return out;
  }

  /** A first guess at the output length: deltas usually take one to three digits. */
  private static int initialCapacity(int length) {
    return length < (1 << 29) ? length + (length >> 1) + 8 : length;
  }

  private void encodeRange(CharSequence input, int start, int end, StringBuilder out) {
    // A Punycode label: constant parameters, scratch arrays, one append.
    if (this == PUNYCODE && LabelCodec.encode(input, start, end, out)) {
      return;
    }
    int[] cps = new int[end - start];
    int count = BootstringEncoder.toCodePoints(input, start, end, cps);
    BootstringEncoder.encode(parameters, cps, count, null, out);
  }

  /**
   * Encodes code points with mixed-case annotation (RFC 3492 Appendix A): a basic ASCII letter is
   * written in uppercase exactly when its flag is set, and the last digit of each non-basic code
   * point's delta is uppercase exactly when its flag is set; all other digits are lowercase. The
   * code points themselves are encoded as given (case-fold them first if the string is
   * case-insensitive).
   *
   * <pre>{@code
   * int[] cps = "почемужеонинеговорятпорусски".codePoints().toArray();
   * boolean[] upper = new boolean[cps.length];
   * upper[0] = true;
   * Punycode.encode(cps, upper)   // "b1abfaaepdrnnbgefbaDotcwatmq2g4l" (RFC 3492 §7.1 I)
   * }</pre>
   *
   * @param codePoints the code points to encode
   * @param uppercaseFlags one flag per code point; {@code true} suggests uppercase
   * @return the encoded string
   * @throws PunycodeException {@link PunycodeException.Reason#CODE_POINT_OUT_OF_RANGE} or {@link
   *     PunycodeException.Reason#SURROGATE_CODE_POINT} for a code point that is not a Unicode
   *     scalar value; the index is the array index
   * @throws IllegalArgumentException if the arrays differ in length
   * @throws UnsupportedOperationException if the parameters do not {@linkplain
   *     BootstringParameters#supportsCaseAnnotation() support case annotation}
   * @throws NullPointerException if an array is {@code null}
   */
  public String encode(int[] codePoints, boolean[] uppercaseFlags) {
    Objects.requireNonNull(codePoints, "codePoints");
    Objects.requireNonNull(uppercaseFlags, "uppercaseFlags");
    if (codePoints.length != uppercaseFlags.length) {
      throw new IllegalArgumentException(
          "one uppercase flag per code point: "
              + codePoints.length
              + " code points, "
              + uppercaseFlags.length
              + " flags");
    }
    requireCaseAnnotation();
    BootstringEncoder.checkCodePoints(codePoints);
    StringBuilder out = new StringBuilder(initialCapacity(codePoints.length));
    BootstringEncoder.encode(
        parameters, codePoints.clone(), codePoints.length, uppercaseFlags.clone(), out);
    return out.toString();
  }

  /**
   * Decodes a string (RFC 3492 §6.2). Digits are accepted in either case; basic code points are
   * copied as they are.
   *
   * <pre>{@code
   * Punycode.decode("bcher-kva")   // "bücher"
   * Punycode.decode("BCHER-KVA")   // "BCHER" + "ü" inserted: "BüCHER"
   * Punycode.decode("abc-")        // "abc"
   * }</pre>
   *
   * @param input the encoded string, any length
   * @return the decoded string
   * @throws PunycodeException for any input that is not a valid encoding; the {@linkplain
   *     PunycodeException#reason() reason} is one of {@code BAD_DIGIT}, {@code
   *     NON_BASIC_BEFORE_DELIMITER}, {@code TRUNCATED_INTEGER}, {@code OVERFLOW}, {@code
   *     CODE_POINT_OUT_OF_RANGE}, {@code SURROGATE_CODE_POINT}
   * @throws NullPointerException if {@code input} is {@code null}
   */
  public String decode(CharSequence input) {
    if (this == PUNYCODE) {
      String label = LabelCodec.decode(input, 0, input.length());
      if (label != null) {
        return label;
      }
    }
    BootstringDecoder.Output decoded =
        BootstringDecoder.decode(parameters, input, 0, input.length(), false);
    return new String(decoded.codePoints, 0, decoded.length);
  }

  /**
   * Decodes {@code input[start, end)} (RFC 3492 §6.2) and appends the result to {@code out}, so
   * that callers working on a larger text (such as the part of an A-label after {@code "xn--"})
   * avoid copies. On failure {@code out} is left as it was.
   *
   * @param input the text holding the encoded string
   * @param start the index of its first char
   * @param end the index after its last char
   * @param out where the decoded string is appended
   * @return {@code out}
   * @throws PunycodeException as {@link #decode(CharSequence)}; the index is relative to the start
   *     of {@code input}
   * @throws IndexOutOfBoundsException if {@code start} or {@code end} is out of range
   * @throws NullPointerException if {@code input} or {@code out} is {@code null}
   */
  public StringBuilder decode(CharSequence input, int start, int end, StringBuilder out) {
    Objects.checkFromToIndex(start, end, input.length());
    Objects.requireNonNull(out, "out");
    if (this == PUNYCODE && LabelCodec.decode(input, start, end, out)) {
      return out;
    }
    BootstringDecoder.Output decoded =
        BootstringDecoder.decode(parameters, input, start, end, false);
    int[] codePoints = decoded.codePoints;
    for (int j = 0; j < decoded.length; j++) {
      out.appendCodePoint(codePoints[j]);
    }
    return out;
  }

  /**
   * Decodes a string and its mixed-case annotation (RFC 3492 §6.2, Appendix A).
   *
   * @param input the encoded string, any length
   * @return the code points and their uppercase flags
   * @throws PunycodeException as {@link #decode(CharSequence)}
   * @throws UnsupportedOperationException if the parameters do not {@linkplain
   *     BootstringParameters#supportsCaseAnnotation() support case annotation}
   * @throws NullPointerException if {@code input} is {@code null}
   */
  public CaseAnnotatedString decodeWithCase(CharSequence input) {
    requireCaseAnnotation();
    BootstringDecoder.Output decoded =
        BootstringDecoder.decode(parameters, input, 0, input.length(), true);
    return new CaseAnnotatedString(
        Arrays.copyOf(decoded.codePoints, decoded.length),
        Arrays.copyOf(decoded.upper, decoded.length));
  }

  private void requireCaseAnnotation() {
    if (!parameters.supportsCaseAnnotation()) {
      throw new UnsupportedOperationException(
          "RFC 3492 §4: mixed-case annotation needs digits 0..tmax-1 to be letters: " + parameters);
    }
  }

  /**
   * Compares the parameters: two codecs are equal when their RFC 3492 §4 parameters are.
   *
   * @param o the object to compare with
   * @return {@code true} if {@code o} is a codec with equal parameters
   */
  @Override
  public boolean equals(Object o) {
    return this == o
        || (o instanceof Bootstring bootstring && parameters.equals(bootstring.parameters));
  }

  /**
   * Returns the hash code of the RFC 3492 §4 parameters.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return parameters.hashCode();
  }

  /**
   * Returns a description naming the RFC 3492 §4 parameters.
   *
   * @return for example {@code Bootstring[BootstringParameters[base=36, ...]]}
   */
  @Override
  public String toString() {
    return "Bootstring[" + parameters + "]";
  }
}
