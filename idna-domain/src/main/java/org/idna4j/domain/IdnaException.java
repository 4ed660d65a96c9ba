package org.idna4j.domain;

import java.util.List;
import org.idna4j.label.IdnaProblem;

/**
 * Thrown by {@link Idna#toAsciiOrThrow(CharSequence)} and {@link
 * Idna#toUnicodeOrThrow(CharSequence)} when a name has problems. The message lists every problem;
 * {@link #problems()} has them as values. An {@link IllegalArgumentException}, like the exception
 * of {@code java.net.IDN}.
 */
public final class IdnaException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final transient DomainResult result;

  /**
   * The problems of the name, in input order: the part of the exception that is serialized ({@link
   * #result()} is not).
   */
  private final List<IdnaProblem> problems;

  IdnaException(String input, DomainResult result) {
    super(message(input, result));
    this.result = result;
    this.problems = result.problems();
  }

  private static String message(String input, DomainResult result) {
    StringBuilder sb = new StringBuilder();
    List<IdnaProblem> ps = result.problems();
    sb.append(ps.size())
        .append(ps.size() == 1 ? " problem" : " problems")
        .append(" in \"")
        .append(printable(input))
        .append('"');
    for (IdnaProblem p : ps) {
      sb.append("\n  ").append(p);
    }
    return sb.toString();
  }

  /** Escapes non-printable and non-ASCII characters so that the message is safe to log. */
  private static String printable(String s) {
    final int max = 200;
    StringBuilder sb = new StringBuilder();
    int i = 0;
    for (; i < s.length() && sb.length() < max; i++) {
      char c = s.charAt(i);
      if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
        sb.append(c);
      } else {
        sb.append(String.format("\\u%04X", (int) c));
      }
    }
    if (i < s.length()) {
      sb.append("...(").append(s.length()).append(" chars)");
    }
    return sb.toString();
  }

  /**
   * Returns the problems that caused this exception, in input order.
   *
   * @return an immutable, non-empty list
   */
  public List<IdnaProblem> problems() {
    return problems;
  }

  /**
   * Returns the full result, with its best-effort output; {@code null} only after this exception
   * has been deserialized.
   *
   * @return the result, or null after deserialization
   */
  public DomainResult result() {
    return result;
  }
}
