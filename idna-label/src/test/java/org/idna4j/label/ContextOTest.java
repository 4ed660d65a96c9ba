package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.ibm.icu.text.UnicodeSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * RFC 5892 Appendix A.3 to A.9: for every CONTEXTO rule a label where it holds and a label where it
 * does not. Labels are written with Java escapes; the index column says which code point is tested.
 */
class ContextOTest {

  @ParameterizedTest(name = "{0}: \"{1}\" at {2} holds={3}")
  @CsvSource(
      delimiter = '|',
      value = {
        // A.3 MIDDLE DOT: Before(cp) = 'l' and After(cp) = 'l'
        "A.3 Catalan 'col·lecció'              | col\u00B7lecci\u00F3 | 3 | true",
        "A.3 not between two l                 | a\u00B7l            | 1 | false",
        "A.3 at the end of the label           | l\u00B7             | 1 | false",
        "A.3 at the start of the label         | \u00B7l             | 0 | false",
        // A.4 KERAIA: Script(After(cp)) = Greek
        "A.4 followed by Greek alpha           | \u0375\u03B1        | 0 | true",
        "A.4 followed by Latin a               | \u0375a             | 0 | false",
        "A.4 at the end of the label           | \u03B1\u0375        | 1 | false",
        // A.5 GERESH: Script(Before(cp)) = Hebrew
        "A.5 after Hebrew alef                 | \u05D0\u05F3        | 1 | true",
        "A.5 after Latin a                     | a\u05F3             | 1 | false",
        "A.5 at the start of the label         | \u05F3\u05D0        | 0 | false",
        // A.6 GERSHAYIM: Script(Before(cp)) = Hebrew
        "A.6 after Hebrew tsadi                | \u05E6\u05F4\u05DC  | 1 | true",
        "A.6 after a digit                     | 1\u05F4             | 1 | false",
        // A.7 KATAKANA MIDDLE DOT: some Hiragana, Katakana or Han code point in the label
        "A.7 with Katakana                     | \u30A2\u30FB\u30A4  | 1 | true",
        "A.7 with Hiragana only                | \u30FB\u3042        | 0 | true",
        "A.7 with Han only                     | \u6F22\u30FB        | 1 | true",
        "A.7 with Latin only                   | a\u30FBb            | 1 | false",
        "A.7 alone (U+30FB itself is Common)   | \u30FB              | 0 | false",
        "A.7 with prolonged sound mark (Common)| \u30FB\u30FC        | 0 | false",
        // A.8 ARABIC-INDIC DIGITS: no U+06F0..U+06F9 in the label
        "A.8 Arabic-Indic digits only          | \u0628\u0661\u0662  | 1 | true",
        "A.8 mixed with extended digit         | \u0661\u06F2        | 0 | false",
        // A.9 EXTENDED ARABIC-INDIC DIGITS: no U+0660..U+0669 in the label
        "A.9 extended digits only              | \u067E\u06F1\u06F2  | 1 | true",
        "A.9 mixed with Arabic-Indic digit     | \u06F1\u0662        | 0 | false",
      })
  void appendixARule(String rule, String label, int index, boolean holds) {
    int[] cps = label.codePoints().toArray();
    ContextO.Rule expected = ContextO.ruleFor(cps[index]);
    assertThat(expected).as("U+%04X is CONTEXTO", cps[index]).isNotNull();
    assertThat(expected.appendix()).isEqualTo(rule.substring(0, 3));
    assertThat(ContextO.violation(cps, index)).isEqualTo(holds ? null : expected);

    List<String> reported = new ArrayList<>();
    boolean ok = ContextO.check(cps, 0, cps.length, (i, r) -> reported.add(i + ":" + r));
    if (holds) {
      assertThat(reported).doesNotContain(index + ":" + expected);
    } else {
      assertThat(ok).isFalse();
      assertThat(reported).contains(index + ":" + expected);
    }
  }

  @Test
  void everyContextOCodePointOfRfc5892HasARuleAndNoOtherCodePointHasOne() {
    for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
      boolean contextO = Rfc5892.property(cp) == Rfc5892DerivedProperty.CONTEXTO;
      assertThat(ContextO.ruleFor(cp) != null).as("U+%04X", cp).isEqualTo(contextO);
    }
  }

  @Test
  void eachRuleHasItsOwnErrorWithoutAUts46Code() {
    java.util.Set<IdnaError> errors = java.util.EnumSet.noneOf(IdnaError.class);
    for (ContextO.Rule rule : ContextO.Rule.values()) {
      errors.add(rule.error());
      // IdnaTestV2.txt: "Cn for ContextJ"; CONTEXTO is not tested there and has no code
      assertThat(rule.error().uts46Code()).isEmpty();
      assertThat(rule.error().name()).startsWith("CONTEXTO_");
    }
    assertThat(errors).hasSize(ContextO.Rule.values().length);
  }

  @Test
  void nonContextOCodePointsAreNeverViolations() {
    int[] cps = "abc".codePoints().toArray();
    assertThat(ContextO.violation(cps, 1)).isNull();
    assertThat(
            ContextO.check(
                cps,
                0,
                3,
                (i, r) -> {
                  throw new AssertionError(r);
                }))
        .isTrue();
  }

  @Test
  void everyViolationOfALabelIsReportedInOrder() {
    // "a·b" + U+0661 U+06F1: A.3 at 1, A.8 at 3, A.9 at 4
    int[] cps = "a\u00B7b\u0661\u06F1".codePoints().toArray();
    List<String> reported = new ArrayList<>();
    assertThat(ContextO.check(cps, 0, cps.length, (i, r) -> reported.add(i + ":" + r.appendix())))
        .isFalse();
    assertThat(reported).containsExactly("1:A.3", "3:A.8", "4:A.9");
  }

  @Test
  void checkStopsAtTheLabelBounds() {
    // Two labels in one array: "l" | "·l" -> Before(cp) does not reach into the first label.
    int[] cps = "l\u00B7l".codePoints().toArray();
    List<Integer> reported = new ArrayList<>();
    ContextO.check(cps, 1, 3, (i, r) -> reported.add(i));
    assertThat(reported).containsExactly(1);
    assertThatThrownBy(() -> ContextO.check(cps, 2, 4, (i, r) -> {}))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void aLongLabelOfKatakanaMiddleDotsReportsEveryDot() {
    // 100,000 middle dots: one scan of the label, not one per dot; all of them fail A.7.
    int[] cps = new int[100_000];
    java.util.Arrays.fill(cps, 0x30FB);
    int[] count = {0};
    ContextO.check(cps, 0, cps.length, (i, r) -> count[0]++);
    assertThat(count[0]).isEqualTo(cps.length);
  }

  @Test
  void noHiraganaKatakanaOrHanCodePointLiesBelowU2E80() {
    // ContextO.scan skips the script lookup below U+2E80.
    UnicodeSet japanese = new UnicodeSet("[[:sc=Hira:][:sc=Kana:][:sc=Hani:]]");
    assertThat(japanese.getRangeStart(0)).isGreaterThanOrEqualTo(0x2E80);
  }
}
