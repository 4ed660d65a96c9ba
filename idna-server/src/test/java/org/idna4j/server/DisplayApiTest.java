package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.idna4j.records.DisplayRecord;
import org.idna4j.records.RecordJson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code GET /api/v1/display} over a real socket: the record of {@code idna display}, every policy
 * name, the default, an unknown policy, and hostile names.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DisplayApiTest {

  private static final ObjectMapper JSON = new ObjectMapper();
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

  @Test
  void aWholeScriptConfusableIsShownAsItsALabelWithItsReason() throws Exception {
    Http.Answer a = http.get("/api/v1/display?name=" + Http.enc("аррӏе.com"));
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.header("Content-Type")).isEqualTo("application/json; charset=utf-8");
    JsonNode r = a.json();
    assertThat(r.get("policy").asText()).isEqualTo("chromium"); // the default
    assertThat(r.get("output").asText()).isEqualTo("xn--80ak6aa92e.com");
    assertThat(r.get("shown_as_unicode").asBoolean()).isFalse();
    assertThat(r.get("labels").get(0).get("reasons").get(0).asText())
        .isEqualTo("WHOLE_SCRIPT_CONFUSABLE");
    assertThat(r.get("labels").get(0).get("unicode").asText()).isEqualTo("аррӏе");
    List<String> fields = new ArrayList<>();
    r.fieldNames().forEachRemaining(fields::add);
    assertThat(fields)
        .containsExactly(
            "input",
            "policy",
            "output",
            "shown_as_unicode",
            "reasons",
            "lookalike_of",
            "labels",
            "problems");
    // the same record as the CLI and Spark (one source: DisplayRecord.of)
    assertThat(r)
        .isEqualTo(
            JSON.readTree(
                RecordJson.toJson(
                    DisplayRecord.of("аррӏе.com", "chromium", DisplayRecord.policy("chromium")))));
  }

  @Test
  void everyPolicyName() {
    for (String policy : DisplayRecord.POLICIES) {
      JsonNode r =
          http.get("/api/v1/display?policy=" + policy + "&name=" + Http.enc("bücher.de")).json();
      assertThat(r.get("policy").asText()).isEqualTo(policy);
      assertThat(r.get("output").asText())
          .as(policy)
          .isEqualTo(policy.equals("firefox-ascii") ? "xn--bcher-kva.de" : "bücher.de");
    }
  }

  @Test
  void anUnknownPolicyIsABadRequest() {
    Http.Answer a = http.get("/api/v1/display?policy=firefox&name=a.com");
    assertThat(a.status()).isEqualTo(400);
    assertThat(a.json().get("error").asText()).isEqualTo("UNKNOWN_POLICY");
    assertThat(a.json().get("message").asText()).contains("firefox-moderate");
    assertThat(http.get("/api/v1/display?name=a.com&colour=red").status()).isEqualTo(400);
    assertThat(http.get("/api/v1/display").json().get("error").asText())
        .isEqualTo("MISSING_PARAMETER");
  }

  @Test
  void hostileNamesGetAnAnswerOrAClean4xx() {
    for (String name :
        List.of("", ".", "a..b", "xn--", "xn--zz", "\uD800.com", "\u0000.com", "a\u200Db.com")) {
      Http.Answer a = http.get("/api/v1/display?name=" + Http.enc(name));
      assertThat(a.status()).as(name).isEqualTo(200);
      assertThat(a.json().get("input").asText()).isNotNull();
    }
    Http.Answer over =
        http.get("/api/v1/display?name=" + Http.enc("а".repeat(Limits.MAX_NAME_CHARS + 1)));
    assertThat(over.status()).isEqualTo(413);
    assertThat(over.json().get("error").asText()).isEqualTo("NAME_TOO_LONG");
    // a million characters do not fit in a request line: a 4xx, never a 500
    Http.Answer million = http.get("/api/v1/display?name=" + "a".repeat(1_000_000));
    assertThat(million.status()).isBetween(400, 499);
  }

  @Test
  void theRouteIndexListsDisplay() {
    assertThat(http.get("/api/v1/").json().findValuesAsText("path")).contains("/api/v1/display");
  }
}
