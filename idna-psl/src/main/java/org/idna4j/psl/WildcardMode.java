package org.idna4j.psl;

/**
 * How a wildcard rule {@code *.X} treats {@code X} itself.
 *
 * <p>The list's algorithm (wiki page "Format") makes {@code *.kobe.jp} match {@code c.kobe.jp} but
 * not {@code kobe.jp}, so {@code kobe.jp} is a registrable domain under {@code jp}. libpsl,
 * Chromium and Firefox also treat {@code kobe.jp} as a public suffix (publicsuffix/list#694).
 */
public enum WildcardMode {
  /** The list's algorithm: {@code *.X} makes {@code Y.X} a public suffix, not {@code X}. */
  STRICT,
  /**
   * Browser-compatible: {@code *.X} makes both {@code Y.X} and {@code X} public suffixes; the
   * prevailing rule is then reported as {@code *.X}.
   */
  BROWSER
}
