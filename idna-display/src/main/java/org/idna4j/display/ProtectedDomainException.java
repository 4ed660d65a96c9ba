package org.idna4j.display;

/**
 * Thrown by {@link DisplayPolicy.Builder#protectedDomains} when the list of protected domains
 * cannot be indexed: a domain that is not valid, or a list whose lookalike index would pass {@link
 * DisplayPolicy#MAX_PROTECTED_SKELETONS} skeletons. It says which element of the list: {@link
 * #index()} counts from 0 in the order the collection gave them, so that a tool reading the list
 * from a file reports the line.
 *
 * <p>The message is safe to print: the domain in it is cut to 100 characters and every character
 * outside printable ASCII (controls, bidi controls, lone surrogates and all other non-ASCII) is
 * written as {@code \}{@code uXXXX}.
 */
public final class ProtectedDomainException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** What is wrong with the element at {@link #index()}. */
  public enum Violation {
    /** The domain is empty or not valid (ToUnicode under the lookup profile finds a problem). */
    INVALID_DOMAIN,
    /**
     * With this domain, the index would hold more than {@link
     * DisplayPolicy#MAX_PROTECTED_SKELETONS} skeletons: the domains before it fit, this one does
     * not.
     */
    TOO_MANY_SKELETONS,
  }

  private static final int MAX_ECHOED = 100;

  /** The 0-based position of the offending domain in the collection handed to the builder. */
  private final int index;

  /** Why the domain was refused. */
  private final Violation violation;

  ProtectedDomainException(int index, Violation violation, String message) {
    super(message);
    this.index = index;
    this.violation = violation;
  }

  /**
   * Returns the position of the offending domain in the collection given, counted from 0.
   *
   * @return the index, at least 0
   */
  public int index() {
    return index;
  }

  /**
   * Returns what is wrong with the domain at {@link #index()}.
   *
   * @return the violation, never null
   */
  public Violation violation() {
    return violation;
  }

  /** The domain as it may appear in a message: quoted, cut, printable ASCII only. */
  static String quote(CharSequence s) {
    StringBuilder sb = new StringBuilder("\"");
    int n = Math.min(s.length(), MAX_ECHOED);
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
        sb.append(c);
      } else {
        sb.append(String.format("\\u%04X", (int) c));
      }
    }
    sb.append('"');
    if (n < s.length()) {
      sb.append("...(").append(s.length()).append(" chars)");
    }
    return sb.toString();
  }
}
