package org.idna4j.lgr;

import java.util.List;

/**
 * The {@code <meta>} element of an LGR (RFC 7940 §4.3).
 *
 * @param version the {@code version} element, or {@code null}
 * @param date the {@code date} element, or {@code null}
 * @param languages the {@code <language>} tags, in document order
 * @param scopes the {@code <scope>} values, in document order
 * @param validityStart the {@code validity-start} date, or {@code null}
 * @param validityEnd the {@code validity-end} date, or {@code null}
 * @param unicodeVersion the declared {@code unicode-version}, or {@code null}
 * @param description the {@code description} text, or {@code null}
 */
public record LgrMetadata(
    String version,
    String date,
    List<String> languages,
    List<String> scopes,
    String validityStart,
    String validityEnd,
    String unicodeVersion,
    String description) {

  /**
   * Copies the lists.
   *
   * @param version the {@code version} element, or {@code null}
   * @param date the {@code date} element, or {@code null}
   * @param languages the {@code <language>} tags, in document order; copied, not null
   * @param scopes the {@code <scope>} values, in document order; copied, not null
   * @param validityStart the {@code validity-start} date, or {@code null}
   * @param validityEnd the {@code validity-end} date, or {@code null}
   * @param unicodeVersion the declared {@code unicode-version}, or {@code null}
   * @param description the {@code description} text, or {@code null}
   * @throws NullPointerException if {@code languages} or {@code scopes} is or holds null
   */
  public LgrMetadata {
    languages = List.copyOf(languages);
    scopes = List.copyOf(scopes);
  }
}
