package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code idna psl} and {@code idna check --psl}: records, formats, options, exit codes. */
class PslCommandTest {

  private static final String HEADER =
      "line\tinput\tpublic_suffix\tregistrable_domain\trule\tsection\treason\tproblems";

  @Test
  void namesFromArgumentsInTsv() {
    Cli.Run r =
        Cli.run(
            "psl",
            "www.example.co.uk",
            "co.uk",
            "a.b.c.kobe.jp",
            "www.city.kobe.jp",
            "foo.blogspot.com",
            "x.unlistedtld",
            "example.com.");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines())
        .containsExactly(
            HEADER,
            "\twww.example.co.uk\tco.uk\texample.co.uk\tco.uk\tICANN\t\t",
            "\tco.uk\tco.uk\t\tco.uk\tICANN\tPUBLIC_SUFFIX\t",
            "\ta.b.c.kobe.jp\tc.kobe.jp\tb.c.kobe.jp\t*.kobe.jp\tICANN\t\t",
            "\twww.city.kobe.jp\tkobe.jp\tcity.kobe.jp\t!city.kobe.jp\tICANN\t\t",
            "\tfoo.blogspot.com\tblogspot.com\tfoo.blogspot.com\tblogspot.com\tPRIVATE\t\t",
            "\tx.unlistedtld\tunlistedtld\tx.unlistedtld\t*\t\t\t",
            "\texample.com.\tcom.\texample.com.\tcom\tICANN\t\t");
  }

  @Test
  void invalidNamesGetEmptyFieldsAndExitCodeOne() {
    Cli.Run r = Cli.run("psl", "--no-header", "1.2.3.4", "a..b", "example.com");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.lines())
        .containsExactly(
            "\t1.2.3.4\t\t\t\t\tIP_ADDRESS\t",
            "\ta..b\t\t\t\t\tINVALID_NAME\tEMPTY_LABEL(A4_2)@1:2",
            "\texample.com\tcom\texample.com\tcom\tICANN\t\t");
  }

  @Test
  void standardInputInJsonlWithIdnForms() {
    Cli.Run r =
        Cli.runWithInput(
            "www.食狮.公司.cn\nWWW.XN--85X722F.XN--55QX5D.CN\n\n", "psl", "--format", "jsonl");
    assertThat(r.exitCode()).isEqualTo(1); // the empty line has no answers
    assertThat(r.lines()).hasSize(3);
    assertThat(Json.object(r.lines().get(0)))
        .containsEntry("input", "www.食狮.公司.cn")
        .containsEntry("public_suffix", "公司.cn")
        .containsEntry("registrable_domain", "食狮.公司.cn")
        .containsEntry("rule", "公司.cn")
        .containsEntry("section", "ICANN");
    assertThat(Json.object(r.lines().get(1)))
        .containsEntry("registrable_domain", "xn--85x722f.xn--55qx5d.cn");
    Map<String, Object> empty = Json.object(r.lines().get(2));
    assertThat(empty)
        .containsEntry("public_suffix", null)
        .containsEntry("registrable_domain", null)
        .containsEntry("rule", null)
        .containsEntry("section", null);
  }

  @Test
  void dashReadsStandardInputInOrder() {
    StringBuilder in = new StringBuilder();
    for (int i = 0; i < 5000; i++) {
      in.append("n").append(i).append(".example.co.uk\n");
    }
    Cli.Run r = Cli.runWithInput(in.toString(), "psl", "--no-header", "-");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines()).hasSize(5000);
    assertThat(r.lines().get(4321))
        .isEqualTo("4322\tn4321.example.co.uk\tco.uk\texample.co.uk\tco.uk\tICANN\t\t");
  }

  @Test
  void csvFormat() {
    Cli.Run r = Cli.run("psl", "--format", "csv", "www.example.co.uk");
    assertThat(Csv.parse(r.out()))
        .containsExactly(
            List.of(
                "line",
                "input",
                "public_suffix",
                "registrable_domain",
                "rule",
                "section",
                "reason",
                "problems"),
            List.of("", "www.example.co.uk", "co.uk", "example.co.uk", "co.uk", "ICANN", "", ""));
  }

  @Test
  void icannOnlyAndBrowserWildcards() {
    assertThat(Cli.run("psl", "--no-header", "--icann-only", "foo.blogspot.com").lines())
        .containsExactly("\tfoo.blogspot.com\tcom\tblogspot.com\tcom\tICANN\t\t");
    assertThat(Cli.run("psl", "--no-header", "--browser-wildcards", "kobe.jp").lines())
        .containsExactly("\tkobe.jp\tkobe.jp\t\t*.kobe.jp\tICANN\tPUBLIC_SUFFIX\t");
    assertThat(Cli.run("psl", "--no-header", "kobe.jp").lines())
        .containsExactly("\tkobe.jp\tjp\tkobe.jp\tjp\tICANN\t\t");
  }

  @Test
  void pslFileReplacesTheBundledList(@TempDir Path dir) throws Exception {
    Path list = dir.resolve("my.dat");
    Files.writeString(
        list,
        "// ===BEGIN PRIVATE DOMAINS===\nexample.co.uk\n// ===END PRIVATE DOMAINS===\n",
        StandardCharsets.UTF_8);
    Cli.Run r =
        Cli.run("psl", "--no-header", "--psl-file", list.toString(), "www.example.co.uk", "a.b.uk");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines())
        .containsExactly(
            "\twww.example.co.uk\texample.co.uk\twww.example.co.uk\texample.co.uk\tPRIVATE\t\t",
            "\ta.b.uk\tuk\tb.uk\t*\t\t\t");
  }

  @Test
  void badPslFileIsAUsageErrorNamingTheLine(@TempDir Path dir) throws Exception {
    Path list = dir.resolve("bad.dat");
    Files.writeString(list, "com\n\n.net\n", StandardCharsets.UTF_8);
    Cli.Run r = Cli.run("psl", "--psl-file", list.toString(), "example.com");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).contains("line 3").contains("empty label");
    Cli.Run missing = Cli.run("check", "--psl-file", dir.resolve("nope.dat").toString());
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).contains("no such file");
    Files.writeString(list, "", StandardCharsets.UTF_8);
    assertThat(Cli.run("psl", "--psl-file", list.toString(), "example.com").err())
        .contains("no rules");
  }

  @Test
  void checkWithPslFillsTwoColumnsInEveryFormat() {
    String in = "www.example.co.uk\nco.uk\nbad..name\n";
    Cli.Run tsv = Cli.runWithInput(in, "check", "--psl");
    assertThat(tsv.lines())
        .containsExactly(
            CheckCommand.TSV_HEADER.strip(),
            "1\twww.example.co.uk\twww.example.co.uk\twww.example.co.uk\ttrue\t\t\tco.uk"
                + "\texample.co.uk",
            "2\tco.uk\tco.uk\tco.uk\ttrue\t\t\tco.uk\t",
            "3\tbad..name\tbad..name\tbad..name\tfalse\tEMPTY_LABEL(A4_2)@1:4\t\t\t");
    Cli.Run jsonl = Cli.runWithInput(in, "check", "--psl", "--format", "jsonl");
    assertThat(Json.object(jsonl.lines().get(0)))
        .containsEntry("public_suffix", "co.uk")
        .containsEntry("registrable_domain", "example.co.uk");
    assertThat(Json.object(jsonl.lines().get(1))).containsEntry("registrable_domain", null);
    assertThat(Json.object(jsonl.lines().get(2))).containsEntry("public_suffix", null);
    List<List<String>> csv =
        Csv.parse(Cli.runWithInput(in, "check", "--psl", "--format", "csv").out());
    assertThat(csv.get(0)).endsWith("public_suffix", "registrable_domain");
    assertThat(csv.get(1)).endsWith("co.uk", "example.co.uk");
  }

  @Test
  void checkWithoutPslHasTheSameColumnsLeftEmpty() {
    Cli.Run r = Cli.runWithInput("example.com\n", "check");
    assertThat(r.lines().get(0)).isEqualTo(CheckCommand.TSV_HEADER.strip());
    assertThat(Arrays.asList(r.lines().get(1).split("\t", -1))).hasSize(9).endsWith("", "");
  }

  @Test
  void checkPslFileImpliesPslAndHonoursOptions(@TempDir Path dir) throws Exception {
    Path list = dir.resolve("my.dat");
    Files.writeString(list, "*.kobe.jp\n", StandardCharsets.UTF_8);
    Cli.Run r =
        Cli.runWithInput(
            "kobe.jp\n",
            "check",
            "--psl-file",
            list.toString(),
            "--browser-wildcards",
            "--format",
            "jsonl");
    Map<String, Object> rec = new HashMap<>(Json.object(r.lines().get(0)));
    assertThat(rec)
        .containsEntry("public_suffix", "kobe.jp")
        .containsEntry("registrable_domain", null);
  }

  @Test
  void listVersionOfTheBundledAndOfAFile(@TempDir Path dir) throws Exception {
    Cli.Run bundled = Cli.run("psl", "--list-version");
    assertThat(bundled.exitCode()).isZero();
    assertThat(bundled.out())
        .isEqualTo(
            "Public Suffix List e8c9a2b2b2856b6449999dd0ec0d118f364ed0cd 2026-08-19, 10248 rules\n");
    Path list = dir.resolve("served.dat");
    Files.writeString(
        list,
        "// VERSION: 2024-11-26_09-06-27_UTC\n// COMMIT: bf32ba1\ncom\nnet\n",
        StandardCharsets.UTF_8);
    assertThat(Cli.run("psl", "--list-version", "--psl-file", list.toString()).out())
        .isEqualTo("Public Suffix List bf32ba1 2024-11-26_09-06-27_UTC, 2 rules\n");
  }

  @Test
  void inputFileStandardInputAndDashGiveTheSameRecords(@TempDir Path dir) throws Exception {
    String lines = "www.example.co.uk\n192.168.0.1\nco.uk\n";
    Path file = dir.resolve("names.txt");
    Files.writeString(file, lines);
    Cli.Run fromFile = Cli.run("psl", "--format", "jsonl", "--input", file.toString());
    Cli.Run stdin = Cli.runWithInput(lines, "psl", "--format", "jsonl");
    Cli.Run dash = Cli.runWithInput(lines, "psl", "--format", "jsonl", "-");
    assertThat(fromFile.lines()).hasSize(3).isEqualTo(stdin.lines()).isEqualTo(dash.lines());
    assertThat(fromFile.exitCode()).isEqualTo(IdnaCli.INVALID);
    assertThat(Cli.run("psl", "--input", file.toString(), "a.com").exitCode())
        .isEqualTo(IdnaCli.USAGE);
    Cli.Run missing = Cli.run("psl", "--input", dir.resolve("none").toString());
    assertThat(missing.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(missing.err()).contains("no such file");
  }

  @Test
  void anUnreadableLineIsInvalidUtf8WithItsProblemAndAnEmptyLineIsEmptyLine() {
    byte[] in = {
      'a', (byte) 0xFF, '.', 'c', 'o', 'm', '\n', '\n', 'b', '.', 'c', 'o', '.', 'u', 'k', '\n'
    };
    Cli.Run r = Cli.runWithInput(in, false, "psl", "--format", "jsonl");
    assertThat(r.lines()).hasSize(3);
    Map<String, Object> bad = Json.object(r.lines().get(0));
    assertThat(bad).containsEntry("public_suffix", null).containsEntry("reason", null);
    assertThat(bad.get("problems").toString()).contains("INVALID_UTF8").contains("LINE");
    Map<String, Object> empty = Json.object(r.lines().get(1));
    assertThat(empty.get("problems").toString()).startsWith("[{").contains("EMPTY_LINE");
    assertThat(Json.object(r.lines().get(2))).containsEntry("registrable_domain", "b.co.uk");
    assertThat(r.exitCode()).isEqualTo(IdnaCli.INVALID);
    // the summary of the other bulk commands
    assertThat(r.err())
        .contains("idna psl: 3 names, 1 with a public suffix, 2 without")
        .contains("INVALID_UTF8: 1")
        .contains("EMPTY_LINE: 1");
    assertThat(Cli.runWithInput(in, false, "psl", "--no-summary").err()).isEmpty();
  }
}
