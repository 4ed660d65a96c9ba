/**
 * The Public Suffix List: public suffix and registrable domain of a domain name.
 *
 * <p>Start with {@link org.idna4j.psl.PublicSuffixList}:
 *
 * <pre>{@code
 * PublicSuffixList psl = PublicSuffixList.bundled();
 * psl.publicSuffix("www.example.co.uk");        // Optional[co.uk]
 * psl.registrableDomain("www.example.co.uk");   // Optional[example.co.uk]
 * }</pre>
 *
 * <ul>
 *   <li>{@link org.idna4j.psl.PublicSuffixList} - the bundled list or one parsed at run time;
 *       lookups by name;
 *   <li>{@link org.idna4j.psl.PublicSuffixMatch} - the full answer: the rule that prevailed, its
 *       {@link org.idna4j.psl.RuleType} and {@link org.idna4j.psl.Section};
 *   <li>{@link org.idna4j.psl.PslAnswer} - a lookup's answer with the reason when there is no
 *       registrable domain;
 *   <li>{@link org.idna4j.psl.PslOptions} - ICANN-only lookups and the browser-compatible {@link
 *       org.idna4j.psl.WildcardMode};
 *   <li>{@link org.idna4j.psl.ListVersion} - which version of the list is loaded;
 *   <li>{@link org.idna4j.psl.PublicSuffixListFormatException} - a malformed list file, with line
 *       numbers.
 * </ul>
 *
 * <p>Everything here is immutable and thread-safe. The bundled list is data of publicsuffix.org
 * under the Mozilla Public License 2.0 (see {@code org/idna4j/psl/public_suffix_list.NOTICE} in the
 * jar).
 */
package org.idna4j.psl;
