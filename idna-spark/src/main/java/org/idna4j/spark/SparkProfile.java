package org.idna4j.spark;

import java.util.Locale;
import java.util.Objects;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;

/**
 * The IDNA4J profiles by the names the SQL functions, the job and the {@code idna} command use.
 *
 * <p>An enum constant is serialized by name, so a Spark closure may hold one: the processor
 * behind it is looked up in this JVM when a task runs, never shipped. That processor is the
 * library's own cached {@link Idna} for the preset ({@link Idna#lookup()} and its siblings),
 * created once per JVM: one immutable, thread-safe instance per profile per executor.
 *
 * <p>The same names and presets as the {@code idna} command's {@code --profile} option.
 */
enum SparkProfile {
  /** {@code uts46}: UTS #46 nontransitional processing with every check on. */
  UTS46("uts46"),
  /** {@code lookup}: resolving names that exist in the DNS; the default. */
  LOOKUP("lookup"),
  /** {@code whatwg}: the WHATWG URL Standard's domain to ASCII, beStrict false. */
  WHATWG("whatwg"),
  /** {@code transitional}: UTS #46 transitional processing. */
  TRANSITIONAL("transitional"),
  /** {@code registration}: IDNA2008 registration (RFC 5891 §4). */
  REGISTRATION("registration"),
  /** {@code idna2003}: RFC 3490 with Nameprep. */
  IDNA2003("idna2003");

  /** The profile used when a function or the job is given none, as in the {@code idna} command. */
  static final SparkProfile DEFAULT = LOOKUP;

  private final String cliName;

  SparkProfile(String cliName) {
    this.cliName = cliName;
  }

  /**
   * Returns the name users write for this profile.
   *
   * @return the lowercase name, e.g. {@code "lookup"}
   */
  String cliName() {
    return cliName;
  }

  /**
   * Returns the preset this name stands for.
   *
   * @return the immutable profile
   */
  IdnaProfile profile() {
    return switch (this) {
      case UTS46 -> IdnaProfile.uts46();
      case LOOKUP -> IdnaProfile.lookup();
      case WHATWG -> IdnaProfile.whatwgUrl();
      case TRANSITIONAL -> IdnaProfile.transitional();
      case REGISTRATION -> IdnaProfile.registration();
      case IDNA2003 -> IdnaProfile.idna2003();
    };
  }

  /**
   * Returns this JVM's processor for the profile: the library's cached instance, never a copy.
   *
   * @return the processor for {@link #profile()}
   */
  Idna idna() {
    return switch (this) {
      case UTS46 -> Idna.uts46();
      case LOOKUP -> Idna.lookup();
      case WHATWG -> Idna.whatwgUrl();
      case TRANSITIONAL -> Idna.transitional();
      case REGISTRATION -> Idna.registration();
      case IDNA2003 -> Idna.idna2003();
    };
  }

  /**
   * Returns the profile with the given name, ignoring ASCII case.
   *
   * @param name a profile name such as {@code "uts46"}
   * @return the profile
   * @throws NullPointerException if {@code name} is null
   * @throws IllegalArgumentException if no profile has that name; the message lists the names
   */
  static SparkProfile byName(String name) {
    Objects.requireNonNull(name, "name");
    String lower = name.toLowerCase(Locale.ROOT);
    for (SparkProfile p : values()) {
      if (p.cliName.equals(lower)) {
        return p;
      }
    }
    throw new IllegalArgumentException("unknown IDNA profile '" + name + "'; expected one of "
        + "uts46, lookup, whatwg, transitional, registration, idna2003");
  }
}
