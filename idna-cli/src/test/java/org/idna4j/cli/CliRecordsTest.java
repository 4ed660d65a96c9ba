package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.VariantBudget;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.CheckRecord;
import org.idna4j.records.CompareRecord;
import org.idna4j.records.IndexRecord;
import org.idna4j.records.LgrCheckRecord;
import org.idna4j.records.LgrInfoRecord;
import org.idna4j.records.ProblemRecord;
import org.idna4j.records.PslRecord;
import org.idna4j.records.RecordJson;
import org.idna4j.records.VariantsRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI's real JSONL output, for every preset and for the PSL and LGR commands, validates against
 * the record schemas (idna-records' {@code schemas/}) and is, line for line, the record the library
 * gives for the same input ({@code CheckRecord.of}, {@code PslRecord.of}, {@code
 * LgrCheckRecord.of}, ...): the records every face is compared with (the server's and Spark's tests
 * compare theirs with the same factories), names with non-fatal problems, PSL reasons and LGR
 * verdicts included.
 */
class CliRecordsTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Valid, invalid, non-fatal (ab--c under whatwg), PSL-reason and IP-literal names. */
  private static final List<String> NAMES =
      List.of(
          "bücher.example",
          "ab--c.example",
          "a..b",
          "exa#mple.org",
          "faß.de",
          "xn--a.b",
          "Bü.xn--bcher-kva.example",
          "www.example.co.uk",
          "co.uk",
          "192.168.0.1",
          "zzzunlisted");

  private static final List<String> LABELS =
      List.of("café", "bad", "ɑpple", "xn--caf-dma", "internationalization", "a\u0300");

  @TempDir static Path dir;
  private static String latin;
  private static Lgr latinLgr;

  @BeforeAll
  static void files() throws IOException {
    Path f = dir.resolve("latin.xml");
    try (InputStream in =
        CliRecordsTest.class.getResourceAsStream("/lgr/lgr-5-latin-script-26may22-en.xml")) {
      Files.copy(in, f);
    }
    latin = f.toString();
    try (InputStream in = Files.newInputStream(f)) {
      latinLgr = Lgr.parse(in);
    } catch (org.idna4j.lgr.LgrFormatException e) {
      throw new IOException(e);
    }
  }

  static Schema schema(String name) throws IOException {
    try (InputStream in =
        CheckRecord.class.getResourceAsStream("/schemas/" + name + ".schema.json")) {
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(JSON.readTree(in));
    }
  }

  private static List<JsonNode> lines(Cli.Run r) throws IOException {
    List<JsonNode> out = new ArrayList<>();
    for (String line : r.out().split("\n")) {
      if (!line.isEmpty()) {
        out.add(JSON.readTree(line));
      }
    }
    return out;
  }

  private static void assertRecords(String type, List<JsonNode> actual, List<String> expected)
      throws IOException {
    Schema schema = schema(type);
    assertThat(actual).hasSameSizeAs(expected);
    for (int i = 0; i < actual.size(); i++) {
      assertThat(schema.validate(actual.get(i))).as(actual.get(i).toString()).isEmpty();
      assertThat(actual.get(i)).isEqualTo(JSON.readTree(expected.get(i)));
    }
  }

  @Test
  void checkUnderEveryPresetIsTheLibrarysRecord() throws IOException {
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      Cli.Run r =
          Cli.runWithInput(
              String.join("\n", NAMES) + "\n",
              "check",
              "--format",
              "jsonl",
              "--profile",
              p.presetName(),
              "-");
      List<String> expected = new ArrayList<>();
      for (int i = 0; i < NAMES.size(); i++) {
        expected.add(RecordJson.toJson(CheckRecord.of(Idna.of(p), (long) (i + 1), NAMES.get(i))));
      }
      assertRecords("check", lines(r), expected);
    }
    // the non-fatal problem of ab--c under whatwg is in the CLI's record (issue 23, defect 1)
    JsonNode whatwg =
        lines(
                Cli.runWithInput(
                    "ab--c.example\n", "check", "--format", "jsonl", "--profile", "whatwg", "-"))
            .get(0);
    assertThat(whatwg.get("non_fatal_problems").get(0).get("error").asText())
        .isEqualTo("HYPHEN_3_4");
  }

  @Test
  void compareIsTheLibrarysRecord() throws IOException {
    Cli.Run r = Cli.runWithInput(String.join("\n", NAMES) + "\n", "compare", "--format", "jsonl");
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < NAMES.size(); i++) {
      expected.add(
          RecordJson.toJson(
              CompareRecord.of((long) (i + 1), NAMES.get(i), NAMES.get(i), List.of())));
    }
    assertRecords("compare", lines(r), expected);
    // a CRLF line is shown as it is and compared without its CR; an empty line is compared as the
    // empty name. The line problems' texts are the line reader's (InputLine), taken from the
    // output.
    List<JsonNode> two = lines(Cli.runWithInput("faß.de\r\n\n", "compare", "--format", "jsonl"));
    assertRecords(
        "compare",
        two,
        List.of(
            RecordJson.toJson(CompareRecord.of(1L, "faß.de\r", "faß.de", lineProblems(two.get(0)))),
            RecordJson.toJson(CompareRecord.of(2L, "", "", lineProblems(two.get(1))))));
    assertThat(two.get(0).get("line_problems").get(0).get("error").asText())
        .isEqualTo("CRLF_LINE_END");
    assertThat(two.get(1).get("line_problems").get(0).get("error").asText())
        .isEqualTo("EMPTY_LINE");
  }

  private static List<ProblemRecord> lineProblems(JsonNode record) {
    List<ProblemRecord> out = new ArrayList<>();
    for (JsonNode p : record.get("line_problems")) {
      out.add(
          ProblemRecord.line(
              p.get("error").asText(), p.get("offset").asInt(), p.get("detail").asText()));
    }
    return out;
  }

  @Test
  void pslIsTheLibrarysRecord() throws IOException {
    List<String> args = new ArrayList<>(List.of("psl", "--format", "jsonl"));
    args.addAll(NAMES);
    Cli.Run r = Cli.run(args.toArray(new String[0]));
    List<String> expected = new ArrayList<>();
    for (String name : NAMES) {
      expected.add(
          RecordJson.toJson(PslRecord.of(null, name, PublicSuffixList.bundled().lookup(name))));
    }
    assertRecords("psl", lines(r), expected);
  }

  @Test
  void lgrCommandsAreTheLibrarysRecords() throws IOException {
    List<String> check = new ArrayList<>(List.of("lgr", "check", "--lgr", latin));
    check.addAll(LABELS);
    List<String> index = new ArrayList<>(List.of("lgr", "index", "--lgr", latin));
    index.addAll(LABELS);
    List<String> checks = new ArrayList<>();
    List<String> indexes = new ArrayList<>();
    for (String label : LABELS) {
      var result = latinLgr.evaluate(label);
      checks.add(
          RecordJson.toJson(
              LgrCheckRecord.of(
                  null,
                  result,
                  result.eligible() ? latinLgr.indexLabel(label).orElse(null) : null)));
      indexes.add(
          RecordJson.toJson(new IndexRecord(null, label, latinLgr.indexLabel(label).orElse(null))));
    }
    assertRecords("lgr_check", lines(Cli.run(check.toArray(new String[0]))), checks);
    assertRecords("index", lines(Cli.run(index.toArray(new String[0]))), indexes);
    assertRecords(
        "lgr_info",
        lines(Cli.run("lgr", "info", latin)),
        List.of(RecordJson.toJson(LgrInfoRecord.of(latin, latinLgr.info()))));
    for (String label : List.of("café", "internationalization")) {
      VariantsRecord variants =
          VariantsRecord.of(
              null,
              label,
              latinLgr.variants(
                  label, VariantBudget.of(5, VariantBudget.DEFAULT_MAX_PERMUTATIONS)));
      assertThat(variants.variants()).isNotEmpty();
      assertRecords(
          "variants",
          lines(Cli.run("lgr", "variants", "--lgr", latin, "--limit", "5", label)),
          List.of(RecordJson.toJson(variants)));
    }
  }
}
