package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The defects and differences of issue 22: the two repro LGRs give the answers their comments
 * state, and the examples where IDNA4J and ICANN's lgr-core disagreed now agree with lgr-core.
 */
class LgrCoreAgreementTest {

  private static Lgr resource(String path) throws IOException {
    try (InputStream in = LgrCoreAgreementTest.class.getResourceAsStream("/lgr/" + path)) {
      return Lgr.parse(in);
    }
  }

  @Test
  void countZeroPlusInsideAChoiceKeepsItsLoop() throws IOException {
    // vectors/repro-count-loop.xml: the first alternative (abcd, any*, ebcd) matches.
    Lgr l = resource("vectors/repro-count-loop.xml");
    assertThat(l.evaluate("abcdxebcd").disposition()).isEqualTo("invalid");
    assertThat(l.evaluate("abcdebcd").disposition()).isEqualTo("invalid");
    assertThat(l.evaluate("ebcdxabcd").disposition()).isEqualTo("invalid");
    assertThat(l.evaluate("abcdx").disposition()).isEqualTo("valid");
    assertThat(l.evaluate("abcdxebcd").action().rule()).contains("r");
  }

  @Test
  void sameVariantTargetWithAnotherContextLoads() throws IOException {
    // vectors/repro-var-same-target-other-when.xml (RFC 7940 §5.3.1, §5.3.5).
    Lgr l = resource("vectors/repro-var-same-target-other-when.xml");
    assertThat(l.evaluate("a").disposition()).isEqualTo("valid");
    List<VariantLabel> v = l.variants("a", VariantBudget.DEFAULT).variants();
    assertThat(v).extracting(VariantLabel::uLabel).containsExactly("b");
    assertThat(v).extracting(VariantLabel::disposition).containsExactly("blocked");
    assertThat(v.get(0).action().source()).isEqualTo(DecidingAction.Source.DOCUMENT);
    assertThat(v.get(0).action().index()).hasValue(0);
  }

  @Test
  void sameCpWhenAndNotWhenTwiceIsStillRefused() {
    String doc =
        TestLgrs.doc(
            "<char cp='0061'><var cp='0062' when='r'/><var cp='0062' when='r'/></char>",
            "<rule name='r'><start/></rule>");
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () ->
                Lgr.parse(
                    new java.io.ByteArrayInputStream(
                        doc.getBytes(java.nio.charset.StandardCharsets.UTF_8))))
        .isInstanceOf(LgrFormatException.class)
        .hasMessageContaining("§5.3.1");
  }

  @Test
  void latinLabelWithASplitSequenceHasNoVariants() {
    // RZ-LGR-5 Latin "a̱ba": lgr-core splits at 'a' (which has variants), finds no element
    // starting with U+0331 and so generates no variant at all; IDNA4J used to list 4 blocked ones.
    Lgr latin = TestLgrs.file(TestLgrs.LATIN);
    VariantResult r = latin.variants("a\u0331ba", VariantBudget.DEFAULT);
    assertThat(r.label().isValid()).isTrue();
    assertThat(r.variants()).isEmpty();
    assertThat(r.isComplete()).isTrue();
  }

  @Test
  void catalanMiddleDotVariantsAsLgrCore() {
    // Full Variant Set und-Latn "l·l": lgr-core lists 3 variants (IDNA4J used to list 9).
    Lgr fvs = TestLgrs.file("second-level/fvs-2024-10-25-und-Latn.xml");
    assertThat(fvs.variants("l\u00B7l", VariantBudget.DEFAULT).variants()).hasSize(3);
  }

  @Test
  void devanagariIndexLabelAsLgrCore() {
    // RZ-LGR-5 Devanagari "कां": lgr-core's index label is the label itself (IDNA4J said "कऻ").
    Lgr deva = TestLgrs.file("rz-lgr-5/lgr-5-devanagari-script-26may22-en.xml");
    assertThat(deva.indexLabel("\u0915\u093E\u0902")).contains("\u0915\u093E\u0902");
  }

  @Test
  @Timeout(20)
  void arabicKafBombIsPrunedAndBounded() {
    // Issue 28 finding 1: 30 kafs (RZ-LGR-5 Arabic), 3^29 permutations that the no-mix rules
    // make invalid; pruning answers at once, and the budget bounds the rest.
    Lgr arabic = TestLgrs.file("rz-lgr-5/lgr-5-arabic-script-26may22-en.xml");
    String kafs = "\u0643".repeat(30);
    VariantResult r = arabic.variants(kafs, VariantBudget.of(1, 10_000));
    assertThat(r.permutationsExamined()).isLessThanOrEqualTo(10_000);
    // Depth first, the first valid variant (all keheh) comes after 3^29 mixed permutations unless
    // the no-mix prefixes are pruned; found within 10,000 units, it shows the pruning.
    assertThat(r.variants()).isNotEmpty();
    assertThat(r.cut()).contains(VariantCut.LIMIT);
  }

  @Test
  void budgetDeadlineAndCancellationCut() {
    Lgr latin = TestLgrs.file(TestLgrs.LATIN);
    String label = "internationalization";
    assertThat(latin.variants(label, VariantBudget.of(1000, 500)).cut())
        .contains(VariantCut.BUDGET);
    assertThat(latin.variants(label, VariantBudget.of(3, 100_000)).cut())
        .contains(VariantCut.LIMIT);
    assertThat(
            latin
                .variants(label, VariantBudget.of(1000, 100_000).withDeadline(System.nanoTime()))
                .cut())
        .contains(VariantCut.DEADLINE);
    assertThat(
            latin
                .variants(label, VariantBudget.of(1000, 100_000).withCancellation(() -> true))
                .cut())
        .contains(VariantCut.CANCELLED);
    assertThat(latin.variants(label, VariantBudget.of(1000, 500)).permutationsExamined())
        .isEqualTo(500);
  }

  @Test
  void variantOfFindsOneVariantWithoutEnumerating() {
    Lgr latin = TestLgrs.file(TestLgrs.LATIN);
    List<VariantLabel> some = latin.variants("straße", VariantBudget.of(5, 100_000)).variants();
    assertThat(some).isNotEmpty();
    VariantLabel first = some.get(0);
    Optional<VariantLabel> same =
        latin.variant("straße", first.uLabel(), VariantBudget.of(1, 100_000));
    assertThat(same).contains(first);
    assertThat(latin.variant("straße", "strasse-not", VariantBudget.DEFAULT)).isEmpty();
  }

  @Test
  void invalidALabelIsAnInvalidLabelWithTheIdnaProblem() {
    Lgr latin = TestLgrs.file(TestLgrs.LATIN);
    LgrLabelResult r = latin.evaluate("xn--abc-");
    assertThat(r.disposition()).isEqualTo("invalid");
    assertThat(r.errors()).containsExactly(LgrError.INVALID_A_LABEL);
    assertThat(r.problems().get(0).detail()).startsWith("ASCII_ONLY_PUNYCODE");
    assertThat(r.action().source()).isEqualTo(DecidingAction.Source.IMPLIED);
    assertThat(latin.evaluate("xn--").problems().get(0).detail()).startsWith("EMPTY_PUNYCODE");
  }

  @Test
  void everyDispositionSaysWhichActionDecided() {
    Lgr latin = TestLgrs.file(TestLgrs.LATIN);
    LgrLabelResult valid = latin.evaluate("cafe");
    assertThat(valid.action().disposition()).isEqualTo(valid.disposition());
    assertThat(valid.action().detail()).contains("disp=" + valid.disposition());
    LgrLabelResult ineligible = latin.evaluate("caf1");
    assertThat(ineligible.action().source()).isEqualTo(DecidingAction.Source.IMPLIED);
    for (VariantLabel v : latin.variants("straße", VariantBudget.of(20, 100_000)).variants()) {
      assertThat(v.action().disposition()).isEqualTo(v.disposition());
    }
  }
}
