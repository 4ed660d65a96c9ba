package org.idna4j.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * RFC 5892 Appendix A.3 to A.9 (CONTEXTO) end to end, through the public registration profile (RFC
 * 5891 §5.4) and through UTS #46 with {@code checkContextO(true)}: for each rule a name where it
 * holds and a name where it does not, with the rule's own error at the offset of the CONTEXTO code
 * point. The error codes C3 to C9 extend IdnaTestV2's "Cn = RFC 5892 Appendix A.n" convention;
 * IdnaTestV2.txt itself has no CONTEXTO test.
 */
class Rfc5892AppendixATest {

  private static final Idna REGISTRATION = Idna.registration();
  private static final Idna UTS46_WITH_CONTEXTO =
      Idna.of(IdnaProfile.uts46().toBuilder().checkContextO(true).build());

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // rule | name                     | offset of the CONTEXTO code point, -1 when the rule
        // holds
        "C3 | col\u00B7lecci\u00F3.cat     | -1",
        "C3 | ca\u00B7t.cat                | 2",
        "C4 | \u0375\u03B1\u03B2.gr         | -1",
        "C4 | \u03B1\u03B2\u0375.gr         | 2",
        "C5 | \u05D0\u05F3\u05D1.il         | -1",
        "C5 | a\u05F3.example              | 1",
        "C6 | \u05E6\u05D4\u05F4\u05DC.il   | -1",
        "C6 | \u05F4\u05D0.il              | 0",
        "C7 | \u30A2\u30FB\u30A4.jp         | -1",
        "C7 | ab\u30FBcd.jp                | 2",
        "C8 | \u0628\u0661\u0662.eg         | -1",
        "C8 | \u0628\u0661\u06F2.eg         | 1",
        "C9 | \u067E\u06F1\u06F2.ir         | -1",
        "C9 | \u067E\u0661\u06F2.ir         | 2",
      })
  void contextORule(String code, String name, int offset) {
    for (Idna idna : new Idna[] {REGISTRATION, UTS46_WITH_CONTEXTO}) {
      DomainResult result = idna.toAscii(name);
      if (offset < 0) {
        assertThat(result.problems()).as("%s %s", idna, name).isEmpty();
      } else {
        assertThat(result.problems())
            .as("%s %s", idna, name)
            .filteredOn(p -> p.error() == RULES.get(code))
            .extracting(IdnaProblem::offset)
            .containsExactly(offset);
        assertThat(result.errors())
            .as("%s", idna)
            .allMatch(
                e ->
                    e instanceof IdnaError i
                        && (i.category() == IdnaError.Category.CONTEXTO
                            || i.category() == IdnaError.Category.BIDI));
      }
    }
    assertThat(Idna.uts46().toAscii(name).errors())
        .as("UTS #46 does not check CONTEXTO by default")
        .noneMatch(e -> e.name().startsWith("CONTEXTO_"));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "C3, CONTEXTO_MIDDLE_DOT",
    "C4, CONTEXTO_GREEK_KERAIA",
    "C5, CONTEXTO_HEBREW_GERESH",
    "C6, CONTEXTO_HEBREW_GERSHAYIM",
    "C7, CONTEXTO_KATAKANA_MIDDLE_DOT",
    "C8, CONTEXTO_ARABIC_INDIC_DIGITS",
    "C9, CONTEXTO_EXTENDED_ARABIC_INDIC_DIGITS"
  })
  void oneErrorPerRule(String code, IdnaError error) {
    assertThat(RULES).containsEntry(code, error);
    // IdnaTestV2.txt defines "Cn for ContextJ" only (C1, C2): CONTEXTO has no UTS #46 code
    assertThat(error.uts46Code()).isEmpty();
  }

  /** "Cn" is RFC 5892 Appendix A.n here, the convention IdnaTestV2.txt uses for A.1 and A.2. */
  private static final java.util.Map<String, IdnaError> RULES =
      java.util.Map.of(
          "C3", IdnaError.CONTEXTO_MIDDLE_DOT,
          "C4", IdnaError.CONTEXTO_GREEK_KERAIA,
          "C5", IdnaError.CONTEXTO_HEBREW_GERESH,
          "C6", IdnaError.CONTEXTO_HEBREW_GERSHAYIM,
          "C7", IdnaError.CONTEXTO_KATAKANA_MIDDLE_DOT,
          "C8", IdnaError.CONTEXTO_ARABIC_INDIC_DIGITS,
          "C9", IdnaError.CONTEXTO_EXTENDED_ARABIC_INDIC_DIGITS);
}
