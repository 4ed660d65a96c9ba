package org.idna4j.psl;

import java.util.Objects;
import java.util.Optional;

/**
 * The answer for one name: its public suffix, its registrable domain and the rule that prevailed.
 * Immutable. Both names are in the label form of the input (U-labels in, U-labels out; A-labels in,
 * A-labels out), lowercased, with a trailing dot if the input had one.
 *
 * <pre>{@code
 * PublicSuffixMatch m = PublicSuffixList.bundled().match("www.city.kobe.jp").orElseThrow();
 * m.publicSuffix();        // "kobe.jp"
 * m.registrableDomain();   // Optional[city.kobe.jp]
 * m.rule();                // "!city.kobe.jp"
 * m.ruleType();            // EXCEPTION
 * m.section();             // Optional[ICANN]
 * }</pre>
 */
public final class PublicSuffixMatch {

  private final String publicSuffix;
  private final String registrableDomain;
  private final String rule;
  private final RuleType ruleType;
  private final Section section;

  PublicSuffixMatch(
      String publicSuffix,
      String registrableDomain,
      String rule,
      RuleType ruleType,
      Section section) {
    this.publicSuffix = Objects.requireNonNull(publicSuffix, "publicSuffix");
    this.registrableDomain = registrableDomain;
    this.rule = Objects.requireNonNull(rule, "rule");
    this.ruleType = Objects.requireNonNull(ruleType, "ruleType");
    this.section = section;
  }

  /**
   * Returns the public suffix of the name.
   *
   * @return the public suffix, never empty
   */
  public String publicSuffix() {
    return publicSuffix;
  }

  /**
   * Returns the registrable domain: the public suffix and one more label.
   *
   * @return the registrable domain, or empty if the name is itself a public suffix
   */
  public Optional<String> registrableDomain() {
    return Optional.ofNullable(registrableDomain);
  }

  /**
   * Returns the prevailing rule as the list writes it, in U-labels: {@code co.uk}, {@code
   * *.kobe.jp}, {@code !city.kobe.jp}, {@code 公司.cn}, or {@code *} for the implicit rule.
   *
   * @return the rule text
   */
  public String rule() {
    return rule;
  }

  /**
   * Returns the kind of the prevailing rule.
   *
   * @return the rule type; {@link RuleType#IMPLICIT} when no rule of the list matched
   */
  public RuleType ruleType() {
    return ruleType;
  }

  /**
   * Returns whether no rule of the list matched, so the implicit rule {@code *} prevailed.
   *
   * @return {@code ruleType() == RuleType.IMPLICIT}
   */
  public boolean isImplicit() {
    return ruleType == RuleType.IMPLICIT;
  }

  /**
   * Returns the section of the prevailing rule.
   *
   * @return the section, or empty for the implicit rule
   */
  public Optional<Section> section() {
    return Optional.ofNullable(section);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof PublicSuffixMatch m)) {
      return false;
    }

    return publicSuffix.equals(m.publicSuffix)
        && Objects.equals(registrableDomain, m.registrableDomain)
        && rule.equals(m.rule)
        && ruleType == m.ruleType
        && section == m.section;
  }

  @Override
  public int hashCode() {
    return Objects.hash(publicSuffix, registrableDomain, rule, ruleType, section);
  }

  @Override
  public String toString() {
    return "PublicSuffixMatch{publicSuffix="
        + publicSuffix
        + ", registrableDomain="
        + registrableDomain
        + ", rule="
        + rule
        + ", ruleType="
        + ruleType
        + ", section="
        + section
        + "}";
  }
}
