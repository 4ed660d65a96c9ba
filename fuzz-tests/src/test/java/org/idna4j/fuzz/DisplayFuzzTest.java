package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.idna4j.display.DisplayPolicy;
import org.idna4j.display.DisplayResult;
import org.idna4j.display.LabelDecision;
import org.idna4j.label.RestrictionLevel;

/**
 * Fuzz target for {@link DisplayPolicy#decide} and {@link DisplayPolicy#toDisplay}, which take
 * untrusted names.
 *
 * <p>Properties: no exception on any string; {@code toDisplay} is {@code decide(...).output()}; the
 * output is the labels' outputs joined with dots; a label with reasons is shown in ASCII; a name
 * shown without any reason is shown as its Unicode form; the decision is deterministic.
 */
class DisplayFuzzTest {

  private static final List<DisplayPolicy> POLICIES =
      List.of(
          DisplayPolicy.chromium().toBuilder()
              .protectedDomains(List.of("example.com", "xn--bcher-kva.de", "paypal.com"))
              .build(),
          DisplayPolicy.firefox(RestrictionLevel.ASCII),
          DisplayPolicy.firefox(RestrictionLevel.HIGHLY_RESTRICTIVE),
          DisplayPolicy.firefox(RestrictionLevel.MODERATELY_RESTRICTIVE));

  @FuzzTest
  void decide(byte[] data) {
    checkDecide(FuzzInput.text(data));
  }

  /** Asserts the properties of the class comment for {@code name} under every policy. */
  static void checkDecide(String name) {
    for (DisplayPolicy policy : POLICIES) {
      DisplayResult r = policy.decide(name);
      assertThat(policy.toDisplay(name)).as("toDisplay of %s", name).isEqualTo(r.output());
      StringBuilder joined = new StringBuilder();
      for (int i = 0; i < r.labels().size(); i++) {
        LabelDecision d = r.labels().get(i);
        joined.append(i == 0 ? "" : ".").append(d.output());
        if (!d.reasons().isEmpty()) {
          assertThat(d.output()).as("label %s of %s", i, name).isASCII();
        }
      }
      assertThat(r.output()).as("joined labels of %s", name).isEqualTo(joined.toString());
      assertThat(policy.decide(name)).isEqualTo(r);
    }
  }
}
