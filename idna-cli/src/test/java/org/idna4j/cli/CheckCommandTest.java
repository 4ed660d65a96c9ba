package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code idna check}: one record per line, formats, exit codes, options. */
class CheckCommandTest {

  @Test
  void validAndInvalidNamesWithTheirProblemsInTsv() {
    // RFC 3492 §7.1 gives bücher's encoding; UTS #46 §4.1 criterion 2 (CheckHyphens) rejects
    // "--" in positions 3-4 of a label: offset 2 of label 0.
    Cli.Run r = Cli.runWithInput("bücher.example\nab--c.example\n", "check", "--profile", "uts46");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.lines())
        .containsExactly(
            "line\tinput\tascii\tunicode\tvalid\tproblems\tnon_fatal_problems\tpublic_suffix"
                + "\tregistrable_domain",
            "1\tbücher.example\txn--bcher-kva.example\tbücher.example\ttrue\t\t\t\t",
            "2\tab--c.example\tab--c.example\tab--c.example\tfalse\tHYPHEN_3_4(V2)@0:2\t\t\t");
    assertThat(r.err()).contains("2 names, 1 valid, 1 invalid").contains("HYPHEN_3_4 (V2): 1");
  }

  @Test
  void exitCodeZeroWhenEveryNameIsValid() {
    Cli.Run r = Cli.runWithInput("example.com\nxn--bcher-kva.example\n", "check");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines()).hasSize(3);
  }

  @Test
  void jsonlRecordsParseAsJsonWithEveryProblemField() {
    Cli.Run r =
        Cli.runWithInput(
            "bücher.example\nab--c.example\n\"quoted\\name\"\n",
            "check",
            "--profile",
            "uts46",
            "--format",
            "jsonl");
    assertThat(r.lines()).hasSize(3);
    Map<String, Object> first = Json.object(r.lines().get(0));
    assertThat(first)
        .containsEntry("line", 1L)
        .containsEntry("input", "bücher.example")
        .containsEntry("ascii", "xn--bcher-kva.example")
        .containsEntry("unicode", "bücher.example")
        .containsEntry("valid", true)
        .containsEntry("problems", List.of());
    Map<String, Object> second = Json.object(r.lines().get(1));
    assertThat(second).containsEntry("valid", false);
    @SuppressWarnings("unchecked")
    Map<String, Object> problem = ((List<Map<String, Object>>) second.get("problems")).get(0);
    assertThat(problem)
        .containsEntry("label_index", 0L)
        .containsEntry("offset", 2L)
        .containsEntry("error", "HYPHEN_3_4")
        .containsEntry("uts46_code", "V2");
    assertThat(Json.object(r.lines().get(2)))
        .containsEntry("input", "\"quoted\\name\"")
        .containsEntry("valid", false);
  }

  @Test
  void whatwgRecordsCarryTheNonFatalProblemsInJsonl() {
    String input = "ab--c.example\nexample.com\nexa#mple.org\n";
    Cli.Run r = Cli.runWithInput(input, "check", "--profile", "whatwg", "--format", "jsonl");
    assertThat(r.lines()).hasSize(3);
    Map<String, Object> first = Json.object(r.lines().get(0));
    assertThat(first).containsEntry("valid", true).containsEntry("problems", List.of());
    @SuppressWarnings("unchecked")
    Map<String, Object> nonFatal =
        ((List<Map<String, Object>>) first.get("non_fatal_problems")).get(0);
    assertThat(nonFatal)
        .containsEntry("label_index", 0L)
        .containsEntry("offset", 2L)
        .containsEntry("error", "HYPHEN_3_4")
        .containsEntry("uts46_code", "V2");
    assertThat(Json.object(r.lines().get(1)))
        .containsEntry("valid", true)
        .containsEntry("non_fatal_problems", List.of());
    Map<String, Object> third = Json.object(r.lines().get(2));
    assertThat(third).containsEntry("valid", false).containsKey("non_fatal_problems");
    assertThat(third.get("problems").toString()).contains("FORBIDDEN_DOMAIN_CODE_POINT");
    assertThat(r.exitCode()).isEqualTo(1);
    // other profiles: the same key, always present and empty (one shape whatever the input)
    Cli.Run uts46 = Cli.runWithInput(input, "check", "--profile", "uts46", "--format", "jsonl");
    assertThat(uts46.lines())
        .allSatisfy(l -> assertThat(Json.object(l)).containsEntry("non_fatal_problems", List.of()));
  }

  @Test
  void tsvAndCsvRowsCarryTheNonFatalProblemsAsJsonlDoes() {
    String input = "ab--c.example\n";
    Cli.Run tsv = Cli.runWithInput(input, "check", "--profile", "whatwg");
    assertThat(tsv.lines())
        .containsExactly(
            CheckCommand.TSV_HEADER.strip(),
            "1\tab--c.example\tab--c.example\tab--c.example\ttrue\t\tHYPHEN_3_4(V2)@0:2\t\t");
    List<List<String>> csv =
        Csv.parse(Cli.runWithInput(input, "check", "--profile", "whatwg", "--format", "csv").out());
    assertThat(csv.get(0)).contains("non_fatal_problems");
    assertThat(csv.get(1).get(csv.get(0).indexOf("non_fatal_problems")))
        .isEqualTo("HYPHEN_3_4(V2)@0:2");
  }

  @Test
  void csvQuotesFieldsWithCommasQuotesAndLineBreaks() {
    String input = "a,b.example\nsay\"hi\".example\nlone\rcr.example\nplain.example\n";
    Cli.Run r = Cli.runWithInput(input, "check", "--format", "csv", "--csv-raw");
    List<List<String>> records = Csv.parse(r.out());
    assertThat(records).hasSize(5);
    assertThat(records.get(0))
        .containsExactly(
            "line",
            "input",
            "ascii",
            "unicode",
            "valid",
            "problems",
            "non_fatal_problems",
            "public_suffix",
            "registrable_domain");
    assertThat(records.get(1).get(1)).isEqualTo("a,b.example");
    assertThat(records.get(2).get(1)).isEqualTo("say\"hi\".example");
    assertThat(records.get(3).get(1)).isEqualTo("lone\rcr.example");
    assertThat(records.get(4))
        .containsExactly(
            "4", "plain.example", "plain.example", "plain.example", "true", "", "", "", "");
    assertThat(r.out()).contains("\"a,b.example\"").contains("\"say\"\"hi\"\".example\"");
    for (List<String> rec : records) {
      assertThat(rec).hasSize(9);
    }
    // by default (no --csv-raw) the CR is escaped: no control byte reaches the file
    List<List<String>> safe = Csv.parse(Cli.runWithInput(input, "check", "--format", "csv").out());
    assertThat(safe.get(3).get(1)).isEqualTo("lone\\u{D}cr.example");
    assertThat(safe.get(1).get(1)).isEqualTo("a,b.example");
  }

  @Test
  void tsvEscapesTabsAndBackslashesSoEveryRecordHasNineColumns() {
    Cli.Run r = Cli.runWithInput("a\tb.example\nback\\slash.example\n", "check", "--no-header");
    assertThat(r.lines()).hasSize(2);
    assertThat(r.lines().get(0).split("\t", -1)).hasSize(9);
    assertThat(r.lines().get(0)).startsWith("1\ta\\tb.example\t");
    assertThat(r.lines().get(1)).startsWith("2\tback\\\\slash.example\t");
  }

  @Test
  void onlyInvalidKeepsLineNumbersAndCountsEverything() {
    Cli.Run r =
        Cli.runWithInput(
            "ok.example\nab--c.example\nfine.example\n-bad.example\n",
            "check",
            "--profile",
            "uts46",
            "--only-invalid",
            "--no-header");
    assertThat(r.lines()).hasSize(2);
    assertThat(r.lines().get(0)).startsWith("2\tab--c.example\t");
    assertThat(r.lines().get(1)).startsWith("4\t-bad.example\t").contains("LEADING_HYPHEN(V3)@0:0");
    assertThat(r.err()).contains("4 names, 2 valid, 2 invalid");
  }

  @Test
  void profileFlagsAdjustThePreset() {
    // lookup leaves CheckHyphens off; --check-hyphens turns it on.
    assertThat(Cli.runWithInput("ab--c.example\n", "check").exitCode()).isZero();
    Cli.Run strict = Cli.runWithInput("ab--c.example\n", "check", "--check-hyphens");
    assertThat(strict.exitCode()).isEqualTo(1);
    assertThat(strict.out()).contains("HYPHEN_3_4(V2)@0:2");
  }

  @Test
  void optionsThatDoNotFitTheStandardAreUsageErrors() {
    Cli.Run r = Cli.runWithInput("example.com\n", "check", "--profile", "idna2003", "--check-bidi");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).contains("idna2003");
    assertThat(Cli.run("check", "--profile", "nonsense").exitCode()).isEqualTo(2);
    assertThat(Cli.run("check", "--format", "xml").exitCode()).isEqualTo(2);
    assertThat(Cli.run("check", "--threads", "0").exitCode()).isEqualTo(2);
  }

  @Test
  void readsAFileOrStandardInput(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("names.txt");
    Files.writeString(file, "example.com\nbücher.example\n", StandardCharsets.UTF_8);
    Cli.Run fromFile = Cli.run("check", file.toString());
    Cli.Run fromDash = Cli.runWithInput("example.com\nbücher.example\n", "check", "-");
    assertThat(fromFile.exitCode()).isZero();
    assertThat(fromFile.out()).isEqualTo(fromDash.out());
    assertThat(fromFile.lines()).hasSize(3);
  }

  @Test
  void missingFileIsAUsageError(@TempDir Path dir) {
    Cli.Run r = Cli.run("check", dir.resolve("absent.txt").toString());
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).contains("no such file");
    Cli.Run directory = Cli.run("check", dir.toString());
    assertThat(directory.exitCode()).isEqualTo(2);
    assertThat(directory.err()).contains("is a directory");
  }

  @Test
  void progressBarOnlyOnATerminalAndNotWithNoProgress() {
    byte[] in = "example.com\n".getBytes(StandardCharsets.UTF_8);
    Cli.Run pipe = Cli.runWithInput(in, false, "check");
    Cli.Run terminal = Cli.runWithInput(in, true, "check");
    Cli.Run quiet = Cli.runWithInput(in, true, "check", "--no-progress");
    assertThat(pipe.err()).doesNotContain("\r").doesNotContain("\u001B[K");
    assertThat(terminal.err()).contains("\r\u001B[K"); // the bar is drawn, then erased
    assertThat(quiet.err()).doesNotContain("\r").doesNotContain("\u001B[K");
    assertThat(terminal.out()).isEqualTo(pipe.out());
  }

  @Test
  void noSummaryLeavesStandardErrorEmpty() {
    Cli.Run r = Cli.runWithInput("example.com\n", "check", "--no-summary");
    assertThat(r.err()).isEmpty();
  }

  @Test
  void emptyInputHasNoRecords() {
    Cli.Run r = Cli.runWithInput("", "check", "--format", "jsonl");
    assertThat(r.exitCode()).isZero();
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).contains("0 names");
  }
}
