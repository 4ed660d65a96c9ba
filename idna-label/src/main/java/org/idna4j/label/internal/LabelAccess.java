package org.idna4j.label.internal;

import java.util.Objects;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.LabelResult;

/**
 * <b>Not API.</b> The label engine's hooks for {@code org.idna4j.domain}, installed once by {@code
 * org.idna4j.label} (see the package documentation). Thread-safe.
 */
public abstract class LabelAccess {

  private static volatile LabelAccess installed;

  /** For the one implementation, in {@code org.idna4j.label}. */
  protected LabelAccess() {}

  /**
   * Installs the implementation; called once, by {@code org.idna4j.label}.
   *
   * @param access the implementation
   * @throws IllegalStateException if one is already installed
   */
  public static synchronized void install(LabelAccess access) {
    if (installed != null) {
      throw new IllegalStateException("LabelAccess is already installed");
    }
    installed = Objects.requireNonNull(access, "access");
  }

  /**
   * Returns the implementation, initializing {@code org.idna4j.label} first if needed.
   *
   * @return the installed hooks
   */
  public static LabelAccess get() {
    LabelAccess access = installed;
    if (access == null) {
      try {
        Class.forName("org.idna4j.label.LabelProcessor", true, LabelAccess.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      access = installed;
    }
    return access;
  }

  /**
   * Returns the label engine of a profile, with every fast path its profile allows.
   *
   * @param profile the profile
   * @return the engine
   */
  public abstract DomainLabels labels(IdnaProfile profile);

  /**
   * Returns the label engine of a profile without fast paths: the reference that the equivalence
   * tests compare the fast paths with. Results are identical to {@link #labels}.
   *
   * @param profile the profile
   * @return the reference engine
   */
  public abstract DomainLabels referenceLabels(IdnaProfile profile);

  /**
   * Returns whether the label of a result is an RTL label in the sense of RFC 5893 §1.4: its
   * Unicode form contains a character of Bidi class R, AL or AN. A domain name with an RTL label is
   * a Bidi domain name, whose every label the Bidi Rule then applies to.
   *
   * @param result a label's result
   * @return whether the label is an RTL label
   */
  public abstract boolean isRtl(LabelResult result);
}
