/**
 * <b>Not API.</b> What {@code org.idna4j.url} needs from the domain engine and no other caller
 * should: whether the name at an index of a longer text (the host of a URL) passes the domain
 * parser unchanged, answered in place, without copying the name into a {@code String} of its own.
 * Types here may change or go away in any release.
 *
 * <p>Why a package and not a public method on {@code Idna}: the answer is only the first rung of
 * the fast-path ladder ("unchanged, or cannot tell"), which is a question for a caller that has its
 * own full path to fall back on, not for users of {@code Idna}. The module {@code
 * org.idna4j.domain} exports this package to {@code org.idna4j.url} only (a qualified export in its
 * {@code module-info.java}), so on the module path no other module can read it, nor call {@link
 * org.idna4j.domain.internal.DomainAccess#install}. On the class path (where module boundaries do
 * not apply) the {@code .internal} suffix and this paragraph are the only signal.
 *
 * <p>{@link org.idna4j.domain.internal.DomainAccess} is installed by {@code org.idna4j.domain} when
 * {@code Idna} initializes (the shared-secrets pattern, as {@code org.idna4j.label.internal} does
 * for the label engine): the engine stays package-private.
 */
package org.idna4j.domain.internal;
