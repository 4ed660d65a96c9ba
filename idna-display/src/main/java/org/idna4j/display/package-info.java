/**
 * Showing domain names to people: a display policy that decides, label by label, whether a name is
 * shown in Unicode or as A-labels ({@code xn--…}), modelled on the IDN display policies of Chromium
 * and Firefox.
 *
 * <p>Most users need {@link org.idna4j.display.DisplayPolicy}: pick a preset ({@link
 * org.idna4j.display.DisplayPolicy#chromium()} or {@link
 * org.idna4j.display.DisplayPolicy#firefox(org.idna4j.label.RestrictionLevel)}), add the domains to
 * protect with {@link org.idna4j.display.DisplayPolicy.Builder#protectedDomains}, then call {@link
 * org.idna4j.display.DisplayPolicy#toDisplay(CharSequence)} for the string to show or {@link
 * org.idna4j.display.DisplayPolicy#decide(CharSequence)} for a {@link
 * org.idna4j.display.DisplayResult} with one {@link org.idna4j.display.LabelDecision} per label and
 * every {@link org.idna4j.display.DisplayReason} that applies.
 *
 * <p>The rules come from Chromium's {@code components/url_formatter/spoof_checks} and {@code
 * docs/idn.md} and from Firefox's {@code netwerk/dns/nsIDNService.cpp}; their tables are kept as
 * data with their provenance and licence ({@code chromium.txt}, BSD-3-Clause; {@code firefox.txt},
 * MPL-2.0). The UTS #39 machinery (restriction levels, mixed numbers, hidden characters, skeletons)
 * is idna-label's. The engine is package-private.
 */
package org.idna4j.display;
