package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The JSON API over a real socket: a server on a free loopback port, the JDK's HTTP client. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ApiTest {

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

  // ---------------------------------------------------------------- conversions

  @Test
  void toAsciiOfAValidName() {
    Http.Answer a = http.get("/api/v1/to-ascii?name=" + Http.enc("Bücher.example"));
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.header("Content-Type")).isEqualTo("application/json; charset=utf-8");
    // RFC 3492 §7.1-style: "bücher" encodes to "bcher-kva"; UTS #46 maps B to b.
    assertThat(a.json().get("output").asText()).isEqualTo("xn--bcher-kva.example");
    assertThat(a.json().get("valid").asBoolean()).isTrue();
    assertThat(a.json().get("problems")).isEmpty();
    assertThat(a.json().get("input").asText()).isEqualTo("Bücher.example");
    assertThat(a.json().get("profile").get("standard").asText()).isEqualTo("UTS46");
  }

  @Test
  void toAsciiReportsEveryProblemWithItsPosition() {
    // UTS #46 §4.1 criterion 2: hyphens in positions 3 and 4 (offset 2) under CheckHyphens.
    Http.Answer a = http.get("/api/v1/to-ascii?profile=uts46&name=" + Http.enc("ok.ab--c.example"));
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.json().get("valid").asBoolean()).isFalse();
    JsonNode p = a.json().get("problems").get(0);
    assertThat(p.get("error").asText()).isEqualTo("HYPHEN_3_4");
    assertThat(p.get("uts46_code").asText()).isEqualTo("V2");
    assertThat(p.get("label_index").asInt()).isEqualTo(1);
    assertThat(p.get("scope").asText()).isEqualTo("LABEL");
    assertThat(p.get("offset").asInt()).isEqualTo(5); // "ok." is 3 code points, then "ab"
  }

  @Test
  void toUnicodeDecodesALabels() {
    Http.Answer a = http.get("/api/v1/to-unicode?name=xn--bcher-kva.example");
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.json().get("output").asText()).isEqualTo("bücher.example");
    assertThat(a.json().get("valid").asBoolean()).isTrue();
  }

  @Test
  void everyProfileOptionIsAQueryParameter() {
    // lookup allows '_' (allowUnderscore); turning it off makes _dmarc invalid (UseSTD3ASCIIRules).
    assertThat(http.get("/api/v1/to-ascii?name=_dmarc.example").json().get("valid").asBoolean())
        .isTrue();
    Http.Answer off = http.get("/api/v1/to-ascii?name=_dmarc.example&allow_underscore=false");
    assertThat(off.json().get("valid").asBoolean()).isFalse();
    assertThat(off.json().get("profile").get("allow_underscore").asBoolean()).isFalse();
    // transitional maps ß to ss (UTS #46 §4 deviation); the default keeps it.
    assertThat(
            http.get("/api/v1/to-ascii?name=fa%C3%9F.de&transitional=true")
                .json()
                .get("output")
                .asText())
        .isEqualTo("fass.de");
    assertThat(http.get("/api/v1/to-ascii?name=fa%C3%9F.de").json().get("output").asText())
        .isEqualTo("xn--fa-hia.de");
    Http.Answer level =
        http.get(
            "/api/v1/to-ascii?name=a.example&check_confusables=true"
                + "&restriction_level=highly-restrictive");
    assertThat(level.json().get("profile").get("restriction_level").asText())
        .isEqualTo("HIGHLY_RESTRICTIVE");
    JsonNode lookup = http.get("/api/v1/profiles").json().get("presets").get(1);
    assertThat(lookup.get("preset").asText()).isEqualTo("lookup");
    for (org.idna4j.label.IdnaOption option : org.idna4j.label.IdnaOption.values()) {
      String key = org.idna4j.records.Vocabulary.optionKey(option);
      assertThat(lookup.has(key)).as(key).isTrue();
      // known to the query (an option the standard lacks is INVALID_PROFILE, not unknown)
      Http.Answer set = http.get("/api/v1/to-ascii?profile=uts46&name=a.example&" + key + "=true");
      if (set.status() == 200) {
        assertThat(set.json().get("profile").get(key).asBoolean()).as(key).isTrue();
      } else {
        assertError(set, 400, "INVALID_PROFILE");
      }
    }
  }

  // ---------------------------------------------------------------- check

  @Test
  void checkAnswersInRequestOrder() {
    Http.Answer a =
        http.post(
            "/api/v1/check?profile=uts46",
            "[\"bücher.example\", \"ab--c.example\", \"例え.テスト\", \"\"]");
    assertThat(a.status()).isEqualTo(200);
    JsonNode records = a.json();
    assertThat(records).hasSize(4);
    assertThat(records.get(0).get("line").asInt()).isEqualTo(1);
    assertThat(records.get(0).get("ascii").asText()).isEqualTo("xn--bcher-kva.example");
    assertThat(records.get(0).get("unicode").asText()).isEqualTo("bücher.example");
    assertThat(records.get(1).get("valid").asBoolean()).isFalse();
    assertThat(records.get(1).get("problems").get(0).get("error").asText()).isEqualTo("HYPHEN_3_4");
    assertThat(records.get(2).get("input").asText()).isEqualTo("例え.テスト");
    assertThat(records.get(2).get("ascii").asText()).isEqualTo("xn--r8jz45g.xn--zckzah");
    assertThat(records.get(3).get("line").asInt()).isEqualTo(4);
  }

  @Test
  void checkTakesNdjson() {
    Http.Answer a =
        http.post(
            "/api/v1/check",
            "\"b.example\"\n\"xn--bcher-kva.example\"\n".getBytes(StandardCharsets.UTF_8),
            "application/x-ndjson");
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.json()).hasSize(2);
    assertThat(a.json().get(1).get("unicode").asText()).isEqualTo("bücher.example");
  }

  @Test
  void aThousandNamesInOneRequest() {
    StringBuilder b = new StringBuilder("[");
    for (int i = 0; i < 1000; i++) {
      b.append(i == 0 ? "" : ",").append("\"bücher").append(i).append(".example\"");
    }
    Http.Answer a = http.post("/api/v1/check", b.append(']').toString());
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.json()).hasSize(1000);
    assertThat(a.json().get(999).get("input").asText()).isEqualTo("bücher999.example");
  }

  // ---------------------------------------------------------------- explain and compare

  @Test
  void explainDescribesEveryCodePoint() {
    JsonNode e = http.get("/api/v1/explain?name=" + Http.enc("Bü.example")).json();
    assertThat(e.get("line").isNull()).as("no input line over HTTP").isTrue();
    JsonNode cps = e.get("labels").get(0).get("code_points");
    assertThat(cps).hasSize(2);
    JsonNode b = cps.get(0);
    assertThat(b.get("code_point").asText()).isEqualTo("U+0042");
    assertThat(b.get("uts46").asText()).isEqualTo("mapped");
    assertThat(b.get("mapping").asText()).isEqualTo("b");
    assertThat(b.get("idna2008").asText()).isEqualTo("DISALLOWED"); // RFC 5892 §2.2 Unstable
    JsonNode u = cps.get(1);
    assertThat(u.get("code_point").asText()).isEqualTo("U+00FC");
    assertThat(u.get("name").asText()).isEqualTo("LATIN SMALL LETTER U WITH DIAERESIS");
    assertThat(u.get("script").asText()).isEqualTo("Latin");
    assertThat(u.get("bidi").asText()).isEqualTo("L");
    assertThat(u.get("uts46").asText()).isEqualTo("valid");
    assertThat(u.get("idna2008").asText()).isEqualTo("PVALID");
    assertThat(u.get("offset").asInt()).isEqualTo(1);
    assertThat(e.get("labels").get(1).get("offset").asInt()).isEqualTo(3);
    assertThat(e.get("round_trip").get("ascii").asText()).isEqualTo("xn--b-eha.example");
    assertThat(e.get("round_trip").get("stable").asBoolean()).isTrue();
  }

  @Test
  void explainClassifiesTheHardCases() {
    // ß is a UTS #46 deviation and PVALID; ZWJ is CONTEXTJ; an emoji is valid in UTS #46 but
    // DISALLOWED in IDNA2008; U+0661 is CONTEXTO (RFC 5892 A.8); Hebrew alef is Bidi R.
    assertThat(cp("ß", 0).get("uts46").asText()).isEqualTo("deviation");
    assertThat(cp("ß", 0).get("idna2008").asText()).isEqualTo("PVALID");
    assertThat(cp("a\u200Db", 1).get("idna2008").asText()).isEqualTo("CONTEXTJ");
    assertThat(cp("a\u200Db", 1).get("uts46").asText()).isEqualTo("deviation");
    assertThat(cp("\uD83D\uDE00", 0).get("uts46").asText()).isEqualTo("valid");
    assertThat(cp("\uD83D\uDE00", 0).get("idna2008").asText()).isEqualTo("DISALLOWED");
    assertThat(cp("\u0661", 0).get("idna2008").asText()).isEqualTo("CONTEXTO");
    assertThat(cp("1", 0).get("idna2008").asText()).isEqualTo("PVALID");
    assertThat(cp("\u05D0", 0).get("bidi").asText()).isEqualTo("R");
    assertThat(cp("\u05D0", 0).get("script").asText()).isEqualTo("Hebrew");
    assertThat(cp("a\u00ADb", 1).get("uts46").asText()).isEqualTo("ignored"); // SOFT HYPHEN
    assertThat(cp("a\u0000b", 1).get("idna2008").asText()).isEqualTo("DISALLOWED");
  }

  private static JsonNode cp(String label, int index) {
    Http.Answer a = http.get("/api/v1/explain?name=" + Http.enc(label));
    assertThat(a.status()).isEqualTo(200);
    return a.json().get("labels").get(0).get("code_points").get(index);
  }

  @Test
  void explainPutsProblemsAtTheirOffsetAndFindsConfusables() {
    // Cyrillic а (U+0430) in a Latin label: UTS #39 mixed script.
    JsonNode e =
        http.get("/api/v1/explain?profile=uts46&name=" + Http.enc("x.\u0430pple-.com")).json();
    assertThat(e.get("ascii").get("valid").asBoolean()).isFalse();
    JsonNode label = e.get("labels").get(1);
    assertThat(label.get("problems").findValuesAsText("error")).contains("TRAILING_HYPHEN");
    JsonNode hyphen = label.get("code_points").get(5);
    assertThat(hyphen.get("code_point").asText()).isEqualTo("U+002D");
    assertThat(hyphen.get("problems").findValuesAsText("error")).containsExactly("TRAILING_HYPHEN");
    assertThat(label.get("code_points").get(0).get("problems")).isEmpty();
    JsonNode mixed = http.get("/api/v1/explain?name=" + Http.enc("x.\u0430pple.com")).json();
    assertThat(mixed.get("ascii").get("valid").asBoolean()).isTrue();
    assertThat(mixed.get("confusables").findValuesAsText("error")).contains("MIXED_SCRIPT");
    assertThat(mixed.get("confusables").get(0).get("label_index").asInt()).isEqualTo(1);
    // the library's sentence per distinct error, a list of {error, text}
    assertThat(e.get("explanations").findValuesAsText("error")).contains("TRAILING_HYPHEN");
    for (JsonNode x : e.get("explanations")) {
      assertThat(x.get("text").asText())
          .isEqualTo(org.idna4j.label.IdnaError.valueOf(x.get("error").asText()).description());
    }
  }

  @Test
  void explainDecodesALabels() {
    JsonNode label =
        http.get("/api/v1/explain?name=xn--bcher-kva.example").json().get("labels").get(0);
    assertThat(label.get("unicode").asText()).isEqualTo("bücher");
    assertThat(label.get("decoded_code_points").get(1).get("code_point").asText())
        .isEqualTo("U+00FC");
    assertThat(label.get("decoded_code_points").get(1).get("offset").isNull()).isTrue();
    // every field always present: a label that is no A-label has an empty list, not no field
    JsonNode example =
        http.get("/api/v1/explain?name=xn--bcher-kva.example").json().get("labels").get(1);
    assertThat(example.get("decoded_code_points").isArray()).isTrue();
    assertThat(example.get("decoded_code_points")).isEmpty();
  }

  @Test
  void compareShowsEveryProfile() {
    JsonNode c = http.get("/api/v1/compare?name=" + Http.enc("faß.de")).json();
    assertThat(c.get("results").findValuesAsText("column"))
        .containsExactly(
            "jdk",
            "jdk_std3",
            "uts46",
            "lookup",
            "whatwg",
            "transitional",
            "registration",
            "idna2003",
            "whatwg-strict");
    assertThat(column(c, "transitional").get("ascii").asText()).isEqualTo("fass.de");
    assertThat(column(c, "lookup").get("ascii").asText()).isEqualTo("xn--fa-hia.de");
    assertThat(column(c, "jdk").get("ascii").asText()).isEqualTo("fass.de");
    // java.net.IDN's ToUnicode never fails: no verdict, and no problems
    assertThat(column(c, "jdk").get("unicode").asText()).isEqualTo("faß.de");
    assertThat(column(c, "jdk").get("unicode_valid").isNull()).isTrue();
    assertThat(column(c, "uts46").get("unicode_valid").asBoolean()).isTrue();
    assertThat(c.get("differ").asBoolean()).isTrue();
    // why: ß is a deviation character (UTS #46 §4), the class idna compare reports too
    assertThat(c.get("classes").get(0).asText()).isEqualTo("DEVIATION");
    assertThat(c.get("line").isNull()).isTrue();
    assertThat(c.get("line_problems").isEmpty()).isTrue();
  }

  private static JsonNode column(JsonNode compare, String column) {
    for (JsonNode r : compare.get("results")) {
      if (r.get("column").asText().equals(column)) {
        return r;
      }
    }
    throw new AssertionError("no column " + column + " in " + compare);
  }

  @Test
  void theRouteIndexListsEveryEndpoint() {
    Http.Answer a = http.get("/api/v1/");
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.json().findValuesAsText("path"))
        .contains(
            "/api/v1/to-ascii",
            "/api/v1/to-unicode",
            "/api/v1/check",
            "/api/v1/explain",
            "/api/v1/compare",
            "/api/v1/profiles");
  }

  @Test
  void lgrEndpointsAreOffWithoutRules() {
    for (String path : List.of("check", "variants", "index")) {
      Http.Answer a = http.get("/api/v1/lgr/" + path + "?label=a");
      assertError(a, 404, "LGR_NOT_ENABLED");
      assertThat(a.json().get("message").asText()).contains("--lgr");
    }
  }

  // ---------------------------------------------------------------- bad input: 4xx + JSON

  static void assertError(Http.Answer a, int status, String code) {
    assertThat(a.status()).as(a.text()).isEqualTo(status);
    assertThat(a.header("Content-Type")).startsWith("application/json");
    assertThat(a.json().get("status").asInt()).isEqualTo(status);
    assertThat(a.json().get("error").asText()).isEqualTo(code);
    assertThat(a.json().get("message").asText()).isNotEmpty();
  }

  @Test
  void unknownProfile() {
    assertError(http.get("/api/v1/to-ascii?name=a.example&profile=strict"), 400, "UNKNOWN_PROFILE");
  }

  @Test
  void badParameters() {
    assertError(
        http.get("/api/v1/to-ascii?name=a.example&check_bidi=yes"), 400, "INVALID_PARAMETER");
    assertError(
        http.get("/api/v1/to-ascii?name=a.example&restriction_level=loose"),
        400,
        "INVALID_PARAMETER");
    assertError(http.get("/api/v1/to-ascii?name=a.example&bidi=false"), 400, "UNKNOWN_PARAMETER");
    assertError(
        http.get("/api/v1/to-ascii?name=a.example&name=b.example"), 400, "REPEATED_PARAMETER");
    assertError(http.get("/api/v1/to-ascii"), 400, "MISSING_PARAMETER");
    // RFC 3490 has no CheckBidi option: the builder refuses it for IDNA2003.
    assertError(
        http.get("/api/v1/to-ascii?name=a.example&profile=idna2003&check_bidi=true"),
        400,
        "INVALID_PROFILE");
  }

  @Test
  void invalidUtf8InTheQuery() {
    assertError(http.get("/api/v1/to-ascii?name=b%FCcher.example"), 400, "INVALID_QUERY");
    assertError(http.get("/api/v1/to-ascii?name=%C3"), 400, "INVALID_QUERY");
  }

  @Test
  void malformedJson() {
    assertError(http.post("/api/v1/check", "[\"a.example\","), 400, "MALFORMED_JSON");
    assertError(http.post("/api/v1/check", "[\"a.example\"] x"), 400, "MALFORMED_JSON");
    assertError(http.post("/api/v1/check", "{\"names\": [}"), 400, "WRONG_TYPE");
    assertError(http.post("/api/v1/check", "[\"a.example\" \"b\"]"), 400, "MALFORMED_JSON");
    assertError(http.post("/api/v1/check", ""), 400, "EMPTY_BODY");
    assertError(http.post("/api/v1/check", "[".repeat(5000)), 400, "WRONG_TYPE");
  }

  @Test
  void loneSurrogatesInJsonEscapes() {
    // Valid JSON (RFC 8259 §7 allows any \\u escape) that is not valid Unicode text.
    Http.Answer a = http.post("/api/v1/check", "[\"a\\ud800b.example\", \"\\udc00\"]");
    assertThat(a.status()).as(a.text()).isEqualTo(200);
    assertThat(a.json().get(0).get("valid").asBoolean()).isFalse();
    assertThat(a.json().get(1).get("valid").asBoolean()).isFalse();
  }

  @Test
  void wrongTypes() {
    assertError(http.post("/api/v1/check", "[\"a.example\", 42]"), 400, "WRONG_TYPE");
    assertError(http.post("/api/v1/check", "[null]"), 400, "WRONG_TYPE");
    assertError(http.post("/api/v1/check", "[[\"a.example\"]]"), 400, "WRONG_TYPE");
    assertError(http.post("/api/v1/check", "{\"name\": \"a.example\"}"), 400, "WRONG_TYPE");
    assertError(http.post("/api/v1/check", "\"a.example\"\ntrue\n"), 400, "WRONG_TYPE");
  }

  @Test
  void invalidUtf8InTheBody() {
    byte[] latin1 = "[\"b\u00fccher.example\"]".getBytes(StandardCharsets.ISO_8859_1);
    assertError(http.post("/api/v1/check", latin1, "application/json"), 400, "INVALID_UTF8");
    byte[] surrogate = {'[', '"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"', ']'}; // CESU-8 U+D800
    assertError(http.post("/api/v1/check", surrogate, "application/json"), 400, "INVALID_UTF8");
    byte[] overlong = {'[', '"', (byte) 0xC0, (byte) 0xAE, '"', ']'}; // overlong '.'
    assertError(http.post("/api/v1/check", overlong, "application/json"), 400, "INVALID_UTF8");
  }

  @RepeatedTest(5)
  void aTenMegabyteNameInTheBody() {
    String body = "[\"" + "a".repeat(10 * 1024 * 1024) + "\"]";
    assertError(http.post("/api/v1/check", body), 413, "BODY_TOO_LARGE");
  }

  @Test
  void aMillionCharacterNameWithinTheBodyLimit() {
    String body = "[\"" + "ü".repeat(300_000) + "\"]"; // 600 KB of UTF-8
    assertError(http.post("/api/v1/check", body), 413, "NAME_OVER_LIMIT");
    assertError(
        http.post("/api/v1/check", "[\"" + "a".repeat(1_000_000) + "\"]"), 413, "NAME_OVER_LIMIT");
  }

  @Test
  void aTenMegabyteNameInTheQuery() {
    Http.Answer a = http.get("/api/v1/to-ascii?name=" + "a".repeat(10 * 1024 * 1024));
    assertThat(a.status()).isIn(414, 431);
    assertThat(a.json().get("status").asInt()).isEqualTo(a.status());
    assertThat(a.json().get("message").asText()).contains("POST /api/v1/check");
  }

  @Test
  void aNameOverTheLimitInTheQuery() {
    assertError(
        http.get("/api/v1/to-ascii?name=" + "a".repeat(Limits.MAX_NAME_CHARS + 1)),
        413,
        "NAME_OVER_LIMIT");
    assertThat(http.get("/api/v1/to-ascii?name=" + "a".repeat(Limits.MAX_NAME_CHARS)).status())
        .isEqualTo(200);
  }

  @Test
  void tooManyNames() {
    List<String> names = new ArrayList<>();
    for (int i = 0; i <= Limits.MAX_NAMES; i++) {
      names.add("\"a\"");
    }
    assertError(
        http.post("/api/v1/check", "[" + String.join(",", names) + "]"), 413, "TOO_MANY_NAMES");
    names.remove(0);
    assertThat(http.post("/api/v1/check", "[" + String.join(",", names) + "]").status())
        .isEqualTo(200);
  }

  @Test
  void unknownPathsAndMethods() {
    assertError(http.get("/api/v1/nothing"), 404, "NOT_FOUND");
    assertError(http.get("/nothing.html"), 404, "NOT_FOUND");
    assertError(http.get("/api/v1/check"), 405, "METHOD_NOT_ALLOWED");
    assertThat(http.get("/api/v1/check").header("Allow")).isEqualTo("POST");
    assertError(http.post("/api/v1/to-ascii?name=a", "[]"), 405, "METHOD_NOT_ALLOWED");
  }

  // ---------------------------------------------------------------- defaults

  @Test
  void bindsToLoopbackByDefaultAndSendsNoCors() {
    assertThat(server.uri().getHost()).isEqualTo("127.0.0.1");
    Http.Answer a = http.get("/api/v1/to-ascii?name=a.example", "Origin", "https://evil.example");
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.header("Access-Control-Allow-Origin")).isNull();
  }

  @Test
  void corsOnlyForTheGivenOrigin() {
    try (IdnaServer cors =
        IdnaServer.builder().port(0).corsOrigin("https://registrar.example").start()) {
      Http c = new Http(cors.uri());
      assertThat(
              c.get("/api/v1/to-ascii?name=a.example", "Origin", "https://registrar.example")
                  .header("Access-Control-Allow-Origin"))
          .isEqualTo("https://registrar.example");
      assertThat(
              c.get("/api/v1/to-ascii?name=a.example", "Origin", "https://evil.example")
                  .header("Access-Control-Allow-Origin"))
          .isNull();
    }
  }

  @Test
  void servesThePageFromTheJar() {
    Http.Answer page = http.get("/");
    assertThat(page.status()).isEqualTo(200);
    assertThat(page.header("Content-Type")).isEqualTo("text/html; charset=utf-8");
    assertThat(page.text()).contains("<label for=\"name\">").doesNotContain("http://", "https://");
    assertThat(page.header("Content-Security-Policy")).contains("default-src 'self'");
    assertThat(http.get("/inspector.js").text())
        .contains("/api/v1/explain")
        .doesNotContain("innerHTML =");
    assertThat(http.get("/inspector.css").header("Content-Type")).startsWith("text/css");
  }
}
