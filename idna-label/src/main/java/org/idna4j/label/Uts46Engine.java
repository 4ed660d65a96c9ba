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
 * does not end with a hyphen, see {@link #ldhBidiHolds}); a "simple" label, a U-label or a lowercase {@code xn--}
 * label that is certainly valid and needs no change, is recognised by one scan over a
 * precomputed table ({@link SimpleLabelTier}, which says what qualifies and why the result is
 * the general path's); anything else goes through {@link #general}, ICU4J's {@code uts46}
 * normalizer and the full validity checks. The plain path ({@code optimized == false}) runs
 * {@code general} for every label and is the reference the equivalence tests compare with.
 */
final class Uts46Engine extends LabelEngine {

    private static final String XN = "xn--";

    /** {@link #ASCII_CLASS} values: not a letter, digit or hyphen; lowercase LDH; A-Z. */
    private static final byte OTHER = 0;
    private static final byte LOWER_LDH = 1;
    private static final byte UPPER = 2;
    /** The class of each ASCII char (RFC 1034 §3.5 letters, digits, hyphen), one lookup per char. */
    private static final byte[] ASCII_CLASS = new byte[0x80];

    static {
        for (int c = 0; c < 0x80; c++) {
            ASCII_CLASS[c] = isLowerLdh(c) ? LOWER_LDH : c >= 'A' && c <= 'Z' ? UPPER : OTHER;
        }
    }

    private final IdnaProfile profile;
    private final boolean optimized;

    /**
     * Creates the engine.
     *
     * @param profile a UTS #46 profile
     * @param optimized {@code false} for the plain path: no LDH tiers and no quick mapping, every
     *     label mapped segment by segment; results must be identical either way
     */
    Uts46Engine(IdnaProfile profile, boolean optimized) {
        this.profile = profile;
        this.optimized = optimized;
    }

    @Override
    LabelResult toAscii(CharSequence label, boolean bidiDomain) {
        return run(label, bidiDomain, true);
    }

    @Override
    LabelResult toUnicode(CharSequence label, boolean bidiDomain) {
        return run(label, bidiDomain, false);
    }

    private LabelResult run(CharSequence in, boolean bidiDomain, boolean toAscii) {
        int n = in.length();
        // ToUnicode of a label that begins with the lowercase ACE prefix goes straight to the
        // A-label tier: its decoding and scan stand for the char-by-char LDH check of the payload
        // (see SimpleLabelTier.aLabelUnchecked), so the label is not scanned twice.
        if (optimized && !toAscii && !profile.checkConfusables() && SimpleLabelTier.isXnLabel(in)) {
            LabelResult simple = SimpleLabelTier.aLabelUnchecked(in, SimpleCodePoints.uts46(), profile,
                    profile.isTransitional(), bidiDomain);
            if (simple != null) {
                return simple;
            }
            return general(in, bidiDomain, false);
        }
        boolean upper = false;
        int i = 0;
        for (; i < n; i++) {
            char c = in.charAt(i);
            int cls = c < 0x80 ? ASCII_CLASS[c] : OTHER;
            if (cls == OTHER) {
                break;
            }
            upper |= cls == UPPER;
        }
        // The ASCII tiers skip the general checks, so not with UTS #39 checks (which may look at
        // ASCII labels), and in a Bidi domain name (where the Bidi Rule applies to LDH labels)
        // only for a label that the rule lets through.
        if (optimized && i == n && n > 0 && !profile.checkConfusables()
                && (!(bidiDomain && profile.checkBidi()) || ldhBidiHolds(in))) {
            String s = upper ? lowerAscii(in) : in.toString();
            if (!s.startsWith(XN)) {
                return ldh(s, toAscii);
            }
        }
        // Tier 3 (simple labels): certainly valid and unchanged, or null to take the general path.
        if (optimized && !profile.checkConfusables()) {
            LabelResult simple = SimpleLabelTier.run(in, i == n && !upper, SimpleCodePoints.uts46(), profile,
                    profile.isTransitional(), true, bidiDomain, toAscii);
            if (simple != null) {
                return simple;
            }
        }
        return general(in, bidiDomain, toAscii);
    }

    /**
     * Whether the Bidi Rule (RFC 5893 §2) holds for a non-empty label of ASCII letters, digits
     * and hyphens. Their Bidi classes are L (letters), EN (digits) and ES (hyphen), none of
     * them R, AL or AN, so the label is an LTR label (§1.4) and rule 1 (the first character is
     * L, R or AL), rule 5 (only L, EN, ES, CS, ET, ON, BN, NSM) and rule 6 (the end, with no NSM
     * here, is L or EN) come down to: it begins with a letter and ends with a letter or digit.
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
            hyphenChecks(s, problems::add);
        }
        if (toAscii && profile.verifyDnsLength() && n > 63) {
            if (problems == null) {
                problems = new ProblemCollector();
            }
            problems.add(IdnaError.LABEL_TOO_LONG, 0, n + " octets in ASCII; a DNS label has at most 63 (RFC 1034 §3.1)");
        }
        LabelKind kind = lead || trail ? LabelKind.NON_LDH_ASCII
                : reserved ? LabelKind.RESERVED_LDH : LabelKind.NR_LDH;
        if (problems == null) {
            return LabelResult.valid(s, kind, false);
        }
        return LabelResult.of(s, kind, false, problems);
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

    /** Tier 3: everything else, through the normalizer. */
    private LabelResult general(CharSequence in, boolean bidiDomain, boolean toAscii) {
        Uts46Mapping.Mapped m = optimized
                ? Uts46Mapping.map(in, profile.isTransitional())
                : Uts46Mapping.mapWithOffsets(in, profile.isTransitional());
        String u = m.text;
        // If nothing changed, hand back the caller's own String.
        if (in instanceof String string && u.contentEquals(in)) {
            u = string;
        }
        ProblemCollector problems = new ProblemCollector();
        Positions pos = new Positions(m, false);
        String label = u;
        boolean decoded = false;
        boolean skipValidity = false;
        boolean canonicalA = false; // the label is an xn-- label that is the encoding of its decoding
        // UTS #46 §4 step 4 (Convert/Validate): labels starting with "xn--"
        if (u.startsWith(XN)) {
            int nonAscii = firstNonAscii(u);
            if (nonAscii >= 0) {
                // §4 step 4.1: record the error and continue with the next label
                problems.add(IdnaError.NON_ASCII_XN_LABEL, pos.of(nonAscii),
                        "xn-- label contains " + UPlus.of(u.codePointAt(nonAscii)));
                skipValidity = true;
            } else {
                String dec = null;
                try {
                    StringBuilder buf = buffer();
                    dec = Punycode.decode(u, XN.length(), u.length(), buf).toString();
                } catch (PunycodeException e) {
                    if (!profile.ignoreInvalidPunycode()) {
                        // §4 step 4.2: record the error and continue with the next label
                        // the exception's index is into u (decoded in place), -1 if none
                        int at = Math.min(Math.max(e.index(), XN.length()), u.length() - 1);
                        problems.add(IdnaError.INVALID_PUNYCODE, pos.of(at), "invalid Punycode: " + e.getMessage());
                        skipValidity = true;
                    }
                }
                if (dec != null) {
                    decoded = true;
                    label = dec;
                    pos = new Positions(m, true);
                    if (dec.isEmpty()) {
                        // §4 step 4.3
                        problems.add(IdnaError.EMPTY_PUNYCODE, 0, "xn-- label with an empty payload");
                    } else if (firstNonAscii(dec) < 0) {
                        // §4 step 4.3; RUSTSEC-2024-0421
                        problems.add(IdnaError.ASCII_ONLY_PUNYCODE, 0,
                                "xn-- label decodes to the ASCII label \"" + dec + "\"");
                    } else {
                        canonicalA = (optimized && reencodingIsIdentity(u)) || canonical(dec, u);
                        if (!canonicalA) {
                            // RFC 5891 §5.4: decode and re-encode; CVE-2026-39821
                            problems.add(IdnaError.NON_CANONICAL_PUNYCODE, 0,
                                    "xn-- label is not the canonical encoding of what it decodes to");
                        }
                    }
                }
            }
        }
        boolean rtl = BidiRule.isRtl(label);
        if (!skipValidity) {
            validate(label, decoded, m, pos, problems, bidiDomain || rtl);
        }
        String out = label;
        if (toAscii) {
            // A canonical xn-- label is its own ToASCII: no second encoding needed.
            out = canonicalA || leftUnencoded(label, problems) ? (canonicalA ? u : label)
                    : encodeLabel(label, pos, problems);
            checkLength(out, problems);
        }
        LabelKind kind = kind(u, label, problems.isEmpty());
        if (problems.isEmpty()) {
            return LabelResult.valid(out, kind, rtl);
        }
        return LabelResult.of(out, kind, rtl, problems);
    }

    /** UTS #46 §4.2 step 3 for one label: Punycode-encode a non-ASCII label. */
    private static String encodeLabel(String label, Positions pos, ProblemCollector problems) {
        if (firstNonAscii(label) < 0) {
            return label;
        }
        try {
            StringBuilder buf = buffer();
            buf.append(XN);
            return Punycode.encode(label, 0, label.length(), buf).toString();
        } catch (PunycodeException e) {
            problems.add(IdnaError.PUNYCODE_ENCODING_FAILED, pos.of(firstSurrogateOr0(label)),
                    "Punycode cannot encode the label: " + e.getMessage());
            return label;
        }
    }

    /** UTS #46 §4.2 step 4 (VerifyDnsLength) for one label of the output. */
    private void checkLength(String out, ProblemCollector problems) {
        if (profile.verifyDnsLength()) {
            if (out.length() > 63) {
                problems.add(IdnaError.LABEL_TOO_LONG, 0,
                        out.length() + " octets in ASCII; a DNS label has at most 63 (RFC 1034 §3.1)");
            } else if (out.isEmpty()) {
                problems.add(IdnaError.EMPTY_LABEL, 0, "empty label");
            }
        }
    }

    /** UTS #46 §4.1 Validity Criteria, plus CONTEXTO when the profile asks for it. */
    private void validate(String label, boolean decoded, Uts46Mapping.Mapped m, Positions pos,
            ProblemCollector problems, boolean bidi) {
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
            hyphenChecks(label, sink);
        }
        // §4.1 criterion 4: no "xn--" prefix after decoding (nor, without CheckHyphens, at all)
        if (label.startsWith(XN) && (decoded || !profile.checkHyphens())) {
            problems.add(IdnaError.XN_PREFIX_IN_U_LABEL, 0, "label begins with \"xn--\"");
        }
        int first = label.codePointAt(0);
        // §4.1 criterion 6: no leading combining mark
        int gc = UCharacter.getType(first);
        if (gc == UCharacterCategory.NON_SPACING_MARK || gc == UCharacterCategory.ENCLOSING_MARK
                || gc == UCharacterCategory.COMBINING_SPACING_MARK) {
            problems.add(IdnaError.LEADING_COMBINING_MARK, pos.of(0),
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
                if (profile.useStd3AsciiRules() && !isLowerLdh(cp) && !(cp == '_' && profile.allowUnderscore())
                        && problems.keep(IdnaError.NON_LDH_ASCII)) {
                    problems.add(IdnaError.NON_LDH_ASCII, pos.of(i),
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
        // §4.1 criterion 8 (CheckJoiners): RFC 5892 Appendix A.1, A.2
        if (profile.checkJoiners() && joiners) {
            ContextJ.check(label, sink);
        }
        // RFC 5892 Appendix A.3-A.9 (CONTEXTO), when the profile asks for it
        if (profile.checkContextO()) {
            checkContextO(label, sink);
        }
        // §4.1 criterion 9 (CheckBidi): RFC 5893 §2, in a Bidi domain name
        if (profile.checkBidi() && bidi) {
            BidiRule.check(label, sink);
        }
        // UTS #39 (checkConfusables): a dependent check, only on a label with no IDNA problem
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
        ContextO.check(cps, 0, cps.length, (index, rule) -> sink.add(rule.error(), utf16[index], rule.detail()));
    }

    /**
     * Whether {@code mappedLabel} ("xn--" and a payload) is exactly the encoding of
     * {@code decoded}, what its payload decodes to: RFC 5891 §5.4 decode and re-encode. The
     * re-encoding goes to a reused buffer and is compared there, without a new String.
     */
    static boolean canonical(String decoded, String mappedLabel) {
        try {
            StringBuilder re = Punycode.encode(decoded, 0, decoded.length(), buffer());
            int n = re.length();
            if (mappedLabel.length() != XN.length() + n) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (re.charAt(i) != mappedLabel.charAt(XN.length() + i)) {
                    return false;
                }
            }
            return true;
        } catch (PunycodeException e) {
            return false;
        }
    }

    /**
     * Whether re-encoding what the payload of {@code mappedLabel} decodes to is certain to give
     * the payload back, so that {@link #canonical} would answer {@code true} (the plain path
     * still re-encodes every label, and the equivalence tests compare both paths). True when the
     * payload has no upper-case letter, which is always so after UTS #46 mapping. Why: the
     * decoder is strict (RFC 3492 §6.2: it fails on a bad or truncated digit, a non-basic
     * code point before the last delimiter, overflow, a result outside the Unicode scalar
     * values), and for such a decoder a successful decoding is the only encoding of its result
     * in lower case: (1) the basic part is everything before the last delimiter (a delimiter
     * that is the payload's first char is read as a digit, and fails), and the encoder writes exactly the basic code
     * points and one delimiter (none if there are none, §6.3); (2) each generalized
     * variable-length integer has one digit sequence (§3.3: a digit below t ends it, any other
     * digit continues, so digits and value determine each other); (3) each delta determines
     * the next (n, i) and conversely, with n never decreasing and, for equal n, i increasing,
     * which is exactly the (value, position) order in which §6.3 visits the code points. The
     * only freedom left is the case of the letters (§5, "uppercase and lowercase ... are
     * equivalent"), the spelling of CVE-2026-39821, hence the condition.
     */
    private static boolean reencodingIsIdentity(String mappedLabel) {
        for (int i = XN.length(); i < mappedLabel.length(); i++) {
            char c = mappedLabel.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                return false;
            }
        }
        return true;
    }

    /** Buffers above this capacity are not kept, so that one huge label does not pin memory. */
    private static final int RETAINED_BUFFER = 1024;
    private static final ThreadLocal<StringBuilder> BUFFER = ThreadLocal.withInitial(() -> new StringBuilder(128));

    /**
     * Returns this thread's empty scratch buffer for Punycode output: thread-confined, reused
     * between calls (its contents are always copied out before the next use).
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

    private static LabelKind kind(String mapped, String label, boolean valid) {
        if (mapped.startsWith(XN)) {
            return valid ? LabelKind.A_LABEL : LabelKind.FAKE_A_LABEL;
        }
        if (label.isEmpty()) {
            return LabelKind.EMPTY;
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
        return n >= 4 && s.charAt(2) == '-' && s.charAt(3) == '-' ? LabelKind.RESERVED_LDH : LabelKind.NR_LDH;
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

    private static int firstSurrogateOr0(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isSurrogate(s.charAt(i))) {
                return i;
            }
        }
        return 0;
    }

    static String lowerAscii(CharSequence in) {
        char[] cs = new char[in.length()];
        for (int i = 0; i < cs.length; i++) {
            char c = in.charAt(i);
            cs[i] = c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
        }
        return new String(cs);
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
