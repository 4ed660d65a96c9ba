package org.idna4j.psl;

import java.util.List;
import java.util.Objects;

/**
 * Thrown by {@link PublicSuffixList#parse(java.io.Reader)} when the list is not well formed. The
 * message lists the problems, each with its line number; {@link #problems()} has them as values.
 * What counts as a problem is listed in {@link PublicSuffixList#parse(java.io.Reader)}.
 */
public final class PublicSuffixListFormatException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** At most this many problems are kept: enough to fix a file, bounded for a hostile one. */
  static final int MAX_PROBLEMS = 100;

  /** The problems found, in line order; at most 100 (the serialized form of the exception). */
  private final List<LineProblem> problems;

  PublicSuffixListFormatException(List<LineProblem> problems) {
    super(message(problems));
    this.problems = List.copyOf(problems);
  }

  private static String message(List<LineProblem> problems) {
    StringBuilder sb = new StringBuilder("malformed public suffix list: ");
    sb.append(problems.size()).append(problems.size() == 1 ? " problem" : " problems");
    if (problems.size() == MAX_PROBLEMS) {
      sb.append(" (stopped counting)");
    }
    for (LineProblem p : problems) {
      sb.append("\n  ").append(p);
    }
    return sb.toString();
  }

  /**
   * Returns the problems found, in line order.
   *
   * @return an immutable, non-empty list of at most 100 problems
   */
  public List<LineProblem> problems() {
    return problems;
  }

  /**
   * One problem of a list file: its 1-based line number (0 for the file as a whole), the offending
   * text (at most 80 chars, non-printable chars escaped) and the reason.
   *
   * @param line the 1-based line number, or 0 for a problem of the whole file
   * @param text the start of the offending line, escaped; "" for the whole file
   * @param reason what is wrong, in a few words
   */
  public record LineProblem(int line, String text, String reason) {

    /**
     * Checks the components.
     *
     * @param line the 1-based line number, or 0 for a problem of the whole file; not negative
     * @param text the start of the offending line, escaped; "" for the whole file; not null
     * @param reason what is wrong, in a few words; not null
     * @throws NullPointerException if {@code text} or {@code reason} is null
     * @throws IllegalArgumentException if {@code line} is negative
     */
    public LineProblem {
      Objects.requireNonNull(text, "text");
      Objects.requireNonNull(reason, "reason");
      if (line < 0) {
        throw new IllegalArgumentException("line " + line);
      }
    }

    @Override
    public String toString() {
      return (line == 0 ? "file" : "line " + line)
          + ": "
          + reason
          + (text.isEmpty() ? "" : " (\"" + text + "\")");
    }
  }
}
