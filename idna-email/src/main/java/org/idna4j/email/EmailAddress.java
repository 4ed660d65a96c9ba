package org.idna4j.email;

import java.util.Objects;

/**
 * Parses internationalized email addresses (RFC 6530-6533): checks the syntax, normalizes, and
 * gives the ASCII form and whether delivery needs SMTPUTF8.
 *
 * <pre>{@code
 * EmailResult r = EmailAddress.parse("Jeff@臺網中心.TW");
 * if (r.isValid()) {
 *     store(r.normalized());                 // "Jeff@臺網中心.tw"
 *     lookUpMx(r.asciiDomain().orElseThrow()); // "xn--fiqq24b10vi0d.tw"
 *     r.asciiForm();                         // Optional["Jeff@xn--fiqq24b10vi0d.tw"]
 *     r.requiresSmtpUtf8();                  // false
 * } else {
 *     r.problems().forEach(System.err::println);
 * }
 * EmailAddress.parse("\"john doe\"@[192.0.2.1]", EmailOptions.rfc5321()).isValid(); // true
 * }</pre>
 *
 * <p>What is parsed: an RFC 5321 §4.1.2 Mailbox as RFC 6531 §3.3 extends it (a UTF-8 local part and
 * a U-label domain), and with {@link EmailOptions#displayName()} the RFC 5322 §3.4 {@code
 * name-addr} form {@code Jane <jane@example.com>}. Not parsed, whatever the options: comments,
 * folding white space, the obsolete forms of RFC 5322 §4.4 ({@code "a"."b"@example.com}), source
 * routes, a backslash outside quotes, several addresses. The rules, each checked in one place:
 *
 * <ul>
 *   <li>the local part is a Dot-string of atext (RFC 5322 §3.2.3) and non-ASCII (RFC 6531 §3.3), or
 *       with {@link EmailOptions#quotedLocalPart()} a Quoted-string, possibly empty; unsafe code
 *       points are rejected even where RFC 6531 allows them (controls, format characters,
 *       unassigned, private use, surrogates, line and paragraph separators, non-ASCII spaces
 *       outside quotes, a leading combining mark); it is normalized to NFC (RFC 6532 §3.1) and is
 *       at most 64 octets of UTF-8 (RFC 5321 §4.5.3.1.1);
 *   <li>the domain goes through UTS #46 mapping (nontransitional: case, width, ideographic full
 *       stops) and then IDNA2008 as {@link org.idna4j.domain.Idna#registration()} checks it (RFC
 *       5891 §4, so symbols and emoji are invalid: RFC 6531 §3.3 asks for U-labels); A-labels are
 *       verified (RFC 5891 §5.4); labels are at most 63 octets and the name 253 in ASCII (RFC 1035
 *       §2.3.4); no trailing dot; the last label is never all digits; with {@link
 *       EmailOptions#addressLiteral()} an RFC 5321 §4.1.3 literal ({@code [192.0.2.1]}, {@code
 *       [IPv6:2001:db8::1]} in an RFC 4291 §2.2 text form) instead;
 *   <li>with {@link EmailOptions#globallyDeliverable()}, the domain has a dot, its last label ends
 *       in a letter and it is not a special-use name (RFC 6761 §6, RFC 6762 §3, RFC 7686 §2);
 *   <li>the address is at most 254 octets as typed, normalized and in its ASCII form (RFC 5321
 *       §4.5.3.1.3);
 *   <li>{@link EmailOptions.Eai} limits where non-ASCII may appear.
 * </ul>
 *
 * <p>Where RFCs leave room, python-email-validator's choices are followed; the tests replay its
 * published cases and jmail's, and list every disagreement with the RFC text behind it.
 *
 * <p><b>Security considerations.</b> The input is untrusted: any {@link CharSequence} of any length
 * is answered, never with an exception, in time linear in its length (the domain's IDNA processing
 * is linear, Punycode O(n log n) on labels that DNS lengths bound), with memory linear in it, and
 * at most {@link org.idna4j.label.IdnaProblem#MAX_LISTED} problems of the address listed plus those
 * of the domain (each capped list ends with one {@code TOO_MANY_PROBLEMS}). Unsafe and invisible
 * code points, Bidi controls, NFC-unstable text and characters that NFC turns into syntax ({@code
 * ;} from U+037E) are rejected, and a {@code <} or {@code @} that a following combining mark would
 * change is not read as syntax. What this does not decide: whether the mailbox exists or the domain
 * accepts mail (no DNS query is made); whether two addresses that differ in the case of the local
 * part name one mailbox (RFC 5321 §2.4 leaves it to the receiving host); confusable look-alikes in
 * the local part (compare skeletons with {@code org.idna4j.label.Confusables} if that matters); and
 * what a display name claims. Show the normalized form, and store it or the ASCII form, not the
 * input.
 */
public final class EmailAddress {

  private EmailAddress() {}

  /**
   * Parses an address with {@link EmailOptions#defaults()}.
   *
   * @param address the address as the user typed it
   * @return the result; never null, whatever the input
   * @throws NullPointerException if {@code address} is null
   */
  public static EmailResult parse(CharSequence address) {
    return parse(address, EmailOptions.defaults());
  }

  /**
   * Parses an address with the given options.
   *
   * @param address the address as the user typed it (the whole input: no trimming is done)
   * @param options what to accept
   * @return the result; never null, whatever the input
   * @throws NullPointerException if {@code address} or {@code options} is null
   */
  public static EmailResult parse(CharSequence address, EmailOptions options) {
    Objects.requireNonNull(address, "address");
    Objects.requireNonNull(options, "options");
    return new AddressParser(address.toString(), options).parse();
  }
}
