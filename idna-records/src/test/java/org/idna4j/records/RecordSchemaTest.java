package org.idna4j.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.psl.PublicSuffixList;
import org.junit.jupiter.api.Test;

/**
 * Records written by {@link RecordJson} validate against the checked-in schema files, for names
 * with and without problems under every preset, and for every PSL reason; and the validator does
 * catch a record that breaks the schema.
 */
class RecordSchemaTest {

  static final ObjectMapper JSON = new ObjectMapper();

  /** Names with no problem, with label and name problems, and with non-fatal problems. */
  static final List<String> NAMES =
      List.of(
          "bücher.example",
          "ab--c.example",
          "a..b",
          "xn--a.example",
          "faß.de",
          "_dmarc.example",
          "\u0661\u0662.example",
          "a\u200Db.example",
          "",
          "a\"\\\u0001\u2028\uD800.example");

  /** The schema of a record type, from the checked-in file. */
  static Schema schema(String name) {
    try (InputStream in =
        RecordSchemaTest.class.getResourceAsStream("/schemas/" + name + ".schema.json")) {
      assertThat(in).as(name).isNotNull();
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(JSON.readTree(in));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static List<String> errors(String schema, String json) {
    try {
      List<String> out = new ArrayList<>();
      for (Error e : schema(schema).validate(JSON.readTree(json))) {
        out.add(e.toString());
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static void assertValid(Shaped r) {
    String json = RecordJson.toJson(r);
    assertThat(errors(r.shape().name(), json)).as(json).isEmpty();
  }

  @Test
  void checkAndConversionRecordsOfEveryPreset() {
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      Idna idna = Idna.of(p);
      long line = 1;
      for (String name : NAMES) {
        assertValid(CheckRecord.of(idna, line++, name));
        assertValid(CheckRecord.of(idna, null, name).withPsl("example", null));
        assertValid(ConversionRecord.of(name, idna.toAscii(name), p.profile()));
        assertValid(ConversionRecord.of(name, idna.toUnicode(name), p.profile()));
      }
    }
  }

  @Test
  void pslRecordsOfEveryReason() {
    PublicSuffixList psl = PublicSuffixList.bundled();
    for (String name :
        List.of("www.example.co.uk", "co.uk", "zzzunlisted", "192.168.0.1", "a..b", "kobe.jp")) {
      assertValid(PslRecord.of(null, name, psl.lookup(name)));
    }
  }

  @Test
  void emailRecordsOfValidAndInvalidAddresses() {
    org.idna4j.email.EmailOptions rfc5321 =
        EmailRecord.options("rfc5321", null, null, null, null, null);
    org.idna4j.email.EmailOptions names = EmailRecord.options(null, null, null, null, true, null);
    for (String a :
        List.of(
            "josé@bücher.example",
            "Jeff@臺網中心.TW",
            "\"john doe\"@[192.0.2.1]",
            "Jane <jane@example.com>",
            "a..b@example.com",
            "no-at-sign",
            "")) {
      assertValid(EmailRecord.of(org.idna4j.email.EmailOptions.defaults(), null, a));
      assertValid(EmailRecord.of(rfc5321, 7L, a));
      assertValid(EmailRecord.of(names, null, a));
    }
    EmailRecord lineProblem =
        EmailRecord.of(
            org.idna4j.email.EmailOptions.defaults(),
            3L,
            "a@example.com\r",
            "a@example.com",
            List.of(ProblemRecord.line("CRLF_LINE_END", 13, "crlf")));
    assertValid(lineProblem);
    assertThat(lineProblem.valid()).isFalse();
    assertThat(lineProblem.normalized()).isEqualTo("a@example.com\r");
    assertValid(
        EmailRecord.of(
            org.idna4j.email.EmailOptions.defaults(),
            4L,
            "\uFFFD@x",
            null,
            List.of(ProblemRecord.line("INVALID_UTF8", 0, "bad"))));
  }

  @Test
  void emailOptionsFromTheirNames() {
    assertThat(EmailRecord.options(null, null, null, null, null, null))
        .isSameAs(org.idna4j.email.EmailOptions.defaults());
    assertThat(EmailRecord.options("rfc5321", "idn_domain", false, null, null, true))
        .isEqualTo(
            org.idna4j.email.EmailOptions.rfc5321().toBuilder()
                .eai(org.idna4j.email.EmailOptions.Eai.IDN_DOMAIN)
                .quotedLocalPart(false)
                .globallyDeliverable(true)
                .build());
    assertThatThrownBy(() -> EmailRecord.options("strict", null, null, null, null, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("defaults, rfc5321");
    assertThatThrownBy(() -> EmailRecord.options(null, "utf8", null, null, null, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("SMTPUTF8, IDN_DOMAIN, ASCII");
  }

  @Test
  void theOtherRecords() {
    assertValid(ProfilesRecord.of(IdnaProfile.Preset.LOOKUP));
    assertValid(new ErrorRecord(400, "UNKNOWN_PARAMETER", "unknown query parameter 'x'"));
    assertValid(new IndexRecord(null, "café", null));
    assertValid(new CollisionRecord(null, "cafe", "cafe", List.of("café", "cafè")));
    assertValid(
        new VariantsRecord(
            null,
            "café",
            List.of(
                new VariantRecord(
                    "cafè",
                    null,
                    "blocked",
                    new ActionRecord("DOCUMENT", 0, "blocked", null, "blocked any-variant"))),
            "BUDGET",
            "30"));
    assertValid(new VariantsRecord(null, "a", List.of(), null, null));
    assertValid(
        new LgrCheckRecord(
            null,
            "ɑpple",
            "ɑpple",
            "xn--pple-p5b",
            null,
            false,
            "invalid",
            new ActionRecord("IMPLIED", -1, "invalid", null, null),
            List.of(new ProblemRecord(0, ProblemRecord.LABEL, 0, "NOT_IN_REPERTOIRE", null, "x")),
            null));
  }

  @Test
  void theValidatorCatchesAMissingAnAddedAndAWronglyTypedField() {
    String good = RecordJson.toJson(new IndexRecord(null, "a", null));
    assertThat(errors("index", good)).isEmpty();
    assertThat(errors("index", "{\"input\":\"a\"}")).isNotEmpty();
    assertThat(errors("index", "{\"input\":\"a\",\"index_label\":null,\"extra\":1}")).isNotEmpty();
    assertThat(errors("index", "{\"input\":1,\"index_label\":null}")).isNotEmpty();
  }

  @Test
  void aNullInAFieldThatCannotBeNullIsAProgrammingError() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RecordJson.toJson(new IndexRecord(null, null, null)))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void everyProfileOptionIsAFieldOfTheProfileRecord() throws IOException {
    JsonNode lookup =
        JSON.readTree(RecordJson.toJson(new ProfileRecord(IdnaProfile.Preset.LOOKUP.profile())));
    for (org.idna4j.label.IdnaOption o : org.idna4j.label.IdnaOption.values()) {
      assertThat(lookup.get(Vocabulary.optionKey(o)).asBoolean())
          .as(o.name())
          .isEqualTo(IdnaProfile.Preset.LOOKUP.profile().is(o));
    }
  }

  @Test
  void uts46AndWhatwgStrictDifferInTheirSettings() {
    // issue 23 drift defect: the URL domain parser setting was missing, so they printed alike
    assertThat(RecordJson.toJson(new ProfileRecord(IdnaProfile.Preset.UTS46.profile())))
        .isNotEqualTo(
            RecordJson.toJson(new ProfileRecord(IdnaProfile.Preset.WHATWG_URL_STRICT.profile()))
                .replace("\"preset\":\"whatwg-strict\"", "\"preset\":\"uts46\""));
  }
}
