/**
 * <b>Not API.</b> What {@code org.idna4j.domain} needs from the label engine and no other caller
 * should: converting a label as part of a domain name (the Bidi domain name condition of RFC 5893
 * §1.4 spans labels), whether a label is an RTL label, the engine without its fast paths (the
 * reference the equivalence tests compare with) and the marker problem of a capped list. (The DNS
 * constants, label separators and deviation characters are public API: {@link
 * org.idna4j.label.NameRules}.) Types here may change or go away in any release.
 *
 * <p>Why a package and not public methods on {@code LabelProcessor} and {@code LabelResult}: those
 * types are the API of single-label conversion, where the Bidi domain flag and the RTL flag have no
 * meaning; a caller who converts names uses {@code org.idna4j.domain.Idna}, which applies the
 * cross-label rules itself. Keeping the hooks here keeps the public surface of {@code
 * org.idna4j.label} to what a label caller needs, while the engine stays package-private there. The
 * module {@code org.idna4j.label} exports this package to {@code org.idna4j.domain} only (a
 * qualified export in its {@code module-info.java}), so on the module path no other module can read
 * it, nor call {@link org.idna4j.label.internal.LabelAccess#install}. On the class path (where
 * module boundaries do not apply) the {@code .internal} suffix and this paragraph are the only
 * signal.
 *
 * <p>{@link org.idna4j.label.internal.LabelAccess} is installed by {@code org.idna4j.label} when
 * its classes initialize (the shared-secrets pattern): the engine's hooks are reachable only
 * through it, and the engine itself stays package-private.
 */
package org.idna4j.label.internal;
