package org.idna4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.idna4j.lgr.Lgr;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** lgr_index, lgr_disposition and FindCollisions give what the library gives. */
class LgrFunctionsTest {

  @TempDir static Path dir;

  private static SparkSession spark;
  private static String lgrPath;

  /** Sample LGR: a and à are variants (lgr-django's Sample-French-a-variant), b..g plain. */
  private static final String LGR =
      "<lgr xmlns=\"urn:ietf:params:xml:ns:lgr-1.0\"><data>"
          + "<char cp=\"0061\"><var cp=\"00E0\"/></char><char cp=\"00E0\"><var cp=\"0061\"/></char>"
          + "<char cp=\"0062\"/><char cp=\"0063\"/><char cp=\"0064\"/><char cp=\"0065\"/><char cp=\"0066\"/>"
          + "<char cp=\"0067\"/></data><rules><rule name=\"has-g\"><char cp=\"0067\"/></rule>"
          + "<action disp=\"blocked\" match=\"has-g\"/></rules></lgr>";

  private static final List<String> LABELS =
      List.of("abc", "àbc", "def", "ghi", "bag", "xn--bc-iia");

  @BeforeAll
  static void setUp() throws IOException {
    spark = LocalSpark.session();
    LgrFunctions.register(spark);
    Path f = dir.resolve("sample.xml");
    Files.writeString(f, LGR);
    lgrPath = f.toString();
  }

  @Test
  void sqlAndColumnFunctionsMatchTheLibrary() throws IOException {
    Lgr lgr = Lgr.load(Path.of(lgrPath));
    Dataset<Row> df = spark.createDataset(LABELS, Encoders.STRING()).toDF("label");
    df.createOrReplaceTempView("labels");
    List<Row> sql =
        spark
            .sql(
                "SELECT label, idna_lgr_index(label, '"
                    + lgrPath
                    + "'), idna_lgr_disposition(label, '"
                    + lgrPath
                    + "') FROM labels")
            .collectAsList();
    List<Row> api =
        df.select(
                col("label"),
                LgrFunctions.lgrIndex(col("label"), lgrPath),
                LgrFunctions.lgrDisposition(col("label"), lgrPath))
            .collectAsList();
    for (List<Row> rows : List.of(sql, api)) {
      assertThat(rows).hasSize(LABELS.size());
      for (Row r : rows) {
        String label = r.getString(0);
        assertThat(r.getString(1)).isEqualTo(lgr.indexLabel(label).orElse(null));
        assertThat(r.getString(2)).isEqualTo(lgr.evaluate(label).disposition());
      }
    }
    assertThat(sql)
        .extracting(r -> r.getString(1))
        .containsExactly("abc", "abc", "def", null, "bag", "abc");
    assertThat(sql)
        .extracting(r -> r.getString(2))
        .containsExactly("valid", "valid", "valid", "invalid", "blocked", "valid");
  }

  @Test
  void findCollisionsJoinsOnTheIndexLabel() throws IOException {
    Path registered = dir.resolve("registered.txt");
    Files.writeString(registered, "abc\ndef\nghi\n\n");
    Path candidates = dir.resolve("candidates.txt");
    Files.writeString(candidates, "àbc\nbag\nxn--bc-iia\nhhh\n");
    Path out = dir.resolve("out");
    // find(), not run(): run() stops its session, and the tests share one.
    long colliding =
        FindCollisions.find(
            spark, lgrPath, registered.toString(), candidates.toString(), out.toString(), false);
    assertThat(colliding).isEqualTo(2);
    List<String> lines = new ArrayList<>();
    try (Stream<Path> parts = Files.list(out)) {
      for (Path p :
          parts
              .filter(p -> p.getFileName().toString().startsWith("part-"))
              .sorted()
              .collect(Collectors.toList())) {
        lines.addAll(Files.readAllLines(p));
      }
    }
    assertThat(lines)
        .containsExactly(
            "{\"input\":\"àbc\",\"index_label\":\"abc\",\"collides_with\":[\"abc\"]}",
            "{\"input\":\"bag\",\"index_label\":\"bag\",\"collides_with\":[]}",
            "{\"input\":\"xn--bc-iia\",\"index_label\":\"abc\",\"collides_with\":[\"abc\"]}",
            "{\"input\":\"hhh\",\"collides_with\":[]}");
  }

  @Test
  void usageErrors() {
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    int status =
        FindCollisions.run(
            System.out, new PrintStream(e, true, StandardCharsets.UTF_8), "--lgr", "x");
    assertThat(status).isEqualTo(2);
    assertThat(e.toString(StandardCharsets.UTF_8)).contains("missing --registered");
  }
}
