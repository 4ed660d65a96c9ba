package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.InputStream;
import java.util.List;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.CheckRecord;
import org.idna4j.records.RecordJson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Real answers of the server, over a socket, validate against the record schemas under every
 * preset, and the drift defects of issue 23 stay fixed.
 */
class ServerSchemaTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> NAMES =
      List.of("bücher.example", "ab--c.example", "a..b", "exa#mple.org", "faß.de", "xn--a.b");
  private static IdnaServer server;
  private static Http http;

  @BeforeAll
  static void start() {
    server = IdnaServer.builder().port(0).start();
    http = new Http(server.uri());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  static Schema schema(String name) throws Exception {
    try (InputStream in =
        CheckRecord.class.getResourceAsStream("/schemas/" + name + ".schema.json")) {
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(JSON.readTree(in));
    }
  }

  static void assertValid(String schema, JsonNode answer) throws Exception {
    assertThat(schema(schema).validate(answer)).as(answer.toString()).isEmpty();
  }

  @Test
  void everyPresetsAnswersValidate() throws Exception {
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      for (String name : NAMES) {
        String q = "?profile=" + p.presetName() + "&name=" + Http.enc(name);
        assertValid("conversion", http.get("/api/v1/to-ascii" + q).json());
        assertValid("conversion", http.get("/api/v1/to-unicode" + q).json());
        assertValid("explain", http.get("/api/v1/explain" + q).json());
      }
      JsonNode checks =
          http.post("/api/v1/check?profile=" + p.presetName(), JSON.writeValueAsString(NAMES))
              .json();
      for (int i = 0; i < NAMES.size(); i++) {
        assertValid("check", checks.get(i));
        // the record the CLI writes for the same name (one source: CheckRecord.of)
        assertThat(checks.get(i))
            .isEqualTo(
                JSON.readTree(
                    RecordJson.toJson(CheckRecord.of(Idna.of(p), (long) (i + 1), NAMES.get(i)))));
      }
    }
    for (String name : NAMES) {
      assertValid("compare", http.get("/api/v1/compare?name=" + Http.enc(name)).json());
    }
    assertValid("profiles", http.get("/api/v1/profiles").json());
    assertValid("error", http.get("/api/v1/to-ascii?name=a&profile=strict").json());
    for (String name : List.of("www.example.co.uk", "co.uk", "192.168.0.1", "a..b")) {
      assertValid("psl", http.get("/api/v1/psl?name=" + Http.enc(name)).json());
    } // issue 25: url_host, every host kind, no authority, and failing URLs
    for (String url :
        List.of(
            "http://é@bücher.example:0080/ä?ö#ü",
            "http://0x7f.1/",
            "https://[0:0::1]:8080/",
            "foo://EXAMPLE.com/",
            "file://localhost/x",
            "mailto:a@b.example",
            "https://:443/",
            "http://exa mple.org/",
            "no scheme")) {
      assertValid("url_host", http.get("/api/v1/url-host?url=" + Http.enc(url)).json());
    }
    // display (issue 27): every policy, names shown in Unicode, in ASCII, invalid
    for (String policy : org.idna4j.records.DisplayRecord.POLICIES) {
      for (String name : List.of("аррӏе.com", "bücher.de", "a..b", "", "xn--zz.com")) {
        assertValid(
            "display",
            http.get("/api/v1/display?policy=" + policy + "&name=" + Http.enc(name)).json());
      }
    }
    assertValid("error", http.get("/api/v1/display?name=a&policy=none").json());
  }

  @Test
  void emailAnswersValidateAndAreTheSharedRecord() throws Exception {
    List<String> addresses =
        List.of(
            "josé@Bücher.example",
            "Jeff@臺網中心.TW",
            "a..b@example.com",
            "user@localhost",
            "\"john doe\"@[192.0.2.1]",
            "Jane <jane@example.com>",
            "no-at-sign",
            "");
    for (String preset : org.idna4j.records.EmailRecord.PRESETS) {
      org.idna4j.email.EmailOptions options =
          org.idna4j.records.EmailRecord.options(preset, null, null, null, true, null);
      for (String a : addresses) {
        JsonNode answer =
            http.get("/api/v1/email?preset=" + preset + "&display_name=true&address=" + Http.enc(a))
                .json();
        assertValid("email", answer);
        assertThat(answer)
            .isEqualTo(
                JSON.readTree(
                    RecordJson.toJson(org.idna4j.records.EmailRecord.of(options, null, a))));
      }
    }
    assertValid("error", http.get("/api/v1/email?address=a@b.example&eai=utf8").json());
  }

  @Test
  void checkCarriesTheNonFatalProblems() {
    // drift defect 1: POST /api/v1/check left out what idna check reports as non_fatal_problems
    JsonNode r = http.post("/api/v1/check?profile=whatwg", "[\"ab--c.example\"]").json().get(0);
    assertThat(r.get("valid").asBoolean()).isTrue();
    assertThat(r.get("non_fatal_problems").get(0).get("error").asText()).isEqualTo("HYPHEN_3_4");
  }

  @Test
  void settingsSayWhichUrlDomainParser() {
    // drift defect 2: uts46 and whatwg-strict printed identical settings
    JsonNode presets = http.get("/api/v1/profiles").json().get("presets");
    JsonNode uts46 = null;
    JsonNode strict = null;
    for (JsonNode p : presets) {
      if (p.get("preset").asText().equals("uts46")) {
        uts46 = p;
      } else if (p.get("preset").asText().equals("whatwg-strict")) {
        strict = p;
      }
    }
    assertThat(uts46.get("url_domain_parser").asText()).isEqualTo("NONE");
    assertThat(strict.get("url_domain_parser").asText()).isEqualTo("STRICT");
  }

  @Test
  void oneSpellingForKeysAndErrorIdentifiers() throws Exception {
    // drift defect 3: snake_case, camelCase and kebab-case keys in one API
    List<JsonNode> answers =
        List.of(
            http.get("/api/v1/explain?name=" + Http.enc("Bü.xn--bcher-kva.example")).json(),
            http.get("/api/v1/compare?name=" + Http.enc("faß.de")).json(),
            http.get("/api/v1/profiles").json(),
            http.get("/api/v1/to-ascii?name=a&profile=strict").json());
    for (JsonNode a : answers) {
      assertKeysAreSnakeCase(a);
    }
    assertThat(answers.get(3).get("error").asText()).isEqualTo("UNKNOWN_PROFILE");
  }

  private static void assertKeysAreSnakeCase(JsonNode n) {
    if (n.isObject()) {
      n.fieldNames()
          .forEachRemaining(
              k -> {
                // no data as keys: compare's columns and explain's explanations are lists
                assertThat(k).matches("[a-z][a-z0-9]*(_[a-z0-9]+)*");
              });
      n.elements().forEachRemaining(ServerSchemaTest::assertKeysAreSnakeCase);
    } else if (n.isArray()) {
      n.elements().forEachRemaining(ServerSchemaTest::assertKeysAreSnakeCase);
    }
  }
}
