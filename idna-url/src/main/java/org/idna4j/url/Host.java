package org.idna4j.url;

import java.util.Objects;

/**
 * A host as the WHATWG URL Standard defines it (§3.1 "Host representation"): a domain, an IPv4 or
 * IPv6 address, an opaque host or the empty host; and the three entry points that make one: the
 * host parser for special schemes ({@link #parse}), for other schemes ({@link #parseOpaque}), and
 * the host of a whole URL converted in place ({@link #toAsciiInUrl}).
 *
 * <pre>{@code
 * Host.parse("Bücher.example").output();          // "xn--bcher-kva.example"
 * Host.parse("0x7f.1").output();                  // "127.0.0.1"
 * Host.parse("[0:0::1]").output();                // "[::1]"
 * Host.parseOpaque("faß.example").output();       // "fa%C3%9F.example"
 * Host.toAsciiInUrl("http://é@bücher.example:0080/ä?ö#ü").output();
 *                                                 // "http://é@xn--bcher-kva.example:0080/ä?ö#ü"
 * }</pre>
 *
 * <p>A host is an immutable value: two hosts are {@code equals} when they have the same {@link
 * #kind()} and the same {@link #serialize() serialization} (URL Standard §3.7 "Host equivalence"
 * compares hosts, and every host has exactly one serialization).
 *
 * <p><b>Security considerations</b> for all three entry points: the input may be anything; it is
 * answered in time and memory linear in its length, never throws on bad data, and a result lists a
 * bounded number of problems (see {@link HostResult#problems()}). The host parser is the URL
 * Standard's, which is what browsers do, and it is lenient on purpose: a domain keeps an {@code
 * xn--} label that is not valid Punycode (a non-fatal problem), {@code 0x7f.1} and {@code
 * 2130706433} are the IPv4 address 127.0.0.1, and an opaque host (other schemes) may hold any code
 * point that is not a forbidden host code point, percent-encoded. A valid result says the URL
 * Standard accepts the host; it says nothing about whether the name is safe to display (confusable
 * names are valid hosts), whether it resolves, or whether the address is private or loopback:
 * decide those on {@link #kind()} and {@link #serialize()} after parsing, never on the raw input,
 * and compare hosts only in their serialized form.
 */
public final class Host {

  /** The kinds of host (URL Standard §3.1). */
  public enum Kind {
    /**
     * A domain: a non-empty ASCII string, the output of the URL Standard's domain parser ({@code
     * xn--bcher-kva.example}).
     */
    DOMAIN,
    /** An IPv4 address, a 32-bit unsigned integer, serialized as four decimal numbers. */
    IPV4,
    /**
     * An IPv6 address, eight 16-bit pieces, serialized in brackets with the longest run of zero
     * pieces compressed ({@code [::1]}).
     */
    IPV6,
    /**
     * An opaque host: the host of a URL whose scheme is not special, a non-empty ASCII string with
     * C0 controls and non-ASCII code points percent-encoded.
     */
    OPAQUE,
    /**
     * The empty host: the empty string. Every {@code file:} URL without another host has it ({@code
     * file:///x}, {@code file://localhost/x}, {@code file:x}: URL Standard §4.4 file state step 2
     * and file host state), and so does a URL of another scheme whose authority is empty ({@code
     * git://}, {@code foo:///x}, {@code foo://?q}: host state step 3.4 with the opaque-host
     * parser).
     */
    EMPTY,
  }

  private final Kind kind;
  private final String serialization;

  Host(Kind kind, String serialization) {
    this.kind = kind;
    this.serialization = serialization;
  }

  /**
   * Runs the URL Standard's host parser with <i>isOpaque</i> false, as the URL parser does for the
   * special schemes ({@code http}, {@code https}, {@code ws}, {@code wss}, {@code ftp}, {@code
   * file}) (URL Standard §3.5 "Host parsing"): input in brackets goes to the IPv6 parser; anything
   * else is percent-decoded and UTF-8 decoded, goes through the domain parser ({@link
   * org.idna4j.domain.Idna#whatwgUrl()}), and a domain that ends in a number goes to the IPv4
   * parser (decimal, octal and hexadecimal parts). Lone surrogates are read as U+FFFD, as the
   * standard's scalar-value strings have them.
   *
   * <pre>{@code
   * Host.parse("EXAMPLE.COM").output();        // "example.com", Kind.DOMAIN
   * Host.parse("example%2Ecom").output();      // "example.com", non-fatal DOMAIN_PERCENT_ENCODED
   * Host.parse("0xffffffff").output();         // "255.255.255.255", Kind.IPV4
   * Host.parse("example.255").isValid();       // false: IPV4_NON_NUMERIC_PART
   * Host.parse("[1::1::1]").problems();        // [IPV6_MULTIPLE_COMPRESSION ...]
   * }</pre>
   *
   * <p><b>Security considerations:</b> see the {@linkplain Host class documentation}. The input is
   * a host, not a URL: {@code example.com:80} fails (the colon is a forbidden domain code point),
   * and the host of a URL is best found with {@link #toAsciiInUrl}. The empty string fails (the
   * domain parser fails on an empty domain).
   *
   * @param input the host, as it stands between the authority's {@code @} (if any) and its port
   * @return the parsed host, or the problems that make it fail; never null
   * @throws NullPointerException if {@code input} is null
   */
  public static HostResult parse(CharSequence input) {
    return HostParser.parse(Objects.requireNonNull(input, "input"), false).toResult(input);
  }

  /**
   * Runs the URL Standard's host parser with <i>isOpaque</i> true, as the URL parser does for
   * schemes that are not special (URL Standard §3.5): input in brackets goes to the IPv6 parser;
   * anything else to the opaque-host parser, which fails on a forbidden host code point and
   * percent-encodes C0 controls and non-ASCII code points (UTF-8). The empty string is the empty
   * host.
   *
   * <pre>{@code
   * Host.parseOpaque("EXAMPLE.COM").output();  // "EXAMPLE.COM", Kind.OPAQUE (case is kept)
   * Host.parseOpaque("faß.example").output();  // "fa%C3%9F.example"
   * Host.parseOpaque("exa[mple").isValid();    // false: HOST_INVALID_CODE_POINT
   * }</pre>
   *
   * <p><b>Security considerations:</b> see the {@linkplain Host class documentation}. An opaque
   * host is not a domain: it is not mapped, not case-folded and not converted to Punycode, so two
   * opaque hosts that look alike may differ; never treat it as a DNS name.
   *
   * @param input the host of a URL whose scheme is not special
   * @return the parsed host, or the problems that make it fail; never null
   * @throws NullPointerException if {@code input} is null
   */
  public static HostResult parseOpaque(CharSequence input) {
    return HostParser.parse(Objects.requireNonNull(input, "input"), true).toResult(input);
  }

  /**
   * Converts the host of a URL or IRI to its ASCII serialization and leaves every other code point
   * of the URL as it is. The authority is found as the URL Standard's basic URL parser finds it
   * without a base URL (URL Standard §4.4): leading and trailing C0 controls and spaces and every
   * tab and newline are skipped, a special scheme's {@code \} counts as {@code /}, the host begins
   * after the authority's last {@code @}, a colon inside brackets does not start the port, and a
   * {@code file:} host of {@code localhost} is the empty host. The host is parsed with {@link
   * #parse} for special schemes and {@link #parseOpaque} for the others, and exactly the host's
   * code points are replaced by its serialization: user name, password, port spelling, path, query
   * and fragment stay as they were, byte for byte.
   *
   * <pre>{@code
   * Host.toAsciiInUrl("http://é@bücher.example:0080/ä?ö#ü").output();
   *                                      // "http://é@xn--bcher-kva.example:0080/ä?ö#ü"
   * Host.toAsciiInUrl("http://0x7f.1/").output();     // "http://127.0.0.1/"
   * Host.toAsciiInUrl("mailto:a@b.example").host();   // Optional.empty(): no authority
   * Host.toAsciiInUrl("https://:443/").isValid();     // false: HOST_MISSING
   * }</pre>
   *
   * <p>The result is invalid exactly where the URL parser without a base fails: no scheme, a host
   * that fails, a host missing where the scheme needs one ({@code https://}, {@code
   * https://user@/}), or a port that is not ASCII digits up to 65535. Then {@link
   * HostResult#output()} is the input, so that nobody sends a half-converted URL. A URL without an
   * authority ({@code mailto:a@b.example}, {@code data:,x}, {@code foo:/x}) is valid, comes back
   * unchanged and has no {@link HostResult#host() host}, as the URL Standard's null host. A {@code
   * file:} URL always has a host, {@link Kind#EMPTY} unless another is given ({@code file:///x},
   * {@code file://localhost/x} and {@code file:x} alike), and so does a URL of another scheme with
   * an empty authority ({@code git://}, {@code foo:///x}). When nothing changes, the output is the
   * caller's own {@code String} instance.
   *
   * <p>Only the scheme, the authority and the port are read: the path, query and fragment are
   * copied, never parsed, percent-encoded or checked (a browser would percent-encode {@code ä} in
   * the path; this method does not).
   *
   * <p><b>Security considerations:</b> see the {@linkplain Host class documentation}. The output
   * has the host the URL Standard (and so a browser) would connect to, which is the point: a URL
   * checked against an allow-list by its converted host is checked against the host that will be
   * used. The user name and password are kept, not removed: a caller that displays or logs URLs
   * must still drop them ({@link org.idna4j.url.UrlError#INVALID_CREDENTIALS} says they are there).
   * A valid result does not make the rest of the URL safe to use.
   *
   * @param url a URL or IRI without a base, such as {@code https://bücher.example/}
   * @return the URL with its host converted, or the problems that make it fail; never null
   * @throws NullPointerException if {@code url} is null
   */
  public static HostResult toAsciiInUrl(CharSequence url) {
    return UrlAuthority.toAsciiInUrl(Objects.requireNonNull(url, "url"));
  }

  /**
   * Returns what kind of host this is.
   *
   * @return the kind, never null
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns the host serializer's output (URL Standard §3.6 "Host serializing"): the domain or the
   * opaque host itself, an IPv4 address as four decimal numbers ({@code 192.168.0.1}), an IPv6
   * address in brackets with its longest run of two or more zero pieces compressed ({@code
   * [2001:db8::1]}), or the empty string. Always ASCII.
   *
   * @return the serialization, never null
   */
  public String serialize() {
    return serialization;
  }

  /** Returns {@link #serialize()}. */
  @Override
  public String toString() {
    return serialization;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Host h && h.kind == kind && h.serialization.equals(serialization);
  }

  @Override
  public int hashCode() {
    return 31 * kind.hashCode() + serialization.hashCode();
  }
}
