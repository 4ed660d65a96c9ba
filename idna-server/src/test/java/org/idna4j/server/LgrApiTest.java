package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.idna4j.lgr.Lgr;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The {@code /api/v1/lgr/} endpoints over a real socket, with the sample French LGR of lgr-django
 * (a-g; a and à are variants of each other, RFC 7940 §5.3).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LgrApiTest {

  private static IdnaServer server;
  private static Http http;

  @BeforeAll
  static void start() throws Exception {
    Lgr lgr;
    try (InputStream in =
        LgrApiTest.class.getResourceAsStream("/lgr/Sample-French-a-variant.xml")) {
      lgr = Lgr.parse(in);
    }
    server = IdnaServer.builder().port(0).lgr(lgr).start();
    http = new Http(server.uri());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static List<String> fields(JsonNode n) {
    List<String> out = new ArrayList<>();
    n.fieldNames().forEachRemaining(out::add);
    return out;
  }

  @Test
  void checkOfAnEligibleLabel() {
    Http.Answer a = http.get("/api/v1/lgr/check?label=" + Http.enc("bàd"));
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.json().get("line").isNull()).as("no input line over HTTP").isTrue();
    assertThat(fields(a.json()))
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
    assertThat(a.json().get("input").asText()).isEqualTo("bàd");
    assertThat(a.json().get("u_label").asText()).isEqualTo("bàd");
    assertThat(a.json().get("a_label").asText()).startsWith("xn--");
    assertThat(a.json().get("eligible").asBoolean()).isTrue();
    assertThat(a.json().get("problems")).isEmpty();
    // a and à are variants: their labels share one index label (RFC 7940 §8.5)
    assertThat(a.json().get("index_label").asText())
        .isEqualTo(http.get("/api/v1/lgr/check?label=bad").json().get("index_label").asText());
  }

  @Test
  void checkOfALabelOutsideTheRepertoire() {
    // z is not in the repertoire (only a-g and à): not eligible, the problem at offset 1.
    Http.Answer a = http.get("/api/v1/lgr/check?label=azb");
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.json().get("eligible").asBoolean()).isFalse();
    assertThat(a.json().get("disposition").asText()).isEqualTo("invalid");
    assertThat(a.json().get("problems").get(0).get("offset").asInt()).isEqualTo(1);
    // out of the repertoire: the implied invalid of RFC 7940 §7.5, not an action of the document
    assertThat(fields(a.json().get("action")))
        .containsExactly("source", "index", "disposition", "rule", "detail");
    assertThat(a.json().get("action").get("source").asText()).isEqualTo("IMPLIED");
    assertThat(a.json().get("action").get("index").asInt()).isEqualTo(-1);
    assertThat(fields(a.json().get("problems").get(0)))
        .containsExactly("label_index", "scope", "offset", "error", "uts46_code", "detail");
    assertThat(a.json().get("index_label").isNull()).isTrue();
  }

  @Test
  void variantsAreBoundedByLimit() {
    // "aba": a and à at positions 0 and 2 give 2 x 2 permutations, the label itself excluded.
    Http.Answer all = http.get("/api/v1/lgr/variants?label=aba");
    assertThat(all.status()).isEqualTo(200);
    List<String> labels = new ArrayList<>();
    all.json().get("variants").forEach(v -> labels.add(v.get("u_label").asText()));
    assertThat(labels).containsExactlyInAnyOrder("àba", "abà", "àbà");
    assertThat(all.json().get("cut").isNull()).isTrue();
    assertThat(all.json().get("line").isNull()).as("no input line over HTTP").isTrue();
    assertThat(fields(all.json().get("variants").get(0)))
        .containsExactly("u_label", "a_label", "disposition", "action");
    assertThat(all.json().get("variants").get(0).get("action").get("disposition").asText())
        .isEqualTo(all.json().get("variants").get(0).get("disposition").asText());

    Http.Answer one = http.get("/api/v1/lgr/variants?label=aba&limit=1");
    assertThat(one.json().get("variants")).hasSize(1);
    assertThat(one.json().get("variants").get(0)).isEqualTo(all.json().get("variants").get(0));
    assertThat(one.json().get("cut").asText()).isEqualTo("LIMIT");
    assertThat(one.json().get("permutations").asText()).isEqualTo("4");
  }

  @Test
  void indexLabelsOfVariantsAreEqual() {
    Http.Answer a = http.get("/api/v1/lgr/index?label=" + Http.enc("àbà"));
    assertThat(a.status()).isEqualTo(200);
    assertThat(fields(a.json())).containsExactly("line", "input", "index_label");
    assertThat(a.json().get("line").isNull()).as("no input line over HTTP").isTrue();
    assertThat(a.json().get("index_label").asText())
        .isEqualTo(http.get("/api/v1/lgr/index?label=aba").json().get("index_label").asText());
    assertThat(http.get("/api/v1/lgr/index?label=zzz").json().get("index_label").isNull()).isTrue();
  }

  @Test
  void badInput() {
    for (String path : List.of("check", "variants", "index")) {
      ApiTest.assertError(http.get("/api/v1/lgr/" + path), 400, "MISSING_PARAMETER");
      ApiTest.assertError(
          http.get("/api/v1/lgr/" + path + "?label=a&name=a"), 400, "UNKNOWN_PARAMETER");
      ApiTest.assertError(
          http.get("/api/v1/lgr/" + path + "?label=" + "a".repeat(Limits.MAX_NAME_CHARS + 1)),
          413,
          "LABEL_OVER_LIMIT");
      Http.Answer huge = http.get("/api/v1/lgr/" + path + "?label=" + "a".repeat(10 * 1024 * 1024));
      assertThat(huge.status()).isIn(414, 431);
      assertThat(huge.json().get("status").asInt()).isEqualTo(huge.status());
    }
    for (String limit : List.of("-1", "1001", "many", "99999999999")) {
      ApiTest.assertError(
          http.get("/api/v1/lgr/variants?label=aba&limit=" + limit), 400, "INVALID_PARAMETER");
    }
    assertThat(http.get("/api/v1/lgr/variants?label=aba&limit=" + LgrApi.MAX_VARIANTS).status())
        .isEqualTo(200);
  }

  @Test
  void aLongLabelWithinTheLimitIsAnswered() {
    // every a has a variant: 2^1024 permutations. The answer is bounded either way: the first
    // variants with cut LIMIT when the enumeration may run (the library's permutation
    // budget), or none with BUDGET when the server refuses to enumerate so many (issue 28).
    Http.Answer a =
        http.get("/api/v1/lgr/variants?label=" + "a".repeat(Limits.MAX_NAME_CHARS) + "&limit=3");
    assertThat(a.status()).isEqualTo(200);
    String reason = a.json().get("cut").asText();
    assertThat(reason).isIn("LIMIT", "BUDGET");
    assertThat(a.json().get("variants")).hasSize(reason.equals("LIMIT") ? 3 : 0);
    assertThat(a.json().get("permutations").asText())
        .isEqualTo(BigInteger.TWO.pow(1024).toString());
    assertThat(http.get("/api/v1/lgr/check?label=" + "a".repeat(Limits.MAX_NAME_CHARS)).status())
        .isEqualTo(200);
  }
}
