package org.idna4j.records;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.util.VersionInfo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.domain.UrlDomainError;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.NameRules;
import org.idna4j.label.ProblemCode;
import org.idna4j.records.CompareRecord.Difference;

/**
 * Sorts a name whose compare columns differ into the {@link Difference} classes whose cause it
 * shows. The Unicode properties (General_Category, Age, Extended_Pictographic) come from ICU4J,
 * which carries the same Unicode version as the library's tables.
 */
final class CompareClasses {

  /** IDNA2003 is defined on Unicode 3.2 (RFC 3491 §1, RFC 3454 Appendix A). */
  private static final VersionInfo UNICODE_3_2 = VersionInfo.getInstance(3, 2);

  private CompareClasses() {}

  /**
   * Adds every class whose cause {@code name} shows, or {@link Difference#OTHER}.
   *
   * @param name the compared name
   * @param results every column's result, as in the record
   * @param ours the ToASCII results of the presets
   * @param classes where to add the classes
   */
  static void classify(
      String name,
      List<CompareResultRecord> results,
      List<DomainResult> ours,
      Set<Difference> classes) {
    Set<ProblemCode> errors = new HashSet<>();
    for (DomainResult r : ours) {
      for (IdnaProblem p : r.problems()) {
        errors.add(p.error());
      }
    }
    scanCodePoints(name, classes);
    if (errors.contains(IdnaError.LABEL_TOO_LONG)
        || errors.contains(IdnaError.NAME_TOO_LONG)
        || results.stream().anyMatch(r -> r.valid() && tooLong(r.ascii()))
        || results.stream().anyMatch(r -> r.error() != null && r.error().contains("too long"))) {
      classes.add(Difference.LENGTH);
    }
    List<String> labels = labels(name);
    for (String label : labels) {
      // RFC 5891 §4.2.3.1: no hyphen first or last, none in positions 3 and 4 (but xn--)
      if (label.startsWith("-")
          || label.endsWith("-")
          || (label.length() >= 4
              && label.charAt(2) == '-'
              && label.charAt(3) == '-'
              && !label.regionMatches(true, 0, "xn", 0, 2))) {
        classes.add(Difference.HYPHEN);
      }
      if (NameRules.hasAcePrefix(label, 0)) {
        classes.add(Difference.ACE_PASS_THROUGH);
      }
    }
    if (errors.contains(IdnaError.HYPHEN_3_4)
        || errors.contains(IdnaError.LEADING_HYPHEN)
        || errors.contains(IdnaError.TRAILING_HYPHEN)) {
      classes.add(Difference.HYPHEN);
    }
    for (ProblemCode code : errors) {
      if (code instanceof IdnaError e) {
        switch (e.category()) {
          case BIDI -> classes.add(Difference.BIDI);
          case CONTEXTJ -> classes.add(Difference.CONTEXTJ);
          case CONTEXTO -> classes.add(Difference.CONTEXTO);
          default -> {}
        }
      }
    }
    if (!column(results, "registration").valid() && needsMapping(labels)) {
      classes.add(Difference.MAPPING);
    }
    CompareResultRecord whatwg = column(results, "whatwg");
    if (!whatwg.agreementKey().equals(column(results, "uts46").agreementKey())
        && (whatwg.valid()
            || whatwg.problems().stream()
                .anyMatch(
                    p -> p.error().equals(UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT.name())))) {
      classes.add(Difference.URL_STANDARD);
    }
    if (classes.isEmpty()) {
      classes.add(Difference.OTHER);
    }
  }

  /**
   * The classes found code point by code point, in the input and in its decoded form, so that xn--
   * labels are judged by what they hold.
   */
  private static void scanCodePoints(String name, Set<Difference> classes) {
    boolean nonLdhAscii = false;
    String decoded = Idna.uts46().toUnicode(name).output();
    String scanned = name + "." + decoded;
    for (int i = 0; i < scanned.length(); ) {
      boolean inInput = i < name.length();
      int cp = scanned.codePointAt(i);
      i += Character.charCount(cp);
      if (!inInput && cp == 0xFFFD) {
        continue; // ToUnicode's mark for an undecodable label, not the name's content
      }
      if (NameRules.isDeviation(cp)) {
        classes.add(Difference.DEVIATION);
      }
      if (cp < 0x80) {
        // RFC 1123 §2.1 LDH: letters, digits, hyphen (and the dot between labels)
        boolean ldh =
            (cp >= 'a' && cp <= 'z')
                || (cp >= 'A' && cp <= 'Z')
                || (cp >= '0' && cp <= '9')
                || cp == '-'
                || cp == '.';
        nonLdhAscii |= inInput && !ldh;
        continue;
      }
      int type = UCharacter.getType(cp);
      if (type == UCharacterCategory.MATH_SYMBOL
          || type == UCharacterCategory.CURRENCY_SYMBOL
          || type == UCharacterCategory.MODIFIER_SYMBOL
          || type == UCharacterCategory.OTHER_SYMBOL
          || UCharacter.hasBinaryProperty(cp, UProperty.EXTENDED_PICTOGRAPHIC)) {
        classes.add(Difference.NV8_SYMBOL);
      }
      if (type == UCharacterCategory.UNASSIGNED
          || UCharacter.getAge(cp).compareTo(UNICODE_3_2) > 0) {
        classes.add(Difference.UNASSIGNED_IN_3_2);
      }
    }
    if (nonLdhAscii) {
      classes.add(Difference.STD3_ASCII);
    }
  }

  /**
   * Whether a label is not in mapped form (upper case, full width, ...), which registration (RFC
   * 5891 §4) does not map; xn-- labels are decoded rather than mapped, so they do not count.
   */
  private static boolean needsMapping(List<String> labels) {
    for (String label : labels) {
      if (!NameRules.hasAcePrefix(label, 0)
          && !Idna.uts46().toUnicode(label).output().equals(label)) {
        return true;
      }
    }
    return false;
  }

  private static CompareResultRecord column(List<CompareResultRecord> results, String column) {
    for (CompareResultRecord r : results) {
      if (r.column().equals(column)) {
        return r;
      }
    }
    throw new IllegalStateException("no column " + column);
  }

  /** RFC 1035 §2.3.4 limits on an ASCII name: labels ≤ 63 octets, the name ≤ 253 (+ root dot). */
  static boolean tooLong(String ascii) {
    String s = ascii.endsWith(".") ? ascii.substring(0, ascii.length() - 1) : ascii;
    if (s.length() > NameRules.MAX_NAME_LENGTH) {
      return true;
    }
    int start = 0;
    for (int dot = s.indexOf('.'); ; dot = s.indexOf('.', start)) {
      int end = dot < 0 ? s.length() : dot;
      if (end - start > NameRules.MAX_LABEL_LENGTH) {
        return true;
      }
      if (dot < 0) {
        return false;
      }
      start = dot + 1;
    }
  }

  /** The labels of {@code name}, split at the four label separators of UTS #46 §4 step 3. */
  private static List<String> labels(String name) {
    List<String> labels = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < name.length(); i++) {
      if (NameRules.isLabelSeparator(name.charAt(i))) {
        labels.add(name.substring(start, i));
        start = i + 1;
      }
    }
    labels.add(name.substring(start));
    return labels;
  }
}
