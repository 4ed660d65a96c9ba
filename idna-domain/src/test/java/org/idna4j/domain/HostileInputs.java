package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.ProblemCode;

/**
 * The hostile inputs of the matrix tests: every preset, and every kind of input that yields one
 * problem per character (or per few characters), with the problem each preset must report for each
 * repetition according to the rule it breaks. Shared by {@link HostileInputMatrixTest} (1,000,000
 * characters) and {@link TenMillionCharNamesTest} (10,000,000 characters, 256 MB).
 */
final class HostileInputs {

  private HostileInputs() {}

  /** The presets, and registration with the UTS #39 checks, by name. */
  static Map<String, Idna> presets() {
    Map<String, Idna> m = new LinkedHashMap<>();
    m.put("uts46", Idna.uts46());
    m.put("lookup", Idna.lookup());
    m.put("whatwgUrl", Idna.whatwgUrl());
    m.put("transitional", Idna.transitional());
    m.put("registration", Idna.registration());
    m.put("idna2003", Idna.idna2003());
    m.put(
        "registration+checkConfusables",
        Idna.of(IdnaProfile.registration().toBuilder().checkConfusables(true).build()));
    return m;
  }

  private static final Set<String> UTS46 = Set.of("uts46", "lookup", "whatwgUrl", "transitional");

  /** The UTS #46 presets that keep ZWJ and ZWNJ (transitional processing maps them away, §4). */
  private static final Set<String> NONTRANSITIONAL = Set.of("uts46", "lookup", "whatwgUrl");

  /** The UTS #46 presets with UseSTD3ASCIIRules and VerifyDnsLength (whatwgUrl has neither). */
  private static final Set<String> STD3_DNS = Set.of("uts46", "lookup", "transitional");

  private static final Set<String> REGISTRATION =
      Set.of("registration", "registration+checkConfusables");
  private static final Set<String> IDNA2003 = Set.of("idna2003");

  /**
   * One kind of hostile input: a unit repeated to the wanted length, and for some presets and
   * directions the error each repetition must cause, at code-point offset {@code first + k * step}
   * for the k-th repetition.
   */
  record Kind(String name, String unit, int first, int step, List<Expectation> expectations) {

    /** The input of about {@code chars} chars: the unit repeated. */
    String input(int chars) {
      return unit.repeat(chars / unit.length());
    }

    /** The error each repetition causes under this preset and direction, or null. */
    ProblemCode expected(String preset, boolean toAscii) {
      for (Expectation e : expectations) {
        if (e.presets().contains(preset) && (toAscii ? e.ascii() : e.unicode())) {
          return e.error();
        }
      }
      return null;
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /** An error expected under some presets, in one or both directions. */
  record Expectation(Set<String> presets, boolean ascii, boolean unicode, ProblemCode error) {}

  private static Expectation both(Set<String> presets, ProblemCode error) {
    return new Expectation(presets, true, true, error);
  }

  private static Set<String> union(Set<String> a, Set<String> b) {
    java.util.HashSet<String> u = new java.util.HashSet<>(a);
    u.addAll(b);
    return u;
  }

  private static Kind kind(String name, String unit, int first, int step, Expectation... e) {
    return new Kind(name, unit, first, step, List.of(e));
  }

  /** Every kind, with the rule each expected error comes from. */
  static List<Kind> kinds() {
    Set<String> idna2008 = union(UTS46, REGISTRATION);
    List<Kind> k = new ArrayList<>();
    // UTS #46 §4.1 criterion 7 (IDNA Mapping Table: disallowed); RFC 5892 §2 (DISALLOWED)
    k.add(kind("disallowed U+2488", "\u2488", 0, 1, both(idna2008, IdnaError.DISALLOWED)));
    // Unassigned (U+0378): disallowed in UTS #46, RFC 5892 §2.10, RFC 3454 Table A.1
    k.add(
        kind(
            "unassigned U+0378",
            "\u0378",
            0,
            1,
            both(idna2008, IdnaError.DISALLOWED),
            both(IDNA2003, IdnaError.NAMEPREP_UNASSIGNED)));
    // A lone surrogate is not a scalar value: disallowed; RFC 3454 Table C.5 (prohibited)
    k.add(
        kind(
            "lone surrogates",
            "\uD800",
            0,
            1,
            both(idna2008, IdnaError.DISALLOWED),
            both(IDNA2003, IdnaError.NAMEPREP_PROHIBITED)));
    // U+FFFD: disallowed in UTS #46 and RFC 5892; RFC 3454 Table C.6 (prohibited)
    k.add(
        kind(
            "U+FFFD",
            "\uFFFD",
            0,
            1,
            both(idna2008, IdnaError.DISALLOWED),
            both(IDNA2003, IdnaError.NAMEPREP_PROHIBITED)));
    // Emoji: valid (NV8) in UTS #46, DISALLOWED by RFC 5892 §2, unassigned in Unicode 3.2
    k.add(
        kind(
            "emoji",
            "\uD83D\uDE00",
            0,
            1,
            both(REGISTRATION, IdnaError.DISALLOWED),
            both(IDNA2003, IdnaError.NAMEPREP_UNASSIGNED)));
    // RFC 5892 Appendix A.2 (CONTEXTJ): ZWJ needs a virama before it
    k.add(
        kind(
            "ZWJ",
            "\u200D",
            0,
            1,
            both(union(NONTRANSITIONAL, REGISTRATION), IdnaError.CONTEXTJ_ZWJ)));
    // RFC 5892 Appendix A.1 (CONTEXTJ): ZWNJ needs a virama or a joining context
    k.add(
        kind(
            "ZWNJ",
            "\u200C",
            0,
            1,
            both(union(NONTRANSITIONAL, REGISTRATION), IdnaError.CONTEXTJ_ZWNJ)));
    // RFC 5892 Appendix A.3-A.9 (CONTEXTO), applied by registration (RFC 5891 §4.2.3.3)
    k.add(
        kind("A.3 middle dot", "\u00B7", 0, 1, both(REGISTRATION, IdnaError.CONTEXTO_MIDDLE_DOT)));
    k.add(
        kind(
            "A.4 keraia before Latin",
            "\u0375a",
            0,
            2,
            both(REGISTRATION, IdnaError.CONTEXTO_GREEK_KERAIA)));
    k.add(
        kind(
            "A.5 geresh after Latin",
            "a\u05F3",
            1,
            2,
            both(REGISTRATION, IdnaError.CONTEXTO_HEBREW_GERESH)));
    k.add(
        kind(
            "A.6 gershayim after Latin",
            "a\u05F4",
            1,
            2,
            both(REGISTRATION, IdnaError.CONTEXTO_HEBREW_GERSHAYIM)));
    k.add(
        kind(
            "A.7 katakana middle dot alone",
            "\u30FB",
            0,
            1,
            both(REGISTRATION, IdnaError.CONTEXTO_KATAKANA_MIDDLE_DOT)));
    k.add(
        kind(
            "A.8 arabic-indic with extended",
            "\u0660\u06F0",
            0,
            2,
            both(REGISTRATION, IdnaError.CONTEXTO_ARABIC_INDIC_DIGITS)));
    k.add(
        kind(
            "A.9 extended with arabic-indic",
            "\u06F0\u0660",
            0,
            2,
            both(REGISTRATION, IdnaError.CONTEXTO_EXTENDED_ARABIC_INDIC_DIGITS)));
    // RFC 5893 §2 rule 2: an L character ('a') in an RTL label
    k.add(kind("Bidi mix", "\u05D0a", 1, 2, both(idna2008, IdnaError.BIDI_RTL_CHARACTER)));
    // UTS #46 §4.1 criterion 6; RFC 5891 §4.2.3.2: every label begins with a combining mark
    k.add(
        kind(
            "leading combining marks",
            "\u0301.",
            0,
            2,
            both(idna2008, IdnaError.LEADING_COMBINING_MARK)));
    // UseSTD3ASCIIRules (RFC 1123 §2.1); RFC 5891 §4.2.3.1
    k.add(
        kind(
            "STD3 characters",
            "!",
            0,
            1,
            both(union(STD3_DNS, REGISTRATION), IdnaError.NON_LDH_ASCII)));
    // URL Standard §3.2 forbidden domain code point, §3.3 domain parser step 8 (whatwgUrl);
    // elsewhere a non-LDH ASCII character (UseSTD3ASCIIRules)
    k.add(
        kind(
            "forbidden domain code points",
            "%",
            0,
            1,
            new Expectation(
                Set.of("whatwgUrl"), true, false, UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT),
            both(union(STD3_DNS, REGISTRATION), IdnaError.NON_LDH_ASCII)));
    // RFC 5892 §2.2: upper case is DISALLOWED, and registration takes no mapping
    k.add(kind("capitals", "A", 0, 1, both(REGISTRATION, IdnaError.DISALLOWED)));
    // UTS #46 §4.2 step 4 (VerifyDnsLength), RFC 3490 §4.1 step 8: empty labels; in ToUnicode
    // the X4_2 status of IdnaTestV2.txt
    Set<String> dns = union(union(STD3_DNS, REGISTRATION), IDNA2003);
    k.add(
        kind(
            "dots",
            ".",
            0,
            1,
            new Expectation(dns, true, false, IdnaError.EMPTY_LABEL),
            new Expectation(STD3_DNS, false, true, IdnaError.EMPTY_LABEL_TO_UNICODE)));
    k.add(
        kind(
            "a..",
            "a..",
            2,
            3,
            new Expectation(dns, true, false, IdnaError.EMPTY_LABEL),
            new Expectation(STD3_DNS, false, true, IdnaError.EMPTY_LABEL_TO_UNICODE)));
    // UTS #46 §4 step 4.2, RFC 3492 §6.2: Punycode overflow; IDNA2003 decodes in ToUnicode only
    k.add(
        kind(
            "xn-- labels that fail to decode",
            "xn--99999999.",
            4,
            13,
            both(idna2008, IdnaError.INVALID_PUNYCODE),
            new Expectation(IDNA2003, false, true, IdnaError.INVALID_PUNYCODE)));
    return k;
  }

  /**
   * The most problems a capped result lists: the cap, the first of every other error, the marker.
   */
  static final int MOST_LISTED =
      IdnaProblem.MAX_LISTED + IdnaError.values().length + UrlDomainError.values().length + 1;

  /**
   * The assertions every case makes: the list is bounded; a truncated list ends with the marker
   * carrying the count, an untruncated one has no marker; the expected error, if any, is reported
   * for the first repetitions at their offsets, and the list was truncated.
   */
  static void check(Kind kind, String preset, boolean toAscii, DomainResult r) {
    assertThat(r.output()).isNotNull();
    // Under whatwgUrl the URL Standard's domain parser passes an ASCII host through and domain
    // to Unicode never fails: their problems are non-fatal validation errors, listed (and
    // capped) as nonFatalProblems(), which has no count of its own beside the marker's detail.
    boolean nonFatal = r.problems().isEmpty() && !r.nonFatalProblems().isEmpty();
    List<IdnaProblem> problems = nonFatal ? r.nonFatalProblems() : r.problems();
    assertThat(problems).hasSizeLessThanOrEqualTo(MOST_LISTED);
    long markers = problems.stream().filter(p -> p.error() == IdnaError.TOO_MANY_PROBLEMS).count();
    boolean truncated = nonFatal ? markers > 0 : r.omittedProblems() > 0;
    if (truncated) {
      assertThat(markers).isEqualTo(1);
      IdnaProblem last = problems.get(problems.size() - 1);
      assertThat(last.error()).isEqualTo(IdnaError.TOO_MANY_PROBLEMS);
      assertThat(last.labelIndex()).isEmpty();
      assertThat(last.detail())
          .matches(
              nonFatal
                  ? "[1-9][0-9]* more problems not listed.*"
                  : r.omittedProblems() + " more problems not listed.*");
      assertThat(problems.size()).isGreaterThan(IdnaProblem.MAX_LISTED);
    } else {
      assertThat(markers).isZero();
    }
    ProblemCode expected = kind.expected(preset, toAscii);
    if (expected != null) {
      assertThat(problems)
          .extracting(IdnaProblem::error)
          .contains(expected, IdnaError.TOO_MANY_PROBLEMS);
      assertThat(truncated).isTrue();
      List<Integer> offsets =
          problems.stream()
              .filter(p -> p.error() == expected)
              .limit(5)
              .map(IdnaProblem::offset)
              .toList();
      List<Integer> wanted = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        wanted.add(kind.first() + i * kind.step());
      }
      assertThat(offsets).isEqualTo(wanted);
    }
  }
}
