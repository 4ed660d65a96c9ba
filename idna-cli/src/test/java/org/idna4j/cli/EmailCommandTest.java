package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.idna4j.email.EmailOptions;
import org.idna4j.records.EmailRecord;
import org.idna4j.records.ProblemRecord;
import org.idna4j.records.RecordJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code idna email}: the email record in every format, from arguments, standard input and a file,
 * the options, exit codes, the same bytes as {@link RecordJson}, the schema, and hostile input.
 */
class EmailCommandTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static final String HEADER =
      "line\tinput\tvalid\tnormalized\tascii_form\tascii_domain\trequires_smtputf8"
          + "\tdisplay_name\tproblems";

  @Test
  void addressesFromArgumentsInTsv() {
    Cli.Run r = Cli.run("email", "josé@Bücher.example", "Jeff@臺網中心.TW", "a..b@example.com");
    assertThat(r.exitCode()).isEqualTo(1); // a..b is invalid
    assertThat(r.lines())
        .containsExactly(
            HEADER,
            "\tjosé@Bücher.example\ttrue\tjosé@bücher.example\t\txn--bcher-kva.example\ttrue\t\t",
            "\tJeff@臺網中心.TW\ttrue\tJeff@臺網中心.tw\tJeff@xn--fiqq24b10vi0d.tw"
                + "\txn--fiqq24b10vi0d.tw\tfalse\t\t",
            "\ta..b@example.com\tfalse\ta..b@example.com\t\t\tfalse\t"
                + "\tEMAIL_LOCAL_PART_DOT@name:2");
  }

  @Test
  void everyValidAddressExitsZero() {
    Cli.Run r = Cli.run("email", "--no-header", "jane@example.com");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines())
        .containsExactly(
            "\tjane@example.com\ttrue\tjane@example.com\tjane@example.com"
                + "\texample.com\tfalse\t\t");
  }

  @Test
  void jsonlIsTheBytesOfRecordJsonAndValidatesAgainstTheSchema() throws Exception {
    List<String> addresses =
        List.of(
            "josé@Bücher.example",
            "Jeff@臺網中心.TW",
            "a..b@example.com",
            "user@localhost",
            "\"john doe\"@[192.0.2.1]",
            "Jane <jane@example.com>",
            "no-at-sign",
            "x@😀.example");
    Schema schema = schema();
    for (EmailOptions options :
        List.of(
            EmailOptions.defaults(),
            EmailOptions.rfc5321(),
            EmailOptions.builder().displayName(true).build())) {
      String[] args = args(options, addresses);
      Cli.Run r = Cli.run(args);
      StringBuilder expected = new StringBuilder();
      for (String a : addresses) {
        expected.append(RecordJson.toJson(EmailRecord.of(options, null, a))).append('\n');
      }
      assertThat(r.out()).isEqualTo(expected.toString());
      for (String line : r.lines()) {
        JsonNode node = JSON.readTree(line);
        assertThat(schema.validate(node)).as(line).isEmpty();
      }
      // standard input: the same records with their line numbers
      Cli.Run bulk = Cli.runWithInput(String.join("\n", addresses) + "\n", bulkArgs(args));
      List<String> lines = bulk.lines();
      assertThat(lines).hasSize(addresses.size());
      for (int i = 0; i < lines.size(); i++) {
        assertThat(lines.get(i))
            .isEqualTo(
                RecordJson.toJson(EmailRecord.of(options, (long) (i + 1), addresses.get(i))));
        assertThat(schema.validate(JSON.readTree(lines.get(i)))).isEmpty();
      }
    }
  }

  private static String[] args(EmailOptions o, List<String> addresses) {
    List<String> a = new java.util.ArrayList<>(List.of("email", "--format", "jsonl"));
    a.add("--eai=" + o.eai().name().toLowerCase(java.util.Locale.ROOT));
    a.add(o.quotedLocalPart() ? "--quoted-local-part" : "--no-quoted-local-part");
    a.add(o.addressLiteral() ? "--address-literal" : "--no-address-literal");
    a.add(o.displayName() ? "--display-name" : "--no-display-name");
    a.add(o.globallyDeliverable() ? "--globally-deliverable" : "--no-globally-deliverable");
    a.add("--");
    a.addAll(addresses);
    return a.toArray(new String[0]);
  }

  private static String[] bulkArgs(String[] args) {
    List<String> a = new java.util.ArrayList<>();
    for (String s : args) {
      if (s.equals("--")) {
        break;
      }
      a.add(s);
    }
    a.add("--no-summary");
    return a.toArray(new String[0]);
  }

  @Test
  void presetsAndSettings() {
    String literal = "\"john doe\"@[192.0.2.1]";
    assertThat(Cli.run("email", literal).exitCode()).isEqualTo(1);
    Cli.Run rfc = Cli.run("email", "--no-header", "--preset", "rfc5321", literal);
    assertThat(rfc.exitCode()).isZero();
    assertThat(rfc.lines())
        .containsExactly(
            "\t\"john doe\"@[192.0.2.1]\ttrue\t\"john doe\"@[192.0.2.1]\t\"john doe\"@[192.0.2.1]"
                + "\t[192.0.2.1]\tfalse\t\t");
    // a setting overrides its preset's value
    assertThat(Cli.run("email", "--preset", "rfc5321", "--no-address-literal", literal).exitCode())
        .isEqualTo(1);
    assertThat(Cli.run("email", "user@localhost").exitCode()).isEqualTo(1);
    assertThat(Cli.run("email", "--no-globally-deliverable", "user@localhost").exitCode()).isZero();
    // IDN_DOMAIN: an ASCII local part is needed; ASCII: A-labels only
    assertThat(Cli.run("email", "--eai", "IDN_DOMAIN", "josé@example.com").exitCode()).isEqualTo(1);
    assertThat(Cli.run("email", "--eai", "idn_domain", "jose@bücher.example").exitCode()).isZero();
    assertThat(Cli.run("email", "--eai", "ascii", "jose@bücher.example").exitCode()).isEqualTo(1);
    Map<String, Object> named =
        Json.object(
            Cli.run("email", "--format", "jsonl", "--display-name", "Jane Doe <jane@example.com>")
                .lines()
                .get(0));
    assertThat(named)
        .containsEntry("valid", true)
        .containsEntry("display_name", "Jane Doe")
        .containsEntry("normalized", "jane@example.com");
  }

  @Test
  void badOptionValuesAreUsageErrors() {
    Cli.Run preset = Cli.run("email", "--preset", "strict", "a@example.com");
    assertThat(preset.exitCode()).isEqualTo(2);
    assertThat(preset.err()).contains("defaults, rfc5321");
    Cli.Run eai = Cli.run("email", "--eai", "utf8", "a@example.com");
    assertThat(eai.exitCode()).isEqualTo(2);
    assertThat(eai.err()).contains("SMTPUTF8, IDN_DOMAIN, ASCII");
    Cli.Run both = Cli.run("email", "--input", "x.txt", "a@example.com");
    assertThat(both.exitCode()).isEqualTo(2);
  }

  @Test
  void standardInputKeepsEveryLineInOrderWithItsLineProblems() {
    byte[] in =
        "a@example.com\r\n\n\u00e9@b\u00fccher.example\nbad\u0000@example.com\n"
            .getBytes(StandardCharsets.UTF_8);
    byte[] withBadUtf8 = new byte[in.length + 3];
    System.arraycopy(in, 0, withBadUtf8, 0, in.length);
    withBadUtf8[in.length] = (byte) 0xC3;
    withBadUtf8[in.length + 1] = (byte) 0x28;
    withBadUtf8[in.length + 2] = '\n';
    Cli.Run r = Cli.runWithInput(withBadUtf8, "email", "--format", "jsonl");
    assertThat(r.exitCode()).isEqualTo(1);
    List<String> lines = r.lines();
    assertThat(lines).hasSize(5);
    Map<String, Object> crlf = Json.object(lines.get(0));
    assertThat(crlf).containsEntry("line", 1L).containsEntry("valid", false);
    assertThat(errors(crlf)).containsExactly("CRLF_LINE_END");
    assertThat(errors(Json.object(lines.get(1)))).startsWith("EMPTY_LINE");
    Map<String, Object> idn = Json.object(lines.get(2));
    assertThat(idn)
        .containsEntry("valid", true)
        .containsEntry("ascii_domain", "xn--bcher-kva.example")
        .containsEntry("requires_smtputf8", true)
        .containsEntry("ascii_form", null);
    assertThat(errors(Json.object(lines.get(3)))).startsWith("NUL_CHARACTER");
    Map<String, Object> utf8 = Json.object(lines.get(4));
    assertThat(errors(utf8)).containsExactly("INVALID_UTF8");
    assertThat(utf8).containsEntry("line", 5L).containsEntry("ascii_domain", "");
    assertThat(r.err()).contains("idna email: 5 addresses, 1 valid, 4 invalid");
  }

  @SuppressWarnings("unchecked")
  private static List<String> errors(Map<String, Object> record) {
    return ((List<Object>) record.get("problems"))
        .stream().map(p -> (String) ((Map<String, Object>) p).get("error")).toList();
  }

  @Test
  void fileInCsvAndOnlyInvalid(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("a.txt");
    Files.writeString(
        f, "jane@example.com\n=cmd@example.com\nno-at-sign\n", StandardCharsets.UTF_8);
    Cli.Run csv = Cli.run("email", "--input", f.toString(), "--format", "csv", "--no-summary");
    assertThat(Csv.parse(csv.out()))
        .containsExactly(
            List.of(
                "line",
                "input",
                "valid",
                "normalized",
                "ascii_form",
                "ascii_domain",
                "requires_smtputf8",
                "display_name",
                "problems"),
            List.of(
                "1",
                "jane@example.com",
                "true",
                "jane@example.com",
                "jane@example.com",
                "example.com",
                "false",
                "",
                ""),
            List.of(
                "2",
                "'=cmd@example.com",
                "true",
                "'=cmd@example.com",
                "'=cmd@example.com",
                "example.com",
                "false",
                "",
                ""),
            List.of(
                "3",
                "no-at-sign",
                "false",
                "no-at-sign",
                "",
                "",
                "false",
                "",
                "EMAIL_NO_AT_SIGN@name:10"));
    Cli.Run invalid =
        Cli.run("email", "--input", f.toString(), "--only-invalid", "--no-header", "--no-summary");
    assertThat(invalid.exitCode()).isEqualTo(1);
    assertThat(invalid.lines()).hasSize(1);
    assertThat(invalid.lines().get(0)).startsWith("3\tno-at-sign\tfalse");
    assertThat(Cli.run("email", "--input", dir.resolve("missing").toString()).exitCode())
        .isEqualTo(2);
  }

  @Test
  void manyLinesOnSeveralThreadsStayInOrder() {
    StringBuilder in = new StringBuilder();
    for (int i = 0; i < 6000; i++) {
      in.append("user").append(i).append("@n").append(i).append(".example\n");
    }
    Cli.Run r =
        Cli.runWithInput(in.toString(), "email", "--threads", "3", "--no-header", "--no-summary");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines()).hasSize(6000);
    assertThat(r.lines().get(4321))
        .isEqualTo(
            "4322\tuser4321@n4321.example\ttrue\tuser4321@n4321.example"
                + "\tuser4321@n4321.example\tn4321.example\tfalse\t\t");
  }

  @Test
  void progressBarOnATerminal() {
    StringBuilder in = new StringBuilder();
    for (int i = 0; i < 100; i++) {
      in.append("a").append(i).append("@example.com\n");
    }
    Cli.Run r =
        Cli.runWithInput(
            in.toString().getBytes(StandardCharsets.UTF_8), true, "email", "--no-header");
    assertThat(r.lines()).hasSize(100);
    // the bar is erased at the end (CR, erase line), whether or not a frame was drawn
    assertThat(r.err()).contains("\r\u001B[K");
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aMillionCharacterAddressGetsAnAnswerAsArgumentAndAsLine() throws Exception {
    String huge = "a".repeat(500_000) + "@" + "b".repeat(499_999);
    Cli.Run arg = Cli.run("email", "--format", "jsonl", "--", huge);
    assertThat(arg.exitCode()).isEqualTo(1);
    JsonNode a = JSON.readTree(arg.lines().get(0));
    assertThat(a.get("valid").asBoolean()).isFalse();
    assertThat(a.get("input").asText()).hasSize(1_000_000);
    assertThat(schema().validate(a)).isEmpty();
    // a line over --max-line-bytes is not parsed; within a raised limit it is, in linear time
    Cli.Run line = Cli.runWithInput(huge + "\n", "email", "--format", "jsonl", "--no-summary");
    JsonNode l = JSON.readTree(line.lines().get(0));
    assertThat(l.get("problems").get(0).get("error").asText()).isEqualTo("LINE_TOO_LONG");
    Cli.Run raised =
        Cli.runWithInput(
            huge + "\n",
            "email",
            "--format",
            "jsonl",
            "--no-summary",
            "--max-line-bytes",
            "2000000");
    JsonNode p = JSON.readTree(raised.lines().get(0));
    assertThat(p.get("valid").asBoolean()).isFalse();
    assertThat(p.get("problems").get(0).get("scope").asText()).isNotEqualTo(ProblemRecord.LINE);
    String hostile = "\"".repeat(300_000) + "@".repeat(300_000) + "<".repeat(400_000);
    Cli.Run many =
        Cli.run(
            "email", "--format", "jsonl", "--preset", "rfc5321", "--display-name", "--", hostile);
    assertThat(schema().validate(JSON.readTree(many.lines().get(0)))).isEmpty();
  }

  private static Schema schema() throws Exception {
    try (InputStream in = EmailRecord.class.getResourceAsStream("/schemas/email.schema.json")) {
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(JSON.readTree(in));
    }
  }
}
