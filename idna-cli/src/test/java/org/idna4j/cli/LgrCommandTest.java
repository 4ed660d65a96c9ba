package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code idna lgr ...}: the JSON Lines output, whose field names are fixed (other tools read them).
 */
class LgrCommandTest {

  @TempDir static Path dir;

  static String latin;

  private static final String NS = "<lgr xmlns=\"urn:ietf:params:xml:ns:lgr-1.0\">";

  @BeforeAll
  static void files() throws IOException {
    Path f = dir.resolve("latin.xml");
    try (InputStream in =
        LgrCommandTest.class.getResourceAsStream("/lgr/lgr-5-latin-script-26may22-en.xml")) {
      Files.copy(in, f);
    }
    latin = f.toString();
    writeTinySet(Files.createDirectories(dir.resolve("set")));
  }

  /** A tiny LGR set: Latin a/b, Cyrillic а (U+0430) as a blocked variant of a in the common LGR. */
  static void writeTinySet(Path set) throws IOException {
    Files.writeString(
        set.resolve("common.xml"),
        NS
            + "<meta><language>und-Latn</language>"
            + "<language>und-Cyrl</language></meta><data><char cp=\"0061\"><var cp=\"0430\" type=\"blocked\"/></char>"
            + "<char cp=\"0062\"/><char cp=\"0430\"><var cp=\"0061\" type=\"blocked\"/></char></data></lgr>");
    Files.writeString(
        set.resolve("latin.xml"),
        NS
            + "<meta><language>und-Latn</language></meta>"
            + "<data><char cp=\"0061\"/><char cp=\"0062\"/></data></lgr>");
    Files.writeString(
        set.resolve("cyrillic.xml"),
        NS
            + "<meta><language>und-Cyrl</language></meta>"
            + "<data><char cp=\"0430\"/></data></lgr>");
  }

  @Test
  void checkTheReadmeExample() {
    Cli.Run r = Cli.run("lgr", "check", "--lgr", latin, "café", "ɑpple");
    assertThat(r.exitCode()).isEqualTo(1);
    List<String> lines = r.lines();
    assertThat(lines).hasSize(2);
    Map<String, Object> cafe = Json.object(lines.get(0));
    assertThat(cafe.keySet())
        .containsExactly(
            "line",
            "input",
            "u_label",
            "a_label",
            "script",
            "eligible",
            "disposition",
            "action",
            "problems",
            "index_label");
    assertThat(cafe)
        .containsEntry("input", "café")
        .containsEntry("u_label", "café")
        .containsEntry("a_label", "xn--caf-dma")
        .containsEntry("eligible", true)
        .containsEntry("disposition", "valid")
        .containsEntry("problems", List.of())
        .containsEntry("index_label", "café");
    Map<String, Object> bad = Json.object(lines.get(1));
    assertThat(bad)
        .containsEntry("eligible", false)
        .containsEntry("disposition", "invalid")
        .containsEntry("index_label", null);
    // out of the repertoire: the implied invalid (RFC 7940 §7.5), not a document action
    assertThat(((Map<?, ?>) bad.get("action")).get("source")).isEqualTo("IMPLIED");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> problems = (List<Map<String, Object>>) bad.get("problems");
    assertThat(problems)
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p).containsEntry("error", "NOT_IN_REPERTOIRE");
              assertThat(((Number) p.get("offset")).intValue()).isZero();
              assertThat((String) p.get("detail")).contains("U+0251");
            });
  }

  @Test
  void anInputFileThatCannotBeReadIsAUsageErrorNamingIt() {
    for (String cmd : new String[] {"check", "index"}) {
      Cli.Run r = Cli.run("lgr", cmd, "--lgr", latin, "--input", "/nonexistent/labels");
      assertThat(r.exitCode()).as(cmd).isEqualTo(2);
      assertThat(r.err()).as(cmd).contains("no such file: /nonexistent/labels");
      assertThat(r.err()).as(cmd).doesNotContain("internal error");
    }
  }

  @Test
  void checkReadsStandardInputInOrder() {
    Cli.Run r = Cli.runWithInput("xn--caf-dma\n\nstraße\n", "lgr", "check", "--lgr", latin);
    assertThat(r.lines()).hasSize(3);
    assertThat(Json.object(r.lines().get(0))).containsEntry("u_label", "café");
    assertThat(Json.object(r.lines().get(1))).containsEntry("disposition", "invalid");
    assertThat(Json.object(r.lines().get(2))).containsEntry("index_label", "strasse");
  }

  @Test
  @SuppressWarnings("unchecked")
  void variantsWithDefaultAndExplicitLimit() {
    Cli.Run all = Cli.run("lgr", "variants", "--lgr", latin, "café");
    assertThat(all.exitCode()).isZero();
    assertThat(all.lines()).hasSize(1); // one variants record per label
    Map<String, Object> record = Json.object(all.lines().get(0));
    assertThat(record.keySet()).containsExactly("line", "input", "variants", "cut", "permutations");
    assertThat(record).containsEntry("input", "café").containsEntry("cut", null);
    List<Map<String, Object>> variants = (List<Map<String, Object>>) record.get("variants");
    assertThat(variants).hasSize(29); // 30 permutations (lgr-core's estimate) minus the label
    assertThat(all.err()).isEmpty();
    Map<String, Object> first = variants.get(0);
    assertThat(first.keySet()).containsExactly("u_label", "a_label", "disposition", "action");
    assertThat(((Map<?, ?>) first.get("action")).get("disposition")).isEqualTo("blocked");
    assertThat(first).containsEntry("disposition", "blocked");
    Cli.Run cut =
        Cli.run("lgr", "variants", "--lgr", latin, "--limit", "5", "internationalization");
    Map<String, Object> cutRecord = Json.object(cut.lines().get(0));
    assertThat((List<Object>) cutRecord.get("variants")).hasSize(5);
    assertThat(cutRecord)
        .containsEntry("cut", "LIMIT")
        .containsEntry("permutations", "15735193600000");
    assertThat(cut.err())
        .contains("output cut (limit) after 5 variants")
        .contains("15735193600000");
    Cli.Run budget =
        Cli.run("lgr", "variants", "--lgr", latin, "--budget", "10", "internationalization");
    assertThat(budget.err()).contains("output cut (budget)").contains("10 permutations examined");
  }

  @Test
  @SuppressWarnings("unchecked")
  void variantsAnswersEveryLabelOfStandardInputInOrder() {
    Cli.Run r = Cli.runWithInput("café\nɑpple\nstraße\n", "lgr", "variants", "--lgr", latin);
    assertThat(r.lines()).hasSize(3);
    assertThat(Json.object(r.lines().get(0))).containsEntry("input", "café");
    Map<String, Object> invalid = Json.object(r.lines().get(1));
    assertThat(invalid).containsEntry("input", "ɑpple");
    assertThat((List<Object>) invalid.get("variants")).isEmpty();
    assertThat(Json.object(r.lines().get(2))).containsEntry("input", "straße");
    assertThat(r.err()).contains("line 2: ɑpple is invalid");
    assertThat(r.exitCode()).isEqualTo(IdnaCli.INVALID);
    Cli.Run tsv =
        Cli.runWithInput("café\nɑpple\n", "lgr", "variants", "--lgr", latin, "--format", "tsv");
    assertThat(tsv.lines()).hasSize(3);
    assertThat(tsv.lines().get(0)).isEqualTo("line\tinput\tvariants\tcut\tpermutations");
    // a list of records other than problems is its JSON in a flat cell
    assertThat(tsv.lines().get(2)).isEqualTo("2\tɑpple\t[]\t\t");
  }

  @Test
  void anInvalidOperandOfVariantsIsNamedWithoutALineNumber() {
    Cli.Run r = Cli.run("lgr", "variants", "--lgr", latin, "café", "ɑpple");
    assertThat(r.exitCode()).as(r.err()).isEqualTo(IdnaCli.INVALID);
    assertThat(r.lines()).hasSize(2);
    assertThat(Json.object(r.lines().get(1))).containsEntry("line", null);
    assertThat(r.err()).contains("idna lgr variants: ɑpple is invalid").doesNotContain("line ");
  }

  @Test
  void everySubcommandWritesTsvAndCsvWithTheLineOfEachRecord() {
    Cli.Run tsv =
        Cli.runWithInput("café\n\nɑpple\n", "lgr", "check", "--lgr", latin, "--format", "tsv");
    assertThat(tsv.lines().get(0))
        .isEqualTo(
            "line\tinput\tu_label\ta_label\tscript\teligible\tdisposition\taction\tproblems"
                + "\tindex_label");
    assertThat(tsv.lines()).hasSize(4);
    assertThat(tsv.lines().get(1)).startsWith("1\tcafé\tcafé\txn--caf-dma\t\ttrue\tvalid\t");
    assertThat(tsv.lines().get(3)).startsWith("3\tɑpple\t").contains("NOT_IN_REPERTOIRE@");
    List<List<String>> csv =
        Csv.parse(Cli.run("lgr", "index", "--lgr", latin, "--format", "csv", "straße").out());
    assertThat(csv)
        .containsExactly(List.of("line", "input", "index_label"), List.of("", "straße", "strasse"));
    // an LGR is no input item: lgr info's rows have no line column
    Cli.Run info = Cli.run("lgr", "info", latin, "--format", "tsv", "--no-header");
    assertThat(info.lines()).singleElement().asString().startsWith(latin + "\t");
    // the JSON record carries the same line as the flat row
    Cli.Run jsonl = Cli.runWithInput("café\n", "lgr", "check", "--lgr", latin);
    assertThat(Json.object(jsonl.lines().get(0))).containsEntry("line", 1L);
  }

  @Test
  void listNamesEveryLgrAndSetElementThatLgrAccepts() {
    Cli.Run r = Cli.run("lgr", "list");
    assertThat(r.exitCode()).isZero();
    List<String> names = r.lines();
    assertThat(names)
        .contains(
            "icann:full-variant-set/de",
            "icann:second-level-reference/de",
            "rz-lgr-5",
            "rz-lgr-5/lgr-5-latin-script-26may22-en.xml",
            "rz-lgr-5/lgr-5-common-26may22-en.xml")
        .isSorted()
        .doesNotHaveDuplicates();
    // every element of the set loads on its own, as lgr info shows
    Cli.Run info = Cli.run("lgr", "info", "rz-lgr-5");
    assertThat(info.exitCode()).isZero();
    List<String> elements = names.stream().filter(n -> n.startsWith("rz-lgr-5/")).toList();
    assertThat(elements).hasSize(8);
    assertThat(info.lines().stream().map(l -> Json.object(l).get("file")).toList())
        .containsExactlyElementsOf(elements);
  }

  @Test
  void theReadmeExampleRunsOnTheBundledData() {
    Cli.Run r =
        Cli.run("lgr", "check", "--lgr", "rz-lgr-5/lgr-5-latin-script-26may22-en.xml", "café");
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(Json.object(r.lines().get(0)))
        .containsEntry("disposition", "valid")
        .containsEntry("a_label", "xn--caf-dma");
  }

  @Test
  void lgrErrorsNameTheLgrOnceAndPointToTheList() {
    Cli.Run unknown = Cli.run("lgr", "check", "--lgr", "icann:foo", "a");
    assertThat(unknown.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(unknown.err())
        .startsWith("idna: no such LGR name: icann:foo (idna lgr list names them)\n");
    assertThat(unknown.err().split("icann:foo", -1)).hasSize(2);
    Cli.Run info = Cli.run("lgr", "info", "rz-lgr-5/nope.xml");
    assertThat(info.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(info.err()).contains("no such LGR name: rz-lgr-5/nope.xml");
    String nope = dir.resolve("nope.xml").toString();
    Cli.Run file = Cli.run("lgr", "index", "--lgr", nope, "a");
    assertThat(file.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(file.err()).startsWith("idna: no such file: " + nope + "\n");
    assertThat(file.err().split(java.util.regex.Pattern.quote(nope), -1)).hasSize(2);
  }

  @Test
  void filesThatCannotBeReadAreNoSuchFileOnEverySubcommand() {
    String nope = dir.resolve("nope.txt").toString();
    List<List<String>> calls =
        List.of(
            List.of("lgr", "check", "--lgr", latin, "--input", nope),
            List.of("lgr", "index", "--lgr", latin, "--input", nope),
            List.of("lgr", "variants", "--lgr", latin, "--input", nope),
            List.of("lgr", "collisions", "--lgr", latin, "--registered", nope, "a"),
            List.of("lgr", "collisions", "--lgr", latin, "--registered", latin, "--input", nope),
            List.of("lgr", "info", nope));
    for (List<String> call : calls) {
      Cli.Run r = Cli.run(call.toArray(new String[0]));
      assertThat(r.exitCode()).as(call.toString()).isEqualTo(IdnaCli.USAGE);
      assertThat(r.err()).as(call.toString()).contains("no such file: " + nope);
      assertThat(r.err()).as(call.toString()).doesNotContain("internal error");
    }
    Cli.Run both = Cli.run("lgr", "check", "--lgr", latin, "--input", latin, "a");
    assertThat(both.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(both.err()).contains("not both");
  }

  @Test
  void checkByNameFromTheDataModule() {
    Cli.Run r = Cli.run("lgr", "check", "--lgr", "icann:full-variant-set/de", "straße", "xn--abc-");
    assertThat(r.lines()).hasSize(2);
    assertThat(Json.object(r.lines().get(0))).containsEntry("disposition", "valid");
    assertThat(Json.object(r.lines().get(1))).containsEntry("disposition", "invalid");
    Cli.Run info = Cli.run("lgr", "info", "icann:second-level-reference/de");
    assertThat(Json.object(info.lines().get(0))).containsKey("idna2008_compliant");
  }

  @Test
  void index() {
    Cli.Run r = Cli.run("lgr", "index", "--lgr", latin, "straße", "ɑ");
    assertThat(r.lines())
        .containsExactly(
            "{\"line\":null,\"input\":\"straße\",\"index_label\":\"strasse\"}",
            "{\"line\":null,\"input\":\"ɑ\",\"index_label\":null}");
    assertThat(r.exitCode()).isEqualTo(1);
  }

  @Test
  void collisionsWithAnLgrSetDirectory() throws IOException {
    Path reg = dir.resolve("registered.txt");
    Files.writeString(reg, "ab\nba\n");
    Cli.Run r =
        Cli.run(
            "lgr",
            "collisions",
            "--lgr",
            dir.resolve("set").toString(),
            "--registered",
            reg.toString(),
            "\u0430b",
            "bb");
    assertThat(r.lines())
        .containsExactly(
            "{\"line\":null,\"input\":\"\u0430b\",\"index_label\":\"ab\",\"collides_with\":[\"ab\"]}",
            "{\"line\":null,\"input\":\"bb\",\"index_label\":\"bb\",\"collides_with\":[]}");
    assertThat(r.exitCode()).isEqualTo(1);
  }

  @Test
  void checkWithAnLgrSetUsesTheElementLgrOfTheScript() {
    Cli.Run r =
        Cli.run("lgr", "check", "--lgr", dir.resolve("set").toString(), "ab", "\u0430", "\u0430b");
    assertThat(Json.object(r.lines().get(0)))
        .containsEntry("script", "Latn")
        .containsEntry("disposition", "valid");
    assertThat(Json.object(r.lines().get(1)))
        .containsEntry("script", "Cyrl")
        .containsEntry("disposition", "valid")
        .containsEntry("index_label", "a");
    assertThat(Json.object(r.lines().get(2)))
        .containsEntry("script", "Cyrl")
        .containsEntry("eligible", false);
  }

  @Test
  void info() {
    Cli.Run r = Cli.run("lgr", "info", latin);
    assertThat(r.exitCode()).isZero();
    Map<String, Object> i = Json.object(r.lines().get(0));
    assertThat(i)
        .containsEntry("unicode_version", "11.0.0")
        .containsEntry("languages", List.of("und-Latn"));
    assertThat(((Number) i.get("actions")).intValue()).isEqualTo(10);
    assertThat(i.get("warnings").toString()).contains("11.0.0");
  }

  @Test
  void brokenLgrNamesLineAndColumn() throws IOException {
    Path bad = dir.resolve("bad.xml");
    Files.writeString(
        bad, NS + "\n<data>\n<range first-cp=\"0062\" last-cp=\"0061\"/></data></lgr>");
    Cli.Run r = Cli.run("lgr", "check", "--lgr", bad.toString(), "a");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).contains("line 3, column").contains("RFC 7940 §5.4");
    assertThat(r.out()).isEmpty();
    Cli.Run info = Cli.run("lgr", "info", bad.toString());
    assertThat(info.exitCode()).isEqualTo(2);
    assertThat(info.err()).contains("line 3, column");
  }
}
