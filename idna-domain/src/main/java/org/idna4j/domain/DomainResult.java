package org.idna4j.domain;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;

/**
 * The immutable result of converting a domain name: the output and every problem found, in input
 * order, each with its label index and code-point offset into the caller's input.
 *
 * <p>A result always carries an output, even when there are problems (UTS #46 §4 keeps going
 * after an error so that all errors can be reported). <b>Warning:</b> never send the output of
 * an invalid result to DNS or store it as a registration; check {@link #isValid()} first, or use
 * {@link Idna#toAsciiOrThrow(CharSequence)}.
 */
public final class DomainResult {

    private final String output;
    private final List<IdnaProblem> problems;
    private final Set<IdnaError> errors;
    private List<String> labels; // computed lazily; racy single-check of an immutable value
    private final long omitted; // problems the cap left out

    /**
     * A result without problems. The fast paths' constructor: nothing to copy or index, so a
     * caller that only reads the output and the validity lets the JIT drop the object entirely.
     *
     * @param output the converted name
     * @return the valid result
     */
    static DomainResult valid(String output) {
        return new DomainResult(Objects.requireNonNull(output, "output"));
    }

    private DomainResult(String output) {
        this.output = output;
        this.problems = List.of();
        this.errors = Collections.emptySet();
        this.omitted = 0;
    }

    DomainResult(String output, List<IdnaProblem> problems) {
        this(output, problems, 0);
    }

    /**
     * A result whose list of problems the cap may have truncated.
     *
     * @param output the converted name
     * @param problems the listed problems, ending with {@link IdnaError#TOO_MANY_PROBLEMS} if
     *     {@code omitted > 0}
     * @param omitted how many problems the cap left out
     */
    DomainResult(String output, List<IdnaProblem> problems, long omitted) {
        this.omitted = omitted;
        this.output = Objects.requireNonNull(output, "output");
        this.problems = List.copyOf(problems);
        if (this.problems.isEmpty()) {
            this.errors = Collections.emptySet();
        } else {
            EnumSet<IdnaError> set = EnumSet.noneOf(IdnaError.class);
            for (IdnaProblem p : this.problems) {
                set.add(p.error());
            }
            this.errors = Collections.unmodifiableSet(set);
        }
    }

    /**
     * Returns the converted name: ASCII after {@code toAscii}, Unicode after {@code toUnicode}.
     * When nothing needed to change this is the caller's own {@code String} instance.
     *
     * @return the converted name, never null
     */
    public String output() {
        return output;
    }

    /**
     * Returns whether no problem was found.
     *
     * @return {@code true} if {@link #problems()} is empty
     */
    public boolean isValid() {
        return problems.isEmpty();
    }

    /**
     * Returns every problem found, in input order (by offset; problems of the whole name, such as
     * {@link IdnaError#NAME_TOO_LONG}, come last), up to a cap: a name lists at most
     * {@link IdnaProblem#MAX_LISTED} problems and then only the first problem of each further
     * error, so that {@link #errors()} stays complete; if the cap left any problem out, the list
     * ends with one {@link IdnaError#TOO_MANY_PROBLEMS} problem of the whole name, whose detail
     * says how many (also {@link #omittedProblems()}). Hostile input can have a problem per
     * character; the cap keeps the result of a name of any length to a few thousand problems.
     *
     * @return an immutable list, empty when the name is valid
     */
    public List<IdnaProblem> problems() {
        return problems;
    }

    /**
     * Returns how many problems were found but not listed in {@link #problems()}, which then ends
     * with an {@link IdnaError#TOO_MANY_PROBLEMS} problem.
     *
     * @return 0 unless the list of problems is truncated
     */
    public long omittedProblems() {
        return omitted;
    }

    /**
     * Returns the distinct errors among {@link #problems()}, for quick checks such as
     * {@code result.errors().contains(IdnaError.HYPHEN_3_4)}.
     *
     * @return an immutable set view
     */
    public Set<IdnaError> errors() {
        return errors;
    }

    /**
     * Returns the labels of {@link #output()}, split at U+002E FULL STOP; a trailing dot yields
     * a final empty (root) label, as it does in the output.
     *
     * @return the output's labels, an immutable list with at least one element
     */
    public List<String> labels() {
        List<String> l = labels;
        if (l == null) {
            l = List.of(output.split("\\.", -1));
            labels = l;
        }
        return l;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof DomainResult)) {
            return false;
        }
        DomainResult other = (DomainResult) o;
        return output.equals(other.output) && problems.equals(other.problems);
    }

    @Override
    public int hashCode() {
        return 31 * output.hashCode() + problems.hashCode();
    }

    @Override
    public String toString() {
        return "DomainResult{output=" + output + ", problems=" + problems + "}";
    }
}
