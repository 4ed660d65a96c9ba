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
import org.idna4j.email.EmailAddress;
import org.idna4j.email.EmailResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** idna_email in SQL and the Column API gives what EmailAddress.parse gives, row by row. */
class EmailFunctionsTest {

  private static final List<String> ADDRESSES =
      Arrays.asList(
          "josé@Bücher.example",
          "Jeff@臺網中心.TW",
          "jane@example.com",
          "a..b@example.com",
          "user@localhost",
          "x@😀.example",
          "",
          null);

  private static SparkSession spark;
  private static Dataset<Row> addresses;

  @BeforeAll
  static void setUp() {
    spark = LocalSpark.session();
    IdnaFunctions.register(spark);
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < ADDRESSES.size(); i++) {
      rows.add(RowFactory.create(i, ADDRESSES.get(i)));
    }
    StructType schema =
        new StructType()
            .add("id", DataTypes.IntegerType, false)
            .add("address", DataTypes.StringType, true);
    addresses = spark.createDataFrame(rows, schema).repartition(3);
    addresses.createOrReplaceTempView("email_addresses");
  }

  @Test
  void sqlGivesTheLibrarysAnswerForEveryRow() {
    List<Row> rows =
        spark
            .sql(
                "SELECT id, e.valid, e.normalized, e.ascii_form, e.ascii_domain,"
                    + " e.requires_smtputf8, size(e.problems), e.line"
                    + " FROM (SELECT id, idna_email(address) AS e FROM email_addresses)"
                    + " ORDER BY id")
            .collectAsList();
    assertThat(rows).hasSize(ADDRESSES.size());
    for (Row r : rows) {
      String address = ADDRESSES.get(r.getInt(0));
      if (address == null) {
        assertThat(r.isNullAt(1)).isTrue(); // a null address gives a null record
        continue;
      }
      EmailResult e = EmailAddress.parse(address);
      assertThat(r.getBoolean(1)).as(address).isEqualTo(e.isValid());
      assertThat(r.getString(2)).as(address).isEqualTo(e.normalized());
      assertThat(r.getString(3)).as(address).isEqualTo(e.asciiForm().orElse(null));
      assertThat(r.getString(4)).as(address).isEqualTo(e.asciiDomain().orElse(null));
      assertThat(r.getBoolean(5)).as(address).isEqualTo(e.requiresSmtpUtf8());
      assertThat(r.getInt(6)).as(address).isEqualTo(e.problems().size());
      assertThat(r.isNullAt(7)).isTrue();
    }
  }

  @Test
  void columnApiMatchesSql() {
    List<Row> viaColumn =
        addresses
            .select(col("id"), EmailFunctions.email(col("address")).getField("ascii_domain"))
            .orderBy("id")
            .collectAsList();
    List<Row> viaSql =
        spark
            .sql("SELECT id, idna_email(address).ascii_domain FROM email_addresses ORDER BY id")
            .collectAsList();
    assertThat(viaColumn).isEqualTo(viaSql);
    assertThat(viaColumn.get(0).getString(1)).isEqualTo("xn--bcher-kva.example");
  }
}
