/**
 * Internationalized domain names: converting whole names between Unicode and ASCII.
 *
 * <p>Start with {@link org.idna4j.domain.Idna}:
 *
 * <pre>{@code
 * DomainResult r = Idna.lookup().toAscii("Bücher.example");
 * r.output();    // "xn--bcher-kva.example"
 * r.isValid();   // true
 * r.problems();  // every problem, in input order, with label index and offset
 * }</pre>
 *
 * <ul>
 *   <li>{@link org.idna4j.domain.Idna} - converters per {@link org.idna4j.label.IdnaProfile},
 *       cached for the presets; {@code toAscii}/{@code toUnicode} return a {@link
 *       org.idna4j.domain.DomainResult}, the {@code ...OrThrow} variants throw an {@link
 *       org.idna4j.domain.IdnaException} listing every problem;
 *   <li>{@link org.idna4j.domain.Idna#whatwgUrl()} - the WHATWG URL Standard's domain parser, whose
 *       validation errors that do not fail are {@link
 *       org.idna4j.domain.DomainResult#nonFatalProblems()};
 *   <li>{@link org.idna4j.domain.IDN} - a drop-in replacement for {@code java.net.IDN}.
 * </ul>
 *
 * <p>Everything here is immutable and thread-safe.
 */
package org.idna4j.domain;
