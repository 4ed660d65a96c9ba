/**
 * Internationalized email addresses (RFC 6530-6533): parsing, normalization, the ASCII form and the
 * SMTPUTF8 flag, with the domain checked by IDNA4J's IDNA2008 processing.
 *
 * <p>Start with {@link org.idna4j.email.EmailAddress#parse(CharSequence)}:
 *
 * <pre>{@code
 * EmailResult r = EmailAddress.parse("José@Bücher.example");
 * r.isValid();            // true
 * r.normalized();         // "José@bücher.example"
 * r.asciiDomain();        // Optional["xn--bcher-kva.example"]
 * r.requiresSmtpUtf8();   // true
 * r.problems();           // every problem, in input order, with its code-point offset
 * }</pre>
 *
 * <ul>
 *   <li>{@link org.idna4j.email.EmailAddress} - the entry point;
 *   <li>{@link org.idna4j.email.EmailOptions} - what to accept, with presets ({@code defaults()},
 *       {@code rfc5321()}) and a builder;
 *   <li>{@link org.idna4j.email.EmailResult} - the answer; its problems are {@link
 *       org.idna4j.label.IdnaProblem}s, with {@link org.idna4j.email.EmailError}s beside the
 *       domain's IDNA errors ({@link org.idna4j.label.IdnaError}).
 * </ul>
 *
 * <p>Everything here is immutable and thread-safe.
 */
package org.idna4j.email;
