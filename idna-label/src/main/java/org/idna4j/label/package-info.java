/**
 * IDNA processing of single labels: UTS #46 (Unicode 18.0.0), IDNA2008 registration
 * (RFC 5890-5893) and IDNA2003 (RFC 3490/3491), with every problem reported and positioned.
 *
 * <p>Most users need the {@code org.idna4j.domain} package, which converts whole names. This
 * package holds what both share:
 * <ul>
 *   <li>{@link org.idna4j.label.IdnaProfile} - the immutable options, with presets
 *       ({@code lookup()}, {@code uts46()}, {@code whatwgUrl()}, {@code transitional()},
 *       {@code registration()}, {@code idna2003()}) and a builder whose options are named after
 *       the UTS #46 flags;</li>
 *   <li>{@link org.idna4j.label.IdnaError} - what can be wrong, each with its UTS #46 status code,
 *       and {@link org.idna4j.label.IdnaProblem} - one problem with its label index and
 *       code-point offset;</li>
 *   <li>{@link org.idna4j.label.LabelProcessor} and {@link org.idna4j.label.LabelResult} - one
 *       label at a time, with its {@link org.idna4j.label.LabelKind} (RFC 5890 §2.3.1).</li>
 * </ul>
 *
 * <p>Everything here is immutable and thread-safe. Bad input never throws; only {@code null}
 * and invalid configurations do. The engines (UTS #46 mapping through ICU4J's {@code uts46}
 * Normalizer2, the RFC 5892 derived property, CONTEXTJ/CONTEXTO, the RFC 5893 Bidi Rule) are
 * package-private.
 *
 * <p>Which problems are reported together: every check runs on every label, as the exact status
 * sets of Unicode's {@code IdnaTestV2.txt} require (for instance the Bidi Rule and CONTEXTJ
 * still run on a label with a disallowed code point), with two exceptions that avoid cascades:
 * an {@code xn--} label that cannot be decoded (non-ASCII, or invalid Punycode) gets no further
 * validity checks, as UTS #46 §4 step 4 says; and when rule 1 of the Bidi Rule fails, the
 * label has no direction, so rules 2-6 are not applied to it.
 */
package org.idna4j.label;
