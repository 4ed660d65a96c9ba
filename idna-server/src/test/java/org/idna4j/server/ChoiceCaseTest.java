package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.DisplayRecord;
import org.idna4j.records.EmailRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * One case rule for every choice parameter ({@code profile}, {@code policy}, {@code preset}, {@code
 * eai}, {@code restriction_level}, the booleans), as on the command line: any ASCII case names the
 * value, and the record spells it as the list does.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ChoiceCaseTest {

  @RegisterExtension static final TestServer SERVER = new TestServer();

  private static String upper(String s) {
    return s.toUpperCase(Locale.ROOT);
  }

  @Test
  void everyDisplayPolicyInUpperCaseIsAnsweredUnderItsListedName() {
    for (String policy : DisplayRecord.POLICIES) {
      JsonNode r =
          TestServer.jsonOk(
              SERVER.get("/api/v1/display?policy=" + upper(policy) + "&name=" + Http.enc("a.de")));
      assertThat(r.get("policy").asText()).isEqualTo(policy);
    }
    JsonNode mixed =
        TestServer.jsonOk(SERVER.get("/api/v1/display?policy=Chromium&name=a.example"));
    assertThat(mixed.get("policy").asText()).isEqualTo("chromium");
  }

  @Test
  void everyEmailPresetAndEaiLevelInEitherCase() {
    String literal = Http.enc("\"john doe\"@[192.0.2.1]");
    for (String preset : EmailRecord.PRESETS) {
      assertThat(SERVER.get("/api/v1/email?preset=" + upper(preset) + "&address=a@b.example"))
          .extracting(Http.Answer::status)
          .isEqualTo(200);
    }
    assertThat(
            SERVER
                .get("/api/v1/email?preset=RFC5321&address=" + literal)
                .json()
                .get("valid")
                .asBoolean())
        .isTrue();
    assertThat(SERVER.get("/api/v1/email?eai=ascii&address=a@b.example").status()).isEqualTo(200);
    assertThat(SERVER.get("/api/v1/email?eai=Idn_Domain&address=a@b.example").status())
        .isEqualTo(200);
  }

  @Test
  void profilesLevelsAndBooleansInAnyCase() {
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      JsonNode r =
          TestServer.jsonOk(
              SERVER.get("/api/v1/to-ascii?profile=" + upper(p.presetName()) + "&name=a.example"));
      assertThat(r).isNotNull();
    }
    assertThat(
            SERVER
                .get(
                    "/api/v1/to-ascii?check_confusables=TRUE&restriction_level=highly-restrictive"
                        + "&name=a.example")
                .status())
        .isEqualTo(200);
    assertThat(SERVER.get("/api/v1/to-ascii?check_hyphens=False&name=ab--c.example").status())
        .isEqualTo(200);
  }

  @Test
  void onlyAsciiLettersFoldSoALookAlikeNamesNoChoice() {
    // U+0131 LATIN SMALL LETTER DOTLESS I upper-cases to I in Java, which must not make it an i
    Http.Answer policy = SERVER.get("/api/v1/display?policy=" + Http.enc("chromıum") + "&name=a.b");
    assertThat(policy.status()).isEqualTo(400);
    Http.Answer eai = SERVER.get("/api/v1/email?eai=" + Http.enc("ascıı") + "&address=a@b.example");
    assertThat(eai.status()).isEqualTo(400);
  }
}
