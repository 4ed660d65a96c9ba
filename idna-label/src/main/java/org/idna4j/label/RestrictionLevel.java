package org.idna4j.label;

import com.ibm.icu.text.SpoofChecker;

/**
 * How much script mixing a label may show before the confusable check reports {@code MIXED_SCRIPT}:
 * the restriction levels of UTS #39 §5.2, from the strictest to the most permissive.
 *
 * <p>The levels are ordered: a label that meets a level also meets every later (looser) one. A
 * profile with {@link IdnaProfile.Builder#checkConfusables(boolean) checkConfusables(true)} reports
 * a label whose own level comes after the profile's {@code restrictionLevel}. The level is computed
 * over the script sets of UTS #24 Script_Extensions, so characters of the Common and Inherited
 * scripts (digits, hyphen, combining marks) never make a label mixed.
 *
 * <p>UTS #39 §5.2 also requires every character to be in an identifier profile; IDNA4J leaves the
 * character repertoire to the IDNA rules themselves (RFC 5892 for registration, the UTS #46 mapping
 * table for lookup) and applies the levels to script mixing only.
 */
public enum RestrictionLevel {
  /** UTS #39 §5.2 level 1: every character is printable ASCII (here: LDH). */
  ASCII(SpoofChecker.RestrictionLevel.ASCII),
  /** UTS #39 §5.2 level 2: all characters come from a single script. */
  SINGLE_SCRIPT_RESTRICTIVE(SpoofChecker.RestrictionLevel.SINGLE_SCRIPT_RESTRICTIVE),
  /**
   * UTS #39 §5.2 level 3: a single script, or one of the combinations Latin + Han + Hiragana +
   * Katakana, Latin + Han + Bopomofo, or Latin + Han + Hangul (the way Japanese, Chinese and Korean
   * are written). The default of {@link IdnaProfile.Builder#restrictionLevel}.
   */
  HIGHLY_RESTRICTIVE(SpoofChecker.RestrictionLevel.HIGHLY_RESTRICTIVE),
  /**
   * UTS #39 §5.2 level 4: as highly restrictive, or Latin plus any one other Recommended script
   * except Cyrillic and Greek.
   */
  MODERATELY_RESTRICTIVE(SpoofChecker.RestrictionLevel.MODERATELY_RESTRICTIVE),
  /** UTS #39 §5.2 level 5: any mixture of scripts. */
  MINIMALLY_RESTRICTIVE(SpoofChecker.RestrictionLevel.MINIMALLY_RESTRICTIVE),
  /**
   * UTS #39 §5.2 level 6: no restriction at all; with this level the mixed-script check never
   * reports (the other confusable checks still run).
   */
  UNRESTRICTIVE(SpoofChecker.RestrictionLevel.UNRESTRICTIVE);

  private final SpoofChecker.RestrictionLevel icu;

  RestrictionLevel(SpoofChecker.RestrictionLevel icu) {
    this.icu = icu;
  }

  /** Returns ICU4J's constant for this level. */
  SpoofChecker.RestrictionLevel icu() {
    return icu;
  }

  /** Returns the level of ours that corresponds to ICU4J's {@code level}. */
  static RestrictionLevel of(SpoofChecker.RestrictionLevel level) {
    for (RestrictionLevel candidate : values()) {
      if (candidate.icu == level) {
        return candidate;
      }
    }
    throw new IllegalArgumentException("unknown restriction level: " + level);
  }
}
