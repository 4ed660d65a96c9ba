package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.ExplainRecord;
import org.idna4j.records.RecordJson;
import org.idna4j.server.IdnaServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code idna explain}: under every preset its JSON lines validate against {@code
 * schemas/explain.schema.json}, are the library's {@link ExplainRecord} for the same name, and are
 * byte for byte what {@code GET /api/v1/explain} answers for the same name and profile (a server
 * started here, over a socket), profile options included.
 */
class ExplainCommandTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * ASCII, a U-label, an xn-- label, non-fatal problems under whatwg (a hyphen in positions 3-4 and
   * an underscore, which only the strict run refuses), a Bidi failure, a confusable (Cyrillic а in
   * a Latin label), an empty label.
   */
  static final List<String> NAMES =
      List.of(
          "example.com",
          "bücher.example",
          "xn--bcher-kva.example",
          "ab--c.example",
          "a_b.example",
          "a\u05D0.example",
          "x.\u0430pple.com",
          "a..b");

  private static List<JsonNode> lines(Cli.Run r) throws IOException {
    List<JsonNode> out = new ArrayList<>();
    for (String line : r.lines()) {
      out.add(JSON.readTree(line));
    }
    return out;
  }

  private static Cli.Run explain(IdnaProfile.Preset p, String... extra) {
    List<String> args = new ArrayList<>(List.of("explain", "--profile", p.presetName()));
    args.addAll(List.of(extra));
    args.add("--");
    args.addAll(NAMES);
    return Cli.run(args.toArray(new String[0]));
  }

  @Test
  void everyPresetsRecordsValidateAndAreTheLibrarys() throws IOException {
    Schema schema = CliRecordsTest.schema("explain");
    boolean sawNonFatal = false;
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      Cli.Run r = explain(p);
      List<JsonNode> records = lines(r);
      assertThat(records).as(p.presetName()).hasSize(NAMES.size());
      boolean allValid = true;
      for (int i = 0; i < NAMES.size(); i++) {
        JsonNode record = records.get(i);
        assertThat(schema.validate(record)).as(record.toString()).isEmpty();
        ExplainRecord expected = ExplainRecord.of(null, NAMES.get(i), p, p.profile());
        assertThat(r.lines().get(i)).isEqualTo(RecordJson.toJson(expected));
        allValid &= expected.ascii().valid();
        sawNonFatal |= !record.get("ascii").get("non_fatal_problems").isEmpty();
      }
      assertThat(r.exitCode()).isEqualTo(allValid ? IdnaCli.OK : IdnaCli.INVALID);
    }
    assertThat(sawNonFatal).as("the names exercise non_fatal_problems").isTrue();
  }

  @Test
  void theRecordsSayWhatTheNamesAre() throws IOException {
    List<JsonNode> whatwg = lines(explain(IdnaProfile.Preset.WHATWG_URL));
    // ab--c.example and a_b.example are valid for the URL Standard, with validation errors
    for (int i : new int[] {3, 4}) {
      assertThat(whatwg.get(i).get("ascii").get("valid").asBoolean()).isTrue();
      assertThat(whatwg.get(i).get("ascii").get("non_fatal_problems")).isNotEmpty();
      assertThat(whatwg.get(i).get("explanations")).isNotEmpty();
    }
    List<JsonNode> uts46 = lines(explain(IdnaProfile.Preset.UTS46));
    JsonNode aLabel = uts46.get(2).get("labels").get(0);
    assertThat(aLabel.get("decoded_code_points").get(1).get("code_point").asText())
        .isEqualTo("U+00FC");
    assertThat(uts46.get(5).get("ascii").get("problems").findValuesAsText("error"))
        .anyMatch(e -> e.startsWith("BIDI_"));
    assertThat(uts46.get(6).get("confusables").findValuesAsText("error")).contains("MIXED_SCRIPT");
    assertThat(uts46.get(7).get("labels").get(1).get("problems").findValuesAsText("error"))
        .containsExactly("EMPTY_LABEL");
  }

  @Test
  void profileOptionsChangeTheProfileNotThePreset() throws IOException {
    Cli.Run r = Cli.run("explain", "--check-hyphens", "ab--c.example");
    JsonNode record = lines(r).get(0);
    assertThat(record.get("preset").asText()).isEqualTo("lookup");
    assertThat(record.get("profile").get("check_hyphens").asBoolean()).isTrue();
    assertThat(record.get("ascii").get("valid").asBoolean()).isFalse();
    assertThat(r.exitCode()).isEqualTo(IdnaCli.INVALID);
    assertThat(Cli.run("explain", "ab--c.example").exitCode()).isEqualTo(IdnaCli.OK);
  }

  @Test
  void withoutANameItReadsStandardInput() {
    Cli.Run none = Cli.run("explain");
    assertThat(none.exitCode()).isEqualTo(IdnaCli.OK);
    assertThat(none.out()).isEmpty();
    // the same record, but for its line: 1 for the first input line, null for an operand
    assertThat(Cli.runWithInput("bücher.example\n", "explain").out())
        .isEqualTo(
            Cli.run("explain", "bücher.example").out().replace("{\"line\":null,", "{\"line\":1,"));
  }

  @Test
  @Timeout(120)
  void aMillionCharacterNameIsExplained() {
    // linear: one code_point record per code point, each written once (the bytes are checked, not
    // parsed, to keep the test's memory small)
    Cli.Run r = Cli.run("explain", "a".repeat(1_000_000) + ".example");
    byte[] out = r.outBytes();
    assertThat(out[out.length - 1]).isEqualTo((byte) '\n');
    String tail = new String(out, out.length - 4000, 4000, StandardCharsets.UTF_8);
    assertThat(tail).contains("{\"offset\":999999,\"code_point\":\"U+0061\"");
    assertThat(r.exitCode()).isEqualTo(IdnaCli.INVALID); // LABEL_TOO_LONG, NAME_TOO_LONG
  }

  /**
   * Issue 23, one source: the CLI's line and the server's answer for the same name and profile are
   * the same bytes, under every preset and with a profile option given on both faces.
   */
  @Test
  void theCliAndTheServerWriteTheSameRecord() throws Exception {
    HttpClient client = HttpClient.newHttpClient();
    try (IdnaServer server = IdnaServer.builder().port(0).start()) {
      for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
        compare(client, server, explain(p), "profile=" + p.presetName());
      }
      compare(
          client,
          server,
          explain(IdnaProfile.Preset.LOOKUP, "--check-hyphens"),
          "profile=lookup&check_hyphens=true");
    }
  }

  private static void compare(HttpClient client, IdnaServer server, Cli.Run cli, String query)
      throws Exception {
    List<String> lines = cli.lines();
    assertThat(lines).hasSize(NAMES.size());
    for (int i = 0; i < NAMES.size(); i++) {
      URI uri =
          server
              .uri()
              .resolve(
                  "/api/v1/explain?"
                      + query
                      + "&name="
                      + URLEncoder.encode(NAMES.get(i), StandardCharsets.UTF_8));
      HttpResponse<String> a =
          client.send(
              HttpRequest.newBuilder(uri).build(),
              HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      assertThat(a.statusCode()).as(uri.toString()).isEqualTo(200);
      assertThat(a.body()).as("%s: %s", query, NAMES.get(i)).isEqualTo(lines.get(i));
    }
  }
}
