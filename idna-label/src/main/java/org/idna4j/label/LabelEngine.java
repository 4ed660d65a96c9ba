package org.idna4j.label;

/**
 * The package-private engine behind {@link LabelProcessor}: one implementation per standard.
 */
abstract class LabelEngine {

    static LabelEngine forProfile(IdnaProfile profile) {
        throw new UnsupportedOperationException("engine not yet implemented: " + profile.standard());
    }

    abstract LabelResult toAscii(CharSequence label, boolean bidiDomain);

    abstract LabelResult toUnicode(CharSequence label, boolean bidiDomain);
}
