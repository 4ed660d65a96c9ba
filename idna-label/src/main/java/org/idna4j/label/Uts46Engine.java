package org.idna4j.label;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;

/**
 * UTS #46 (Unicode 18.0.0) processing of one label: §4 Processing (map, normalize,
 * convert/validate), §4.1 Validity Criteria, §4.2 ToASCII and §4.3 ToUnicode, with the optional
 * CONTEXTO rules of RFC 5892 Appendix A. Immutable and thread-safe.
 *
 * <p>Tiers (optimized path): a label of lowercase LDH characters is validated in one scan and
 * returned as the caller's own {@code String}; an ASCII label that only needs lowercasing is
 * lowercased and treated the same (in a Bidi domain name, only when it begins with a letter and
 * does not end with a hyphen, see {@link #ldhBidiHolds}); a "simple" label, a U-label or a
 * lowercase {@code xn--} label that is certainly valid and needs no change, is recognised by one
 * scan over a precomputed table ({@link SimpleLabelTier}, which says what qualifies and why the
 * result is the general path's); anything else goes through the general path of {@link
 * LabelPipeline}, whose UTS #46 steps are below: ICU4J's {@code uts46} normalizer and the full
 * validity checks. The reference engine ({@link LabelEngine#reference}) takes the general path for
 * every label, mapping every label segment by segment, and is what the equivalence tests compare
 * with.
 */
final class Uts46Engine extends LabelPipeline<Uts46Mapping.Mapped> {

  private static final String XN = NameRules.ACE_PREFIX;

  /** Whether the general path may map without offsets and skip re-encoding lowercase A-labels. */
  private final boolean optimized;

  /**
   * Creates the engine.
   *
   * @param profile a UTS #46 profile
   * @param tiers whether the tiers apply
   * @param optimized {@code false} for the plain path: no LDH tiers and no quick mapping, every
   *     label mapped segment by segment; results must be identical either way
   */
  Uts46Engine(IdnaProfile profile, boolean tiers, boolean optimized) {
    super(profile, tiers);
    this.optimized = optimized;
  }

  /** UTS #46 §4 step 1 maps A-Z to a-z and no other ASCII character. */
  @Override
  public boolean lowercasesAscii() {
    return true;
  }

  /** {@code IdnaTestV2.txt} status {@code X4_2}, with VerifyDnsLength. */
  @Override
  public boolean reportsEmptyLabelInToUnicode() {
    return profile.verifyDnsLength();
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
    int n = in.length();
    // ToUnicode of a label that begins with the lowercase ACE prefix goes straight to the
    // A-label tier: its decoding and scan stand for the char-by-char LDH check of the payload
    // (see SimpleLabelTier.aLabelUnchecked), so the label is not scanned twice.
    if (tiers && !toAscii && LabelSteps.isXnLabel(in)) {
      LabelResult simple =
          SimpleLabelTier.aLabelUnchecked(
              in, SimpleCodePoints.uts46(), profile, profile.isTransitional(), bidiDomain);
      if (simple != null) {
        return simple;
      }
      return general(in, bidiDomain, false);
    }
    boolean upper = false;
    int i = 0;
    for (; i < n; i++) {
      char c = in.charAt(i);
      int cls = NameRules.asciiClass(c);
      if (cls > NameRules.ASCII_UPPER) { // not LDH nor a capital
        break;
      }
      upper |= cls == NameRules.ASCII_UPPER;
    }
    // The ASCII tiers skip the general checks, so not with UTS #39 checks (which may look at
    // ASCII labels), and in a Bidi domain name (where the Bidi Rule applies to LDH labels)
    // only for a label that the rule lets through.
    if (tiers && i == n && n > 0 && (!(bidiDomain && profile.checkBidi()) || ldhBidiHolds(in))) {
      String s = upper ? LabelSteps.lowerAscii(in) : in.toString();
      if (!s.startsWith(XN)) {
        return ldh(s, toAscii);
      }
    }
    // Tier 3 (simple labels): certainly valid and unchanged, or null to take the general path.
    if (tiers) {
      LabelResult simple =
          SimpleLabelTier.run(
              in,
              i == n && !upper,
              SimpleCodePoints.uts46(),
              profile,
              profile.isTransitional(),
              true,
              bidiDomain,
              toAscii);
      if (simple != null) {
        return simple;
      }
    }
    return general(in, bidiDomain, toAscii);
  }

  /**
   * Whether the Bidi Rule (RFC 5893 §2) holds for a non-empty label of ASCII letters, digits and
   * hyphens. Their Bidi classes are L (letters), EN (digits) and ES (hyphen), none of them R, AL or
   * AN, so the label is an LTR label (§1.4) and rule 1 (the first character is L, R or AL), rule 5
   * (only L, EN, ES, CS, ET, ON, BN, NSM) and rule 6 (the end, with no NSM here, is L or EN) come
   * down to: it begins with a letter and ends with a letter or digit.
   */
  private static boolean ldhBidiHolds(CharSequence ldh) {
    char first = ldh.charAt(0);
    char last = ldh.charAt(ldh.length() - 1);
    return ((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z')) && last != '-';
  }

  /** Tiers 1 and 2: a label of LDH characters (already lowercased), not starting with xn--. */
  private LabelResult ldh(String s, boolean toAscii) {
    ProblemCollector problems = null;
    int n = s.length();
    boolean lead = s.charAt(0) == '-';
    boolean trail = s.charAt(n - 1) == '-';
    boolean reserved = n >= 4 && s.charAt(2) == '-' && s.charAt(3) == '-';
    if (profile.checkHyphens() && (lead || trail || reserved)) {
      problems = new ProblemCollector();
      LabelSteps.hyphenChecks(s, problems::add);
    }
    if (toAscii && profile.verifyDnsLength() && n > NameRules.MAX_LABEL_LENGTH) {
      if (problems == null) {
        problems = new ProblemCollector();
      }
      LabelSteps.checkLength(profile, s, problems);
    }
    LabelKind kind =
        lead || trail
            ? LabelKind.NON_LDH_ASCII
            : reserved ? LabelKind.RESERVED_LDH : LabelKind.NR_LDH;
    if (problems == null) {
      return LabelResult.valid(s, kind, false);
    }
    return LabelResult.of(s, kind, false, problems);
  }

  // The steps of the general path (LabelPipeline) as UTS #46 takes them.

  /** UTS #46 §4 steps 1-2: map and normalize; on the plain path with every offset recorded. */
  @Override
  Uts46Mapping.Mapped prepare(CharSequence in) {
    return optimized
        ? Uts46Mapping.map(in, profile.isTransitional())
        : Uts46Mapping.mapWithOffsets(in, profile.isTransitional());
  }

  /** If nothing changed, hand back the caller's own String. */
  @Override
  String text(Uts46Mapping.Mapped m, CharSequence in) {
    String u = m.text;
    if (in instanceof String s && u.contentEquals(s)) {
      u = s;
    }
    return u;
  }

  @Override
  int offset(Uts46Mapping.Mapped m, int index) {
    return new Positions(m, false).of(index);
  }

  /** Decodes in place, into the thread's scratch buffer. */
  @Override
  String decodePayload(String u) throws PunycodeException {
    StringBuilder buf = LabelSteps.buffer();
    return Punycode.decode(u, XN.length(), u.length(), buf).toString();
  }

  /** The exception's index is into the label (decoded in place), -1 if none. */
  @Override
  int invalidPunycodeOffset(Uts46Mapping.Mapped m, String u, PunycodeException e) {
    return offset(m, Math.min(Math.max(e.index(), XN.length()), u.length() - 1));
  }

  @Override
  boolean ignoresInvalidPunycode() {
    return profile.ignoreInvalidPunycode();
  }

  /** After mapping the payload is lowercase, so the quick path's re-encoding is the identity. */
  @Override
  boolean isCanonical(String u, String decoded) {
    return (optimized && LabelSteps.reencodingIsIdentity(u)) || LabelSteps.canonical(decoded, u);
  }

  @Override
  String nonCanonicalDetail(String decoded) {
    return "xn-- label is not the canonical encoding of what it decodes to";
  }

  @Override
  void validate(
      Uts46Mapping.Mapped m,
      String label,
      boolean decoded,
      ProblemCollector problems,
      boolean bidi) {
    validate(label, decoded, m, new Positions(m, decoded), problems, bidi);
  }

  /** A canonical xn-- label is its own ToASCII: no second encoding needed. */
  @Override
  String asciiForm(
      Uts46Mapping.Mapped m,
      boolean xn,
      String u,
      String label,
      boolean decoded,
      boolean canonical,
      ProblemCollector problems) {
    return canonical || leftUnencoded(label, problems)
        ? (canonical ? u : label)
        : encodeLabel(label, new Positions(m, decoded), problems);
  }

  /** UTS #46 §4.2 step 3 for one label: Punycode-encode a non-ASCII label. */
  private static String encodeLabel(String label, Positions pos, ProblemCollector problems) {
    if (LabelSteps.firstNonAscii(label) < 0) {
      return label;
    }
    try {
      StringBuilder buf = LabelSteps.buffer();
      buf.append(XN);
      return Punycode.encode(label, 0, label.length(), buf).toString();
    } catch (PunycodeException e) {
      problems.add(
          IdnaError.PUNYCODE_ENCODING_FAILED,
          pos.of(firstSurrogateOr0(label)),
          "Punycode cannot encode the label: " + e.getMessage());
      return label;
    }
  }

  /** UTS #46 §4.1 Validity Criteria, plus CONTEXTO when the profile asks for it. */
  private void validate(
      String label,
      boolean decoded,
      Uts46Mapping.Mapped m,
      Positions pos,
      ProblemCollector problems,
      boolean bidi) {
    int n = label.length();
    if (n == 0) {
      return;
    }
    // §4.1 criterion 1: NFC (a mapped label is NFC by construction)
    if (decoded && !Uts46Mapping.isNfc(label)) {
      problems.add(IdnaError.NOT_NFC, 0, "decoded label is not in NFC");
    }
    // The checks below report UTF-16 indexes of the label; the sink turns them into input
    // offsets, and only for the problems the cap keeps.
    ProblemSink sink = pos.sink(problems);
    if (profile.checkHyphens()) {
      LabelSteps.hyphenChecks(label, sink);
    }
    // §4.1 criterion 4: no "xn--" prefix after decoding (nor, without CheckHyphens, at all)
    if (label.startsWith(XN) && (decoded || !profile.checkHyphens())) {
      problems.add(IdnaError.XN_PREFIX_IN_U_LABEL, 0, "label begins with \"xn--\"");
    }
    int first = label.codePointAt(0);
    // §4.1 criterion 6: no leading combining mark
    int gc = UCharacter.getType(first);
    if (gc == UCharacterCategory.NON_SPACING_MARK
        || gc == UCharacterCategory.ENCLOSING_MARK
        || gc == UCharacterCategory.COMBINING_SPACING_MARK) {
      problems.add(
          IdnaError.LEADING_COMBINING_MARK,
          pos.of(0),
          "label begins with the combining mark " + UPlus.of(first));
    }
    boolean joiners = false;
    boolean checkEach = decoded && !Uts46Mapping.allValidUnmapped(label);
    for (int i = 0; i < n; ) {
      int cp = label.codePointAt(i);
      int len = Character.charCount(cp);
      if (cp == '.') {
        // §4.1 criterion 5
        sink.add(IdnaError.LABEL_SEPARATOR, i, "label contains U+002E FULL STOP");
      } else if (cp < 0x80) {
        // §4.1 criterion 7 with UseSTD3ASCIIRules
        if (profile.useStd3AsciiRules()
            && !LabelSteps.isLowerLdh(cp)
            && !(cp == '_' && profile.allowUnderscore())
            && problems.keep(IdnaError.NON_LDH_ASCII)) {
          problems.add(
              IdnaError.NON_LDH_ASCII,
              pos.of(i),
              UPlus.of(cp) + " is not a letter, digit or hyphen (UseSTD3ASCIIRules)");
        }
      } else {
        boolean bad = decoded ? checkEach && !Uts46Mapping.isValidUnmapped(cp) : m.isDisallowed(i);
        if (bad && problems.keep(IdnaError.DISALLOWED)) {
          // §4.1 criterion 7
          problems.add(IdnaError.DISALLOWED, pos.of(i), UPlus.of(cp) + " is not valid in a label");
        }
        if (cp == ContextJ.ZWJ || cp == ContextJ.ZWNJ) {
          joiners = true;
        }
      }
      i += len;
    }
    // §4.1 criteria 8 and 9, CONTEXTO and UTS #39
    LabelSteps.checkContextRules(profile, label, joiners, bidi, problems, sink);
  }

  private static int firstSurrogateOr0(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (Character.isSurrogate(s.charAt(i))) {
        return i;
      }
    }
    return 0;
  }

  /** Translates a UTF-16 index of the processed label into a code-point offset of the input. */
  static final class Positions {
    private final Uts46Mapping.Mapped mapped;
    private final boolean decoded;

    Positions(Uts46Mapping.Mapped mapped, boolean decoded) {
      this.mapped = mapped;
      this.decoded = decoded;
    }

    int of(int index) {
      if (decoded || mapped.text.isEmpty()) {
        // A label decoded from Punycode has no character-level position in the input.
        return 0;
      }
      return mapped.sourceOf(Math.min(index, mapped.text.length() - 1));
    }

    /** A sink that looks up the input offset of a problem only if the cap keeps it. */
    ProblemSink sink(ProblemCollector problems) {
      return new ProblemSink() {
        @Override
        public boolean keep(IdnaError error) {
          return problems.keep(error);
        }

        @Override
        public void add(IdnaError error, int index, String detail) {
          if (problems.keep(error)) {
            problems.add(error, of(index), detail);
          }
        }
      };
    }
  }
}
