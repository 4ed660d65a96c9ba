package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.List;
import org.idna4j.label.ConfusablesChecker.Finding;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** UTS #39 checks on single labels, on real homograph attacks. */
class ConfusablesCheckerTest {
  private static final ConfusablesChecker HIGHLY =
      ConfusablesChecker.forLevel(RestrictionLevel.HIGHLY_RESTRICTIVE);

  private static List<IdnaError> kinds(List<Finding> findings) {
    return findings.stream().map(Finding::error).toList();
  }

  @Test
  void asciiLabelsHaveNoFindings() {
    assertThat(HIGHLY.check("paypal")).isEmpty();
    assertThat(HIGHLY.check("r4---sn-abc")).isEmpty();
  }

  @Test
  void checkersAreSharedPerLevel() {
    assertThat(ConfusablesChecker.forLevel(RestrictionLevel.HIGHLY_RESTRICTIVE)).isSameAs(HIGHLY);
    assertThat(ConfusablesChecker.forLevel(RestrictionLevel.ASCII).level())
        .isEqualTo(RestrictionLevel.ASCII);
    assertThatNullPointerException().isThrownBy(() -> ConfusablesChecker.forLevel(null));
  }

  @Nested
  class MixedScript {
    @Test
    void cyrillicAInLatinNameIsReportedAtTheCyrillicLetter() {
      // "pаypal": U+0430 CYRILLIC SMALL LETTER A at code-point offset 1.
      List<Finding> findings = HIGHLY.check("p\u0430ypal");
      assertThat(kinds(findings)).containsExactly(IdnaError.MIXED_SCRIPT);
      assertThat(findings.get(0).offset()).isEqualTo(1);
      assertThat(findings.get(0).detail()).contains("U+0430 CYRILLIC SMALL LETTER A");
    }

    @Test
    void cyrillicEOAndErInLatinNamesAreReportedAtTheFirstOne() {
      // "applе" (U+0435 at 4), "micrоsoft" (U+043E at 4), "рaypal" (U+0440 at 0).
      assertThat(HIGHLY.check("appl\u0435"))
          .extracting(Finding::error, Finding::offset)
          .containsExactly(org.assertj.core.groups.Tuple.tuple(IdnaError.MIXED_SCRIPT, 4));
      assertThat(HIGHLY.check("micr\u043Esoft"))
          .extracting(Finding::error, Finding::offset)
          .containsExactly(org.assertj.core.groups.Tuple.tuple(IdnaError.MIXED_SCRIPT, 4));
      assertThat(HIGHLY.check("\u0440aypal"))
          .extracting(Finding::error, Finding::offset)
          .containsExactly(org.assertj.core.groups.Tuple.tuple(IdnaError.MIXED_SCRIPT, 1));
    }

    @Test
    void greekOmicronInLatinNameIsMixed() {
      List<Finding> findings = HIGHLY.check("g\u03BFogle");
      assertThat(kinds(findings)).containsExactly(IdnaError.MIXED_SCRIPT);
      assertThat(findings.get(0).offset()).isEqualTo(1);
      assertThat(findings.get(0).detail()).contains("GREEK SMALL LETTER OMICRON");
    }

    @Test
    void japaneseMixOfHanKanaAndLatinIsHighlyRestrictive() {
      String japanese = "\u65E5\u672C\u8A9E\u3072\u3089\u304C\u306Aabc";
      assertThat(HIGHLY.check(japanese)).isEmpty();
      List<Finding> strict =
          ConfusablesChecker.forLevel(RestrictionLevel.SINGLE_SCRIPT_RESTRICTIVE).check(japanese);
      assertThat(kinds(strict)).containsExactly(IdnaError.MIXED_SCRIPT);
      // UTS #39 §5.1 augments Han and Hiragana to the single writing system Jpan, so the
      // kanji and hiragana are one script; the single script breaks at the Latin "a".
      assertThat(strict.get(0).offset()).isEqualTo(7);
    }

    @Test
    void latinPlusCyrillicIsOnlyAllowedMinimally() {
      assertThat(
              kinds(
                  ConfusablesChecker.forLevel(RestrictionLevel.MODERATELY_RESTRICTIVE)
                      .check("p\u0430ypal")))
          .containsExactly(IdnaError.MIXED_SCRIPT);
      assertThat(
              ConfusablesChecker.forLevel(RestrictionLevel.MINIMALLY_RESTRICTIVE)
                  .check("p\u0430ypal"))
          .isEmpty();
      assertThat(ConfusablesChecker.forLevel(RestrictionLevel.UNRESTRICTIVE).check("p\u0430ypal"))
          .isEmpty();
    }
  }

  @Nested
  class WholeScript {
    @Test
    void allCyrillicAppleIsAWholeScriptConfusable() {
      // "аррӏе": а р р ӏ е, all Cyrillic, looks like "apple".
      List<Finding> findings = HIGHLY.check("\u0430\u0440\u0440\u04CF\u0435");
      assertThat(kinds(findings)).containsExactly(IdnaError.WHOLE_SCRIPT_CONFUSABLE);
      assertThat(findings.get(0).offset()).isZero();
      assertThat(findings.get(0).detail()).contains("\"apple\"");
    }

    @Test
    void allCyrillicScopeIsAWholeScriptConfusable() {
      assertThat(kinds(HIGHLY.check("\u0455\u0441\u043E\u0440\u0435")))
          .containsExactly(IdnaError.WHOLE_SCRIPT_CONFUSABLE);
    }

    @Test
    void ordinaryRussianWordIsNotAConfusable() {
      assertThat(HIGHLY.check("\u043F\u0440\u0438\u0432\u0435\u0442")).isEmpty();
    }

    @Test
    void latinWithAccentsIsNotAConfusable() {
      assertThat(HIGHLY.check("caf\u00E9")).isEmpty();
      assertThat(HIGHLY.check("fa\u00DF")).isEmpty();
    }
  }

  @Nested
  class MixedNumbers {
    @Test
    void arabicIndicAndExtendedArabicIndicDigitsAreMixed() {
      // U+0661 ARABIC-INDIC DIGIT ONE then U+06F2 EXTENDED ARABIC-INDIC DIGIT TWO.
      List<Finding> findings = HIGHLY.check("\u0628\u0661\u06F2");
      assertThat(kinds(findings)).containsExactly(IdnaError.MIXED_NUMBERS);
      assertThat(findings.get(0).offset()).isEqualTo(2);
      assertThat(findings.get(0).detail()).contains("U+0660", "U+06F0");
    }

    @Test
    void oneNumberingSystemIsFine() {
      assertThat(HIGHLY.check("\u0628\u0661\u0662")).isEmpty();
    }
  }

  @Nested
  class Hidden {
    @Test
    void zeroWidthJoinerIsInvisible() {
      List<Finding> findings = HIGHLY.check("a\u00E9\u200Db");
      assertThat(kinds(findings)).containsExactly(IdnaError.HIDDEN_CHARACTER);
      assertThat(findings.get(0).offset()).isEqualTo(2);
      assertThat(findings.get(0).detail()).contains("ZERO WIDTH JOINER");
    }

    @Test
    void repeatedMarkIsFoundAlsoInsideAPrecomposedLetter() {
      // U+00E1 is a + U+0301 in NFD, so U+0301 after it repeats the acute accent.
      List<Finding> findings = HIGHLY.check("b\u00E1\u0301");
      assertThat(kinds(findings)).containsExactly(IdnaError.HIDDEN_CHARACTER);
      assertThat(findings.get(0).offset()).isEqualTo(2);
      assertThat(findings.get(0).detail()).contains("U+0301", "repeated");
    }

    @Test
    void fourMarksAreAllowedFiveAreNot() {
      String four = "a\u0300\u0301\u0302\u0303";
      assertThat(HIGHLY.check(four)).isEmpty();
      List<Finding> findings = HIGHLY.check(four + "\u0304");
      assertThat(kinds(findings)).containsExactly(IdnaError.HIDDEN_CHARACTER);
      assertThat(findings.get(0).offset()).isEqualTo(5);
      assertThat(findings.get(0).detail()).contains("more than 4");
    }

    @Test
    void dotAboveOnDottedIIsAHiddenOverlay() {
      List<Finding> findings = HIGHLY.check("xi\u0307y");
      assertThat(kinds(findings)).containsExactly(IdnaError.HIDDEN_CHARACTER);
      assertThat(findings.get(0).offset()).isEqualTo(2);
      assertThat(findings.get(0).detail()).contains("hidden overlay");
    }

    @Test
    void aMillionMarksGiveOneFinding() {
      String label = "a" + "\u0301".repeat(1_000_000);
      List<Finding> findings = HIGHLY.check(label);
      assertThat(findings)
          .singleElement()
          .satisfies(
              finding -> {
                assertThat(finding.error()).isEqualTo(IdnaError.HIDDEN_CHARACTER);
                assertThat(finding.offset()).isEqualTo(2);
              });
    }
  }

  @Test
  void findingsOfDifferentKindsAreAllReported() {
    // Cyrillic а in a Latin label, plus a ZWJ.
    assertThat(kinds(HIGHLY.check("p\u0430y\u200Dpal")))
        .containsExactly(IdnaError.MIXED_SCRIPT, IdnaError.HIDDEN_CHARACTER);
  }

  @Nested
  class ProfileOption {
    @Test
    void everyPresetLeavesConfusablesOffAtHighlyRestrictive() {
      for (IdnaProfile preset :
          List.of(
              IdnaProfile.uts46(),
              IdnaProfile.lookup(),
              IdnaProfile.whatwgUrl(),
              IdnaProfile.transitional(),
              IdnaProfile.registration(),
              IdnaProfile.idna2003())) {
        assertThat(preset.checkConfusables()).as(preset.toString()).isFalse();
        assertThat(preset.restrictionLevel()).isEqualTo(RestrictionLevel.HIGHLY_RESTRICTIVE);
      }
    }

    @Test
    void optionsTakePartInEqualityAndToString() {
      IdnaProfile on = IdnaProfile.registration().toBuilder().checkConfusables(true).build();
      IdnaProfile moderate =
          on.toBuilder().restrictionLevel(RestrictionLevel.MODERATELY_RESTRICTIVE).build();
      assertThat(on).isNotEqualTo(IdnaProfile.registration());
      assertThat(on)
          .isEqualTo(IdnaProfile.registration().toBuilder().checkConfusables(true).build());
      assertThat(on.hashCode())
          .isEqualTo(
              IdnaProfile.registration().toBuilder().checkConfusables(true).build().hashCode());
      assertThat(moderate).isNotEqualTo(on);
      assertThat(moderate.toBuilder().build()).isEqualTo(moderate);
      assertThat(moderate.toString())
          .contains("checkConfusables=true", "restrictionLevel=MODERATELY_RESTRICTIVE");
      assertThatNullPointerException()
          .isThrownBy(() -> IdnaProfile.builder().restrictionLevel(null));
    }

    @Test
    void idna2003HasNoConfusableOption() {
      assertThatIllegalStateException()
          .isThrownBy(() -> IdnaProfile.idna2003().toBuilder().checkConfusables(true).build())
          .withMessageContaining("checkConfusables");
    }

    @Test
    void findingsGoToTheSinkOnlyWhenTheProfileAsks() {
      List<String> received = new java.util.ArrayList<>();
      ProblemSink sink = (error, index, detail) -> received.add(error + "@" + index);
      ConfusablesChecker.check(IdnaProfile.registration(), "p\u0430ypal", sink);
      assertThat(received).isEmpty();

      IdnaProfile on = IdnaProfile.registration().toBuilder().checkConfusables(true).build();
      ConfusablesChecker.check(on, "p\u0430ypal", sink);
      assertThat(received).containsExactly("MIXED_SCRIPT@1");
    }

    @Test
    void sinkIndexesAreCharIndexes() {
      // U+1D400 MATHEMATICAL BOLD CAPITAL A takes two chars; the ZWJ after it is code
      // point 1 but char 2.
      List<Integer> indexes = new java.util.ArrayList<>();
      IdnaProfile on = IdnaProfile.registration().toBuilder().checkConfusables(true).build();
      ConfusablesChecker.check(
          on, "\uD835\uDC00\u200Db", (error, index, detail) -> indexes.add(index));
      assertThat(indexes).containsExactly(2);
    }

    @Test
    void restrictionLevelOfTheProfileIsApplied() {
      IdnaProfile minimal =
          IdnaProfile.registration().toBuilder()
              .checkConfusables(true)
              .restrictionLevel(RestrictionLevel.MINIMALLY_RESTRICTIVE)
              .build();
      List<IdnaError> errors = new java.util.ArrayList<>();
      ConfusablesChecker.check(minimal, "p\u0430ypal", (error, index, detail) -> errors.add(error));
      assertThat(errors).isEmpty();
    }
  }

  @Test
  void confusableErrorsHaveNoUts46Code() {
    assertThat(
            List.of(
                IdnaError.MIXED_SCRIPT,
                IdnaError.WHOLE_SCRIPT_CONFUSABLE,
                IdnaError.MIXED_NUMBERS,
                IdnaError.HIDDEN_CHARACTER))
        .extracting(IdnaError::uts46Code)
        .containsOnly(java.util.Optional.empty());
  }

  @Nested
  class ThroughTheLabelProcessor {
    private final LabelProcessor registrar =
        LabelProcessor.of(IdnaProfile.uts46().toBuilder().checkConfusables(true).build());

    @Test
    void homographIsValidIdnaButReportedWithTheOption() {
      assertThat(LabelProcessor.of(IdnaProfile.uts46()).toUnicode("p\u0430ypal").isValid())
          .isTrue();
      LabelResult result = registrar.toUnicode("p\u0430ypal");
      assertThat(result.problems())
          .extracting(IdnaProblem::error, IdnaProblem::offset)
          .containsExactly(org.assertj.core.groups.Tuple.tuple(IdnaError.MIXED_SCRIPT, 1));
    }

    @Test
    void aLabelKeepsItsOutputAndIsOnlyMarkedInvalid() {
      LabelResult result = registrar.toAscii("\u0430\u0440\u0440\u04CF\u0435");
      assertThat(result.errors()).containsExactly(IdnaError.WHOLE_SCRIPT_CONFUSABLE);
      assertThat(result.output()).startsWith("xn--");
    }

    @Test
    void aLabelDecodedFromPunycodeIsCheckedToo() {
      String aLabel = "xn--" + org.idna4j.punycode.Punycode.encode("g\u03BFogle");
      assertThat(registrar.toUnicode(aLabel).errors()).containsExactly(IdnaError.MIXED_SCRIPT);
    }

    @Test
    void offsetsPointIntoTheCallersInputBeforeMapping() {
      // Full-width "ｐ" maps to "p"; the Cyrillic а is still the caller's code point 1.
      LabelResult result = registrar.toUnicode("\uFF50\u0430ypal");
      assertThat(result.problems()).extracting(IdnaProblem::offset).containsExactly(1);
    }

    @Test
    void theRegistrationProfileAppliesTheOptionToo() {
      LabelProcessor strict =
          LabelProcessor.of(IdnaProfile.registration().toBuilder().checkConfusables(true).build());
      assertThat(LabelProcessor.of(IdnaProfile.registration()).toAscii("p\u0430ypal").isValid())
          .isTrue();
      assertThat(strict.toAscii("p\u0430ypal").problems())
          .extracting(IdnaProblem::error, IdnaProblem::offset)
          .containsExactly(org.assertj.core.groups.Tuple.tuple(IdnaError.MIXED_SCRIPT, 1));
      assertThat(strict.toUnicode("\u0430\u0440\u0440\u04CF\u0435").errors())
          .containsExactly(IdnaError.WHOLE_SCRIPT_CONFUSABLE);
    }

    @Test
    void labelsWithIdnaErrorsGetNoConfusableProblems() {
      // A leading hyphen (V3) already makes the label invalid: no cascade of UTS #39 problems.
      assertThat(registrar.toUnicode("-p\u0430ypal").errors())
          .containsExactly(IdnaError.LEADING_HYPHEN);
    }
  }
}
