package org.idna4j.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An immutable domain name split into labels, without any IDNA processing.
 *
 * <p>{@link #of(CharSequence)} splits at the four label separators of RFC 3490 §3.1 and UTS #46
 * §4 step 3 (U+002E FULL STOP, U+3002 IDEOGRAPHIC FULL STOP, U+FF0E FULLWIDTH FULL STOP and
 * U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP). A single trailing separator marks an absolute name:
 * it is recorded by {@link #hasRootDot()} and is not a label. Labels are kept as written (no
 * case folding, no mapping); use {@link Idna} to convert them.
 * <pre>{@code
 * DomainName n = DomainName.of("www.例え。テスト.");
 * n.labels();       // ["www", "例え", "テスト"]
 * n.hasRootDot();   // true
 * n.toString();     // "www.例え.テスト."
 * }</pre>
 */
public final class DomainName {

    private final List<String> labels;
    private final boolean rootDot;

    private DomainName(List<String> labels, boolean rootDot) {
        this.labels = labels;
        this.rootDot = rootDot;
    }

    /**
     * Splits a name into labels.
     *
     * @param name the name; the empty string and {@code "."} give no labels
     * @return the domain name
     * @throws NullPointerException if {@code name} is null
     */
    public static DomainName of(CharSequence name) {
        Objects.requireNonNull(name, "name");
        int end = name.length();
        boolean rootDot = end > 0 && isSeparator(name.charAt(end - 1));
        if (rootDot) {
            end--;
        }
        List<String> labels = new ArrayList<>();
        if (end > 0) {
            int start = 0;
            for (int i = 0; i < end; i++) {
                if (isSeparator(name.charAt(i))) {
                    labels.add(name.subSequence(start, i).toString());
                    start = i + 1;
                }
            }
            labels.add(name.subSequence(start, end).toString());
        }
        return new DomainName(List.copyOf(labels), rootDot);
    }

    /**
     * Returns whether {@code c} is one of the four label separators (RFC 3490 §3.1).
     *
     * @param c a UTF-16 code unit
     * @return whether it separates labels
     */
    static boolean isSeparator(char c) {
        return c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61';
    }

    /**
     * Returns the labels, in order, without the root label of an absolute name.
     *
     * @return an immutable list, empty for {@code ""} and {@code "."}
     */
    public List<String> labels() {
        return labels;
    }

    /**
     * Returns whether the name ended with a separator, i.e. is absolute (ends in the root label).
     *
     * @return whether there was a trailing root dot
     */
    public boolean hasRootDot() {
        return rootDot;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof DomainName other)) {
            return false;
        }
        
        return rootDot == other.rootDot && labels.equals(other.labels);
    }

    @Override
    public int hashCode() {
        return labels.hashCode() * 2 + (rootDot ? 1 : 0);
    }

    /**
     * Returns the labels joined with U+002E FULL STOP, followed by a dot if {@link #hasRootDot()}.
     */
    @Override
    public String toString() {
        String joined = String.join(".", labels);
        return rootDot ? joined + "." : joined;
    }
}
