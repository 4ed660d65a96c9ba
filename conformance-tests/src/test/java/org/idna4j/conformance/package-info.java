/**
 * Conformance tests: the published test data of each standard IDNA4J implements, replayed through
 * the public API, one test per line or vector of the file.
 *
 * <ul>
 *   <li>RFC 3492 (Punycode): the §7.1 samples A-S and inputs that §6.2, §6.3 and §6.4 reject
 *       ({@code Rfc3492SamplesTest}, {@code Rfc3492BadInputTest}, read by {@code Rfc3492Tsv});
 *   <li>UTS #46: Unicode's {@code IdnaTestV2.txt} ({@code IdnaTestV2Test}, parsed by {@code
 *       IdnaTestV2File}), also on eight threads sharing one instance ({@code
 *       ConcurrencyIdnaTestV2Test}), and web-platform-tests' ToASCII cases ({@code
 *       WptToAsciiTest});
 *   <li>RFC 5892 Appendix A: the CONTEXTO rules end to end ({@code Rfc5892AppendixATest});
 *   <li>IDNA2003: the draft-josefsson-idn-test-vectors and agreement with {@code java.net.IDN}
 *       ({@code Idna2003*});
 *   <li>the Public Suffix List's own tests ({@code PslOfficialTestsTest});
 *   <li>the Unicode version of ICU4J against that of the bundled data ({@code UnicodeVersionTest}).
 * </ul>
 *
 * <p>The data files are under {@code src/test/resources} (provenance in the PROVENANCE.md files
 * there, the test classes' Javadoc and the root README). The module has no main code and publishes
 * nothing.
 */
package org.idna4j.conformance;
