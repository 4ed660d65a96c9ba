package org.idna4j.psl;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.idna4j.label.IdnaProblem;

/**
 * The whole answer of a lookup: the match when there is one, and when there is no registrable
 * domain, the reason why (house style rule 14: an empty answer says why). Immutable.
 *
 * <pre>{@code
 * PublicSuffixList psl = PublicSuffixList.bundled();
 * psl.lookup("www.example.co.uk").reason();  // Optional.empty: example.co.uk is registrable
 * psl.lookup("co.uk").reason();              // Optional[PUBLIC_SUFFIX]
 * psl.lookup("192.168.0.1").reason();        // Optional[IP_ADDRESS]
 * psl.lookup("a..b").reason();               // Optional[INVALID_NAME], problems() says which
 * }</pre>
 */
public final class PslAnswer {

  /** Why a name has no registrable domain. */
  public enum Reason {
    /**
     * The name is not a valid domain name under UTS #46 (lookup profile), or is null or empty:
     * {@link PslAnswer#problems()} lists the IDNA problems.
     */
    INVALID_NAME,
    /**
     * The name is an IPv4 address: its last label is a number (the URL Standard §3.5 "ends in a
     * number" check), so it is no domain name and the list does not apply.
     */
    IP_ADDRESS,
    /** The name is itself a public suffix by a rule of the list (such as {@code co.uk}). */
    PUBLIC_SUFFIX,
    /**
     * No rule of the list matches the name's top-level label, and the name is that one label: the
     * list's implicit rule {@code *} (publicsuffix.org "Format", algorithm step 2) makes it a
     * public suffix.
     */
    NO_RULE
  }

  private final PublicSuffixMatch match;
  private final Reason reason;
  private final List<IdnaProblem> problems;

  PslAnswer(PublicSuffixMatch match, Reason reason, List<IdnaProblem> problems) {
    this.match = match;
    this.reason = reason;
    this.problems = List.copyOf(problems);
  }

  /**
   * Returns the match: the public suffix, registrable domain and prevailing rule.
   *
   * @return the match; empty when the reason is {@link Reason#INVALID_NAME} or {@link
   *     Reason#IP_ADDRESS}
   */
  public Optional<PublicSuffixMatch> match() {
    return Optional.ofNullable(match);
  }

  /**
   * Returns the public suffix.
   *
   * @return the public suffix, as {@link PublicSuffixMatch#publicSuffix()}; empty without a match
   */
  public Optional<String> publicSuffix() {
    return match().map(PublicSuffixMatch::publicSuffix);
  }

  /**
   * Returns the registrable domain.
   *
   * @return the registrable domain; empty exactly when {@link #reason()} is present
   */
  public Optional<String> registrableDomain() {
    return match().flatMap(PublicSuffixMatch::registrableDomain);
  }

  /**
   * Returns why there is no registrable domain.
   *
   * @return the reason; empty when there is a registrable domain
   */
  public Optional<Reason> reason() {
    return Optional.ofNullable(reason);
  }

  /**
   * Returns the IDNA problems of an invalid name.
   *
   * @return the problems of UTS #46 ToASCII (lookup profile) when the reason is {@link
   *     Reason#INVALID_NAME}, in input order; empty otherwise
   */
  public List<IdnaProblem> problems() {
    return problems;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PslAnswer a
        && Objects.equals(match, a.match)
        && reason == a.reason
        && problems.equals(a.problems);
  }

  @Override
  public int hashCode() {
    return Objects.hash(match, reason, problems);
  }

  @Override
  public String toString() {
    return "PslAnswer{match=" + match + ", reason=" + reason + ", problems=" + problems + "}";
  }
}
