package org.idna4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The job reads names from text, CSV and Parquet into the single column {@code input}. */
class NameInputTest {

  private final SparkSession spark = LocalSpark.session();

  @TempDir Path dir;

  private static List<String> names(Dataset<Row> frame) {
    assertThat(frame.columns()).containsExactly(NameInput.INPUT);
    List<String> out = new ArrayList<>();
    for (Row row : frame.collectAsList()) {
      out.add(row.getString(0));
    }
    return out;
  }

  private JobOptions options(String... args) {
    List<String> all = new ArrayList<>(Arrays.asList(args));
    all.addAll(List.of("--output", dir.resolve("out").toString()));
    return JobOptions.parse(all.toArray(String[]::new)).orElseThrow();
  }

  @Test
  void textYieldsEveryLineWithoutItsTerminatorEmptyLinesIncluded() throws IOException {
    Path file = dir.resolve("names.txt");
    Files.writeString(
        file, "example.com\n\nbücher.de\r\nxn--nxasmq6b.com\n", StandardCharsets.UTF_8);

    List<String> names = names(NameInput.read(spark, options("--input", file.toString())));

    assertThat(names).containsExactly("example.com", "", "bücher.de", "xn--nxasmq6b.com");
  }

  @Test
  void csvTakesTheNamedColumnAndKeepsNullCells() throws IOException {
    Path file = dir.resolve("zone.csv");
    Files.writeString(
        file, "id,domain\n1,example.com\n2,\n3,\"a,b.example\"\n", StandardCharsets.UTF_8);

    List<String> names =
        names(
            NameInput.read(
                spark,
                options(
                    "--input",
                    file.toString(),
                    "--input-format",
                    "csv",
                    "--csv-header",
                    "true",
                    "--column",
                    "domain")));

    assertThat(names).containsExactly("example.com", null, "a,b.example");
  }

  @Test
  void csvWithSeveralColumnsNeedsTheColumnOption() throws IOException {
    Path file = dir.resolve("zone.csv");
    Files.writeString(file, "1,example.com\n", StandardCharsets.UTF_8);

    assertThatThrownBy(
            () ->
                NameInput.read(spark, options("--input", file.toString(), "--input-format", "csv")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("--column")
        .hasMessageContaining("_c0");
  }

  @Test
  void parquetTakesTheNamedStringColumnEvenWithDotsInItsName() {
    StructType schema =
        new StructType().add("rank", DataTypes.IntegerType).add("host.name", DataTypes.StringType);
    Dataset<Row> frame =
        spark.createDataFrame(
            List.of(RowFactory.create(1, "münchen.de"), RowFactory.create(2, null)), schema);
    String path = dir.resolve("names.parquet").toString();
    frame.write().parquet(path);

    List<String> names =
        names(
            NameInput.read(
                spark,
                options("--input", path, "--input-format", "parquet", "--column", "host.name")));

    assertThat(names).containsExactlyInAnyOrder("münchen.de", null);
  }

  @Test
  void aColumnThatIsNotAStringIsRefused() {
    StructType schema = new StructType().add("rank", DataTypes.IntegerType);
    String path = dir.resolve("ints.parquet").toString();
    spark.createDataFrame(List.of(RowFactory.create(1)), schema).write().parquet(path);

    assertThatThrownBy(
            () -> NameInput.read(spark, options("--input", path, "--input-format", "parquet")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'rank' has type int");
  }

  @Test
  void aMissingColumnIsReportedWithTheColumnsThatExist() {
    StructType schema = new StructType().add("name", DataTypes.StringType);
    String path = dir.resolve("one.parquet").toString();
    spark.createDataFrame(List.of(RowFactory.create("a.example")), schema).write().parquet(path);

    assertThatThrownBy(
            () ->
                NameInput.read(
                    spark,
                    options("--input", path, "--input-format", "parquet", "--column", "domain")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no column 'domain'")
        .hasMessageContaining("[name]");
  }
}
