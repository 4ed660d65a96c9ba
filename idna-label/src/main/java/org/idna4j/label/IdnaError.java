package org.idna4j.label;

import java.util.Optional;

/**
 * The kinds of problem IDNA processing can find in a label or a domain name.
 *
 * <p>Each constant is named after what is wrong, and carries as metadata the status code that
 * Unicode's conformance file {@code IdnaTestV2.txt} uses for the same check ({@link #uts46Code()}).
 * Several constants may share one status code where UTS #46 lumps distinct failures together (for
 * example every Punycode problem of an {@code xn--} label is {@code P4}). Checks that UTS #46 does
 * not define (IDNA2003 Nameprep, the CONTEXTO rules of RFC 5892 Appendix A.3-A.9, the UTS #39
 * confusable checks and the cap on a result's list) have no code. None of those can occur under the
 * UTS #46 presets.
 *
 * <p>Other modules name their own problems in their own enums ({@code UrlDomainError} in
 * idna-domain, {@code UrlError} in idna-url, {@code EmailError} in idna-email); all of them, and
 * this one, implement {@link ProblemCode}, the type of {@link IdnaProblem#error()}.
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
public enum IdnaError implements ProblemCode {
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
  // IdnaTestV2.txt has no CONTEXTO test ("Cn for ContextJ"), so UTS #46 defines no code for these.
  /** U+00B7 MIDDLE DOT not between two 'l' (RFC 5892 Appendix A.3). */
  CONTEXTO_MIDDLE_DOT(
      "", Category.CONTEXTO, "MIDDLE DOT is allowed only between two l's (RFC 5892 A.3)"),
  /**
   * U+0375 GREEK LOWER NUMERAL SIGN (KERAIA) not followed by a Greek character (RFC 5892 Appendix
   * A.4).
   */
  CONTEXTO_GREEK_KERAIA(
      "", Category.CONTEXTO, "GREEK KERAIA must be followed by a Greek letter (RFC 5892 A.4)"),
  /**
   * U+05F3 HEBREW PUNCTUATION GERESH not preceded by a Hebrew character (RFC 5892 Appendix A.5).
   */
  CONTEXTO_HEBREW_GERESH(
      "", Category.CONTEXTO, "HEBREW GERESH must follow a Hebrew letter (RFC 5892 A.5)"),
  /**
   * U+05F4 HEBREW PUNCTUATION GERSHAYIM not preceded by a Hebrew character (RFC 5892 Appendix A.6).
   */
  CONTEXTO_HEBREW_GERSHAYIM(
      "", Category.CONTEXTO, "HEBREW GERSHAYIM must follow a Hebrew letter (RFC 5892 A.6)"),
  /**
   * U+30FB KATAKANA MIDDLE DOT in a label without Hiragana, Katakana or Han (RFC 5892 Appendix
   * A.7).
   */
  CONTEXTO_KATAKANA_MIDDLE_DOT(
      "",
      Category.CONTEXTO,
      "KATAKANA MIDDLE DOT needs a Hiragana, Katakana or Han character in the label (RFC 5892 A.7)"),
  /**
   * An ARABIC-INDIC DIGIT (U+0660..U+0669) in a label with an EXTENDED ARABIC-INDIC DIGIT (RFC 5892
   * Appendix A.8).
   */
  CONTEXTO_ARABIC_INDIC_DIGITS(
      "",
      Category.CONTEXTO,
      "Arabic-Indic digits may not be mixed with Extended Arabic-Indic digits (RFC 5892 A.8)"),
  /**
   * An EXTENDED ARABIC-INDIC DIGIT (U+06F0..U+06F9) in a label with an ARABIC-INDIC DIGIT (RFC 5892
   * Appendix A.9).
   */
  CONTEXTO_EXTENDED_ARABIC_INDIC_DIGITS(
      "",
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
  // UTS #46 defines no status code for these checks.
  /**
   * The label mixes scripts beyond the profile's restriction level, e.g. a Cyrillic {@code а} in
   * {@code pаypal} (UTS #39 §5.2 restriction levels).
   */
  MIXED_SCRIPT(
      "",
      Category.CONFUSABLE,
      "the label mixes scripts beyond the restriction level (UTS #39 §5.2)"),
  /**
   * The label is written in one script but looks like a string of another script, e.g. the
   * all-Cyrillic {@code аррӏе} (UTS #39 §4 whole-script confusables).
   */
  WHOLE_SCRIPT_CONFUSABLE(
      "", Category.CONFUSABLE, "the label looks like a label in another script (UTS #39 §4)"),
  /**
   * The label has decimal digits from more than one numbering system (UTS #39 §5.3 mixed-number
   * detection).
   */
  MIXED_NUMBERS(
      "",
      Category.CONFUSABLE,
      "the label mixes digits from different numbering systems (UTS #39 §5.3)"),
  /**
   * The label holds an invisible character (Default_Ignorable_Code_Point, such as ZERO WIDTH
   * JOINER), the same nonspacing mark twice on one base, more than four nonspacing marks in a row,
   * or a mark hidden by its base character (UTS #39 §5.4 optional detection).
   */
  HIDDEN_CHARACTER(
      "",
      Category.CONFUSABLE,
      "the label contains an invisible or hidden character (UTS #39 §5.4)"),

  // ---- IDNA4J's bound on what a result lists ----
  /**
   * More problems were found than a result lists, and the rest were left out: the last problem of a
   * capped result, carrying in its detail how many were left out (also {@code omittedProblems()} on
   * the result). A result lists at most {@link IdnaProblem#MAX_LISTED} problems per label and per
   * name, plus the first problem of every other error, so its set of errors stays complete .
   */
  TOO_MANY_PROBLEMS(
      "",
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
    /** IDNA4J's bound on how many problems a result lists ({@link IdnaProblem#MAX_LISTED}). */
    RESULT_LIMIT,
  }

  private final Optional<String> uts46Code;
  private final Category category;
  private final String description;

  IdnaError(String uts46Code, Category category, String description) {
    this.uts46Code = uts46Code.isEmpty() ? Optional.empty() : Optional.of(uts46Code);
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
  @Override
  public String description() {
    return description;
  }

  /**
   * Returns the status code that Unicode's {@code IdnaTestV2.txt} (Unicode 18.0.0) uses for this
   * check, such as {@code "V2"} or {@code "B1"}.
   *
   * @return the UTS #46 status code, or empty for a check UTS #46 does not define (IDNA2003
   *     Nameprep, the CONTEXTO rules, the UTS #39 confusable checks, {@link #TOO_MANY_PROBLEMS})
   */
  @Override
  public Optional<String> uts46Code() {
    return uts46Code;
  }
}
