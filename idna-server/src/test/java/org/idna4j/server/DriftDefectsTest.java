package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The drift defects of issue 23, each pinned over a socket. This class uses nothing but HTTP and
 * JSON, so it also runs against the server before the vocabulary work (commit 9a0984f), where each
 * test fails: the lead's record of those failures is in the vocab2 report.
 */
class DriftDefectsTest {

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

  /** Defect 1, dropped data: POST /api/v1/check left out the non-fatal problems. */
  @Test
  void checkCarriesTheNonFatalProblems() {
    JsonNode r = http.post("/api/v1/check?profile=whatwg", "[\"ab--c.example\"]").json().get(0);
    assertThat(r.get("valid").asBoolean()).isTrue();
    assertThat(r.get("non_fatal_problems")).as(r.toString()).isNotNull();
    assertThat(r.get("non_fatal_problems").get(0).get("error").asText()).isEqualTo("HYPHEN_3_4");
  }

  /** Defect 2, settings missing: uts46 and whatwg-strict printed identical settings. */
  @Test
  void everyPresetsSettingsAreDistinct() {
    JsonNode presets = http.get("/api/v1/profiles").json().get("presets");
    List<String> settings = new ArrayList<>();
    for (JsonNode p : presets) {
      JsonNode copy = p.deepCopy();
      ((com.fasterxml.jackson.databind.node.ObjectNode) copy).remove(List.of("preset", "name"));
      settings.add(copy.toString());
    }
    assertThat(settings).as(presets.toString()).doesNotHaveDuplicates();
  }

  /** Defect 3, three spellings: snake_case, camelCase and kebab-case keys in one API. */
  @Test
  void oneSpellingForKeysAndErrorIdentifiers() {
    List<JsonNode> answers =
        List.of(
            http.get("/api/v1/explain?name=" + Http.enc("Bü.xn--bcher-kva.example")).json(),
            http.get("/api/v1/compare?name=" + Http.enc("faß.de")).json(),
            http.get("/api/v1/profiles").json(),
            http.get("/api/v1/to-ascii?name=" + Http.enc("ab--c.a..b")).json(),
            http.get("/api/v1/psl?name=co.uk").json(),
            http.get("/api/v1/to-ascii?name=a&profile=strict").json());
    List<String> bad = new ArrayList<>();
    for (JsonNode a : answers) {
      keys(a, bad);
    }
    assertThat(bad).isEmpty();
    assertThat(answers.get(5).get("error").asText()).isEqualTo("UNKNOWN_PROFILE");
  }

  /**
   * Defect 4, one record three writers: the problem record is {label_index, scope, offset, error,
   * uts46_code, detail} wherever it appears.
   */
  @Test
  void theProblemRecordHasOneShape() {
    JsonNode p = http.get("/api/v1/to-ascii?name=" + Http.enc("ab--c.a..b")).json();
    List<String> fields = new ArrayList<>();
    p.get("problems").get(0).fieldNames().forEachRemaining(fields::add);
    assertThat(fields)
        .containsExactly("label_index", "scope", "offset", "error", "uts46_code", "detail");
  }

  /**
   * Collects every key that is not snake_case. No answer uses data as keys any more (compare's
   * columns and explain's explanations are lists of records), so there is no exception.
   */
  private static void keys(JsonNode n, List<String> bad) {
    if (n.isObject()) {
      n.fieldNames()
          .forEachRemaining(
              k -> {
                if (!k.matches("[a-z][a-z0-9]*(_[a-z0-9]+)*")) {
                  bad.add(k);
                }
              });
      n.elements().forEachRemaining(e -> keys(e, bad));
    } else if (n.isArray()) {
      n.elements().forEachRemaining(e -> keys(e, bad));
    }
  }
}
