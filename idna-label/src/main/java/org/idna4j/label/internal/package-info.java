/**
 * <b>Not API.</b> What {@code org.idna4j.domain} needs from the label engine and no other caller
 * should: converting a label as part of a domain name (the Bidi domain name condition of RFC 5893
 * §1.4 spans labels), whether a label is an RTL label, the engine without its fast paths (the
 * reference the equivalence tests compare with), and the DNS constants and label separators that
 * both layers apply. Types here may change or go away in any release.
 *
 * <p>Why a package and not public methods on {@code LabelProcessor} and {@code LabelResult}: those
 * types are the API of single-label conversion, where the Bidi domain flag and the RTL flag have no
 * meaning; a caller who converts names uses {@code org.idna4j.domain.Idna}, which applies the
 * cross-label rules itself. Keeping the hooks here keeps the public surface of {@code
 * org.idna4j.label} to what a label caller needs, while the engine stays package-private there. The
 * jar's {@code Automatic-Module-Name} ({@code org.idna4j.label}) exports every package, as
 * automatic modules do; the {@code .internal} suffix is the usual signal that this one is not meant
 * for use (as in many libraries without {@code module-info}).
 *
 * <p>{@link org.idna4j.label.internal.LabelAccess} is installed by {@code org.idna4j.label} when
 * its classes initialize (the shared-secrets pattern): the engine's hooks are reachable only
 * through it, and the engine itself stays package-private.
 */
package org.idna4j.label.internal;
