package org.idna4j.punycode;

/**
 * Punycode (RFC 3492): the Bootstring instance of RFC 3492 §5 that IDNA uses to turn a Unicode
 * label into the ASCII part of an A-label ({@code "bücher"} &harr; {@code "bcher-kva"}).
 *
 * <p>These static methods delegate to {@link Bootstring#punycode()}; see {@link Bootstring} for the
 * behaviour in detail. This class does not add or strip the {@code "xn--"} ACE prefix and applies
 * none of the IDNA rules (mapping, normalization, length limits): it is the pure codec.
 *
 * <pre>{@code
 * Punycode.encode("bücher")      // "bcher-kva"
 * Punycode.decode("bcher-kva")   // "bücher"
 * Punycode.decode("bcher-kv!")   // throws PunycodeException: BAD_DIGIT at index 8
 * }</pre>
 *
 * <p>All methods are thread-safe. Inputs of any length are accepted and run in O(n log n).
 */
public final class Punycode {

  private Punycode() {}

  /**
   * Encodes a string with Punycode (RFC 3492 §6.3, §5 parameters).
   *
   * @param input the string to encode, any length
   * @return the encoded string, digits in lowercase
   * @throws PunycodeException {@link PunycodeException.Reason#UNPAIRED_SURROGATE} if the input is
   *     not well-formed UTF-16
   * @throws NullPointerException if {@code input} is {@code null}
   * @see Bootstring#encode(CharSequence)
   */
  public static String encode(CharSequence input) {
    return Bootstring.punycode().encode(input);
  }

  /**
   * Encodes {@code input[start, end)} with Punycode (RFC 3492 §6.3) and appends the result to
   * {@code out}; on failure {@code out} is left as it was.
   *
   * @param input the text holding the string to encode
   * @param start the index of its first char
   * @param end the index after its last char
   * @param out where the encoding is appended
   * @return {@code out}
   * @throws PunycodeException {@link PunycodeException.Reason#UNPAIRED_SURROGATE} if the range is
   *     not well-formed UTF-16; the index is relative to the start of {@code input}
   * @throws IndexOutOfBoundsException if {@code start} or {@code end} is out of range
   * @throws NullPointerException if {@code input} or {@code out} is {@code null}
   * @see Bootstring#encode(CharSequence, int, int, StringBuilder)
   */
  public static StringBuilder encode(CharSequence input, int start, int end, StringBuilder out) {
    return Bootstring.punycode().encode(input, start, end, out);
  }

  /**
   * Encodes code points with Punycode and mixed-case annotation (RFC 3492 §6.3, Appendix A).
   *
   * @param codePoints the code points to encode
   * @param uppercaseFlags one flag per code point; {@code true} suggests uppercase
   * @return the encoded string
   * @throws PunycodeException {@link PunycodeException.Reason#CODE_POINT_OUT_OF_RANGE} or {@link
   *     PunycodeException.Reason#SURROGATE_CODE_POINT} for a code point that is not a Unicode
   *     scalar value; the index is the array index
   * @throws IllegalArgumentException if the arrays differ in length
   * @throws NullPointerException if an array is {@code null}
   * @see Bootstring#encode(int[], boolean[])
   */
  public static String encode(int[] codePoints, boolean[] uppercaseFlags) {
    return Bootstring.punycode().encode(codePoints, uppercaseFlags);
  }

  /**
   * Decodes a Punycode string (RFC 3492 §6.2, §5 parameters); digits in either case.
   *
   * @param input the encoded string, without the {@code "xn--"} prefix, any length
   * @return the decoded string
   * @throws PunycodeException for any input that is not a valid encoding, with its {@linkplain
   *     PunycodeException#reason() reason} and {@linkplain PunycodeException#index() index}
   * @throws NullPointerException if {@code input} is {@code null}
   * @see Bootstring#decode(CharSequence)
   */
  public static String decode(CharSequence input) {
    return Bootstring.punycode().decode(input);
  }

  /**
   * Decodes the Punycode string {@code input[start, end)} (RFC 3492 §6.2) and appends the result to
   * {@code out}; on failure {@code out} is left as it was.
   *
   * @param input the text holding the encoded string
   * @param start the index of its first char
   * @param end the index after its last char
   * @param out where the decoded string is appended
   * @return {@code out}
   * @throws PunycodeException for any input that is not a valid encoding; the index is relative to
   *     the start of {@code input}
   * @throws IndexOutOfBoundsException if {@code start} or {@code end} is out of range
   * @throws NullPointerException if {@code input} or {@code out} is {@code null}
   * @see Bootstring#decode(CharSequence, int, int, StringBuilder)
   */
  public static StringBuilder decode(CharSequence input, int start, int end, StringBuilder out) {
    return Bootstring.punycode().decode(input, start, end, out);
  }

  /**
   * Decodes a Punycode string and its mixed-case annotation (RFC 3492 §6.2, Appendix A).
   *
   * @param input the encoded string, any length
   * @return the code points and their uppercase flags
   * @throws PunycodeException for any input that is not a valid encoding
   * @throws NullPointerException if {@code input} is {@code null}
   * @see Bootstring#decodeWithCase(CharSequence)
   */
  public static CaseAnnotatedString decodeWithCase(CharSequence input) {
    return Bootstring.punycode().decodeWithCase(input);
  }
}
