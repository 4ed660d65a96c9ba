package org.idna4j.display;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.idna4j.domain.Idna;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays Chromium's IDN display table ({@code chromium-idn-cases.tsv}, from {@code
 * idn_spoof_checker_unittest.cc}) against {@link DisplayPolicy#chromium()} with Chromium's
 * unit-test top-domain list as protected domains, one dynamic test per row, named after the row.
 */
class ChromiumTableTest {

  private static final String UNCOMMON =
      "Unicode 18 data (ICU4J 79.1): Identifier_Type=Uncommon_Use, so Identifier_Status="
          + "Restricted and outside Chromium's allowed set; Chromium's table predates that:";
  private static final String BOPOMOFO =
      "Unicode 18 data (ICU4J 79.1): the Bopomofo letters are Identifier_Type=Limited_Use, so"
          + " Identifier_Status=Restricted and outside Chromium's allowed set; Chromium's table"
          + " predates that";

  /**
   * Rows where this policy deliberately shows something else than Chromium, each with the reason.
   * {@link #everyDisagreementStillDisagrees} fails when one of them starts to agree, so that the
   * list cannot go stale.
   */
  static final Map<String, String> DISAGREEMENTS =
      Map.ofEntries(
          Map.entry("xn--3bkxe.jp", UNCOMMON + " U+309A COMBINING KATAKANA-HIRAGANA SEMI-VOICED"),
          Map.entry("xn--5ekcde0577e87tc.tw", BOPOMOFO),
          Map.entry("xn--bopo-ty4cghi8509kk7xd.tw", BOPOMOFO),
          Map.entry("xn--bopomofo-hj5gkalm.tw", BOPOMOFO),
          Map.entry("xn--gamer-f94d4426b.com", BOPOMOFO + " (U+3127 BOPOMOFO LETTER I)"),
          Map.entry("xn--gamer-k94d3426b.com", BOPOMOFO + " (U+3127 BOPOMOFO LETTER I)"),
          Map.entry("xn--4fkv10r.com", BOPOMOFO + " (U+3127 BOPOMOFO LETTER I)"),
          Map.entry("xn--gpd3ag.ge", UNCOMMON + " U+10FD GEORGIAN LETTER AEN, U+10FF LABIAL SIGN"),
          Map.entry("xn--gpd3ag.xn--node", UNCOMMON + " U+10FD and U+10FF (Georgian)"),
          Map.entry("xn--rmdcmef.mm", UNCOMMON + " the Myanmar Shan digits U+1090..U+1097"),
          Map.entry("xn--rmdcmef.xn--7idjb0f4ck", UNCOMMON + " the Myanmar Shan digits"));

  static final DisplayPolicy POLICY =
      DisplayPolicy.chromium().toBuilder().protectedDomains(testDomains()).build();

  static List<String> testDomains() {
    List<String> domains = new ArrayList<>();
    for (String line : TestData.lines("chromium-idn-test-domains.list")) {
      if (!line.isBlank()) {
        domains.add(line.trim());
      }
    }
    return domains;
  }

  record Row(String input, String unicode, String expected) {
    String display() {
      return expected.equals("safe") ? unicode : input;
    }
  }

  static List<Row> rows() {
    List<Row> rows = new ArrayList<>();
    for (String line : TestData.lines("chromium-idn-cases.tsv")) {
      String[] f = line.split("\t", -1);
      String input = f[0].startsWith("dev:") ? f[0].substring(4) : f[0];
      rows.add(new Row(input, f[1].equals("-") ? null : TestData.unescape(f[1]), f[2]));
    }
    return rows;
  }

  @TestFactory
  Stream<DynamicTest> chromiumTable() {
    return rows().stream()
        .filter(row -> !DISAGREEMENTS.containsKey(row.input()))
        .map(
            row ->
                DynamicTest.dynamicTest(
                    row.input() + " " + row.expected(),
                    () -> {
                      DisplayResult r = POLICY.decide(row.input());
                      assertThat(r.output()).as("display").isEqualTo(row.display());
                      assertThat(POLICY.toDisplay(row.input())).isEqualTo(r.output());
                      // shown as given exactly when some label has a reason
                      assertThat(r.reasons().isEmpty())
                          .as("reasons %s", r.reasons())
                          .isEqualTo(
                              row.expected().equals("safe") && !row.display().contains("xn--"));
                      if (!row.expected().equals("invalid")
                          && row.unicode() != null
                          && !row.unicode().contains("xn--")) {
                        // Chromium's own sanity check: the input decodes to the listed Unicode
                        assertThat(Idna.lookup().toUnicode(row.input()).output())
                            .isEqualTo(row.unicode());
                      }
                    }));
  }

  @Test
  void tableIsComplete() {
    assertThat(rows()).hasSizeGreaterThan(440);
  }

  @Test
  void everyDisagreementStillDisagrees() {
    for (Row row : rows()) {
      if (DISAGREEMENTS.containsKey(row.input())) {
        assertThat(POLICY.toDisplay(row.input())).as(row.input()).isNotEqualTo(row.display());
      }
    }
  }
}
