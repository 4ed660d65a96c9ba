package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;

import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Test;

/**
 * Bad input never throws: each case returns a result with the right problems. (Time is not asserted
 * here; the benchmarks module measures that these stay linear.)
 */
class HostileInputTest {

  @Test
  void unpairedSurrogates() {
    DomainResult r = Idna.uts46().toAscii("a\uD800b.\uDC00");
    assertThat(r.errors()).contains(IdnaError.DISALLOWED, IdnaError.PUNYCODE_ENCODING_FAILED);
    assertThat(r.problems()).extracting(p -> p.offset()).contains(1, 4);
  }

  @Test
  void controlsAndNul() {
    assertThat(Idna.uts46().toAscii("a\u0000b\u0007.c\u007F").errors())
        .containsExactly(IdnaError.NON_LDH_ASCII);
    assertThat(Idna.uts46().toAscii("a\u0085").errors()).containsExactly(IdnaError.DISALLOWED);
  }

  @Test
  void tenMegabyteString() {
    String s = "a".repeat(10_000_000);
    DomainResult r = Idna.uts46().toAscii(s);
    assertThat(r.errors())
        .containsExactlyInAnyOrder(IdnaError.LABEL_TOO_LONG, IdnaError.NAME_TOO_LONG);
    assertThat(Idna.whatwgUrl().toAscii(s).output()).isSameAs(s);
  }

  @Test
  void hundredThousandDots() {
    DomainResult r = Idna.uts46().toAscii(".".repeat(100_000));
    assertThat(r.errors())
        .containsExactlyInAnyOrder(
            IdnaError.EMPTY_LABEL, IdnaError.NAME_TOO_LONG, IdnaError.TOO_MANY_PROBLEMS);
    // 100,001 empty labels: the first MAX_LISTED listed, NAME_TOO_LONG, then the marker
    assertThat(r.problems()).hasSize(IdnaProblem.MAX_LISTED + 2);
    assertThat(r.omittedProblems()).isEqualTo(100_001 - IdnaProblem.MAX_LISTED);
    assertThat(r.problems().get(IdnaProblem.MAX_LISTED - 1).labelIndex())
        .hasValue(IdnaProblem.MAX_LISTED - 1);
  }

  @Test
  void hundredThousandCombiningMarks() {
    StringBuilder sb = new StringBuilder("a");
    for (int i = 0; i < 50_000; i++) {
      sb.append("\u0301\u0323"); // alternating combining classes 230 and 220
    }
    DomainResult r = Idna.uts46().toUnicode(sb.toString());
    assertThat(r.isValid()).isTrue();
    // canonical order puts every U+0323 (ccc 220) before every U+0301 (ccc 230); NFC composes one
    assertThat(r.output()).startsWith("\u1EA1\u0323").endsWith("\u0301\u0301");
    assertThat(Idna.uts46().toAscii(sb).errors())
        .containsExactlyInAnyOrder(IdnaError.LABEL_TOO_LONG, IdnaError.NAME_TOO_LONG);
  }

  @Test
  void hundredThousandZeroWidthJoiners() {
    DomainResult r = Idna.uts46().toUnicode("a" + "\u200D".repeat(100_000));
    assertThat(r.errors())
        .containsExactlyInAnyOrder(IdnaError.CONTEXTJ_ZWJ, IdnaError.TOO_MANY_PROBLEMS);
    assertThat(r.omittedProblems()).isEqualTo(100_000 - IdnaProblem.MAX_LISTED);
  }

  @Test
  void hugeXnLabel() {
    DomainResult r = Idna.uts46().toUnicode("xn--" + "9".repeat(1_000_000));
    assertThat(r.isValid()).isFalse();
  }
}
