package org.idna4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.idna4j.psl.PublicSuffixList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** public_suffix and registrable_domain in SQL and the Column API give what the library gives. */
class PslFunctionsTest {

  private static final List<String> NAMES =
      Arrays.asList(
          "www.example.co.uk",
          "co.uk",
          "a.b.c.kobe.jp",
          "www.city.kobe.jp",
          "foo.blogspot.com",
          "www.食狮.公司.cn",
          "WWW.XN--85X722F.XN--55QX5D.CN",
          "example.com.",
          "x.unlistedtld",
          "1.2.3.4",
          "a..b",
          "",
          null);

  private static SparkSession spark;
  private static Dataset<Row> names;

  @BeforeAll
  static void setUp() {
    spark = LocalSpark.session();
    IdnaFunctions.register(spark);
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < NAMES.size(); i++) {
      rows.add(RowFactory.create(i, NAMES.get(i)));
    }
    StructType schema =
        new StructType()
            .add("id", DataTypes.IntegerType, false)
            .add("name", DataTypes.StringType, true);
    names = spark.createDataFrame(rows, schema).repartition(3);
    names.createOrReplaceTempView("psl_names");
  }

  private static List<Row> sorted(Dataset<Row> d) {
    return d.orderBy("id").collectAsList();
  }

  @Test
  void sqlFunctionsAgreeWithTheLibrary() {
    List<Row> rows =
        sorted(
            spark.sql(
                "SELECT id, idna_public_suffix(name), idna_registrable_domain(name) FROM psl_names"));
    assertThat(rows).hasSize(NAMES.size());
    PublicSuffixList psl = PublicSuffixList.bundled();
    for (Row r : rows) {
      String name = NAMES.get(r.getInt(0));
      assertThat((String) r.get(1)).as(name).isEqualTo(psl.publicSuffix(name).orElse(null));
      assertThat((String) r.get(2)).as(name).isEqualTo(psl.registrableDomain(name).orElse(null));
    }
  }

  @Test
  void knownAnswers() {
    List<Row> rows =
        sorted(
            spark.sql(
                "SELECT id, idna_public_suffix(name) AS s, idna_registrable_domain(name) AS r FROM psl_names WHERE id IN (0, 1, 5, 9, 12)"));
    assertThat(rows)
        .extracting(r -> r.getString(1), r -> r.getString(2))
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("co.uk", "example.co.uk"),
            org.assertj.core.groups.Tuple.tuple("co.uk", null),
            org.assertj.core.groups.Tuple.tuple("公司.cn", "食狮.公司.cn"),
            org.assertj.core.groups.Tuple.tuple(null, null),
            org.assertj.core.groups.Tuple.tuple(null, null));
  }

  @Test
  void columnApiMatchesSql() {
    List<Row> viaColumns =
        sorted(
            names.select(
                col("id"),
                PslFunctions.publicSuffix(col("name")),
                PslFunctions.registrableDomain(col("name"))));
    List<Row> viaSql =
        sorted(
            spark.sql(
                "SELECT id, idna_public_suffix(name), idna_registrable_domain(name) FROM psl_names"));
    assertThat(viaColumns).isEqualTo(viaSql);
  }

  @Test
  void groupByRegistrableDomain() {
    List<Row> rows =
        spark
            .sql(
                "SELECT idna_registrable_domain(n) AS d, count(*) AS c FROM VALUES"
                    + " ('a.example.co.uk'), ('b.example.co.uk'), ('example.co.uk'), ('x.other.com') AS t(n)"
                    + " GROUP BY 1 ORDER BY 1")
            .collectAsList();
    assertThat(rows)
        .extracting(r -> r.getString(0), r -> r.getLong(1))
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("example.co.uk", 3L),
            org.assertj.core.groups.Tuple.tuple("other.com", 1L));
  }
}
