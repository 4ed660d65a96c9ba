package org.idna4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code idna_display} in a local session: a registry's zone scan for names that would not be shown
 * in Unicode, the policy variant, the Column API, nulls and hostile names.
 */
class DisplayFunctionsTest {

  private static SparkSession spark;

  @BeforeAll
  static void setUp() {
    spark = LocalSpark.session();
    IdnaFunctions.register(spark); // registers idna_display too
  }

  private static Dataset<Row> zone() {
    return spark
        .createDataset(
            Arrays.asList("аррӏе.com", "bücher.de", "example.com", "pаypal.com", null),
            Encoders.STRING())
        .toDF("name");
  }

  @Test
  void aZoneScanFindsTheNamesThatWouldNotBeShownInUnicode() {
    zone().createOrReplaceTempView("zone");
    List<Row> rows =
        spark
            .sql(
                "SELECT name, d.output, d.reasons FROM (SELECT name, idna_display(name) AS d"
                    + " FROM zone) WHERE NOT d.shown_as_unicode ORDER BY name")
            .collectAsList();
    assertThat(rows).hasSize(2);
    assertThat(rows.get(0).getString(0)).isEqualTo("pаypal.com");
    assertThat(rows.get(0).<String>getList(2))
        .containsExactly("RESTRICTION_LEVEL"); // Latin with Cyrillic
    assertThat(rows.get(1).getString(0)).isEqualTo("аррӏе.com");
    assertThat(rows.get(1).getString(1)).isEqualTo("xn--80ak6aa92e.com");
    assertThat(rows.get(1).<String>getList(2)).containsExactly("WHOLE_SCRIPT_CONFUSABLE");
  }

  @Test
  void thePolicyVariantAndTheColumnApi() {
    Row r =
        spark
            .sql(
                "SELECT idna_display('bücher.de', 'firefox-ascii').output,"
                    + " idna_display('bücher.de', 'firefox-high').output,"
                    + " idna_display('bücher.de').policy,"
                    + " idna_display('bücher.de', 'no-such-policy'),"
                    + " idna_display(NULL)")
            .first();
    assertThat(r.getString(0)).isEqualTo("xn--bcher-kva.de");
    assertThat(r.getString(1)).isEqualTo("bücher.de");
    assertThat(r.getString(2)).isEqualTo("chromium");
    assertThat(r.isNullAt(3)).isTrue();
    assertThat(r.isNullAt(4)).isTrue();
    List<Row> viaColumns =
        zone().select(DisplayFunctions.display(col("name")).getField("output")).collectAsList();
    assertThat(viaColumns.get(0).getString(0)).isEqualTo("xn--80ak6aa92e.com");
    assertThat(viaColumns.get(4).isNullAt(0)).isTrue();
    assertThatThrownBy(() -> spark.sql("SELECT idna_display('a', 'chromium', 'x')").first())
        .hasMessageContaining("idna_display takes (name [, policy])");
  }

  @Test
  @Timeout(120)
  void aMillionCharacterNameIsAnswered() {
    Row r =
        spark
            .createDataset(List.of("а".repeat(1_000_000) + ".com"), Encoders.STRING())
            .toDF("name")
            .select(DisplayFunctions.display(col("name")).getField("shown_as_unicode"))
            .first();
    assertThat(r.getBoolean(0)).isFalse();
  }
}
