package org.idna4j.label;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * One problem found while processing a label or a domain name: what is wrong and where.
 *
 * <p>Positions count Unicode code points (not {@code char}s) in the text the caller passed in,
 * before any mapping. A {@link LabelProcessor} reports label index 0 and offsets into the label; a
 * domain-level processor reports the index of the label in the name and offsets into the whole
 * name. Problems that concern the whole name rather than one label (such as {@link
 * IdnaError#NAME_TOO_LONG}) have no label index: {@link #labelIndex()} is empty (they are created
 * with {@link #NAME_LEVEL}).
 *
 * <p>Where mapping changed the length of the text, the offset points at the start of the input code
 * point whose mapping produced the offending character (see the {@code idna-domain} README for the
 * exact precision).
 *
 * <p>Immutable and thread-safe; equal when error, label index, offset and detail are equal.
 */
public final class IdnaProblem {

  /**
   * The label index to pass to the constructor for a problem that concerns the whole name rather
   * than one label; such a problem's {@link #labelIndex()} is empty.
   */
  public static final int NAME_LEVEL = -1;

  /**
   * The most problems a result lists, per label and per name, before it lists only the first
   * problem of each further error and ends with one {@link IdnaError#TOO_MANY_PROBLEMS} problem
   * saying how many it left out. Hostile input yields a problem per character; the cap keeps a
   * result for a name of any length to a few thousand problems, and a problem the cap drops costs
   * no offset and no detail string. A thousand is far above what any real name has (a DNS name has
   * at most 253 characters).
   */
  public static final int MAX_LISTED = 1000;

  /**
   * Creates a problem; normally processors create them, not users.
   *
   * @param error what is wrong
   * @param labelIndex the zero-based index of the label, or {@link #NAME_LEVEL}
   * @param offset the zero-based code-point offset into the caller's input, never negative
   * @param detail a short human-readable explanation, empty if there is none
   * @throws NullPointerException if {@code error} or {@code detail} is null
   * @throws IllegalArgumentException if {@code labelIndex} is below {@link #NAME_LEVEL} or {@code
   *     offset} is negative
   */
  public IdnaProblem(ProblemCode error, int labelIndex, int offset, String detail) {
    this.error = Objects.requireNonNull(error, "error");
    this.detail = Objects.requireNonNull(detail, "detail");
    if (labelIndex < NAME_LEVEL) {
      throw new IllegalArgumentException("labelIndex " + labelIndex + " < " + NAME_LEVEL);
    }
    if (offset < 0) {
      throw new IllegalArgumentException("offset " + offset + " < 0");
    }
    this.labelIndex = labelIndex;
    this.offset = offset;
  }

  private final ProblemCode error;
  private final int labelIndex;
  private final int offset;
  private final String detail;

  /**
   * Returns what is wrong.
   *
   * @return an {@link IdnaError}, or the error of the module that found the problem (see {@link
   *     ProblemCode})
   */
  public ProblemCode error() {
    return error;
  }

  /**
   * Returns the zero-based index of the label the problem is in.
   *
   * @return the label index, or empty when the problem concerns the whole name
   */
  public OptionalInt labelIndex() {
    return labelIndex == NAME_LEVEL ? OptionalInt.empty() : OptionalInt.of(labelIndex);
  }

  /**
   * Returns where the problem is.
   *
   * @return the zero-based code-point offset into the caller's input, never negative
   */
  public int offset() {
    return offset;
  }

  /**
   * Returns a short human-readable explanation, such as the offending code point.
   *
   * @return the detail, empty if there is none
   */
  public String detail() {
    return detail;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IdnaProblem p
        && error.equals(p.error)
        && labelIndex == p.labelIndex
        && offset == p.offset
        && detail.equals(p.detail);
  }

  @Override
  public int hashCode() {
    return Objects.hash(error, labelIndex, offset, detail);
  }

  /** Returns a one-line description such as {@code HYPHEN_3_4 (V2) in label 1 at offset 4: ...}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(error.name());
    error.uts46Code().ifPresent(code -> sb.append(" (").append(code).append(')'));
    if (labelIndex == NAME_LEVEL) {
      sb.append(" in the name");
    } else {
      sb.append(" in label ").append(labelIndex);
    }
    sb.append(" at offset ").append(offset);
    if (!detail.isEmpty()) {
      sb.append(": ").append(detail);
    }
    return sb.toString();
  }
}
