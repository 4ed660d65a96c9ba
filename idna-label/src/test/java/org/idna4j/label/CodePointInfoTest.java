package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** {@link CodePointInfo}: the UTS #46 §5 status and mapping, the RFC 5892 property, UAX facts. */
class CodePointInfoTest {

  @Test
  void eachUts46StatusWithItsMapping() {
    // UTS #46 §5 IdnaMappingTable: 0061 valid, 0041 mapped to 0061, 00AD ignored, 00DF deviation,
    // 2028 disallowed
    assertThat(CodePointInfo.of('a').uts46Status()).isEqualTo(Uts46Status.VALID);
    assertThat(CodePointInfo.of('A').uts46Status()).isEqualTo(Uts46Status.MAPPED);
    assertThat(CodePointInfo.of('A').uts46Mapping()).contains("a");
    assertThat(CodePointInfo.of(0x00AD).uts46Status()).isEqualTo(Uts46Status.IGNORED);
    assertThat(CodePointInfo.of(0x00DF).uts46Status()).isEqualTo(Uts46Status.DEVIATION);
    assertThat(CodePointInfo.of(0x00DF).uts46Mapping()).isEmpty();
    assertThat(CodePointInfo.of(0x2028).uts46Status()).isEqualTo(Uts46Status.DISALLOWED);
    assertThat(CodePointInfo.of('a').uts46Mapping()).isEmpty();
  }

  @Test
  void eachRfc5892DerivedProperty() {
    // RFC 5892 Appendix B: 0061 PVALID, 0041 DISALLOWED (Unstable, §2.3), 200D CONTEXTJ,
    // 0660 CONTEXTO (§2.6 exceptions), 0378 UNASSIGNED
    assertThat(CodePointInfo.of('a').idna2008Property()).isEqualTo(Rfc5892DerivedProperty.PVALID);
    assertThat(CodePointInfo.of('A').idna2008Property())
        .isEqualTo(Rfc5892DerivedProperty.DISALLOWED);
    assertThat(CodePointInfo.of(0x200D).idna2008Property())
        .isEqualTo(Rfc5892DerivedProperty.CONTEXTJ);
    assertThat(CodePointInfo.of(0x0660).idna2008Property())
        .isEqualTo(Rfc5892DerivedProperty.CONTEXTO);
    assertThat(CodePointInfo.of(0x0378).idna2008Property())
        .isEqualTo(Rfc5892DerivedProperty.UNASSIGNED);
  }

  @Test
  void bidiClassScriptAndName() {
    CodePointInfo alef = CodePointInfo.of(0x05D0);
    assertThat(alef.bidiClass()).isEqualTo("R");
    assertThat(alef.script()).isEqualTo("Hebrew");
    assertThat(alef.name()).isEqualTo("HEBREW LETTER ALEF");
    assertThat(CodePointInfo.of(0x0627).bidiClass()).isEqualTo("AL");
    assertThat(CodePointInfo.of(0x0301).bidiClass()).isEqualTo("NSM");
  }

  @Test
  void aLoneSurrogateIsDescribedAndAValueOutsideTheCodeSpaceIsRefused() {
    assertThat(CodePointInfo.of(0xD800).uts46Status()).isEqualTo(Uts46Status.DISALLOWED);
    assertThat(CodePointInfo.of(0xD800).idna2008Property())
        .isEqualTo(Rfc5892DerivedProperty.DISALLOWED);
    assertThatThrownBy(() -> CodePointInfo.of(-1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> CodePointInfo.of(0x110000))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void equalByCodePoint() {
    assertThat(CodePointInfo.of(0x00DF)).isEqualTo(CodePointInfo.of(0x00DF));
    assertThat(CodePointInfo.of(0x00DF)).hasSameHashCodeAs(CodePointInfo.of(0x00DF));
    assertThat(CodePointInfo.of(0x00DF)).isNotEqualTo(CodePointInfo.of(0x03C2));
    assertThat(CodePointInfo.of(0x00DF).toString()).contains("U+00DF", "DEVIATION");
  }
}
