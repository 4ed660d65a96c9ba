package org.idna4j.psl;

/**
 * The section of the list a rule comes from (the list's wiki page "Format": the {@code ===BEGIN
 * ICANN DOMAINS===} and {@code ===BEGIN PRIVATE DOMAINS===} markers).
 */
public enum Section {
  /** Rules for domains delegated by ICANN registries (TLDs and their registry suffixes). */
  ICANN,
  /**
   * Rules submitted by owners of private domains that give out subdomains (hosting, dynamic DNS,
   * and the like).
   */
  PRIVATE
}
