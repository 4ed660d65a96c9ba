package org.idna4j.label;

/**
 * The package-private engine behind {@link LabelProcessor}: one implementation per standard.
 */
abstract class LabelEngine {

    static LabelEngine forProfile(IdnaProfile profile) {
        switch (profile.standard()) {
            case UTS46:
                return new Uts46Engine(profile);
            case IDNA2003:
                return new Idna2003Engine(profile); // RFC 3490 with Nameprep (RFC 3491)
            case IDNA2008_REGISTRATION:
                return new RegistrationEngine(profile);
            default:
                throw new AssertionError(profile.standard());
        }
    }

    abstract LabelResult toAscii(CharSequence label, boolean bidiDomain);

    abstract LabelResult toUnicode(CharSequence label, boolean bidiDomain);
}
