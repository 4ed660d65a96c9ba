package org.idna4j.email;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.ProblemCode;
import org.idna4j.label.internal.CappedProblems;

/**
 * The immutable result of {@link EmailAddress#parse}: whether the address is valid, its normalized
 * and ASCII forms, whether delivering it needs SMTPUTF8, and every problem found.
 *
 * <pre>{@code
 * EmailResult r = EmailAddress.parse("José@Bücher.example");
 * r.isValid();           // true
 * r.normalized();        // "José@bücher.example"
 * r.asciiDomain();       // Optional["xn--bcher-kva.example"]
 * r.requiresSmtpUtf8();  // true: the local part is not ASCII
 * r.asciiForm();         // Optional.empty(): no ASCII form exists (RFC 6530 §7)
 * }</pre>
 *
 * <p>Each problem is an {@link IdnaProblem}: an {@link EmailError} of the address's syntax, or an
 * {@link IdnaError} of the domain, with the code-point offset into the caller's input (the whole
 * input, display name included) and, for a problem in the domain, the index of the domain label
 * ({@link IdnaProblem#NAME_LEVEL} elsewhere).
 *
 * <p><b>Warning:</b> an address is valid when its syntax and its domain are; nothing here says that
 * a mailbox exists or that the domain has MX records. Compare addresses by {@link #normalized()}
 * (or the ASCII form), never by the input: {@code Jane@Example.COM} and {@code Jane@example.com}
 * name one mailbox, while the local part's case may matter (RFC 5321 §2.4).
 */
public final class EmailResult {

  private final String normalized;
  private final String asciiForm; // null when the local part is not ASCII, or invalid
  private final String asciiDomain; // "" when invalid
  private final boolean requiresSmtpUtf8;
  private final String displayName; // null when there is none
  private final List<IdnaProblem> problems;
  private final Set<ProblemCode> errors;
  private final long omitted;

  EmailResult(
      String normalized,
      String asciiForm,
      String asciiDomain,
      boolean requiresSmtpUtf8,
      String displayName,
      List<IdnaProblem> problems,
      long omitted) {
    this.normalized = Objects.requireNonNull(normalized, "normalized");
    this.asciiForm = asciiForm;
    this.asciiDomain = Objects.requireNonNull(asciiDomain, "asciiDomain");
    this.requiresSmtpUtf8 = requiresSmtpUtf8;
    this.displayName = displayName;
    this.problems = List.copyOf(problems);
    this.omitted = omitted;
    this.errors = CappedProblems.errorsOf(this.problems);
  }

  /**
   * Returns whether the address is valid under the options it was parsed with: {@link #problems()}
   * is empty.
   *
   * @return whether no problem was found
   */
  public boolean isValid() {
    return problems.isEmpty();
  }

  /**
   * Returns the address to store and compare: the local part in NFC (RFC 6532 §3.1) with the
   * minimum quoting (RFC 5321 §4.1.2: a quoted local part that is a valid Dot-string loses its
   * quotes, and only {@code "} and {@code \} keep a backslash), the RFC 2142 role names ({@code
   * postmaster}, {@code abuse}, ...) in lower case, then {@code @} and the domain in U-labels (UTS
   * #46 mapping: lower case, NFC, A-labels decoded) or the address literal in its canonical form.
   * The display name is not part of it. When the address is invalid, the caller's input as given
   * (the same {@code String} instance when a {@code String} was passed).
   *
   * @return the normalized address, or the input when invalid
   */
  public String normalized() {
    return normalized;
  }

  /**
   * Returns the address as a relay without SMTPUTF8 takes it: the normalized local part, {@code @}
   * and the domain in A-labels ({@link #asciiDomain()}). Empty when the local part is not ASCII,
   * for which no ASCII form exists (RFC 6530 §7: an address is not downgraded), or when the address
   * is invalid.
   *
   * @return the ASCII form, or empty
   */
  public Optional<String> asciiForm() {
    return Optional.ofNullable(asciiForm);
  }

  /**
   * Returns the domain as DNS and MX lookups take it: A-labels in lower case ({@code
   * xn--bcher-kva.example}), or the bracketed address literal ({@code [IPv6:2001:db8::1]}).
   *
   * @return the ASCII domain, or empty when the address is invalid
   */
  public Optional<String> asciiDomain() {
    return asciiDomain.isEmpty() ? Optional.empty() : Optional.of(asciiDomain);
  }

  /**
   * Returns whether delivering the address needs the SMTPUTF8 extension (RFC 6531 §3.1): exactly
   * when its local part is not ASCII. A U-label domain alone does not need it, since the ASCII form
   * carries A-labels. For an invalid address, whether the local part as typed is not ASCII.
   *
   * @return whether the local part holds non-ASCII
   */
  public boolean requiresSmtpUtf8() {
    return requiresSmtpUtf8;
  }

  /**
   * Returns the display name of an RFC 5322 §3.4 name-addr ({@code Jane Doe} in {@code Jane Doe
   * <jane@example.com>}), unquoted, unescaped and in NFC; the empty string for {@code
   * <jane@example.com>}; empty when the input has no angle brackets.
   *
   * @return the display name, or empty
   */
  public Optional<String> displayName() {
    return Optional.ofNullable(displayName);
  }

  /**
   * Returns every problem found, in input order (by code-point offset), each with its offset into
   * the caller's input. A result lists at most {@link IdnaProblem#MAX_LISTED} problems of the
   * address outside the domain (the domain's IDNA problems are capped the same way) and then one
   * {@link IdnaError#TOO_MANY_PROBLEMS} problem saying how many were left out.
   *
   * @return an immutable list, empty when the address is valid
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
   * Returns the distinct errors among {@link #problems()}, for quick checks such as {@code
   * result.errors().contains(EmailError.EMAIL_NON_ASCII)}.
   *
   * @return an immutable set
   */
  public Set<ProblemCode> errors() {
    return errors;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof EmailResult other
        && normalized.equals(other.normalized)
        && Objects.equals(asciiForm, other.asciiForm)
        && asciiDomain.equals(other.asciiDomain)
        && requiresSmtpUtf8 == other.requiresSmtpUtf8
        && Objects.equals(displayName, other.displayName)
        && problems.equals(other.problems);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        normalized, asciiForm, asciiDomain, requiresSmtpUtf8, displayName, problems);
  }

  @Override
  public String toString() {
    return "EmailResult{normalized="
        + normalized
        + ", asciiForm="
        + asciiForm
        + ", asciiDomain="
        + asciiDomain
        + ", requiresSmtpUtf8="
        + requiresSmtpUtf8
        + (displayName == null ? "" : ", displayName=" + displayName)
        + ", problems="
        + problems
        + "}";
  }
}
