package org.idna4j.url;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;

/**
 * The immutable result of {@link Host#parse}, {@link Host#parseOpaque} or {@link
 * Host#toAsciiInUrl}: the host (if any), the output, and every problem found, in input order, each
 * with a code-point offset into the caller's input.
 *
 * <p>The problems are the URL Standard's validation errors, as {@link UrlError} constants (named
 * after them: {@code IPv4-too-many-parts} is {@link UrlError#IPV4_TOO_MANY_PARTS}), and the domain
 * parser's own problems (UTS #46 errors such as {@link IdnaError#DISALLOWED}). Those that make the
 * parser fail are {@link #problems()}; those the standard reports without failing are {@link
 * #nonFatalProblems()}.
 *
 * <p>Problems of the host carry the label index the domain parser gave them (for an IPv4 address,
 * the index of the part); problems of the URL and of IPv6 addresses have label index {@link
 * IdnaProblem#NAME_LEVEL}. Offsets count code points of the caller's input: for a host inside a
 * URL, from the start of the URL; for a percent-encoded host, the offset of the {@code %} that
 * encodes the first byte of the offending code point. Where the domain parser's mapping changed the
 * text (a full-width digit of an IPv4 address), a problem points at the start of its part.
 */
public final class HostResult {

  /** The host; null when there is none, or when {@link #hostInOutput} says where it is. */
  private final Host host;

  /**
   * Whether the host is the domain {@code output[hostStart, hostEnd)}, made into a {@link Host}
   * only when asked for (the fast path of {@link Host#toAsciiInUrl}, whose URL is ASCII up to the
   * host's end, so that char indexes are code-point offsets).
   */
  private final boolean hostInOutput;

  private final String output;
  private final List<IdnaProblem> problems;
  private final List<IdnaProblem> nonFatalProblems;
  private final int hostStart;
  private final int hostEnd;

  /**
   * A result.
   *
   * @param hostStart the code-point offset of the host in the input, or -1 if it was not found
   * @param hostEnd the code-point offset just after the host, or -1
   */
  HostResult(
      Host host,
      String output,
      List<IdnaProblem> problems,
      List<IdnaProblem> nonFatalProblems,
      int hostStart,
      int hostEnd) {
    this.hostStart = hostStart;
    this.hostEnd = hostEnd;
    this.output = Objects.requireNonNull(output, "output");
    this.problems = List.copyOf(problems);
    this.nonFatalProblems = List.copyOf(nonFatalProblems);
    this.host = this.problems.isEmpty() ? host : null;
    this.hostInOutput = false;
  }

  /** The valid result whose host is the domain {@code url[hostStart, hostEnd)}, unchanged. */
  private HostResult(String url, int hostStart, int hostEnd) {
    this.host = null;
    this.hostInOutput = true;
    this.output = url;
    this.problems = List.of();
    this.nonFatalProblems = List.of();
    this.hostStart = hostStart;
    this.hostEnd = hostEnd;
  }

  /**
   * The result of {@link Host#toAsciiInUrl} for a URL that stays as it is, with no problem, whose
   * host is a domain: its {@link Host} is made only if {@link #host()} is called, so that a caller
   * who reads the output allocates nothing more than this result.
   *
   * @param url the URL, ASCII up to {@code hostEnd}
   * @param hostStart the host's first char (and code point)
   * @param hostEnd the char (and code point) after its last
   */
  static HostResult unchangedDomain(String url, int hostStart, int hostEnd) {
    return new HostResult(url, hostStart, hostEnd);
  }

  /** The host, made from the output if it stands there; null if there is none. */
  private Host hostOrNull() {
    return hostInOutput ? new Host(Host.Kind.DOMAIN, output.substring(hostStart, hostEnd)) : host;
  }

  /**
   * Returns whether the URL Standard's parser succeeds: {@link #problems()} is empty.
   *
   * @return {@code true} if there is no problem that makes the host (or URL) fail
   */
  public boolean isValid() {
    return problems.isEmpty();
  }

  /**
   * Returns the parsed host: empty when the result is invalid, or when a URL has no host (the URL
   * Standard's null host: no authority, as in {@code mailto:a@b.example} or {@code foo:/x}). The
   * empty host is a host: {@link Host.Kind#EMPTY} for every {@code file:} URL without another host
   * ({@code file:///x}, {@code file://localhost/x}, {@code file:x}, {@code file://c:/x}) and for a
   * URL of another scheme with an empty authority ({@code git://}, {@code foo:///x}).
   *
   * @return the host, if there is one
   */
  public Optional<Host> host() {
    return Optional.ofNullable(hostOrNull());
  }

  /**
   * Returns the output: after {@link Host#parse} and {@link Host#parseOpaque}, the host's
   * serialization; after {@link Host#toAsciiInUrl}, the URL with its host replaced by that
   * serialization. When the result is invalid, the caller's input unchanged (as a {@code String}),
   * so that a half-converted host or URL is never passed on; when nothing needed to change, the
   * caller's own {@code String} instance.
   *
   * @return the output, never null
   */
  public String output() {
    return output;
  }

  /**
   * Returns the problems that make the parser fail, in input order (by code-point offset; a capped
   * list's final {@link IdnaError#TOO_MANY_PROBLEMS} stays last). The domain parser lists at most
   * {@link IdnaProblem#MAX_LISTED} problems and then only the first of each further error; the
   * URL-level checks report each error at most once, where it first occurs.
   *
   * @return an immutable list, empty when the result is valid
   */
  public List<IdnaProblem> problems() {
    return problems;
  }

  /**
   * Returns the URL Standard's validation errors that do not make the parser fail, in input order,
   * as {@code DomainResult.nonFatalProblems()} does for a domain: for example {@link
   * UrlError#DOMAIN_PERCENT_ENCODED}, {@link UrlError#IPV4_NON_DECIMAL_PART}, {@link
   * UrlError#IPV6_PIECE_LEADING_ZERO}, {@link UrlError#INVALID_CREDENTIALS}, and the domain
   * parser's own (such as {@code HYPHEN_3_4} for {@code ab--c.example}). A URL validator reports
   * them; a URL parser ignores them. {@link #isValid()} never depends on them.
   *
   * @return an immutable list
   */
  public List<IdnaProblem> nonFatalProblems() {
    return nonFatalProblems;
  }

  /**
   * Returns where the host stands in the caller's input: the code-point offset of its first code
   * point (0 after {@link Host#parse} and {@link Host#parseOpaque}). After {@link
   * Host#toAsciiInUrl}, these are the code points that a valid result replaced, tabs and newlines
   * inside the host included; they are found even when the host is invalid, so that a tool can mark
   * it. Empty when the URL has no authority in its text (as {@code file:x}, whose empty host stands
   * nowhere), or fails before its host is reached (no scheme). A Windows drive letter where a
   * {@code file:} host would be starts the path: the empty host stands just before it.
   *
   * @return the host's first code-point offset, or empty when the URL has no authority in its text
   *     or fails before its host is reached
   */
  public OptionalInt hostStart() {
    return hostStart < 0 ? OptionalInt.empty() : OptionalInt.of(hostStart);
  }

  /**
   * Returns the code-point offset just after the host in the caller's input; see {@link
   * #hostStart()}. Equal to {@code hostStart()} for an empty host.
   *
   * @return the offset after the host's last code point, or empty exactly when {@link #hostStart()}
   *     is
   */
  public OptionalInt hostEnd() {
    return hostEnd < 0 ? OptionalInt.empty() : OptionalInt.of(hostEnd);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof HostResult r
        && Objects.equals(hostOrNull(), r.hostOrNull())
        && output.equals(r.output)
        && hostStart == r.hostStart
        && hostEnd == r.hostEnd
        && problems.equals(r.problems)
        && nonFatalProblems.equals(r.nonFatalProblems);
  }

  @Override
  public int hashCode() {
    return Objects.hash(hostOrNull(), output, problems, nonFatalProblems, hostStart, hostEnd);
  }

  @Override
  public String toString() {
    Host h = hostOrNull();
    return "HostResult{"
        + (h == null ? "" : "host=" + h.kind() + " " + h + ", ")
        + "output="
        + output
        + (problems.isEmpty() ? "" : ", problems=" + problems)
        + (nonFatalProblems.isEmpty() ? "" : ", nonFatalProblems=" + nonFatalProblems)
        + "}";
  }
}
