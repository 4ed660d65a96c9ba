package org.idna4j.domain;

import org.idna4j.label.IdnaProfile;

/** The package-private engine behind {@link Idna}. */
final class DomainEngine {

    private final IdnaProfile profile;

    DomainEngine(IdnaProfile profile) {
        this.profile = profile;
    }

    DomainResult toAscii(CharSequence name) {
        throw new UnsupportedOperationException("not yet implemented: " + profile);
    }

    DomainResult toUnicode(CharSequence name) {
        throw new UnsupportedOperationException("not yet implemented: " + profile);
    }
}
