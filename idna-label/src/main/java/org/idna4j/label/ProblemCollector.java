package org.idna4j.label;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;

/**
 * Collects the problems of one label while the checks run, then puts them in input order.
 * Not thread-safe; one instance per conversion.
 *
 * <p>At most {@link #MAX_PER_LABEL} problems are kept per label, so that hostile input (a
 * megabyte of disallowed characters) cannot make the result huge; a problem whose error is not
 * yet among the kept ones is always kept, so {@link LabelResult#errors()} stays complete.
 */
final class ProblemCollector {

    /** The most problems listed for one label; beyond it only errors not yet listed are added. */
    static final int MAX_PER_LABEL = 1000;

    private IdnaProblem[] items; // allocated with the first problem: valid labels allocate nothing
    private int size;
    private EnumSet<IdnaError> seen;

    /**
     * Adds a problem at a code-point offset of the label.
     *
     * @param error the error
     * @param offset the code-point offset into the caller's label
     * @param detail the explanation
     */
    void add(IdnaError error, int offset, String detail) {
        if (items == null) {
            items = new IdnaProblem[4];
            seen = EnumSet.noneOf(IdnaError.class);
        }
        if (size >= MAX_PER_LABEL && seen.contains(error)) {
            return;
        }
        seen.add(error);
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = new IdnaProblem(error, 0, offset, detail);
    }

    boolean isEmpty() {
        return size == 0;
    }

    boolean contains(IdnaError error) {
        return seen != null && seen.contains(error);
    }

    /** Returns the problems sorted by offset; problems at one offset keep the order of the checks. */
    List<IdnaProblem> sorted() {
        if (size == 0) {
            return List.of();
        }
        List<IdnaProblem> list = new ArrayList<>(Arrays.asList(items).subList(0, size));
        list.sort(Comparator.comparingInt(IdnaProblem::offset)); // List.sort is stable
        return list;
    }
}
