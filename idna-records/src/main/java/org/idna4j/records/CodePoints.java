package org.idna4j.records;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.lang.UScript;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.LabelProcessor;
import org.idna4j.label.LabelResult;
import org.idna4j.label.ProblemCode;

/**
 * What the explain record says about one code point ({@link CodePointRecord}): its name, script and
 * Bidi class (from ICU4J), and its UTS #46 status and IDNA2008 derived property, found by running
 * the code point alone through the library's public {@link LabelProcessor}, so that the answer is
 * the library's own classification rather than a second copy of its tables.
 *
 * <p>One instance describes the code points of one explain record and remembers each code point it
 * described, so a name that repeats a code point classifies it once. The work per code point is
 * bounded (one or two code points through four label processors), and the memory by the distinct
 * code points of the input. Not thread-safe: one instance per record.
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

  /** RFC 5892 §2 derived property PVALID: protocol valid. */
  static final String PVALID = "PVALID";

  /** RFC 5892 §2 derived property CONTEXTJ: valid in a join-control context (Appendix A.1-A.2). */
  static final String CONTEXTJ = "CONTEXTJ";

  /** RFC 5892 §2 derived property CONTEXTO: valid in another context (Appendix A.3-A.9). */
  static final String CONTEXTO = "CONTEXTO";

  /** RFC 5892 §2 derived property DISALLOWED: never valid. */
  static final String DISALLOWED_2008 = "DISALLOWED";

  /** RFC 5892 §2 derived property UNASSIGNED: not assigned in the Unicode version used. */
  static final String UNASSIGNED = "UNASSIGNED";

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

  /** Each code point described so far, with no offset and no problems. */
  private final Map<Integer, CodePointRecord> seen = new HashMap<>();

  /**
   * Describes one code point.
   *
   * @param cp the code point (a lone surrogate too)
   * @param offset its code-point offset into the input, or null inside a decoded A-label
   * @param problems the problems of the name at that offset
   * @return the description
   */
  CodePointRecord describe(int cp, Integer offset, List<ProblemRecord> problems) {
    CodePointRecord d = seen.computeIfAbsent(cp, CodePoints::describe);
    return offset == null && problems.isEmpty()
        ? d
        : new CodePointRecord(
            offset,
            d.codePoint(),
            d.text(),
            d.name(),
            d.script(),
            d.bidi(),
            d.uts46(),
            d.mapping(),
            d.idna2008(),
            problems);
  }

  private static CodePointRecord describe(int cp) {
    String text = new String(Character.toChars(cp));
    String status = uts46Status(text);
    String mapping = status.equals(MAPPED) ? UTS46.toUnicode(text).output() : null;
    return new CodePointRecord(
        null,
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
        List.of());
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

  private static boolean isContextO(ProblemCode code) {
    return code instanceof IdnaError e && e.category() == IdnaError.Category.CONTEXTO;
  }

  /** The RFC 5892 derived property, from what IDNA2008 registration says of the code point. */
  static String idna2008(int cp, String text) {
    Set<IdnaError> errors = IDNA2008.toAscii(text).errors();
    if (errors.stream().anyMatch(REFUSED::contains)) {
      return UCharacter.getType(cp) == UCharacterCategory.UNASSIGNED ? UNASSIGNED : DISALLOWED_2008;
    }
    if (errors.contains(IdnaError.CONTEXTJ_ZWJ) || errors.contains(IdnaError.CONTEXTJ_ZWNJ)) {
      return CONTEXTJ;
    }
    if (errors.stream().anyMatch(CodePoints::isContextO)) {
      return CONTEXTO;
    }
    if (UCharacter.getType(cp) == UCharacterCategory.DECIMAL_DIGIT_NUMBER) {
      for (String other : DIGIT_PROBES) {
        if (IDNA2008.toAscii(text + other).errors().stream().anyMatch(CodePoints::isContextO)) {
          return CONTEXTO;
        }
      }
    }
    return PVALID;
  }
}
