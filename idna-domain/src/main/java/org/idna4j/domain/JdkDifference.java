package org.idna4j.domain;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * Why {@code java.net.IDN} and IDNA4J answer a domain name differently: the classes a name is
 * sorted into when its answers differ (several may apply), each the cause of a known difference
 * between IDNA2003 ({@code java.net.IDN}, RFC 3490), UTS #46, IDNA2008 and the URL Standard. {@link
 * #classify(String)} is the one classifier: {@code idna compare}, {@code GET /api/v1/compare} and
 * the IDNA4J agent's audit log all report its answer.
 *
 * <pre>{@code
 * JdkDifference.classify("faß.de");      // [DEVIATION]
 * JdkDifference.classify("example.com"); // []: every answer agrees
 * }</pre>
 */
public enum JdkDifference {
  /** ß, ς, ZWJ or ZWNJ: IDNA2003 and transitional processing map them away (UTS #46 §4). */
  DEVIATION,
  /** Emoji and other symbols: valid in UTS #46 (NV8), DISALLOWED in IDNA2008 (RFC 5892). */
  NV8_SYMBOL,
  /** A code point unassigned in Unicode 3.2, which IDNA2003 rejects (RFC 3491 §7). */
  UNASSIGNED_IN_3_2,
  /** A label over 63 octets or a name over 253 (RFC 1035 §2.3.4); java.net.IDN checks labels. */
  LENGTH,
  /**
   * A hyphen first, last or in positions 3 and 4 (RFC 5891 §4.2.3.1, UTS #46 CheckHyphens).
   * Positions are code points, as UTS #46 §4.1 criterion 2 says.
   */
  HYPHEN,
  /** An xn-- label: java.net.IDN passes it through unchecked; IDNA2008 decodes and checks it. */
  ACE_PASS_THROUGH,
  /** The Bidi rule: RFC 5893 (IDNA2008) differs from RFC 3491 §6 (IDNA2003). */
  BIDI,
  /** A ZWJ or ZWNJ context rule (RFC 5892 Appendix A.1, A.2). */
  CONTEXTJ,
  /** A CONTEXTO rule (RFC 5892 Appendix A.3-A.9), checked by registration only. */
  CONTEXTO,
  /** ASCII other than letters, digits, hyphen: rejected only under UseSTD3ASCIIRules. */
  STD3_ASCII,
  /** Input not already in mapped form (upper case, full width, ...): registration does not map. */
  MAPPING,
  /**
   * The URL Standard's domain parser (URL Standard §3.3): an ASCII name is kept, lowercased,
   * whatever ToASCII says (step 5), and a forbidden domain code point fails (step 8).
   */
  URL_STANDARD,
  /** None of the above explains the difference. */
  OTHER;

  /**
   * Returns why {@code java.net.IDN} and IDNA4J answer {@code name} differently, or nothing when
   * they agree. The answers compared are ToASCII's: {@code java.net.IDN.toASCII} without and with
   * {@code USE_STD3_ASCII_RULES} (IDNA2003 as the running JDK ships it) and {@link Idna#toAscii}
   * under every {@link org.idna4j.label.IdnaProfile.Preset}. Two answers agree when both accept the
   * name with the same ASCII form up to ASCII case (DNS compares ASCII case-insensitively, RFC 4343
   * §3), or both reject it. A name whose answers differ gets every class whose cause it shows, and
   * {@link #OTHER} when none does, so the set is empty exactly when every answer agrees.
   *
   * <p>The classes depend on the name alone, not on which call or flags met it: a caller that saw
   * one {@code java.net.IDN} call differ from IDNA4J's gets the same classes as {@code idna
   * compare} reports for that name.
   *
   * <p><b>Security considerations.</b> The name is untrusted input of any length and content; this
   * method never throws on it. Each preset's work is linear in its length, and the classifier scans
   * the name and its decoded form once per rule. {@code java.net.IDN} is the JDK's code, whose
   * bound is its own (linear in the JDKs this project tests, which run a million-character name);
   * any exception it throws is its answer for the name. This method calls {@code java.net.IDN}
   * itself: code that intercepts {@code java.net.IDN} must not route that call back here. The
   * classes are for people and reports, not for a decision to accept a name: decide on {@link
   * DomainResult#isValid()}.
   *
   * @param name the name, as given
   * @return the classes in declaration order, an unmodifiable set; empty when every answer agrees
   * @throws NullPointerException if {@code name} is null
   */
  public static Set<JdkDifference> classify(String name) {
    Objects.requireNonNull(name, "name");
    Set<JdkDifference> found = EnumSet.noneOf(JdkDifference.class);
    JdkComparison.of(name).classify(found);
    return Collections.unmodifiableSet(found);
  }
}
