package org.idna4j.domain;

import java.util.List;
import java.util.Objects;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.NameRules;

/**
 * A drop-in replacement for {@code java.net.IDN} with modern processing: the same static methods,
 * flag constants and exception type, but UTS #46 nontransitional processing on Unicode 18 (the
 * IDNA2008 world that browsers, registries and modern resolvers use) instead of IDNA2003 on Unicode
 * 3.2.
 *
 * <p>Migrating is a change of import:
 *
 * <pre>{@code
 * import org.idna4j.domain.IDN;   // was: import java.net.IDN;
 *
 * IDN.toASCII("faß.de");          // "xn--fa-hia.de"   (java.net.IDN: "fass.de")
 * IDN.toASCII("Bücher.example");  // "xn--bcher-kva.example"
 * IDN.toUnicode("xn--fa-hia.de"); // "faß.de"
 * }</pre>
 *
 * New code should use {@link Idna} instead, which returns every problem with its position rather
 * than one exception, and whose profiles name every option.
 *
 * <h2>Processing</h2>
 *
 * {@code toASCII} and {@code toUnicode} apply UTS #46 §4.2 ToASCII and §4.3 ToUnicode,
 * nontransitional, with CheckBidi (RFC 5893), CheckJoiners (RFC 5892 Appendix A.1/A.2) and
 * VerifyDnsLength, a trailing root dot accepted, and the flags mapped as follows:
 *
 * <table>
 *   <caption>Flags</caption>
 *   <tr><th>flag</th><th>java.net.IDN (RFC 3490 §2)</th><th>this class (UTS #46 §4)</th></tr>
 *   <tr><td>{@link #USE_STD3_ASCII_RULES}</td><td>UseSTD3ASCIIRules: LDH ASCII only, no
 *       leading or trailing hyphen</td><td>UseSTD3ASCIIRules and CheckHyphens: LDH ASCII only,
 *       no leading or trailing hyphen, and no hyphens in both the 3rd and 4th position</td></tr>
 *   <tr><td>{@link #ALLOW_UNASSIGNED}</td><td>AllowUnassigned: code points unassigned in
 *       Unicode 3.2 pass through</td><td>accepted and ignored: UTS #46 has no such option; code
 *       points unassigned in Unicode 18 are always disallowed (UTS #46 §5)</td></tr>
 *   <tr><td>other bits</td><td>ignored</td><td>ignored</td></tr>
 * </table>
 *
 * <h2>Every behaviour difference from {@code java.net.IDN}</h2>
 *
 * Each item is checked against the real {@code java.net.IDN} by {@code IDNTest}.
 *
 * <ol>
 *   <li><b>Deviation characters are kept</b> (UTS #46 §4 nontransitional, IDNA2008): ß, ς, ZWJ and
 *       ZWNJ stay instead of being mapped to "ss", "σ" or deleted: {@code toASCII("faß.de")} is
 *       {@code "xn--fa-hia.de"}, not {@code "fass.de"}; {@code toASCII("a\u200Db")} fails the
 *       CONTEXTJ rule instead of giving {@code "ab"}.
 *   <li><b>Unicode 18 instead of 3.2</b>: letters added since 2002 are accepted without
 *       ALLOW_UNASSIGNED ({@code "\u0221"}), emoji and other symbols that UTS #46 marks valid (NV8)
 *       are accepted ({@code toASCII("\uD83D\uDE00.com")} is {@code "xn--e28h.com"}), and
 *       ALLOW_UNASSIGNED no longer lets truly unassigned code points through ({@code "\u0378"} is
 *       rejected with or without it).
 *   <li><b>Different mappings and prohibitions</b>: the UTS #46 mapping table (§5), not Nameprep:
 *       e.g. U+2488 "⒈" is disallowed (java.net.IDN maps it to "1." and so creates a label), and
 *       U+1E9E "ẞ" maps to "ß" (java.net.IDN rejects it as unassigned in Unicode 3.2).
 *   <li><b>ASCII labels are lower-cased and validated</b>: {@code toASCII("ABC.DE")} is {@code
 *       "abc.de"} (java.net.IDN leaves all-ASCII labels alone), and {@code xn--} labels are decoded
 *       and checked (UTS #46 §4.1), so an invalid or non-canonical A-label such as {@code
 *       "xn--abc-"} or {@code "xn--a"} is rejected where java.net.IDN passes it through.
 *   <li><b>The Bidi rule is RFC 5893, not RFC 3454 §6</b>: {@code "\u06271"} (Arabic letter then
 *       digit) is accepted; RFC 5893 also checks the LTR labels of a name that has an RTL label.
 *   <li><b>Length limits</b>: the whole name is limited to 253 ASCII characters (254 with a
 *       trailing dot; UTS #46 VerifyDnsLength, RFC 1034 §3.1), where java.net.IDN accepts any
 *       length; labels stay limited to 63. A trailing dot is accepted as before, and, as before,
 *       the empty name {@code ""} comes back as {@code ""} and the root name {@code "."} (or
 *       U+3002, U+FF0E, U+FF61 alone) as {@code "."}; {@code ".."}, a leading dot and an empty
 *       label fail as they do in java.net.IDN. The full edge table is in MIGRATION.md.
 *   <li><b>Hyphens under USE_STD3_ASCII_RULES</b>: also rejects a label with hyphens in both the
 *       3rd and 4th position, such as {@code "ab--cd"} (UTS #46 CheckHyphens).
 *   <li><b>Error messages</b>: the {@link IllegalArgumentException} is an {@link IdnaException}
 *       whose message lists every problem with its label and offset (java.net.IDN reports one
 *       problem, sometimes as a wrapped {@code java.text.ParseException}); catch {@code
 *       IdnaException} to get them as values. Very long labels are an ordinary problem, not a
 *       {@code "Too many input code points"} parse error.
 *   <li><b>toUnicode maps as well</b>: labels are mapped as in UTS #46 §4.3, so {@code
 *       toUnicode("Bücher.DE")} is {@code "bücher.de"} (java.net.IDN returns non-ACE labels
 *       untouched), and {@code toUnicode("xn--zca")} is {@code "ß"} (java.net.IDN's round-trip
 *       check fails because IDNA2003 maps ß to "ss"). As before, a label that cannot be converted
 *       comes back as it was in the input, and toUnicode never throws.
 * </ol>
 *
 * The same, as before: the label separators U+002E, U+3002, U+FF0E and U+FF61 (all written as "."
 * in the output), the 63-character label limit, null arguments throw {@link NullPointerException},
 * and the class holds no state (thread-safe).
 */
public final class IDN {

  /**
   * Flag to allow processing of unassigned code points; the same value as {@code
   * java.net.IDN.ALLOW_UNASSIGNED}. Accepted for compatibility and ignored: UTS #46 has no
   * AllowUnassigned option, and code points unassigned in the implemented Unicode version are
   * disallowed by its mapping table (UTS #46 §5).
   */
  public static final int ALLOW_UNASSIGNED = 0x01;

  /**
   * Flag to turn on the STD3 ASCII rules; the same value as {@code
   * java.net.IDN.USE_STD3_ASCII_RULES}. Sets the UTS #46 flags UseSTD3ASCIIRules (only letters,
   * digits and hyphen in ASCII, RFC 1123 §2.1) and CheckHyphens (no leading or trailing hyphen, no
   * hyphens in both the 3rd and 4th position; UTS #46 §4.1 criteria 2 and 3).
   */
  public static final int USE_STD3_ASCII_RULES = 0x02;

  private static final IdnaProfile BASE =
      IdnaProfile.uts46().toBuilder()
          .useStd3AsciiRules(false)
          .checkHyphens(false)
          .allowTrailingDot(true)
          .build();
  private static final Idna PLAIN = Idna.of(BASE);
  private static final Idna STD3 =
      Idna.of(BASE.toBuilder().useStd3AsciiRules(true).checkHyphens(true).build());

  private IDN() {}

  /**
   * Converts a domain name to its ASCII form (UTS #46 §4.2 ToASCII), with the flags described in
   * the class comment.
   *
   * @param input the domain name; labels separated by U+002E, U+3002, U+FF0E or U+FF61
   * @param flag {@link #ALLOW_UNASSIGNED} (ignored) and/or {@link #USE_STD3_ASCII_RULES}
   * @return the ASCII form, labels separated by U+002E
   * @throws IdnaException (an {@link IllegalArgumentException}) if the name has any problem; its
   *     message and {@link IdnaException#problems()} list them all
   * @throws NullPointerException if {@code input} is null
   */
  public static String toASCII(String input, int flag) {
    Objects.requireNonNull(input, "input");
    // java.net.IDN returns the name without labels as it is and the root name as "." (RFC 3490
    // has no rule for either); nothing is at stake there, so the drop-in does the same.
    if (input.isEmpty()) {
      return input;
    }
    if (input.length() == 1 && isSeparator(input.charAt(0))) {
      return ".";
    }
    return idna(flag).toAsciiOrThrow(input);
  }

  /**
   * Converts a domain name to its ASCII form, without flags: {@code toASCII(input, 0)}.
   *
   * @param input the domain name
   * @return the ASCII form
   * @throws IdnaException (an {@link IllegalArgumentException}) if the name has any problem
   * @throws NullPointerException if {@code input} is null
   */
  public static String toASCII(String input) {
    return toASCII(input, 0);
  }

  /**
   * Converts a domain name to its Unicode form (UTS #46 §4.3 ToUnicode). Never fails: a label that
   * cannot be converted appears in the output as it was in the input, as with {@code java.net.IDN}.
   *
   * @param input the domain name; labels separated by U+002E, U+3002, U+FF0E or U+FF61
   * @param flag {@link #ALLOW_UNASSIGNED} (ignored) and/or {@link #USE_STD3_ASCII_RULES}
   * @return the Unicode form, labels separated by U+002E
   * @throws NullPointerException if {@code input} is null
   */
  public static String toUnicode(String input, int flag) {
    Objects.requireNonNull(input, "input");
    DomainResult result = idna(flag).toUnicode(input);
    if (result.isValid()) {
      return result.output();
    }
    List<LabelSpan> spans = result.labelSpans();
    boolean[] failed = new boolean[spans.size()];
    boolean nameLevel = false;
    for (IdnaProblem p : result.problems()) {
      int label = p.labelIndex().orElse(failed.length);
      if (label >= failed.length) {
        nameLevel = true;
      } else {
        failed[label] = true;
      }
    }
    // A failed label as it was in the input; on a problem of the whole name, every label.
    StringBuilder sb = new StringBuilder(input.length());
    int ch = 0; // a char index of the input, moved forward only
    int cp = 0; // its code-point offset
    for (int i = 0; i < failed.length; i++) {
      LabelSpan span = spans.get(i);
      int from = input.offsetByCodePoints(ch, span.start() - cp);
      ch = input.offsetByCodePoints(from, span.end() - span.start());
      cp = span.end();
      if (i > 0) {
        sb.append('.');
      }
      if (nameLevel || failed[i]) {
        sb.append(input, from, ch);
      } else {
        sb.append(span.output());
      }
    }
    return sb.toString();
  }

  /**
   * Converts a domain name to its Unicode form, without flags: {@code toUnicode(input, 0)}.
   *
   * @param input the domain name
   * @return the Unicode form
   * @throws NullPointerException if {@code input} is null
   */
  public static String toUnicode(String input) {
    return toUnicode(input, 0);
  }

  private static Idna idna(int flag) {
    return (flag & USE_STD3_ASCII_RULES) != 0 ? STD3 : PLAIN;
  }

  /** The four label separators of UTS #46 §4 step 3 and RFC 3490 §3.1. */
  private static boolean isSeparator(char c) {
    return NameRules.isLabelSeparator(c);
  }
}
