package org.idna4j.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import org.idna4j.display.DisplayPolicy;
import org.idna4j.display.DisplayReason;
import org.idna4j.label.RestrictionLevel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The display record: its fields map the library's decision one for one, reasons are the {@link
 * DisplayReason} constant names, every policy name maps to its policy, and records of every policy
 * validate against the checked-in schema.
 */
class DisplayRecordTest {

  /** Names shown in Unicode, in ASCII for one or several reasons, invalid, and hostile. */
  static final List<String> NAMES =
      List.of(
          "bücher.de",
          "xn--80ak6aa92e.com",
          "аррӏе.com",
          "éxample.com",
          "example.com",
          "a..b",
          "ab--c.example",
          "",
          ".",
          "a\"\\\u0001\u2028\uD800.example",
          "þorp.com");

  @Test
  void everyPolicyNameMapsToItsPolicy() {
    assertThat(DisplayRecord.POLICIES)
        .containsExactly("chromium", "firefox-high", "firefox-moderate", "firefox-ascii");
    assertThat(DisplayRecord.policy("chromium")).isSameAs(DisplayPolicy.chromium());
    assertThat(DisplayRecord.policy("firefox-high"))
        .isSameAs(DisplayPolicy.firefox(RestrictionLevel.HIGHLY_RESTRICTIVE));
    assertThat(DisplayRecord.policy("firefox-moderate"))
        .isSameAs(DisplayPolicy.firefox(RestrictionLevel.MODERATELY_RESTRICTIVE));
    assertThat(DisplayRecord.policy("firefox-ascii"))
        .isSameAs(DisplayPolicy.firefox(RestrictionLevel.ASCII));
    // one case rule for every choice (Vocabulary.choice): any ASCII case, no look-alikes
    assertThat(DisplayRecord.policy("Chromium")).isSameAs(DisplayPolicy.chromium());
    assertThat(DisplayRecord.policyName("FIREFOX-High")).contains("firefox-high");
    assertThat(DisplayRecord.policyName("chromıum")).isEmpty(); // U+0131 dotless i
    assertThatThrownBy(() -> DisplayRecord.policy("firefox"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("firefox-moderate");
    assertThat(DisplayRecord.isPolicy("firefox-ascii")).isTrue();
    assertThat(DisplayRecord.isPolicy("firefox")).isFalse();
  }

  @Test
  void aWholeScriptConfusableIsShownAsItsALabelWithItsReason() throws IOException {
    DisplayRecord r = DisplayRecord.of(null, "аррӏе.com", "chromium", DisplayPolicy.chromium());
    assertThat(r.output()).isEqualTo("xn--80ak6aa92e.com");
    assertThat(r.shownAsUnicode()).isFalse();
    assertThat(r.reasons()).containsExactly("WHOLE_SCRIPT_CONFUSABLE");
    assertThat(r.labels()).hasSize(2);
    assertThat(r.labels().get(0))
        .isEqualTo(
            new DisplayLabelRecord("xn--80ak6aa92e", "аррӏе", List.of("WHOLE_SCRIPT_CONFUSABLE")));
    assertThat(r.labels().get(1)).isEqualTo(new DisplayLabelRecord("com", "com", List.of()));
    JsonNode json = RecordSchemaTest.JSON.readTree(RecordJson.toJson(r));
    assertThat(json.get("shown_as_unicode").asBoolean()).isFalse();
    assertThat(json.get("lookalike_of").isNull()).isTrue();
    assertThat(json.get("labels").get(0).get("reasons").get(0).asText())
        .isEqualTo("WHOLE_SCRIPT_CONFUSABLE");
  }

  @Test
  void aNameShownInUnicodeHasNoReasons() {
    DisplayRecord r =
        DisplayRecord.of(
            null, "xn--bcher-kva.de", "firefox-high", DisplayRecord.policy("firefox-high"));
    assertThat(r.output()).isEqualTo("bücher.de");
    assertThat(r.shownAsUnicode()).isTrue();
    assertThat(r.reasons()).isEmpty();
    assertThat(r.policy()).isEqualTo("firefox-high");
  }

  @Test
  void theLookalikeCheckNamesTheProtectedDomain() {
    DisplayRecord r =
        DisplayRecord.of(
            null,
            "éxample.com",
            "chromium",
            DisplayRecord.policy("chromium", List.of("example.com")));
    assertThat(r.output()).isEqualTo("xn--xample-9ua.com");
    assertThat(r.reasons()).contains("LOOKALIKE_DOMAIN");
    assertThat(r.lookalikeOf()).isEqualTo("example.com");
    // without protected domains the same name is shown in Unicode
    assertThat(DisplayRecord.of(null, "éxample.com", "chromium", DisplayPolicy.chromium()).output())
        .isEqualTo("éxample.com");
  }

  @Test
  void recordsOfEveryPolicyValidate() {
    for (String policy : DisplayRecord.POLICIES) {
      DisplayPolicy p = DisplayRecord.policy(policy, List.of("example.com"));
      for (String name : NAMES) {
        DisplayRecord r = DisplayRecord.of(null, name, policy, p);
        RecordSchemaTest.assertValid(r);
        assertThat(r.reasons())
            .as(name)
            .allSatisfy(
                reason -> assertThat(DisplayReason.valueOf(reason).name()).isEqualTo(reason));
        assertThat(r.shownAsUnicode()).as(name).isEqualTo(r.reasons().isEmpty());
      }
    }
    RecordSchemaTest.assertValid(
        DisplayRecord.unreadable(
            null,
            "\uFFFD.example",
            "chromium",
            List.of(new ProblemRecord(null, ProblemRecord.LINE, 0, "INVALID_UTF8", null, "x"))));
  }

  @Test
  @Timeout(20)
  void aMillionCharacterNameIsDecidedInLinearTime() {
    String name = "а".repeat(1_000_000) + ".com";
    DisplayRecord r = DisplayRecord.of(null, name, "chromium", DisplayPolicy.chromium());
    assertThat(r.shownAsUnicode()).isFalse();
    assertThat(RecordJson.toJson(r)).startsWith("{\"line\":null,\"input\":\"");
  }
}
