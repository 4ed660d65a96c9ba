package org.idna4j.domain.internal;

import java.util.Objects;
import org.idna4j.domain.Idna;

/**
 * <b>Not API.</b> The domain engine's hooks for {@code org.idna4j.url}, installed once by {@code
 * org.idna4j.domain} (see the package documentation). Thread-safe.
 */
public abstract class DomainAccess {

  private static volatile DomainAccess installed;

  /** For the one implementation, in {@code org.idna4j.domain}. */
  protected DomainAccess() {}

  /**
   * Installs the implementation; called once, by {@code org.idna4j.domain}.
   *
   * @param access the implementation
   * @throws IllegalStateException if one is already installed
   */
  public static synchronized void install(DomainAccess access) {
    if (installed != null) {
      throw new IllegalStateException("DomainAccess is already installed");
    }
    installed = Objects.requireNonNull(access, "access");
  }

  /**
   * Returns the implementation, initializing {@code org.idna4j.domain} first if needed.
   *
   * @return the installed hooks
   */
  public static DomainAccess get() {
    DomainAccess access = installed;
    if (access == null) {
      try {
        Class.forName("org.idna4j.domain.Idna", true, DomainAccess.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      access = installed;
    }
    return access;
  }

  /**
   * Converts a name that stands inside a longer text without copying it out, on the fast path only:
   * finds the run of ASCII letters, digits, {@code -} and {@code .} that starts at {@code start} in
   * {@code text}, and returns its end if {@code idna.toAscii} of that run would be valid, with no
   * problem of either kind, and return the run unchanged (a lowercase LDH name that passes every
   * check of the profile). Returns -1 when it would not, and also when the fast path cannot tell
   * (an {@code xn--} label, a capital): then copy the name out and call {@link Idna#toAscii}. Reads
   * the run once and allocates nothing. What follows the run is the caller's to check: the run ends
   * at the first other character whatever it is.
   *
   * @param idna the converter whose {@code toAscii} is asked about
   * @param text the text, for example a URL
   * @param start where the name starts in {@code text}, 0 to {@code text.length()}
   * @return the end (exclusive) of the unchanged name that starts at {@code start}, or -1
   */
  public abstract int plainNameEnd(Idna idna, String text, int start);
}
