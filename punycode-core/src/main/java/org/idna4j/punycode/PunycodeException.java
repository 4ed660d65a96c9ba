package org.idna4j.punycode;

/**
 * Thrown when a string cannot be encoded or decoded by Punycode or another Bootstring instance (RFC
 * 3492 §6.2, §6.3, §6.4).
 *
 * <p>A codec has exactly one way to fail per call, so it reports that one failure precisely: {@link
 * #reason()} says what went wrong and {@link #index()} says where, as a UTF-16 index into the
 * caller's {@link CharSequence} (or an index into the caller's code point array for {@link
 * Bootstring#encode(int[], boolean[])}). The index is always relative to the start of the whole
 * sequence, also when the caller passed a sub-range.
 *
 * <p>This exception is unchecked and <em>stackless</em>: it is part of the normal control flow of
 * callers that test untrusted labels, so it does not pay for capturing a stack trace. It extends
 * {@link IllegalArgumentException} because the argument is what is wrong.
 *
 * <p>No other exception type escapes the codecs for any input string. Programmer errors are
 * reported separately: a {@code null} argument throws {@link NullPointerException}, a bad sub-range
 * {@link IndexOutOfBoundsException}.
 */
public final class PunycodeException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /**
   * Why a string could not be encoded or decoded; one constant per kind of failure that RFC 3492
   * §6.2/§6.3 describe, plus the Unicode well-formedness checks this library adds.
   */
  public enum Reason {
    /**
     * A decoder input contains, after the last delimiter, a code point that is not a digit of the
     * digit alphabet (RFC 3492 §6.2: "fail on any non-basic code point" / "let digit = the code
     * point's digit-value, fail if it has none"; §5 lists the Punycode digits {@code a-z}, {@code
     * A-Z}, {@code 0-9}). The index is that character.
     */
    BAD_DIGIT("not a digit of the digit alphabet"),
    /**
     * A decoder input contains, before its last delimiter, a code point that is not basic (RFC 3492
     * §6.2: "consume all code points before the last delimiter ... fail on any non-basic code
     * point"; for Punycode the basic code points are U+0000..U+007F, §5). The index is that
     * character.
     */
    NON_BASIC_BEFORE_DELIMITER("non-basic code point before the last delimiter"),
    /**
     * A decoder input ends in the middle of a generalized variable-length integer (RFC 3492 §3.3,
     * §6.2: "consume a code point, or fail if there was none to consume"). The index is the first
     * digit of the unfinished integer.
     */
    TRUNCATED_INTEGER("input ends inside a variable-length integer"),
    /**
     * A decoder input holds an integer too large for this implementation's 64-bit arithmetic (RFC
     * 3492 §6.2 "fail on overflow", detected before it happens as in §6.4, never by a silent
     * wrap-around). The index is the digit whose value or weight would overflow. (The encoder uses
     * 64-bit arithmetic too, which cannot overflow for any Java string, see {@link Bootstring}.)
     */
    OVERFLOW("integer overflow"),
    /**
     * A decoded code point is above U+10FFFF (RFC 3492 §6.2 "fail on overflow" for the code point
     * n, with Unicode's code space as the limit), or a code point given to {@link
     * Bootstring#encode(int[], boolean[])} is negative or above U+10FFFF. For a decoder the index
     * is the first digit of the integer that produced the code point.
     */
    CODE_POINT_OUT_OF_RANGE("code point outside U+0000..U+10FFFF"),
    /**
     * A decoded code point is a surrogate (U+D800..U+DFFF), which no well-formed Unicode string
     * contains and which a Java string could not hold unambiguously, or a surrogate was given as a
     * code point to {@link Bootstring#encode(int[], boolean[])}. For a decoder the index is the
     * first digit of the integer that produced the code point.
     */
    SURROGATE_CODE_POINT("surrogate code point"),
    /**
     * An encoder input {@link CharSequence} holds a high surrogate not followed by a low surrogate,
     * or a low surrogate not preceded by a high one, so it is not a sequence of code points (RFC
     * 3492 §6.3 encodes code points). The index is that character.
     */
    UNPAIRED_SURROGATE("unpaired surrogate");

    private final String description;

    Reason(String description) {
      this.description = description;
    }

    /**
     * Returns a short English description of this RFC 3492 §6.2/§6.3 failure, as used in exception
     * messages.
     *
     * @return the description, never {@code null}
     */
    public String description() {
      return description;
    }
  }

  /** What went wrong. */
  private final Reason reason;

  /** Where it went wrong. */
  private final int index;

  /**
   * Creates an exception for a failure of the given kind at the given index.
   *
   * @param reason what went wrong (RFC 3492 §6.2/§6.3)
   * @param index where it went wrong, a UTF-16 index into the caller's input (or an index into the
   *     caller's code point array)
   * @throws NullPointerException if {@code reason} is {@code null}
   */
  public PunycodeException(Reason reason, int index) {
    super(reason.description() + " at index " + index);
    this.reason = reason;
    this.index = index;
  }

  /**
   * Returns why the input could not be encoded or decoded (RFC 3492 §6.2, §6.3, §6.4).
   *
   * @return the reason, never {@code null}
   */
  public Reason reason() {
    return reason;
  }

  /**
   * Returns where the RFC 3492 §6.2/§6.3 procedure failed: a UTF-16 index into the caller's whole
   * {@link CharSequence} (also when a sub-range was passed), or an index into the caller's code
   * point array. Each {@link Reason} documents which position it names.
   *
   * @return the index, never negative
   */
  public int index() {
    return index;
  }

  /**
   * Does not capture a stack trace: this exception reports input that RFC 3492 §6.2/§6.3 reject,
   * not a bug.
   *
   * @return this exception
   */
  @Override
  public synchronized Throwable fillInStackTrace() {
    return this;
  }
}
