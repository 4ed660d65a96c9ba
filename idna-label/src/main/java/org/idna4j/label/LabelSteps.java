package org.idna4j.label;

import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;

/**
 * The steps of label processing that the UTS #46 and IDNA2008 registration engines share, each
 * written once: the checks on an {@code xn--} label's decoding (UTS #46 §4 step 4, RFC 5891 §5.4),
 * the hyphen rules, CONTEXTO, the DNS length of the output (UTS #46 §4.2 step 4) and the label's
 * kind (RFC 5890 §2.3.1), with the ASCII helpers and the Punycode scratch buffer they use.
 * Stateless and thread-safe.
 */
final class LabelSteps {

  private static final int XN_LENGTH = NameRules.ACE_PREFIX.length();

  private LabelSteps() {}

  /**
   * The checks on what an {@code xn--} label's payload decodes to, before the canonical check: UTS
   * #46 §4 step 4.3 (not empty; not all ASCII, RUSTSEC-2024-0421).
   *
   * @param decoded the decoding of the payload
   * @param problems receives the problem found
   * @return whether a problem was found (then the canonical check does not apply)
   */
  static boolean decodingFails(String decoded, ProblemCollector problems) {
    if (decoded.isEmpty()) {
      problems.add(IdnaError.EMPTY_PUNYCODE, 0, "xn-- label with an empty payload");
      return true;
    }
    if (firstNonAscii(decoded) < 0) {
      problems.add(
          IdnaError.ASCII_ONLY_PUNYCODE,
          0,
          "xn-- label decodes to the ASCII label \"" + decoded + "\"");
      return true;
    }
    return false;
  }

  /**
   * UTS #46 §4.2 step 4 (VerifyDnsLength) for one label of the ToASCII output: at most 63 octets
   * (RFC 1034 §3.1), not empty.
   *
   * @param profile the profile, which says whether to verify
   * @param out the label's ASCII output
   * @param problems receives the problem found
   */
  static void checkLength(IdnaProfile profile, String out, ProblemCollector problems) {
    if (profile.verifyDnsLength()) {
      if (out.length() > NameRules.MAX_LABEL_LENGTH) {
        problems.add(
            IdnaError.LABEL_TOO_LONG,
            0,
            out.length()
                + " octets in ASCII; a DNS label has at most "
                + NameRules.MAX_LABEL_LENGTH
                + " (RFC 1034 §3.1)");
      } else if (out.isEmpty()) {
        problems.add(IdnaError.EMPTY_LABEL, 0, "empty label");
      }
    }
  }

  /** Whether {@code in} begins with the ACE prefix in lowercase and has at least one more char. */
  static boolean isXnLabel(CharSequence in) {
    return in.length() > XN_LENGTH
        && in.charAt(0) == 'x'
        && in.charAt(1) == 'n'
        && in.charAt(2) == '-'
        && in.charAt(3) == '-';
  }

  static void hyphenChecks(String s, ProblemSink sink) {
    int n = s.length();
    // UTS #46 §4.1 criterion 3 (CheckHyphens): no leading hyphen
    if (s.charAt(0) == '-') {
      sink.add(IdnaError.LEADING_HYPHEN, 0, "label begins with '-'");
    }
    // UTS #46 §4.1 criterion 2 (CheckHyphens): not "--" in the third and fourth code points
    int third = n >= 4 ? offsetOfCodePoint(s, 2) : -1;
    if (third >= 0 && third + 1 < n && s.charAt(third) == '-' && s.charAt(third + 1) == '-') {
      sink.add(IdnaError.HYPHEN_3_4, third, "label has '--' in positions 3 and 4");
    }
    // UTS #46 §4.1 criterion 3 (CheckHyphens): no trailing hyphen
    if (s.charAt(n - 1) == '-') {
      sink.add(IdnaError.TRAILING_HYPHEN, n - 1, "label ends with '-'");
    }
  }

  /**
   * The contextual checks both standards run after their per-code-point checks, in this order:
   * CONTEXTJ (UTS #46 §4.1 criterion 8, CheckJoiners; RFC 5892 Appendix A.1-A.2), CONTEXTO (RFC
   * 5892 Appendix A.3-A.9, when the profile asks for it), the Bidi Rule (UTS #46 §4.1 criterion 9,
   * CheckBidi; RFC 5893 §2) in a Bidi domain name, and then the UTS #39 confusable checks, which
   * depend on the rest: they run only on a label with no IDNA problem.
   *
   * @param profile the profile
   * @param label the label
   * @param joiners whether the label has U+200C or U+200D
   * @param bidi whether the Bidi Rule applies (RFC 5893 §1.4)
   * @param problems the label's problems so far (the confusable checks need there to be none)
   * @param sink receives the problems
   */
  static void checkContextRules(
      IdnaProfile profile,
      String label,
      boolean joiners,
      boolean bidi,
      ProblemCollector problems,
      ProblemSink sink) {
    if (profile.checkJoiners() && joiners) {
      ContextJ.check(label, sink);
    }
    if (profile.checkContextO()) {
      checkContextO(label, sink);
    }
    if (profile.checkBidi() && bidi) {
      BidiRule.check(label, sink);
    }
    if (profile.checkConfusables() && problems.isEmpty()) {
      ConfusablesChecker.check(profile, label, sink);
    }
  }

  /** Runs the CONTEXTO rules of RFC 5892 Appendix A.3-A.9, reporting UTF-16 indexes. */
  static void checkContextO(String label, ProblemSink sink) {
    boolean any = false;
    for (int i = 0; i < label.length(); i++) {
      if (ContextO.ruleFor(label.charAt(i)) != null) {
        any = true;
        break;
      }
    }
    if (!any) {
      return;
    }
    int[] cps = label.codePoints().toArray();
    int[] utf16 = new int[cps.length];
    for (int k = 0, i = 0; k < cps.length; k++) {
      utf16[k] = i;
      i += Character.charCount(cps[k]);
    }
    ContextO.check(
        cps, 0, cps.length, (index, rule) -> sink.add(rule.error(), utf16[index], rule.detail()));
  }

  /**
   * Whether {@code mappedLabel} ("xn--" and a payload) is exactly the encoding of {@code decoded},
   * what its payload decodes to: RFC 5891 §5.4 decode and re-encode. The re-encoding goes to a
   * reused buffer and is compared there, without a new String.
   */
  static boolean canonical(String decoded, String mappedLabel) {
    try {
      StringBuilder re = Punycode.encode(decoded, 0, decoded.length(), buffer());
      int n = re.length();
      if (mappedLabel.length() != XN_LENGTH + n) {
        return false;
      }
      for (int i = 0; i < n; i++) {
        if (re.charAt(i) != mappedLabel.charAt(XN_LENGTH + i)) {
          return false;
        }
      }
      return true;
    } catch (PunycodeException e) {
      return false;
    }
  }

  /**
   * Whether re-encoding what the payload of {@code mappedLabel} decodes to is certain to give the
   * payload back, so that {@link #canonical} would answer {@code true} (the plain path still
   * re-encodes every label, and the equivalence tests compare both paths). True when the payload
   * has no upper-case letter, which is always so after UTS #46 mapping. Why: the decoder is strict
   * (RFC 3492 §6.2: it fails on a bad or truncated digit, a non-basic code point before the last
   * delimiter, overflow, a result outside the Unicode scalar values), and for such a decoder a
   * successful decoding is the only encoding of its result in lower case: (1) the basic part is
   * everything before the last delimiter (a delimiter that is the payload's first char is read as a
   * digit, and fails), and the encoder writes exactly the basic code points and one delimiter (none
   * if there are none, §6.3); (2) each generalized variable-length integer has one digit sequence
   * (§3.3: a digit below t ends it, any other digit continues, so digits and value determine each
   * other); (3) each delta determines the next (n, i) and conversely, with n never decreasing and,
   * for equal n, i increasing, which is exactly the (value, position) order in which §6.3 visits
   * the code points. The only freedom left is the case of the letters (§5, "uppercase and lowercase
   * ... are equivalent"), the spelling of CVE-2026-39821, hence the condition.
   */
  static boolean reencodingIsIdentity(String mappedLabel) {
    for (int i = XN_LENGTH; i < mappedLabel.length(); i++) {
      char c = mappedLabel.charAt(i);
      if (c >= 'A' && c <= 'Z') {
        return false;
      }
    }
    return true;
  }

  /** Buffers above this capacity are not kept, so that one huge label does not pin memory. */
  private static final int RETAINED_BUFFER = 1024;

  private static final ThreadLocal<StringBuilder> BUFFER =
      ThreadLocal.withInitial(() -> new StringBuilder(128));

  /**
   * Returns this thread's empty scratch buffer for Punycode output: thread-confined, reused between
   * calls (its contents are always copied out before the next use).
   */
  static StringBuilder buffer() {
    StringBuilder b = BUFFER.get();
    if (b.capacity() > RETAINED_BUFFER) {
      b = new StringBuilder(128);
      BUFFER.set(b);
    }
    b.setLength(0);
    return b;
  }

  /**
   * The kind of a processed label (RFC 5890 §2.3.1): an XN-label is an A-label if valid, else a
   * fake A-label; a non-ASCII label a U-label if valid; an ASCII label by {@link #asciiKind}.
   *
   * @param xnLabel whether the label as given (after mapping, if any) begins with the ACE prefix
   * @param label the label after decoding, if it was decoded
   * @param valid whether no problem was found
   */
  static LabelKind kind(boolean xnLabel, String label, boolean valid) {
    if (xnLabel) {
      return valid ? LabelKind.A_LABEL : LabelKind.FAKE_A_LABEL;
    }
    if (firstNonAscii(label) >= 0) {
      return valid ? LabelKind.U_LABEL : LabelKind.INVALID_UNICODE;
    }
    return asciiKind(label);
  }

  /** RFC 5890 §2.3.1 classification of an ASCII label. */
  static LabelKind asciiKind(String s) {
    int n = s.length();
    if (n == 0) {
      return LabelKind.EMPTY;
    }
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (!isLowerLdh(c) && !(c >= 'A' && c <= 'Z')) {
        return LabelKind.NON_LDH_ASCII;
      }
    }
    if (s.charAt(0) == '-' || s.charAt(n - 1) == '-') {
      return LabelKind.NON_LDH_ASCII;
    }
    return n >= 4 && s.charAt(2) == '-' && s.charAt(3) == '-'
        ? LabelKind.RESERVED_LDH
        : LabelKind.NR_LDH;
  }

  /** Returns the UTF-16 index of the code point with the given index, or -1 if there is none. */
  private static int offsetOfCodePoint(String s, int cpIndex) {
    int i = 0;
    for (int k = 0; k < cpIndex; k++) {
      if (i >= s.length()) {
        return -1;
      }
      i += Character.charCount(s.codePointAt(i));
    }
    return i < s.length() ? i : -1;
  }

  static boolean isLowerLdh(int c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  }

  static int firstNonAscii(CharSequence s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x80) {
        return i;
      }
    }
    return -1;
  }

  static String lowerAscii(CharSequence in) {
    char[] cs = new char[in.length()];
    for (int i = 0; i < cs.length; i++) {
      char c = in.charAt(i);
      cs[i] = c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }
    return new String(cs);
  }
}
