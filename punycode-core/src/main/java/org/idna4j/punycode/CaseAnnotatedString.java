package org.idna4j.punycode;

import java.util.Arrays;

/**
 * A decoded string with its mixed-case annotation (RFC 3492 Appendix A): the code points, and for
 * each one a flag that suggests showing it in uppercase.
 *
 * <p>"These annotations do not alter the code points returned by decoders; the annotations are
 * returned separately, for the caller to use or ignore" (Appendix A). {@link #toString()} returns
 * the code points as decoded; {@link #toDisplayString()} applies the suggestions. Instances are
 * immutable; the array accessors return copies.
 *
 * <pre>{@code
 * CaseAnnotatedString s = Punycode.decodeWithCase("b1abfaaepdrnnbgefbaDotcwatmq2g4l");
 * s.isUppercase(0);       // true: the 'D' annotates the first code point, U+043F
 * s.toString();           // "почемужеонинеговорятпорусски"
 * s.toDisplayString();    // "Почемужеонинеговорятпорусски"
 * }</pre>
 *
 * <p>To encode with annotation, pass code points and flags to {@link Punycode#encode(int[],
 * boolean[])}, for example {@link #codePoints()} and {@link #uppercaseFlags()}.
 */
public final class CaseAnnotatedString {

  private final int[] codePoints;
  private final boolean[] uppercase;

  /** Takes ownership of the arrays, which hold valid code points and have equal length. */
  CaseAnnotatedString(int[] codePoints, boolean[] uppercase) {
    this.codePoints = codePoints;
    this.uppercase = uppercase;
  }

  /**
   * Returns the number of code points (RFC 3492 §6.2 "length(output)").
   *
   * @return the length in code points
   */
  public int length() {
    return codePoints.length;
  }

  /**
   * Returns the code point at an index, as decoded (RFC 3492 §6.2).
   *
   * @param index a code point index
   * @return the code point
   * @throws IndexOutOfBoundsException if {@code index} is out of range
   */
  public int codePointAt(int index) {
    return codePoints[index];
  }

  /**
   * Returns the annotation of the code point at an index (RFC 3492 Appendix A): for a basic code
   * point, whether it is an uppercase ASCII letter; for a non-basic one, whether the last digit of
   * its delta was uppercase.
   *
   * @param index a code point index
   * @return {@code true} if the code point is annotated as uppercase
   * @throws IndexOutOfBoundsException if {@code index} is out of range
   */
  public boolean isUppercase(int index) {
    return uppercase[index];
  }

  /**
   * Returns a copy of the code points (RFC 3492 §6.2 output).
   *
   * @return a new array
   */
  public int[] codePoints() {
    return codePoints.clone();
  }

  /**
   * Returns a copy of the uppercase flags, one per code point (RFC 3492 Appendix A).
   *
   * @return a new array
   */
  public boolean[] uppercaseFlags() {
    return uppercase.clone();
  }

  /**
   * Returns the string with the annotation applied (RFC 3492 Appendix A): each code point flagged
   * uppercase is mapped with {@link Character#toUpperCase(int)} and each other one with {@link
   * Character#toLowerCase(int)} ("if possible": code points without a simple case mapping stay as
   * they are).
   *
   * @return the display form
   */
  public String toDisplayString() {
    int[] mapped = new int[codePoints.length];
    for (int j = 0; j < mapped.length; j++) {
      mapped[j] =
          uppercase[j]
              ? Character.toUpperCase(codePoints[j])
              : Character.toLowerCase(codePoints[j]);
    }
    return new String(mapped, 0, mapped.length);
  }

  /**
   * Returns the code points as a string, ignoring the annotation (RFC 3492 Appendix A: the
   * annotations "do not alter the code points returned by decoders").
   *
   * @return the decoded string
   */
  @Override
  public String toString() {
    return new String(codePoints, 0, codePoints.length);
  }

  /**
   * Compares code points and annotations (RFC 3492 Appendix A).
   *
   * @param o the object to compare with
   * @return {@code true} if {@code o} has the same code points and flags
   */
  @Override
  public boolean equals(Object o) {
    return this == o
        || (o instanceof CaseAnnotatedString caseAnnotatedString
            && Arrays.equals(codePoints, caseAnnotatedString.codePoints)
            && Arrays.equals(uppercase, caseAnnotatedString.uppercase));
  }

  /**
   * Returns a hash code over code points and annotations (RFC 3492 Appendix A).
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(codePoints) + Arrays.hashCode(uppercase);
  }
}
