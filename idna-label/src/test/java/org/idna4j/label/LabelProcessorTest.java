package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * One label through UTS #46 (§4 Processing, §4.1 Validity Criteria, §4.2 ToASCII, §4.3 ToUnicode).
 */
class LabelProcessorTest {

  private final LabelProcessor uts46 = LabelProcessor.of(IdnaProfile.uts46());

  @Test
  void lowercaseLdhLabelComesBackAsTheSameInstance() {
    String label = "example";
    LabelResult r = uts46.toAscii(label);
    assertThat(r.output()).isSameAs(label);
    assertThat(r.isValid()).isTrue();
    assertThat(r.kind()).isEqualTo(LabelKind.NR_LDH);
  }

  @Test
  void asciiNeedingOnlyCaseFoldingIsLowercased() {
    assertThat(uts46.toAscii("ExAmple").output()).isEqualTo("example");
  }

  @Test
  void unicodeLabelBecomesAnALabelAndBack() {
    LabelResult a = uts46.toAscii("Bücher");
    assertThat(a.output()).isEqualTo("xn--bcher-kva");
    assertThat(a.kind()).isEqualTo(LabelKind.U_LABEL);
    LabelResult u = uts46.toUnicode("xn--bcher-kva");
    assertThat(u.output()).isEqualTo("bücher");
    assertThat(u.kind()).isEqualTo(LabelKind.A_LABEL);
  }

  @Test
  void hyphenRulesAreReportedWithPositions() {
    LabelResult r = uts46.toAscii("-a--bc-");
    assertThat(r.problems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(IdnaError.LEADING_HYPHEN, 0),
            org.assertj.core.groups.Tuple.tuple(IdnaError.HYPHEN_3_4, 2),
            org.assertj.core.groups.Tuple.tuple(IdnaError.TRAILING_HYPHEN, 6));
    assertThat(r.kind()).isEqualTo(LabelKind.NON_LDH_ASCII);
  }

  @Test
  void reservedLdhLabelsAreClassified() {
    LabelProcessor lenient = LabelProcessor.of(IdnaProfile.lookup());
    assertThat(lenient.toAscii("ab--cd").kind()).isEqualTo(LabelKind.RESERVED_LDH);
    assertThat(lenient.toAscii("ab--cd").isValid()).isTrue();
  }

  @Test
  void xnLabelWithEmptyPayloadIsAnError() {
    LabelResult r = uts46.toUnicode("xn--");
    assertThat(r.errors()).contains(IdnaError.EMPTY_PUNYCODE);
    assertThat(r.kind()).isEqualTo(LabelKind.FAKE_A_LABEL);
  }

  @Test
  void xnLabelDecodingToAsciiIsAnError() {
    // RUSTSEC-2024-0421: "xn--ascii-" decodes to "ascii" and would mask the ASCII name
    LabelResult r = uts46.toUnicode("xn--ascii-");
    assertThat(r.errors()).containsExactly(IdnaError.ASCII_ONLY_PUNYCODE);
    assertThat(r.output()).isEqualTo("ascii");
  }

  @Test
  void invalidPunycodeIsReportedAtItsPosition() {
    LabelResult r = uts46.toUnicode("xn--0");
    assertThat(r.errors()).containsExactly(IdnaError.INVALID_PUNYCODE);
    assertThat(r.output()).isEqualTo("xn--0");
  }

  @Test
  void ignoreInvalidPunycodeKeepsTheLabel() {
    LabelProcessor p =
        LabelProcessor.of(IdnaProfile.whatwgUrl().toBuilder().ignoreInvalidPunycode(true).build());
    LabelResult r = p.toUnicode("xn--0");
    assertThat(r.errors()).doesNotContain(IdnaError.INVALID_PUNYCODE);
    assertThat(r.output()).isEqualTo("xn--0");
  }

  @Test
  void nonAsciiInAnXnLabelIsAnError() {
    assertThat(uts46.toUnicode("xn--a-ä").errors()).containsExactly(IdnaError.NON_ASCII_XN_LABEL);
  }

  @Test
  void decodedLabelMustBeNfc() {
    // "xn--u-ccb" decodes to "u" + U+0308, which NFC composes to "ü"
    assertThat(uts46.toUnicode("xn--u-ccb").errors()).containsExactly(IdnaError.NOT_NFC);
  }

  @Test
  void disallowedCodePointIsReportedAtItsInputOffset() {
    LabelResult r = uts46.toUnicode("AB\u2488C");
    assertThat(r.problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.error()).isEqualTo(IdnaError.DISALLOWED);
              assertThat(p.offset()).isEqualTo(2);
            });
  }

  @Test
  void std3RulesRejectNonLdhAsciiUnlessUnderscoreIsAllowed() {
    assertThat(uts46.toAscii("_dmarc").errors()).containsExactly(IdnaError.NON_LDH_ASCII);
    assertThat(LabelProcessor.of(IdnaProfile.lookup()).toAscii("_dmarc").isValid()).isTrue();
    assertThat(LabelProcessor.of(IdnaProfile.lookup()).toAscii("a b").errors())
        .containsExactly(IdnaError.NON_LDH_ASCII);
  }

  @Test
  void leadingCombiningMarkIsAnError() {
    assertThat(uts46.toUnicode("\u0308a").errors())
        .containsExactly(IdnaError.LEADING_COMBINING_MARK);
  }

  @Test
  void aLabelSeparatorProducedByMappingIsReported() {
    LabelResult r = uts46.toUnicode("a\u3002b");
    assertThat(r.errors()).contains(IdnaError.LABEL_SEPARATOR);
    assertThat(r.problems()).anySatisfy(p -> assertThat(p.offset()).isEqualTo(1));
  }

  @Test
  void labelLongerThan63OctetsIsTooLongOnlyWithVerifyDnsLength() {
    String ok = "a".repeat(63);
    String tooLong = "a".repeat(64);
    assertThat(uts46.toAscii(ok).isValid()).isTrue();
    assertThat(uts46.toAscii(tooLong).errors()).containsExactly(IdnaError.LABEL_TOO_LONG);
    assertThat(LabelProcessor.of(IdnaProfile.whatwgUrl()).toAscii(tooLong).isValid()).isTrue();
  }

  @Test
  void transitionalProfileMapsDeviations() {
    assertThat(LabelProcessor.of(IdnaProfile.transitional()).toAscii("faß").output())
        .isEqualTo("fass");
    assertThat(uts46.toAscii("faß").output()).isEqualTo("xn--fa-hia");
  }

  @Test
  void badInputNeverThrows() {
    for (String s :
        new String[] {"\uD800", "\uDC00a", "\u0000", "\u007F\u0085", "\uFFFD", "\uFFFF"}) {
      LabelResult r = uts46.toAscii(s);
      assertThat(r.isValid()).as(s).isFalse();
    }
  }

  @Test
  void manyProblemsAreCappedButEveryErrorKindIsKept() {
    String s = "\u2488".repeat(5000) + "_";
    LabelResult r = uts46.toUnicode(s);
    // the cap, the first NON_LDH_ASCII past it, and the marker
    assertThat(r.problems()).hasSize(ProblemCollector.MAX_PER_LABEL + 2);
    assertThat(r.errors()).contains(IdnaError.DISALLOWED, IdnaError.NON_LDH_ASCII);
    // one DISALLOWED per U+2488: 5000 found, the first 1000 listed
    assertThat(r.omittedProblems()).isEqualTo(5000 - ProblemCollector.MAX_PER_LABEL);
    IdnaProblem marker = r.problems().get(r.problems().size() - 1);
    assertThat(marker.error()).isEqualTo(IdnaError.TOO_MANY_PROBLEMS);
    assertThat(marker.detail()).startsWith("4000 more problems not listed");
  }

  @Test
  void nullIsAProgrammerError() {
    assertThatThrownBy(() -> uts46.toAscii(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> LabelProcessor.of(null)).isInstanceOf(NullPointerException.class);
  }
}
