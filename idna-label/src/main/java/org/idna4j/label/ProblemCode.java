package org.idna4j.label;

import java.util.Optional;

/**
 * What is wrong in one {@link IdnaProblem}: a constant of the enum of the module that found it.
 * {@link IdnaError} names what IDNA processing finds in a label or a domain name; the modules above
 * name their own problems ({@code org.idna4j.domain.UrlDomainError} for the URL Standard's domain
 * parser, {@code org.idna4j.url.UrlError} for its host parser and URL authority, {@code
 * org.idna4j.email.EmailError} for email addresses). Every face (records, the CLI, the HTTP server,
 * Spark) carries any of them by {@link #name()}.
 *
 * <p>Implementations are enums; {@link #name()} is the constant's name, unique across IDNA4J, and
 * stays the same between releases.
 */
public interface ProblemCode {

  /**
   * Returns the name of this problem, such as {@code "HYPHEN_3_4"} or {@code "EMAIL_NO_AT_SIGN"}:
   * the enum constant's name, unique across every IDNA4J module.
   *
   * @return the name, never empty
   */
  String name();

  /**
   * Returns the status code that Unicode's {@code IdnaTestV2.txt} (UTS #46 §4, Unicode 18.0.0) uses
   * for this check, such as {@code "V2"} or {@code "A4_2"}.
   *
   * <p>Only {@link IdnaError} overrides this: UTS #46 defines no code for what the modules above it
   * check (URL, email), so their errors keep this default.
   *
   * @return the UTS #46 status code, or empty for every check that UTS #46 does not define (the
   *     default)
   */
  default Optional<String> uts46Code() {
    return Optional.empty();
  }

  /**
   * Returns one plain-English sentence saying what this problem means and which rule it comes from,
   * such as {@code "a label may not start with a hyphen (UTS #46 §4.1 criterion 3)"}.
   *
   * @return the sentence, without a final period; never empty
   */
  String description();
}
