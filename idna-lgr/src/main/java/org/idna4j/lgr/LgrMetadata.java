package org.idna4j.lgr;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The {@code <meta>} element of an LGR (RFC 7940 §4.3).
 *
 * @param version the {@code version} element; empty when absent
 * @param date the {@code date} element; empty when absent
 * @param languages the {@code <language>} tags, in document order
 * @param scopes the {@code <scope>} values, in document order
 * @param validityStart the {@code validity-start} date; empty when absent
 * @param validityEnd the {@code validity-end} date; empty when absent
 * @param unicodeVersion the declared {@code unicode-version}; empty when absent
 * @param description the {@code description} text; empty when absent
 */
public record LgrMetadata(
    Optional<String> version,
    Optional<String> date,
    List<String> languages,
    List<String> scopes,
    Optional<String> validityStart,
    Optional<String> validityEnd,
    Optional<String> unicodeVersion,
    Optional<String> description) {

  /**
   * Checks the components and copies the lists.
   *
   * @param version the {@code version} element; empty when absent
   * @param date the {@code date} element; empty when absent
   * @param languages the {@code <language>} tags, in document order; copied, not null
   * @param scopes the {@code <scope>} values, in document order; copied, not null
   * @param validityStart the {@code validity-start} date; empty when absent
   * @param validityEnd the {@code validity-end} date; empty when absent
   * @param unicodeVersion the declared {@code unicode-version}; empty when absent
   * @param description the {@code description} text; empty when absent
   * @throws NullPointerException if an argument is null, or {@code languages} or {@code scopes}
   *     holds null
   */
  public LgrMetadata {
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(date, "date");
    Objects.requireNonNull(validityStart, "validityStart");
    Objects.requireNonNull(validityEnd, "validityEnd");
    Objects.requireNonNull(unicodeVersion, "unicodeVersion");
    Objects.requireNonNull(description, "description");
    languages = List.copyOf(languages);
    scopes = List.copyOf(scopes);
  }
}
