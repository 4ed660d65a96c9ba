package org.idna4j.email;

import org.idna4j.label.ProblemCode;

/**
 * The problems email address parsing finds ({@link EmailAddress#parse}): syntax of RFC 5321 §4.1.2
 * to §4.5.3, RFC 5322 §3.4 and RFC 6531 §3.3, and where mail can be delivered (RFC 6761). An {@link
 * EmailResult} also carries the domain's IDNA problems ({@code org.idna4j.label.IdnaError}).
 *
 * <p>UTS #46 defines no status code for these checks, so {@link #uts46Code()} is always empty. Each
 * constant carries a {@link #description()}, one sentence for people reading a report.
 */
public enum EmailError implements ProblemCode {
  /**
   * The address has no {@code @} outside a quoted string, so it has no domain (RFC 5321 §4.1.2
   * Mailbox = Local-part "@" ( Domain / address-literal )).
   */
  EMAIL_NO_AT_SIGN("an email address must have an @ sign (RFC 5321 §4.1.2)"),
  /**
   * Nothing precedes the {@code @}: a Dot-string has at least one atom (RFC 5321 §4.1.2; an empty
   * Quoted-string {@code ""} is allowed where quoting is).
   */
  EMAIL_EMPTY_LOCAL_PART("there must be something before the @ sign (RFC 5321 §4.1.2 Dot-string)"),
  /**
   * A dot at the start or end of an unquoted local part, or two dots in a row (RFC 5321 §4.1.2
   * Dot-string = Atom *("." Atom)).
   */
  EMAIL_LOCAL_PART_DOT(
      "a local part may not start or end with a dot nor have two dots in a row (RFC 5321 §4.1.2)"),
  /**
   * A character that the local part cannot hold where it stands: ASCII other than atext and dots
   * outside quotes (space, {@code " ( ) , : ; < > @ [ \ ]}), a control in a quoted string, a
   * backslash before anything but printable ASCII, or a code point whose NFC form is such a
   * character (RFC 5321 §4.1.2 atext, qtextSMTP, quoted-pairSMTP; RFC 5322 §3.2.3; RFC 6531 §3.3;
   * RFC 6532 §3.1).
   */
  EMAIL_LOCAL_PART_CHARACTER(
      "this character is not allowed here in the local part (RFC 5321 §4.1.2, RFC 6531 §3.3)"),
  /**
   * A code point that makes an address unsafe to show or compare, although RFC 6531 §3.3 allows any
   * UTF-8: a control, format (such as a Bidi override or ZERO WIDTH JOINER), unassigned,
   * private-use or surrogate code point, a line or paragraph separator, a non-ASCII space outside
   * quotes, or a combining mark at the start of the local part or display name (python
   * email-validator's choice; RFC 6530 §10.1 and §13).
   */
  EMAIL_UNSAFE_CHARACTER(
      "this character is unsafe in an email address (controls, format, unassigned, private use;"
          + " RFC 6530 §10.1)"),
  /**
   * The local part is a Quoted-string, which the options do not allow (RFC 5321 §4.1.2 allows it,
   * but few systems accept it; {@code EmailOptions.quotedLocalPart()}).
   */
  EMAIL_QUOTED_LOCAL_PART(
      "a quoted local part is not allowed here (RFC 5321 §4.1.2 Quoted-string)"),
  /**
   * A quoted string that is not closed, or is followed by more text before the {@code @} or the
   * {@code <} (the obsolete {@code "a"."b"} form of RFC 5322 §4.4 included; RFC 5321 §4.1.2
   * Quoted-string).
   */
  EMAIL_MALFORMED_QUOTED_STRING(
      "a quoted string must be closed and must be the whole local part (RFC 5321 §4.1.2)"),
  /**
   * The local part is longer than 64 octets of UTF-8, as typed or after NFC (RFC 5321 §4.5.3.1.1;
   * RFC 6531 §3.3 counts octets).
   */
  EMAIL_LOCAL_PART_TOO_LONG("the local part is longer than 64 octets (RFC 5321 §4.5.3.1.1)"),
  /**
   * The address is longer than 254 octets of UTF-8 as typed, normalized or in its ASCII form: the
   * 256-octet Path of RFC 5321 §4.5.3.1.3 less its angle brackets (RFC 3696 erratum 1690).
   */
  EMAIL_ADDRESS_TOO_LONG(
      "the address is longer than 254 octets (RFC 5321 §4.5.3.1.3, RFC 3696 erratum 1690)"),
  /**
   * A non-ASCII code point where the options' {@code Eai} level does not allow one: in the local
   * part without SMTPUTF8 (RFC 6531 §3.3, RFC 6530 §4.2), or anywhere when only ASCII is accepted
   * (RFC 5321 §4.1.2).
   */
  EMAIL_NON_ASCII("non-ASCII is not allowed here without SMTPUTF8 (RFC 6531 §3.3, RFC 6530 §4.2)"),
  /** Nothing follows the {@code @} (RFC 5321 §4.1.2). */
  EMAIL_EMPTY_DOMAIN("there must be a domain after the @ sign (RFC 5321 §4.1.2)"),
  /**
   * The domain's last label is all digits, so the domain reads as a mistyped IPv4 address and no
   * top-level domain can match it (RFC 1123 §2.1, RFC 3696 §2).
   */
  EMAIL_NUMERIC_TOP_LEVEL_DOMAIN(
      "the last label of the domain may not be all digits (RFC 1123 §2.1, RFC 3696 §2)"),
  /**
   * A globally deliverable address needs a domain with a dot whose last label ends in a letter: RFC
   * 5321 §2.3.5 permits only fully-qualified names, ICANN bans dotless domains (NGPC resolution
   * 2013.08.13.NG02), and every top-level domain ends in a letter .
   */
  EMAIL_NOT_GLOBAL_DOMAIN(
      "a globally deliverable domain has a dot and its last label ends in a letter"
          + " (RFC 5321 §2.3.5 fully-qualified names)"),
  /**
   * The domain is a special-use name that cannot receive Internet mail: {@code arpa}, {@code
   * invalid}, {@code local}, {@code localhost}, {@code onion}, {@code test} or a name under them
   * (RFC 6761 §6, RFC 6762 §3, RFC 7686 §2, RFC 3172).
   */
  EMAIL_SPECIAL_USE_DOMAIN(
      "the domain is a special-use name that cannot receive mail (RFC 6761, 6762, 7686)"),
  /**
   * A bracketed address literal ({@code [192.0.2.1]}, {@code [IPv6:2001:db8::1]}) where the options
   * do not allow one (RFC 5321 §4.1.3).
   */
  EMAIL_ADDRESS_LITERAL_NOT_ALLOWED(
      "an IP address literal after the @ sign is not allowed here (RFC 5321 §4.1.3)"),
  /**
   * A bracketed literal that is not an IPv4 address, nor {@code IPv6:} followed by an RFC 4291 §2.2
   * text form, or is not closed (RFC 5321 §4.1.3).
   */
  EMAIL_INVALID_ADDRESS_LITERAL(
      "the address literal is not an IPv4 or IPv6 address (RFC 5321 §4.1.3, RFC 4291 §2.2)"),
  /**
   * A display name or angle brackets ({@code Jane <jane@example.com>}) where the options do not
   * allow them (RFC 5322 §3.4 name-addr).
   */
  EMAIL_DISPLAY_NAME_NOT_ALLOWED(
      "a display name and angle brackets are not allowed here (RFC 5322 §3.4)"),
  /**
   * A character that an unquoted display name cannot hold: anything but atext and spaces, a dot
   * included (RFC 5322 §3.4 and §3.2.5 phrase).
   */
  EMAIL_DISPLAY_NAME_CHARACTER(
      "this character is not allowed in an unquoted display name (RFC 5322 §3.2.5, §3.4)"),
  /**
   * The {@code <} of a name-addr has no matching {@code >} at the end, or text follows the {@code
   * >} (RFC 5322 §3.4 angle-addr).
   */
  EMAIL_ANGLE_BRACKETS("the address in angle brackets must end the input with > (RFC 5322 §3.4)"),

// Constants are one per line, each ending with a comma, so that additions stay one-line edits.
;

  private final String description;

  EmailError(String description) {
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
