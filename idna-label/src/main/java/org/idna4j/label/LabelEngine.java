package org.idna4j.label;

/**
 * The package-private engine behind {@link LabelProcessor}: one implementation per standard.
 */
abstract class LabelEngine {

    static LabelEngine forProfile(IdnaProfile profile) {
        return forProfile(profile, true);
    }

    /**
     * Returns the engine for a profile.
     *
     * @param profile the profile
     * @param optimized {@code false} for the plain, unoptimized path (every fast path off), kept
     *     so that tests can check that both give identical results
     */
    static LabelEngine forProfile(IdnaProfile profile, boolean optimized) {
        switch (profile.standard()) {
            case UTS46:
                return new Uts46Engine(profile, optimized);
            case IDNA2003:
                return new Idna2003Engine(profile); // RFC 3490 with Nameprep (RFC 3491)
            case IDNA2008_REGISTRATION:
                return new RegistrationEngine(profile, optimized);
            default:
                throw new AssertionError(profile.standard());
        }
    }

    /**
     * The longest invalid label, in chars, whose ToASCII output is still Punycode-encoded (UTS #46
     * §4.2 step 3). The output of an invalid result is a best effort that must never be used
     * (see {@link LabelResult}); encoding a hostile label of millions of characters would only
     * cost memory (the encoder needs tens of bytes per code point), so a longer label that
     * already has a problem is output as it stands after mapping. Far above any DNS label
     * (63 octets, RFC 1034 §3.1) and any line of {@code IdnaTestV2.txt}.
     */
    static final int MAX_ENCODED_INVALID_LABEL = 65_536;

    /** Whether ToASCII leaves {@code label} unencoded: see {@link #MAX_ENCODED_INVALID_LABEL}. */
    static boolean leftUnencoded(String label, ProblemCollector problems) {
        return label.length() > MAX_ENCODED_INVALID_LABEL && !problems.isEmpty();
    }

    abstract LabelResult toAscii(CharSequence label, boolean bidiDomain);

    abstract LabelResult toUnicode(CharSequence label, boolean bidiDomain);
}
