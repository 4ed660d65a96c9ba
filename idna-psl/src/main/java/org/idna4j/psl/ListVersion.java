package org.idna4j.psl;

import java.util.Objects;
import java.util.Optional;

/**
 * Which version of the Public Suffix List a {@link PublicSuffixList} holds: the git commit of
 * publicsuffix/list and its date, where known. The bundled list records the commit it was taken
 * from; a list parsed at run time has them only if its header has the {@code // COMMIT:} and {@code
 * // VERSION:} lines of the copy served at {@code publicsuffix.org/list/}.
 */
public final class ListVersion {

  private final String commit;
  private final String date;

  ListVersion(String commit, String date) {
    this.commit = Objects.requireNonNull(commit, "commit");
    this.date = Objects.requireNonNull(date, "date");
  }

  /**
   * Returns the publicsuffix/list git commit the list was taken from.
   *
   * @return the commit id, or empty if unknown
   */
  public Optional<String> commit() {
    return commit.isEmpty() ? Optional.empty() : Optional.of(commit);
  }

  /**
   * Returns the list's date: {@code 2026-08-19} for the bundled list, the {@code VERSION} header
   * (such as {@code 2024-11-26_09-06-27_UTC}) for a downloaded one.
   *
   * @return the date, or empty if unknown
   */
  public Optional<String> date() {
    return date.isEmpty() ? Optional.empty() : Optional.of(date);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ListVersion listVersion
        && listVersion.commit.equals(commit)
        && listVersion.date.equals(date);
  }

  @Override
  public int hashCode() {
    return 31 * commit.hashCode() + date.hashCode();
  }

  @Override
  public String toString() {
    return (commit.isEmpty() ? "unknown commit" : commit)
        + " ("
        + (date.isEmpty() ? "unknown date" : date)
        + ")";
  }
}
