package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.util.List;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrLabelResult;
import org.idna4j.lgr.VariantBudget;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.ConversionRecord;
import org.idna4j.records.ExplainRecord;
import org.idna4j.records.IndexRecord;
import org.idna4j.records.LgrCheckRecord;
import org.idna4j.records.PslRecord;
import org.idna4j.records.RecordJson;
import org.idna4j.records.Shaped;
import org.idna4j.records.VariantsRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 23, one source: the server's answers, over a socket, are the records the library gives for
 * the same input (the factories of idna-records the CLI's and Spark's tests compare with too), for
 * conversions under every preset, PSL answers with their reasons, and LGR verdicts, variants and
 * index labels.
 */
class ServerRecordsTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> NAMES =
      List.of(
          "bücher.example",
          "ab--c.example",
          "a..b",
          "faß.de",
          "xn--a.b",
          "www.example.co.uk",
          "co.uk",
          "192.168.0.1",
          "zzzunlisted");
  private static final List<String> LABELS = List.of("bàd", "bad", "a", "xn--bd-iia", "bàdà");

  private static IdnaServer server;
  private static Http http;
  private static Lgr lgr;

  @BeforeAll
  static void start() throws Exception {
    try (InputStream in =
        ServerRecordsTest.class.getResourceAsStream("/lgr/Sample-French-a-variant.xml")) {
      lgr = Lgr.parse(in);
    }
    server = IdnaServer.builder().port(0).lgr(lgr).start();
    http = new Http(server.uri());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static void assertIs(String pathAndQuery, Shaped expected) throws Exception {
    Http.Answer a = http.get(pathAndQuery);
    assertThat(a.status()).as(pathAndQuery).isEqualTo(200);
    JsonNode want = JSON.readTree(RecordJson.toJson(expected));
    assertThat(a.json()).as(pathAndQuery).isEqualTo(want);
  }

  @Test
  void conversionsUnderEveryPreset() throws Exception {
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      Idna idna = Idna.of(p);
      for (String name : NAMES) {
        String q = "?profile=" + p.presetName() + "&name=" + Http.enc(name);
        assertIs(
            "/api/v1/to-ascii" + q, ConversionRecord.of(name, idna.toAscii(name), p.profile()));
        assertIs(
            "/api/v1/to-unicode" + q, ConversionRecord.of(name, idna.toUnicode(name), p.profile()));
      }
    }
  }

  @Test
  void compareIsTheLibrarysRecord() throws Exception {
    // the record one line of idna compare --format jsonl carries (CliRecordsTest), without a line
    for (String name : NAMES) {
      assertIs("/api/v1/compare?name=" + Http.enc(name), org.idna4j.records.CompareRecord.of(name));
    }
  }

  @Test
  void explainUnderEveryPreset() throws Exception {
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      for (String name : NAMES) {
        assertIs(
            "/api/v1/explain?profile=" + p.presetName() + "&name=" + Http.enc(name),
            ExplainRecord.of(null, name, p, p.profile()));
      }
    }
    // an option given one by one changes the profile, not the preset's name
    IdnaProfile hyphens =
        IdnaProfile.Preset.LOOKUP.profile().toBuilder().checkHyphens(true).build();
    assertIs(
        "/api/v1/explain?profile=lookup&check_hyphens=true&name=ab--c.example",
        ExplainRecord.of(null, "ab--c.example", IdnaProfile.Preset.LOOKUP, hyphens));
  }

  @Test
  void pslAnswersWithTheirReasons() throws Exception {
    for (String name : NAMES) {
      assertIs(
          "/api/v1/psl?name=" + Http.enc(name),
          PslRecord.of(null, name, PublicSuffixList.bundled().lookup(name)));
    }
  }

  @Test
  void lgrVerdictsVariantsAndIndexLabels() throws Exception {
    for (String label : LABELS) {
      String q = "?label=" + Http.enc(label);
      LgrLabelResult r = lgr.evaluate(label);
      assertIs(
          "/api/v1/lgr/check" + q,
          LgrCheckRecord.of(null, r, r.eligible() ? lgr.indexLabel(label).orElse(null) : null));
      assertIs(
          "/api/v1/lgr/index" + q,
          new IndexRecord(null, label, lgr.indexLabel(label).orElse(null)));
      if (r.isValid()) {
        assertIs(
            "/api/v1/lgr/variants" + q + "&limit=3",
            VariantsRecord.of(
                null, label, lgr.variants(label, VariantBudget.of(3, LgrApi.MAX_PERMUTATIONS))));
      }
    }
  }
}
