package org.idna4j.label;

/**
 * Test-only access to the label processor's plain path for
 * {@code org.idna4j.domain.OptimizedPathEquivalenceTest}: {@link LabelProcessor#unoptimized}
 * is package-private in idna-label, and this class shares its package on the test classpath.
 */
public final class PlainLabelPath {

    private PlainLabelPath() {}

    /**
     * Returns a label processor with every fast path off.
     *
     * @param profile the options to apply
     * @return the plain-path twin of {@link LabelProcessor#of(IdnaProfile)}
     */
    public static LabelProcessor unoptimized(IdnaProfile profile) {
        return LabelProcessor.unoptimized(profile);
    }
}
