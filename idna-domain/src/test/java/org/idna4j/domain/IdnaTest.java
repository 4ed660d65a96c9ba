package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.junit.jupiter.api.Test;

/** Whole names through {@link Idna}: splitting, cross-label rules, positions, presets. */
class IdnaTest {

  @Test
  void lowercaseLdhNameComesBackAsTheSameInstance() {
    String name = "www.example.com";
    assertThat(Idna.uts46().toAscii(name).output()).isSameAs(name);
    assertThat(Idna.lookup().toAscii(name).output()).isSameAs(name);
    assertThat(Idna.uts46().toUnicode(name).output()).isSameAs(name);
  }

  @Test
  void eachNamedPresetHasTheCachedConverterOfItsProfile() {
    for (IdnaProfile.Preset preset : IdnaProfile.Preset.values()) {
      assertThat(Idna.of(preset)).isSameAs(Idna.of(preset.profile()));
      assertThat(Idna.of(preset).profile()).isSameAs(preset.profile());
    }
  }

  @Test
  void offsetsCountCodePointsOfEveryEarlierLabelAndSeparator() {
    // U+1D49C MATHEMATICAL SCRIPT CAPITAL A is one code point in two chars (it maps to "a");
    // U+3002 IDEOGRAPHIC FULL STOP separates labels (UTS #46 §4 step 3).
    String a = "\uD835\uDC9C";
    // label 1 "ab--c" starts at code point 3: '--' in positions 3-4 is at offset 3 + 2
    assertThat(Idna.uts46().toAscii(a + a + "\u3002ab--c").problems())
        .extracting(
            IdnaProblem::error,
            p -> p.labelIndex().orElse(IdnaProblem.NAME_LEVEL),
            IdnaProblem::offset)
        .containsExactly(tuple(IdnaError.HYPHEN_3_4, 1, 5));
    // problems in labels 0 and 2 (valid label 1 between them): label 2 starts at code point 5
    assertThat(Idna.uts46().toAscii("-" + a + "\u3002x." + a + a + "-").problems())
        .extracting(
            IdnaProblem::error,
            p -> p.labelIndex().orElse(IdnaProblem.NAME_LEVEL),
            IdnaProblem::offset)
        .containsExactly(
            tuple(IdnaError.LEADING_HYPHEN, 0, 0), tuple(IdnaError.TRAILING_HYPHEN, 2, 7));
  }

  @Test
  void nameNeedingOnlyCaseFoldingIsLowercased() {
    assertThat(Idna.uts46().toAscii("WWW.Example.COM").output()).isEqualTo("www.example.com");
  }

  @Test
  void convertsUnicodeNamesBothWays() {
    assertThat(Idna.uts46().toAsciiOrThrow("Bücher.example")).isEqualTo("xn--bcher-kva.example");
    assertThat(Idna.uts46().toUnicodeOrThrow("xn--bcher-kva.example")).isEqualTo("bücher.example");
    assertThat(Idna.uts46().toAsciiOrThrow("faß.de")).isEqualTo("xn--fa-hia.de");
    assertThat(Idna.transitional().toAsciiOrThrow("faß.de")).isEqualTo("fass.de");
  }

  @Test
  void everyLabelSeparatorSplitsAndBecomesAFullStop() {
    assertThat(Idna.uts46().toAsciiOrThrow("a\u3002b\uFF0Ec\uFF61d")).isEqualTo("a.b.c.d");
  }

  @Test
  void lookupAcceptsRealNamesThatStrictUts46Rejects() {
    for (String name :
        new String[] {"_dmarc.example.com", "r4---sn-abc.googlevideo.com", "example.com."}) {
      assertThat(Idna.lookup().toAscii(name).isValid()).as(name).isTrue();
      assertThat(Idna.uts46().toAscii(name).isValid()).as(name).isFalse();
    }
    assertThat(Idna.uts46().toAscii("_dmarc.example.com").errors())
        .containsExactly(IdnaError.NON_LDH_ASCII);
    assertThat(Idna.uts46().toAscii("r4---sn-abc.googlevideo.com").errors())
        .containsExactly(IdnaError.HYPHEN_3_4);
    assertThat(Idna.uts46().toAscii("example.com.").errors())
        .containsExactly(IdnaError.EMPTY_LABEL);
  }

  @Test
  void lookupStillRejectsAMaskingXnLabel() {
    assertThat(Idna.lookup().toAscii("xn--ascii-.example").errors())
        .containsExactly(IdnaError.ASCII_ONLY_PUNYCODE);
  }

  @Test
  void problemsCarryLabelIndexAndCodePointOffsetIntoTheInput() {
    // label 1 starts at code point 3 ("😀" is one code point, two chars); "Ⅻ" maps to "xii"
    DomainResult r = Idna.uts46().toUnicode("\uD83D\uDE00b.\u216Ba\u2488.-c");
    assertThat(r.problems())
        .extracting(
            IdnaProblem::error,
            p -> p.labelIndex().orElse(IdnaProblem.NAME_LEVEL),
            IdnaProblem::offset)
        .containsExactly(tuple(IdnaError.DISALLOWED, 1, 5), tuple(IdnaError.LEADING_HYPHEN, 2, 7));
  }

  @Test
  void everyProblemOfTheNameIsReportedInInputOrder() {
    DomainResult r = Idna.uts46().toAscii("-a.b_.c\u200Dd..x".replace('x', 'e'));
    assertThat(r.problems())
        .extracting(IdnaProblem::error)
        .containsExactly(
            IdnaError.LEADING_HYPHEN,
            IdnaError.NON_LDH_ASCII,
            IdnaError.CONTEXTJ_ZWJ,
            IdnaError.EMPTY_LABEL);
    assertThat(r.problems()).extracting(IdnaProblem::offset).isSorted();
  }

  @Test
  void bidiDomainNameSubjectsLtrLabelsToTheBidiRule() {
    // "0a" alone is fine; next to a Hebrew label it breaks RFC 5893 §2 rule 1
    assertThat(Idna.uts46().toAscii("0a.example").isValid()).isTrue();
    DomainResult r = Idna.uts46().toAscii("0a.\u05D0");
    assertThat(r.problems())
        .extracting(IdnaProblem::error, p -> p.labelIndex().orElse(IdnaProblem.NAME_LEVEL))
        .containsExactly(tuple(IdnaError.BIDI_FIRST_CHARACTER, 0));
  }

  @Test
  void dnsLengthsAreCheckedOnTheAsciiForm() {
    String label63 = "a".repeat(63);
    String name253 = String.join(".", label63, label63, label63, "a".repeat(61));
    assertThat(name253).hasSize(253);
    assertThat(Idna.uts46().toAscii(name253).isValid()).isTrue();
    assertThat(Idna.uts46().toAscii(name253 + "a").errors())
        .containsExactly(IdnaError.NAME_TOO_LONG);
    assertThat(Idna.lookup().toAscii(name253 + ".").isValid()).isTrue();
    assertThat(Idna.uts46().toAscii(label63 + "a.com").errors())
        .containsExactly(IdnaError.LABEL_TOO_LONG);
    // 61 'a' + "ä" is 62 code points, but its A-label is longer than 63 octets
    assertThat(Idna.uts46().toAscii("a".repeat(61) + "ä.com").errors())
        .containsExactly(IdnaError.LABEL_TOO_LONG);
    assertThat(Idna.whatwgUrl().toAscii(name253 + "a").isValid()).isTrue();
  }

  @Test
  void emptyLabelsFollowUts46() {
    assertThat(Idna.uts46().toAscii("").errors())
        .containsExactlyInAnyOrder(IdnaError.EMPTY_NAME, IdnaError.EMPTY_LABEL);
    assertThat(Idna.uts46().toAscii("a..b").errors()).containsExactly(IdnaError.EMPTY_LABEL);
    assertThat(Idna.uts46().toUnicode("a..b").errors())
        .containsExactly(IdnaError.EMPTY_LABEL_TO_UNICODE);
    assertThat(Idna.uts46().toUnicode("a.b.").isValid()).isTrue();
  }

  @Test
  void orThrowListsEveryProblem() {
    assertThatThrownBy(() -> Idna.uts46().toAsciiOrThrow("-a.b_"))
        .isInstanceOf(IdnaException.class)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("2 problems")
        .hasMessageContaining("LEADING_HYPHEN (V3) in label 0 at offset 0")
        .hasMessageContaining("NON_LDH_ASCII (U1) in label 1 at offset 4")
        .satisfies(e -> assertThat(((IdnaException) e).problems()).hasSize(2));
  }

  @Test
  void ofReturnsTheCachedPresetInstances() {
    assertThat(Idna.of(IdnaProfile.uts46())).isSameAs(Idna.uts46());
    assertThat(Idna.of(IdnaProfile.lookup().toBuilder().build())).isSameAs(Idna.lookup());
    assertThat(Idna.of(IdnaProfile.builder().build()).profile())
        .isEqualTo(IdnaProfile.builder().build());
  }

  @Test
  void nullIsAProgrammerError() {
    assertThatThrownBy(() -> Idna.uts46().toAscii(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> Idna.of((IdnaProfile) null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> Idna.of((IdnaProfile.Preset) null))
        .isInstanceOf(NullPointerException.class);
  }
}
