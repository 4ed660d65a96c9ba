package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.IDN;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * RFC 3490 §4.1 ToASCII and §4.2 ToUnicode of single labels, step by step, against java.net.IDN.
 */
class Idna2003EngineTest {

  private static final Idna2003Engine PLAIN = new Idna2003Engine(false, false);
  private static final Idna2003Engine ALLOW_UNASSIGNED = new Idna2003Engine(true, false);
  private static final Idna2003Engine STD3 = new Idna2003Engine(false, true);

  @ParameterizedTest(name = "ToASCII({0}) = {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "b\u00FCcher       | xn--bcher-kva", // steps 2, 6, 7
        "B\u00FCcher       | xn--bcher-kva", // Nameprep case-folds (RFC 3491 §3)
        "fa\u00DF          | fass", // RFC 3454 Table B.2 maps sharp s to ss
        "\uFF21\uFF22\uFF23 | abc", // NFKC (RFC 3491 §4) gives ASCII: no ACE prefix
        "ABC               | ABC", // step 1: all-ASCII labels skip Nameprep
        "xn--abc           | xn--abc", // step 1: ASCII, so step 5 does not apply
        "a\u00ADb          | ab", // RFC 3454 Table B.1: mapped to nothing
        "\u216B            | xii",
      })
  void toAsciiAgreesWithRfc3490AndTheJdk(String input, String expected) {
    LabelResult result = PLAIN.toAscii(input, false);
    assertThat(result.problems()).isEmpty();
    assertThat(result.output()).isEqualTo(expected).isEqualTo(IDN.toASCII(input));
  }

  @Test
  void asciiLabelComesBackAsTheSameInstance() {
    String label = "example";
    assertThat(PLAIN.toAscii(label, false).output()).isSameAs(label);
    assertThat(PLAIN.toAscii(label, false).kind()).isEqualTo(LabelKind.NR_LDH);
  }

  @Test
  void unassignedInUnicode32NeedsAllowUnassigned() {
    // U+0221 LATIN SMALL LETTER D WITH CURL was assigned in Unicode 4.0.
    LabelResult strict = PLAIN.toAscii("a\u0221", false);
    assertThat(strict.problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.error()).isEqualTo(IdnaError.NAMEPREP_UNASSIGNED);
              assertThat(p.offset()).isEqualTo(1);
            });
    assertThat(ALLOW_UNASSIGNED.toAscii("a\u0221", false).output())
        .isEqualTo("xn--a-4xa")
        .isEqualTo(IDN.toASCII("a\u0221", IDN.ALLOW_UNASSIGNED));
  }

  @Test
  void everyProhibitedCodePointIsReportedWithItsOffset() {
    // U+0085 (C.2.2 control) at 2, U+E000 (C.3 private use) at 4; RFC 3491 §5.
    LabelResult result = PLAIN.toAscii("ab\u0085c\uE000", false);
    assertThat(result.problems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(IdnaError.NAMEPREP_PROHIBITED, 2),
            org.assertj.core.groups.Tuple.tuple(IdnaError.NAMEPREP_PROHIBITED, 4));
    assertThat(result.kind()).isEqualTo(LabelKind.INVALID_UNICODE);
  }

  @Test
  void unpairedSurrogateIsProhibitedNotAnException() {
    LabelResult result = PLAIN.toAscii("a\uD800", false);
    assertThat(result.errors()).containsExactly(IdnaError.NAMEPREP_PROHIBITED);
    assertThat(result.problems().get(0).offset()).isEqualTo(1);
  }

  @Test
  void bidiRuleOfRfc3454Section6() {
    // Requirement 2: RandALCat and LCat mixed; the first LCat is at offset 0.
    LabelResult mixed = PLAIN.toAscii("a\u0627", false);
    assertThat(mixed.errors()).containsExactly(IdnaError.NAMEPREP_BIDI);
    assertThat(mixed.problems().get(0).offset()).isZero();
    // Requirement 3: a RandALCat label must end with RandALCat; the last code point is at 1.
    LabelResult end = PLAIN.toAscii("\u06271", false);
    assertThat(end.errors()).containsExactly(IdnaError.NAMEPREP_BIDI);
    assertThat(end.problems().get(0).offset()).isEqualTo(1);
    LabelResult ok = PLAIN.toAscii("\u0627\u0628", false);
    assertThat(ok.output()).isEqualTo("xn--mgbc");
    assertThat(ok.isRtl()).isTrue();
  }

  @Test
  void std3RulesRejectNonLdhAsciiAndEdgeHyphens() {
    LabelResult result = STD3.toAscii("-a_b-", false);
    assertThat(result.problems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple(IdnaError.LEADING_HYPHEN, 0),
            org.assertj.core.groups.Tuple.tuple(IdnaError.NON_LDH_ASCII, 2),
            org.assertj.core.groups.Tuple.tuple(IdnaError.TRAILING_HYPHEN, 4));
    assertThat(PLAIN.toAscii("-a_b-", false).isValid()).isTrue();
    // After Nameprep: U+2024 ONE DOT LEADER becomes '.', found at input offset 2.
    LabelResult dot = STD3.toAscii("\u00E4a\u2024b", false);
    assertThat(dot.problems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(IdnaError.NON_LDH_ASCII, 2));
  }

  @Test
  void acePrefixOnANonAsciiLabelIsRejected() {
    assertThat(PLAIN.toAscii("xn--b\u00FCcher", false).errors())
        .containsExactly(IdnaError.ACE_PREFIX_NOT_ALLOWED);
    assertThat(PLAIN.toAscii("XN--b\u00FCcher", false).errors())
        .containsExactly(IdnaError.ACE_PREFIX_NOT_ALLOWED);
  }

  @Test
  void labelLengthIsOneTo63CodePoints() {
    assertThat(PLAIN.toAscii("a".repeat(63), false).isValid()).isTrue();
    assertThat(PLAIN.toAscii("a".repeat(64), false).errors())
        .containsExactly(IdnaError.LABEL_TOO_LONG);
    assertThat(PLAIN.toAscii("", false).errors()).containsExactly(IdnaError.EMPTY_LABEL);
    assertThat(PLAIN.toAscii("\u00AD", false).errors()).containsExactly(IdnaError.EMPTY_LABEL);
    // 59 x U+00E4 encodes to "xn--" + 66 characters.
    assertThat(PLAIN.toAscii("\u00E4".repeat(59), false).errors())
        .containsExactly(IdnaError.LABEL_TOO_LONG);
    // A 1500-code-point label is a LABEL_TOO_LONG problem, not an exception.
    assertThat(PLAIN.toAscii("\u00E4".repeat(1500), false).errors())
        .containsExactly(IdnaError.LABEL_TOO_LONG);
  }

  @ParameterizedTest(name = "ToUnicode({0}) = {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "xn--bcher-kva | b\u00FCcher",
        "xn--Bcher-kva | B\u00FCcher", // basic code points keep their case
        "XN--bcher-kva | b\u00FCcher",
        "b\u00FCcher   | b\u00FCcher", // not an ACE label: returned unchanged
        "B\u00FCcher   | B\u00FCcher", // the original, not the Nameprep output
        "example       | example",
      })
  void toUnicodeAgreesWithRfc3490AndTheJdk(String input, String expected) {
    LabelResult result = PLAIN.toUnicode(input, false);
    assertThat(result.isValid()).isTrue();
    assertThat(result.output()).isEqualTo(expected).isEqualTo(IDN.toUnicode(input));
  }

  @Test
  void toUnicodeFailureReturnsTheInputWithTheReason() {
    // "xn--zca" decodes to sharp s, whose ToASCII is "ss": RFC 3490 §4.2 step 7 fails.
    LabelResult sharpS = PLAIN.toUnicode("xn--zca", false);
    assertThat(sharpS.output()).isEqualTo("xn--zca").isEqualTo(IDN.toUnicode("xn--zca"));
    assertThat(sharpS.errors()).containsExactly(IdnaError.ROUND_TRIP_MISMATCH);
    assertThat(sharpS.kind()).isEqualTo(LabelKind.FAKE_A_LABEL);

    LabelResult badDigit = PLAIN.toUnicode("xn--a.b", false);
    assertThat(badDigit.output()).isEqualTo("xn--a.b");
    assertThat(badDigit.errors()).containsExactly(IdnaError.INVALID_PUNYCODE);

    // The emoji of "xn--ls8h" is unassigned in Unicode 3.2.
    assertThat(PLAIN.toUnicode("xn--ls8h", false).errors())
        .containsExactly(IdnaError.NAMEPREP_UNASSIGNED);
    assertThat(ALLOW_UNASSIGNED.toUnicode("xn--ls8h", false).output())
        .isEqualTo("\uD83D\uDCA9")
        .isEqualTo(IDN.toUnicode("xn--ls8h", IDN.ALLOW_UNASSIGNED));
  }

  @Test
  void kindsFollowRfc5890() {
    assertThat(PLAIN.toAscii("xn--bcher-kva", false).kind()).isEqualTo(LabelKind.A_LABEL);
    assertThat(PLAIN.toAscii("xn--zca", false).kind()).isEqualTo(LabelKind.FAKE_A_LABEL);
    assertThat(PLAIN.toAscii("ab--cd", false).kind()).isEqualTo(LabelKind.RESERVED_LDH);
    assertThat(PLAIN.toAscii("_dmarc", false).kind()).isEqualTo(LabelKind.NON_LDH_ASCII);
    assertThat(PLAIN.toAscii("b\u00FCcher", false).kind()).isEqualTo(LabelKind.U_LABEL);
  }

  @Test
  void hostileLabelsGiveResultsNotExceptions() {
    // 100,000 prohibited code points: one problem each, at its own offset, up to the cap
    LabelResult controls = PLAIN.toAscii("\u0085".repeat(100_000), false);
    // and one TOO_MANY_PROBLEMS problem for the rest
    assertThat(controls.problems()).hasSize(ProblemCollector.MAX_PER_LABEL + 1);
    assertThat(controls.problems().get(ProblemCollector.MAX_PER_LABEL - 1).offset())
        .isEqualTo(ProblemCollector.MAX_PER_LABEL - 1);
    assertThat(controls.problems().get(ProblemCollector.MAX_PER_LABEL).error())
        .isEqualTo(IdnaError.TOO_MANY_PROBLEMS);
    assertThat(controls.omittedProblems()).isEqualTo(100_000 - ProblemCollector.MAX_PER_LABEL);
    // an over-long XN-label is a fake A-label; ToUnicode gives it back unchanged
    String longAce = "xn--" + "a".repeat(100_000);
    assertThat(PLAIN.toAscii(longAce, false).kind()).isEqualTo(LabelKind.FAKE_A_LABEL);
    assertThat(PLAIN.toAscii(longAce, false).errors()).containsExactly(IdnaError.LABEL_TOO_LONG);
    LabelResult back = PLAIN.toUnicode(longAce, false);
    assertThat(back.output()).isSameAs(longAce);
    assertThat(back.errors()).isNotEmpty();
  }

  @Test
  void unassignedCodePointEndingALongLabelIsAProblemNotAnIcuException() {
    // ICU4J 79.1's StringPrep throws IndexOutOfBoundsException for this input; java.net.IDN
    // rejects it with an IllegalArgumentException.
    String label = "\u00E4".repeat(200) + "\u0221";
    assertThat(jdkRejects(label)).isTrue();
    LabelResult result = PLAIN.toAscii(label, false);
    assertThat(result.problems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(IdnaError.NAMEPREP_UNASSIGNED, 200));
    assertThat(PLAIN.toUnicode(label, false).output()).isEqualTo(label);
  }

  private static boolean jdkRejects(String label) {
    try {
      IDN.toASCII(label);
      return false;
    } catch (IllegalArgumentException e) {
      return true;
    }
  }

  @Test
  void nameprepStepAlone() {
    java.util.List<IdnaProblem> problems = new java.util.ArrayList<>();
    // draft-josefsson-idn-test-vectors 4.5: U+0143 U+037A -> U+0144 U+0020 U+03B9
    assertThat(PLAIN.nameprep("\u0143\u037A", problems)).isEqualTo("\u0144 \u03B9");
    assertThat(problems).isEmpty();
  }
}
