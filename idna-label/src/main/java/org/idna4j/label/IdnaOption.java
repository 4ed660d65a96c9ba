package org.idna4j.label;

/**
 * The on/off options of an {@link IdnaProfile}, each named after the flag of UTS #46 §4 (or of the
 * RFC) it corresponds to. Every option is off by default. Read one with its getter (such as {@link
 * IdnaProfile#checkBidi()}) or {@link IdnaProfile#is(IdnaOption)}; set one with its builder method
 * (such as {@link IdnaProfile.Builder#checkBidi(boolean)}) or {@link
 * IdnaProfile.Builder#set(IdnaOption, boolean)}.
 *
 * <p>The options that are not on/off have types of their own: {@link IdnaProfile.Standard}, {@link
 * RestrictionLevel} and {@link IdnaProfile.UrlDomainParser}.
 *
 * <p>Two pairs of options work together: {@link #ALLOW_UNDERSCORE} only relaxes {@link
 * #USE_STD3_ASCII_RULES}, and {@link #ALLOW_TRAILING_DOT} relaxes {@link #VERIFY_DNS_LENGTH}. They
 * stay separate options rather than one three-state choice because under {@link
 * IdnaProfile.Standard#IDNA2003} the label length of RFC 3490 §4.1 step 8 is checked whatever
 * VerifyDnsLength says, so a trailing dot is accepted or rejected by {@link #ALLOW_TRAILING_DOT}
 * alone there: all four combinations of that pair mean something.
 */
public enum IdnaOption {
  /**
   * UTS #46 {@code Transitional_Processing} (§4 step 1): map the four deviation characters as
   * IDNA2003 did (U+00DF ß to "ss", U+03C2 ς to σ, U+200C ZWNJ and U+200D ZWJ removed) instead of
   * keeping them. UTS #46 only.
   *
   * <p><b>Warning:</b> transitional processing changes which domain {@code faß.de} names.
   */
  TRANSITIONAL("transitional"),

  /**
   * UTS #46 {@code UseSTD3ASCIIRules} (§4.1 criterion 7; RFC 1123 §2.1 host name syntax): the only
   * ASCII characters allowed in a label are a-z, 0-9 and {@code -}. Rejects, among real names,
   * {@code _dmarc.example.com} and {@code my_host.local} (unless {@link #ALLOW_UNDERSCORE}), and
   * input with spaces or {@code *}. For IDNA2003 it is RFC 3490's UseSTD3ASCIIRules flag, which
   * also forbids leading and trailing hyphens.
   */
  USE_STD3_ASCII_RULES("useStd3AsciiRules"),

  /**
   * Accepts U+005F LOW LINE ({@code _}) although {@link #USE_STD3_ASCII_RULES} is on, as DNS itself
   * does (RFC 2181 §11; service labels of RFC 8552 such as {@code _dmarc}). An IDNA4J option beside
   * the UTS #46 flags; it has no effect without UseSTD3ASCIIRules. Not available for IDNA2003.
   */
  ALLOW_UNDERSCORE("allowUnderscore"),

  /**
   * UTS #46 {@code CheckHyphens} (§4.1 criteria 2 and 3; RFC 5891 §4.2.3.1): a label must not have
   * {@code --} in its third and fourth positions, nor begin or end with {@code -}. Rejects, among
   * real names, {@code r4---sn-abc.googlevideo.com} and labels such as {@code -foo} seen in some
   * CDNs. Without it, a label still must not begin with {@code xn--} after decoding. Not available
   * for IDNA2003 (see {@link #USE_STD3_ASCII_RULES}).
   */
  CHECK_HYPHENS("checkHyphens"),

  /**
   * UTS #46 {@code CheckBidi} (§4.1 criterion 9): in a Bidi domain name (one with a label
   * containing R, AL or AN characters, RFC 5893 §1.4) every label must satisfy the six rules of RFC
   * 5893 §2. Rejects, for example, a Hebrew label followed by a label ending in a combining mark,
   * and {@code 0à.א} (a label starting with a digit in a Bidi name). Not available for IDNA2003
   * (Nameprep has its own Bidi check, RFC 3454 §6).
   */
  CHECK_BIDI("checkBidi"),

  /**
   * UTS #46 {@code CheckJoiners} (§4.1 criterion 8): the CONTEXTJ rules of RFC 5892 Appendix A.1
   * (ZERO WIDTH NON-JOINER) and A.2 (ZERO WIDTH JOINER). Rejects a ZWJ or ZWNJ outside the Indic
   * and Arabic-script contexts that need it, e.g. {@code a\u200Db}. Not available for IDNA2003.
   */
  CHECK_JOINERS("checkJoiners"),

  /**
   * The CONTEXTO rules of RFC 5892 Appendix A.3-A.9 (MIDDLE DOT, Greek KERAIA, Hebrew GERESH and
   * GERSHAYIM, KATAKANA MIDDLE DOT, Arabic-Indic and Extended Arabic-Indic digits). Not a UTS #46
   * flag: UTS #46 §4.1 and RFC 5891 §5.4 leave these to registries. Rejects, for example, {@code
   * l·l} where the middle dot is not between two {@code l}s. Not available for IDNA2003.
   */
  CHECK_CONTEXTO("checkContextO"),

  /**
   * UTS #46 {@code VerifyDnsLength} (§4.2 step 4; RFC 1034 §3.1): in ToASCII output every label is
   * 1-63 octets and the name 1-253 octets (not counting a trailing dot). Also reports empty labels
   * from ToUnicode ({@link IdnaError#EMPTY_LABEL_TO_UNICODE}). Rejects {@code a..b} and, unless
   * {@link #ALLOW_TRAILING_DOT}, {@code example.com.}. For IDNA2003 the lengths are RFC 3490's, as
   * in {@code java.net.IDN}: labels of 1-63 code points (§4.1 step 8, which ToASCII always runs)
   * and no limit on the whole name, so there the option changes nothing there.
   */
  VERIFY_DNS_LENGTH("verifyDnsLength"),

  /**
   * Lets a name end with one dot (an absolute name, whose last label is the empty root label)
   * although {@link #VERIFY_DNS_LENGTH} is on; the name may then be 254 octets with the dot. An
   * IDNA4J option beside the UTS #46 flags (UTS #46 §4.2 step 4 reports the empty root label as
   * A4_2).
   */
  ALLOW_TRAILING_DOT("allowTrailingDot"),

  /**
   * UTS #46 {@code IgnoreInvalidPunycode} (§4 step 4.2): an {@code xn--} label whose payload is not
   * valid Punycode is kept as it is, without an error, instead of being reported. It exists for web
   * compatibility; the label is still subject to the other checks. UTS #46 only.
   *
   * <p><b>Warning:</b> turning this on lets fake A-labels through.
   */
  IGNORE_INVALID_PUNYCODE("ignoreInvalidPunycode"),

  /**
   * RFC 3490 §2 {@code AllowUnassigned}: Nameprep lets code points unassigned in Unicode 3.2
   * through (a query, not a stored string). IDNA2003 only.
   */
  ALLOW_UNASSIGNED("allowUnassigned"),

  /**
   * UTS #39 "Unicode Security Mechanisms" checks on each label's Unicode form, for registrars and
   * anyone who shows names to people: a label that mixes scripts beyond the profile's {@link
   * RestrictionLevel} ({@link IdnaError#MIXED_SCRIPT}, §5.2, e.g. {@code pаypal} with a Cyrillic
   * {@code а}), a single-script label that looks like a string of another script ({@link
   * IdnaError#WHOLE_SCRIPT_CONFUSABLE}, §4, e.g. an all-Cyrillic {@code аррӏе}), digits of two
   * numbering systems ({@link IdnaError#MIXED_NUMBERS}, §5.3) and invisible or hidden characters
   * ({@link IdnaError#HIDDEN_CHARACTER}, §5.4: default-ignorable code points such as ZWJ, a
   * repeated nonspacing mark, more than four nonspacing marks, a hidden overlay). Not an IDNA rule:
   * names it rejects are valid IDNA, so it is off in every preset and the presets keep their
   * standards' meaning. To compare two names with each other, use {@link
   * Confusables#skeleton(CharSequence)}. Not available for IDNA2003, whose Nameprep predates UTS
   * #39 (compare names with skeletons there).
   */
  CHECK_CONFUSABLES("checkConfusables");

  private final String optionName;

  /** This option's bit in a profile's set of options that are on. */
  final int mask;

  IdnaOption(String optionName) {
    this.optionName = optionName;
    this.mask = 1 << ordinal();
  }

  /**
   * Returns the option's name as the builder method and {@link IdnaProfile#toString()} spell it.
   *
   * @return the camel-case name, such as {@code "checkBidi"}
   */
  public String optionName() {
    return optionName;
  }
}
