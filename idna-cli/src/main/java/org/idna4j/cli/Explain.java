package org.idna4j.cli;

import java.util.Locale;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;

/** One plain-English sentence per error, for people reading {@code to-ascii} output. */
final class Explain {

  private Explain() {}

  /**
   * Says what the error means and where the rule comes from.
   *
   * @param error the error
   * @return a sentence without a final period
   */
  static String sentence(IdnaError error) {
    return switch (error.name()) {
      case "NON_ASCII_XN_LABEL" -> "a label starting with xn-- must be ASCII only (UTS #46 §4 step 4)";
      case "INVALID_PUNYCODE" -> "the part after xn-- is not valid Punycode (RFC 3492 §6.2)";
      case "EMPTY_PUNYCODE" -> "nothing follows xn--, so the label would be empty (UTS #46 §4 step 4)";
      case "ASCII_ONLY_PUNYCODE" ->
          "this xn-- label decodes to plain ASCII, which would disguise an ASCII name (UTS #46 §4 step 4)";
      case "NON_CANONICAL_PUNYCODE" ->
          "this xn-- label is not the standard encoding of its own decoding (RFC 5891 §5.4)";
      case "NOT_NFC" -> "the label is not in Unicode Normalization Form C (UTS #46 §4.1 criterion 1)";
      case "HYPHEN_3_4" -> "a label may not have hyphens in both its third and fourth positions (UTS #46 §4.1 criterion 2)";
      case "LEADING_HYPHEN" -> "a label may not start with a hyphen (UTS #46 §4.1 criterion 3)";
      case "TRAILING_HYPHEN" -> "a label may not end with a hyphen (UTS #46 §4.1 criterion 3)";
      case "XN_PREFIX_IN_U_LABEL" -> "a decoded label may not itself start with xn-- (UTS #46 §4.1 criterion 4)";
      case "LABEL_SEPARATOR" -> "a label may not contain a full stop (UTS #46 §4.1 criterion 5)";
      case "LEADING_COMBINING_MARK" -> "a label may not start with a combining mark (UTS #46 §4.1 criterion 6)";
      case "DISALLOWED" -> "this character is not allowed in domain names (UTS #46 §4.1 criterion 7, §5)";
      case "NON_LDH_ASCII" ->
          "only ASCII letters, digits and hyphen are allowed (UseSTD3ASCIIRules, RFC 1123 §2.1)";
      case "CONTEXTJ_ZWNJ" -> "ZERO WIDTH NON-JOINER is allowed only after a virama or between joining letters (RFC 5892 A.1)";
      case "CONTEXTJ_ZWJ" -> "ZERO WIDTH JOINER is allowed only after a virama (RFC 5892 A.2)";
      case "BIDI_FIRST_CHARACTER" -> "a label with right-to-left text must start with a letter (RFC 5893 §2 rule 1)";
      case "BIDI_RTL_CHARACTER" -> "a right-to-left label contains a character not allowed in it (RFC 5893 §2 rule 2)";
      case "BIDI_RTL_END" -> "a right-to-left label must end with a right-to-left letter or a digit (RFC 5893 §2 rule 3)";
      case "BIDI_NUMBER_MIX" -> "a right-to-left label may not mix European and Arabic-Indic digits (RFC 5893 §2 rule 4)";
      case "BIDI_LTR_CHARACTER" -> "a left-to-right label contains a character not allowed in it (RFC 5893 §2 rule 5)";
      case "BIDI_LTR_END" -> "a left-to-right label must end with a left-to-right letter or a digit (RFC 5893 §2 rule 6)";
      case "PUNYCODE_ENCODING_FAILED" -> "the label could not be encoded with Punycode (UTS #46 §4.2 step 3)";
      case "EMPTY_NAME" -> "the name is empty (UTS #46 §4.2 VerifyDnsLength)";
      case "NAME_TOO_LONG" -> "the name is longer than 253 octets in ASCII (RFC 1035 §2.3.4, UTS #46 §4.2)";
      case "LABEL_TOO_LONG" -> "a label is longer than 63 octets in ASCII (RFC 1035 §2.3.4, UTS #46 §4.2)";
      case "EMPTY_LABEL" -> "the name has an empty label, such as two dots in a row (UTS #46 §4.2)";
      case "EMPTY_LABEL_TO_UNICODE" -> "the name has an empty label (UTS #46 §4.3)";
      case "CONTEXTO_MIDDLE_DOT" -> "MIDDLE DOT is allowed only between two l's (RFC 5892 A.3)";
      case "CONTEXTO_GREEK_KERAIA" -> "GREEK KERAIA must be followed by a Greek letter (RFC 5892 A.4)";
      case "CONTEXTO_HEBREW_GERESH" -> "HEBREW GERESH must follow a Hebrew letter (RFC 5892 A.5)";
      case "CONTEXTO_HEBREW_GERSHAYIM" -> "HEBREW GERSHAYIM must follow a Hebrew letter (RFC 5892 A.6)";
      case "CONTEXTO_KATAKANA_MIDDLE_DOT" ->
          "KATAKANA MIDDLE DOT needs a Hiragana, Katakana or Han character in the label (RFC 5892 A.7)";
      case "CONTEXTO_ARABIC_INDIC_DIGITS" ->
          "Arabic-Indic digits may not be mixed with Extended Arabic-Indic digits (RFC 5892 A.8)";
      case "CONTEXTO_EXTENDED_ARABIC_INDIC_DIGITS" ->
          "Extended Arabic-Indic digits may not be mixed with Arabic-Indic digits (RFC 5892 A.9)";
      case "NAMEPREP_PROHIBITED" -> "Nameprep prohibits this character (RFC 3491 §5)";
      case "NAMEPREP_UNASSIGNED" -> "this character was unassigned in Unicode 3.2 (RFC 3491 §7, RFC 3490 AllowUnassigned)";
      case "NAMEPREP_BIDI" -> "the label breaks the IDNA2003 bidi rule (RFC 3491 §6, RFC 3454 §6)";
      case "ACE_PREFIX_NOT_ALLOWED" -> "the label already starts with the ACE prefix xn-- (RFC 3490 §4.1 step 5)";
      case "ROUND_TRIP_MISMATCH" -> "converting the label back does not give the same label (RFC 3490 §4.2 step 7)";
      case "MIXED_SCRIPT" -> "the label mixes scripts beyond the restriction level (UTS #39 §5.2)";
      case "WHOLE_SCRIPT_CONFUSABLE" -> "the label looks like a label in another script (UTS #39 §4)";
      case "MIXED_NUMBERS" -> "the label mixes digits from different numbering systems (UTS #39 §5.3)";
      case "HIDDEN_CHARACTER" -> "the label contains an invisible or hidden character (UTS #39 §5.4)";
      case "TOO_MANY_PROBLEMS" ->
          "the name has more problems than a result lists (" + IdnaProblem.MAX_LISTED + " and the first of each other"
              + " error); the rest were left out";
      default -> error.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    };
  }
}
