package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.idna4j.records.ProblemRecord;
import org.idna4j.records.RecordJson;
import org.idna4j.records.UrlHostRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code idna url-host} and {@code idna check --url} (issue 25): the url_host record in every
 * format, from arguments, standard input and a file; the same bytes as {@link RecordJson}; valid
 * against the checked-in schema; hostile lines.
 */
class UrlHostCommandTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static final String HEADER =
      "line\tinput\tvalid\toutput\thost\thost_kind\thost_start\thost_end\tproblems"
          + "\tnon_fatal_problems";

  /** Every host kind, no authority, and failing URLs. */
  private static final List<String> URLS =
      List.of(
          "http://é@bücher.example:0080/ä?ö#ü",
          "http://0x7f.1/",
          "https://[0:0::1]:8080/",
          "foo://EXAMPLE.com/",
          "file://localhost/x",
          "mailto:a@b.example",
          "https://:443/",
          "http://exa mple.org/",
          "http://ab--c.example/",
          "no scheme",
          "http://a\"\\\u2028.example/");

  @Test
  void theIssuesExampleFromArgumentsInTsv() {
    Cli.Run r = Cli.run("url-host", "http://é@bücher.example:0080/ä?ö#ü", "http://0x7f.1/");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines()).hasSize(3);
    assertThat(r.lines().get(0)).isEqualTo(HEADER);
    // "http://é@" is 9 code points, "bücher.example" 14: the host is [9, 23)
    assertThat(r.lines().get(1))
        .startsWith(
            "\thttp://é@bücher.example:0080/ä?ö#ü\ttrue"
                + "\thttp://é@xn--bcher-kva.example:0080/ä?ö#ü\txn--bcher-kva.example\tDOMAIN"
                + "\t9\t23\t\tINVALID_CREDENTIALS@name:8");
    assertThat(r.lines().get(2))
        .isEqualTo(
            "\thttp://0x7f.1/\ttrue\thttp://127.0.0.1/\t127.0.0.1"
                + "\tIPV4\t7\t13\t\tIPV4_TOO_FEW_PARTS@0:7;IPV4_NON_DECIMAL_PART@0:7");
  }

  @Test
  void anInvalidUrlKeepsItsInputAndExitsOne() {
    Cli.Run r = Cli.run("url-host", "--no-header", "https://:443/", "mailto:a@b.example");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.lines())
        .containsExactly(
            "\thttps://:443/\tfalse\thttps://:443/\t\t\t8\t8\tHOST_MISSING@name:8\t",
            "\tmailto:a@b.example\ttrue\tmailto:a@b.example\t\t\t\t\t\t");
  }

  @Test
  void jsonlIsTheSharedRecordByteForByteAndValidatesAgainstItsSchema() throws Exception {
    Schema schema = schema();
    String[] args = new String[URLS.size() + 3];
    args[0] = "url-host";
    args[1] = "--format";
    args[2] = "jsonl";
    for (int i = 0; i < URLS.size(); i++) {
      args[i + 3] = URLS.get(i);
    }
    Cli.Run r = Cli.run(args);
    assertThat(r.exitCode()).isEqualTo(1);
    StringBuilder expected = new StringBuilder();
    for (String url : URLS) {
      expected.append(RecordJson.toJson(UrlHostRecord.of(url))).append('\n');
    }
    assertThat(r.outBytes()).isEqualTo(expected.toString().getBytes(StandardCharsets.UTF_8));
    for (String line : r.lines()) {
      assertThat(schema.validate(JSON.readTree(line))).as(line).isEmpty();
    }
  }

  @Test
  void standardInputHasLineNumbersAndLineProblemsFirst() throws Exception {
    byte[] in =
        concat(
            "http://bücher.example/\r\n".getBytes(StandardCharsets.UTF_8),
            new byte[] {'h', 't', 't', 'p', ':', '/', '/', (byte) 0xC3, '/', '\n'},
            "\nhttps://EXAMPLE.com./\n".getBytes(StandardCharsets.UTF_8));
    Cli.Run r = Cli.runWithInput(in, "url-host", "--format", "jsonl");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.lines()).hasSize(4);
    Schema schema = schema();
    for (String line : r.lines()) {
      assertThat(schema.validate(JSON.readTree(line))).as(line).isEmpty();
    }
    Map<String, Object> crlf = Json.object(r.lines().get(0));
    assertThat(crlf).containsEntry("line", 1L).containsEntry("valid", false);
    assertThat(crlf).containsEntry("output", "http://xn--bcher-kva.example/");
    assertThat(errors(crlf, "problems")).containsExactly("CRLF_LINE_END");
    Map<String, Object> utf8 = Json.object(r.lines().get(1));
    assertThat(utf8).containsEntry("line", 2L).containsEntry("output", "");
    assertThat(utf8).containsEntry("host_start", null);
    assertThat(errors(utf8, "problems")).containsExactly("INVALID_UTF8");
    assertThat(errors(Json.object(r.lines().get(2)), "problems"))
        .containsExactly("EMPTY_LINE", "MISSING_SCHEME_NON_RELATIVE_URL");
    assertThat(Json.object(r.lines().get(3)))
        .containsEntry("line", 4L)
        .containsEntry("valid", true)
        .containsEntry("output", "https://example.com./")
        .containsEntry("host", "example.com.");
  }

  @Test
  void checkUrlReadsAFileWithTheCheckCommandsHeaderAndSummary(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("urls.txt");
    Files.writeString(
        file, "http://bücher.example/\nhttp://exa mple.org/\nmailto:x@y\n", StandardCharsets.UTF_8);
    Cli.Run r = Cli.run("check", "--url", file.toString());
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.lines().get(0)).isEqualTo(HEADER);
    assertThat(r.lines().get(1))
        .isEqualTo(
            "1\thttp://bücher.example/\ttrue\thttp://xn--bcher-kva.example/"
                + "\txn--bcher-kva.example\tDOMAIN\t7\t21\t\t");
    assertThat(r.lines().get(2)).startsWith("2\thttp://exa mple.org/\tfalse\thttp://exa mple.org/");
    assertThat(r.lines()).hasSize(4);
    assertThat(r.err()).contains("idna check --url: 3 URLs, 2 valid, 1 invalid");

    Cli.Run jsonl =
        Cli.run("check", "--url", "--format", "jsonl", "--only-invalid", file.toString());
    assertThat(jsonl.lines()).hasSize(1);
    ProblemRecord space = UrlHostRecord.of("http://exa mple.org/").problems().get(0);
    assertThat(jsonl.out())
        .isEqualTo(
            RecordJson.toJson(
                    UrlHostRecord.of(2L, "http://exa mple.org/", "http://exa mple.org/", List.of()))
                + "\n");
    assertThat(space.error()).isEqualTo("FORBIDDEN_DOMAIN_CODE_POINT");
    assertThat(space.offset()).isEqualTo(10); // the space, inside the URL

    Cli.Run csv = Cli.run("check", "--url", "--format", "csv", file.toString());
    assertThat(csv.lines().get(0)).isEqualTo(HEADER.replace('\t', ','));
    assertThat(csv.lines().get(1))
        .isEqualTo(
            "1,http://bücher.example/,true,http://xn--bcher-kva.example/,xn--bcher-kva.example,"
                + "DOMAIN,7,21,,");
  }

  @Test
  void checkUrlShowsProgressOnATerminal() {
    Cli.Run r =
        Cli.runWithInput(
            "http://a.example/\n".getBytes(StandardCharsets.UTF_8), true, "check", "--url");
    assertThat(r.exitCode()).isZero();
    assertThat(r.err()).contains("\r");
  }

  @Test
  void profileAndPslOptionsAreUsageErrorsWithUrl() {
    for (List<String> opts :
        List.of(
            List.of("--profile", "whatwg"),
            List.of("--check-bidi=false"),
            List.of("--psl"),
            List.of("--transitional"))) {
      String[] args = new String[opts.size() + 2];
      args[0] = "check";
      args[1] = "--url";
      for (int i = 0; i < opts.size(); i++) {
        args[i + 2] = opts.get(i);
      }
      Cli.Run r = Cli.runWithInput("http://a.example/\n", args);
      assertThat(r.exitCode()).as(opts.toString()).isEqualTo(IdnaCli.USAGE);
      assertThat(r.err()).contains("does not apply with --url");
      assertThat(r.out()).isEmpty();
    }
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void aMillionCharacterUrlGetsACleanAnswerOnEveryPath() throws Exception {
    String url = "http://" + "ä".repeat(1_000_000) + ".example/";
    String label = "http://" + "a".repeat(1_000_000) + "/";
    // an argument: processed whole (one label far over 63 octets is still a URL host)
    Cli.Run arg = Cli.run("url-host", "--format", "jsonl", url, label);
    assertThat(arg.lines()).hasSize(2);
    for (String line : arg.lines()) {
      assertThat(schema().validate(JSON.readTree(line))).isEmpty();
    }
    // standard input, default line cap: LINE_TOO_LONG, not processed
    Cli.Run stdin = Cli.runWithInput(url + "\n", "url-host", "--format", "jsonl");
    assertThat(stdin.exitCode()).isEqualTo(1);
    assertThat(errors(Json.object(stdin.lines().get(0)), "problems"))
        .containsExactly("LINE_TOO_LONG");
    // check --url with the cap raised: processed, the same record as the library's
    Cli.Run raised =
        Cli.runWithInput(
            (label + "\n").getBytes(StandardCharsets.UTF_8),
            "check",
            "--url",
            "--format",
            "jsonl",
            "--max-line-bytes",
            "4000000");
    assertThat(raised.out())
        .isEqualTo(RecordJson.toJson(UrlHostRecord.of(1L, label, label, List.of())) + "\n");
  }

  @SuppressWarnings("unchecked")
  private static List<Object> errors(Map<String, Object> record, String field) {
    return ((List<Map<String, Object>>) record.get(field))
        .stream().map(p -> p.get("error")).toList();
  }

  private static byte[] concat(byte[]... parts) {
    java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
    for (byte[] p : parts) {
      b.writeBytes(p);
    }
    return b.toByteArray();
  }

  private static Schema schema() throws Exception {
    try (InputStream in =
        UrlHostRecord.class.getResourceAsStream("/schemas/url_host.schema.json")) {
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(JSON.readTree(in));
    }
  }
}
