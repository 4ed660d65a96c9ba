package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.idna4j.records.AuditOverflowRecord;
import org.idna4j.records.AuditRecord;
import org.idna4j.records.CompareRecord;
import org.idna4j.records.RecordJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code idna audit}: the summary of audit logs written with the agent's own record type. */
class AuditCommandTest {

  static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  /** A record as the agent writes it, with the classes {@code idna compare} gives the input. */
  static String record(String input, String caller, long count) {
    String jdk = java.net.IDN.toASCII(input);
    String ours = null;
    String oursError = null;
    try {
      ours = org.idna4j.domain.IDN.toASCII(input);
    } catch (IllegalArgumentException e) {
      oursError = AuditRecord.error(e);
    }
    return RecordJson.toJson(
        new AuditRecord(
            "toASCII",
            input,
            0,
            AuditRecord.flagNames(0),
            jdk,
            null,
            ours,
            oursError,
            CompareRecord.of(input).classes(),
            caller,
            count));
  }

  private Path log(String name, String... lines) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
    return p;
  }

  private List<JsonNode> jsonLines(Cli.Run r) throws IOException {
    List<JsonNode> out = new ArrayList<>();
    for (String line : r.lines()) {
      JsonNode n = JSON.readTree(line);
      assertThat(CliRecordsTest.schema("audit_summary").validate(n)).as(line).isEmpty();
      out.add(n);
    }
    return out;
  }

  @Test
  void ranksCallersAndCountsInputsAndClassesAcrossLogs() throws IOException {
    Path a =
        log(
            "a.jsonl",
            record("fa\u00DF.de", "com.example.A.run(A.java:10)", 5),
            record("a\u200Db.com", "com.example.B.run(B.java:20)", 1));
    Path b =
        log(
            "b.jsonl",
            record("fa\u00DF.de", "com.example.B.run(B.java:20)", 3),
            RecordJson.toJson(new AuditOverflowRecord(7, 10, 8_000_000)));
    Cli.Run r = Cli.run("audit", "--format", "jsonl", a.toString(), b.toString());
    assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
    List<JsonNode> lines = jsonLines(r);
    assertThat(lines.get(0).get("kind").asText()).isEqualTo("total");
    assertThat(lines.get(0).get("calls").asLong()).isEqualTo(9);
    assertThat(lines.get(0).get("inputs").asLong()).isEqualTo(2);
    assertThat(lines.get(0).get("callers").asLong()).isEqualTo(2);
    // callers ranked by calls: A has 5, B has 1 + 3
    assertThat(lines.get(1).get("key").asText()).isEqualTo("com.example.A.run(A.java:10)");
    assertThat(lines.get(2).get("key").asText()).isEqualTo("com.example.B.run(B.java:20)");
    assertThat(lines.get(2).get("calls").asLong()).isEqualTo(4);
    assertThat(lines.get(2).get("inputs").asLong()).isEqualTo(2);
    // the difference classes idna compare gives, counted by calls
    List<String> expectedClasses = CompareRecord.of("fa\u00DF.de").classes();
    assertThat(expectedClasses).isNotEmpty();
    for (String c : expectedClasses) {
      assertThat(lines)
          .anySatisfy(
              n -> {
                assertThat(n.get("kind").asText()).isEqualTo("class");
                assertThat(n.get("key").asText()).isEqualTo(c);
                assertThat(n.get("calls").asLong()).isGreaterThanOrEqualTo(8);
              });
    }
    assertThat(lines)
        .anySatisfy(
            n -> {
              assertThat(n.get("kind").asText()).isEqualTo("input");
              assertThat(n.get("key").asText()).isEqualTo("fa\u00DF.de");
              assertThat(n.get("calls").asLong()).isEqualTo(8);
              assertThat(n.get("callers").asLong()).isEqualTo(2);
            });
    JsonNode last = lines.get(lines.size() - 1);
    assertThat(last.get("kind").asText()).isEqualTo("dropped");
    assertThat(last.get("calls").asLong()).isEqualTo(7);
    assertThat(r.err().strip().split("\n")).hasSize(1);
    assertThat(r.err())
        .startsWith("idna audit: 9 calls of java.net.IDN in 2 logs would change under IDNA4J")
        .contains("2 distinct inputs from 2 callers")
        .contains("7 more were dropped");
  }

  @Test
  void tsvAndCsvHaveTheRecordsFieldsAsColumns() throws IOException {
    Path a = log("a.jsonl", record("fa\u00DF.de", "com.example.A.run(A.java:10)", 2));
    Cli.Run tsv = Cli.run("audit", a.toString());
    assertThat(tsv.lines().get(0)).isEqualTo("kind\tkey\tcalls\tinputs\tcallers");
    assertThat(tsv.lines().get(1)).isEqualTo("total\t\t2\t1\t1");
    assertThat(tsv.lines().get(2)).isEqualTo("caller\tcom.example.A.run(A.java:10)\t2\t1\t1");
    Cli.Run csv = Cli.run("audit", "--format", "csv", "--no-header", a.toString());
    assertThat(csv.lines().get(0)).isEqualTo("total,,2,1,1");
    assertThat(csv.lines()).hasSameSizeAs(tsv.lines().subList(1, tsv.lines().size()));
  }

  @Test
  void anEmptyLogIsGoodNews() throws IOException {
    Path a = log("empty.jsonl");
    Files.writeString(a, "");
    Cli.Run r = Cli.run("audit", a.toString());
    assertThat(r.exitCode()).isZero();
    assertThat(r.err()).startsWith("idna audit: no call of java.net.IDN in 1 log would change");
  }

  @Test
  void readsStandardInput() {
    Cli.Run r =
        Cli.runWithInput(record("fa\u00DF.de", null, 1) + "\n", "audit", "--format", "jsonl", "-");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.lines())
        .anySatisfy(l -> assertThat(l).contains("\"kind\":\"caller\",\"key\":null"));
  }

  @Test
  void aMalformedLineIsReportedWithFileAndLineNotAStackTrace() throws IOException {
    String good = record("fa\u00DF.de", "com.example.A.run(A.java:10)", 1);
    for (String bad :
        new String[] {
          "{\"input\":",
          "[1,2]",
          good.replace("\"count\":1", "\"count\":0"),
          good.replace("\"caller\":\"com.example.A.run(A.java:10)\"", "\"caller\":5"),
          "{\"dropped_calls\":-1,\"max_records\":1,\"max_chars\":1}"
        }) {
      Path a = log("bad.jsonl", good, bad);
      Cli.Run r = Cli.run("audit", a.toString());
      assertThat(r.exitCode()).as(bad).isEqualTo(2);
      assertThat(r.out()).isEmpty();
      assertThat(r.err()).as(bad).startsWith("idna audit: " + a + ":2: ").doesNotContain("\tat ");
      assertThat(r.err().strip().split("\n")).hasSize(1);
    }
    Cli.Run missing = Cli.run("audit", dir.resolve("none.jsonl").toString());
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).startsWith("idna audit: ").contains("cannot read");
  }

  @Test
  void aHugeLineIsRefusedWithBoundedMemory() throws IOException {
    Path a = dir.resolve("huge.jsonl");
    Files.writeString(a, "x".repeat(AuditCommand.MAX_LINE_CHARS + 1), StandardCharsets.UTF_8);
    Cli.Run r = Cli.run("audit", a.toString());
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).contains(a + ":1: line longer than");
  }

  @Test
  void aMillionCharacterInputIsSummarised() throws IOException {
    String input = "a".repeat(1_000_000) + "\u00DF";
    Path a =
        log(
            "long.jsonl",
            RecordJson.toJson(
                new AuditRecord(
                    "toASCII",
                    input,
                    0,
                    List.of(),
                    null,
                    "java.lang.IllegalArgumentException: x",
                    "y",
                    null,
                    List.of("LENGTH"),
                    null,
                    1)));
    Cli.Run r = Cli.run("audit", "--format", "jsonl", a.toString());
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.out()).contains(input);
  }
}
