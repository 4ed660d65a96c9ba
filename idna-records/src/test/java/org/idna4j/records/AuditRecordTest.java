package org.idna4j.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The agent's audit records and idna audit's summary validate against their schemas. */
class AuditRecordTest {

  static AuditRecord of(String input, int flags, String caller) {
    String jdk;
    String jdkError = null;
    try {
      jdk = java.net.IDN.toASCII(input, flags);
    } catch (IllegalArgumentException e) {
      jdk = null;
      jdkError = AuditRecord.error(e);
    }
    String ours;
    String oursError = null;
    try {
      ours = org.idna4j.domain.IDN.toASCII(input, flags);
    } catch (IllegalArgumentException e) {
      ours = null;
      oursError = AuditRecord.error(e);
    }
    return new AuditRecord(
        "toASCII",
        input,
        flags,
        AuditRecord.flagNames(flags),
        jdk,
        jdkError,
        ours,
        oursError,
        CompareRecord.of(input).classes(),
        caller,
        1);
  }

  @Test
  void recordsOfEveryKindOfAnswerValidate() {
    for (String name : RecordSchemaTest.NAMES) {
      for (int flags = 0; flags < 4; flags++) {
        RecordSchemaTest.assertValid(of(name, flags, flags == 3 ? null : "a.B.c(B.java:1)"));
      }
    }
    RecordSchemaTest.assertValid(new AuditOverflowRecord(3, 10_000, 8_000_000));
    RecordSchemaTest.assertValid(new AuditSummaryRecord("total", null, 3, 2, 1));
    RecordSchemaTest.assertValid(new AuditSummaryRecord("caller", "a.B.c(B.java:1)", 3, 2, 1));
  }

  @Test
  void flagNamesAreTheJdkConstants() {
    assertThat(AuditRecord.ALLOW_UNASSIGNED).isEqualTo(java.net.IDN.ALLOW_UNASSIGNED);
    assertThat(AuditRecord.USE_STD3_ASCII_RULES).isEqualTo(java.net.IDN.USE_STD3_ASCII_RULES);
    assertThat(AuditRecord.flagNames(0)).isEmpty();
    assertThat(AuditRecord.flagNames(3))
        .containsExactly("ALLOW_UNASSIGNED", "USE_STD3_ASCII_RULES");
    assertThat(AuditRecord.flagNames(4)).isEmpty();
  }

  @Test
  void anAnswerIsAStringOrAnError() {
    assertThatThrownBy(
            () ->
                new AuditRecord(
                    "toASCII", "x", 0, List.of(), "a", "e", "b", null, List.of(), null, 1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () ->
                new AuditRecord(
                    "toASCII", "x", 0, List.of(), "a", null, "b", null, List.of(), null, 0))
        .isInstanceOf(IllegalArgumentException.class);
    AuditRecord r = of("fa\u00DF.de", 0, "a.B.c(B.java:1)");
    assertThat(r.jdk()).isEqualTo("fass.de");
    assertThat(r.idna4j()).isEqualTo(org.idna4j.domain.IDN.toASCII("fa\u00DF.de"));
    assertThat(r.classes()).contains(org.idna4j.domain.JdkDifference.DEVIATION.name());
  }
}
