package org.idna4j.psl;

import java.util.Objects;

/**
 * How a {@link PublicSuffixList} answers: which sections' rules apply and how wildcards treat their
 * parent. Immutable; the default ({@link #strict()}) is the list's own algorithm over both
 * sections.
 *
 * <pre>{@code
 * PublicSuffixList icann = PublicSuffixList.bundled()
 *         .withOptions(PslOptions.strict().toBuilder().icannOnly(true).build());
 * icann.registrableDomain("foo.blogspot.com");   // "blogspot.com" (PRIVATE rule ignored)
 * }</pre>
 */
public final class PslOptions {

  private static final PslOptions STRICT = new PslOptions(false, WildcardMode.STRICT);
  private static final PslOptions BROWSER = new PslOptions(false, WildcardMode.BROWSER);

  private final boolean icannOnly;
  private final WildcardMode wildcardMode;

  private PslOptions(boolean icannOnly, WildcardMode wildcardMode) {
    this.icannOnly = icannOnly;
    this.wildcardMode = wildcardMode;
  }

  /**
   * Returns the default: both sections, {@link WildcardMode#STRICT}.
   *
   * @return the strict options
   */
  public static PslOptions strict() {
    return STRICT;
  }

  /**
   * Returns what libpsl, Chromium and Firefox do: both sections, {@link WildcardMode#BROWSER}.
   *
   * @return the browser-compatible options
   */
  public static PslOptions browser() {
    return BROWSER;
  }

  /**
   * Returns whether only the ICANN section's rules apply. Registrar and registry pipelines want
   * this (a name under {@code blogspot.com} is registered under {@code com}); cookie scoping and
   * "same site" want both sections.
   *
   * @return whether PRIVATE rules are ignored
   */
  public boolean icannOnly() {
    return icannOnly;
  }

  /**
   * Returns how wildcard rules treat their parent.
   *
   * @return the wildcard mode
   */
  public WildcardMode wildcardMode() {
    return wildcardMode;
  }

  /**
   * Returns a builder initialized with these options.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PslOptions pslOptions
        && pslOptions.icannOnly == icannOnly
        && pslOptions.wildcardMode == wildcardMode;
  }

  @Override
  public int hashCode() {
    return Objects.hash(icannOnly, wildcardMode);
  }

  @Override
  public String toString() {
    return "PslOptions{icannOnly=" + icannOnly + ", wildcardMode=" + wildcardMode + "}";
  }

  /** Builds {@link PslOptions}; not thread-safe. */
  public static final class Builder {

    private boolean icannOnly;
    private WildcardMode wildcardMode;

    private Builder(PslOptions from) {
      this.icannOnly = from.icannOnly;
      this.wildcardMode = from.wildcardMode;
    }

    /**
     * Sets whether only the ICANN section's rules apply.
     *
     * @param icannOnly true to ignore PRIVATE rules
     * @return this builder
     */
    public Builder icannOnly(boolean icannOnly) {
      this.icannOnly = icannOnly;
      return this;
    }

    /**
     * Sets how wildcard rules treat their parent.
     *
     * @param mode the mode
     * @return this builder
     * @throws NullPointerException if {@code mode} is null
     */
    public Builder wildcardMode(WildcardMode mode) {
      this.wildcardMode = Objects.requireNonNull(mode, "mode");
      return this;
    }

    /**
     * Returns the options.
     *
     * @return the options built
     */
    public PslOptions build() {
      return new PslOptions(icannOnly, wildcardMode);
    }
  }
}
