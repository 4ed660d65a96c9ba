package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link Idna#whatwgUrl()}, {@link Idna#whatwgUrlStrict()} and {@link Idna#whatwgValidDomain}
 * against the WHATWG URL Standard (whatwg/url {@code url.bs} at 6ae84860, 2026-07-02): §3.3 "IDNA"
 * (domain parser, domain to Unicode), §3.2 "Host miscellaneous" (forbidden domain code points),
 * §3.4 "Host writing" (valid domain) and §3.5 (ends in a number checker), with the examples the
 * standard and its 2026 change give.
 */
class WhatwgUrlTest {

  private static final Idna URL = Idna.whatwgUrl();
  private static final Idna STRICT = Idna.whatwgUrlStrict();

  /**
   * URL Standard §3.2, written out from the text: the forbidden host code points U+0000, TAB, LF,
   * CR, SPACE, # / : < > ? @ [ \ ] ^ |, then C0 controls (U+0000..U+001F), % and DELETE.
   */
  private static final String FORBIDDEN_HOST = "\u0000\t\n\r #/:<>?@[\\]^|";

  private static boolean forbiddenBySpec(char c) {
    return FORBIDDEN_HOST.indexOf(c) >= 0 || c <= 0x1F || c == '%' || c == 0x7F;
  }

  // ------------------------------------------------------------------ the standard's examples

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "xn--a, xn--a",
    "xn--a.xn--zca, xn--a.xn--zca",
    "xn--1ug.example, xn--1ug.example",
    "xn--8i7caa, xn--8i7caa",
    "XN--A.Example, xn--a.example",
  })
  void asciiNamesPassThroughLowercasedWhateverToAsciiSays(String input, String expected) {
    DomainResult r = URL.toAscii(input);
    assertThat(r.isValid()).isTrue();
    assertThat(r.output()).isEqualTo(expected);
    assertThat(r.problems()).isEmpty();
    // the strict ToASCII run failed: its errors are the validation errors, visible but not fatal
    assertThat(r.nonFatalProblems()).isNotEmpty();
    assertThat(STRICT.toAscii(input).isValid()).isFalse();
    assertThat(r.nonFatalProblems()).isEqualTo(STRICT.toAscii(input).problems());
  }

  @Test
  void aNonAsciiNameTakesToAsciiAndFailsOnAFakeALabel() {
    DomainResult r = URL.toAscii("xn--a.ß");
    assertThat(r.isValid()).isFalse();
    assertThat(r.errors()).containsExactly(IdnaError.DISALLOWED); // "xn--a" decodes to U+0080
    assertThat(r.problems().get(0).labelIndex()).hasValue(0);
  }

  @Test
  void xn8i7caaDecodesToMappedFullWidthLettersAndIsKept() {
    assertThat(URL.toAscii("xn--8i7caa").output()).isEqualTo("xn--8i7caa");
    assertThat(URL.toAscii("xn--8i7caa").nonFatalProblems())
        .extracting(IdnaProblem::error)
        .containsOnly(IdnaError.DISALLOWED);
    // domain to Unicode returns the input when ToUnicode records an error, so the two round-trip
    DomainResult u = URL.toUnicode("xn--8i7caa");
    assertThat(u.output()).isEqualTo("xn--8i7caa");
    assertThat(u.isValid()).isTrue();
    assertThat(u.nonFatalProblems()).isNotEmpty();
  }

  /**
   * Domain parser step 5: every kind of invalid {@code xn--} label, as an ASCII name, passes
   * through.
   */
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({
    "xn--, EMPTY_PUNYCODE",
    "xn--ls8h=, INVALID_PUNYCODE",
    "xn--0, INVALID_PUNYCODE",
    "xn--abc-, ASCII_ONLY_PUNYCODE",
    "xn--8i7caa, DISALLOWED",
    "xn--a, DISALLOWED",
    "xn--1ug, CONTEXTJ_ZWJ",
    "xn--xn--a-fsa, XN_PREFIX_IN_U_LABEL",
  })
  void everyKindOfInvalidALabelPassesThroughAsAsciiButNotStrictly(String label, IdnaError error) {
    for (String name :
        new String[] {
          label, label + ".example", "www." + label.toUpperCase(java.util.Locale.ROOT)
        }) {
      DomainResult r = URL.toAscii(name);
      assertThat(r.isValid()).as(name).isTrue();
      assertThat(r.output()).isEqualTo(name.toLowerCase(java.util.Locale.ROOT));
      assertThat(r.nonFatalProblems()).extracting(IdnaProblem::error).as(name).contains(error);
      assertThat(STRICT.toAscii(name).errors()).as(name).contains(error);
      assertThat(Idna.whatwgValidDomain(name).isValid()).as(name).isFalse();
      // the same label in a name that is not ASCII takes ToASCII, which fails
      DomainResult mixed = URL.toAscii(name + ".ü");
      assertThat(mixed.isValid()).as(name + ".ü").isFalse();
      assertThat(mixed.errors()).as(name + ".ü").contains(error);
    }
  }

  /**
   * RFC 5891 §5.4 non-canonical A-labels: under UTS #46 the label is mapped (lowercased) before it
   * is decoded, so {@code XN--BCHER-KVA} is canonical by then; the ASCII pass-through lowercases
   * it, which is the same A-label.
   */
  @Test
  void anUpperCaseALabelIsLowercased() {
    assertThat(URL.toAscii("XN--BCHER-KVA.DE").output()).isEqualTo("xn--bcher-kva.de");
    assertThat(URL.toAscii("XN--BCHER-KVA.DE").nonFatalProblems()).isEmpty();
    assertThat(STRICT.toAscii("XN--BCHER-KVA.DE").output()).isEqualTo("xn--bcher-kva.de");
  }

  // ------------------------------------------------------------------ validation errors visible

  @Test
  void validationErrorsThatDoNotFailAreNonFatalProblems() {
    DomainResult r = URL.toAscii("ab--c.example");
    assertThat(r.isValid()).isTrue();
    assertThat(r.output()).isEqualTo("ab--c.example");
    assertThat(r.nonFatalProblems())
        .extracting(IdnaProblem::error)
        .containsExactly(IdnaError.HYPHEN_3_4);
    assertThat(r.nonFatalProblems().get(0).offset()).isEqualTo(2);

    DomainResult u = URL.toAscii("bü_.example"); // not ASCII: ToASCII with relaxed flags succeeds
    assertThat(u.isValid()).isTrue();
    assertThat(u.output())
        .isEqualTo("xn--" + org.idna4j.punycode.Punycode.encode("bü_") + ".example");
    assertThat(u.nonFatalProblems())
        .extracting(IdnaProblem::error)
        .containsExactly(IdnaError.NON_LDH_ASCII);
    assertThat(u.nonFatalProblems().get(0).offset()).isEqualTo(2);

    DomainResult longName = URL.toAscii("a".repeat(64) + ".example");
    assertThat(longName.isValid()).isTrue();
    assertThat(longName.nonFatalProblems())
        .extracting(IdnaProblem::error)
        .containsExactly(IdnaError.LABEL_TOO_LONG);
    assertThat(URL.toAscii("example.com.").nonFatalProblems())
        .extracting(IdnaProblem::error)
        .containsExactly(IdnaError.EMPTY_LABEL);
  }

  @Test
  void aNameValidUnderStrictToAsciiHasNoProblemsAtAll() {
    for (String name :
        new String[] {"example.com", "Bücher.example", "faß.de", "xn--bcher-kva.example"}) {
      DomainResult r = URL.toAscii(name);
      assertThat(r.isValid()).isTrue();
      assertThat(r.problems()).isEmpty();
      assertThat(r.nonFatalProblems()).isEmpty();
      assertThat(r).isEqualTo(STRICT.toAscii(name));
    }
    assertThat(URL.toAscii("faß.de").output()).isEqualTo("xn--fa-hia.de");
    String plain = "www.example.com";
    assertThat(URL.toAscii(plain).output()).isSameAs(plain);
  }

  @Test
  void aFailureKeepsItsNonFatalProblemsApart() {
    DomainResult r =
        URL.toAscii("ab--c.a\u200Db.ü"); // CONTEXTJ fails ToASCII; HYPHEN_3_4 only strictly
    assertThat(r.isValid()).isFalse();
    assertThat(r.errors()).containsExactly(IdnaError.CONTEXTJ_ZWJ);
    assertThat(r.nonFatalProblems())
        .extracting(IdnaProblem::error)
        .containsExactly(IdnaError.HYPHEN_3_4);
    assertThat(r.toString()).contains("nonFatalProblems=");
  }

  // ------------------------------------------------------------------ empty and forbidden

  @Test
  void anEmptyResultFails() {
    for (String name : new String[] {"", "\u00AD", "\u00AD\u200B"}) {
      DomainResult r = URL.toAscii(name);
      assertThat(r.isValid()).as(name).isFalse();
      assertThat(r.output()).isEmpty();
      assertThat(r.errors()).containsExactly(IdnaError.EMPTY_NAME);
    }
    // not empty: the root and empty labels are kept as they are
    assertThat(URL.toAscii(".").output()).isEqualTo(".");
    assertThat(URL.toAscii(".").isValid()).isTrue();
    assertThat(URL.toAscii("a..b").output()).isEqualTo("a..b");
    assertThat(URL.toAscii("a..b").isValid()).isTrue();
  }

  /** Every ASCII code point one by one: forbidden exactly when the URL Standard's list says so. */
  @TestFactory
  Stream<DynamicTest> eachAsciiCodePointIsForbiddenExactlyWhenTheStandardSaysSo() {
    List<DynamicTest> tests = new ArrayList<>();
    for (char c = 0; c < 0x80; c++) {
      if (c == '.') {
        continue; // the label separator
      }
      char cp = c;
      tests.add(
          DynamicTest.dynamicTest(
              String.format("U+%04X", (int) c),
              () -> {
                String name = "a" + cp + "b.example";
                DomainResult r = URL.toAscii(name);
                if (forbiddenBySpec(cp)) {
                  assertThat(r.isValid()).isFalse();
                  assertThat(r.problems())
                      .containsExactly(
                          new IdnaProblem(
                              UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT,
                              0,
                              1,
                              String.format("U+%04X is a forbidden domain code point", (int) cp)));
                  assertThat(UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT.uts46Code()).isEmpty();
                  // the same code point in a name that is not ASCII: ToASCII keeps it, then step 8
                  // fails
                  assertThat(URL.toAscii("ü" + cp + "b").errors())
                      .contains(UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT);
                } else {
                  assertThat(r.isValid()).isTrue();
                  assertThat(r.output()).isEqualTo(name.toLowerCase(java.util.Locale.ROOT));
                  assertThat(URL.toAscii("ü" + cp + "b").errors())
                      .doesNotContain(UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT);
                }
              }));
    }
    return tests.stream();
  }

  @Test
  void theForbiddenListHasTheStandardsSize() {
    int n = 0;
    for (char c = 0; c < 0x80; c++) {
      n += forbiddenBySpec(c) ? 1 : 0;
    }
    // 32 C0 controls, SPACE, DELETE and # % / : < > ? @ [ \ ] ^ |
    assertThat(n).isEqualTo(32 + 2 + 13);
  }

  @Test
  void aForbiddenCodePointProducedByMappingFailsAtItsLabel() {
    DomainResult r = URL.toAscii("ok.a\uFF1Ab"); // FULLWIDTH COLON maps to ':'
    assertThat(r.isValid()).isFalse();
    assertThat(r.output()).isEqualTo("ok.a:b");
    assertThat(r.problems())
        .extracting(
            IdnaProblem::error,
            p -> p.labelIndex().orElse(IdnaProblem.NAME_LEVEL),
            IdnaProblem::offset)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT, 1, 3));
    assertThat(URL.toAscii("\u2100").output()).isEqualTo("a/c"); // ACCOUNT OF maps to "a/c"
    assertThat(URL.toAscii("\u2100").errors())
        .containsExactly(UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT);
    // NFC composes '<' and U+0338 into U+226E: no forbidden code point is left (wpt toascii.json)
    assertThat(URL.toAscii("<\u0338").output()).isEqualTo("xn--gdh");
    assertThat(URL.toAscii("<\u0338").isValid()).isTrue();
    // the example of the URL Standard's domain-to-ASCII validation error
    assertThat(URL.toAscii("exa#mple.org").errors())
        .containsExactly(UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT);
  }

  @Test
  void fatalProblemsStayInInputOrder() {
    // label 0: a forbidden code point; label 1: a CONTEXTJ failure of ToASCII; then the name
    DomainResult r = URL.toAscii("a b.a\u200Db.ü" + ".x".repeat(130));
    assertThat(r.problems())
        .extracting(IdnaProblem::error)
        .containsExactly(UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT, IdnaError.CONTEXTJ_ZWJ);
    assertThat(r.problems()).extracting(IdnaProblem::offset).isSorted();
  }

  @Test
  void aForbiddenCodePointIsReportedAtItsCodePointOffset() {
    DomainResult r = URL.toAscii("\uD83D\uDE00.a b"); // the emoji is one code point
    assertThat(r.problems())
        .extracting(
            IdnaProblem::error,
            p -> p.labelIndex().orElse(IdnaProblem.NAME_LEVEL),
            IdnaProblem::offset)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT, 1, 3));
  }

  // ------------------------------------------------------------------ strict and valid domain

  @Test
  void strictIsToAsciiWithEveryCheck() {
    assertThat(STRICT.toAscii("xn--a").isValid()).isFalse();
    assertThat(STRICT.toAscii("ab--c").errors()).containsExactly(IdnaError.HYPHEN_3_4);
    assertThat(STRICT.toAscii("a_b").errors()).containsExactly(IdnaError.NON_LDH_ASCII);
    assertThat(STRICT.toAscii("example.com.").errors()).containsExactly(IdnaError.EMPTY_LABEL);
    assertThat(STRICT.toAscii("Bücher.example").output()).isEqualTo("xn--bcher-kva.example");
    assertThat(STRICT.toAscii("Bücher.example").nonFatalProblems()).isEmpty();
    // beStrict = true is UTS #46 ToASCII with the flags of IdnaTestV2.txt
    for (String name : new String[] {"a.b", "ab--c", "xn--a", "a..b", "a\u200Db", "exa#mple", ""}) {
      assertThat(STRICT.toAscii(name)).isEqualTo(Idna.uts46().toAscii(name));
    }
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({
    "example.com, true",
    "Bücher.example, true",
    "123.example, true",
    "example.0xg, true",
    "example.123, false",
    "1.2.3.4, false",
    "example.09, false",
    "example.0x, false",
    "example.0X1F, false",
    "xn--a.example, false",
    "ab--c.example, false",
    "exa#mple.org, false",
  })
  void validDomain(String input, boolean valid) {
    DomainResult r = Idna.whatwgValidDomain(input);
    assertThat(r.isValid()).isEqualTo(valid);
    if (!valid && STRICT.toAscii(input).isValid()) {
      assertThat(r.errors()).containsExactly(UrlDomainError.ENDS_IN_A_NUMBER);
      IdnaProblem p = r.problems().get(0);
      int last = input.lastIndexOf('.') + 1;
      assertThat(p.offset()).isEqualTo(last);
      assertThat(p.labelIndex()).hasValue((int) input.chars().filter(ch -> ch == '.').count());
    }
  }

  // ------------------------------------------------------------------ domain to Unicode

  @Test
  void domainToUnicode() {
    assertThat(URL.toUnicode("xn--bcher-kva.example").output()).isEqualTo("bücher.example");
    assertThat(URL.toUnicode("xn--bcher-kva.example").nonFatalProblems()).isEmpty();
    // CheckHyphens and UseSTD3ASCIIRules are off: no error, the labels as they are
    assertThat(URL.toUnicode("ab--c.a_b").output()).isEqualTo("ab--c.a_b");
    assertThat(URL.toUnicode("ab--c.a_b").nonFatalProblems()).isEmpty();
    // an error anywhere: the whole input comes back unchanged, and never a failure
    for (String name : new String[] {"xn--a", "xn--zca.xn--a", "xn--1ug.example", "xn--8i7caa"}) {
      DomainResult r = URL.toUnicode(name);
      assertThat(r.output()).as(name).isEqualTo(name);
      assertThat(r.isValid()).isTrue();
      assertThat(r.nonFatalProblems()).isNotEmpty();
      assertThat(STRICT.toUnicode(name)).isEqualTo(r);
    }
    String same = "example.com";
    assertThat(URL.toUnicode(same).output()).isSameAs(same);
  }

  @Test
  void theDomainParserAndDomainToUnicodeRoundTrip() {
    for (String name :
        new String[] {"xn--8i7caa", "xn--a.example", "bücher.example", "ab--c.xn--zca"}) {
      String ascii = URL.toAscii(name).output();
      String unicode = URL.toUnicode(ascii).output();
      assertThat(URL.toAscii(unicode).output()).as(name).isEqualTo(ascii);
    }
  }

  // ------------------------------------------------------------------ the steps, literally

  private static final Idna STRICT_TO_ASCII = Idna.uts46(); // beStrict = true flags, no parser
  private static final Idna RELAXED_TO_ASCII =
      Idna.of(
          IdnaProfile.whatwgUrl().toBuilder()
              .urlDomainParser(IdnaProfile.UrlDomainParser.NONE)
              .build());

  /**
   * The domain parser (beStrict = false) step by step as §3.3 writes it, with plain ToASCII
   * converters and no shortcut: whether it succeeds, and its result.
   */
  private static String[] literally(String domain) {
    boolean ascii = domain.chars().allMatch(c -> c < 0x80);
    String result;
    boolean ok = true;
    if (ascii) {
      result = domain.toLowerCase(java.util.Locale.ROOT); // ASCII only: ASCII lowercase
    } else {
      DomainResult r = RELAXED_TO_ASCII.toAscii(domain);
      ok = r.isValid();
      result = r.output();
    }
    ok &= !result.isEmpty() && result.chars().noneMatch(c -> forbiddenBySpec((char) c));
    return new String[] {String.valueOf(ok), result};
  }

  /** Every name of the three benchmark corpora: the engine gives what the literal steps give. */
  @ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(strings = {"mixed", "ascii", "unicode"})
  void theEngineAgreesWithTheLiteralStepsOnTheCorpora(String corpus) throws java.io.IOException {
    List<String> names;
    try (java.io.InputStream in =
        WhatwgUrlTest.class.getResourceAsStream("/corpus/" + corpus + ".txt")) {
      names =
          new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines().toList();
    }
    assertThat(names).hasSize(100_000);
    for (String name : names) {
      DomainResult r = URL.toAscii(name);
      String[] expected = literally(name);
      if (!String.valueOf(r.isValid()).equals(expected[0]) || !r.output().equals(expected[1])) {
        assertThat(new String[] {String.valueOf(r.isValid()), r.output()})
            .as(name)
            .containsExactly(expected);
      }
      // step 2: a validation error is visible exactly when the strict ToASCII run fails
      boolean anyProblem = !r.problems().isEmpty() || !r.nonFatalProblems().isEmpty();
      if (anyProblem == STRICT_TO_ASCII.toAscii(name).isValid()) {
        assertThat(anyProblem).as(name).isEqualTo(!STRICT_TO_ASCII.toAscii(name).isValid());
      }
    }
  }

  @Test
  void theEngineAgreesWithTheLiteralStepsOnHostileNames() {
    for (String name :
        new String[] {
          "",
          ".",
          "..",
          "a..b",
          "A B",
          "\u00AD",
          "a\uFF1Ab",
          "\uD800",
          "xn--",
          "XN--A.ß",
          "a.b.",
          "Ü.",
          "a\u0000",
          "%",
          "\u2100.com",
          "a b.ü",
          "-.-",
          "xn--zca.xn--a"
        }) {
      DomainResult r = URL.toAscii(name);
      assertThat(new String[] {String.valueOf(r.isValid()), r.output()})
          .as(name)
          .containsExactly(literally(name));
    }
  }

  // ------------------------------------------------------------------ profile and presets

  @Test
  void presetsAndProfiles() {
    assertThat(Idna.of(IdnaProfile.whatwgUrl())).isSameAs(URL);
    assertThat(Idna.of(IdnaProfile.whatwgUrlStrict())).isSameAs(STRICT);
    assertThat(Idna.of(IdnaProfile.Preset.WHATWG_URL_STRICT)).isSameAs(STRICT);
    assertThat(IdnaProfile.Preset.byName("whatwg-strict").profile())
        .isSameAs(IdnaProfile.whatwgUrlStrict());
    // the 2024 "domain to ASCII" is still there: the same flags without the domain parser
    Idna old =
        Idna.of(
            IdnaProfile.whatwgUrl().toBuilder()
                .urlDomainParser(IdnaProfile.UrlDomainParser.NONE)
                .build());
    assertThat(old.toAscii("xn--a").isValid()).isFalse();
    assertThat(old.toAscii("a#b").isValid()).isTrue();
  }

  @Test
  @Timeout(30)
  void aMillionCharactersWithHalfAMillionForbiddenCodePoints() {
    // Listed up to the per-name cap (IdnaProblem.MAX_LISTED), then the marker with the count
    DomainResult r = URL.toAscii("a#".repeat(500_000));
    int cap = IdnaProblem.MAX_LISTED;
    assertThat(r.problems()).hasSize(cap + 1);
    assertThat(r.problems().get(cap - 1).offset()).isEqualTo(2 * cap - 1);
    assertThat(r.problems().get(cap).error()).isEqualTo(IdnaError.TOO_MANY_PROBLEMS);
    assertThat(r.omittedProblems()).isEqualTo(500_000 - cap);
    // the strict run's own capped list (NON_LDH_ASCII per '#') keeps its marker too
    List<IdnaProblem> nonFatal = r.nonFatalProblems();
    assertThat(nonFatal).hasSizeGreaterThan(cap);
    assertThat(nonFatal.get(nonFatal.size() - 1).error()).isEqualTo(IdnaError.TOO_MANY_PROBLEMS);
  }

  @Test
  @Timeout(30)
  void aMillionCharactersOfShortNonAsciiLabels() {
    DomainResult r = URL.toAscii("ü.".repeat(500_000) + "a b");
    assertThat(r.errors()).containsExactly(UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT);
    assertThat(r.problems().get(0).offset()).isEqualTo(1_000_001);
  }

  @Test
  @Timeout(30)
  void aMillionCharactersToUnicodeAndValidDomain() {
    List<IdnaProblem> nonFatal = URL.toUnicode("xn--a.".repeat(170_000)).nonFatalProblems();
    assertThat(nonFatal).hasSize(IdnaProblem.MAX_LISTED + 1);
    assertThat(nonFatal.get(IdnaProblem.MAX_LISTED).error()).isEqualTo(IdnaError.TOO_MANY_PROBLEMS);
    assertThat(Idna.whatwgValidDomain("1.".repeat(500_000) + "1").errors()).isNotEmpty();
  }
}
