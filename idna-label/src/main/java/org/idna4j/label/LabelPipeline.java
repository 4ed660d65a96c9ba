package org.idna4j.label;

import org.idna4j.punycode.PunycodeException;

/**
 * The general path of label processing that UTS #46 and IDNA2008 registration share, written once
 * as a sequence of steps; each standard supplies the steps in which the two differ (its mapping,
 * its validity rules, how it decodes and encodes) by implementing the abstract methods. Immutable
 * and thread-safe.
 *
 * <p>The sequence, for one label:
 *
 * <ol>
 *   <li>prepare: UTS #46 §4 steps 1-2 map and normalize; registration takes the label as it is (RFC
 *       5891 §4.1);
 *   <li>an {@code xn--} label (ACE prefix in any case, RFC 5890 §2.3.1) must be ASCII (UTS #46 §4
 *       step 4.1), its payload must decode (step 4.2), the decoding must be neither empty nor all
 *       ASCII (step 4.3) and the label must be the canonical encoding of its decoding (RFC 5891
 *       §5.4); an undecodable label gets no further checks (no cascade);
 *   <li>the validity criteria of the standard (UTS #46 §4.1; RFC 5891 §4.2 with RFC 5892), with the
 *       Bidi Rule in a Bidi domain name or an RTL label (RFC 5893 §1.4, §2);
 *   <li>ToASCII: the ASCII form (UTS #46 §4.2 step 3, RFC 5891 §4.4) and its DNS length (UTS #46
 *       §4.2 step 4);
 *   <li>the label's kind (RFC 5890 §2.3.1) and the result.
 * </ol>
 *
 * <p>The tiers in front of this path (the engines' {@code run}) and the plain path that takes this
 * path for every label are the engines' business; see {@link LabelEngine#reference}.
 *
 * @param <P> what {@link #prepare} makes of a label: the mapping, or the label itself
 */
abstract class LabelPipeline<P> extends LabelEngine {

  private static final String XN = NameRules.ACE_PREFIX;

  /** The profile, whose options the steps apply. */
  final IdnaProfile profile;

  /**
   * Whether the tiers in front of the general path apply (decided by {@link
   * LabelEngine#forProfile}).
   */
  final boolean tiers;

  LabelPipeline(IdnaProfile profile, boolean tiers) {
    this.profile = profile;
    this.tiers = tiers;
  }

  @Override
  public boolean plainLdhLabelsPass() {
    return tiers;
  }

  /** UTS #46 §4.2 step 4 (VerifyDnsLength), which the registration profiles apply as well. */
  @Override
  public boolean checksNameLength() {
    return profile.verifyDnsLength();
  }

  /**
   * Runs the general path on one label.
   *
   * @param in the label as the caller gave it
   * @param bidiDomain whether the label belongs to a Bidi domain name
   * @param toAscii ToASCII, or ToUnicode
   * @return the result
   */
  final LabelResult general(CharSequence in, boolean bidiDomain, boolean toAscii) {
    P prepared = prepare(in);
    String text = text(prepared, in);
    ProblemCollector problems = new ProblemCollector();
    String label = text;
    boolean decoded = false;
    boolean skipValidity = false;
    boolean canonical = false; // an xn-- label that is the canonical encoding of its decoding
    boolean xn = text.regionMatches(true, 0, XN, 0, XN.length());
    if (xn) {
      int nonAscii = LabelSteps.firstNonAscii(text);
      if (nonAscii >= 0) {
        // UTS #46 §4 step 4.1: record the error and continue with the next label
        problems.add(
            IdnaError.NON_ASCII_XN_LABEL,
            offset(prepared, nonAscii),
            "xn-- label contains " + UPlus.of(text.codePointAt(nonAscii)));
        skipValidity = true;
      } else {
        String dec = null;
        try {
          dec = decodePayload(text);
        } catch (PunycodeException e) {
          if (!ignoresInvalidPunycode()) {
            // UTS #46 §4 step 4.2: record the error and continue with the next label
            problems.add(
                IdnaError.INVALID_PUNYCODE,
                invalidPunycodeOffset(prepared, text, e),
                "invalid Punycode: " + e.getMessage());
            skipValidity = true;
          }
        }
        if (dec != null) {
          decoded = true;
          label = dec;
          // UTS #46 §4 step 4.3, then RFC 5891 §5.4 (decode and re-encode; CVE-2026-39821)
          if (!LabelSteps.decodingFails(dec, problems)) {
            canonical = isCanonical(text, dec);
            if (!canonical) {
              problems.add(IdnaError.NON_CANONICAL_PUNYCODE, 0, nonCanonicalDetail(dec));
            }
          }
        }
      }
    }
    boolean rtl = BidiRule.isRtl(label);
    if (!skipValidity) {
      validate(prepared, label, decoded, problems, bidiDomain || rtl);
    }
    String out = label;
    if (toAscii) {
      out = asciiForm(prepared, xn, text, label, decoded, canonical, problems);
      LabelSteps.checkLength(profile, out, problems);
    }
    LabelKind kind = LabelSteps.kind(xn, label, problems.isEmpty());
    if (problems.isEmpty()) {
      return LabelResult.valid(out, kind, rtl);
    }
    return LabelResult.of(out, kind, rtl, problems);
  }

  /**
   * Step 1: what the standard makes of the label before conversion.
   *
   * @param in the label as the caller gave it
   * @return the prepared label
   */
  abstract P prepare(CharSequence in);

  /**
   * The text of a prepared label: the caller's own {@code String} when nothing changed.
   *
   * @param prepared the prepared label
   * @param in the label as the caller gave it
   * @return the text that the later steps work on
   */
  abstract String text(P prepared, CharSequence in);

  /**
   * The code-point offset in the caller's label of a UTF-16 index of the prepared text.
   *
   * @param prepared the prepared label
   * @param index a UTF-16 index of its text
   * @return the offset to report
   */
  abstract int offset(P prepared, int index);

  /**
   * Decodes the payload of an ASCII {@code xn--} label (UTS #46 §4 step 4.2).
   *
   * @param text the label
   * @return the decoding
   * @throws PunycodeException if the payload is not valid Punycode
   */
  abstract String decodePayload(String text) throws PunycodeException;

  /**
   * The offset to report for a payload that does not decode.
   *
   * @param prepared the prepared label
   * @param text its text
   * @param e the decoder's exception
   * @return the code-point offset in the caller's label
   */
  abstract int invalidPunycodeOffset(P prepared, String text, PunycodeException e);

  /** Whether an undecodable payload is let through (UTS #46 IgnoreInvalidPunycode). */
  abstract boolean ignoresInvalidPunycode();

  /**
   * Whether {@code text} is the canonical encoding of {@code decoded} (RFC 5891 §5.4).
   *
   * @param text the {@code xn--} label
   * @param decoded what its payload decodes to
   * @return whether re-encoding gives the label back
   */
  abstract boolean isCanonical(String text, String decoded);

  /**
   * The detail of a {@link IdnaError#NON_CANONICAL_PUNYCODE} problem.
   *
   * @param decoded what the payload decodes to
   * @return the explanation
   */
  abstract String nonCanonicalDetail(String decoded);

  /**
   * Step 3: the standard's validity criteria for the label (its decoding, for an {@code xn--}
   * label).
   *
   * @param prepared the prepared label
   * @param label the label to validate
   * @param decoded whether it was decoded from Punycode (then it has no positions in the input)
   * @param problems receives the problems
   * @param bidi whether the Bidi Rule applies (RFC 5893 §1.4)
   */
  abstract void validate(
      P prepared, String label, boolean decoded, ProblemCollector problems, boolean bidi);

  /**
   * Step 4: the ToASCII output of the label (before the length check).
   *
   * @param prepared the prepared label
   * @param xn whether the prepared text is an {@code xn--} label
   * @param text the prepared text
   * @param label the label after decoding, if it was decoded
   * @param decoded whether it was decoded
   * @param canonical whether the {@code xn--} label is the canonical encoding of its decoding
   * @param problems the problems so far; receives an encoding failure
   * @return the ASCII form
   */
  abstract String asciiForm(
      P prepared,
      boolean xn,
      String text,
      String label,
      boolean decoded,
      boolean canonical,
      ProblemCollector problems);
}
