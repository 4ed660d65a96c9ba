package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.idna4j.lgr.DecidingAction;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrFormatException;
import org.idna4j.lgr.LgrLabelResult;
import org.idna4j.lgr.VariantBudget;
import org.idna4j.lgr.VariantLabel;
import org.idna4j.lgr.VariantResult;

/**
 * Jazzer targets for idna-lgr's parser and label paths (issue 22, issue 28 finding 5).
 *
 * <ul>
 *   <li>{@code parse}: any bytes either load as an LGR or end in an {@link LgrFormatException}
 *       (with a position); no other exception, no stack overflow, no runaway expansion.
 *   <li>{@code labels}: any label (A-label or U-label) against an LGR with sequences, contexts,
 *       conditional and reflexive variants and whole-label rules: evaluation, index label and
 *       bounded variants never throw; every disposition names its deciding action; variants are
 *       never invalid and the work never exceeds the budget.
 * </ul>
 */
class LgrFuzzTest {

  private static final String RULES_LGR =
      "<lgr xmlns='urn:ietf:params:xml:ns:lgr-1.0'><meta><unicode-version>11.0.0</unicode-version>"
          + "</meta><data>"
          + "<char cp='0061'><var cp='0062' type='blocked'/><var cp='0061' type='r-original'/>"
          + "<var cp='0063 0064' when='at-end' type='allocatable'/></char>"
          + "<char cp='0062'><var cp='0061' type='blocked'/></char>"
          + "<char cp='0063'/><char cp='0064'/><char cp='0063 0064'><var cp='0061' type='allocatable'/>"
          + "<var cp='' type='blocked'/></char>"
          + "<char cp='002D' not-when='edge'/><range first-cp='0030' last-cp='0039'/>"
          + "</data><rules>"
          + "<rule name='at-end'><anchor/><look-ahead><end/></look-ahead></rule>"
          + "<rule name='edge'><choice><rule><start/><char cp='002D'/></rule>"
          + "<rule><char cp='002D'/><end/></rule></choice></rule>"
          + "<rule name='mix'><char cp='0061'/><any count='0+'/><char cp='0062'/></rule>"
          + "<action disp='invalid' match='mix'/>"
          + "<action disp='blocked' any-variant='blocked'/>"
          + "<action disp='allocatable' all-variants='allocatable'/>"
          + "</rules></lgr>";

  private static final Lgr LGR = load(RULES_LGR);

  private static Lgr load(String xml) {
    try {
      return Lgr.parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    } catch (LgrFormatException e) {
      throw new IllegalStateException(e);
    }
  }

  @FuzzTest
  void parse(byte[] data) {
    try {
      Lgr l = Lgr.parse(new ByteArrayInputStream(data));
      assertThat(l.info()).isNotNull();
    } catch (LgrFormatException e) {
      assertThat(e.getMessage()).isNotEmpty();
    }
  }

  @FuzzTest
  void labels(byte[] data) {
    String label = FuzzInput.text(data);
    LgrLabelResult r = LGR.evaluate(label);
    assertThat(r.action().disposition()).isEqualTo(r.disposition());
    assertThat(r.isValid()).isEqualTo(!Lgr.INVALID.equals(r.disposition()));
    if (!r.eligible()) {
      assertThat(r.isValid()).isFalse();
      assertThat(r.action().source()).isEqualTo(DecidingAction.Source.IMPLIED);
      assertThat(LGR.indexLabel(label)).isEmpty();
    }
    VariantBudget budget = VariantBudget.of(10, 500);
    VariantResult v = LGR.variants(label, budget);
    assertThat(v.permutationsExamined()).isLessThanOrEqualTo(500);
    assertThat(v.variants()).hasSizeLessThanOrEqualTo(10);
    for (VariantLabel x : v.variants()) {
      assertThat(x.disposition()).isNotEqualTo(Lgr.INVALID);
      assertThat(x.action().disposition()).isEqualTo(x.disposition());
      assertThat(LGR.variant(label, x.uLabel(), VariantBudget.of(1, 500))).isPresent();
    }
    if (!r.isValid()) {
      assertThat(v.variants()).isEmpty();
    }
  }
}
