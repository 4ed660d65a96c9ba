/**
 * IDNA processing of single labels: UTS #46 (Unicode 18.0.0), IDNA2008 registration (RFC 5890-5893)
 * and IDNA2003 (RFC 3490/3491), with every problem reported and positioned.
 *
 * <p>Most users need the {@code org.idna4j.domain} package, which converts whole names. This
 * package holds what both share:
 *
 * <ul>
 *   <li>{@link org.idna4j.label.IdnaProfile} - the immutable options, with presets ({@code
 *       lookup()}, {@code uts46()}, {@code whatwgUrl()}, {@code transitional()}, {@code
 *       registration()}, {@code idna2003()}, {@code whatwgUrlStrict()}) and a builder whose options
 *       are named after the UTS #46 flags, and {@link org.idna4j.label.IdnaOption} - its on/off
 *       options, each with the UTS #46 or RFC flag it stands for;
 *   <li>{@link org.idna4j.label.IdnaError} - what can be wrong in a label or a name, each with its
 *       UTS #46 status code, and {@link org.idna4j.label.ProblemCode} - the interface it shares
 *       with the errors of the modules above (URL, email), and {@link org.idna4j.label.IdnaProblem}
 *       - one problem with its label index and code-point offset;
 *   <li>{@link org.idna4j.label.LabelProcessor} and {@link org.idna4j.label.LabelResult} - one
 *       label at a time, with its {@link org.idna4j.label.LabelKind} (RFC 5890 §2.3.1);
 *   <li>{@link org.idna4j.label.CodePointInfo} - what UTS #46 and RFC 5892 say of one code point
 *       ({@link org.idna4j.label.Uts46Status}, {@link org.idna4j.label.Rfc5892DerivedProperty}),
 *       with its Bidi class and script.
 * </ul>
 *
 * <p>Everything here is immutable and thread-safe. Bad input never throws; only {@code null} and
 * invalid configurations do. The engines (UTS #46 mapping through ICU4J's {@code uts46}
 * Normalizer2, the RFC 5892 derived property, CONTEXTJ/CONTEXTO, the RFC 5893 Bidi Rule) are
 * package-private.
 *
 * <p>Which problems are reported together: every check runs on every label, as the exact status
 * sets of Unicode's {@code IdnaTestV2.txt} require (for instance the Bidi Rule and CONTEXTJ still
 * run on a label with a disallowed code point), with two exceptions that avoid cascades: an {@code
 * xn--} label that cannot be decoded (non-ASCII, or invalid Punycode) gets no further validity
 * checks, as UTS #46 §4 step 4 says; and when rule 1 of the Bidi Rule fails, the label has no
 * direction, so rules 2-6 are not applied to it.
 *
 * <p>Speed without a second algorithm: the UTS #46 and registration engines first try a "simple
 * label" tier. A label qualifies when every code point is marked simple in a table built once from
 * ICU4J's data ({@code SimpleCodePoints}: kept as it is by UTS #46 mapping and valid, or
 * PVALID/CONTEXTO under RFC 5892; NFC quick check YES; no full stop, no joiner), its combining
 * classes are in canonical order (so it is in NFC, UAX #15 §9), it has no leading mark and no
 * hyphen at the start, the end or in positions 3-4, no CONTEXTO code point when CONTEXTO is
 * checked, the Bidi Rule holds where it applies, and its A-label fits in 63 octets; for an {@code
 * xn--} label this is asked of the decoding of its payload (which ToASCII, whose output is the
 * label itself, also requires to be lowercase LDH; for ToUnicode the strict decoder and the scan of
 * the decoding make that check needless). Such a label gets a valid result without normalizer,
 * positions or problem lists; any other label takes the general path, which the package-private
 * reference engines always take. Each condition is the negation of a problem the general path could
 * report, so the results are identical; tests compare both paths label by label and over 300,000
 * corpus names.
 *
 * <p>One pipeline: the general path of the UTS #46 and registration engines is one sequence of
 * steps ({@code LabelPipeline}); each standard supplies the steps where it differs (mapping,
 * validity rules, decoding and encoding details). The steps both use are in {@code LabelSteps}; the
 * constants of domain names that every module shares (ACE prefix, DNS limits, label separators,
 * deviation characters) in the public {@link org.idna4j.label.NameRules}. IDNA2003 (RFC 3490) has
 * its own sequence, with Nameprep in place of mapping and validation.
 *
 * <p>What {@code org.idna4j.domain} needs beyond this API (the Bidi domain flag, the RTL flag, the
 * reference engines, the name-level answers of each standard) is in {@code
 * org.idna4j.label.internal}, which is not API: the module exports it to {@code org.idna4j.domain}
 * only.
 */
package org.idna4j.label;
