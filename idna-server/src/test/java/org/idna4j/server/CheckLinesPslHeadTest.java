package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.CheckRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /api/v1/check} with plain text lines and {@code psl=true}; {@code HEAD} on every
 * {@code GET} route; server error names apart from the library's; no raw Bidi or C1 control in an
 * answer or an error message; a long input to a light endpoint classed as heavy.
 */
class CheckLinesPslHeadTest {

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

  private static Http.Answer plain(String query, String text) {
    return http.post(
        "/api/v1/check" + query,
        text.getBytes(StandardCharsets.UTF_8),
        "text/plain; charset=utf-8");
  }

  @Test
  void plainTextLinesGiveTheRecordsOfTheSameNamesAsJson() {
    Http.Answer lines =
        plain("?profile=uts46", "b\u00FCcher.example\r\nab--c.example\n\nxn--abc-.com");
    Http.Answer json =
        http.post(
            "/api/v1/check?profile=uts46",
            "[\"b\u00FCcher.example\",\"ab--c.example\",\"\",\"xn--abc-.com\"]");
    assertThat(TestServer.jsonOk(lines)).isEqualTo(TestServer.jsonOk(json));
    assertThat(lines.json()).hasSize(4);
    assertThat(lines.json().get(1).get("input").asText()).isEqualTo("ab--c.example");
  }

  @Test
  void aFinalLineEndMakesNoEmptyName() {
    assertThat(TestServer.jsonOk(plain("", "a.example\n"))).hasSize(1);
    assertThat(TestServer.jsonOk(plain("", "a.example"))).hasSize(1);
  }

  @Test
  void plainTextHasTheLimitsOfJson() {
    ApiTest.assertError(plain("", ""), 400, "EMPTY_BODY");
    ApiTest.assertError(
        plain("", "a\n" + "b".repeat(Limits.MAX_NAME_CHARS + 1)), 413, "NAME_OVER_LIMIT");
    ApiTest.assertError(plain("", "a\n".repeat(Limits.MAX_NAMES + 1)), 413, "TOO_MANY_NAMES");
    ApiTest.assertError(
        http.post("/api/v1/check", new byte[] {'a', (byte) 0xFC}, "text/plain"),
        400,
        "INVALID_UTF8");
    // text that is not JSON is read as lines only when it says text/plain
    ApiTest.assertError(http.post("/api/v1/check", "a.example"), 400, "MALFORMED_JSON");
  }

  @Test
  void pslFillsThePublicSuffixFieldsAsTheLibraryDoes() throws Exception {
    JsonNode a = TestServer.jsonOk(plain("?psl=true", "www.example.co.uk\nb\u00FCcher.example"));
    PublicSuffixList list = PublicSuffixList.bundled();
    Idna idna = Idna.of(IdnaProfile.lookup());
    for (int i = 0; i < 2; i++) {
      String name = a.get(i).get("input").asText();
      CheckRecord expected =
          CheckRecord.of(idna, (long) (i + 1), name)
              .withPsl(
                  list.publicSuffix(name).orElse(null), list.registrableDomain(name).orElse(null));
      assertThat(a.get(i)).isEqualTo(TestServer.libraryJson(expected));
    }
    assertThat(a.get(0).get("registrable_domain").asText()).isEqualTo("example.co.uk");
    // without psl=true the fields stay null
    JsonNode without = TestServer.jsonOk(plain("", "www.example.co.uk"));
    assertThat(without.get(0).get("public_suffix").isNull()).isTrue();
    ApiTest.assertError(plain("?psl=yes", "a.example"), 400, "INVALID_PARAMETER");
  }

  @Test
  void headIsAnsweredLikeGetWithoutABody() {
    for (String path :
        new String[] {
          "/api/v1/to-ascii?name=b%C3%BCcher.example",
          "/api/v1/compare?name=a.example",
          "/api/v1/profiles",
          "/api/v1/openapi.json",
          "/api/v1/",
          "/api/v1/to-ascii"
        }) {
      Http.Answer get = http.get(path);
      Http.Answer head =
          http.send(
              HttpRequest.newBuilder(server.uri().resolve(path))
                  .timeout(Duration.ofSeconds(20))
                  .method("HEAD", HttpRequest.BodyPublishers.noBody())
                  .build());
      assertThat(head.status()).as(path).isEqualTo(get.status());
      assertThat(head.raw().body()).as(path).isEmpty();
      assertThat(head.header("Content-Type")).as(path).isEqualTo(get.header("Content-Type"));
      assertThat(head.raw().headers().firstValueAsLong("Content-Length").orElse(-1))
          .as(path)
          .isEqualTo(get.raw().body().length);
    }
    // HEAD is not a way into a POST route
    Http.Answer head =
        http.send(
            HttpRequest.newBuilder(server.uri().resolve("/api/v1/check"))
                .method("HEAD", HttpRequest.BodyPublishers.noBody())
                .build());
    assertThat(head.status()).isEqualTo(405);
  }

  @Test
  void theServerSaysOverLimitWhereTheLibrarySaysTooLong() {
    String over = "a".repeat(Limits.MAX_NAME_CHARS + 1);
    ApiTest.assertError(http.get("/api/v1/to-ascii?name=" + over), 413, "NAME_OVER_LIMIT");
    ApiTest.assertError(
        http.get("/api/v1/url-host?url=" + "a".repeat(Limits.MAX_URL_CHARS + 1)),
        413,
        "URL_OVER_LIMIT");
    // the library's NAME_TOO_LONG is a problem of a name within the server's limit
    JsonNode r = TestServer.jsonOk(http.get("/api/v1/to-ascii?name=" + "a.".repeat(200)));
    assertThat(r.get("problems").toString()).contains("NAME_TOO_LONG");
  }

  @Test
  void noBidiOrC1ControlLeavesTheServerRaw() {
    String name = "\u202Emoc.lapyap\u2066\u200F\u061C\u009B";
    Http.Answer answer = http.get("/api/v1/to-ascii?name=" + Http.enc(name));
    Http.Answer error = http.get("/api/v1/to-ascii?name=a&" + Http.enc(name) + "=1");
    Http.Answer notFound = http.get("/" + Http.enc(name));
    for (Http.Answer a : new Http.Answer[] {answer, error, notFound}) {
      String text = new String(a.raw().body(), StandardCharsets.UTF_8);
      assertThat(text).as(text).doesNotContain("\u202E", "\u2066", "\u200F", "\u061C", "\u009B");
    }
    assertThat(answer.json().get("input").asText()).isEqualTo(name);
    assertThat(new String(answer.raw().body(), StandardCharsets.UTF_8)).contains("\\u202e");
    ApiTest.assertError(error, 400, "UNKNOWN_PARAMETER");
    assertThat(error.json().get("message").asText()).contains(name);
  }

  @Test
  void aLongInputToALightEndpointWaitsForAHeavyPermitAndAShortOneDoesNot() {
    try (IdnaServer s =
        IdnaServer.builder()
            .port(0)
            .guards(new Guards(new HeavyGate(0, 0, 0), 5_000, 10_000, Limits.MAX_ANSWER_BYTES))
            .start()) {
      Http h = new Http(s.uri());
      // every permit taken: a light request with a short input still passes
      assertThat(h.get("/api/v1/to-ascii?name=b%C3%BCcher.example").status()).isEqualTo(200);
      assertThat(h.get("/api/v1/email?address=a%40b.example").status()).isEqualTo(200);
      // 1,000 commas make an email answer of 184 KB; 4,089 dots a url-host answer of 127 KB
      ApiTest.assertError(
          h.get("/api/v1/email?address=" + Http.enc(",".repeat(1000))), 503, "BUSY");
      ApiTest.assertError(
          h.get("/api/v1/url-host?url=" + Http.enc("http://" + ".".repeat(4000) + "/")),
          503,
          "BUSY");
      ApiTest.assertError(
          h.get("/api/v1/to-ascii?name=" + ".".repeat(Limits.LIGHT_INPUT_CHARS + 1)), 503, "BUSY");
      assertThat(
              h.get("/api/v1/to-ascii?name=" + "a".repeat(Limits.LIGHT_INPUT_CHARS - 2)).status())
          .isEqualTo(200);
    }
  }
}
