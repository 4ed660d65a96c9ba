package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.idna4j.records.RecordJson;
import org.idna4j.records.UrlHostRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code GET /api/v1/url-host} over a real socket (issue 25): the url_host record of {@code idna
 * url-host}, bad and hostile input answered with a record or a JSON 4xx, never a 500.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UrlHostApiTest {

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

  private static Http.Answer urlHost(String url) {
    return http.get("/api/v1/url-host?url=" + Http.enc(url));
  }

  @Test
  void theIssuesExample() {
    Http.Answer a = urlHost("http://é@bücher.example:0080/ä?ö#ü");
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.header("Content-Type")).isEqualTo("application/json; charset=utf-8");
    JsonNode r = a.json();
    assertThat(r.get("valid").asBoolean()).isTrue();
    assertThat(r.get("output").asText()).isEqualTo("http://é@xn--bcher-kva.example:0080/ä?ö#ü");
    assertThat(r.get("host").asText()).isEqualTo("xn--bcher-kva.example");
    assertThat(r.get("host_kind").asText()).isEqualTo("DOMAIN");
    assertThat(r.get("host_start").asInt()).isEqualTo(9);
    assertThat(r.get("host_end").asInt()).isEqualTo(23);
    assertThat(r.get("line").isNull()).isTrue();
    List<String> fields = new ArrayList<>();
    r.fieldNames().forEachRemaining(fields::add);
    assertThat(fields)
        .containsExactly(
            "line",
            "input",
            "valid",
            "output",
            "host",
            "host_kind",
            "host_start",
            "host_end",
            "problems",
            "non_fatal_problems");
  }

  @Test
  void everyKindAndEveryFailureIsTheCliRecord() throws Exception {
    for (String url :
        List.of(
            "http://0x7f.1/",
            "https://[0:0::1]:8080/",
            "foo://EXAMPLE.com/",
            "file://localhost/x",
            "mailto:a@b.example",
            "https://:443/",
            "http://exa mple.org/",
            "http://example.com:99999/",
            "no scheme",
            "",
            "\u0000http://a\u0001.example/")) {
      Http.Answer a = urlHost(url);
      assertThat(a.status()).as(url).isEqualTo(200);
      assertThat(a.json()).isEqualTo(JSON.readTree(RecordJson.toJson(UrlHostRecord.of(url))));
    }
    assertThat(urlHost("https://:443/").json().get("problems").get(0).get("error").asText())
        .isEqualTo("HOST_MISSING");
  }

  @Test
  void badRequestsAreJson4xxNever500() {
    ApiTest.assertError(http.get("/api/v1/url-host"), 400, "MISSING_PARAMETER");
    ApiTest.assertError(http.get("/api/v1/url-host?url=a&url=b"), 400, "REPEATED_PARAMETER");
    ApiTest.assertError(http.get("/api/v1/url-host?name=a"), 400, "UNKNOWN_PARAMETER");
    ApiTest.assertError(http.get("/api/v1/url-host?url=http://%C3/"), 400, "INVALID_QUERY");
    String atLimit = "http://a.example/" + "p".repeat(Limits.MAX_URL_CHARS - 17);
    assertThat(urlHost(atLimit).status()).isEqualTo(200);
    ApiTest.assertError(urlHost(atLimit + "p"), 413, "URL_TOO_LONG");
  }

  @Test
  void aMillionCharacterUrlGetsALimitAnswer() {
    Http.Answer a = http.get("/api/v1/url-host?url=http://" + "a".repeat(1_000_000) + "/");
    assertThat(a.status()).isIn(413, 414, 431);
    assertThat(a.header("Content-Type")).startsWith("application/json");
  }

  @Test
  void theRouteIsListed() {
    JsonNode index = http.get("/api/v1/").json();
    boolean found = false;
    for (JsonNode route : index.findParents("path")) {
      if (route.get("path").asText().equals("/api/v1/url-host")) {
        found = true;
        assertThat(route.get("method").asText()).isEqualTo("GET");
        assertThat(route.get("parameters").toString()).isEqualTo("[\"url\"]");
      }
    }
    assertThat(found).as(index.toString()).isTrue();
  }
}
