package org.idna4j.label;

/**
 * The kinds of problem IDNA processing can find in a label or a domain name.
 *
 * <p>Each constant is named after what is wrong, and carries as metadata the status code that
 * Unicode's conformance file {@code IdnaTestV2.txt} uses for the same check ({@link #uts46Code()}).
 * Several constants may share one status code where UTS #46 lumps distinct failures together (for
 * example every Punycode problem of an {@code xn--} label is {@code P4}). Checks that UTS #46 does
 * not define carry either an empty code (IDNA2003 Nameprep) or a code of IDNA4J's own, documented
 * on the constant: {@code C3}..{@code C9} for the CONTEXTO rules of RFC 5892 Appendix A.3-A.9
 * (extending the file's "Cn = Appendix A.n"), {@code IDNA4J-Cn} for UTS #39 confusable checks. None
 * of those can occur under the UTS #46 presets.
 *
 * <p>Each constant also carries its {@link #category()}, the kind of rule it breaks, and a {@link
 * #description()}, one sentence for people reading a report; both are constructor arguments, so a
 * new constant cannot go without them.
 *
 * <p>Status codes are renumbered between Unicode versions; the codes here are those of UTS #46 for
 * Unicode 18.0.0. Code only on the constants, never on the codes.
 *
 * <p>Why this enum is long: it is the one place where each error is defined, with its status code,
 * category, description and the spec citation of the rule it reports; splitting it would scatter
 * that table.
 */
public enum IdnaError {
  // ---- UTS #46 §4 Processing, step 4 (Convert/Validate): labels starting with "xn--" ----
  /**
   * An {@code xn--} label contains a non-ASCII code point (UTS #46 §4 step 4.1; status {@code P4}).
   */
  NON_ASCII_XN_LABEL(
      "P4", Category.PUNYCODE, "a label starting with xn-- must be ASCII only (UTS #46 §4 step 4)"),
  /**
   * The payload of an {@code xn--} label is not valid Punycode (UTS #46 §4 step 4.2, RFC 3492 §6.2;
   * status {@code P4}).
   */
  INVALID_PUNYCODE(
      "P4", Category.PUNYCODE, "the part after xn-- is not valid Punycode (RFC 3492 §6.2)"),
  /**
   * An {@code xn--} label has an empty payload, so it decodes to the empty label (UTS #46 §4 step
   * 4.3; status {@code P4}).
   */
  EMPTY_PUNYCODE(
      "P4",
      Category.PUNYCODE,
      "nothing follows xn--, so the label would be empty (UTS #46 §4 step 4)"),
  /**
   * An {@code xn--} label decodes to ASCII only, which Punycode never produces for a real U-label:
   * such a label masks an ASCII name (UTS #46 §4 step 4.3; RUSTSEC-2024-0421; status {@code P4}).
   */
  ASCII_ONLY_PUNYCODE(
      "P4",
      Category.PUNYCODE,
      "this xn-- label decodes to plain ASCII, which would disguise an ASCII name (UTS #46 §4 step 4)"),
  /**
   * An {@code xn--} label is not the canonical encoding of what it decodes to, so two different
   * A-labels would name one U-label (RFC 5891 §5.4 "decode and re-encode"; CVE-2026-39821; status
   * {@code P4}).
   */
  NON_CANONICAL_PUNYCODE(
      "P4",
      Category.PUNYCODE,
      "this xn-- label is not the standard encoding of its own decoding (RFC 5891 §5.4)"),

  // ---- UTS #46 §4.1 Validity Criteria ----
  /**
   * The label is not in Unicode Normalization Form C (UTS #46 §4.1 criterion 1; status {@code V1}).
   */
  NOT_NFC(
      "V1",
      Category.NORMALIZATION,
      "the label is not in Unicode Normalization Form C (UTS #46 §4.1 criterion 1)"),
  /**
   * The label has hyphens in both the third and fourth positions (UTS #46 §4.1 criterion 2,
   * CheckHyphens; status {@code V2}).
   */
  HYPHEN_3_4(
      "V2",
      Category.HYPHEN,
      "a label may not have hyphens in both its third and fourth positions (UTS #46 §4.1 criterion 2)"),
  /** The label begins with a hyphen (UTS #46 §4.1 criterion 3, CheckHyphens; status {@code V3}). */
  LEADING_HYPHEN(
      "V3", Category.HYPHEN, "a label may not start with a hyphen (UTS #46 §4.1 criterion 3)"),
  /** The label ends with a hyphen (UTS #46 §4.1 criterion 3, CheckHyphens; status {@code V3}). */
  TRAILING_HYPHEN(
      "V3", Category.HYPHEN, "a label may not end with a hyphen (UTS #46 §4.1 criterion 3)"),
  /**
   * A label decoded from Punycode itself begins with {@code xn--} (UTS #46 §4.1 criterion 4; status
   * {@code V4}).
   */
  XN_PREFIX_IN_U_LABEL(
      "V4",
      Category.PUNYCODE,
      "a decoded label may not itself start with xn-- (UTS #46 §4.1 criterion 4)"),
  /**
   * The label contains U+002E FULL STOP, the label separator (UTS #46 §4.1 criterion 5; status
   * {@code V5}).
   */
  LABEL_SEPARATOR(
      "V5", Category.CODE_POINT, "a label may not contain a full stop (UTS #46 §4.1 criterion 5)"),
  /**
   * The label begins with a combining mark, General_Category Mark (UTS #46 §4.1 criterion 6; status
   * {@code V6}).
   */
  LEADING_COMBINING_MARK(
      "V6",
      Category.CODE_POINT,
      "a label may not start with a combining mark (UTS #46 §4.1 criterion 6)"),
  /**
   * The label contains a code point that UTS #46 does not allow in a label: disallowed, an unpaired
   * surrogate, or (in a decoded {@code xn--} label) a code point that mapping would have changed
   * (UTS #46 §4.1 criterion 7, §5 IDNA Mapping Table; status {@code V7}).
   */
  DISALLOWED(
      "V7",
      Category.CODE_POINT,
      "this character is not allowed in domain names (UTS #46 §4.1 criterion 7, §5)"),
  /**
   * The label contains an ASCII code point other than a-z, 0-9 and U+002D HYPHEN-MINUS while
   * UseSTD3ASCIIRules is set (UTS #46 §4.1 criterion 7, RFC 1123 §2.1 LDH rule; status {@code U1}).
   */
  NON_LDH_ASCII(
      "U1",
      Category.STD3_ASCII,
      "only ASCII letters, digits and hyphen are allowed (UseSTD3ASCIIRules, RFC 1123 §2.1)"),

  // ---- RFC 5892 Appendix A: CONTEXTJ (UTS #46 §4.1 criterion 8, CheckJoiners) ----
  /**
   * U+200C ZERO WIDTH NON-JOINER outside the contexts RFC 5892 Appendix A.1 allows (status {@code
   * C1}).
   */
  CONTEXTJ_ZWNJ(
      "C1",
      Category.CONTEXTJ,
      "ZERO WIDTH NON-JOINER is allowed only after a virama or between joining letters (RFC 5892 A.1)"),
  /**
   * U+200D ZERO WIDTH JOINER not preceded by a virama, RFC 5892 Appendix A.2 (status {@code C2}).
   */
  CONTEXTJ_ZWJ(
      "C2", Category.CONTEXTJ, "ZERO WIDTH JOINER is allowed only after a virama (RFC 5892 A.2)"),

  // ---- RFC 5893 §2 the Bidi Rule (UTS #46 §4.1 criterion 9, CheckBidi) ----
  /**
   * The first character of a label in a Bidi domain name is not of Bidi class L, R or AL (RFC 5893
   * §2 rule 1; status {@code B1}).
   */
  BIDI_FIRST_CHARACTER(
      "B1",
      Category.BIDI,
      "a label with right-to-left text must start with a letter (RFC 5893 §2 rule 1)"),
  /**
   * An RTL label contains a character whose Bidi class is not R, AL, AN, EN, ES, CS, ET, ON, BN or
   * NSM (RFC 5893 §2 rule 2; status {@code B2}).
   */
  BIDI_RTL_CHARACTER(
      "B2",
      Category.BIDI,
      "a right-to-left label contains a character not allowed in it (RFC 5893 §2 rule 2)"),
  /**
   * An RTL label does not end with a character of Bidi class R, AL, EN or AN, followed by zero or
   * more NSM (RFC 5893 §2 rule 3; status {@code B3}).
   */
  BIDI_RTL_END(
      "B3",
      Category.BIDI,
      "a right-to-left label must end with a right-to-left letter or a digit (RFC 5893 §2 rule 3)"),
  /** An RTL label contains both EN and AN characters (RFC 5893 §2 rule 4; status {@code B4}). */
  BIDI_NUMBER_MIX(
      "B4",
      Category.BIDI,
      "a right-to-left label may not mix European and Arabic-Indic digits (RFC 5893 §2 rule 4)"),
  /**
   * An LTR label contains a character whose Bidi class is not L, EN, ES, CS, ET, ON, BN or NSM (RFC
   * 5893 §2 rule 5; status {@code B5}).
   */
  BIDI_LTR_CHARACTER(
      "B5",
      Category.BIDI,
      "a left-to-right label contains a character not allowed in it (RFC 5893 §2 rule 5)"),
  /**
   * An LTR label does not end with a character of Bidi class L or EN, followed by zero or more NSM
   * (RFC 5893 §2 rule 6; status {@code B6}).
   */
  BIDI_LTR_END(
      "B6",
      Category.BIDI,
      "a left-to-right label must end with a left-to-right letter or a digit (RFC 5893 §2 rule 6)"),

  // ---- UTS #46 §4.2 ToASCII ----
  /**
   * Punycode encoding of the label failed, e.g. because it holds an unpaired surrogate (UTS #46
   * §4.2 step 3; status {@code A3}).
   */
  PUNYCODE_ENCODING_FAILED(
      "A3",
      Category.PUNYCODE,
      "the label could not be encoded with Punycode (UTS #46 §4.2 step 3)"),
  /**
   * The name is empty (UTS #46 §4.2 step 4, VerifyDnsLength: 1 to 253 octets; status {@code A4_1}).
   */
  EMPTY_NAME("A4_1", Category.LENGTH, "the name is empty (UTS #46 §4.2 VerifyDnsLength)"),
  /**
   * The ASCII name is longer than 253 octets, not counting a trailing root dot (UTS #46 §4.2 step
   * 4, VerifyDnsLength; RFC 1034 §3.1 limits a name to 255 octets in wire format; status {@code
   * A4_1}).
   */
  NAME_TOO_LONG(
      "A4_1",
      Category.LENGTH,
      "the name is longer than 253 octets in ASCII (RFC 1035 §2.3.4, UTS #46 §4.2)"),
  /**
   * An ASCII label is longer than 63 octets (UTS #46 §4.2 step 4, VerifyDnsLength; RFC 1034 §3.1;
   * status {@code A4_2}).
   */
  LABEL_TOO_LONG(
      "A4_2",
      Category.LENGTH,
      "a label is longer than 63 octets in ASCII (RFC 1035 §2.3.4, UTS #46 §4.2)"),
  /**
   * A label of ToASCII's output is empty (UTS #46 §4.2 step 4, VerifyDnsLength; status {@code
   * A4_2}).
   */
  EMPTY_LABEL(
      "A4_2",
      Category.LENGTH,
      "the name has an empty label, such as two dots in a row (UTS #46 §4.2)"),

  // ---- UTS #46 §4.3 ToUnicode ----
  /**
   * A label of ToUnicode's output is empty, other than a trailing root label (the "compatibility"
   * code {@code X4_2} of IdnaTestV2.txt, reported when VerifyDnsLength is set).
   */
  EMPTY_LABEL_TO_UNICODE("X4_2", Category.LENGTH, "the name has an empty label (UTS #46 §4.3)"),

  // ---- RFC 5892 Appendix A.3-A.9: CONTEXTO (IDNA2008 registration; checkContextO) ----
  // IdnaTestV2.txt has no CONTEXTO test, so UTS #46 defines no code for these. IDNA4J extends
  // the file's convention "Cn = RFC 5892 Appendix A.n" (C1, C2 for CONTEXTJ) to C3..C9; these
  // seven codes are an IDNA4J extension and never appear in Unicode's data.
  /** U+00B7 MIDDLE DOT not between two 'l' (RFC 5892 Appendix A.3; IDNA4J code {@code C3}). */
  CONTEXTO_MIDDLE_DOT(
      "C3", Category.CONTEXTO, "MIDDLE DOT is allowed only between two l's (RFC 5892 A.3)"),
  /**
   * U+0375 GREEK LOWER NUMERAL SIGN (KERAIA) not followed by a Greek character (RFC 5892 Appendix
   * A.4; IDNA4J code {@code C4}).
   */
  CONTEXTO_GREEK_KERAIA(
      "C4", Category.CONTEXTO, "GREEK KERAIA must be followed by a Greek letter (RFC 5892 A.4)"),
  /**
   * U+05F3 HEBREW PUNCTUATION GERESH not preceded by a Hebrew character (RFC 5892 Appendix A.5;
   * IDNA4J code {@code C5}).
   */
  CONTEXTO_HEBREW_GERESH(
      "C5", Category.CONTEXTO, "HEBREW GERESH must follow a Hebrew letter (RFC 5892 A.5)"),
  /**
   * U+05F4 HEBREW PUNCTUATION GERSHAYIM not preceded by a Hebrew character (RFC 5892 Appendix A.6;
   * IDNA4J code {@code C6}).
   */
  CONTEXTO_HEBREW_GERSHAYIM(
      "C6", Category.CONTEXTO, "HEBREW GERSHAYIM must follow a Hebrew letter (RFC 5892 A.6)"),
  /**
   * U+30FB KATAKANA MIDDLE DOT in a label without Hiragana, Katakana or Han (RFC 5892 Appendix A.7;
   * IDNA4J code {@code C7}).
   */
  CONTEXTO_KATAKANA_MIDDLE_DOT(
      "C7",
      Category.CONTEXTO,
      "KATAKANA MIDDLE DOT needs a Hiragana, Katakana or Han character in the label (RFC 5892 A.7)"),
  /**
   * An ARABIC-INDIC DIGIT (U+0660..U+0669) in a label with an EXTENDED ARABIC-INDIC DIGIT (RFC 5892
   * Appendix A.8; IDNA4J code {@code C8}).
   */
  CONTEXTO_ARABIC_INDIC_DIGITS(
      "C8",
      Category.CONTEXTO,
      "Arabic-Indic digits may not be mixed with Extended Arabic-Indic digits (RFC 5892 A.8)"),
  /**
   * An EXTENDED ARABIC-INDIC DIGIT (U+06F0..U+06F9) in a label with an ARABIC-INDIC DIGIT (RFC 5892
   * Appendix A.9; IDNA4J code {@code C9}).
   */
  CONTEXTO_EXTENDED_ARABIC_INDIC_DIGITS(
      "C9",
      Category.CONTEXTO,
      "Extended Arabic-Indic digits may not be mixed with Arabic-Indic digits (RFC 5892 A.9)"),

  // ---- IDNA2003: RFC 3490 ToASCII/ToUnicode with Nameprep (RFC 3491); no UTS #46 code ----
  /**
   * Nameprep output contains a prohibited code point (RFC 3491 §5, RFC 3454 §5 and Appendix C),
   * such as a space, a control or private use.
   */
  NAMEPREP_PROHIBITED("", Category.CODE_POINT, "Nameprep prohibits this character (RFC 3491 §5)"),
  /**
   * A code point unassigned in Unicode 3.2 while AllowUnassigned is off (RFC 3490 §4.1 step 2, RFC
   * 3491 §7, RFC 3454 §7 and Table A.1).
   */
  NAMEPREP_UNASSIGNED(
      "",
      Category.CODE_POINT,
      "this character was unassigned in Unicode 3.2 (RFC 3491 §7, RFC 3490 AllowUnassigned)"),
  /**
   * Nameprep output breaks the bidirectional rules of RFC 3454 §6 (RFC 3491 §6): RandALCat mixed
   * with LCat, or not first and last.
   */
  NAMEPREP_BIDI(
      "", Category.BIDI, "the label breaks the IDNA2003 bidi rule (RFC 3491 §6, RFC 3454 §6)"),
  /**
   * A label that is not all ASCII begins with the ACE prefix "xn--" in any case (RFC 3490 §4.1 step
   * 5).
   */
  ACE_PREFIX_NOT_ALLOWED(
      "",
      Category.PUNYCODE,
      "the label already starts with the ACE prefix xn-- (RFC 3490 §4.1 step 5)"),
  /**
   * ToUnicode's decoded label does not convert back by ToASCII to the label it came from (RFC 3490
   * §4.2 step 7).
   */
  ROUND_TRIP_MISMATCH(
      "",
      Category.PUNYCODE,
      "converting the label back does not give the same label (RFC 3490 §4.2 step 7)"),

  // ---- UTS #39 Unicode Security Mechanisms (IdnaProfile.Builder.checkConfusables) ----
  // UTS #46 defines no status code for these checks; their codes are IDNA4J's own, marked by
  // the "IDNA4J-" prefix so that they can never be mistaken for (or collide with) a UTS #46 code.
  /**
   * The label mixes scripts beyond the profile's restriction level, e.g. a Cyrillic {@code а} in
   * {@code pаypal} (UTS #39 §5.2 restriction levels; IDNA4J code {@code IDNA4J-C1}).
   */
  MIXED_SCRIPT(
      "IDNA4J-C1",
      Category.CONFUSABLE,
      "the label mixes scripts beyond the restriction level (UTS #39 §5.2)"),
  /**
   * The label is written in one script but looks like a string of another script, e.g. the
   * all-Cyrillic {@code аррӏе} (UTS #39 §4 whole-script confusables; IDNA4J code {@code
   * IDNA4J-C2}).
   */
  WHOLE_SCRIPT_CONFUSABLE(
      "IDNA4J-C2",
      Category.CONFUSABLE,
      "the label looks like a label in another script (UTS #39 §4)"),
  /**
   * The label has decimal digits from more than one numbering system (UTS #39 §5.3 mixed-number
   * detection; IDNA4J code {@code IDNA4J-C3}).
   */
  MIXED_NUMBERS(
      "IDNA4J-C3",
      Category.CONFUSABLE,
      "the label mixes digits from different numbering systems (UTS #39 §5.3)"),
  /**
   * The label holds an invisible character (Default_Ignorable_Code_Point, such as ZERO WIDTH
   * JOINER), the same nonspacing mark twice on one base, more than four nonspacing marks in a row,
   * or a mark hidden by its base character (UTS #39 §5.4 optional detection; IDNA4J code {@code
   * IDNA4J-C4}).
   */
  HIDDEN_CHARACTER(
      "IDNA4J-C4",
      Category.CONFUSABLE,
      "the label contains an invisible or hidden character (UTS #39 §5.4)"),

  // ---- WHATWG URL Standard (IdnaProfile.UrlDomainParser); no UTS #46 code, IDNA4J codes IDNA4J-Wn
  // ----
  /**
   * The ASCII form holds a forbidden domain code point: a C0 control, U+0020 SPACE, {@code #},
   * {@code %}, {@code /}, {@code :}, {@code <}, {@code >}, {@code ?}, {@code @}, {@code [}, {@code
   * \}, {@code ]}, {@code ^}, {@code |} or U+007F DELETE (URL Standard §3.2 "Host miscellaneous"
   * and §3.3 domain parser step 7; IDNA4J code {@code IDNA4J-W1}).
   */
  FORBIDDEN_DOMAIN_CODE_POINT("IDNA4J-W1", Category.URL, "forbidden domain code point"),
  /**
   * The domain's last label (a trailing dot aside) is a number, decimal or {@code 0x} hex, so the
   * URL host parser would read the name as an IPv4 address and it is not a "valid domain" (URL
   * Standard §3.4 "Host writing" and §3.5 "ends in a number checker"; IDNA4J code {@code
   * IDNA4J-W2}).
   */
  ENDS_IN_A_NUMBER("IDNA4J-W2", Category.URL, "ends in a number"),
  // ---- WHATWG URL Standard host parser and URL authority (org.idna4j.url, idna-url) ----
  // Named after the URL Standard's validation errors (§1.1 "Writing", whose error type each
  // description starts with); IDNA4J codes IDNA4J-W3 onwards continue the block above.
  /**
   * A host to be processed as a domain contains a percent-encoded byte, such as {@code
   * exam%70le.org}; reported without failing (URL Standard §3.5 host parser step 4) (validation
   * error {@code domain-percent-encoded}; IDNA4J code {@code IDNA4J-W3}).
   */
  DOMAIN_PERCENT_ENCODED(
      "IDNA4J-W3",
      Category.URL,
      "domain-percent-encoded: a host read as a domain contains a percent-encoded byte (URL Standard §3.5 host parser)"),
  /**
   * An opaque host (of a URL whose scheme is not special) contains a forbidden host code point,
   * such as {@code foo://exa[mple.org}; the host parser fails (URL Standard §3.5 opaque-host parser
   * step 1) (validation error {@code host-invalid-code-point}; IDNA4J code {@code IDNA4J-W4}).
   */
  HOST_INVALID_CODE_POINT(
      "IDNA4J-W4",
      Category.URL,
      "host-invalid-code-point: an opaque host contains a forbidden host code point (URL Standard §3.5 opaque-host parser)"),
  /**
   * An IPv4 address ends with a dot, such as {@code 127.0.0.1.}; reported without failing (URL
   * Standard §3.5 IPv4 parser step 2) (validation error {@code IPv4-empty-part}; IDNA4J code {@code
   * IDNA4J-W5}).
   */
  IPV4_EMPTY_PART(
      "IDNA4J-W5",
      Category.URL,
      "IPv4-empty-part: an IPv4 address ends with a dot (URL Standard §3.5 IPv4 parser)"),
  /**
   * An IPv4 address has fewer than 4 parts, such as {@code 1.2.3}; reported without failing (URL
   * Standard §3.5 IPv4 parser step 3) (validation error {@code IPv4-too-few-parts}; IDNA4J code
   * {@code IDNA4J-W6}).
   */
  IPV4_TOO_FEW_PARTS(
      "IDNA4J-W6",
      Category.URL,
      "IPv4-too-few-parts: an IPv4 address has fewer than 4 parts (URL Standard §3.5 IPv4 parser)"),
  /**
   * An IPv4 address has more than 4 parts, such as {@code 1.2.3.4.5}; the host parser fails (URL
   * Standard §3.5 IPv4 parser step 4) (validation error {@code IPv4-too-many-parts}; IDNA4J code
   * {@code IDNA4J-W7}).
   */
  IPV4_TOO_MANY_PARTS(
      "IDNA4J-W7",
      Category.URL,
      "IPv4-too-many-parts: an IPv4 address has more than 4 parts (URL Standard §3.5 IPv4 parser)"),
  /**
   * A part of a host that ends in a number is not a number, such as {@code test} in {@code
   * test.42}; the host parser fails (URL Standard §3.5 IPv4 parser step 6.2) (validation error
   * {@code IPv4-non-numeric-part}; IDNA4J code {@code IDNA4J-W8}).
   */
  IPV4_NON_NUMERIC_PART(
      "IDNA4J-W8",
      Category.URL,
      "IPv4-non-numeric-part: a part of an IPv4 address is not a number (URL Standard §3.5 IPv4 parser)"),
  /**
   * A part of an IPv4 address is written in hexadecimal ({@code 0x}) or octal (a leading {@code
   * 0}), such as {@code 0x7f.1}; reported without failing (URL Standard §3.5 IPv4 parser step 6.3)
   * (validation error {@code IPv4-non-decimal-part}; IDNA4J code {@code IDNA4J-W9}).
   */
  IPV4_NON_DECIMAL_PART(
      "IDNA4J-W9",
      Category.URL,
      "IPv4-non-decimal-part: a part of an IPv4 address is hexadecimal or octal (URL Standard §3.5 IPv4 parser)"),
  /**
   * A part of an IPv4 address exceeds 255, such as {@code 4000} in {@code 255.255.4000.1}; the host
   * parser fails unless it is the last part and fits the bytes the other parts leave, as in {@code
   * 1.65536} (URL Standard §3.5 IPv4 parser steps 7-9) (validation error {@code
   * IPv4-out-of-range-part}; IDNA4J code {@code IDNA4J-W10}).
   */
  IPV4_OUT_OF_RANGE_PART(
      "IDNA4J-W10",
      Category.URL,
      "IPv4-out-of-range-part: a part of an IPv4 address exceeds 255 (URL Standard §3.5 IPv4 parser)"),
  /**
   * A host starts with {@code [} but does not end with {@code ]}; the host parser fails (URL
   * Standard §3.5 host parser step 1.1) (validation error {@code IPv6-unclosed}; IDNA4J code {@code
   * IDNA4J-W11}).
   */
  IPV6_UNCLOSED(
      "IDNA4J-W11",
      Category.URL,
      "IPv6-unclosed: an IPv6 address is missing its closing bracket (URL Standard §3.5 host parser)"),
  /**
   * An IPv6 address begins with a single {@code :}, such as {@code [:1]}; the host parser fails
   * (URL Standard §3.5 IPv6 parser step 5.1) (validation error {@code IPv6-invalid-compression};
   * IDNA4J code {@code IDNA4J-W12}).
   */
  IPV6_INVALID_COMPRESSION(
      "IDNA4J-W12",
      Category.URL,
      "IPv6-invalid-compression: an IPv6 address begins with a single colon (URL Standard §3.5 IPv6 parser)"),
  /**
   * An IPv6 address has more than 8 pieces; the host parser fails (URL Standard §3.5 IPv6 parser
   * step 6.1) (validation error {@code IPv6-too-many-pieces}; IDNA4J code {@code IDNA4J-W13}).
   */
  IPV6_TOO_MANY_PIECES(
      "IDNA4J-W13",
      Category.URL,
      "IPv6-too-many-pieces: an IPv6 address has more than 8 pieces (URL Standard §3.5 IPv6 parser)"),
  /**
   * An IPv6 address has {@code ::} more than once, such as {@code [1::1::1]}; the host parser fails
   * (URL Standard §3.5 IPv6 parser step 6.2.1) (validation error {@code IPv6-multiple-compression};
   * IDNA4J code {@code IDNA4J-W14}).
   */
  IPV6_MULTIPLE_COMPRESSION(
      "IDNA4J-W14",
      Category.URL,
      "IPv6-multiple-compression: an IPv6 address is compressed in more than one place (URL Standard §3.5 IPv6 parser)"),
  /**
   * An IPv6 address holds a code point that is neither an ASCII hex digit nor {@code :}, or ends
   * right after a {@code :}, such as {@code [1:2:3!:4]} or {@code [1:2:3:]}; the host parser fails
   * (URL Standard §3.5 IPv6 parser steps 6.6 and 6.7) (validation error {@code
   * IPv6-invalid-code-point}; IDNA4J code {@code IDNA4J-W15}).
   */
  IPV6_INVALID_CODE_POINT(
      "IDNA4J-W15",
      Category.URL,
      "IPv6-invalid-code-point: an IPv6 address holds an invalid character or ends after a colon (URL Standard §3.5 IPv6 parser)"),
  /**
   * An IPv6 address without {@code ::} has fewer than 8 pieces, such as {@code [1:2:3]}; the host
   * parser fails (URL Standard §3.5 IPv6 parser step 8) (validation error {@code
   * IPv6-too-few-pieces}; IDNA4J code {@code IDNA4J-W16}).
   */
  IPV6_TOO_FEW_PIECES(
      "IDNA4J-W16",
      Category.URL,
      "IPv6-too-few-pieces: an uncompressed IPv6 address has fewer than 8 pieces (URL Standard §3.5 IPv6 parser)"),
  /**
   * A piece of an IPv6 address has a leading {@code 0}, such as {@code [::01]}; reported without
   * failing (URL Standard §3.5 IPv6 parser step 6.8) (validation error {@code
   * IPv6-piece-leading-zero}; IDNA4J code {@code IDNA4J-W17}).
   */
  IPV6_PIECE_LEADING_ZERO(
      "IDNA4J-W17",
      Category.URL,
      "IPv6-piece-leading-zero: a piece of an IPv6 address has a leading zero (URL Standard §3.5 IPv6 parser)"),
  /**
   * An IPv6 address ending in IPv4 syntax has more than 6 pieces before it, such as {@code
   * [1:1:1:1:1:1:1:127.0.0.1]}; the host parser fails (URL Standard §3.5 IPv6 parser step 6.5.3)
   * (validation error {@code IPv4-in-IPv6-too-many-pieces}; IDNA4J code {@code IDNA4J-W18}).
   */
  IPV4_IN_IPV6_TOO_MANY_PIECES(
      "IDNA4J-W18",
      Category.URL,
      "IPv4-in-IPv6-too-many-pieces: an IPv6 address with an IPv4 ending has more than 6 pieces (URL Standard §3.5 IPv6 parser)"),
  /**
   * The IPv4 ending of an IPv6 address has an empty part, a non-digit, a leading 0 or too many
   * parts, such as {@code [ffff::127.00.0.1]}; the host parser fails (URL Standard §3.5 IPv6 parser
   * step 6.5) (validation error {@code IPv4-in-IPv6-invalid-code-point}; IDNA4J code {@code
   * IDNA4J-W19}).
   */
  IPV4_IN_IPV6_INVALID_CODE_POINT(
      "IDNA4J-W19",
      Category.URL,
      "IPv4-in-IPv6-invalid-code-point: the IPv4 ending of an IPv6 address has an empty or non-decimal part, a leading zero or too many parts (URL Standard §3.5 IPv6 parser)"),
  /**
   * A part of the IPv4 ending of an IPv6 address exceeds 255, such as {@code [ffff::127.0.0.4000]};
   * the host parser fails (URL Standard §3.5 IPv6 parser step 6.5.5.4.5) (validation error {@code
   * IPv4-in-IPv6-out-of-range-part}; IDNA4J code {@code IDNA4J-W20}).
   */
  IPV4_IN_IPV6_OUT_OF_RANGE_PART(
      "IDNA4J-W20",
      Category.URL,
      "IPv4-in-IPv6-out-of-range-part: a part of the IPv4 ending of an IPv6 address exceeds 255 (URL Standard §3.5 IPv6 parser)"),
  /**
   * The IPv4 ending of an IPv6 address has fewer than 4 parts, such as {@code [ffff::127.0.0]}; the
   * host parser fails (URL Standard §3.5 IPv6 parser step 6.5.6) (validation error {@code
   * IPv4-in-IPv6-too-few-parts}; IDNA4J code {@code IDNA4J-W21}).
   */
  IPV4_IN_IPV6_TOO_FEW_PARTS(
      "IDNA4J-W21",
      Category.URL,
      "IPv4-in-IPv6-too-few-parts: the IPv4 ending of an IPv6 address has fewer than 4 parts (URL Standard §3.5 IPv6 parser)"),
  /**
   * A code point that is not a URL unit: leading or trailing C0 controls or spaces, a tab or
   * newline anywhere in the part of a URL that is read, or in an opaque host a code point that is
   * not a URL code point or a {@code %} not followed by two hex digits; reported without failing
   * (URL Standard §4.4 basic URL parser steps 1.2 and 2, §3.5 opaque-host parser steps 2 and 3)
   * (validation error {@code invalid-URL-unit}; IDNA4J code {@code IDNA4J-W22}).
   */
  INVALID_URL_UNIT(
      "IDNA4J-W22",
      Category.URL,
      "invalid-URL-unit: a code point that is not a URL unit, such as a space, a tab or a lone % (URL Standard §4.4, §3.5)"),
  /**
   * A special scheme is not followed by {@code //}, such as {@code https:example.org}; reported
   * without failing (URL Standard §4.4 special authority slashes state) (validation error {@code
   * special-scheme-missing-following-solidus}; IDNA4J code {@code IDNA4J-W23}).
   */
  SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS(
      "IDNA4J-W23",
      Category.URL,
      "special-scheme-missing-following-solidus: a special scheme is not followed by // (URL Standard §4.4)"),
  /**
   * The input does not begin with a scheme, and there is no base URL to resolve it against; the URL
   * parser fails (URL Standard §4.4 no scheme state) (validation error {@code
   * missing-scheme-non-relative-URL}; IDNA4J code {@code IDNA4J-W24}).
   */
  MISSING_SCHEME_NON_RELATIVE_URL(
      "IDNA4J-W24",
      Category.URL,
      "missing-scheme-non-relative-URL: the URL has no scheme and there is no base URL (URL Standard §4.4 no scheme state)"),
  /**
   * A URL with a special scheme uses {@code \} instead of {@code /}; reported without failing (URL
   * Standard §4.4) (validation error {@code invalid-reverse-solidus}; IDNA4J code {@code
   * IDNA4J-W25}).
   */
  INVALID_REVERSE_SOLIDUS(
      "IDNA4J-W25",
      Category.URL,
      "invalid-reverse-solidus: a URL with a special scheme uses a backslash instead of a slash (URL Standard §4.4)"),
  /**
   * The URL has a user name or password ({@code user@} before the host); reported without failing
   * (URL Standard §4.4 authority state step 1.1) (validation error {@code invalid-credentials};
   * IDNA4J code {@code IDNA4J-W26}).
   */
  INVALID_CREDENTIALS(
      "IDNA4J-W26",
      Category.URL,
      "invalid-credentials: the URL includes credentials (URL Standard §4.4 authority state)"),
  /**
   * A URL needs a host but has none, such as {@code https://:443} or {@code https://user@}; the URL
   * parser fails (URL Standard §4.4 authority and host states) (validation error {@code
   * host-missing}; IDNA4J code {@code IDNA4J-W27}).
   */
  HOST_MISSING(
      "IDNA4J-W27",
      Category.URL,
      "host-missing: the URL needs a host but has none (URL Standard §4.4 host state)"),
  /**
   * The port is greater than 65535, such as {@code https://example.org:70000}; the URL parser fails
   * (URL Standard §4.4 port state step 2.1.2) (validation error {@code port-out-of-range}; IDNA4J
   * code {@code IDNA4J-W28}).
   */
  PORT_OUT_OF_RANGE(
      "IDNA4J-W28",
      Category.URL,
      "port-out-of-range: the port is greater than 65535 (URL Standard §4.4 port state)"),
  /**
   * The port holds something other than ASCII digits, such as {@code https://example.org:7z}; the
   * URL parser fails (URL Standard §4.4 port state step 3) (validation error {@code port-invalid};
   * IDNA4J code {@code IDNA4J-W29}).
   */
  PORT_INVALID(
      "IDNA4J-W29",
      Category.URL,
      "port-invalid: the port is not made of ASCII digits (URL Standard §4.4 port state)"),
  /**
   * The host of a {@code file:} URL is a Windows drive letter, such as {@code file://c:}; the drive
   * letter is read as the path's start and the host is empty; reported without failing (URL
   * Standard §4.4 file host state step 1.1) (validation error {@code
   * file-invalid-Windows-drive-letter-host}; IDNA4J code {@code IDNA4J-W30}).
   */
  FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST(
      "IDNA4J-W30",
      Category.URL,
      "file-invalid-Windows-drive-letter-host: the host of a file: URL is a Windows drive letter (URL Standard §4.4 file host state)"),
  // ---- Email addresses (idna-email: EmailAddress.parse); no UTS #46 code, IDNA4J codes IDNA4J-En
  // ----
  /**
   * The address has no {@code @} outside a quoted string, so it has no domain (RFC 5321 §4.1.2
   * Mailbox = Local-part "@" ( Domain / address-literal ); IDNA4J code {@code IDNA4J-E1}).
   */
  EMAIL_NO_AT_SIGN(
      "IDNA4J-E1", Category.EMAIL, "an email address must have an @ sign (RFC 5321 §4.1.2)"),
  /**
   * Nothing precedes the {@code @}: a Dot-string has at least one atom (RFC 5321 §4.1.2; an empty
   * Quoted-string {@code ""} is allowed where quoting is; IDNA4J code {@code IDNA4J-E2}).
   */
  EMAIL_EMPTY_LOCAL_PART(
      "IDNA4J-E2",
      Category.EMAIL,
      "there must be something before the @ sign (RFC 5321 §4.1.2 Dot-string)"),
  /**
   * A dot at the start or end of an unquoted local part, or two dots in a row (RFC 5321 §4.1.2
   * Dot-string = Atom *("." Atom); IDNA4J code {@code IDNA4J-E3}).
   */
  EMAIL_LOCAL_PART_DOT(
      "IDNA4J-E3",
      Category.EMAIL,
      "a local part may not start or end with a dot nor have two dots in a row (RFC 5321 §4.1.2)"),
  /**
   * A character that the local part cannot hold where it stands: ASCII other than atext and dots
   * outside quotes (space, {@code " ( ) , : ; < > @ [ \ ]}), a control in a quoted string, a
   * backslash before anything but printable ASCII, or a code point whose NFC form is such a
   * character (RFC 5321 §4.1.2 atext, qtextSMTP, quoted-pairSMTP; RFC 5322 §3.2.3; RFC 6531 §3.3;
   * RFC 6532 §3.1; IDNA4J code {@code IDNA4J-E4}).
   */
  EMAIL_LOCAL_PART_CHARACTER(
      "IDNA4J-E4",
      Category.EMAIL,
      "this character is not allowed here in the local part (RFC 5321 §4.1.2, RFC 6531 §3.3)"),
  /**
   * A code point that makes an address unsafe to show or compare, although RFC 6531 §3.3 allows any
   * UTF-8: a control, format (such as a Bidi override or ZERO WIDTH JOINER), unassigned,
   * private-use or surrogate code point, a line or paragraph separator, a non-ASCII space outside
   * quotes, or a combining mark at the start of the local part or display name (python
   * email-validator's choice; RFC 6530 §10.1 and §13; IDNA4J code {@code IDNA4J-E5}).
   */
  EMAIL_UNSAFE_CHARACTER(
      "IDNA4J-E5",
      Category.EMAIL,
      "this character is unsafe in an email address (controls, format, unassigned, private use;"
          + " RFC 6530 §10.1)"),
  /**
   * The local part is a Quoted-string, which the options do not allow (RFC 5321 §4.1.2 allows it,
   * but few systems accept it; {@code EmailOptions.quotedLocalPart()}; IDNA4J code {@code
   * IDNA4J-E6}).
   */
  EMAIL_QUOTED_LOCAL_PART(
      "IDNA4J-E6",
      Category.EMAIL,
      "a quoted local part is not allowed here (RFC 5321 §4.1.2 Quoted-string)"),
  /**
   * A quoted string that is not closed, or is followed by more text before the {@code @} or the
   * {@code <} (the obsolete {@code "a"."b"} form of RFC 5322 §4.4 included; RFC 5321 §4.1.2
   * Quoted-string; IDNA4J code {@code IDNA4J-E7}).
   */
  EMAIL_MALFORMED_QUOTED_STRING(
      "IDNA4J-E7",
      Category.EMAIL,
      "a quoted string must be closed and must be the whole local part (RFC 5321 §4.1.2)"),
  /**
   * The local part is longer than 64 octets of UTF-8, as typed or after NFC (RFC 5321 §4.5.3.1.1;
   * RFC 6531 §3.3 counts octets; IDNA4J code {@code IDNA4J-E8}).
   */
  EMAIL_LOCAL_PART_TOO_LONG(
      "IDNA4J-E8", Category.EMAIL, "the local part is longer than 64 octets (RFC 5321 §4.5.3.1.1)"),
  /**
   * The address is longer than 254 octets of UTF-8 as typed, normalized or in its ASCII form: the
   * 256-octet Path of RFC 5321 §4.5.3.1.3 less its angle brackets (RFC 3696 erratum 1690; IDNA4J
   * code {@code IDNA4J-E9}).
   */
  EMAIL_ADDRESS_TOO_LONG(
      "IDNA4J-E9",
      Category.EMAIL,
      "the address is longer than 254 octets (RFC 5321 §4.5.3.1.3, RFC 3696 erratum 1690)"),
  /**
   * A non-ASCII code point where the options' {@code Eai} level does not allow one: in the local
   * part without SMTPUTF8 (RFC 6531 §3.3, RFC 6530 §4.2), or anywhere when only ASCII is accepted
   * (RFC 5321 §4.1.2; IDNA4J code {@code IDNA4J-E10}).
   */
  EMAIL_NON_ASCII(
      "IDNA4J-E10",
      Category.EMAIL,
      "non-ASCII is not allowed here without SMTPUTF8 (RFC 6531 §3.3, RFC 6530 §4.2)"),
  /** Nothing follows the {@code @} (RFC 5321 §4.1.2; IDNA4J code {@code IDNA4J-E11}). */
  EMAIL_EMPTY_DOMAIN(
      "IDNA4J-E11", Category.EMAIL, "there must be a domain after the @ sign (RFC 5321 §4.1.2)"),
  /**
   * The domain's last label is all digits, so the domain reads as a mistyped IPv4 address and no
   * top-level domain can match it (RFC 1123 §2.1, RFC 3696 §2; IDNA4J code {@code IDNA4J-E12}).
   */
  EMAIL_NUMERIC_TOP_LEVEL_DOMAIN(
      "IDNA4J-E12",
      Category.EMAIL,
      "the last label of the domain may not be all digits (RFC 1123 §2.1, RFC 3696 §2)"),
  /**
   * A globally deliverable address needs a domain with a dot whose last label ends in a letter: RFC
   * 5321 §2.3.5 permits only fully-qualified names, ICANN bans dotless domains (NGPC resolution
   * 2013.08.13.NG02), and every top-level domain ends in a letter (IDNA4J code {@code IDNA4J-E13}).
   */
  EMAIL_NOT_GLOBAL_DOMAIN(
      "IDNA4J-E13",
      Category.EMAIL,
      "a globally deliverable domain has a dot and its last label ends in a letter"
          + " (RFC 5321 §2.3.5 fully-qualified names)"),
  /**
   * The domain is a special-use name that cannot receive Internet mail: {@code arpa}, {@code
   * invalid}, {@code local}, {@code localhost}, {@code onion}, {@code test} or a name under them
   * (RFC 6761 §6, RFC 6762 §3, RFC 7686 §2, RFC 3172; IDNA4J code {@code IDNA4J-E14}).
   */
  EMAIL_SPECIAL_USE_DOMAIN(
      "IDNA4J-E14",
      Category.EMAIL,
      "the domain is a special-use name that cannot receive mail (RFC 6761, 6762, 7686)"),
  /**
   * A bracketed address literal ({@code [192.0.2.1]}, {@code [IPv6:2001:db8::1]}) where the options
   * do not allow one (RFC 5321 §4.1.3; IDNA4J code {@code IDNA4J-E15}).
   */
  EMAIL_ADDRESS_LITERAL_NOT_ALLOWED(
      "IDNA4J-E15",
      Category.EMAIL,
      "an IP address literal after the @ sign is not allowed here (RFC 5321 §4.1.3)"),
  /**
   * A bracketed literal that is not an IPv4 address, nor {@code IPv6:} followed by an RFC 4291 §2.2
   * text form, or is not closed (RFC 5321 §4.1.3; IDNA4J code {@code IDNA4J-E16}).
   */
  EMAIL_INVALID_ADDRESS_LITERAL(
      "IDNA4J-E16",
      Category.EMAIL,
      "the address literal is not an IPv4 or IPv6 address (RFC 5321 §4.1.3, RFC 4291 §2.2)"),
  /**
   * A display name or angle brackets ({@code Jane <jane@example.com>}) where the options do not
   * allow them (RFC 5322 §3.4 name-addr; IDNA4J code {@code IDNA4J-E17}).
   */
  EMAIL_DISPLAY_NAME_NOT_ALLOWED(
      "IDNA4J-E17",
      Category.EMAIL,
      "a display name and angle brackets are not allowed here (RFC 5322 §3.4)"),
  /**
   * A character that an unquoted display name cannot hold: anything but atext and spaces, a dot
   * included (RFC 5322 §3.4 and §3.2.5 phrase; IDNA4J code {@code IDNA4J-E18}).
   */
  EMAIL_DISPLAY_NAME_CHARACTER(
      "IDNA4J-E18",
      Category.EMAIL,
      "this character is not allowed in an unquoted display name (RFC 5322 §3.2.5, §3.4)"),
  /**
   * The {@code <} of a name-addr has no matching {@code >} at the end, or text follows the {@code
   * >} (RFC 5322 §3.4 angle-addr; IDNA4J code {@code IDNA4J-E19}).
   */
  EMAIL_ANGLE_BRACKETS(
      "IDNA4J-E19",
      Category.EMAIL,
      "the address in angle brackets must end the input with > (RFC 5322 §3.4)"),
  // ---- IDNA4J's bound on what a result lists ----
  /**
   * More problems were found than a result lists, and the rest were left out: the last problem of a
   * capped result, carrying in its detail how many were left out (also {@code omittedProblems()} on
   * the result). A result lists at most {@link IdnaProblem#MAX_LISTED} problems per label and per
   * name, plus the first problem of every other error, so its set of errors stays complete (IDNA4J
   * code {@code IDNA4J-L1}).
   */
  TOO_MANY_PROBLEMS(
      "IDNA4J-L1",
      Category.RESULT_LIMIT,
      "the name has more problems than a result lists ("
          + IdnaProblem.MAX_LISTED
          + " and the first of each other error); the rest were left out"),

// Constants are one per line, each ending with a comma, so that additions stay one-line edits.
;

  /**
   * The kind of rule an error breaks, for grouping and sorting problems without naming every
   * constant. Each {@link IdnaError} has exactly one category.
   */
  public enum Category {
    /**
     * The ACE form: an {@code xn--} label that is not ASCII, not valid or not canonical Punycode, a
     * decoded label that starts with {@code xn--}, a label that Punycode cannot encode, or an
     * IDNA2003 ACE check (UTS #46 §4 step 4, §4.1 criterion 4, §4.2 step 3; RFC 3492; RFC 3490 §4).
     */
    PUNYCODE,
    /** The label is not in Normalization Form C (UTS #46 §4.1 criterion 1). */
    NORMALIZATION,
    /**
     * A hyphen at the start, the end, or in positions 3 and 4 (UTS #46 §4.1 criteria 2 and 3,
     * CheckHyphens).
     */
    HYPHEN,
    /**
     * A code point that is not allowed where it stands: disallowed, a full stop inside a label, a
     * leading combining mark, or prohibited or unassigned under Nameprep (UTS #46 §4.1 criteria 5
     * to 7; RFC 3491 §5 and §7).
     */
    CODE_POINT,
    /** ASCII other than letters, digits and hyphen under UseSTD3ASCIIRules (RFC 1123 §2.1). */
    STD3_ASCII,
    /** A ZERO WIDTH JOINER or NON-JOINER outside its context (RFC 5892 Appendix A.1 and A.2). */
    CONTEXTJ,
    /** A CONTEXTO code point outside its context (RFC 5892 Appendix A.3 to A.9). */
    CONTEXTO,
    /** A Bidi rule: RFC 5893 §2 (IDNA2008, UTS #46 CheckBidi) or RFC 3491 §6 (IDNA2003). */
    BIDI,
    /**
     * An empty or too long label or name (UTS #46 §4.2 step 4 and §4.3, VerifyDnsLength; RFC 1034
     * §3.1).
     */
    LENGTH,
    /** A UTS #39 confusable or mixed-script check (UTS #39 §4 and §5). */
    CONFUSABLE,
    /**
     * A rule of the WHATWG URL Standard: its domain parser, host parser (IPv4, IPv6 and opaque
     * hosts) and the authority of its basic URL parser (URL Standard §3.3 to §3.5, §4.4).
     */
    URL,
    /** IDNA4J's bound on how many problems a result lists ({@link IdnaProblem#MAX_LISTED}). */
    RESULT_LIMIT,
    /**
     * A rule of email address syntax (RFC 5321 §4.1.2-§4.5.3, RFC 5322 §3.4, RFC 6531 §3.3) or of
     * where mail can be delivered (RFC 6761), checked by idna-email's {@code EmailAddress.parse}.
     */
    EMAIL,
  }

  private final String uts46Code;
  private final Category category;
  private final String description;

  IdnaError(String uts46Code, Category category, String description) {
    this.uts46Code = uts46Code;
    this.category = category;
    this.description = description;
  }

  /**
   * Returns the kind of rule this error breaks.
   *
   * @return the category, never null
   */
  public Category category() {
    return category;
  }

  /**
   * Returns one plain-English sentence saying what this error means and which rule it comes from,
   * such as {@code "a label may not start with a hyphen (UTS #46 §4.1 criterion 3)"}.
   *
   * @return the sentence, without a final period; never empty
   */
  public String description() {
    return description;
  }

  /**
   * Returns the status code that Unicode's {@code IdnaTestV2.txt} (Unicode 18.0.0) uses for this
   * check, such as {@code "V2"} or {@code "B1"}.
   *
   * @return the UTS #46 status code; for checks UTS #46 does not define, the empty string or the
   *     IDNA4J code documented on the constant (the UTS #39 confusable checks have IDNA4J codes
   *     instead, {@code IDNA4J-C1} to {@code IDNA4J-C4})
   */
  public String uts46Code() {
    return uts46Code;
  }
}
