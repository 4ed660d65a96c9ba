package org.idna4j.domain;

import org.idna4j.label.ProblemCode;

/**
 * The problems the WHATWG URL Standard's domain parser finds in a name beyond those of UTS #46 (URL
 * Standard §3.3 "domain to ASCII" and §3.5 host parser); reported by {@link Idna} under a profile
 * with a {@link org.idna4j.label.IdnaProfile#urlDomainParser() URL domain parser}.
 *
 * <p>UTS #46 defines no status code for these checks, so {@link #uts46Code()} is always empty. Each
 * constant carries a {@link #description()}, one sentence for people reading a report.
 */
public enum UrlDomainError implements ProblemCode {
  /**
   * The ASCII form holds a forbidden domain code point: a C0 control, U+0020 SPACE, {@code #},
   * {@code %}, {@code /}, {@code :}, {@code <}, {@code >}, {@code ?}, {@code @}, {@code [}, {@code
   * \}, {@code ]}, {@code ^}, {@code |} or U+007F DELETE (URL Standard §3.2 "Host miscellaneous"
   * and §3.3 domain parser step 7).
   */
  FORBIDDEN_DOMAIN_CODE_POINT("forbidden domain code point"),
  /**
   * The domain's last label (a trailing dot aside) is a number, decimal or {@code 0x} hex, so the
   * URL host parser would read the name as an IPv4 address and it is not a "valid domain" (URL
   * Standard §3.4 "Host writing" and §3.5 "ends in a number checker").
   */
  ENDS_IN_A_NUMBER("ends in a number"),

// Constants are one per line, each ending with a comma, so that additions stay one-line edits.
;

  private final String description;

  UrlDomainError(String description) {
    this.description = description;
  }

  /**
   * Returns one plain-English sentence saying what this error means and which rule it comes from.
   *
   * @return the sentence, without a final period; never empty
   */
  @Override
  public String description() {
    return description;
  }
}
