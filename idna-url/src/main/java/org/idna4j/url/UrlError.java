package org.idna4j.url;

import org.idna4j.label.ProblemCode;

/**
 * The problems the WHATWG URL Standard's host parser and URL authority find in a host or URL, named
 * after the URL Standard's validation errors (§1.1 "Writing"), whose error type each description
 * starts with. A {@link HostResult} also carries the domain's IDNA problems ({@code
 * org.idna4j.label.IdnaError}) and the domain parser's ({@code org.idna4j.domain.UrlDomainError}).
 *
 * <p>UTS #46 defines no status code for these checks, so {@link #uts46Code()} is always empty. Each
 * constant carries a {@link #description()}, one sentence for people reading a report.
 */
public enum UrlError implements ProblemCode {
  /**
   * A host to be processed as a domain contains a percent-encoded byte, such as {@code
   * exam%70le.org}; reported without failing (URL Standard §3.5 host parser step 4) (validation
   * error {@code domain-percent-encoded}).
   */
  DOMAIN_PERCENT_ENCODED(
      "domain-percent-encoded: a host read as a domain contains a percent-encoded byte (URL Standard §3.5 host parser)"),
  /**
   * An opaque host (of a URL whose scheme is not special) contains a forbidden host code point,
   * such as {@code foo://exa[mple.org}; the host parser fails (URL Standard §3.5 opaque-host parser
   * step 1) (validation error {@code host-invalid-code-point}).
   */
  HOST_INVALID_CODE_POINT(
      "host-invalid-code-point: an opaque host contains a forbidden host code point (URL Standard §3.5 opaque-host parser)"),
  /**
   * An IPv4 address ends with a dot, such as {@code 127.0.0.1.}; reported without failing (URL
   * Standard §3.5 IPv4 parser step 2) (validation error {@code IPv4-empty-part}).
   */
  IPV4_EMPTY_PART(
      "IPv4-empty-part: an IPv4 address ends with a dot (URL Standard §3.5 IPv4 parser)"),
  /**
   * An IPv4 address has fewer than 4 parts, such as {@code 1.2.3}; reported without failing (URL
   * Standard §3.5 IPv4 parser step 3) (validation error {@code IPv4-too-few-parts}).
   */
  IPV4_TOO_FEW_PARTS(
      "IPv4-too-few-parts: an IPv4 address has fewer than 4 parts (URL Standard §3.5 IPv4 parser)"),
  /**
   * An IPv4 address has more than 4 parts, such as {@code 1.2.3.4.5}; the host parser fails (URL
   * Standard §3.5 IPv4 parser step 4) (validation error {@code IPv4-too-many-parts}).
   */
  IPV4_TOO_MANY_PARTS(
      "IPv4-too-many-parts: an IPv4 address has more than 4 parts (URL Standard §3.5 IPv4 parser)"),
  /**
   * A part of a host that ends in a number is not a number, such as {@code test} in {@code
   * test.42}; the host parser fails (URL Standard §3.5 IPv4 parser step 6.2) (validation error
   * {@code IPv4-non-numeric-part}).
   */
  IPV4_NON_NUMERIC_PART(
      "IPv4-non-numeric-part: a part of an IPv4 address is not a number (URL Standard §3.5 IPv4 parser)"),
  /**
   * A part of an IPv4 address is written in hexadecimal ({@code 0x}) or octal (a leading {@code
   * 0}), such as {@code 0x7f.1}; reported without failing (URL Standard §3.5 IPv4 parser step 6.3)
   * (validation error {@code IPv4-non-decimal-part}).
   */
  IPV4_NON_DECIMAL_PART(
      "IPv4-non-decimal-part: a part of an IPv4 address is hexadecimal or octal (URL Standard §3.5 IPv4 parser)"),
  /**
   * A part of an IPv4 address exceeds 255, such as {@code 4000} in {@code 255.255.4000.1}; the host
   * parser fails unless it is the last part and fits the bytes the other parts leave, as in {@code
   * 1.65536} (URL Standard §3.5 IPv4 parser steps 7-9) (validation error {@code
   * IPv4-out-of-range-part}).
   */
  IPV4_OUT_OF_RANGE_PART(
      "IPv4-out-of-range-part: a part of an IPv4 address exceeds 255 (URL Standard §3.5 IPv4 parser)"),
  /**
   * A host starts with {@code [} but does not end with {@code ]}; the host parser fails (URL
   * Standard §3.5 host parser step 1.1) (validation error {@code IPv6-unclosed}).
   */
  IPV6_UNCLOSED(
      "IPv6-unclosed: an IPv6 address is missing its closing bracket (URL Standard §3.5 host parser)"),
  /**
   * An IPv6 address begins with a single {@code :}, such as {@code [:1]}; the host parser fails
   * (URL Standard §3.5 IPv6 parser step 5.1) (validation error {@code IPv6-invalid-compression}).
   */
  IPV6_INVALID_COMPRESSION(
      "IPv6-invalid-compression: an IPv6 address begins with a single colon (URL Standard §3.5 IPv6 parser)"),
  /**
   * An IPv6 address has more than 8 pieces; the host parser fails (URL Standard §3.5 IPv6 parser
   * step 6.1) (validation error {@code IPv6-too-many-pieces}).
   */
  IPV6_TOO_MANY_PIECES(
      "IPv6-too-many-pieces: an IPv6 address has more than 8 pieces (URL Standard §3.5 IPv6 parser)"),
  /**
   * An IPv6 address has {@code ::} more than once, such as {@code [1::1::1]}; the host parser fails
   * (URL Standard §3.5 IPv6 parser step 6.2.1) (validation error {@code
   * IPv6-multiple-compression}).
   */
  IPV6_MULTIPLE_COMPRESSION(
      "IPv6-multiple-compression: an IPv6 address is compressed in more than one place (URL Standard §3.5 IPv6 parser)"),
  /**
   * An IPv6 address holds a code point that is neither an ASCII hex digit nor {@code :}, or ends
   * right after a {@code :}, such as {@code [1:2:3!:4]} or {@code [1:2:3:]}; the host parser fails
   * (URL Standard §3.5 IPv6 parser steps 6.6 and 6.7) (validation error {@code
   * IPv6-invalid-code-point}).
   */
  IPV6_INVALID_CODE_POINT(
      "IPv6-invalid-code-point: an IPv6 address holds an invalid character or ends after a colon (URL Standard §3.5 IPv6 parser)"),
  /**
   * An IPv6 address without {@code ::} has fewer than 8 pieces, such as {@code [1:2:3]}; the host
   * parser fails (URL Standard §3.5 IPv6 parser step 8) (validation error {@code
   * IPv6-too-few-pieces}).
   */
  IPV6_TOO_FEW_PIECES(
      "IPv6-too-few-pieces: an uncompressed IPv6 address has fewer than 8 pieces (URL Standard §3.5 IPv6 parser)"),
  /**
   * A piece of an IPv6 address has a leading {@code 0}, such as {@code [::01]}; reported without
   * failing (URL Standard §3.5 IPv6 parser step 6.8) (validation error {@code
   * IPv6-piece-leading-zero}).
   */
  IPV6_PIECE_LEADING_ZERO(
      "IPv6-piece-leading-zero: a piece of an IPv6 address has a leading zero (URL Standard §3.5 IPv6 parser)"),
  /**
   * An IPv6 address ending in IPv4 syntax has more than 6 pieces before it, such as {@code
   * [1:1:1:1:1:1:1:127.0.0.1]}; the host parser fails (URL Standard §3.5 IPv6 parser step 6.5.3)
   * (validation error {@code IPv4-in-IPv6-too-many-pieces}).
   */
  IPV4_IN_IPV6_TOO_MANY_PIECES(
      "IPv4-in-IPv6-too-many-pieces: an IPv6 address with an IPv4 ending has more than 6 pieces (URL Standard §3.5 IPv6 parser)"),
  /**
   * The IPv4 ending of an IPv6 address has an empty part, a non-digit, a leading 0 or too many
   * parts, such as {@code [ffff::127.00.0.1]}; the host parser fails (URL Standard §3.5 IPv6 parser
   * step 6.5) (validation error {@code IPv4-in-IPv6-invalid-code-point}).
   */
  IPV4_IN_IPV6_INVALID_CODE_POINT(
      "IPv4-in-IPv6-invalid-code-point: the IPv4 ending of an IPv6 address has an empty or non-decimal part, a leading zero or too many parts (URL Standard §3.5 IPv6 parser)"),
  /**
   * A part of the IPv4 ending of an IPv6 address exceeds 255, such as {@code [ffff::127.0.0.4000]};
   * the host parser fails (URL Standard §3.5 IPv6 parser step 6.5.5.4.5) (validation error {@code
   * IPv4-in-IPv6-out-of-range-part}).
   */
  IPV4_IN_IPV6_OUT_OF_RANGE_PART(
      "IPv4-in-IPv6-out-of-range-part: a part of the IPv4 ending of an IPv6 address exceeds 255 (URL Standard §3.5 IPv6 parser)"),
  /**
   * The IPv4 ending of an IPv6 address has fewer than 4 parts, such as {@code [ffff::127.0.0]}; the
   * host parser fails (URL Standard §3.5 IPv6 parser step 6.5.6) (validation error {@code
   * IPv4-in-IPv6-too-few-parts}).
   */
  IPV4_IN_IPV6_TOO_FEW_PARTS(
      "IPv4-in-IPv6-too-few-parts: the IPv4 ending of an IPv6 address has fewer than 4 parts (URL Standard §3.5 IPv6 parser)"),
  /**
   * A code point that is not a URL unit: leading or trailing C0 controls or spaces, a tab or
   * newline anywhere in the part of a URL that is read, or in an opaque host a code point that is
   * not a URL code point or a {@code %} not followed by two hex digits; reported without failing
   * (URL Standard §4.4 basic URL parser steps 1.2 and 2, §3.5 opaque-host parser steps 2 and 3)
   * (validation error {@code invalid-URL-unit}).
   */
  INVALID_URL_UNIT(
      "invalid-URL-unit: a code point that is not a URL unit, such as a space, a tab or a lone % (URL Standard §4.4, §3.5)"),
  /**
   * A special scheme is not followed by {@code //}, such as {@code https:example.org}; reported
   * without failing (URL Standard §4.4 special authority slashes state) (validation error {@code
   * special-scheme-missing-following-solidus}).
   */
  SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS(
      "special-scheme-missing-following-solidus: a special scheme is not followed by // (URL Standard §4.4)"),
  /**
   * The input does not begin with a scheme, and there is no base URL to resolve it against; the URL
   * parser fails (URL Standard §4.4 no scheme state) (validation error {@code
   * missing-scheme-non-relative-URL}).
   */
  MISSING_SCHEME_NON_RELATIVE_URL(
      "missing-scheme-non-relative-URL: the URL has no scheme and there is no base URL (URL Standard §4.4 no scheme state)"),
  /**
   * A URL with a special scheme uses {@code \} instead of {@code /}; reported without failing (URL
   * Standard §4.4) (validation error {@code invalid-reverse-solidus}).
   */
  INVALID_REVERSE_SOLIDUS(
      "invalid-reverse-solidus: a URL with a special scheme uses a backslash instead of a slash (URL Standard §4.4)"),
  /**
   * The URL has a user name or password ({@code user@} before the host); reported without failing
   * (URL Standard §4.4 authority state step 1.1) (validation error {@code invalid-credentials}).
   */
  INVALID_CREDENTIALS(
      "invalid-credentials: the URL includes credentials (URL Standard §4.4 authority state)"),
  /**
   * A URL needs a host but has none, such as {@code https://:443} or {@code https://user@}; the URL
   * parser fails (URL Standard §4.4 authority and host states) (validation error {@code
   * host-missing}).
   */
  HOST_MISSING("host-missing: the URL needs a host but has none (URL Standard §4.4 host state)"),
  /**
   * The port is greater than 65535, such as {@code https://example.org:70000}; the URL parser fails
   * (URL Standard §4.4 port state step 2.1.2) (validation error {@code port-out-of-range}).
   */
  PORT_OUT_OF_RANGE(
      "port-out-of-range: the port is greater than 65535 (URL Standard §4.4 port state)"),
  /**
   * The port holds something other than ASCII digits, such as {@code https://example.org:7z}; the
   * URL parser fails (URL Standard §4.4 port state step 3) (validation error {@code port-invalid}).
   */
  PORT_INVALID("port-invalid: the port is not made of ASCII digits (URL Standard §4.4 port state)"),
  /**
   * The host of a {@code file:} URL is a Windows drive letter, such as {@code file://c:}; the drive
   * letter is read as the path's start and the host is empty; reported without failing (URL
   * Standard §4.4 file host state step 1.1) (validation error {@code
   * file-invalid-Windows-drive-letter-host}).
   */
  FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST(
      "file-invalid-Windows-drive-letter-host: the host of a file: URL is a Windows drive letter (URL Standard §4.4 file host state)"),

// Constants are one per line, each ending with a comma, so that additions stay one-line edits.
;

  private final String description;

  UrlError(String description) {
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
