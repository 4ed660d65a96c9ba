package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code GET /api/v1/email} over a real socket: the fields of {@code idna email}, the options, and
 * bad or hostile input answered with a clean 200 or 4xx, never a 500.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class EmailApiTest {

  @RegisterExtension static final TestServer SERVER = new TestServer();

  @Test
  void anInternationalizedAddress() {
    Http.Answer a = SERVER.get("/api/v1/email?address=" + Http.enc("josé@Bücher.example"));
    TestServer.jsonOk(a);
    assertThat(a.json().get("line").isNull()).isTrue();
    assertThat(a.json().get("input").asText()).isEqualTo("josé@Bücher.example");
    assertThat(a.json().get("valid").asBoolean()).isTrue();
    assertThat(a.json().get("normalized").asText()).isEqualTo("josé@bücher.example");
    assertThat(a.json().get("ascii_form").isNull()).isTrue();
    assertThat(a.json().get("ascii_domain").asText()).isEqualTo("xn--bcher-kva.example");
    assertThat(a.json().get("requires_smtputf8").asBoolean()).isTrue();
    assertThat(a.json().get("display_name").isNull()).isTrue();
    assertThat(a.json().get("problems").size()).isZero();
    assertThat(TestServer.fieldNames(a.json()))
        .containsExactly(
            "line",
            "input",
            "valid",
            "normalized",
            "ascii_form",
            "ascii_domain",
            "requires_smtputf8",
            "display_name",
            "problems");
    Http.Answer ascii = SERVER.get("/api/v1/email?address=" + Http.enc("Jeff@臺網中心.TW"));
    assertThat(ascii.json().get("ascii_form").asText()).isEqualTo("Jeff@xn--fiqq24b10vi0d.tw");
    assertThat(ascii.json().get("requires_smtputf8").asBoolean()).isFalse();
  }

  @Test
  void anInvalidAddressIsA200WithItsProblems() {
    Http.Answer a = SERVER.get("/api/v1/email?address=" + Http.enc("a..b@example.com"));
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.json().get("valid").asBoolean()).isFalse();
    assertThat(a.json().get("ascii_domain").isNull()).isTrue();
    assertThat(a.json().get("problems").get(0).get("error").asText())
        .isEqualTo("EMAIL_LOCAL_PART_DOT");
    assertThat(a.json().get("problems").get(0).get("offset").asInt()).isEqualTo(2);
  }

  @Test
  void optionsMirrorTheCommand() {
    String literal = Http.enc("\"john doe\"@[192.0.2.1]");
    assertThat(SERVER.get("/api/v1/email?address=" + literal).json().get("valid").asBoolean())
        .isFalse();
    Http.Answer rfc = SERVER.get("/api/v1/email?preset=rfc5321&address=" + literal);
    assertThat(rfc.json().get("valid").asBoolean()).isTrue();
    assertThat(rfc.json().get("ascii_domain").asText()).isEqualTo("[192.0.2.1]");
    Http.Answer off =
        SERVER.get("/api/v1/email?preset=rfc5321&address_literal=false&address=" + literal);
    assertThat(off.json().get("valid").asBoolean()).isFalse();
    assertThat(
            SERVER
                .get("/api/v1/email?globally_deliverable=false&address=user@localhost")
                .json()
                .get("valid")
                .asBoolean())
        .isTrue();
    assertThat(
            SERVER
                .get("/api/v1/email?eai=IDN_DOMAIN&address=" + Http.enc("josé@example.com"))
                .json()
                .get("valid")
                .asBoolean())
        .isFalse();
    Http.Answer named =
        SERVER.get(
            "/api/v1/email?display_name=true&quoted_local_part=true&address="
                + Http.enc("\"Doe, Jane\" <jane@example.com>"));
    assertThat(named.json().get("display_name").asText()).isEqualTo("Doe, Jane");
  }

  @Test
  void badRequestsAreCleanFourHundreds() {
    Http.Answer missing = SERVER.get("/api/v1/email");
    assertThat(missing.status()).isEqualTo(400);
    assertThat(missing.json().get("error").asText()).isEqualTo("MISSING_PARAMETER");
    Http.Answer preset = SERVER.get("/api/v1/email?address=a@example.com&preset=strict");
    assertThat(preset.status()).isEqualTo(400);
    assertThat(preset.json().get("error").asText()).isEqualTo("INVALID_PARAMETER");
    assertThat(preset.json().get("message").asText()).contains("defaults, rfc5321");
    assertThat(SERVER.get("/api/v1/email?address=a@example.com&eai=utf8").status()).isEqualTo(400);
    assertThat(SERVER.get("/api/v1/email?address=a@example.com&display_name=yes").status())
        .isEqualTo(400);
    assertThat(SERVER.get("/api/v1/email?address=a@example.com&name=x").status()).isEqualTo(400);
    assertThat(SERVER.get("/api/v1/email?address=a&address=b").status()).isEqualTo(400);
  }

  @Test
  void hostileAddressesNeverFail() {
    // a million characters: over the query limits, a clean 4xx (the request line limit of the
    // server, or 413 ADDRESS_OVER_LIMIT), never a 500
    String huge = "a".repeat(500_000) + "@" + "b".repeat(499_999);
    Http.Answer a = SERVER.get("/api/v1/email?address=" + huge);
    assertThat(a.status()).isBetween(400, 499);
    // within the limit: a 200 with problems, whatever the characters
    String limit = "a".repeat(Limits.MAX_NAME_CHARS);
    assertThat(SERVER.get("/api/v1/email?address=" + limit).status()).isEqualTo(200);
    assertThat(SERVER.get("/api/v1/email?address=" + limit + "a").status()).isEqualTo(413);
    assertThat(SERVER.get("/api/v1/email?address=" + limit + "a").json().get("error").asText())
        .isEqualTo("ADDRESS_OVER_LIMIT");
    for (String s :
        List.of(
            "@",
            "<>",
            "\"",
            "\\",
            "@@@@",
            "a@[IPv6:::::::::]",
            "a@[",
            "\u0000@\u0000",
            "\"".repeat(300) + "@".repeat(300) + "<".repeat(300),
            "a@" + "\u0301".repeat(500))) {
      Http.Answer h =
          SERVER.get("/api/v1/email?preset=rfc5321&display_name=true&address=" + Http.enc(s));
      assertThat(h.status()).as(s).isEqualTo(200);
      assertThat(h.json().get("valid").asBoolean()).as(s).isFalse();
    }
  }
}
