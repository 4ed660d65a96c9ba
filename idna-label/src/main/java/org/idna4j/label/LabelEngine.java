package org.idna4j.label;

import org.idna4j.label.internal.DomainLabels;

/**
 * The package-private engine behind {@link LabelProcessor}: one implementation per standard. It is
 * also the {@link DomainLabels} that {@code org.idna4j.domain} converts a name's labels with.
 *
 * <p>{@link #forProfile} and {@link #reference} are the one place that chooses between the fast
 * paths and the reference path, which runs every label through the general checks; both give
 * identical results, and the equivalence tests compare them.
 */
abstract class LabelEngine implements DomainLabels {

  /**
   * Returns the engine for a profile, with every fast path the profile allows.
   *
   * @param profile the profile
   * @return the engine
   */
  static LabelEngine forProfile(IdnaProfile profile) {
    return create(profile, true);
  }

  /**
   * Returns the reference engine for a profile: no fast path, every label through the general
   * checks. Kept so that tests can check that both paths give identical results.
   *
   * @param profile the profile
   * @return the reference engine
   */
  static LabelEngine reference(IdnaProfile profile) {
    return create(profile, false);
  }

  /**
   * Makes the engine of a profile's standard. The tiers (the fast paths that answer a label without
   * the general checks) apply when {@code optimized} and the profile has no UTS #39 checks, which
   * may look at any label: decided here, once, for the label tiers and, through {@link
   * #plainLdhLabelsPass()}, for the name-level tiers of {@code org.idna4j.domain}.
   */
  private static LabelEngine create(IdnaProfile profile, boolean optimized) {
    boolean tiers = optimized && !profile.checkConfusables();
    switch (profile.standard()) {
      case UTS46:
        return new Uts46Engine(profile, tiers, optimized);
      case IDNA2003:
        return new Idna2003Engine(profile); // RFC 3490 with Nameprep (RFC 3491); no fast path
      case IDNA2008_REGISTRATION:
        return new RegistrationEngine(profile, tiers);
      default:
        throw new AssertionError(profile.standard());
    }
  }

  /**
   * The longest invalid label, in chars, whose ToASCII output is still Punycode-encoded (UTS #46
   * §4.2 step 3). The output of an invalid result is a best effort that must never be used (see
   * {@link LabelResult}); encoding a hostile label of millions of characters would only cost memory
   * (the encoder needs tens of bytes per code point), so a longer label that already has a problem
   * is output as it stands after mapping. Far above any DNS label (63 octets, RFC 1034 §3.1) and
   * any line of {@code IdnaTestV2.txt}.
   */
  static final int MAX_ENCODED_INVALID_LABEL = 65_536;

  /** Whether ToASCII leaves {@code label} unencoded: see {@link #MAX_ENCODED_INVALID_LABEL}. */
  static boolean leftUnencoded(String label, ProblemCollector problems) {
    return label.length() > MAX_ENCODED_INVALID_LABEL && !problems.isEmpty();
  }

  // The name-level answers below are those of a standard without mapping, fast paths or
  // special names; each engine overrides what its standard says otherwise.

  @Override
  public boolean isLabelSeparator(char c) {
    return NameRules.isLabelSeparator(c);
  }

  /** Whether the tiers apply (see {@link #create}); false for IDNA2003, which has none. */
  @Override
  public boolean plainLdhLabelsPass() {
    return false;
  }

  @Override
  public boolean lowercasesAscii() {
    return false;
  }

  @Override
  public String nameWithoutLabels(CharSequence name) {
    return null;
  }

  @Override
  public boolean rootLabelEmptyInInput() {
    return false;
  }

  @Override
  public boolean reportsEmptyLabelInToUnicode() {
    return false;
  }

  @Override
  public boolean checksNameLength() {
    return false;
  }

  @Override
  public abstract LabelResult toAscii(CharSequence label, boolean bidiDomain);

  @Override
  public abstract LabelResult toUnicode(CharSequence label, boolean bidiDomain);
}
