package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The classifier of names that java.net.IDN and IDNA4J answer differently, class by class. */
class JdkDifferenceTest {

  @Test
  void aNameEveryAnswerAcceptsAlikeHasNoClass() {
    assertThat(JdkDifference.classify("example.com")).isEmpty();
    // java.net.IDN keeps ASCII case, UTS #46 lowers it: DNS compares ASCII case-insensitively
    // (RFC 4343 §3), yet registration refuses upper case (RFC 5891 §4.1), so this one differs
    assertThat(JdkDifference.classify("EXAMPLE.com")).containsExactly(JdkDifference.MAPPING);
  }

  @Test
  void eachCauseHasItsClass() {
    assertThat(JdkDifference.classify("fa\u00DF.de")).contains(JdkDifference.DEVIATION);
    assertThat(JdkDifference.classify("\u2764.example")).contains(JdkDifference.NV8_SYMBOL);
    // U+1F600 is from Unicode 6.1, unassigned in 3.2 (RFC 3491 §7)
    assertThat(JdkDifference.classify("\uD83D\uDE00.example"))
        .contains(JdkDifference.UNASSIGNED_IN_3_2);
    assertThat(JdkDifference.classify("a".repeat(64) + ".example")).contains(JdkDifference.LENGTH);
    assertThat(JdkDifference.classify("ab--c.example")).contains(JdkDifference.HYPHEN);
    assertThat(JdkDifference.classify("xn--a.example")).contains(JdkDifference.ACE_PASS_THROUGH);
    assertThat(JdkDifference.classify("a.\u05D01")).contains(JdkDifference.BIDI);
    assertThat(JdkDifference.classify("a\u200Db.example")).contains(JdkDifference.CONTEXTJ);
    assertThat(JdkDifference.classify("a_b.example")).contains(JdkDifference.STD3_ASCII);
  }

  @Test
  void theClassesFollowTheInputLabelsWhereverTheirSeparators() {
    // U+3002 separates labels (UTS #46 §4 step 3): the hyphen rule sees "-a", not "x。-a"
    assertThat(JdkDifference.classify("x\u3002-a")).contains(JdkDifference.HYPHEN);
    // a supplementary code point (U+10428, Unicode 3.1) before the label: offsets in code points
    assertThat(JdkDifference.classify("\uD801\uDC28.xn--a"))
        .contains(JdkDifference.ACE_PASS_THROUGH);
  }

  @Test
  void theSetIsUnmodifiableAndInDeclarationOrder() {
    Set<JdkDifference> classes = JdkDifference.classify("A_\u00DF.example");
    assertThat(classes).hasSizeGreaterThan(1);
    assertThat(List.copyOf(classes)).isSorted();
    assertThatThrownBy(() -> classes.add(JdkDifference.OTHER))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void badDataIsAnAnswerNotAnException() {
    for (String name :
        List.of("", ".", "\uD800", "xn--", "xn--zz.\u0000", "a\u3002b\uFF0Ec\uFF61", "-.-")) {
      assertThat(JdkDifference.classify(name)).as(name).isNotNull();
    }
    assertThatNullPointerException().isThrownBy(() -> JdkDifference.classify(null));
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aMillionCharacterNameIsClassifiedInLinearTime() {
    for (String name : List.of("\u00E9".repeat(1_000_000), "ab.".repeat(333_333) + "c")) {
      assertThat(JdkDifference.classify(name)).contains(JdkDifference.LENGTH);
    }
  }
}
