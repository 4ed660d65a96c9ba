package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.idna4j.records.UrlHostRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code GET /api/v1/url-host} over a real socket (issue 25): the url_host record of {@code idna
 * url-host}, bad and hostile input answered with a record or a JSON 4xx, never a 500.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UrlHostApiTest {

  @RegisterExtension static final TestServer SERVER = new TestServer();

  private static Http.Answer urlHost(String url) {
    return SERVER.get("/api/v1/url-host?url=" + Http.enc(url));
  }

  @Test
  void theIssuesExample() {
    JsonNode r = TestServer.jsonOk(urlHost("http://é@bücher.example:0080/ä?ö#ü"));
    assertThat(r.get("valid").asBoolean()).isTrue();
    assertThat(r.get("output").asText()).isEqualTo("http://é@xn--bcher-kva.example:0080/ä?ö#ü");
    assertThat(r.get("host").asText()).isEqualTo("xn--bcher-kva.example");
    assertThat(r.get("host_kind").asText()).isEqualTo("DOMAIN");
    assertThat(r.get("host_start").asInt()).isEqualTo(9);
    assertThat(r.get("host_end").asInt()).isEqualTo(23);
    assertThat(r.get("line").isNull()).isTrue();
    assertThat(TestServer.fieldNames(r))
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
      assertThat(a.json()).isEqualTo(TestServer.libraryJson(UrlHostRecord.of(url)));
    }
    assertThat(urlHost("https://:443/").json().get("problems").get(0).get("error").asText())
        .isEqualTo("HOST_MISSING");
  }

  @Test
  void badRequestsAreJson4xxNever500() {
    ApiTest.assertError(SERVER.get("/api/v1/url-host"), 400, "MISSING_PARAMETER");
    ApiTest.assertError(SERVER.get("/api/v1/url-host?url=a&url=b"), 400, "REPEATED_PARAMETER");
    ApiTest.assertError(SERVER.get("/api/v1/url-host?name=a"), 400, "UNKNOWN_PARAMETER");
    ApiTest.assertError(SERVER.get("/api/v1/url-host?url=http://%C3/"), 400, "INVALID_QUERY");
    String atLimit = "http://a.example/" + "p".repeat(Limits.MAX_URL_CHARS - 17);
    assertThat(urlHost(atLimit).status()).isEqualTo(200);
    ApiTest.assertError(urlHost(atLimit + "p"), 413, "URL_OVER_LIMIT");
  }

  @Test
  void aMillionCharacterUrlGetsALimitAnswer() {
    Http.Answer a = SERVER.get("/api/v1/url-host?url=http://" + "a".repeat(1_000_000) + "/");
    assertThat(a.status()).isIn(413, 414, 431);
    assertThat(a.header("Content-Type")).startsWith("application/json");
  }

  @Test
  void theRouteIsListed() {
    JsonNode index = SERVER.get("/api/v1/").json();
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
