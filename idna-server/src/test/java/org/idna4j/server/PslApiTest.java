package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The {@code /api/v1/psl} endpoint over a real socket: the fields and options of {@code idna psl},
 * bad input, and a server built with another list.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class PslApiTest {

  @RegisterExtension static final TestServer SERVER = new TestServer();

  @Test
  void pslAnswersTheFieldsOfIdnaPsl() {
    // publicsuffix.org list, ICANN section: "uk" and "co.uk" are rules; the longest prevails.
    Http.Answer a = SERVER.get("/api/v1/psl?name=www.example.co.uk");
    TestServer.jsonOk(a);
    assertThat(a.json().get("input").asText()).isEqualTo("www.example.co.uk");
    assertThat(a.json().get("public_suffix").asText()).isEqualTo("co.uk");
    assertThat(a.json().get("registrable_domain").asText()).isEqualTo("example.co.uk");
    assertThat(a.json().get("rule").asText()).isEqualTo("co.uk");
    assertThat(a.json().get("section").asText()).isEqualTo("ICANN");
    // a name over HTTP has no input line, as in idna email's record
    assertThat(a.json().get("line").isNull()).isTrue();
    assertThat(TestServer.fieldNames(a.json()))
        .containsExactly(
            "line",
            "input",
            "public_suffix",
            "registrable_domain",
            "rule",
            "section",
            "reason",
            "problems");
  }

  @Test
  void pslOptionsMirrorTheCommand() {
    // blogspot.com is a PRIVATE-section rule; --icann_only leaves "com".
    Http.Answer all = SERVER.get("/api/v1/psl?name=foo.blogspot.com");
    assertThat(all.json().get("public_suffix").asText()).isEqualTo("blogspot.com");
    assertThat(all.json().get("section").asText()).isEqualTo("PRIVATE");
    Http.Answer icann = SERVER.get("/api/v1/psl?name=foo.blogspot.com&icann_only=true");
    assertThat(icann.json().get("public_suffix").asText()).isEqualTo("com");
    assertThat(icann.json().get("registrable_domain").asText()).isEqualTo("blogspot.com");
    // *.kobe.jp: strictly kobe.jp is registrable under jp; browsers make it a suffix too.
    Http.Answer strict = SERVER.get("/api/v1/psl?name=kobe.jp");
    assertThat(strict.json().get("registrable_domain").asText()).isEqualTo("kobe.jp");
    Http.Answer browser = SERVER.get("/api/v1/psl?name=kobe.jp&browser_wildcards=true");
    assertThat(browser.json().get("public_suffix").asText()).isEqualTo("kobe.jp");
    assertThat(browser.json().get("registrable_domain").isNull()).isTrue();
  }

  @Test
  void pslOfANameThatIsNoDomainNameHasNullFields() {
    Http.Answer a = SERVER.get("/api/v1/psl?name=a..b");
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.json().get("input").asText()).isEqualTo("a..b");
    for (String f : List.of("public_suffix", "registrable_domain", "rule", "section")) {
      assertThat(a.json().get(f).isNull()).as(f).isTrue();
    }
  }

  @Test
  void pslBadInput() {
    ApiTest.assertError(SERVER.get("/api/v1/psl"), 400, "MISSING_PARAMETER");
    ApiTest.assertError(
        SERVER.get("/api/v1/psl?name=a.example&profile=uts46"), 400, "UNKNOWN_PARAMETER");
    ApiTest.assertError(
        SERVER.get("/api/v1/psl?name=a.example&icann_only=yes"), 400, "INVALID_PARAMETER");
    ApiTest.assertError(
        SERVER.get("/api/v1/psl?name=" + "a".repeat(Limits.MAX_NAME_CHARS + 1)),
        413,
        "NAME_OVER_LIMIT");
    Http.Answer huge = SERVER.get("/api/v1/psl?name=" + "a".repeat(10 * 1024 * 1024));
    assertThat(huge.status()).isIn(414, 431);
    assertThat(huge.json().get("status").asInt()).isEqualTo(huge.status());
  }

  @Test
  void pslFromAnotherList() throws Exception {
    org.idna4j.psl.PublicSuffixList list =
        org.idna4j.psl.PublicSuffixList.parse(
            new java.io.StringReader(
                "// ===BEGIN ICANN DOMAINS===\nexample\n// ===END ICANN DOMAINS===\n"));
    try (IdnaServer own = IdnaServer.builder().port(0).publicSuffixList(list).start()) {
      Http.Answer a = new Http(own.uri()).get("/api/v1/psl?name=a.b.example");
      assertThat(a.json().get("public_suffix").asText()).isEqualTo("example");
      assertThat(a.json().get("registrable_domain").asText()).isEqualTo("b.example");
      // co.uk is not in this list: the default rule "*" (publicsuffix.org algorithm) answers uk.
      assertThat(
              new Http(own.uri())
                  .get("/api/v1/psl?name=www.example.co.uk")
                  .json()
                  .get("public_suffix")
                  .asText())
          .isEqualTo("uk");
    }
  }
}
