/**
 * Hosts inside URLs: the WHATWG URL Standard's host parser, and the host of a URL or IRI converted
 * in place.
 *
 * <p>Most users need {@link org.idna4j.url.Host} and its three entry points, which return a {@link
 * org.idna4j.url.HostResult}:
 *
 * <pre>{@code
 * Host.parse("Bücher.example").output();          // "xn--bcher-kva.example" (special schemes)
 * Host.parseOpaque("faß.example").output();       // "fa%C3%9F.example" (other schemes)
 * Host.toAsciiInUrl("http://é@bücher.example:0080/ä?ö#ü").output();
 *                                                 // "http://é@xn--bcher-kva.example:0080/ä?ö#ü"
 * }</pre>
 *
 * <p>It implements, from the URL Standard (whatwg/url {@code url.bs} at 6ae84860, 2026-07-02): the
 * host parser, IPv4 parser, IPv4 number parser, ends-in-a-number checker, IPv6 parser and
 * opaque-host parser (§3.5), the host serializer with IPv6 compression (§3.6), and the states of
 * the basic URL parser that find the authority without a base URL (§4.4). The domain step is the
 * domain parser of {@code org.idna4j.domain} ({@link org.idna4j.domain.Idna#whatwgUrl()}), not a
 * copy of it. It does not parse paths, queries or fragments, resolve relative URLs against a base,
 * or serialize whole URLs.
 *
 * <p>Everything here is immutable and thread-safe, and every entry point answers in time linear in
 * its input without throwing on bad data.
 */
package org.idna4j.url;
