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

    abstract LabelResult toAscii(CharSequence label, boolean bidiDomain);

    abstract LabelResult toUnicode(CharSequence label, boolean bidiDomain);
}
