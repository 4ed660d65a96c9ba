package org.idna4j.label;

import java.util.Objects;

/**
 * An immutable set of IDNA processing options: which standard to apply and which optional checks to
 * run. Build processors from a profile with {@link LabelProcessor#of(IdnaProfile)} (one label) or
 * {@code org.idna4j.domain.Idna.of(profile)} (whole names).
 *
 * <p>Most users want a preset:
 *
 * <table>
 *   <caption>Presets</caption>
 *   <tr><th>preset</th><th>for</th></tr>
 *   <tr><td>{@link #lookup()}</td><td>resolving host names found in the wild (DNS, HTTP clients)</td></tr>
 *   <tr><td>{@link #uts46()}</td><td>UTS #46 exactly as Unicode's conformance file tests it</td></tr>
 *   <tr><td>{@link #whatwgUrl()}</td><td>the WHATWG URL Standard's domain parser (what browsers do to a URL's host)</td></tr>
 *   <tr><td>{@link #whatwgUrlStrict()}</td><td>the same with beStrict = true (what a URL validator checks)</td></tr>
 *   <tr><td>{@link #transitional()}</td><td>compatibility with IDNA2003-era systems ({@code faß.de} becomes {@code fass.de})</td></tr>
 *   <tr><td>{@link #registration()}</td><td>registries and registrars: strict IDNA2008 (RFC 5891 §4)</td></tr>
 *   <tr><td>{@link #idna2003()}</td><td>byte-for-byte agreement with {@code java.net.IDN} (RFC 3490)</td></tr>
 * </table>
 *
 * <p>To adjust a preset, start from it:
 *
 * <pre>{@code
 * IdnaProfile strictLookup = IdnaProfile.lookup().toBuilder().checkHyphens(true).build();
 * }</pre>
 *
 * <p>Profiles are values: {@link #equals(Object)} compares every option.
 *
 * <p>Each on/off option is an {@link IdnaOption}, whose constant says which flag of UTS #46 §4 (or
 * of the RFC) it is; a profile holds the options that are on as one set of bits, from which {@code
 * equals}, {@code hashCode} and {@code toString} follow. The class is longer than the project's
 * guide of about 400 lines because it is the public face of every option (the documented presets,
 * their {@link Preset} names, a getter and a builder method per option, and the nested types
 * callers write as {@code IdnaProfile.Builder} or {@code IdnaProfile.Standard}), none of which can
 * move without breaking callers.
 *
 * <p>Under every profile and option a conversion takes time linear in its input (Punycode O(n log
 * n)) and memory linear in its input, and never throws on bad data. Hostile input can have a
 * problem per character, so results list at most {@link IdnaProblem#MAX_LISTED} problems per label
 * and per name, then only the first problem of each further error, and end with one {@link
 * IdnaError#TOO_MANY_PROBLEMS} problem saying how many were left out.
 */
public final class IdnaProfile {

  /** The standard a profile applies; options refine it. */
  public enum Standard {
    /**
     * Unicode Technical Standard #46, "Unicode IDNA Compatibility Processing" (Unicode 18.0.0):
     * maps input (case folding, width, compatibility forms), then validates against IDNA2008 with
     * the UTS #46 table of valid code points.
     */
    UTS46,
    /**
     * The IDNA2008 registration protocol (RFC 5891 §4 and §5.4): no mapping at all, code points
     * classified by the RFC 5892 §2/§3 derived property computed from ICU4J's Unicode properties,
     * CONTEXTJ/CONTEXTO rules of RFC 5892 Appendix A, and the Bidi Rule of RFC 5893.
     */
    IDNA2008_REGISTRATION,
    /**
     * IDNA2003: RFC 3490 ToASCII/ToUnicode with Nameprep (RFC 3491) on Unicode 3.2, the behaviour
     * of {@code java.net.IDN}.
     */
    IDNA2003,
  }

  /**
   * Whether the WHATWG URL Standard's <i>domain parser</i> (URL Standard §3.3 "IDNA", HEAD
   * 2026-07-02) wraps UTS #46 ToASCII, and its <i>domain to Unicode</i> wraps ToUnicode. The domain
   * parser is a whole-name algorithm: {@code org.idna4j.domain.Idna} applies it, a {@link
   * LabelProcessor} ignores it. UTS #46 only.
   *
   * <p>Only idna-domain (and idna-url through it) reads this setting; this module has no URL
   * engine. It is a setting of the profile all the same, because the URL Standard's presets ({@link
   * #whatwgUrl()}, {@link #whatwgUrlStrict()}) are profiles like the others: one value selects,
   * compares ({@link IdnaProfile#equals}), prints and travels to every face ({@code --profile
   * whatwg}, the {@code profile} record's {@code url_domain_parser}). The engine lives in
   * idna-domain, which this module cannot name.
   */
  public enum UrlDomainParser {
    /** Plain UTS #46 ToASCII and ToUnicode with the profile's flags. */
    NONE,
    /**
     * The domain parser with beStrict = false: an all-ASCII name is kept (ASCII-lowercased)
     * whatever ToASCII says, other names take ToASCII with the profile's flags; the empty result
     * and a forbidden domain code point fail ({@code FORBIDDEN_DOMAIN_CODE_POINT}, an error of
     * idna-domain). The errors of the strict ToASCII run (the profile's flags with CheckHyphens,
     * UseSTD3ASCIIRules and VerifyDnsLength on) are reported, but do not fail the name.
     */
    LENIENT,
    /**
     * The domain parser with beStrict = true: ToASCII with the profile's flags; any error fails.
     */
    STRICT,
  }

  private static final IdnaProfile UTS46 =
      builder()
          .useStd3AsciiRules(true)
          .checkHyphens(true)
          .checkBidi(true)
          .checkJoiners(true)
          .verifyDnsLength(true)
          .build();

  private static final IdnaProfile LOOKUP =
      builder()
          .useStd3AsciiRules(true)
          .allowUnderscore(true)
          .checkHyphens(false)
          .checkBidi(true)
          .checkJoiners(true)
          .verifyDnsLength(true)
          .allowTrailingDot(true)
          .build();

  private static final IdnaProfile WHATWG_URL =
      builder().checkBidi(true).checkJoiners(true).urlDomainParser(UrlDomainParser.LENIENT).build();

  private static final IdnaProfile WHATWG_URL_STRICT =
      UTS46.toBuilder().urlDomainParser(UrlDomainParser.STRICT).build();

  private static final IdnaProfile TRANSITIONAL = UTS46.toBuilder().transitional(true).build();

  private static final IdnaProfile REGISTRATION =
      builder()
          .standard(Standard.IDNA2008_REGISTRATION)
          .useStd3AsciiRules(true)
          .checkHyphens(true)
          .checkBidi(true)
          .checkJoiners(true)
          .checkContextO(true)
          .verifyDnsLength(true)
          .build();

  private static final IdnaProfile IDNA2003 =
      builder().standard(Standard.IDNA2003).verifyDnsLength(true).allowTrailingDot(true).build();

  private final Standard standard;

  /** The {@link IdnaOption}s that are on: the bits {@link IdnaOption#mask}. */
  private final int options;

  private final RestrictionLevel restrictionLevel;
  private final UrlDomainParser urlDomainParser;

  private IdnaProfile(Builder b) {
    this.standard = b.standard;
    this.options = b.options;
    this.restrictionLevel = b.restrictionLevel;
    this.urlDomainParser = b.urlDomainParser;
  }

  // ------------------------------------------------------------------------------ presets

  /**
   * UTS #46 nontransitional processing with exactly the flags {@code IdnaTestV2.txt} assumes:
   * UseSTD3ASCIIRules, CheckHyphens, CheckBidi, CheckJoiners and VerifyDnsLength on,
   * Transitional_Processing and IgnoreInvalidPunycode off; CONTEXTO off (UTS #46 §4.1 leaves
   * CONTEXTO to registries).
   *
   * <p><b>Warning:</b> this is stricter than what resolvers meet in practice: it rejects {@code
   * _dmarc.example.com} (UseSTD3ASCIIRules forbids {@code _}), {@code r4---sn-abc.googlevideo.com}
   * (CheckHyphens forbids {@code --} in positions 3-4) and {@code example.com.} (VerifyDnsLength
   * counts the empty root label). Use {@link #lookup()} for resolving names.
   *
   * @return the UTS #46 conformance profile
   */
  public static IdnaProfile uts46() {
    return UTS46;
  }

  /**
   * A profile for resolving host names: UTS #46 nontransitional with CheckBidi, CheckJoiners,
   * VerifyDnsLength and UseSTD3ASCIIRules, relaxed where real names need it.
   *
   * <ul>
   *   <li>UseSTD3ASCIIRules on, but {@link Builder#allowUnderscore(boolean) allowUnderscore}:
   *       {@code _} appears in service labels such as {@code _dmarc}, {@code _sip._tcp} (RFC 8552)
   *       and in many existing host names.
   *   <li>CheckHyphens off: names such as {@code r4---sn-abc.googlevideo.com} have hyphens in
   *       positions 3 and 4 and resolve fine. (An {@code xn--} label is still decoded and
   *       validated, and a decoded label starting with {@code xn--} is still an error.)
   *   <li>VerifyDnsLength on with {@link Builder#allowTrailingDot(boolean) allowTrailingDot}:
   *       labels of 1-63 octets, names of at most 253 octets, and an absolute name such as {@code
   *       example.com.} is accepted.
   *   <li>CheckBidi and CheckJoiners on (what browsers do); CONTEXTO off (UTS #46 §4.1 and RFC 5891
   *       §5.4 leave CONTEXTO to registries); nontransitional, so {@code faß.de} stays {@code
   *       faß.de} (xn--fa-hia.de) as IDNA2008 requires.
   * </ul>
   *
   * @return the lookup profile
   */
  public static IdnaProfile lookup() {
    return LOOKUP;
  }

  /**
   * The WHATWG URL Standard's <i>domain parser</i> with beStrict = false (URL Standard §3.3 "IDNA",
   * {@link UrlDomainParser#LENIENT}): UTS #46 nontransitional, CheckBidi and CheckJoiners on;
   * UseSTD3ASCIIRules, CheckHyphens, VerifyDnsLength and IgnoreInvalidPunycode off. An all-ASCII
   * name passes through lowercased even where ToASCII fails (so {@code xn--a} is kept, as browsers
   * keep it); the empty result and the forbidden domain code points fail. ToUnicode is the URL
   * Standard's <i>domain to Unicode</i>: the input comes back unchanged if ToUnicode records any
   * error.
   *
   * @return the WHATWG URL profile
   */
  public static IdnaProfile whatwgUrl() {
    return WHATWG_URL;
  }

  /**
   * The WHATWG URL Standard's <i>domain parser</i> with beStrict = true (URL Standard §3.3 "IDNA",
   * {@link UrlDomainParser#STRICT}): ToASCII with the flags of {@link #uts46()}, any error fails;
   * what a URL validator (the URL Standard's "valid domain", §3.4 "Host writing") checks before the
   * IPv4 "ends in a number checker". ToUnicode is <i>domain to Unicode</i>, as in {@link
   * #whatwgUrl()}.
   *
   * @return the strict WHATWG URL profile
   */
  public static IdnaProfile whatwgUrlStrict() {
    return WHATWG_URL_STRICT;
  }

  /**
   * {@link #uts46()} with Transitional_Processing: the deviation characters are mapped as IDNA2003
   * did (ß to ss, ς to σ, ZWJ and ZWNJ removed), so {@code faß.de} becomes {@code fass.de}.
   *
   * <p><b>Warning:</b> transitional processing sends {@code faß.de} to a different domain than the
   * one its owner registered; UTS #46 deprecates it. Use it only to match legacy systems.
   *
   * @return the transitional UTS #46 profile
   */
  public static IdnaProfile transitional() {
    return TRANSITIONAL;
  }

  /**
   * Strict IDNA2008 for registration (RFC 5891 §4): labels must already be U-labels or A-labels (no
   * mapping: input that UTS #46 would have to map, such as upper case, is an error); NFC required;
   * every code point classified by the RFC 5892 derived property (so symbols and emoji, which UTS
   * #46 lets through as NV8, are DISALLOWED); CONTEXTJ and CONTEXTO rules; the RFC 5893 Bidi Rule;
   * hyphen rules; LDH for ASCII; DNS lengths; and A-labels verified by decoding and re-encoding
   * (RFC 5891 §5.4).
   *
   * @return the IDNA2008 registration profile
   */
  public static IdnaProfile registration() {
    return REGISTRATION;
  }

  /**
   * IDNA2003 (RFC 3490 ToASCII/ToUnicode with Nameprep, RFC 3491) as {@code java.net.IDN}
   * implements it with no flags: AllowUnassigned and UseSTD3ASCIIRules off, labels of 1-63 code
   * points (RFC 3490 §4.1 step 8), no limit on the length of the whole name, and a trailing dot
   * accepted.
   *
   * @return the IDNA2003 profile
   */
  public static IdnaProfile idna2003() {
    return IDNA2003;
  }

  /**
   * The presets by name: the names the {@code idna} command's {@code --profile} option, the Spark
   * SQL functions and the {@code ValidateNames} job accept, so that every front end spells a preset
   * the same way.
   *
   * <pre>{@code
   * IdnaProfile p = IdnaProfile.Preset.byName("registration").profile();  // IdnaProfile.registration()
   * }</pre>
   */
  public enum Preset {
    /** {@code "uts46"}: {@link IdnaProfile#uts46()}. */
    UTS46("uts46", IdnaProfile.UTS46),
    /** {@code "lookup"}: {@link IdnaProfile#lookup()}. */
    LOOKUP("lookup", IdnaProfile.LOOKUP),
    /** {@code "whatwg"}: {@link IdnaProfile#whatwgUrl()}. */
    WHATWG_URL("whatwg", IdnaProfile.WHATWG_URL),
    /** {@code "transitional"}: {@link IdnaProfile#transitional()}. */
    TRANSITIONAL("transitional", IdnaProfile.TRANSITIONAL),
    /** {@code "registration"}: {@link IdnaProfile#registration()}. */
    REGISTRATION("registration", IdnaProfile.REGISTRATION),
    /** {@code "idna2003"}: {@link IdnaProfile#idna2003()}. */
    IDNA2003("idna2003", IdnaProfile.IDNA2003),
    /** {@code "whatwg-strict"}: {@link IdnaProfile#whatwgUrlStrict()}. */
    WHATWG_URL_STRICT("whatwg-strict", IdnaProfile.WHATWG_URL_STRICT);

    private final String presetName;

    // IdnaProfile is immutable (final fields of immutable types) but carries no @Immutable
    @SuppressWarnings("ImmutableEnumChecker")
    private final IdnaProfile profile;

    Preset(String presetName, IdnaProfile profile) {
      this.presetName = presetName;
      this.profile = profile;
    }

    /**
     * Returns the name users write for this preset.
     *
     * @return the lowercase name, such as {@code "whatwg"}
     */
    public String presetName() {
      return presetName;
    }

    /**
     * Returns the profile this name stands for.
     *
     * @return the immutable preset profile
     */
    public IdnaProfile profile() {
      return profile;
    }

    /**
     * Returns the preset with the given name, ignoring ASCII case.
     *
     * @param name a preset name such as {@code "lookup"}
     * @return the preset
     * @throws NullPointerException if {@code name} is null
     * @throws IllegalArgumentException if no preset has that name; the message lists the names
     */
    public static Preset byName(String name) {
      Objects.requireNonNull(name, "name");
      for (Preset p : values()) {
        if (equalsIgnoringAsciiCase(p.presetName, name)) {
          return p;
        }
      }
      StringBuilder names = new StringBuilder();
      for (Preset p : values()) {
        names.append(names.length() == 0 ? "" : ", ").append(p.presetName);
      }
      throw new IllegalArgumentException(
          "unknown IDNA profile '" + name + "'; expected one of " + names);
    }

    /** Whether {@code name} is {@code lowercase} with some of its ASCII letters in upper case. */
    private static boolean equalsIgnoringAsciiCase(String lowercase, String name) {
      if (lowercase.length() != name.length()) {
        return false;
      }
      for (int i = 0; i < name.length(); i++) {
        char c = name.charAt(i);
        if ((c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c) != lowercase.charAt(i)) {
          return false;
        }
      }
      return true;
    }

    /** Returns {@link #presetName()}. */
    @Override
    public String toString() {
      return presetName;
    }
  }

  /**
   * Returns a builder with the bare UTS #46 nontransitional algorithm and every optional check off.
   * Prefer starting from a preset with {@link #toBuilder()}.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder initialised with this profile's options.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  // ------------------------------------------------------------------------------ accessors

  /**
   * Returns the standard this profile applies.
   *
   * @return UTS #46, IDNA2008 registration or IDNA2003; never null
   */
  public Standard standard() {
    return standard;
  }

  /**
   * Returns whether an on/off option is on; each option also has a getter of its own.
   *
   * @param option the option
   * @return whether {@code option} is on in this profile
   * @throws NullPointerException if {@code option} is null
   */
  public boolean is(IdnaOption option) {
    return (options & option.mask) != 0;
  }

  /**
   * Returns the UTS #46 Transitional_Processing flag (named {@code is...} because {@link
   * #transitional()} is the preset).
   *
   * @return whether deviation characters are mapped; see {@link IdnaOption#TRANSITIONAL}
   */
  public boolean isTransitional() {
    return is(IdnaOption.TRANSITIONAL);
  }

  /**
   * Returns the UTS #46 UseSTD3ASCIIRules flag; see {@link IdnaOption#USE_STD3_ASCII_RULES}.
   *
   * @return whether ASCII in a label is limited to a-z, 0-9 and {@code -} (UTS #46 §4.1 criterion
   *     7; under IDNA2003 RFC 3490's flag, which also forbids a leading or trailing hyphen)
   */
  public boolean useStd3AsciiRules() {
    return is(IdnaOption.USE_STD3_ASCII_RULES);
  }

  /**
   * Returns whether {@code _} is accepted despite UseSTD3ASCIIRules; see {@link
   * IdnaOption#ALLOW_UNDERSCORE}.
   *
   * @return whether U+005F LOW LINE passes UseSTD3ASCIIRules; without that flag it has no effect
   */
  public boolean allowUnderscore() {
    return is(IdnaOption.ALLOW_UNDERSCORE);
  }

  /**
   * Returns the UTS #46 CheckHyphens flag; see {@link IdnaOption#CHECK_HYPHENS}.
   *
   * @return whether a label with {@code --} in positions 3-4, or a leading or trailing {@code -},
   *     is an error (UTS #46 §4.1 criteria 2 and 3)
   */
  public boolean checkHyphens() {
    return is(IdnaOption.CHECK_HYPHENS);
  }

  /**
   * Returns the UTS #46 CheckBidi flag; see {@link IdnaOption#CHECK_BIDI}.
   *
   * @return whether the Bidi Rule of RFC 5893 §2 is checked in Bidi domain names (UTS #46 §4.1
   *     criterion 9)
   */
  public boolean checkBidi() {
    return is(IdnaOption.CHECK_BIDI);
  }

  /**
   * Returns the UTS #46 CheckJoiners flag; see {@link IdnaOption#CHECK_JOINERS}.
   *
   * @return whether the CONTEXTJ rules of RFC 5892 Appendix A.1-A.2 are checked (UTS #46 §4.1
   *     criterion 8)
   */
  public boolean checkJoiners() {
    return is(IdnaOption.CHECK_JOINERS);
  }

  /**
   * Returns whether the CONTEXTO rules of RFC 5892 Appendix A.3-A.9 run; see {@link
   * IdnaOption#CHECK_CONTEXTO}.
   *
   * @return whether labels with CONTEXTO code points are checked against their rules
   */
  public boolean checkContextO() {
    return is(IdnaOption.CHECK_CONTEXTO);
  }

  /**
   * Returns the UTS #46 VerifyDnsLength flag; see {@link IdnaOption#VERIFY_DNS_LENGTH}.
   *
   * @return whether ToASCII output must have labels of 1-63 octets and a name of 1-253 octets (UTS
   *     #46 §4.2 step 4)
   */
  public boolean verifyDnsLength() {
    return is(IdnaOption.VERIFY_DNS_LENGTH);
  }

  /**
   * Returns whether a trailing root dot passes VerifyDnsLength; see {@link
   * IdnaOption#ALLOW_TRAILING_DOT}.
   *
   * @return whether an absolute name such as {@code example.com.} is accepted although its last
   *     label is the empty root label, which VerifyDnsLength (or, under IDNA2003, the RFC 3490 §4.1
   *     step 8 label length) would reject
   */
  public boolean allowTrailingDot() {
    return is(IdnaOption.ALLOW_TRAILING_DOT);
  }

  /**
   * Returns the UTS #46 IgnoreInvalidPunycode flag; see {@link IdnaOption#IGNORE_INVALID_PUNYCODE}.
   *
   * @return whether an {@code xn--} label with invalid Punycode is kept without an error (UTS #46
   *     §4 step 4.2)
   */
  public boolean ignoreInvalidPunycode() {
    return is(IdnaOption.IGNORE_INVALID_PUNYCODE);
  }

  /**
   * Returns the RFC 3490 AllowUnassigned flag; see {@link IdnaOption#ALLOW_UNASSIGNED}.
   *
   * @return whether Nameprep lets code points unassigned in Unicode 3.2 through (RFC 3490 §2;
   *     IDNA2003 only)
   */
  public boolean allowUnassigned() {
    return is(IdnaOption.ALLOW_UNASSIGNED);
  }

  /**
   * Returns whether UTS #39 confusable checks run; see {@link IdnaOption#CHECK_CONFUSABLES}.
   *
   * @return whether each label is checked for mixed scripts, whole-script confusables, mixed
   *     numbers and hidden characters (UTS #39 §4, §5.2-§5.4)
   */
  public boolean checkConfusables() {
    return is(IdnaOption.CHECK_CONFUSABLES);
  }

  /**
   * Returns the UTS #39 §5.2 restriction level; see {@link
   * Builder#restrictionLevel(RestrictionLevel)}.
   *
   * @return the most permissive script mix the confusable check accepts, {@link
   *     RestrictionLevel#HIGHLY_RESTRICTIVE} unless set; never null, and used only when {@link
   *     #checkConfusables()} is on
   */
  public RestrictionLevel restrictionLevel() {
    return restrictionLevel;
  }

  /**
   * Returns whether the WHATWG URL Standard's domain parser applies; see {@link
   * Builder#urlDomainParser(UrlDomainParser)}.
   *
   * @return {@link UrlDomainParser#NONE} for plain UTS #46, else the domain parser's lenient or
   *     strict mode; never null
   */
  public UrlDomainParser urlDomainParser() {
    return urlDomainParser;
  }

  // ------------------------------------------------------------------------------ value

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof IdnaProfile p)) {
      return false;
    }
    return standard == p.standard
        && options == p.options
        && restrictionLevel == p.restrictionLevel
        && urlDomainParser == p.urlDomainParser;
  }

  @Override
  public int hashCode() {
    return Objects.hash(standard, options, restrictionLevel, urlDomainParser);
  }

  /** Returns every option, for logs and test names; the format is not a stable API. */
  @Override
  public String toString() {
    StringBuilder s = new StringBuilder("IdnaProfile{").append(standard);
    for (IdnaOption option : IdnaOption.values()) {
      s.append(", ").append(option.optionName()).append('=').append(is(option));
    }
    return s.append(", restrictionLevel=")
        .append(restrictionLevel)
        .append(", urlDomainParser=")
        .append(urlDomainParser)
        .append('}')
        .toString();
  }

  // ------------------------------------------------------------------------------ builder

  /**
   * A mutable builder of {@link IdnaProfile}s; not thread-safe. Each on/off option names the flag
   * of UTS #46 §4 (or of the RFC) it corresponds to; its {@link IdnaOption} constant says what it
   * does.
   */
  public static final class Builder {
    /** The options RFC 3490 has no counterpart for. */
    private static final int NOT_IN_IDNA2003 =
        IdnaOption.CHECK_HYPHENS.mask
            | IdnaOption.CHECK_BIDI.mask
            | IdnaOption.CHECK_JOINERS.mask
            | IdnaOption.CHECK_CONTEXTO.mask
            | IdnaOption.ALLOW_UNDERSCORE.mask
            | IdnaOption.CHECK_CONFUSABLES.mask;

    private Standard standard = Standard.UTS46;

    /** The {@link IdnaOption}s that are on: the bits {@link IdnaOption#mask}. */
    private int options;

    private RestrictionLevel restrictionLevel = RestrictionLevel.HIGHLY_RESTRICTIVE;
    private UrlDomainParser urlDomainParser = UrlDomainParser.NONE;

    private Builder() {}

    private Builder(IdnaProfile p) {
      this.standard = p.standard;
      this.options = p.options;
      this.restrictionLevel = p.restrictionLevel;
      this.urlDomainParser = p.urlDomainParser;
    }

    /**
     * Sets the standard to apply (default {@link Standard#UTS46}).
     *
     * @param standard the standard
     * @return this builder
     * @throws NullPointerException if {@code standard} is null
     */
    public Builder standard(Standard standard) {
      this.standard = Objects.requireNonNull(standard, "standard");
      return this;
    }

    /**
     * Turns an on/off option on or off; each option also has a builder method of its own.
     *
     * @param option the option
     * @param on whether it is on
     * @return this builder
     * @throws NullPointerException if {@code option} is null
     */
    public Builder set(IdnaOption option, boolean on) {
      options = on ? options | option.mask : options & ~option.mask;
      return this;
    }

    /**
     * Sets {@link IdnaOption#TRANSITIONAL}, UTS #46 {@code Transitional_Processing} (§4 step 1).
     * UTS #46 only. Default off.
     *
     * <p><b>Warning:</b> transitional processing changes which domain {@code faß.de} names.
     *
     * @param on whether to apply transitional processing
     * @return this builder
     */
    public Builder transitional(boolean on) {
      return set(IdnaOption.TRANSITIONAL, on);
    }

    /**
     * Sets {@link IdnaOption#USE_STD3_ASCII_RULES}, UTS #46 {@code UseSTD3ASCIIRules} (§4.1
     * criterion 7; RFC 1123 §2.1), or RFC 3490's flag for IDNA2003. Default off.
     *
     * @param on whether to restrict ASCII to LDH
     * @return this builder
     */
    public Builder useStd3AsciiRules(boolean on) {
      return set(IdnaOption.USE_STD3_ASCII_RULES, on);
    }

    /**
     * Sets {@link IdnaOption#ALLOW_UNDERSCORE}: {@code _} passes UseSTD3ASCIIRules (RFC 2181 §11;
     * RFC 8552). Not available for IDNA2003. Default off.
     *
     * @param on whether to accept {@code _}
     * @return this builder
     */
    public Builder allowUnderscore(boolean on) {
      return set(IdnaOption.ALLOW_UNDERSCORE, on);
    }

    /**
     * Sets {@link IdnaOption#CHECK_HYPHENS}, UTS #46 {@code CheckHyphens} (§4.1 criteria 2 and 3;
     * RFC 5891 §4.2.3.1). Not available for IDNA2003. Default off.
     *
     * @param on whether to check hyphen positions
     * @return this builder
     */
    public Builder checkHyphens(boolean on) {
      return set(IdnaOption.CHECK_HYPHENS, on);
    }

    /**
     * Sets {@link IdnaOption#CHECK_BIDI}, UTS #46 {@code CheckBidi} (§4.1 criterion 9; the Bidi
     * Rule of RFC 5893 §2). Not available for IDNA2003. Default off.
     *
     * @param on whether to apply the Bidi Rule
     * @return this builder
     */
    public Builder checkBidi(boolean on) {
      return set(IdnaOption.CHECK_BIDI, on);
    }

    /**
     * Sets {@link IdnaOption#CHECK_JOINERS}, UTS #46 {@code CheckJoiners} (§4.1 criterion 8; the
     * CONTEXTJ rules of RFC 5892 Appendix A.1 and A.2). Not available for IDNA2003. Default off.
     *
     * @param on whether to apply the CONTEXTJ rules
     * @return this builder
     */
    public Builder checkJoiners(boolean on) {
      return set(IdnaOption.CHECK_JOINERS, on);
    }

    /**
     * Sets {@link IdnaOption#CHECK_CONTEXTO}: the CONTEXTO rules of RFC 5892 Appendix A.3-A.9,
     * which UTS #46 §4.1 and RFC 5891 §5.4 leave to registries. Not available for IDNA2003. Default
     * off.
     *
     * @param on whether to apply the CONTEXTO rules
     * @return this builder
     */
    public Builder checkContextO(boolean on) {
      return set(IdnaOption.CHECK_CONTEXTO, on);
    }

    /**
     * Sets {@link IdnaOption#VERIFY_DNS_LENGTH}, UTS #46 {@code VerifyDnsLength} (§4.2 step 4; RFC
     * 1034 §3.1); IDNA2003 checks RFC 3490 §4.1 step 8 either way. Default off.
     *
     * @param on whether to verify DNS lengths
     * @return this builder
     */
    public Builder verifyDnsLength(boolean on) {
      return set(IdnaOption.VERIFY_DNS_LENGTH, on);
    }

    /**
     * Sets {@link IdnaOption#ALLOW_TRAILING_DOT}: an absolute name such as {@code example.com.}
     * passes VerifyDnsLength (UTS #46 §4.2 step 4 reports its empty root label as A4_2). Default
     * off.
     *
     * @param on whether to accept a trailing root dot
     * @return this builder
     */
    public Builder allowTrailingDot(boolean on) {
      return set(IdnaOption.ALLOW_TRAILING_DOT, on);
    }

    /**
     * Sets {@link IdnaOption#IGNORE_INVALID_PUNYCODE}, UTS #46 {@code IgnoreInvalidPunycode} (§4
     * step 4.2). UTS #46 only. Default off.
     *
     * <p><b>Warning:</b> turning this on lets fake A-labels through.
     *
     * @param on whether to ignore invalid Punycode
     * @return this builder
     */
    public Builder ignoreInvalidPunycode(boolean on) {
      return set(IdnaOption.IGNORE_INVALID_PUNYCODE, on);
    }

    /**
     * Sets {@link IdnaOption#ALLOW_UNASSIGNED}, RFC 3490 §2 {@code AllowUnassigned}. IDNA2003 only.
     * Default off.
     *
     * @param on whether unassigned code points are allowed
     * @return this builder
     */
    public Builder allowUnassigned(boolean on) {
      return set(IdnaOption.ALLOW_UNASSIGNED, on);
    }

    /**
     * Sets {@link IdnaOption#CHECK_CONFUSABLES}: the UTS #39 checks (§4, §5.2-§5.4), with {@link
     * #restrictionLevel(RestrictionLevel)} as the mixed-script limit. Not available for IDNA2003.
     * Default off.
     *
     * @param on whether to run the UTS #39 checks
     * @return this builder
     */
    public Builder checkConfusables(boolean on) {
      return set(IdnaOption.CHECK_CONFUSABLES, on);
    }

    /**
     * The UTS #39 §5.2 restriction level that {@link #checkConfusables(boolean)} enforces: a label
     * whose script mix is looser than {@code level} gets {@link IdnaError#MIXED_SCRIPT}. Has no
     * effect without checkConfusables. Default {@link RestrictionLevel#HIGHLY_RESTRICTIVE} (one
     * script, or the Chinese, Japanese and Korean combinations with Latin).
     *
     * @param level the most permissive script mix to accept
     * @return this builder
     * @throws NullPointerException if {@code level} is null
     */
    public Builder restrictionLevel(RestrictionLevel level) {
      this.restrictionLevel = Objects.requireNonNull(level, "level");
      return this;
    }

    /**
     * Wraps ToASCII in the WHATWG URL Standard's <i>domain parser</i> and ToUnicode in its
     * <i>domain to Unicode</i> (URL Standard §3.3 "IDNA"). With {@link UrlDomainParser#LENIENT} the
     * profile's flags are those of the relaxed ToASCII run (step 4 of the domain parser) and the
     * strict run (step 1) uses them with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength on;
     * with {@link UrlDomainParser#STRICT} ToASCII runs with the profile's flags as they are. Both
     * run ToUnicode with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength off, as <i>domain to
     * Unicode</i> specifies. The presets {@link IdnaProfile#whatwgUrl()} and {@link
     * IdnaProfile#whatwgUrlStrict()} have the URL Standard's exact flags. UTS #46 only. Default
     * {@link UrlDomainParser#NONE}.
     *
     * @param parser whether and how strictly to apply the domain parser
     * @return this builder
     * @throws NullPointerException if {@code parser} is null
     */
    public Builder urlDomainParser(UrlDomainParser parser) {
      this.urlDomainParser = Objects.requireNonNull(parser, "parser");
      return this;
    }

    private boolean on(IdnaOption option) {
      return (options & option.mask) != 0;
    }

    /**
     * Builds the profile.
     *
     * @return the immutable profile
     * @throws IllegalStateException if the options do not fit the standard: transitional or
     *     ignoreInvalidPunycode or a URL domain parser without UTS #46, allowUnassigned without
     *     IDNA2003, or checkHyphens, checkBidi, checkJoiners, checkContextO, allowUnderscore or
     *     checkConfusables with IDNA2003
     */
    public IdnaProfile build() {
      if (standard != Standard.UTS46
          && (on(IdnaOption.TRANSITIONAL) || on(IdnaOption.IGNORE_INVALID_PUNYCODE))) {
        throw new IllegalStateException(
            "transitional and ignoreInvalidPunycode are UTS #46 options, not " + standard);
      }
      if (standard != Standard.UTS46 && urlDomainParser != UrlDomainParser.NONE) {
        throw new IllegalStateException(
            "the URL Standard's domain parser is a UTS #46 option, not " + standard);
      }
      if (standard != Standard.IDNA2003 && on(IdnaOption.ALLOW_UNASSIGNED)) {
        throw new IllegalStateException("allowUnassigned is an IDNA2003 option, not " + standard);
      }
      if (standard == Standard.IDNA2003 && (options & NOT_IN_IDNA2003) != 0) {
        throw new IllegalStateException(
            "IDNA2003 (RFC 3490) has no checkHyphens, checkBidi,"
                + " checkJoiners, checkContextO, allowUnderscore or checkConfusables option");
      }
      return new IdnaProfile(this);
    }
  }
}
