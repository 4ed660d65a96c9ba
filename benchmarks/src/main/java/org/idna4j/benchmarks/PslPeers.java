package org.idna4j.benchmarks;

import com.google.common.net.InternetDomainName;
import crawlercommons.domains.EffectiveTldFinder;
import okhttp3.internal.publicsuffix.PublicSuffixDatabase;
import org.idna4j.psl.PublicSuffixList;

/**
 * The registrable-domain ("eTLD+1", "top private domain") calls of each Public Suffix List
 * implementation measured by {@link PslBenchmark}, written once so that the benchmark, the
 * agreement count and the footprint run the same code. Each returns the registrable domain or null;
 * a peer's exception for a bad name counts as null (that is its API).
 */
final class PslPeers {

  private PslPeers() {}

  /** IDNA4J {@code PublicSuffixList.registrableDomain}. */
  static String idna4j(PublicSuffixList psl, String name) {
    return psl.registrableDomain(name).orElse(null);
  }

  /**
   * Guava {@code InternetDomainName.from(name).topPrivateDomain()}; it throws for a name that is
   * not under a public suffix (google/guava#1618 too: no implicit rule), so it is asked first.
   */
  static String guava(String name) {
    try {
      InternetDomainName d = InternetDomainName.from(name);
      return d.isUnderPublicSuffix() ? d.topPrivateDomain().toString() : null;
    } catch (IllegalArgumentException | IllegalStateException e) {
      return null;
    }
  }

  /** Guava {@code InternetDomainName.from(name).publicSuffix()}. */
  static String guavaPublicSuffix(String name) {
    try {
      InternetDomainName s = InternetDomainName.from(name).publicSuffix();
      return s == null ? null : s.toString();
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** OkHttp 4 {@code PublicSuffixDatabase.get().getEffectiveTldPlusOne(name)}. */
  static String okhttp(String name) {
    try {
      return PublicSuffixDatabase.Companion.get().getEffectiveTldPlusOne(name);
    } catch (RuntimeException e) {
      return null;
    }
  }

  /**
   * crawler-commons {@code EffectiveTldFinder.getAssignedDomain(name, true, false)} (strict,
   * PRIVATE rules on).
   */
  static String crawlerCommons(String name) {
    try {
      return EffectiveTldFinder.getAssignedDomain(name, true, false);
    } catch (RuntimeException e) {
      return null;
    }
  }
}
