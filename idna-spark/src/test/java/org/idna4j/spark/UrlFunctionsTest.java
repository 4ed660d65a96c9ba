package org.idna4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.idna4j.records.UrlHostRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code idna_url_host} in SQL and the Column API (issue 25) gives the library's answer for every
 * row, null for a null URL, over several partitions, and a clean record for a 1M-character URL.
 */
class UrlFunctionsTest {

  private static final List<String> URLS =
      Arrays.asList(
          "http://é@bücher.example:0080/ä?ö#ü",
          "http://0x7f.1/",
          "https://[0:0::1]:8080/",
          "foo://EXAMPLE.com/",
          "mailto:a@b.example",
          "https://:443/",
          "http://exa mple.org/",
          "",
          "http://" + "ä".repeat(1_000_000) + ".example/",
          null);

  private static SparkSession spark;
  private static Dataset<Row> urls;

  @BeforeAll
  static void setUp() {
    spark = LocalSpark.session();
    IdnaFunctions.register(spark);
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < URLS.size(); i++) {
      rows.add(RowFactory.create(i, URLS.get(i)));
    }
    StructType schema =
        new StructType()
            .add("id", DataTypes.IntegerType, false)
            .add("url", DataTypes.StringType, true);
    urls = spark.createDataFrame(rows, schema).repartition(3);
    urls.createOrReplaceTempView("urls");
  }

  @Test
  @Timeout(value = 300, unit = TimeUnit.SECONDS)
  void sqlAndColumnApiGiveTheLibrarysRecord() {
    List<Row> sql =
        spark
            .sql(
                "SELECT id, r.valid, r.output, r.host, r.host_kind, r.host_start, r.host_end,"
                    + " size(r.problems) FROM (SELECT id, idna_url_host(url) AS r FROM urls)"
                    + " ORDER BY id")
            .collectAsList();
    List<Row> column =
        urls.select(col("id"), UrlFunctions.urlHost(col("url")).getField("output"))
            .orderBy("id")
            .collectAsList();
    assertThat(sql).hasSize(URLS.size());
    for (int i = 0; i < URLS.size(); i++) {
      String url = URLS.get(i);
      Row s = sql.get(i);
      if (url == null) {
        assertThat(s.isNullAt(1)).isTrue();
        assertThat(column.get(i).isNullAt(1)).isTrue();
        continue;
      }
      UrlHostRecord r = UrlHostRecord.of(url);
      assertThat(s.getBoolean(1)).as(url).isEqualTo(r.valid());
      assertThat(s.getString(2)).isEqualTo(r.output());
      assertThat(s.getString(3)).isEqualTo(r.host());
      assertThat(s.getString(4)).isEqualTo(r.hostKind());
      assertThat(s.isNullAt(5) ? null : s.getInt(5)).isEqualTo(r.hostStart());
      assertThat(s.isNullAt(6) ? null : s.getInt(6)).isEqualTo(r.hostEnd());
      assertThat(s.getInt(7)).isEqualTo(r.problems().size());
      assertThat(column.get(i).getString(1)).isEqualTo(r.output());
    }
    assertThat(sql.get(0).getString(2)).isEqualTo("http://é@xn--bcher-kva.example:0080/ä?ö#ü");
    assertThat(sql.get(2).getString(4)).isEqualTo("IPV6");
  }
}
