package org.idna4j.label;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;

/**
 * IDNA2008 registration of one label (RFC 5891 §4 and, for A-labels, §5.4): no mapping of any kind;
 * the label must already be an LDH label, an A-label or a U-label. Immutable and thread-safe.
 *
 * <ul>
 *   <li>An {@code xn--} label (prefix in any case) is decoded, must not be empty or all ASCII, must
 *       be the canonical encoding of its decoding (RFC 5891 §5.4 "decode and re-encode"), and its
 *       decoding is validated as a U-label.
 *   <li>A U-label must be NFC (RFC 5891 §4.2.2), have no leading combining mark (§4.2.3.2), no
 *       hyphens in positions 3-4 nor at either end (§4.2.3.1, with CheckHyphens), and every code
 *       point must be PVALID, or CONTEXTJ/CONTEXTO with its RFC 5892 Appendix A rule satisfied
 *       (§4.2.3.3, §4.2.2): the derived property comes from {@link Rfc5892}, so symbols, emoji,
 *       upper case and compatibility forms are DISALLOWED.
 *   <li>ASCII characters must be letters, digits and hyphen (RFC 5891 §4.2.3.1, RFC 1034 §3.5);
 *       upper-case ASCII letters are reported as DISALLOWED, since only a mapping step (which
 *       registration does not have) would turn them into valid characters.
 *   <li>The Bidi Rule of RFC 5893 in Bidi domain names, with CheckBidi.
 * </ul>
 *
 * <p>As in the UTS #46 engine, an {@code xn--} label that cannot be decoded is not validated
 * further (no cascade); positions inside a decoded label are reported at the label's start.
 *
 * <p>On the optimized path a label that is certainly valid as it stands (an NR-LDH label, a U-label
 * or a lowercase A-label whose every code point is PVALID or CONTEXTO in {@link
 * SimpleCodePoints#registration()}, with the label-level conditions of {@link SimpleLabelTier}) is
 * answered by one table scan; every other label, and every label of the reference engine, takes the
 * general path of {@link LabelPipeline} with the registration steps below.
 */
final class RegistrationEngine extends LabelPipeline<String> {

  private static final String XN = NameRules.ACE_PREFIX;

  /**
   * Creates the engine.
   *
   * @param profile an IDNA2008 registration profile
   * @param tiers {@code false} for the plain path: every label validated in full and every A-label
   *     re-encoded; results must be identical either way
   */
  RegistrationEngine(IdnaProfile profile, boolean tiers) {
    super(profile, tiers);
  }

  /** RFC 5891 §5.2: registration takes labels as they are, so only U+002E separates them. */
  @Override
  public boolean isLabelSeparator(char c) {
    return NameRules.isLabelSeparator(IdnaProfile.Standard.IDNA2008_REGISTRATION, c);
  }

  @Override
  public LabelResult toAscii(CharSequence label, boolean bidiDomain) {
    return run(label, bidiDomain, true);
  }

  @Override
  public LabelResult toUnicode(CharSequence label, boolean bidiDomain) {
    return run(label, bidiDomain, false);
  }

  private LabelResult run(CharSequence in, boolean bidiDomain, boolean toAscii) {
    // The simple-label tier: a label that is certainly valid as it stands, or null.
    if (tiers) {
      LabelResult simple =
          SimpleLabelTier.run(
              in,
              in.length() > 0 && in.charAt(0) == 'x' && isLowerLdh(in),
              SimpleCodePoints.registration(),
              profile,
              false,
              false,
              bidiDomain,
              toAscii);
      if (simple != null) {
        return simple;
      }
    }
    return general(in, bidiDomain, toAscii);
  }

  // The steps of the general path (LabelPipeline) as registration takes them.

  /** RFC 5891 §4.1: no mapping of any kind. */
  @Override
  String prepare(CharSequence in) {
    return in.toString();
  }

  @Override
  String text(String s, CharSequence in) {
    return s;
  }

  @Override
  int offset(String s, int index) {
    return s.codePointCount(0, index);
  }

  @Override
  String decodePayload(String s) throws PunycodeException {
    return Punycode.decode(s.substring(XN.length()));
  }

  /** The exception's index is into the payload, -1 if none. */
  @Override
  int invalidPunycodeOffset(String s, String text, PunycodeException e) {
    return Math.min(XN.length() + Math.max(e.index(), 0), s.length() - 1);
  }

  @Override
  boolean ignoresInvalidPunycode() {
    return false;
  }

  /** RFC 5891 §5.4: the A-label must be exactly the encoding of its U-label, prefix included. */
  @Override
  boolean isCanonical(String s, String decoded) {
    return s.startsWith(XN) && LabelSteps.canonical(decoded, s);
  }

  @Override
  String nonCanonicalDetail(String decoded) {
    return "not the canonical (lowercase) encoding of its U-label \""
        + XN
        + safeEncode(decoded)
        + "\"";
  }

  @Override
  void validate(String s, String label, boolean decoded, ProblemCollector problems, boolean bidi) {
    validate(label, decoded, problems, bidi);
  }

  /** RFC 5891 §4.4: an xn-- label is its own ASCII form; a U-label is encoded. */
  @Override
  String asciiForm(
      String s,
      boolean xn,
      String text,
      String label,
      boolean decoded,
      boolean canonical,
      ProblemCollector problems) {
    String out = xn ? text : label;
    if (!xn && LabelSteps.firstNonAscii(label) >= 0 && !leftUnencoded(label, problems)) {
      try {
        out = XN + Punycode.encode(label);
      } catch (PunycodeException e) {
        problems.add(
            IdnaError.PUNYCODE_ENCODING_FAILED,
            0,
            "Punycode cannot encode the label: " + e.getMessage());
        out = label;
      }
    }
    return out;
  }

  /** Whether every char is a lowercase ASCII letter, digit or hyphen (RFC 1034 §3.5). */
  private static boolean isLowerLdh(CharSequence in) {
    for (int i = 0; i < in.length(); i++) {
      if (!LabelSteps.isLowerLdh(in.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static String safeEncode(String s) {
    try {
      return Punycode.encode(s);
    } catch (PunycodeException e) {
      return "?";
    }
  }

  private void validate(String label, boolean decoded, ProblemCollector problems, boolean bidi) {
    int n = label.length();
    if (n == 0) {
      return;
    }
    // A position in the label: its code-point offset, or the label start if it was decoded;
    // counted on from the previous problem, and only for a problem the cap keeps.
    ProblemSink sink = problems.sink(label, decoded);
    // RFC 5891 §4.2.2 (and §5.4 for decoded A-labels): the label must be in NFC
    if (!Uts46Mapping.isNfc(label)) {
      sink.add(IdnaError.NOT_NFC, 0, "label is not in NFC (RFC 5891 §4.2.2)");
    }
    // RFC 5891 §4.2.3.1
    if (profile.checkHyphens()) {
      LabelSteps.hyphenChecks(label, sink);
    }
    if (decoded && label.startsWith(XN)) {
      sink.add(IdnaError.XN_PREFIX_IN_U_LABEL, 0, "decoded label begins with \"xn--\"");
    }
    // RFC 5891 §4.2.3.2
    int first = label.codePointAt(0);
    int gc = UCharacter.getType(first);
    if (gc == UCharacterCategory.NON_SPACING_MARK
        || gc == UCharacterCategory.ENCLOSING_MARK
        || gc == UCharacterCategory.COMBINING_SPACING_MARK) {
      sink.add(
          IdnaError.LEADING_COMBINING_MARK,
          0,
          "label begins with the combining mark " + UPlus.of(first) + " (RFC 5891 §4.2.3.2)");
    }
    // RFC 5891 §4.2.3.3 / RFC 5892: every code point PVALID, or CONTEXTJ/CONTEXTO in context
    boolean joiners = false;
    for (int i = 0; i < n; ) {
      int cp = label.codePointAt(i);
      if (cp < 0x80) {
        if (cp >= 'A' && cp <= 'Z') {
          if (sink.keep(IdnaError.DISALLOWED)) {
            sink.add(
                IdnaError.DISALLOWED,
                i,
                UPlus.of(cp)
                    + " is upper case; registration takes no mapping (RFC 5892 §2.2 Unstable)");
          }
        } else if (cp == '.') {
          sink.add(IdnaError.LABEL_SEPARATOR, i, "label contains U+002E FULL STOP");
        } else if (!LabelSteps.isLowerLdh(cp)) {
          if (sink.keep(IdnaError.NON_LDH_ASCII)) {
            sink.add(
                IdnaError.NON_LDH_ASCII,
                i,
                UPlus.of(cp) + " is not a letter, digit or hyphen (RFC 5891 §4.2.3.1)");
          }
        }
      } else {
        Rfc5892DerivedProperty p = Rfc5892.property(cp);
        switch (p) {
          case PVALID:
          case CONTEXTO: // checked by the CONTEXTO rules below
            break;
          case CONTEXTJ:
            joiners = true;
            break;
          case UNASSIGNED:
            if (sink.keep(IdnaError.DISALLOWED)) {
              sink.add(
                  IdnaError.DISALLOWED,
                  i,
                  UPlus.of(cp)
                      + " is UNASSIGNED in Unicode "
                      + UCharacter.getUnicodeVersion()
                      + " (RFC 5892 §2.10)");
            }
            break;
          default:
            if (sink.keep(IdnaError.DISALLOWED)) {
              sink.add(
                  IdnaError.DISALLOWED,
                  i,
                  UPlus.of(cp)
                      + " is DISALLOWED (RFC 5892 §2, category "
                      + Rfc5892.category(cp)
                      + ")");
            }
            break;
        }
      }
      i += Character.charCount(cp);
    }
    LabelSteps.checkContextRules(profile, label, joiners, bidi, problems, sink);
  }
}
