package org.idna4j.email;

import java.util.ArrayList;
import java.util.List;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
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

  /** The ASCII form (A-labels), or null when invalid. */
  final String ascii;

  /** The Unicode form (U-labels), or null when invalid. */
  final String unicode;

  /** The problems, offsets in code points from the domain's start. */
  final List<IdnaProblem> problems;

  /** How many problems the IDNA cap left out. */
  final long omitted;

  private DomainPart(String ascii, String unicode, List<IdnaProblem> problems, long omitted) {
    this.ascii = ascii;
    this.unicode = unicode;
    this.problems = problems;
    this.omitted = omitted;
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
      return new DomainPart(null, null, mapped.problems(), mapped.omittedProblems());
    }
    String ascii = mapped.output();
    if (!hasALabel(ascii)) {
      return new DomainPart(ascii, ascii, List.of(), 0);
    }
    // ToUnicode of the A-label form decodes each A-label and checks it as a U-label; the lengths
    // it does not check were checked by step 1 on this same ASCII form, whose A-labels are the
    // ones registration's ToASCII would write (Punycode is deterministic, RFC 3492 §6.3).
    DomainResult registered = REGISTRATION.toUnicode(ascii);
    if (!registered.isValid()) {
      return new DomainPart(
          null,
          null,
          toInputOffsets(registered.problems(), domain, ascii),
          registered.omittedProblems());
    }
    return new DomainPart(ascii, registered.output(), List.of(), 0);
  }

  /** Whether a label of the (lower-case) ASCII form starts with {@code xn--}. */
  static boolean hasALabel(String ascii) {
    for (int i = ascii.indexOf(NameRules.ACE_PREFIX);
        i >= 0;
        i = ascii.indexOf(NameRules.ACE_PREFIX, i + 1)) {
      if (i == 0 || ascii.charAt(i - 1) == '.') {
        return true;
      }
    }
    return false;
  }

  /**
   * Moves problems found in the ASCII form to the input: a label the input spells exactly as the
   * ASCII form keeps its offset within the label; any other to the start of the label in the input
   * (the label index is the same in both, as step 1 keeps labels one to one).
   */
  private static List<IdnaProblem> toInputOffsets(
      List<IdnaProblem> problems, String input, String ascii) {
    int[] inputStarts = labelStarts(input, true, true);
    int[] inputChars = labelStarts(input, true, false);
    int[] asciiStarts = labelStarts(ascii, false, false);
    List<IdnaProblem> out = new ArrayList<>(problems.size());
    for (IdnaProblem p : problems) {
      int label = p.labelIndex();
      int offset = 0;
      if (label >= 0 && label < inputStarts.length - 1 && label < asciiStarts.length - 1) {
        offset = inputStarts[label];
        if (sameLabel(input, inputChars, ascii, asciiStarts, label)) {
          offset += p.offset() - asciiStarts[label];
        }
      }
      out.add(new IdnaProblem(p.error(), label, Math.max(0, offset), p.detail()));
    }
    return out;
  }

  private static boolean sameLabel(
      String input, int[] inputStarts, String ascii, int[] asciiStarts, int label) {
    int a = inputStarts[label];
    int b = asciiStarts[label];
    int len = inputStarts[label + 1] - 1 - a;
    return len == asciiStarts[label + 1] - 1 - b && input.regionMatches(a, ascii, b, len);
  }

  /**
   * The code-point offset of each label's start, and one past the end (+1, as if a separator
   * followed), so that label {@code i} spans {@code [starts[i], starts[i + 1] - 1)}.
   *
   * @param s the name
   * @param uts46 whether the four UTS #46 separators count (U+002E, U+3002, U+FF0E, U+FF61; UTS #46
   *     §4 step 1 maps the last three to U+002E) or U+002E alone
   * @param codePoints whether to count code points or chars
   */
  private static int[] labelStarts(String s, boolean uts46, boolean codePoints) {
    List<Integer> starts = new ArrayList<>();
    starts.add(0);
    int cp = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (codePoints
          && Character.isLowSurrogate(c)
          && i > 0
          && Character.isHighSurrogate(s.charAt(i - 1))) {
        continue;
      }
      cp++;
      if (c == '.' || (uts46 && NameRules.isLabelSeparator(c))) {
        starts.add(cp);
      }
    }
    starts.add(cp + 1);
    int[] out = new int[starts.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = starts.get(i);
    }
    return out;
  }
}
