package org.idna4j.display;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.RestrictionLevel;

/**
 * Decides, label by label, whether a domain name is shown to people in Unicode or as A-labels
 * ({@code xn--…}), as browsers do in their address bars: modelled on Chromium's IDN display policy
 * ({@link #chromium()}) and on Firefox's ({@link #firefox(RestrictionLevel)}), with this project's
 * Unicode 18 data. Immutable and thread-safe; the presets are shared instances.
 *
 * <pre>{@code
 * DisplayPolicy policy = DisplayPolicy.chromium();
 * policy.toDisplay("xn--bcher-kva.de");    // "bücher.de"
 * policy.toDisplay("аррӏе.com");           // "xn--80ak6aa92e.com" (all Cyrillic)
 * policy.decide("аррӏе.com").labels().get(0).reasons();   // [WHOLE_SCRIPT_CONFUSABLE]
 *
 * DisplayPolicy guarded = policy.toBuilder().protectedDomains(List.of("example.com")).build();
 * guarded.toDisplay("éxample.com");        // "xn--xample-9ua.com" (LOOKALIKE_DOMAIN)
 * }</pre>
 *
 * <p>Every name is first converted with UTS #46 ToUnicode (nontransitional, CheckBidi,
 * CheckJoiners, the {@link IdnaProfile#lookup()} options); a label with an error is shown in ASCII
 * ({@link DisplayReason#INVALID}). A plain ASCII label (one that is not an A-label) is shown as it
 * is: the policies judge IDN labels only, as both browsers do. Each other label goes through the
 * policy's checks, and the label is shown in Unicode only if none applies. Finally, if the policy
 * has {@linkplain Builder#protectedDomains protected domains}, the whole name is compared with them
 * (the lookalike check).
 *
 * <p><b>Security considerations.</b> {@link #toDisplay} and {@link #decide} take untrusted input
 * and never throw on it: unpaired surrogates, control characters, invalid Punycode and names of any
 * length come back as a result. Their time is linear in the length of the name (a label's checks
 * look at each character and its neighbours; the lookalike check probes a bounded number of
 * suffixes per skeleton, whatever the size of the protected list), and memory is linear too. What a
 * policy cannot do: it does not make a name safe to visit, and a name shown in Unicode can still be
 * a lookalike of a domain that is not in the protected list (pass the domains that matter to your
 * users); ASCII-only lookalikes ({@code paypa1.com}) are out of scope, as they are for the
 * browsers; the output is for display only, never for DNS or for comparing names (use {@link
 * Idna#toAscii}). A label shown in Unicode may still contain right-to-left text, which the caller
 * must isolate when it embeds the name in other text (Unicode UAX #9, e.g. with U+2068 FIRST STRONG
 * ISOLATE … U+2069).
 */
public final class DisplayPolicy {

  private enum Kind {
    CHROMIUM,
    FIREFOX
  }

  /** The ToUnicode of Chromium's policy: ICU's UTS #46, which Chromium calls, checks hyphens. */
  private static final Idna CHROMIUM_IDNA =
      Idna.of(IdnaProfile.lookup().toBuilder().checkHyphens(true).build());

  /**
   * The most skeletons the lookalike index of {@linkplain Builder#protectedDomains protected
   * domains} may hold: 2,000,000. The index costs time and memory per skeleton, not per domain: an
   * ASCII domain has one, but a short domain with þ, œ, ł or U+04CF has up to 128 ({@code
   * łłłłłӏ.com}), because each such character is compared in each of its readings (Chromium's
   * supplemental hostnames). The bound admits a million ordinary domains with room to spare, and
   * keeps the index within a few hundred megabytes and seconds to build, whatever the list holds.
   */
  public static final int MAX_PROTECTED_SKELETONS = 2_000_000;

  private static final DisplayPolicy CHROMIUM =
      new DisplayPolicy(Kind.CHROMIUM, null, List.of(), LookalikeIndex.EMPTY);
  private static final DisplayPolicy FIREFOX_ASCII =
      new DisplayPolicy(Kind.FIREFOX, RestrictionLevel.ASCII, List.of(), LookalikeIndex.EMPTY);
  private static final DisplayPolicy FIREFOX_HIGH =
      new DisplayPolicy(
          Kind.FIREFOX, RestrictionLevel.HIGHLY_RESTRICTIVE, List.of(), LookalikeIndex.EMPTY);
  private static final DisplayPolicy FIREFOX_MODERATE =
      new DisplayPolicy(
          Kind.FIREFOX, RestrictionLevel.MODERATELY_RESTRICTIVE, List.of(), LookalikeIndex.EMPTY);

  private final Kind kind;
  private final RestrictionLevel level;
  private final List<String> protectedDomains;
  private final DisplayEngine engine;

  private DisplayPolicy(
      Kind kind, RestrictionLevel level, List<String> protectedDomains, LookalikeIndex index) {
    this.kind = kind;
    this.level = level;
    this.protectedDomains = List.copyOf(protectedDomains);
    this.engine =
        new DisplayEngine(
            kind == Kind.CHROMIUM ? CHROMIUM_IDNA : Idna.lookup(),
            kind == Kind.CHROMIUM,
            level,
            index);
  }

  /**
   * Returns the policy modelled on Chromium's (components/url_formatter/spoof_checks/
   * idn_spoof_checker.cc and docs/idn.md), nontransitional, without protected domains. Per label,
   * in Chromium's order: UTS #39 Highly Restrictive with Chromium's allowed set (Identifier_Status
   * =Allowed minus its removed characters and blocks), mixed numbers and hidden characters; ZWJ and
   * ZWNJ; the TLD-specific characters (þ ð outside .is and .fo, ə outside .az, the middle dot only
   * as {@code l·l} under .cat); whole-script confusables of its 17 scripts unless the TLD is of
   * that script or on its allow list; digit lookalikes; non-ASCII Latin mixed with another script;
   * its dangerous patterns; then the lookalike check of the whole name.
   *
   * <p>The data is Unicode 18 (ICU4J 79.1): Identifier_Status, scripts and confusables are this
   * project's, not those of the ICU that a given Chromium release ships, so a character whose
   * status changed since then is judged by the newer data (for example U+200C and U+200D have been
   * Restricted since Unicode 15, which Chromium emulated for older ICU by removing them by hand).
   * Where Chromium's own test table rests on older data, the data wins: under Unicode 18 the
   * Bopomofo letters are Identifier_Type=Limited_Use and U+309A COMBINING KATAKANA-HIRAGANA
   * SEMI-VOICED SOUND MARK, U+10FD and U+10FF (Georgian) and the Myanmar Shan digits are
   * Uncommon_Use, all Identifier_Status=Restricted, so labels holding them are shown as A-labels
   * ({@link DisplayReason#DISALLOWED_CHARACTER}) where Chromium's table expects Unicode.
   *
   * <p>Two deliberate differences from Chromium's code: every reason whose condition holds is
   * reported, not only the first; and the lookalike check computes the skeleton of names longer
   * than 32 UTF-16 units too (Chromium's skeleton generator returns none for them, so such names
   * are never compared), and compares the name's full Unicode form, so that a label already shown
   * as an A-label for another reason still reports {@link DisplayReason#LOOKALIKE_DOMAIN}.
   * Chromium's platform differences are resolved as follows: the Thai whole-script list is the
   * larger one of Linux and ChromeOS ({@code [ทนบพรหเแ๐ดลปฟม]}, where other platforms use {@code
   * [บพเแ๐]}), so that a label of Thai letters that all look like Latin ones is shown as an A-label
   * under any TLD but {@code .th} and Thai ones; the macOS-only font workarounds are not applied.
   *
   * @return the shared Chromium policy
   */
  public static DisplayPolicy chromium() {
    return CHROMIUM;
  }

  /**
   * Returns the policy modelled on Firefox's {@code nsIDNService::IsLabelSafe}
   * (netwerk/dns/nsIDNService.cpp) at a restriction level, without protected domains: Firefox's
   * character blocklist, Identifier_Status=Allowed, its script-combination table, mixed numbering
   * systems, its nonspacing-mark rules, the kana, CJK, middle-dot and TLD-specific rules, and its
   * Cyrillic, digit and Thai lookalike lists. The level is Firefox's former {@code
   * network.IDN.restriction_profile}: {@code ASCII} shows every non-ASCII label in ASCII, {@code
   * HIGHLY_RESTRICTIVE} is what Firefox does today, {@code MODERATELY_RESTRICTIVE} also allows
   * Latin with one other script except Cyrillic and Greek.
   *
   * <p>As for {@link #chromium()}, the data is Unicode 18, and platform-specific lists are taken as
   * on Windows and macOS (the smaller Thai list). Firefox's {@code GetIdentifierType} rejects every
   * character that is not Identifier_Status=Allowed (its table is generated from the {@code
   * Allowed} lines of IdentifierStatus.txt by intl/unicharutil/tools/genUnicodePropertyData.pl), so
   * labels in the Limited_Use scripts (Balinese, Javanese, NKo, Canadian Syllabics, ...) are shown
   * as A-labels ({@link DisplayReason#DISALLOWED_CHARACTER}) as Firefox shows them; under Unicode
   * 18 that also includes the Bopomofo letters (Limited_Use) and characters of CJK Extensions A and
   * B that Firefox's test table expects in Unicode (Uncommon_Use): the data wins, and those labels
   * are shown as A-labels. Firefox has no lookalike check of whole names; a Firefox policy given
   * {@link Builder#protectedDomains protected domains} applies the same one as {@link #chromium()}.
   *
   * @param level {@link RestrictionLevel#ASCII}, {@link RestrictionLevel#HIGHLY_RESTRICTIVE} or
   *     {@link RestrictionLevel#MODERATELY_RESTRICTIVE}
   * @return the shared Firefox policy for that level
   * @throws NullPointerException if {@code level} is null
   * @throws IllegalArgumentException for any other level (Firefox has no other profile)
   */
  public static DisplayPolicy firefox(RestrictionLevel level) {
    Objects.requireNonNull(level, "level");
    return switch (level) {
      case ASCII -> FIREFOX_ASCII;
      case HIGHLY_RESTRICTIVE -> FIREFOX_HIGH;
      case MODERATELY_RESTRICTIVE -> FIREFOX_MODERATE;
      default ->
          throw new IllegalArgumentException(
              "Firefox's policy has the levels ASCII, HIGHLY_RESTRICTIVE and"
                  + " MODERATELY_RESTRICTIVE, not "
                  + level);
    };
  }

  /**
   * Returns a builder holding this policy's settings.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * Returns the protected domains, in Unicode form, in the order given.
   *
   * @return an unmodifiable list, empty for the presets
   */
  public List<String> protectedDomains() {
    return protectedDomains;
  }

  /**
   * Returns the name as it should be shown: each label in Unicode, or in ASCII where the policy
   * finds a reason; the same as {@code decide(name).output()}, without building the per-label
   * decisions. An ASCII name of plain LDH labels comes back as it is (lowercased), and when nothing
   * changes the result is the caller's own {@code String}.
   *
   * <p><b>Security considerations:</b> see the class description: linear time, never throws on any
   * input, output for display only.
   *
   * @param name a domain name, in Unicode or ASCII form, any length
   * @return the name to show, never null
   * @throws NullPointerException if {@code name} is null
   */
  public String toDisplay(CharSequence name) {
    Objects.requireNonNull(name, "name");
    return engine.toDisplay(name.toString());
  }

  /**
   * Decides how to show each label of a name, with every reason for each label shown in ASCII.
   *
   * <p><b>Security considerations:</b> see the class description: linear time, never throws on any
   * input; a name of many labels has as many decisions (memory linear in the name).
   *
   * @param name a domain name, in Unicode or ASCII form, any length
   * @return the decision
   * @throws NullPointerException if {@code name} is null
   */
  public DisplayResult decide(CharSequence name) {
    Objects.requireNonNull(name, "name");
    return engine.decide(name.toString());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DisplayPolicy p
        && kind == p.kind
        && level == p.level
        && protectedDomains.equals(p.protectedDomains);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, level, protectedDomains);
  }

  @Override
  public String toString() {
    return "DisplayPolicy{"
        + (kind == Kind.CHROMIUM ? "chromium" : "firefox " + level)
        + (protectedDomains.isEmpty() ? "" : ", " + protectedDomains.size() + " protected domains")
        + "}";
  }

  /**
   * Builds a {@link DisplayPolicy} from a preset. Not thread-safe; build once, share the policy.
   */
  public static final class Builder {
    private final Kind kind;
    private final RestrictionLevel level;
    private List<String> protectedDomains;
    private LookalikeIndex index;

    private Builder(DisplayPolicy policy) {
      this.kind = policy.kind;
      this.level = policy.level;
      this.protectedDomains = policy.protectedDomains;
      this.index = policy.engine.index();
    }

    /**
     * Sets the domains that names must not look like (the lookalike check), replacing any set
     * before. A name whose skeleton (UTS #39 §4, after Chromium's diacritic removal and extra
     * mappings) has a suffix of two or more labels equal to a protected domain's skeleton, and that
     * is neither that domain nor one of its subdomains, is shown with every non-ASCII label as an
     * A-label ({@link DisplayReason#LOOKALIKE_DOMAIN}). Chromium ships a list of popular domains
     * for this; IDNA4J ships none: pass the domains your users care about (your own, your
     * customers', a top-sites list). Firefox has no such check; a Firefox policy with protected
     * domains applies the same one.
     *
     * <p>The domains may be in any form (Unicode or A-labels, any case, with or without a trailing
     * dot); each is converted with ToUnicode once, and indexed, here. Duplicates count once. The
     * index is bounded by its total number of skeletons, {@link #MAX_PROTECTED_SKELETONS}, because
     * that is what it costs (a domain has one skeleton or, with þ, œ, ł or U+04CF, up to 128); the
     * check per name does not depend on how many domains there are.
     *
     * <p><b>Security considerations:</b> the list may come from a file anyone could write: time and
     * memory are linear in its total length and bounded by the skeleton cap; a bad element ends the
     * call with a {@link ProtectedDomainException} that gives its position and whose message
     * escapes every control character of the element. On an exception the builder keeps the
     * protected domains it had.
     *
     * @param domains the protected domains
     * @return this builder
     * @throws NullPointerException if {@code domains} or an element is null
     * @throws ProtectedDomainException if a domain is not a valid domain name (ToUnicode under the
     *     lookup profile finds a problem) or is empty ({@link
     *     ProtectedDomainException.Violation#INVALID_DOMAIN}), or if with it the index would hold
     *     more than {@link #MAX_PROTECTED_SKELETONS} skeletons ({@link
     *     ProtectedDomainException.Violation#TOO_MANY_SKELETONS}); {@link
     *     ProtectedDomainException#index()} is its position in {@code domains}
     */
    public Builder protectedDomains(Collection<? extends CharSequence> domains) {
      return protectedDomains(domains, MAX_PROTECTED_SKELETONS);
    }

    /** {@link #protectedDomains(Collection)} with another skeleton cap (for tests). */
    Builder protectedDomains(Collection<? extends CharSequence> domains, int maxSkeletons) {
      Objects.requireNonNull(domains, "domains");
      Set<String> normalized = new LinkedHashSet<>();
      LookalikeIndex.Builder skeletons = new LookalikeIndex.Builder(maxSkeletons);
      int at = 0;
      for (CharSequence domain : domains) {
        Objects.requireNonNull(domain, "protected domain");
        DomainResult r = Idna.lookup().toUnicode(domain);
        String u = r.output();
        if (u.endsWith(".")) {
          u = u.substring(0, u.length() - 1);
        }
        if (!r.isValid() || u.isEmpty()) {
          throw new ProtectedDomainException(
              at,
              ProtectedDomainException.Violation.INVALID_DOMAIN,
              "not a valid protected domain: "
                  + ProtectedDomainException.quote(domain)
                  + (r.problems().isEmpty() ? " (empty)" : " " + errors(r)));
        }
        if (normalized.add(u) && !skeletons.add(u)) {
          throw new ProtectedDomainException(
              at,
              ProtectedDomainException.Violation.TOO_MANY_SKELETONS,
              "protected domain "
                  + ProtectedDomainException.quote(domain)
                  + " makes the lookalike index hold more than "
                  + maxSkeletons
                  + " skeletons (the domains before it hold "
                  + skeletons.skeletons()
                  + ")");
        }
        at++;
      }
      this.protectedDomains = List.copyOf(normalized);
      this.index = skeletons.build();
      return this;
    }

    /** The errors of an invalid result, by name (no detail echoes the input). */
    private static String errors(DomainResult r) {
      Set<String> names = new LinkedHashSet<>();
      for (IdnaProblem p : r.problems()) {
        names.add(p.error().name());
      }
      return names.toString();
    }

    /**
     * Builds the policy, with the index {@link #protectedDomains} made.
     *
     * @return the policy
     */
    public DisplayPolicy build() {
      if (protectedDomains.isEmpty()) {
        if (kind == Kind.CHROMIUM) {
          return CHROMIUM;
        }
        return firefox(level);
      }
      return new DisplayPolicy(kind, level, protectedDomains, index);
    }
  }
}
