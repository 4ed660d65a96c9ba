package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.idna4j.lgr.TestLgrs.doc;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Labels of any content and length get results, never exceptions, in linear time. */
class HostileLabelsTest {

  private static final int MILLION = 1_000_000;

  /** Loading is not what the timeouts guard. */
  @org.junit.jupiter.api.BeforeAll
  static void load() {
    TestLgrs.file(TestLgrs.LATIN);
    TestLgrs.file(TestLgrs.COMMON);
    TestLgrs.file("rz-lgr-5/lgr-5-arabic-script-26may22-en.xml");
  }

  private static final Lgr YOD =
      TestLgrs.xml(
          doc(
              "<char cp=\"05D9 05D9\"><var cp=\"05F2\"/></char>"
                  + "<char cp=\"05F2\"><var cp=\"05D9 05D9\"/></char><char cp=\"05D9\"/>",
              ""));

  private static final String LETTERS = "ab".repeat(MILLION / 2);

  @Test
  @Timeout(10)
  void millionLetterLabel() {
    LgrLabelResult r = TestLgrs.file(TestLgrs.LATIN).evaluate(LETTERS);
    assertThat(r.eligible()).isTrue();
    assertThat(r.disposition()).isEqualTo("valid");
  }

  @Test
  @Timeout(10)
  void millionLetterIndexLabel() {
    assertThat(TestLgrs.file(TestLgrs.LATIN).indexLabel(LETTERS)).contains(LETTERS);
  }

  @Test
  @Timeout(10)
  void millionLetterEstimateSaturates() {
    assertThat(TestLgrs.file(TestLgrs.LATIN).variantEstimate(LETTERS).bitLength())
        .isEqualTo(1025); // 2^1024
  }

  @Test
  @Timeout(10)
  void millionRandomCodePointsGetCappedProblems() {
    Lgr common = TestLgrs.file(TestLgrs.COMMON);
    Random rnd = new Random(12);
    StringBuilder sb = new StringBuilder();
    while (sb.length() < MILLION) {
      int kind = rnd.nextInt(4);
      if (kind == 0) {
        sb.append((char) (0xD800 + rnd.nextInt(0x800))); // lone surrogates
      } else {
        sb.appendCodePoint(rnd.nextInt(0x10FFFF));
      }
    }
    String label = sb.toString();
    LgrLabelResult r = common.evaluate(label);
    assertThat(r.eligible()).isFalse();
    assertThat(r.problems()).hasSize(LabelEvaluator.MAX_PROBLEMS + 1);
    assertThat(r.problems().get(LabelEvaluator.MAX_PROBLEMS).error())
        .isEqualTo(LgrError.TOO_MANY_PROBLEMS);
    assertThat(r.aLabel()).isEmpty(); // lone surrogates have no A-label
  }

  @Test
  @Timeout(10)
  void millionRandomCodePointsHaveNoIndexNorVariants() {
    Lgr latin = TestLgrs.file(TestLgrs.LATIN);
    Random rnd = new Random(13);
    StringBuilder sb = new StringBuilder();
    while (sb.length() < MILLION) {
      sb.appendCodePoint(rnd.nextInt(0x10FFFF));
    }
    String label = sb.toString();
    assertThat(latin.indexLabel(label)).isEmpty();
    assertThat(latin.variantEstimate(label)).isEqualTo(BigInteger.ZERO);
    assertThat(latin.variants(label, VariantBudget.DEFAULT).variants()).isEmpty();
  }

  @Test
  @Timeout(10)
  void longArabicHanLabelOnTheCommonLgr() {
    // An eligible label runs all 52 whole-label action rules of the common LGR over it; a
    // quarter million code points keeps this under the timeout on a loaded 2-core machine.
    String label = "\u0628\u0627".repeat(MILLION / 16) + "\u4E2D\u6587".repeat(MILLION / 16);
    assertThat(TestLgrs.file(TestLgrs.COMMON).evaluate(label).eligible()).isTrue();
  }

  @Test
  @Timeout(10)
  void millionCharArabicHanLabelOnTheArabicLgr() {
    String label = "\u0628\u0627".repeat(MILLION / 4) + "\u4E2D\u6587".repeat(MILLION / 4);
    LgrLabelResult r = TestLgrs.file("rz-lgr-5/lgr-5-arabic-script-26may22-en.xml").evaluate(label);
    assertThat(r.eligible()).isFalse();
    assertThat(r.problems()).hasSize(LabelEvaluator.MAX_PROBLEMS + 1);
    assertThat(r.problems().get(0).offset()).isEqualTo(MILLION / 2);
  }

  @Test
  @Timeout(10)
  void nestedQuantifiersDoNotBacktrack() {
    // (a+)+b against a^n: exponential for a backtracking matcher, linear here.
    Lgr l =
        TestLgrs.xml(
            doc(
                "<char cp=\"0061\"/><char cp=\"0062\"/>",
                "<rule name=\"r\"><rule count=\"1+\"><char cp=\"0061\" count=\"1+\"/></rule><char cp=\"0062\"/></rule>"
                    + "<action disp=\"blocked\" match=\"r\"/>"));
    assertThat(l.evaluate("a".repeat(MILLION)).disposition()).isEqualTo("valid");
    assertThat(l.evaluate("a".repeat(MILLION) + "b").disposition()).isEqualTo("blocked");
  }

  @Test
  @Timeout(10)
  void largestAllowedRuleOnALongLabel() {
    StringBuilder rule = new StringBuilder("<any/>");
    for (int i = 0; i < 3; i++) {
      rule = new StringBuilder("<rule count=\"0:30\">" + rule + "</rule>");
    }
    Lgr l =
        TestLgrs.xml(
            doc(
                "<char cp=\"0061\"/><char cp=\"0062\"/>",
                "<rule name=\"r\"><start/>"
                    + rule
                    + "<char cp=\"0062\"/><end/></rule><action disp=\"blocked\" match=\"r\"/>"));
    assertThat(l.evaluate("a".repeat(2000)).disposition()).isEqualTo("valid");
    assertThat(l.evaluate("a".repeat(100) + "b").disposition()).isEqualTo("blocked");
  }

  @Test
  @Timeout(10)
  void overlappingSequencesOnALongLabel() {
    // Hebrew double yod: every split of y^n is valid (Fibonacci many); all linear here.
    assertThat(YOD.indexLabel("\u05D9".repeat(MILLION))).contains("\u05D9".repeat(MILLION));
  }

  @Test
  @Timeout(10)
  void overlappingSequencesEvaluateAndEstimate() {
    String label = "\u05D9".repeat(MILLION);
    assertThat(YOD.evaluate(label).eligible()).isTrue();
    assertThat(YOD.variantEstimate(label).signum()).isPositive();
  }

  @Test
  @Timeout(10)
  void firstVariantsOfALongOverlappingLabel() {
    String label = "\u05D9".repeat(10_000);
    VariantResult r = YOD.variants(label, VariantBudget.of(3, 1_000_000));
    assertThat(r.variants()).hasSize(3);
    assertThat(r.cut()).contains(VariantCut.LIMIT);
  }

  @Test
  void emptyAndMalformedALabels() {
    Lgr latin = TestLgrs.file(TestLgrs.LATIN);
    assertThat(latin.evaluate("").problems())
        .extracting(LgrProblem::error)
        .containsExactly(LgrError.EMPTY_LABEL);
    LgrLabelResult bad = latin.evaluate("xn--a-\u00FF");
    assertThat(bad.eligible()).isFalse();
    LgrLabelResult bad2 = latin.evaluate("xn--99999999999");
    assertThat(bad2.problems())
        .extracting(LgrProblem::error)
        .containsExactly(LgrError.INVALID_A_LABEL);
    assertThat(bad2.uLabel()).isEmpty();
  }
}
