package org.idna4j.domain;

import java.util.List;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.LabelProcessor;
import org.idna4j.label.LabelResult;

/**
 * The package-private engine behind {@link Idna}: splits a name into labels, runs each through a
 * {@link LabelProcessor}, and applies the rules that span labels (the Bidi domain name condition
 * of RFC 5893 §1.4, DNS lengths and empty labels of UTS #46 §4.2 step 4 and §4.3).
 *
 * <p>Splitting the input before mapping is equivalent to UTS #46 §4 step 3 (split after mapping)
 * because the only code points the IDNA Mapping Table maps to U+002E are U+3002, U+FF0E and
 * U+FF61, and U+002E is a normalization boundary.
 */
final class DomainEngine {

    /** RFC 1034 §3.1: 255 octets on the wire, i.e. 253 characters in text without the root dot. */
    static final int MAX_NAME_LENGTH = 253;
    /** RFC 1034 §3.1: a label has at most 63 octets. */
    static final int MAX_LABEL_LENGTH = 63;

    private final IdnaProfile profile;
    private final LabelProcessor labels;
    private final boolean anySeparator;

    private final boolean optimized;
    /** {@link #tiersApply()}, computed once. */
    private final boolean tiersApply;

    /**
     * Creates the engine.
     *
     * @param profile the profile
     * @param optimized {@code false} to skip the name-level fast paths and run every label
     *     through the label processor; results must be identical either way
     */
    DomainEngine(IdnaProfile profile, boolean optimized) {
        this.profile = profile;
        this.optimized = optimized;
        this.labels = LabelProcessor.of(profile);
        // RFC 5891 §5.2 registration takes labels as they are: only U+002E separates them.
        this.anySeparator = profile.standard() != IdnaProfile.Standard.IDNA2008_REGISTRATION;
        this.tiersApply = tiersApply();
    }

    // The tier-1 result is created here, in the smallest method on the path, so that when the
    // JIT inlines this into the caller it can drop the DomainResult of a valid name (0 B/op,
    // issue 5). Whether it inlines is its call: in a loop over a whole corpus C2 compiles this
    // method with the scans inlined, then calls it, and the result escapes (benchmarks/README.md).
    DomainResult toAscii(CharSequence name) {
        int tier = tier(name);
        return tier == PLAIN ? DomainResult.valid(name.toString()) : beyondTier1(name, tier, true);
    }

    DomainResult toUnicode(CharSequence name) {
        int tier = tier(name);
        return tier == PLAIN ? DomainResult.valid(name.toString()) : beyondTier1(name, tier, false);
    }

    /**
     * Whether the name-level tiers and the plain-label shortcut apply: UTS #46 and IDNA2008
     * registration profiles without UTS #39 checks (which may look at ASCII labels). Under both
     * standards a lowercase LDH label that is not reserved ({@code ??--}), has no leading or
     * trailing hyphen under CheckHyphens and fits the DNS lengths is valid and unchanged: UTS #46
     * §4.1 and §4.2, RFC 5891 §4.2.3.1 (and RFC 5892 §2: a-z, 0-9 and '-' are PVALID).
     */
    private boolean tiersApply() {
        IdnaProfile.Standard standard = profile.standard();
        return optimized && !profile.checkConfusables()
                && (standard == IdnaProfile.Standard.UTS46 || standard == IdnaProfile.Standard.IDNA2008_REGISTRATION);
    }

    /**
     * Which tier a name takes. Tier 1 ({@link #PLAIN}): a valid lowercase LDH name comes back as
     * the same instance, no label processing. Tier 2 ({@link #PLAIN_AFTER_LOWERING}, UTS #46
     * only): an LDH name with upper-case letters is lowercased (UTS #46 maps A-Z to a-z and
     * nothing else in ASCII) and is then valid as tier 1. Registration has no mapping, so there
     * capitals are DISALLOWED (RFC 5892 §2.2) and such a name takes the full path
     * ({@link #OTHER}), as does every name the tiers do not apply to.
     */
    private int tier(CharSequence name) {
        if (!tiersApply) {
            return OTHER;
        }
        if (!(name instanceof String s)) {
            return isPlainLdhName(name) ? PLAIN : OTHER;
        }
        
        if (reservedAt(s, 0, profile.checkHyphens())) {
            return OTHER; // an A-label first, as in most names ToUnicode gets: no scan can pass it
        }
        int scan = quickScan(s);
        if (scan == UNSURE) {
            scan = scanLdhName(s); // the exact scan decides
        }
        if (scan == PLAIN_AFTER_LOWERING && profile.standard() != IdnaProfile.Standard.UTS46) {
            return OTHER;
        }
        return scan;
    }

    /** Tier 2 or the full path. */
    private DomainResult beyondTier1(CharSequence name, int tier, boolean toAscii) {
        if (tier == PLAIN_AFTER_LOWERING) {
            // The scan saw only a-z, A-Z, 0-9, '-' and '.': in Locale.ROOT, toLowerCase maps
            // exactly A-Z to a-z among those (the UTS #46 mapping of ASCII), into one new String.
            return DomainResult.valid(((String) name).toLowerCase(java.util.Locale.ROOT));
        }
        return process(name, toAscii);
    }

    private static final int PLAIN = 0;
    private static final int PLAIN_AFTER_LOWERING = 1;
    private static final int OTHER = 2;
    /** {@link #quickScan}'s answer when only the exact scan can tell. */
    private static final int UNSURE = 3;

    // The class of each ASCII char (CHAR_CLASS) for the scans: a-z and 0-9, '-' (together the
    // LDH rule of RFC 952 and RFC 1123 §2.1, lowercase: class <= HYPHEN_CHAR), '.', A-Z (UTS #46
    // maps them to a-z), or other. QUICK_PAIR is indexed by previous class * 8 + class.
    private static final int ALNUM_CHAR = 0;
    private static final int HYPHEN_CHAR = 1;
    private static final int DOT_CHAR = 2;
    private static final int UPPER_CHAR = 3;
    private static final int OTHER_CHAR = 4;
    /** quickScan's result bits: the name may break a rule; the name has a capital. */
    private static final int Q_UNSURE_BIT = 1;
    private static final int Q_UPPER_BIT = 2;
    private static final byte[] CHAR_CLASS = new byte[0x80];
    /**
     * For a pair (class of the previous char, class of this char): {@link #Q_UNSURE_BIT} where the
     * pair may break a label rule (an empty label "..", a hyphen after a dot or before one, "--"
     * anywhere, hence also every {@code xn--} and every other reserved label) and for any char
     * that is not LDH or a dot; {@link #Q_UPPER_BIT} for a capital.
     */
    private static final byte[] QUICK_PAIR = new byte[(OTHER_CHAR << 3) + OTHER_CHAR + 1];

    static {
        java.util.Arrays.fill(CHAR_CLASS, (byte) OTHER_CHAR);
        for (char c = 'a'; c <= 'z'; c++) {
            CHAR_CLASS[c] = ALNUM_CHAR;
            CHAR_CLASS[c - ('a' - 'A')] = UPPER_CHAR;
        }
        for (char c = '0'; c <= '9'; c++) {
            CHAR_CLASS[c] = ALNUM_CHAR;
        }
        CHAR_CLASS['-'] = HYPHEN_CHAR;
        CHAR_CLASS['.'] = DOT_CHAR;
        for (int prev = 0; prev <= OTHER_CHAR; prev++) {
            for (int cls = 0; cls <= OTHER_CHAR; cls++) {
                boolean unsure = cls == OTHER_CHAR
                        || ((prev == DOT_CHAR || prev == HYPHEN_CHAR) && (cls == DOT_CHAR || cls == HYPHEN_CHAR));
                QUICK_PAIR[(prev << 3) | cls] = (byte) ((unsure ? Q_UNSURE_BIT : 0)
                        | (cls == UPPER_CHAR ? Q_UPPER_BIT : 0));
            }
        }
    }

    /**
     * A conservative filter in front of {@link #scanLdhName}: answers {@link #PLAIN} or
     * {@link #PLAIN_AFTER_LOWERING} only for a name of at most 63 LDH characters (capitals
     * allowed) with no empty label, no hyphen at either end of a label, no "--" anywhere and no
     * trailing dot. Such a name passes every label and name check of a UTS #46 or registration
     * profile whatever its options (UTS #46 §4.1 criteria 2 and 3, §4.2 step 4; RFC 5891
     * §4.2.3.1; RFC 1034 §3.1 lengths, since no label or name can be longer than the name), so the
     * answer is the one {@link #scanLdhName} gives. A name with a non-ASCII char gives
     * {@link #OTHER}, as the exact scan would; anything else gives {@link #UNSURE}, and the exact
     * scan then decides.
     *
     * <p>Why a second scan pays (measured over the ascii corpus, exact scan 55 ns per name, this
     * filter with the exact scan behind it 36 ns, the bare character test of the benchmarks'
     * floor 29 ns): the exact scan leaves its inner loop at every dot, a branch that follows the
     * random label lengths of real names and mispredicts; here the label rules are a table lookup
     * on each pair of adjacent chars, OR-ed together, and the only branch per char is the
     * (predictable) exit at a non-ASCII char.
     */
    private static int quickScan(String name) {
        int n = name.length();
        if (n == 0 || n > MAX_LABEL_LENGTH) {
            return UNSURE;
        }
        int flags = 0;
        int prev = DOT_CHAR; // as if a dot came before the first label: catches a leading '.' or '-'
        for (int i = 0; i < n; i++) {
            char c = name.charAt(i);
            if (c >= 0x80) {
                return OTHER;
            }
            int cls = CHAR_CLASS[c];
            flags |= QUICK_PAIR[(prev << 3) | cls];
            prev = cls;
        }
        if ((flags & Q_UNSURE_BIT) != 0 || prev == DOT_CHAR || prev == HYPHEN_CHAR) {
            return UNSURE; // includes a trailing dot or hyphen
        }
        return (flags & Q_UPPER_BIT) != 0 ? PLAIN_AFTER_LOWERING : PLAIN;
    }

    /**
     * Tiers 1 and 2 in one scan of a {@code String}: {@link #PLAIN} if {@link #isPlainLdhName}
     * holds, {@link #PLAIN_AFTER_LOWERING} if it holds once A-Z are lowercased (UTS #46 maps
     * them to a-z and no other ASCII character), {@link #OTHER} otherwise, and also for the rare
     * names {@link #reservedAt} is unsure of (the full path then gives the same answer). The label
     * checks of {@link #isPlainLdhLabel} do not depend on case, except the "xn" of "xn--", which
     * is compared here without case.
     */
    private int scanLdhName(String name) {
        int n = name.length();
        if (n == 0) {
            return OTHER;
        }
        boolean upper = false;
        boolean hyphens = profile.checkHyphens();
        boolean dnsLength = profile.verifyDnsLength();
        int labelStart = 0;
        int i = 0;
        if (reservedAt(name, 0, hyphens)) {
            return OTHER;
        }
        for (;;) {
            // The label's chars, one table lookup each (letters and digits alternate
            // unpredictably, so a chain of range tests would mispredict).
            int cls = ALNUM_CHAR;
            while (i < n) {
                char c = name.charAt(i);
                cls = c < 0x80 ? CHAR_CLASS[c] : OTHER_CHAR;
                if (cls > HYPHEN_CHAR) {
                    break; // not LDH
                }
                i++;
            }
            if (i < n) {
                if (cls == UPPER_CHAR) {
                    upper = true;
                    i++;
                    continue;
                }
                if (cls == OTHER_CHAR) {
                    return OTHER;
                }
            }
            // name[labelStart, i) is a label, ended by a dot or by the end of the name
            int len = i - labelStart;
            if (len == 0) {
                // Only a trailing root label may be empty, and only if allowed.
                boolean root = i == n && n > 1;
                if (!root || (dnsLength && !profile.allowTrailingDot())) {
                    return OTHER;
                }
            } else {
                if (dnsLength && len > MAX_LABEL_LENGTH) {
                    return OTHER;
                }
                if (hyphens && (name.charAt(labelStart) == '-' || name.charAt(i - 1) == '-')) {
                    return OTHER;
                }
            }
            if (i >= n) {
                break;
            }
            i++; // the dot
            labelStart = i;
            if (reservedAt(name, labelStart, hyphens)) {
                return OTHER;
            }
        }
        if (dnsLength && (name.charAt(n - 1) == '.' ? n - 1 : n) > MAX_NAME_LENGTH) {
            return OTHER;
        }
        return upper ? PLAIN_AFTER_LOWERING : PLAIN;
    }

    /**
     * Whether the label starting at {@code start} may be a reserved label ("--" in its third and
     * fourth chars) that the tiers must leave to the full path: an {@code xn--} label (prefix in
     * any case), which needs decoding, or, under CheckHyphens, any reserved label, which fails
     * UTS #46 §4.1 criterion 2. Tested when the label starts, so that the scan of an
     * {@code xn--} name (every name ToUnicode is given from DNS) stops there instead of at the
     * label's end; conservative: a shorter label followed by a dot also answers {@code true}
     * when the chars line up, and only costs that name the full path.
     */
    private static boolean reservedAt(String name, int start, boolean hyphens) {
        return start + 3 < name.length() && name.charAt(start + 2) == '-' && name.charAt(start + 3) == '-'
                && (hyphens || ((name.charAt(start) | 0x20) == 'x' && (name.charAt(start + 1) | 0x20) == 'n'));
    }

    /**
     * The fast path: a name of lowercase LDH labels, none starting with "xn--", that passes every
     * check of the profile, comes back unchanged without touching the normalizer.
     */
    private boolean isPlainLdhName(CharSequence name) {
        int n = name.length();
        if (n == 0) {
            return false;
        }
        int labelStart = 0;
        for (int i = 0; i <= n; i++) {
            if (i == n || name.charAt(i) == '.') {
                if (i == labelStart) {
                    // Only a trailing root label may be empty, and only if allowed.
                    boolean root = i == n && n > 1;
                    if (!root || (profile.verifyDnsLength() && !profile.allowTrailingDot())) {
                        return false;
                    }
                } else if (!isPlainLdhLabel(name, labelStart, i)) {
                    return false;
                }
                labelStart = i + 1;
            }
        }
        if (profile.verifyDnsLength()) {
            int total = name.charAt(n - 1) == '.' ? n - 1 : n;
            return total <= MAX_NAME_LENGTH;
        }
        return true;
    }

    /**
     * Whether {@code name[start, end)} is a non-empty lowercase LDH label that passes every label
     * check of a UTS #46 or registration profile on its own (see {@link #tiersApply()}): no {@code xn--} prefix (it would need decoding),
     * CheckHyphens rules if on, at most 63 octets if VerifyDnsLength.
     */
    private boolean isPlainLdhLabel(CharSequence name, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = name.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
                return false;
            }
        }
        return passesPlainLabelChecks(name, start, end);
    }

    /**
     * The label checks of {@link #isPlainLdhLabel} for a range already known to hold only
     * lowercase LDH characters.
     */
    private boolean passesPlainLabelChecks(CharSequence name, int start, int end) {
        int len = end - start;
        if (len == 0 || (profile.verifyDnsLength() && len > MAX_LABEL_LENGTH)) {
            return false;
        }
        if (len >= 4 && name.charAt(start + 2) == '-' && name.charAt(start + 3) == '-'
                && (profile.checkHyphens() || (name.charAt(start) == 'x' && name.charAt(start + 1) == 'n'))) {
            return false; // xn-- needs decoding; other reserved labels fail CheckHyphens
        }
        return !(profile.checkHyphens() && (name.charAt(start) == '-' || name.charAt(end - 1) == '-'));
    }

    private boolean isSeparator(char c) {
        return c == '.' || (anySeparator && (c == '\u3002' || c == '\uFF0E' || c == '\uFF61'));
    }

    private DomainResult process(CharSequence name, boolean toAscii) {
        int n = name.length();
        if (profile.standard() == IdnaProfile.Standard.IDNA2003 && (n == 0 || (n == 1 && isSeparator(name.charAt(0))))) {
            // java.net.IDN (RFC 3490 has no rule for a name without labels) returns the empty
            // name unchanged and the root name as "."
            return DomainResult.valid(n == 0 ? name.toString() : ".");
        }
        StringBuilder out = Scratch.buffer(n);
        NameProblems problems = new NameProblems();
        int labels = convertLabels(name, toAscii, false, out, problems);
        if (labels == BIDI_DOMAIN) {
            // RFC 5893 §1.4: in a Bidi domain name the Bidi Rule applies to every label, so the
            // name is converted again in that light (at most twice in all: linear).
            out.setLength(0);
            problems = new NameProblems();
            labels = convertLabels(name, toAscii, true, out, problems);
        }
        boolean rootLabel = labels == ROOT_LABEL;
        // UTS #46 §4.2 step 4 (VerifyDnsLength): the name is 1 to 253 octets without the root dot
        if (toAscii && profile.verifyDnsLength() && profile.standard() != IdnaProfile.Standard.IDNA2003) {
            int total = out.length() - (rootLabel ? 1 : 0);
            if (total == 0) {
                problems.add(new IdnaProblem(IdnaError.EMPTY_NAME, IdnaProblem.NAME_LEVEL, 0, "empty domain name"));
            } else if (total > MAX_NAME_LENGTH) {
                problems.add(new IdnaProblem(IdnaError.NAME_TOO_LONG, IdnaProblem.NAME_LEVEL, 0,
                        total + " octets; a domain name has at most 253 (RFC 1034 §3.1)"));
            }
        }
        String output = out.toString();
        if (name instanceof String string && output.equals(string)) {
            output = string;
        }
        return problems.isEmpty() ? DomainResult.valid(output) : problems.result(output);
    }

    // convertLabels's answers: the last label is an ordinary label, or the root label of an
    // absolute name; or the first pass met an RTL label and the profile checks Bidi.
    private static final int NO_ROOT_LABEL = 0;
    private static final int ROOT_LABEL = 1;
    private static final int BIDI_DOMAIN = 2;

    /**
     * Splits the name (UTS #46 §4 step 3) and converts each label as the split reaches it,
     * appending the output to {@code out} and the problems, relocated into the name, to
     * {@code problems}; nothing is kept per label, so a name of millions of empty labels needs
     * no per-label memory. The code-point offset of a label is counted on from the previous
     * label with problems, never from the start of the name.
     *
     * @param bidiDomain whether the name is known to be a Bidi domain name (second pass)
     * @return {@link #ROOT_LABEL} if the last label is the root label of an absolute name,
     *     {@link #NO_ROOT_LABEL} if not, {@link #BIDI_DOMAIN} when the first pass met an RTL label
     *     and the profile checks Bidi (the caller then starts again with {@code bidiDomain})
     */
    private int convertLabels(CharSequence name, boolean toAscii, boolean bidiDomain, StringBuilder out,
            NameProblems problems) {
        int n = name.length();
        // A plain lowercase LDH label that passes every check of the profile is copied to the
        // output as it is, without a LabelResult; in a Bidi domain name the Bidi Rule may apply
        // to it, so there every label goes through the label processor.
        boolean plainLabels = tiersApply && !bidiDomain;
        boolean checkBidi = profile.checkBidi();
        int counted = 0; // a char index, and its code-point offset, up to which offsets are counted
        int cpCounted = 0;
        int start = 0;
        for (int j = 0; ; j++) {
            // The label's end: the next separator or the end of the name.
            int end = start;
            boolean lowerLdh = true; // whether the label holds only a-z, 0-9 and '-'
            for (; end < n; end++) {
                char c = name.charAt(end);
                if (c < 0x80) {
                    if (c == '.') {
                        break;
                    }
                    lowerLdh &= CHAR_CLASS[c] <= HYPHEN_CHAR;
                } else {
                    lowerLdh = false;
                    if (c >= '\u3002' && isSeparator(c)) {
                        break;
                    }
                }
            }
            boolean last = end >= n;
            if (j > 0) {
                out.append('.');
            }
            if (plainLabels && lowerLdh && passesPlainLabelChecks(name, start, end)) {
                out.append(name, start, end);
            } else {
                CharSequence label = name.subSequence(start, end);
                LabelResult r = toAscii ? labels.toAscii(label, bidiDomain) : labels.toUnicode(label, bidiDomain);
                if (!bidiDomain && checkBidi && r.isRtl()) {
                    return BIDI_DOMAIN;
                }
                out.append(r.output());
                boolean isRoot = last && j > 0 && r.output().isEmpty()
                        // IDNA2003 splits before Nameprep (RFC 3490 §4.1 works on labels): only a
                        // label that is empty in the input is the root label; "a.\u00AD" has an
                        // empty label
                        && (profile.standard() != IdnaProfile.Standard.IDNA2003 || start == end);
                List<IdnaProblem> labelProblems = r.problems();
                // IdnaTestV2.txt "X4_2": an empty label in ToUnicode, other than the root label
                boolean emptyToUnicode = !toAscii && profile.verifyDnsLength() && r.output().isEmpty() && !isRoot
                        && profile.standard() == IdnaProfile.Standard.UTS46;
                if (!labelProblems.isEmpty() || emptyToUnicode) {
                    cpCounted += Character.codePointCount(name, counted, start);
                    counted = start;
                    int labelStart = cpCounted;
                    problems.omit(r); // what the label's own cap left out
                    for (int q = 0; q < labelProblems.size(); q++) { // by index: no iterator
                        IdnaProblem p = labelProblems.get(q);
                        if ((isRoot && p.error() == IdnaError.EMPTY_LABEL && profile.allowTrailingDot())
                                || p.error() == IdnaError.TOO_MANY_PROBLEMS) {
                            continue; // the root label of an absolute name; the label's own marker
                        }
                        if (problems.keep(p.error())) {
                            problems.add(p.relocate(j, labelStart));
                        }
                    }
                    if (emptyToUnicode) {
                        problems.add(new IdnaProblem(IdnaError.EMPTY_LABEL_TO_UNICODE, j, labelStart, "empty label"));
                    }
                }
                if (last) {
                    return isRoot ? ROOT_LABEL : NO_ROOT_LABEL;
                }
            }
            if (last) {
                return NO_ROOT_LABEL; // a plain label is never empty, so never the root label
            }
            start = end + 1;
        }
    }

    /**
     * Per-thread output buffer for {@link #process}, so that converting a name does not allocate
     * one each time. Thread-confined (a ThreadLocal), and never retained beyond {@link #RETAIN}
     * chars so that one huge input does not pin memory.
     */
    private static final class Scratch {
        private static final int RETAIN = 4096;
        private static final ThreadLocal<StringBuilder> LOCAL = ThreadLocal.withInitial(() -> new StringBuilder(256));

        private Scratch() {
        }

        /** Returns an empty buffer for the output of a name of {@code chars} chars. */
        static StringBuilder buffer(int chars) {
            if (chars > RETAIN) {
                return new StringBuilder(chars + 16); // not cached
            }
            StringBuilder out = LOCAL.get();
            out.setLength(0);
            out.ensureCapacity(chars + 16);
            return out;
        }
    }
}
