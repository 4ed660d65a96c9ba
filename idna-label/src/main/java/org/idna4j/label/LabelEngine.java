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
            default:
                return new LabelEngine() {
                    @Override
                    LabelResult toAscii(CharSequence label, boolean bidiDomain) {
                        throw new UnsupportedOperationException("not yet implemented: " + profile.standard());
                    }

                    @Override
                    LabelResult toUnicode(CharSequence label, boolean bidiDomain) {
                        throw new UnsupportedOperationException("not yet implemented: " + profile.standard());
                    }
                };
        }
    }

    abstract LabelResult toAscii(CharSequence label, boolean bidiDomain);

    abstract LabelResult toUnicode(CharSequence label, boolean bidiDomain);
}
