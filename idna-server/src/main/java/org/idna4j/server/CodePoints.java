package org.idna4j.server;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.lang.UScript;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.LabelProcessor;
import org.idna4j.label.LabelResult;

/**
 * What the explain endpoint says about one code point: its name, script and Bidi class (from
 * ICU4J), and its UTS #46 status and IDNA2008 derived property, found by running the code point
 * alone through the library's public {@link LabelProcessor}, so that the answer is the library's
 * own classification rather than a second copy of its tables.
 */
final class CodePoints {

  /** UTS #46 §5 status valid: kept as it is. */
  static final String VALID = "valid";

  /** UTS #46 §5 status mapped: replaced by its mapping. */
  static final String MAPPED = "mapped";

  /** UTS #46 §5 status deviation: kept, but mapped by Transitional_Processing. */
  static final String DEVIATION = "deviation";

  /** UTS #46 §5 status ignored: removed. */
  static final String IGNORED = "ignored";

  /** UTS #46 §5 status disallowed: an error wherever it appears. */
  static final String DISALLOWED = "disallowed";

  /** The bare UTS #46 algorithm (UTS #46 §4, every optional check off), nontransitional. */
  private static final LabelProcessor UTS46 = LabelProcessor.of(IdnaProfile.builder().build());

  /** The same with Transitional_Processing: only the deviation characters change (UTS #46 §5). */
  private static final LabelProcessor UTS46_TRANSITIONAL =
      LabelProcessor.of(IdnaProfile.builder().transitional(true).build());

  /**
   * IDNA2008 registration (RFC 5891 §4) without the checks that judge a whole label (Bidi, hyphens,
   * DNS length), so that what remains is the code point's RFC 5892 derived property and its
   * CONTEXTJ/CONTEXTO rule.
   */
  private static final LabelProcessor IDNA2008 =
      LabelProcessor.of(
          IdnaProfile.registration().toBuilder()
              .checkBidi(false)
              .checkHyphens(false)
              .verifyDnsLength(false)
              .build());

  /** Errors by which IDNA2008 refuses a code point outright (RFC 5892 §2, §3: DISALLOWED). */
  private static final Set<IdnaError> REFUSED =
      Set.of(IdnaError.DISALLOWED, IdnaError.NON_LDH_ASCII, IdnaError.NOT_NFC);

  /**
   * RFC 5892 Appendix A.8 and A.9: a digit of one Arabic-Indic set may not share a label with one
   * of the other. A digit alone satisfies the rule, so these are probed beside one digit of each
   * set (U+0660 ARABIC-INDIC DIGIT ZERO, U+06F0 EXTENDED ARABIC-INDIC DIGIT ZERO).
   */
  private static final List<String> DIGIT_PROBES = List.of("\u0660", "\u06F0");

  private CodePoints() {}

  /**
   * One code point as the explain endpoint shows it.
   *
   * @param offset the code-point offset into the input name, or null inside a decoded A-label
   * @param codePoint {@code U+XXXX}
   * @param text the code point itself
   * @param name its Unicode name (or ICU's {@code <control-0000>} style name)
   * @param script its Unicode Script property value (UAX #24), long name
   * @param bidi its Bidi_Class (UAX #9), short name such as {@code L}, {@code R}, {@code AN}
   * @param uts46 its UTS #46 §5 status: valid, mapped, deviation, ignored or disallowed
   * @param mapping what UTS #46 maps it to, when mapped
   * @param idna2008 its RFC 5892 derived property: PVALID, CONTEXTJ, CONTEXTO, DISALLOWED or
   *     UNASSIGNED
   * @param problems the problems of the name found at this offset
   */
  record Info(
      Integer offset,
      String codePoint,
      String text,
      String name,
      String script,
      String bidi,
      String uts46,
      String mapping,
      String idna2008,
      List<org.idna4j.records.ProblemRecord> problems) {}

  /**
   * Describes one code point.
   *
   * @param cp the code point
   * @param offset its offset, or null
   * @param problems the problems at that offset
   * @return the description
   */
  static Info describe(int cp, Integer offset, List<org.idna4j.records.ProblemRecord> problems) {
    String text = new String(Character.toChars(cp));
    String status = uts46Status(text);
    String mapping = status.equals(MAPPED) ? UTS46.toUnicode(text).output() : null;
    return new Info(
        offset,
        uPlus(cp),
        text,
        UCharacter.getExtendedName(cp),
        UScript.getName(UScript.getScript(cp)),
        UCharacter.getPropertyValueName(
            UProperty.BIDI_CLASS,
            UCharacter.getIntPropertyValue(cp, UProperty.BIDI_CLASS),
            UProperty.NameChoice.SHORT),
        status,
        mapping,
        idna2008(cp, text),
        problems);
  }

  /** {@code U+00FC}: at least four hex digits, upper case (The Unicode Standard, Appendix A). */
  static String uPlus(int cp) {
    return String.format(Locale.ROOT, "U+%04X", cp);
  }

  /** The UTS #46 §5 status, from what the bare algorithm does to the code point alone. */
  static String uts46Status(String text) {
    LabelResult r = UTS46.toUnicode(text);
    if (r.errors().contains(IdnaError.DISALLOWED)) {
      return DISALLOWED;
    }
    String out = r.output();
    if (out.isEmpty()) {
      return IGNORED;
    }
    if (!out.equals(text)) {
      return MAPPED;
    }
    if (!UTS46_TRANSITIONAL.toUnicode(text).output().equals(out)) {
      return DEVIATION;
    }
    return VALID;
  }

  /** The RFC 5892 derived property, from what IDNA2008 registration says of the code point. */
  static String idna2008(int cp, String text) {
    Set<IdnaError> errors = IDNA2008.toAscii(text).errors();
    if (errors.stream().anyMatch(REFUSED::contains)) {
      return UCharacter.getType(cp) == UCharacterCategory.UNASSIGNED ? "UNASSIGNED" : "DISALLOWED";
    }
    if (errors.contains(IdnaError.CONTEXTJ_ZWJ) || errors.contains(IdnaError.CONTEXTJ_ZWNJ)) {
      return "CONTEXTJ";
    }
    if (errors.stream().anyMatch(e -> e.category() == IdnaError.Category.CONTEXTO)) {
      return "CONTEXTO";
    }
    if (UCharacter.getType(cp) == UCharacterCategory.DECIMAL_DIGIT_NUMBER) {
      for (String other : DIGIT_PROBES) {
        if (IDNA2008.toAscii(text + other).errors().stream()
            .anyMatch(e -> e.category() == IdnaError.Category.CONTEXTO)) {
          return "CONTEXTO";
        }
      }
    }
    return "PVALID";
  }
}
