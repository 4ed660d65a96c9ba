package org.idna4j.domain;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.util.VersionInfo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.NameRules;
import org.idna4j.label.ProblemCode;

/**
 * The ToASCII answers of {@code java.net.IDN} and of every preset for one name, and the {@link
 * JdkDifference} classes of a name whose answers differ ({@link JdkDifference#classify}). The
 * Unicode properties (General_Category, Age, Extended_Pictographic) come from ICU4J, which carries
 * the same Unicode version as the library's tables. Not thread-safe: one instance per name.
 */
final class JdkComparison {

  /** IDNA2003 is defined on Unicode 3.2 (RFC 3491 §1, RFC 3454 Appendix A). */
  private static final VersionInfo UNICODE_3_2 = VersionInfo.getInstance(3, 2);

  /**
   * One ToASCII answer: acceptance, the ASCII form (empty when rejected), and the message {@code
   * java.net.IDN} threw with (null for a preset, whose problems are in its result).
   */
  private record Answer(boolean valid, String ascii, String error) {
    /** Equal for two answers exactly when they agree: acceptance, and ASCII up to case. */
    String agreementKey() {
      return valid ? "=" + ascii.toLowerCase(Locale.ROOT) : "!";
    }
  }

  private final String name;
  private final List<Answer> answers = new ArrayList<>();
  private final DomainResult[] presets = new DomainResult[IdnaProfile.Preset.values().length];

  private JdkComparison(String name) {
    this.name = name;
  }

  /** Runs {@code java.net.IDN.toASCII} both ways and every preset's ToASCII on the name. */
  static JdkComparison of(String name) {
    JdkComparison c = new JdkComparison(name);
    c.answers.add(jdk(name, 0));
    c.answers.add(jdk(name, java.net.IDN.USE_STD3_ASCII_RULES));
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      DomainResult r = Idna.of(p).toAscii(name);
      c.presets[p.ordinal()] = r;
      c.answers.add(new Answer(r.isValid(), r.output(), null));
    }
    return c;
  }

  /**
   * The real {@code java.net.IDN}: its output, or its exception's message. It documents
   * IllegalArgumentException for a name it rejects; any other RuntimeException it throws is also
   * its answer for that name.
   */
  private static Answer jdk(String name, int flags) {
    try {
      return new Answer(true, java.net.IDN.toASCII(name, flags), null);
    } catch (RuntimeException e) {
      return new Answer(
          false, "", e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }
  }

  /** Whether two answers disagree. */
  boolean differ() {
    Set<String> keys = new HashSet<>();
    answers.forEach(a -> keys.add(a.agreementKey()));
    return keys.size() > 1;
  }

  /**
   * Adds every class whose cause the name shows, or {@link JdkDifference#OTHER}; nothing when the
   * answers agree.
   */
  void classify(Set<JdkDifference> classes) {
    if (!differ()) {
      return;
    }
    Set<ProblemCode> errors = new HashSet<>();
    for (DomainResult r : presets) {
      for (IdnaProblem p : r.problems()) {
        errors.add(p.error());
      }
    }
    scanCodePoints(classes);
    if (errors.contains(IdnaError.LABEL_TOO_LONG)
        || errors.contains(IdnaError.NAME_TOO_LONG)
        || answers.stream().anyMatch(a -> a.valid() && tooLong(a.ascii()))
        || answers.stream().anyMatch(a -> a.error() != null && a.error().contains("too long"))) {
      classes.add(JdkDifference.LENGTH);
    }
    List<String> labels = inputLabels();
    for (String label : labels) {
      // RFC 5891 §4.2.3.1: no hyphen first or last, none in positions 3 and 4 (but xn--)
      if (label.startsWith("-")
          || label.endsWith("-")
          || (label.length() >= 4
              && label.charAt(2) == '-'
              && label.charAt(3) == '-'
              && !label.regionMatches(true, 0, "xn", 0, 2))) {
        classes.add(JdkDifference.HYPHEN);
      }
      if (NameRules.hasAcePrefix(label, 0)) {
        classes.add(JdkDifference.ACE_PASS_THROUGH);
      }
    }
    if (errors.contains(IdnaError.HYPHEN_3_4)
        || errors.contains(IdnaError.LEADING_HYPHEN)
        || errors.contains(IdnaError.TRAILING_HYPHEN)) {
      classes.add(JdkDifference.HYPHEN);
    }
    for (ProblemCode code : errors) {
      if (code instanceof IdnaError e) {
        switch (e.category()) {
          case BIDI -> classes.add(JdkDifference.BIDI);
          case CONTEXTJ -> classes.add(JdkDifference.CONTEXTJ);
          case CONTEXTO -> classes.add(JdkDifference.CONTEXTO);
          default -> {}
        }
      }
    }
    if (!preset(IdnaProfile.Preset.REGISTRATION).isValid() && needsMapping(labels)) {
      classes.add(JdkDifference.MAPPING);
    }
    DomainResult whatwg = preset(IdnaProfile.Preset.WHATWG_URL);
    if (!answer(IdnaProfile.Preset.WHATWG_URL)
            .agreementKey()
            .equals(answer(IdnaProfile.Preset.UTS46).agreementKey())
        && (whatwg.isValid()
            || whatwg.errors().contains(UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT))) {
      classes.add(JdkDifference.URL_STANDARD);
    }
    if (classes.isEmpty()) {
      classes.add(JdkDifference.OTHER);
    }
  }

  private DomainResult preset(IdnaProfile.Preset p) {
    return presets[p.ordinal()];
  }

  private Answer answer(IdnaProfile.Preset p) {
    return answers.get(2 + p.ordinal());
  }

  /**
   * The classes found code point by code point, in the input and in its decoded form, so that xn--
   * labels are judged by what they hold.
   */
  private void scanCodePoints(Set<JdkDifference> classes) {
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
        classes.add(JdkDifference.DEVIATION);
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
        classes.add(JdkDifference.NV8_SYMBOL);
      }
      if (type == UCharacterCategory.UNASSIGNED
          || UCharacter.getAge(cp).compareTo(UNICODE_3_2) > 0) {
        classes.add(JdkDifference.UNASSIGNED_IN_3_2);
      }
    }
    if (nonLdhAscii) {
      classes.add(JdkDifference.STD3_ASCII);
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

  /**
   * The labels of the input as UTS #46 §4 step 3 splits it (at the four label separators): the
   * uts46 result's {@link DomainResult#labelSpans()}, whose code-point offsets are turned into char
   * indices walking the input once, forward.
   */
  private List<String> inputLabels() {
    List<String> labels = new ArrayList<>();
    int ch = 0; // the char index of the code-point offset cp
    int cp = 0;
    for (LabelSpan s : preset(IdnaProfile.Preset.UTS46).labelSpans()) {
      int start = name.offsetByCodePoints(ch, s.start() - cp);
      int end = name.offsetByCodePoints(start, s.end() - s.start());
      labels.add(name.substring(start, end));
      ch = end;
      cp = s.end();
    }
    return labels;
  }

  /** RFC 1035 §2.3.4 limits on an ASCII name: labels ≤ 63 octets, the name ≤ 253 (+ root dot). */
  private static boolean tooLong(String ascii) {
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
}
