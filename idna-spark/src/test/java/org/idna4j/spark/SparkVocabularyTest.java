package org.idna4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.InputStream;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.CheckRecord;
import org.idna4j.records.DisplayRecord;
import org.idna4j.records.PslRecord;
import org.idna4j.records.RecordJson;
import org.idna4j.records.UrlHostRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Spark speaks the vocabulary of the other faces (issue 23): every SQL function has the {@code
 * idna_} prefix, the check and PSL structs are the shared records, and their JSON (Spark's {@code
 * to_json}) validates against the schema files and equals the CLI/HTTP record for the same name,
 * non-fatal problems and PSL reasons included.
 */
class SparkVocabularyTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static SparkSession spark;

  @BeforeAll
  static void setUp() {
    spark = LocalSpark.session();
    IdnaFunctions.register(spark);
    LgrFunctions.register(spark);
  }

  @Test
  void everySqlFunctionHasTheIdnaPrefix() {
    List<String> ours =
        List.of(
            IdnaFunctions.TO_ASCII,
            IdnaFunctions.TO_UNICODE,
            IdnaFunctions.IS_VALID,
            IdnaFunctions.PROBLEMS,
            IdnaFunctions.CHECK_NAME,
            PslFunctions.PUBLIC_SUFFIX,
            PslFunctions.REGISTRABLE_DOMAIN,
            PslFunctions.PSL,
            LgrFunctions.INDEX,
            LgrFunctions.DISPOSITION,
            LgrFunctions.CHECK,
            LgrFunctions.VARIANTS,
            DisplayFunctions.DISPLAY,
            EmailFunctions.EMAIL,
            UrlFunctions.URL_HOST);
    assertThat(ours).allSatisfy(n -> assertThat(n).startsWith("idna_"));
    assertThat(spark.catalog().functionExists("public_suffix")).isFalse();
    assertThat(spark.catalog().functionExists("idna_psl")).isTrue();
  }

  @Test
  void checkStructsAreTheSharedRecordUnderEveryPreset() throws Exception {
    Schema schema = schema("check");
    List<String> names = List.of("bücher.example", "ab--c.example", "a..b", "exa#mple.org");
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      for (String name : names) {
        Row r =
            spark
                .sql(
                    "SELECT to_json(idna_check('"
                        + name
                        + "', '"
                        + p.presetName()
                        + "'), map('ignoreNullFields', 'false')) AS j")
                .first();
        JsonNode fromSpark = JSON.readTree(r.getString(0));
        assertThat(schema.validate(fromSpark)).as(fromSpark.toString()).isEmpty();
        // the same record the CLI and the server write (Spark has no line number)
        JsonNode shared = JSON.readTree(RecordJson.toJson(CheckRecord.of(Idna.of(p), null, name)));
        assertThat(fromSpark).as(p + " " + name).isEqualTo(shared);
      }
    }
    // the whatwg record of ab--c.example carries its non-fatal problem, as in the CLI and API
    JsonNode whatwg =
        JSON.readTree(
            spark
                .sql("SELECT to_json(idna_check('ab--c.example', 'whatwg')) AS j")
                .first()
                .getString(0));
    assertThat(whatwg.get("non_fatal_problems").get(0).get("error").asText())
        .isEqualTo("HYPHEN_3_4");
  }

  @Test
  void pslStructsSayWhyThereIsNoRegistrableDomain() throws Exception {
    Schema schema = schema("psl");
    for (String name :
        List.of("www.example.co.uk", "co.uk", "192.168.0.1", "a..b", "zzzunlisted")) {
      JsonNode fromSpark =
          JSON.readTree(
              spark
                  .sql("SELECT to_json(idna_psl('" + name + "'), map('ignoreNullFields', 'false'))")
                  .first()
                  .getString(0));
      assertThat(schema.validate(fromSpark)).as(fromSpark.toString()).isEmpty();
      assertThat(fromSpark)
          .isEqualTo(
              JSON.readTree(
                  RecordJson.toJson(
                      PslRecord.of(null, name, PublicSuffixList.bundled().lookup(name)))));
    }
  }

  @Test
  void displayStructsAreTheSharedRecordUnderEveryPolicy() throws Exception {
    Schema schema = schema("display");
    for (String policy : DisplayRecord.POLICIES) {
      for (String name : List.of("аррӏе.com", "bücher.de", "a..b", "xn--zz.com", "")) {
        JsonNode fromSpark =
            JSON.readTree(
                spark
                    .sql(
                        "SELECT to_json(idna_display('"
                            + name
                            + "', '"
                            + policy
                            + "'), map('ignoreNullFields', 'false'))")
                    .first()
                    .getString(0));
        assertThat(schema.validate(fromSpark)).as(fromSpark.toString()).isEmpty();
        assertThat(fromSpark)
            .as(policy + " " + name)
            .isEqualTo(
                JSON.readTree(
                    RecordJson.toJson(
                        DisplayRecord.of(null, name, policy, DisplayRecord.policy(policy)))));
      }
    }
  }

  @Test
  void emailStructsAreTheSharedRecord() throws Exception {
    Schema schema = schema("email");
    // the addresses FacesAgreeTest compares with the other faces
    for (String address : FacesAgreeTest.ADDRESSES) {
      JsonNode fromSpark =
          JSON.readTree(
              spark
                  .sql(
                      "SELECT to_json(idna_email('"
                          + address
                          + "'), map('ignoreNullFields', 'false'))")
                  .first()
                  .getString(0));
      assertThat(schema.validate(fromSpark)).as(fromSpark.toString()).isEmpty();
      assertThat(fromSpark)
          .as(address)
          .isEqualTo(
              JSON.readTree(
                  RecordJson.toJson(
                      org.idna4j.records.EmailRecord.of(
                          org.idna4j.email.EmailOptions.defaults(), null, address))));
    }
  }

  @Test
  void urlHostStructsAreTheSharedRecord() throws Exception {
    Schema schema = schema("url_host");
    // the URLs FacesAgreeTest compares with the other faces
    for (String url : FacesAgreeTest.URLS) {
      JsonNode fromSpark =
          JSON.readTree(
              spark
                  .sql(
                      "SELECT to_json(idna_url_host('"
                          + url
                          + "'), map('ignoreNullFields', 'false'))")
                  .first()
                  .getString(0));
      assertThat(schema.validate(fromSpark)).as(fromSpark.toString()).isEmpty();
      assertThat(fromSpark)
          .as(url)
          .isEqualTo(JSON.readTree(RecordJson.toJson(UrlHostRecord.of(url))));
    }
    assertThat(spark.sql("SELECT idna_url_host(CAST(NULL AS STRING))").first().isNullAt(0))
        .isTrue();
  }

  @Test
  void lgrStructsAreTheSharedRecords() throws Exception {
    Schema check = schema("lgr_check");
    Schema variants = schema("variants");
    for (String label : List.of("straße", "xn--strae-oqa", "ab--c", "a\u0430", "")) {
      Row r =
          spark
              .sql(
                  "SELECT to_json(idna_lgr_check('"
                      + label
                      + "', 'icann:full-variant-set/de'), map('ignoreNullFields', 'false')),"
                      + " to_json(idna_lgr_variants('"
                      + label
                      + "', 'icann:full-variant-set/de', 3), map('ignoreNullFields', 'false'))")
              .first();
      JsonNode c = JSON.readTree(r.getString(0));
      JsonNode v = JSON.readTree(r.getString(1));
      assertThat(check.validate(c)).as(c.toString()).isEmpty();
      assertThat(variants.validate(v)).as(v.toString()).isEmpty();
      assertThat(c.get("input").asText()).isEqualTo(label);
      assertThat(v.get("input").asText()).isEqualTo(label);
    }
    // a null label, a negative limit: null, never a failed task
    Row nulls =
        spark
            .sql(
                "SELECT idna_lgr_check(CAST(NULL AS STRING), 'rz-lgr-5'),"
                    + " idna_lgr_variants('a', 'rz-lgr-5', -1)")
            .first();
    assertThat(nulls.isNullAt(0)).isTrue();
    assertThat(nulls.isNullAt(1)).isTrue();
  }

  private static Schema schema(String name) throws Exception {
    try (InputStream in =
        CheckRecord.class.getResourceAsStream("/schemas/" + name + ".schema.json")) {
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(JSON.readTree(in));
    }
  }
}
