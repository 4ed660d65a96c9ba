package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code idna compare}: java.net.IDN against the IDNA4J profiles, and why they differ. */
class CompareCommandTest {

  private static List<Map<String, Object>> compare(String... names) {
    Cli.Run r = Cli.runWithInput(String.join("\n", names) + "\n", "compare", "--format", "jsonl");
    assertThat(r.exitCode()).isZero();
    List<Map<String, Object>> records = new ArrayList<>();
    for (String line : r.lines()) {
      records.add(Json.object(line));
    }
    assertThat(records).hasSize(names.length);
    return records;
  }

  @SuppressWarnings("unchecked")
  private static List<String> classes(Map<String, Object> record) {
    return (List<String>) record.get("classes");
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> result(Map<String, Object> record, String column) {
    for (Map<String, Object> r : (List<Map<String, Object>>) record.get("results")) {
      if (r.get("column").equals(column)) {
        return r;
      }
    }
    throw new AssertionError("no column " + column + " in " + record);
  }

  @Test
  void theUrlStandardKeepsAsciiNamesWhateverToAsciiSays() {
    // URL Standard §3.3 domain parser step 5: every other column rejects these
    for (String name : new String[] {"a..b", "XN--A.example"}) {
      Map<String, Object> r = compare(name).get(0);
      assertThat(result(r, "uts46")).as(name).containsEntry("valid", false);
      assertThat(result(r, "whatwg"))
          .as(name)
          .containsEntry("valid", true)
          .containsEntry("ascii", name.toLowerCase(java.util.Locale.ROOT));
      assertThat(r).containsEntry("differ", true);
      assertThat(classes(r)).as(name).contains("URL_STANDARD");
    }
    // a forbidden domain code point fails the domain parser; uts46 rejects the name too
    Map<String, Object> r = compare("exa#mple.org").get(0);
    assertThat(result(r, "whatwg")).containsEntry("valid", false);
    assertThat(result(r, "whatwg").get("problems").toString())
        .contains("FORBIDDEN_DOMAIN_CODE_POINT");
    assertThat(classes(r)).doesNotContain("URL_STANDARD");
  }

  @Test
  void deviationCharacters() {
    // UTS #46 §4: transitional (and IDNA2003) map ß to ss, nontransitional encodes it.
    Map<String, Object> r = compare("faß.de").get(0);
    assertThat(result(r, "jdk")).containsEntry("ascii", "fass.de");
    assertThat(result(r, "transitional")).containsEntry("ascii", "fass.de");
    assertThat(result(r, "uts46")).containsEntry("ascii", "xn--fa-hia.de");
    assertThat(r).containsEntry("differ", true);
    assertThat(classes(r)).contains("DEVIATION");
  }

  @Test
  void symbolsValidInUts46ButNotInIdna2008() {
    // U+2665 BLACK HEART SUIT is old (Unicode 1.1): IDNA2003 and UTS #46 accept it, IDNA2008
    // (RFC 5892, registration) disallows symbols.
    Map<String, Object> r = compare("\u2665.example").get(0);
    assertThat(result(r, "jdk")).containsEntry("valid", true);
    assertThat(result(r, "uts46")).containsEntry("valid", true);
    assertThat(classes(r)).contains("NV8_SYMBOL").doesNotContain("UNASSIGNED_IN_3_2");
  }

  @Test
  void codePointsUnassignedInUnicode32() {
    // U+A794 LATIN SMALL LETTER C WITH PALATAL HOOK arrived in Unicode 7.0.
    Map<String, Object> r = compare("\uA794.com").get(0);
    assertThat(result(r, "jdk")).containsEntry("valid", false);
    assertThat(result(r, "uts46")).containsEntry("valid", true);
    assertThat(classes(r)).contains("UNASSIGNED_IN_3_2");
  }

  @Test
  void lengthLimits() {
    // Five 60-octet labels: 304 octets. java.net.IDN checks only label lengths (RFC 3490).
    String name =
        String.join(
            ".",
            List.of(
                "a".repeat(60), "b".repeat(60), "c".repeat(60), "d".repeat(60), "e".repeat(60)));
    Map<String, Object> r = compare(name).get(0);
    assertThat(result(r, "jdk")).containsEntry("valid", true);
    assertThat(result(r, "uts46")).containsEntry("valid", false);
    assertThat(classes(r)).contains("LENGTH");
  }

  @Test
  void hyphenRules() {
    Map<String, Object> r = compare("ab--c.example").get(0);
    assertThat(result(r, "jdk")).containsEntry("valid", true);
    assertThat(result(r, "uts46")).containsEntry("valid", false);
    assertThat(classes(r)).contains("HYPHEN");
  }

  @Test
  void acePassThrough() {
    // java.net.IDN copies an xn-- label unchecked; UTS #46 decodes "xn--a" to U+0080, disallowed.
    Map<String, Object> r = compare("xn--a.example").get(0);
    assertThat(result(r, "jdk")).containsEntry("ascii", "xn--a.example");
    assertThat(result(r, "uts46")).containsEntry("valid", false);
    assertThat(classes(r)).contains("ACE_PASS_THROUGH");
  }

  @Test
  void bidiRulesOfIdna2003AndIdna2008() {
    // A Hebrew label ending in a digit: RFC 3454 §6 requires an RTL last character,
    // RFC 5893 §2 rule 3 allows a final digit.
    Map<String, Object> r = compare("a.\u05D01").get(0);
    assertThat(result(r, "jdk")).containsEntry("valid", false);
    assertThat(result(r, "uts46")).containsEntry("valid", true);
    assertThat(classes(r)).contains("BIDI");
  }

  @Test
  void contextJ() {
    // ZWJ not after a virama breaks RFC 5892 A.2; IDNA2003 simply deletes it.
    Map<String, Object> r = compare("a\u200Db.example").get(0);
    assertThat(result(r, "jdk")).containsEntry("ascii", "ab.example");
    assertThat(result(r, "uts46")).containsEntry("valid", false);
    assertThat(classes(r)).contains("CONTEXTJ", "DEVIATION");
  }

  @Test
  void std3AsciiRules() {
    Map<String, Object> r = compare("_dmarc.example.com").get(0);
    assertThat(result(r, "jdk")).containsEntry("valid", true);
    assertThat(result(r, "jdk_std3")).containsEntry("valid", false);
    assertThat(classes(r)).contains("STD3_ASCII");
  }

  @Test
  void mappingNeededForRegistration() {
    // Registration (RFC 5891 §4) accepts only U-labels: upper case needs mapping.
    Map<String, Object> r = compare("Bücher.example").get(0);
    assertThat(result(r, "uts46")).containsEntry("ascii", "xn--bcher-kva.example");
    assertThat(result(r, "registration")).containsEntry("valid", false);
    assertThat(classes(r)).contains("MAPPING");
  }

  @Test
  void summaryCountsNamesPerClassAndEveryFormatHasOneRecordPerLine() {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    bytes.writeBytes("faß.de\nexample.com\n".getBytes(StandardCharsets.UTF_8));
    bytes.writeBytes(new byte[] {(byte) 0xFF, '\n'}); // not UTF-8
    bytes.writeBytes("\nab--c.example\n".getBytes(StandardCharsets.UTF_8));
    byte[] in = bytes.toByteArray();
    // line, input, jdk, jdk_std3, one per preset, differ, classes, line_problems
    int cells = 2 + 2 + org.idna4j.label.IdnaProfile.Preset.values().length + 3;
    Cli.Run tsv = Cli.runWithInput(in, "compare", "--no-header");
    assertThat(tsv.lines()).hasSize(5);
    for (String line : tsv.lines()) {
      assertThat(line.split("\t", -1)).hasSize(cells);
    }
    assertThat(tsv.err()).contains("5 names").contains("DEVIATION: 1").contains("HYPHEN: 1");
    // the line that is not UTF-8: no column compared, the reason under line_problems
    String[] bad = tsv.lines().get(2).split("\t", -1);
    assertThat(java.util.Arrays.copyOfRange(bad, 2, cells - 3)).containsOnly("");
    assertThat(bad[cells - 1]).startsWith("INVALID_UTF8");
    Cli.Run csv = Cli.runWithInput(in, "compare", "--format", "csv");
    assertThat(Csv.parse(csv.out())).hasSize(6).allSatisfy(rec -> assertThat(rec).hasSize(cells));
    assertThat(Csv.parse(csv.out()).get(0))
        .containsExactlyElementsOf(
            java.util.stream.Stream.of(
                    List.of("line", "input"),
                    org.idna4j.records.CompareRecord.columns(),
                    List.of("differ", "classes", "line_problems"))
                .flatMap(List::stream)
                .toList());
    Cli.Run jsonl = Cli.runWithInput(in, "compare", "--format", "jsonl");
    assertThat(jsonl.lines()).hasSize(5).allSatisfy(l -> Json.object(l));
    Map<String, Object> notUtf8 = Json.object(jsonl.lines().get(2));
    assertThat((List<?>) notUtf8.get("results")).isEmpty();
    assertThat(notUtf8).containsEntry("differ", false);
    assertThat(notUtf8.get("line_problems").toString()).contains("INVALID_UTF8");
  }

  @Test
  void contextO() {
    // MIDDLE DOT outside l·l breaks RFC 5892 A.3, which only the registration profile checks.
    Map<String, Object> r = compare("a\u00B7b.example").get(0);
    assertThat(result(r, "uts46")).containsEntry("valid", true);
    assertThat(result(r, "registration")).containsEntry("valid", false);
    assertThat(classes(r)).contains("CONTEXTO");
  }

  @Test
  void aPlainNameIsTheSameEverywhere() {
    Map<String, Object> r = compare("example.com").get(0);
    assertThat(r).containsEntry("differ", false);
    assertThat(classes(r)).isEmpty();
  }

  @Test
  void onlyDifferentSkipsAgreeingNames() {
    Cli.Run r =
        Cli.runWithInput("faß.de\nexample.com\n", "compare", "--only-different", "--no-header");
    assertThat(r.lines()).hasSize(1);
    assertThat(r.lines().get(0)).startsWith("1\tfaß.de\t");
  }
}
