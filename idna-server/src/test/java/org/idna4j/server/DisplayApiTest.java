package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.idna4j.records.DisplayRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code GET /api/v1/display} over a real socket: the record of {@code idna display}, every policy
 * name, the default, an unknown policy, and hostile names.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DisplayApiTest {

  @RegisterExtension static final TestServer SERVER = new TestServer();

  @Test
  void aWholeScriptConfusableIsShownAsItsALabelWithItsReason() throws Exception {
    JsonNode r = TestServer.jsonOk(SERVER.get("/api/v1/display?name=" + Http.enc("аррӏе.com")));
    assertThat(r.get("policy").asText()).isEqualTo("chromium"); // the default
    assertThat(r.get("output").asText()).isEqualTo("xn--80ak6aa92e.com");
    assertThat(r.get("shown_as_unicode").asBoolean()).isFalse();
    assertThat(r.get("labels").get(0).get("reasons").get(0).asText())
        .isEqualTo("WHOLE_SCRIPT_CONFUSABLE");
    assertThat(r.get("labels").get(0).get("unicode").asText()).isEqualTo("аррӏе");
    assertThat(r.get("line").isNull()).as("no input line over HTTP").isTrue();
    assertThat(TestServer.fieldNames(r))
        .containsExactly(
            "line",
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
            TestServer.libraryJson(
                DisplayRecord.of(null, "аррӏе.com", "chromium", DisplayRecord.policy("chromium"))));
  }

  @Test
  void everyPolicyName() {
    for (String policy : DisplayRecord.POLICIES) {
      JsonNode r =
          SERVER.get("/api/v1/display?policy=" + policy + "&name=" + Http.enc("bücher.de")).json();
      assertThat(r.get("policy").asText()).isEqualTo(policy);
      assertThat(r.get("output").asText())
          .as(policy)
          .isEqualTo(policy.equals("firefox-ascii") ? "xn--bcher-kva.de" : "bücher.de");
    }
  }

  @Test
  void anUnknownPolicyIsABadRequest() {
    Http.Answer a = SERVER.get("/api/v1/display?policy=firefox&name=a.com");
    assertThat(a.status()).isEqualTo(400);
    assertThat(a.json().get("error").asText()).isEqualTo("UNKNOWN_POLICY");
    assertThat(a.json().get("message").asText()).contains("firefox-moderate");
    assertThat(SERVER.get("/api/v1/display?name=a.com&colour=red").status()).isEqualTo(400);
    assertThat(SERVER.get("/api/v1/display").json().get("error").asText())
        .isEqualTo("MISSING_PARAMETER");
  }

  @Test
  void hostileNamesGetAnAnswerOrAClean4xx() {
    for (String name :
        List.of("", ".", "a..b", "xn--", "xn--zz", "\uD800.com", "\u0000.com", "a\u200Db.com")) {
      Http.Answer a = SERVER.get("/api/v1/display?name=" + Http.enc(name));
      assertThat(a.status()).as(name).isEqualTo(200);
      assertThat(a.json().get("input").asText()).isNotNull();
    }
    Http.Answer over =
        SERVER.get("/api/v1/display?name=" + Http.enc("а".repeat(Limits.MAX_NAME_CHARS + 1)));
    assertThat(over.status()).isEqualTo(413);
    assertThat(over.json().get("error").asText()).isEqualTo("NAME_OVER_LIMIT");
    // a million characters do not fit in a request line: a 4xx, never a 500
    Http.Answer million = SERVER.get("/api/v1/display?name=" + "a".repeat(1_000_000));
    assertThat(million.status()).isBetween(400, 499);
  }

  @Test
  void theRouteIndexListsDisplay() {
    assertThat(SERVER.get("/api/v1/").json().findValuesAsText("path")).contains("/api/v1/display");
  }
}
