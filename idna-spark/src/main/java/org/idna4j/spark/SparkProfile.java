package org.idna4j.spark;

import java.util.Locale;
import java.util.Objects;

/**
 * The IDNA4J profiles by the names the SQL functions, the job and the {@code idna} command use.
 *
 * <p>An enum constant is serialized by name, so a Spark closure may hold one: the processor
 * behind it is looked up in this JVM when a task runs, never shipped.
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
