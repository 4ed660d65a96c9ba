package org.idna4j.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.IdnaProfile.Preset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The explain record: every code point classified as UTS #46 and RFC 5892 spell it, problems at
 * their code-point offsets, A-labels decoded, the round trip, confusables under the profile's
 * restriction level (none for IDNA2003), non-fatal problems under {@code whatwg}, explanations as a
 * list, and records of every preset valid against the checked-in schema.
 */
class ExplainRecordTest {

  /** ASCII, U-label, A-label, non-fatal, Bidi, confusable, empty labels, hostile. */
  static final List<String> NAMES =
      List.of(
          "example.com",
          "Bü.example",
          "xn--bcher-kva.example",
          "ab--c.example",
          "exa#mple.org",
          "a\u05D0.example",
          "x.\u0430pple.com",
          "a..b",
          "",
          ".",
          "xn--a.b",
          "a\"\\\u0001\u2028\uD800.example",
          "\u0661\u06F1.example");

  static ExplainRecord explain(String name) {
    return ExplainRecord.of(null, name, Preset.LOOKUP, Preset.LOOKUP.profile());
  }

  static ExplainRecord explain(String name, Preset p) {
    return ExplainRecord.of(null, name, p, p.profile());
  }

  static CodePointRecord cp(String label, int index) {
    return explain(label).labels().get(0).codePoints().get(index);
  }

  @Test
  void everyCodePointIsDescribed() {
    ExplainRecord e = explain("Bü.example");
    List<CodePointRecord> cps = e.labels().get(0).codePoints();
    assertThat(cps).hasSize(2);
    CodePointRecord b = cps.get(0);
    assertThat(b.codePoint()).isEqualTo("U+0042");
    assertThat(b.uts46()).isEqualTo("mapped");
    assertThat(b.mapping()).isEqualTo("b");
    assertThat(b.idna2008()).isEqualTo("DISALLOWED"); // RFC 5892 §2.2 Unstable
    assertThat(b.offset()).isEqualTo(0);
    CodePointRecord u = cps.get(1);
    assertThat(u)
        .isEqualTo(
            new CodePointRecord(
                1,
                "U+00FC",
                "ü",
                "LATIN SMALL LETTER U WITH DIAERESIS",
                "Latin",
                "L",
                "valid",
                null,
                "PVALID",
                List.of()));
    assertThat(e.labels().get(1).offset()).isEqualTo(3);
    assertThat(e.labels().get(1).codePoints().get(0).offset()).isEqualTo(3);
    assertThat(e.roundTrip())
        .isEqualTo(new RoundTripRecord("xn--b-eha.example", "bü.example", true));
    assertThat(e.preset()).isEqualTo("lookup");
    assertThat(e.profile()).isEqualTo(new ProfileRecord(Preset.LOOKUP.profile()));
  }

  @Test
  void theStatusesAreSpelledAsTheirStandardsSpellThem() {
    // ß is a UTS #46 deviation and PVALID; ZWJ is CONTEXTJ; an emoji is valid in UTS #46 but
    // DISALLOWED in IDNA2008; U+0661 is CONTEXTO (RFC 5892 A.8); Hebrew alef is Bidi R.
    assertThat(cp("ß", 0).uts46()).isEqualTo("deviation");
    assertThat(cp("ß", 0).idna2008()).isEqualTo("PVALID");
    assertThat(cp("a\u200Db", 1).idna2008()).isEqualTo("CONTEXTJ");
    assertThat(cp("a\u200Db", 1).uts46()).isEqualTo("deviation");
    assertThat(cp("\uD83D\uDE00", 0).uts46()).isEqualTo("valid");
    assertThat(cp("\uD83D\uDE00", 0).idna2008()).isEqualTo("DISALLOWED");
    assertThat(cp("\uD83D\uDE00", 0).codePoint()).isEqualTo("U+1F600");
    assertThat(cp("\u0661", 0).idna2008()).isEqualTo("CONTEXTO");
    assertThat(cp("\u00B7", 0).idna2008()).isEqualTo("CONTEXTO"); // RFC 5892 A.3
    assertThat(cp("1", 0).idna2008()).isEqualTo("PVALID");
    assertThat(cp("\u05D0", 0).bidi()).isEqualTo("R");
    assertThat(cp("\u05D0", 0).script()).isEqualTo("Hebrew");
    assertThat(cp("a\u00ADb", 1).uts46()).isEqualTo("ignored"); // SOFT HYPHEN
    assertThat(cp("a\u0000b", 1).idna2008()).isEqualTo("DISALLOWED");
    assertThat(cp("a\u0000b", 1).uts46()).isEqualTo("valid"); // STD3 is a profile option
    assertThat(cp("\u0378", 0).idna2008()).isEqualTo("UNASSIGNED");
    assertThat(cp("\u0378", 0).uts46()).isEqualTo("disallowed");
  }

  @Test
  void problemsStandAtTheirCodePointOffsets() {
    ExplainRecord e = explain("x.\u0430pple-.com", Preset.UTS46);
    assertThat(e.ascii().valid()).isFalse();
    ExplainLabelRecord label = e.labels().get(1);
    assertThat(errors(label.problems())).contains("TRAILING_HYPHEN");
    CodePointRecord hyphen = label.codePoints().get(5);
    assertThat(hyphen.codePoint()).isEqualTo("U+002D");
    assertThat(hyphen.offset()).isEqualTo(7);
    assertThat(errors(hyphen.problems())).containsExactly("TRAILING_HYPHEN");
    assertThat(label.codePoints().get(0).problems()).isEmpty();
    // a problem of the whole name is a name problem, on no code point
    ExplainRecord tooLong =
        explain(
            "a".repeat(63) + "." + "b".repeat(63) + "." + "c".repeat(63) + "." + "d".repeat(63));
    assertThat(errors(tooLong.nameProblems())).containsExactly("NAME_TOO_LONG");
    assertThat(tooLong.labels())
        .allSatisfy(
            l -> assertThat(l.codePoints()).allSatisfy(c -> assertThat(c.problems()).isEmpty()));
  }

  @Test
  void labelsAreSplitAsTheProfilesStandardSplitsThem() {
    // RFC 5891 §5.2: registration takes labels as they are; U+3002 IDEOGRAPHIC FULL STOP is a
    // (DISALLOWED) character of the label there, a label separator under UTS #46 §4 step 3.
    // Found by RecordsFuzzTest: the labels were split at all four separators under every profile,
    // so registration's DISALLOWED problem fell outside the label it belongs to.
    String name = "ab\u3002c.d";
    ExplainRecord registration = explain(name, Preset.REGISTRATION);
    assertThat(registration.labels())
        .extracting(ExplainLabelRecord::input)
        .containsExactly("ab\u3002c", "d");
    CodePointRecord stop = registration.labels().get(0).codePoints().get(2);
    assertThat(stop.codePoint()).isEqualTo("U+3002");
    assertThat(errors(stop.problems())).contains("DISALLOWED");
    assertThat(explain(name, Preset.UTS46).labels())
        .extracting(ExplainLabelRecord::input)
        .containsExactly("ab", "c", "d");
  }

  @Test
  void confusablesAtTheProfilesRestrictionLevelAndNoneUnderIdna2003() {
    ExplainRecord mixed = explain("x.\u0430pple.com");
    assertThat(mixed.ascii().valid()).isTrue();
    assertThat(errors(mixed.confusables())).contains("MIXED_SCRIPT");
    assertThat(mixed.confusables().get(0).labelIndex()).isEqualTo(1);
    assertThat(explain("x.\u0430pple.com", Preset.IDNA2003).confusables()).isEmpty();
    // a Latin-Greek label is mixed script at HIGHLY_RESTRICTIVE (the default), not at
    // MINIMALLY_RESTRICTIVE (UTS #39 §5.2)
    String latinGreek = "ab\u03B3.example";
    IdnaProfile minimal =
        Preset.UTS46.profile().toBuilder()
            .restrictionLevel(org.idna4j.label.RestrictionLevel.MINIMALLY_RESTRICTIVE)
            .build();
    assertThat(errors(ExplainRecord.of(null, latinGreek, Preset.UTS46, minimal).confusables()))
        .doesNotContain("MIXED_SCRIPT");
    assertThat(errors(explain(latinGreek, Preset.UTS46).confusables())).contains("MIXED_SCRIPT");
  }

  @Test
  void anALabelIsDecodedAndOtherLabelsHaveNoDecodedCodePoints() {
    ExplainLabelRecord label = explain("xn--bcher-kva.example").labels().get(0);
    assertThat(label.unicode()).isEqualTo("bücher");
    assertThat(label.ascii()).isEqualTo("xn--bcher-kva");
    assertThat(label.decodedCodePoints()).hasSize(6);
    assertThat(label.decodedCodePoints().get(1).codePoint()).isEqualTo("U+00FC");
    assertThat(label.decodedCodePoints().get(1).offset()).isNull();
    assertThat(explain("xn--bcher-kva.example").labels().get(1).decodedCodePoints()).isEmpty();
    assertThat(explain("bücher.example").labels().get(0).decodedCodePoints()).isEmpty();
  }

  @Test
  void nonFatalProblemsOfWhatwgAreInTheConversionsAndExplained() {
    ExplainRecord e = explain("ab--c.example", Preset.WHATWG_URL);
    assertThat(e.ascii().valid()).isTrue();
    assertThat(errors(e.ascii().nonFatalProblems())).containsExactly("HYPHEN_3_4");
    assertThat(e.explanations())
        .containsExactly(new ExplanationRecord("HYPHEN_3_4", IdnaError.HYPHEN_3_4.description()));
    assertThat(e.ascii().input()).isEqualTo("ab--c.example");
    assertThat(e.unicode().profile().profile()).isEqualTo(Preset.WHATWG_URL.profile());
  }

  @Test
  void explanationsAreOnePerDistinctErrorInOrderOfFirstAppearance() {
    ExplainRecord e = explain("-a-.b-.x.\u0430pple.com", Preset.UTS46);
    List<String> explained = new ArrayList<>();
    e.explanations().forEach(x -> explained.add(x.error()));
    assertThat(explained).doesNotHaveDuplicates();
    assertThat(explained).startsWith("LEADING_HYPHEN", "TRAILING_HYPHEN").contains("MIXED_SCRIPT");
    assertThat(e.explanations())
        .allSatisfy(
            x -> assertThat(x.text()).isEqualTo(IdnaError.valueOf(x.error()).description()));
    assertThat(explain("example.com").explanations()).isEmpty();
  }

  @Test
  void anEmptyLabelIsALabelWithoutCodePoints() {
    ExplainRecord e = explain("a..b");
    assertThat(e.labels()).hasSize(3);
    ExplainLabelRecord empty = e.labels().get(1);
    assertThat(empty.input()).isEmpty();
    assertThat(empty.offset()).isEqualTo(2);
    assertThat(empty.codePoints()).isEmpty();
    assertThat(errors(empty.problems())).containsExactly("EMPTY_LABEL");
    assertThat(explain("").labels()).hasSize(1);
  }

  @Test
  void theConversionsAreTheLibrarys() {
    for (Preset p : Preset.values()) {
      for (String name : NAMES) {
        ExplainRecord e = explain(name, p);
        Idna idna = Idna.of(p);
        assertThat(e.ascii()).isEqualTo(ConversionRecord.of(name, idna.toAscii(name), p.profile()));
        assertThat(e.unicode())
            .isEqualTo(ConversionRecord.of(name, idna.toUnicode(name), p.profile()));
      }
    }
  }

  @Test
  void recordsOfEveryPresetValidate() throws IOException {
    for (Preset p : Preset.values()) {
      for (String name : NAMES) {
        ExplainRecord e = explain(name, p);
        RecordSchemaTest.assertValid(e);
        JsonNode json = RecordSchemaTest.JSON.readTree(RecordJson.toJson(e));
        // every field always present, lists never null
        for (JsonNode label : json.get("labels")) {
          assertThat(label.get("decoded_code_points").isArray()).isTrue();
        }
        assertThat(json.get("explanations").isArray()).isTrue();
      }
    }
  }

  @Test
  void formsAreNullWhenTheConversionsGiveDifferentNumbersOfLabels() {
    // RFC 3491 (NFKC) maps U+2488 to "1.": under IDNA2003 ToASCII makes two labels of one, and
    // ToUnicode keeps one; the library's label still knows both forms
    ExplainLabelRecord l = explain("\u2488com", Preset.IDNA2003).labels().get(0);
    assertThat(l.input()).isEqualTo("\u2488com");
    assertThat(l.ascii()).isNull();
    assertThat(l.unicode()).isNull();
    org.idna4j.domain.Explanation.Label k =
        org.idna4j.domain.Explanation.of("\u2488com", IdnaProfile.idna2003()).labels().get(0);
    assertThat(k.ascii()).isEqualTo("1.com");
    assertThat(k.unicode()).isEqualTo("\u2488com");
  }

  @Test
  @Timeout(60)
  void aMillionCharacterNameIsExplainedInLinearTime() {
    // one label of a million code points, each with a problem-free description, and one of a
    // million disallowed code points with a problem each (capped by the library)
    ExplainRecord plain = explain("a".repeat(1_000_000) + ".com");
    assertThat(plain.labels().get(0).codePoints()).hasSize(1_000_000);
    assertThat(plain.labels().get(0).codePoints().get(999_999).offset()).isEqualTo(999_999);
    ExplainRecord bad = explain("\u0378\u2028".repeat(500_000), Preset.UTS46);
    assertThat(bad.labels().get(0).codePoints()).hasSize(1_000_000);
    assertThat(bad.ascii().valid()).isFalse();
  }

  private static List<String> errors(List<ProblemRecord> problems) {
    List<String> out = new ArrayList<>();
    problems.forEach(p -> out.add(p.error()));
    return out;
  }
}
