package org.idna4j.label;

import com.ibm.icu.util.CodePointTrie;
import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;

/**
 * The engines' "simple label" tier (optimized path only): a label that is certainly valid and needs
 * no change is recognised in one table-driven scan, without the normalizer, the problem-collecting
 * machinery or positions; every other label returns {@code null}, and the engine takes its general
 * path, which stays the reference (and is all the plain path runs). Stateless and thread-safe.
 *
 * <p>What qualifies: a non-empty label (a U-label or a lowercase LDH label), or the decoding of the
 * payload of an {@code xn--} label whose every char is a lowercase letter, digit or hyphen, such
 * that
 *
 * <ul>
 *   <li>every code point is simple in the engine's {@link SimpleCodePoints} table, so it is kept by
 *       UTS #46 mapping (§4 step 1) and is valid (§4.1 criterion 7), or is PVALID/CONTEXTO for
 *       IDNA2008 registration (RFC 5891 §4.2.3.3), and is neither a full stop (§4.1 criterion 5)
 *       nor a joiner (CONTEXTJ);
 *   <li>the combining classes are in canonical order, so with every code point quick check YES the
 *       label is in NFC and unchanged by UTS #46 mapping (UAX #15 §9; §4.1 criterion 1, RFC 5891
 *       §4.2.2); a label with a quick check Maybe code point is checked in full instead;
 *   <li>it does not begin with a combining mark (§4.1 criterion 6, RFC 5891 §4.2.3.2);
 *   <li>it does not begin or end with a hyphen nor have hyphens as its third and fourth code points
 *       (§4.1 criteria 2-3, RFC 5891 §4.2.3.1), whether or not the profile checks hyphens; this
 *       also excludes an {@code xn--} prefix of a U-label (§4.1 criterion 4);
 *   <li>no deviation character under transitional processing, no CONTEXTO code point when the
 *       profile checks CONTEXTO (RFC 5892 Appendix A.3-A.9);
 *   <li>when the profile checks Bidi and the label is an RTL label or belongs to a Bidi domain
 *       name, the Bidi Rule (RFC 5893 §2) finds nothing;
 *   <li>for ToASCII with VerifyDnsLength, the ASCII form has at most 63 octets (RFC 1034 §3.1); for
 *       an {@code xn--} label the decoding is not empty and not all ASCII (§4 step 4.3), and the
 *       lowercase payload is the canonical encoding of its decoding (see {@link
 *       LabelSteps#reencodingIsIdentity}: a strict decoder's successful decoding of a lowercase
 *       payload is the only lowercase encoding of its result, RFC 5891 §5.4).
 * </ul>
 *
 * <p>Why equivalent: each condition is the negation of one problem the general path can report for
 * such a label, and when none is reported the general path returns exactly what this tier returns
 * (output, {@link LabelKind}, RTL flag). Profiles with UTS #39 confusable checks never take the
 * tier. {@code SimpleLabelEquivalenceTest} compares both paths on inputs built for each reason to
 * leave the tier; {@code OptimizedPathEquivalenceTest} (idna-domain) on 300,000 corpus names.
 */
final class SimpleLabelTier {

  private static final String XN = NameRules.ACE_PREFIX;

  /** {@link #scan}'s answer for a label that is not simple. */
  static final int NOT_SIMPLE = -1;

  /**
   * Set in {@link #scan}'s answer when an upper-case ASCII letter was folded (bit 15, unused by the
   * tables).
   */
  static final int FOLDED = 1 << 15;

  /** Passed to {@link BidiRule#check} when only its answer counts. */
  private static final ProblemSink IGNORE = (error, index, detail) -> {};

  private SimpleLabelTier() {}

  /**
   * Runs the tier on one label.
   *
   * @param in the label as the caller gave it, with no upper-case ASCII letter
   * @param allLowerLdh whether every char is a lowercase ASCII letter, digit or hyphen (only
   *     consulted for a label that begins with {@code xn--}, so it may be {@code false} for others)
   * @param table the engine's table of simple code points
   * @param profile the profile (confusable checks off)
   * @param transitional whether deviation characters are mapped
   * @param foldAscii whether upper-case ASCII letters count as their lowercase forms (UTS #46 maps
   *     them so, §4 step 1; the result is then the lowercased label)
   * @param bidiDomain whether the label belongs to a Bidi domain name
   * @param toAscii ToASCII, or ToUnicode
   * @return the valid result, or {@code null} if the label does not qualify
   */
  static LabelResult run(
      CharSequence in,
      boolean allLowerLdh,
      CodePointTrie.Fast16 table,
      IdnaProfile profile,
      boolean transitional,
      boolean foldAscii,
      boolean bidiDomain,
      boolean toAscii) {
    if (allLowerLdh && LabelSteps.isXnLabel(in)) {
      return aLabel(in, table, profile, transitional, bidiDomain, toAscii);
    }
    return label(in, table, profile, transitional, foldAscii, bidiDomain, toAscii);
  }

  /**
   * Scans a label: returns the OR of the table values of its code points, or {@link #NOT_SIMPLE} if
   * the label is empty, a code point is not simple, the combining classes are out of canonical
   * order (UAX #15 §9 quick check), the label begins with a mark or a hyphen, ends with a hyphen,
   * has hyphens as its third and fourth code points, has a deviation character under transitional
   * processing or a CONTEXTO code point when {@code contextO}. With {@code foldAscii}, an
   * upper-case ASCII letter is taken as its lowercase form and {@link #FOLDED} is set in the
   * answer.
   *
   * @param s the label
   * @param table a table of {@link SimpleCodePoints}
   * @param transitional whether deviation characters are mapped
   * @param contextO whether the profile checks CONTEXTO
   * @param foldAscii whether upper-case ASCII letters count as lowercase
   * @return the OR of the values, or {@link #NOT_SIMPLE}
   */
  static int scan(
      CharSequence s,
      CodePointTrie.Fast16 table,
      boolean transitional,
      boolean contextO,
      boolean foldAscii) {
    int n = s.length();
    if (n == 0 || s.charAt(n - 1) == '-') {
      return NOT_SIMPLE; // UTS #46 §4.1 criterion 3, RFC 5891 §4.2.3.1: no trailing hyphen
    }
    int all = 0;
    int prevCcc = 0;
    boolean thirdIsHyphen = false;
    int k = 0; // code-point index
    for (int i = 0; i < n; k++) {
      char c = s.charAt(i++);
      // A surrogate is never simple on its own, so a pair is looked up only off the
      // common path, once its high half has missed
      int v = table.bmpGet(c);
      if ((v & SimpleCodePoints.SIMPLE) == 0) {
        if (Character.isHighSurrogate(c) && i < n && Character.isLowSurrogate(s.charAt(i))) {
          v = table.get(Character.toCodePoint(c, s.charAt(i++)));
        } else if (foldAscii && c >= 'A' && c <= 'Z') {
          v = table.bmpGet(c + ('a' - 'A')) | FOLDED; // UTS #46 §4 step 1: mapped to lowercase
        }
        if ((v & SimpleCodePoints.SIMPLE) == 0) {
          return NOT_SIMPLE;
        }
      }
      int ccc = v & SimpleCodePoints.CCC_MASK;
      if (ccc != 0 && prevCcc > ccc) {
        return NOT_SIMPLE; // UAX #15 §9: not in canonical order, quick check NO
      }
      prevCcc = ccc;
      if (c == '-') {
        // §4.1 criteria 2 and 3: no leading hyphen, no "--" as third and fourth code points
        if (k == 0 || (k == 3 && thirdIsHyphen)) {
          return NOT_SIMPLE;
        }
        thirdIsHyphen = k == 2;
      } else if (k == 0 && (v & SimpleCodePoints.MARK) != 0) {
        return NOT_SIMPLE; // §4.1 criterion 6, RFC 5891 §4.2.3.2
      }
      all |= v;
    }
    if ((transitional && (all & SimpleCodePoints.DEVIATION) != 0)
        || (contextO && (all & SimpleCodePoints.CONTEXTO) != 0)) {
      return NOT_SIMPLE;
    }
    return all;
  }

  /**
   * Whether a scanned label is in NFC (§4.1 criterion 1, RFC 5891 §4.2.2) and unchanged by UTS #46
   * mapping (§4 steps 1-2): certain from the scan unless it met a code point with NFC_Quick_Check =
   * Maybe, which may compose with what precedes it (UAX #15 §9); then the normalizers decide.
   */
  private static boolean normalized(CharSequence label, int all) {
    return (all & SimpleCodePoints.MAYBE) == 0
        || (Uts46Mapping.UTS46.isNormalized(label) && Uts46Mapping.isNfc(label));
  }

  /** Whether the Bidi Rule, when it applies, finds nothing (RFC 5893 §2, §1.4). */
  private static boolean bidiHolds(
      CharSequence label, IdnaProfile profile, boolean bidiDomain, boolean rtl) {
    return !(profile.checkBidi() && (bidiDomain || rtl)) || BidiRule.check(label, IGNORE);
  }

  /** A U-label, or an LDH label: ToASCII encodes a U-label (UTS #46 §4.2 step 3). */
  private static LabelResult label(
      CharSequence label,
      CodePointTrie.Fast16 table,
      IdnaProfile profile,
      boolean transitional,
      boolean foldAscii,
      boolean bidiDomain,
      boolean toAscii) {
    int all = scan(label, table, transitional, profile.checkContextO(), foldAscii);
    if (all == NOT_SIMPLE) {
      return null;
    }
    // The mapped label: the caller's, or its lowercase form
    CharSequence in = (all & FOLDED) != 0 ? LabelSteps.lowerAscii(label) : label;
    if (!normalized(in, all)) {
      return null;
    }
    boolean rtl = (all & SimpleCodePoints.RTL) != 0;
    if (!bidiHolds(in, profile, bidiDomain, rtl)) {
      return null;
    }
    boolean ascii = (all & SimpleCodePoints.NON_ASCII) == 0;
    String out;
    if (toAscii && !ascii) {
      StringBuilder buf = LabelSteps.buffer();
      buf.append(XN);
      try {
        Punycode.encode(in, 0, in.length(), buf);
      } catch (PunycodeException e) {
        return null;
      }
      if (profile.verifyDnsLength() && buf.length() > NameRules.MAX_LABEL_LENGTH) {
        return null; // UTS #46 §4.2 step 4, RFC 1034 §3.1
      }
      out = buf.toString();
    } else {
      if (toAscii && profile.verifyDnsLength() && in.length() > NameRules.MAX_LABEL_LENGTH) {
        return null;
      }
      out = in.toString();
    }
    // RFC 5890 §2.3.1: the hyphen conditions of scan make an LDH label an NR-LDH label
    return LabelResult.valid(out, ascii ? LabelKind.NR_LDH : LabelKind.U_LABEL, rtl);
  }

  /**
   * ToUnicode of a label that begins with the lowercase {@code xn--}, whatever its payload: the
   * same answer as {@link #run} (which first checks that every char is a lowercase letter, digit or
   * hyphen), without that check. Why the check is not needed for ToUnicode: the Punycode decoder is
   * strict (RFC 3492 §6.2) and fails on a payload with a non-ASCII char (a non-basic code point
   * before the last delimiter, or a char after it that is not a digit), so the general path's
   * NON_ASCII_XN_LABEL case never succeeds here; every basic code point before the last delimiter
   * is copied to the decoding, where {@link #scan} rejects any ASCII char but a lowercase letter,
   * digit or hyphen, so such a char never reaches the result; and the digits after the last
   * delimiter are read case-insensitively (RFC 3492 §5), so an upper-case digit decodes as its
   * lowercase form, which is what UTS #46 mapping (§4 step 1) gives the general path, whose
   * ToUnicode output is the decoding. (For ToASCII the output is the mapped label itself, hence
   * {@link #run}'s check.) {@code SimpleLabelEquivalenceTest} holds labels for each case.
   *
   * @param in a label that begins with {@code xn--} and has at least one more char
   * @param table the engine's table of simple code points
   * @param profile the profile (confusable checks off)
   * @param transitional whether deviation characters are mapped
   * @param bidiDomain whether the label belongs to a Bidi domain name
   * @return the valid ToUnicode result, or {@code null} if the label does not qualify
   */
  static LabelResult aLabelUnchecked(
      CharSequence in,
      CodePointTrie.Fast16 table,
      IdnaProfile profile,
      boolean transitional,
      boolean bidiDomain) {
    return aLabel(in, table, profile, transitional, bidiDomain, false);
  }

  /** An {@code xn--} label with a lowercase LDH payload: UTS #46 §4 step 4, RFC 5891 §5.4. */
  private static LabelResult aLabel(
      CharSequence in,
      CodePointTrie.Fast16 table,
      IdnaProfile profile,
      boolean transitional,
      boolean bidiDomain,
      boolean toAscii) {
    int n = in.length();
    if (toAscii && profile.verifyDnsLength() && n > NameRules.MAX_LABEL_LENGTH) {
      return null; // UTS #46 §4.2 step 4, RFC 1034 §3.1
    }
    StringBuilder buf = LabelSteps.buffer();
    try {
      Punycode.decode(in, XN.length(), n, buf);
    } catch (PunycodeException e) {
      return null;
    }
    // The decoding is ToUnicode's output; as a String it is also the quicker to scan.
    String decoded = buf.toString();
    int all = scan(decoded, table, transitional, profile.checkContextO(), false);
    // §4 step 4.3: not empty (scan), not all ASCII
    if (all == NOT_SIMPLE || (all & SimpleCodePoints.NON_ASCII) == 0 || !normalized(decoded, all)) {
      return null;
    }
    boolean rtl = (all & SimpleCodePoints.RTL) != 0;
    if (!bidiHolds(decoded, profile, bidiDomain, rtl)) {
      return null;
    }
    return LabelResult.valid(toAscii ? in.toString() : decoded, LabelKind.A_LABEL, rtl);
  }
}
