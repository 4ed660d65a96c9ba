package org.idna4j.email;

import static org.idna4j.email.EmailError.EMAIL_ADDRESS_LITERAL_NOT_ALLOWED;
import static org.idna4j.email.EmailError.EMAIL_EMPTY_DOMAIN;
import static org.idna4j.email.EmailError.EMAIL_INVALID_ADDRESS_LITERAL;
import static org.idna4j.email.EmailError.EMAIL_NON_ASCII;
import static org.idna4j.email.EmailError.EMAIL_NOT_GLOBAL_DOMAIN;
import static org.idna4j.email.EmailError.EMAIL_NUMERIC_TOP_LEVEL_DOMAIN;
import static org.idna4j.email.EmailError.EMAIL_SPECIAL_USE_DOMAIN;
import static org.idna4j.label.IdnaProblem.NAME_LEVEL;

import java.util.ArrayList;
import java.util.List;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.domain.LabelSpan;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.NameRules;

/**
 * The domain of an address, checked with the library's IDNA processing in two steps, as
 * python-email-validator does with the {@code idna} package (UTS #46 remapping, then IDNA2008):
 *
 * <ol>
 *   <li>UTS #46 nontransitional ToASCII ({@link #MAP}): maps case, width and the ideographic full
 *       stops (UTS #46 §4 step 1), NFC, decodes and checks A-labels, with the flags of IDNA2008
 *       registration (UseSTD3ASCIIRules, CheckHyphens, CheckBidi, CheckJoiners, CONTEXTO,
 *       VerifyDnsLength, no trailing dot). Its problems carry exact offsets into the input.
 *   <li>If that passes and the ASCII form has A-labels: IDNA2008 registration ({@link
 *       Idna#registration()}, RFC 5891 §4 and §5.4) ToUnicode of the ASCII form, which decodes each
 *       A-label, checks that it is the canonical encoding, and classifies every code point of the
 *       U-label by the RFC 5892 derived property; its output is the Unicode form. This is what
 *       rejects symbols and emoji, which UTS #46 lets through (RFC 6531 §3.3 wants a U-label). An
 *       all-LDH ASCII form has nothing left to check: the first step applied the same LDH, hyphen
 *       and length rules.
 * </ol>
 *
 * <p>Problems of the second step concern a decoded A-label, whose positions registration reports at
 * the label's start (RFC 5891 §5.4 works on the whole label); they are moved to the start of the
 * same label in the input.
 */
final class DomainPart {

  /** Step 1: UTS #46 mapping with the registration profile's checks. */
  static final Idna MAP =
      Idna.of(
          IdnaProfile.builder()
              .standard(IdnaProfile.Standard.UTS46)
              .useStd3AsciiRules(true)
              .checkHyphens(true)
              .checkBidi(true)
              .checkJoiners(true)
              .checkContextO(true)
              .verifyDnsLength(true)
              .build());

  /** Step 2: IDNA2008 registration, RFC 5891 §4. */
  static final Idna REGISTRATION = Idna.registration();

  /**
   * Special-use domain names that cannot receive Internet mail, as python-email-validator lists
   * them: {@code arpa} (RFC 3172, infrastructure), {@code invalid}, {@code localhost}, {@code test}
   * (RFC 6761 §6.4, §6.3, §6.2), {@code local} (RFC 6762 §3, Multicast DNS), {@code onion} (RFC
   * 7686 §2). The {@code example} names (RFC 6761 §6.5) are left alone, as RFC 6761 asks.
   */
  static final List<String> SPECIAL_USE_NAMES =
      List.of("arpa", "invalid", "local", "localhost", "onion", "test");

  /** The ASCII form (A-labels), or null when invalid. */
  final String ascii;

  /** The Unicode form (U-labels), or null when invalid. */
  final String unicode;

  /** The problems, offsets in code points from the domain's start. */
  final List<IdnaProblem> problems;

  /** How many problems the IDNA cap left out. */
  final long omitted;

  /** Where each label stands in the domain (step 1's {@link DomainResult#labelSpans()}). */
  final List<LabelSpan> spans;

  private DomainPart(
      String ascii,
      String unicode,
      List<IdnaProblem> problems,
      long omitted,
      List<LabelSpan> spans) {
    this.ascii = ascii;
    this.unicode = unicode;
    this.problems = problems;
    this.omitted = omitted;
    this.spans = spans;
  }

  /** An invalid domain part: no forms. */
  private static final DomainPart INVALID = new DomainPart(null, null, List.of(), 0, List.of());

  /**
   * Parses the domain half of an address, {@code s[from, to)} after the {@code @}: an address
   * literal or a domain name ({@link #check}), then the rules of an address's domain that IDNA does
   * not have (a numeric last label, global deliverability, special-use names). Reports every
   * problem to {@code problems}.
   *
   * @return the domain's forms; {@code ascii} and {@code unicode} are null when it is invalid
   */
  static DomainPart parse(String s, int from, int to, EmailOptions options, Problems problems) {
    if (from == to) {
      problems.report(EMAIL_EMPTY_DOMAIN, NAME_LEVEL, from, "nothing after the @");
      return INVALID;
    }
    return s.charAt(from) == '['
        ? addressLiteral(s, from, to, options, problems)
        : domainName(s, from, to, options, problems);
  }

  /** RFC 5321 §4.1.3 address-literal = "[" ( IPv4-address-literal / IPv6-address-literal ) "]". */
  private static DomainPart addressLiteral(
      String s, int from, int to, EmailOptions options, Problems problems) {
    if (!options.addressLiteral()) {
      problems.report(
          EMAIL_ADDRESS_LITERAL_NOT_ALLOWED,
          NAME_LEVEL,
          from,
          "an address literal (EmailOptions.addressLiteral() is off)");
    }
    if (to - from < 2 || s.charAt(to - 1) != ']') {
      problems.report(
          EMAIL_INVALID_ADDRESS_LITERAL, NAME_LEVEL, from, "the [ has no matching ] at the end");
      return INVALID;
    }
    String[] why = new String[1];
    String literal = AddressLiteral.canonical(s.substring(from + 1, to - 1), why);
    if (literal == null) {
      problems.report(EMAIL_INVALID_ADDRESS_LITERAL, NAME_LEVEL, from + 1, why[0]);
      return INVALID;
    }
    String domain = "[" + literal + "]";
    return new DomainPart(domain, domain, List.of(), 0, List.of());
  }

  private static DomainPart domainName(
      String s, int from, int to, EmailOptions options, Problems problems) {
    String domain = s.substring(from, to);
    if (options.eai() == EmailOptions.Eai.ASCII) {
      for (int i = from; i < to; ) {
        int cp = s.codePointAt(i);
        if (cp >= 0x80 && problems.wants(EMAIL_NON_ASCII)) {
          problems.add(
              EMAIL_NON_ASCII,
              NAME_LEVEL,
              i,
              Chars.describe(cp) + " after the @ (Eai.ASCII: write the domain with A-labels)");
        }
        i += Character.charCount(cp);
      }
    }
    DomainPart d = check(domain);
    problems.addDomain(d.problems, from, d.omitted);
    if (d.ascii == null) {
      return d;
    }
    int lastLabel = d.spans.size() - 1;
    String last = d.spans.get(lastLabel).output();
    // a char index, as problems are reported: the code-point offset of the last label, in chars
    int lastStart = from + domain.offsetByCodePoints(0, d.spans.get(lastLabel).start());
    if (isDigits(last)) {
      problems.report(
          EMAIL_NUMERIC_TOP_LEVEL_DOMAIN,
          lastLabel,
          lastStart,
          "the last label \"" + last + "\" is a number");
    } else if (options.globallyDeliverable()) {
      if (lastLabel == 0) {
        problems.report(
            EMAIL_NOT_GLOBAL_DOMAIN,
            0,
            from,
            "the domain has no dot (EmailOptions.globallyDeliverable() is on)");
      } else if (!isAsciiLetter(last.charAt(last.length() - 1))) {
        problems.report(
            EMAIL_NOT_GLOBAL_DOMAIN,
            lastLabel,
            lastStart,
            "the last label does not end in a letter (EmailOptions.globallyDeliverable() is on)");
      }
      for (String name : SPECIAL_USE_NAMES) {
        int at = d.ascii.length() - name.length();
        if (d.ascii.endsWith(name) && (at == 0 || d.ascii.charAt(at - 1) == '.')) {
          problems.report(
              EMAIL_SPECIAL_USE_DOMAIN,
              lastLabel,
              lastStart,
              "\"" + name + "\" is a special-use name (EmailOptions.globallyDeliverable() is on)");
        }
      }
    }
    return d;
  }

  private static boolean isDigits(String label) {
    if (label.isEmpty()) {
      return false;
    }
    for (int i = 0; i < label.length(); i++) {
      char c = label.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  /**
   * Checks a domain name (not an address literal).
   *
   * @param domain the domain as the caller typed it
   * @return the forms and problems
   */
  static DomainPart check(String domain) {
    DomainResult mapped = MAP.toAscii(domain);
    if (!mapped.isValid()) {
      return new DomainPart(null, null, mapped.problems(), mapped.omittedProblems(), List.of());
    }
    String ascii = mapped.output();
    if (!NameRules.hasAceLabel(ascii)) {
      return new DomainPart(ascii, ascii, List.of(), 0, mapped.labelSpans());
    }
    // ToUnicode of the A-label form decodes each A-label and checks it as a U-label; the lengths
    // it does not check were checked by step 1 on this same ASCII form, whose A-labels are the
    // ones registration's ToASCII would write (Punycode is deterministic, RFC 3492 §6.3).
    DomainResult registered = REGISTRATION.toUnicode(ascii);
    if (!registered.isValid()) {
      return new DomainPart(
          null,
          null,
          toInputOffsets(registered.problems(), domain, mapped, registered),
          registered.omittedProblems(),
          List.of());
    }
    return new DomainPart(ascii, registered.output(), List.of(), 0, mapped.labelSpans());
  }

  /**
   * Moves problems found in the ASCII form to the input: a label the input spells exactly as the
   * ASCII form keeps its offset within the label; any other to the start of the label in the input
   * (the label index is the same in both, as step 1 keeps labels one to one: {@link
   * DomainResult#labelSpans()} of each step says where each label stands).
   */
  private static List<IdnaProblem> toInputOffsets(
      List<IdnaProblem> problems, String input, DomainResult mapped, DomainResult registered) {
    List<LabelSpan> inputSpans = mapped.labelSpans();
    List<LabelSpan> asciiSpans = registered.labelSpans();
    // Whether each input label is spelled as its ASCII form: one forward walk over the input.
    boolean[] asIs = new boolean[inputSpans.size()];
    int ch = 0; // a char index of the input
    int cp = 0; // its code-point offset
    for (int j = 0; j < asIs.length; j++) {
      LabelSpan span = inputSpans.get(j);
      int from = input.offsetByCodePoints(ch, span.start() - cp);
      ch = input.offsetByCodePoints(from, span.end() - span.start());
      cp = span.end();
      String label = span.output();
      asIs[j] = ch - from == label.length() && input.regionMatches(from, label, 0, label.length());
    }
    List<IdnaProblem> out = new ArrayList<>(problems.size());
    for (IdnaProblem p : problems) {
      int label = p.labelIndex().orElse(NAME_LEVEL);
      int offset = 0;
      if (label >= 0 && label < asIs.length && label < asciiSpans.size()) {
        offset = inputSpans.get(label).start();
        if (asIs[label]) {
          offset += p.offset() - asciiSpans.get(label).start();
        }
      }
      out.add(new IdnaProblem(p.error(), label, Math.max(0, offset), p.detail()));
    }
    return out;
  }
}
