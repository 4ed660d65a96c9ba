/**
 * Punycode and Bootstring (RFC 3492): the codec that turns a Unicode string into a string of basic
 * code points and back, as used for the ASCII form of internationalized domain labels.
 *
 * <p>Most users need only {@link org.idna4j.punycode.Punycode} ({@code encode}, {@code decode}) and
 * {@link org.idna4j.punycode.PunycodeException}, which reports every bad input with a {@linkplain
 * org.idna4j.punycode.PunycodeException.Reason reason} and an index.
 *
 * <p>The rest of the package serves less common needs:
 *
 * <ul>
 *   <li>{@link org.idna4j.punycode.Bootstring} and {@link
 *       org.idna4j.punycode.BootstringParameters}: the general algorithm of RFC 3492 §3-§6 for any
 *       parameter set satisfying §4; Punycode is the §5 instance;
 *   <li>{@link org.idna4j.punycode.CaseAnnotatedString}: the result of decoding with mixed-case
 *       annotation (RFC 3492 Appendix A).
 * </ul>
 *
 * <p>What this package does: RFC 3492 §6.2 and §6.3 exactly, on Unicode code points, for inputs of
 * any length in O(n log n), never throwing anything but {@code PunycodeException} for a bad input.
 * What it does not do: the IDNA layer ({@code "xn--"} prefix, mapping, normalization, validity and
 * length rules), which lives in the {@code idna-label} module.
 *
 * <p>Every type is immutable and thread-safe. The module has no dependencies.
 */
package org.idna4j.punycode;
