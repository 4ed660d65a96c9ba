package org.idna4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The SQL functions and their Column API twins give, name for name, what the library gives. */
class IdnaFunctionsTest {

  private static final List<String> PROFILES =
      List.of("uts46", "lookup", "whatwg", "transitional", "registration", "idna2003");

  private static SparkSession spark;
  private static List<String> corpus;

  @BeforeAll
  static void setUp() throws IOException {
    spark = LocalSpark.session();
    IdnaFunctions.register(spark);
    try (InputStream in = IdnaFunctionsTest.class.getResourceAsStream("/corpus/mixed.txt")) {
      corpus = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
  }

  /** The library's processor for a profile name, picked independently of IdnaProfile.Preset. */
  private static Idna idna(String profile) {
    return switch (profile) {
      case "uts46" -> Idna.uts46();
      case "lookup" -> Idna.lookup();
      case "whatwg" -> Idna.whatwgUrl();
      case "transitional" -> Idna.transitional();
      case "registration" -> Idna.registration();
      case "idna2003" -> Idna.idna2003();
      default -> throw new AssertionError(profile);
    };
  }

  /** A problem as the library reports it, in the shape of one idna_problems element. */
  private static List<Object> expected(IdnaProblem p) {
    return Arrays.asList(
        p.labelIndex().isEmpty() ? null : p.labelIndex().getAsInt(),
        p.labelIndex().isEmpty() ? "NAME" : "LABEL",
        p.offset(),
        p.error().name(),
        p.error().uts46Code().orElse(null),
        p.detail());
  }

  private static List<List<Object>> expected(DomainResult r) {
    return r.problems().stream().map(IdnaFunctionsTest::expected).collect(Collectors.toList());
  }

  /** An idna_problems value as plain lists, comparable with {@link #expected(DomainResult)}. */
  private static List<List<Object>> actual(List<Row> problems) {
    List<List<Object>> out = new ArrayList<>();
    for (Row p : problems) {
      out.add(Arrays.asList(p.get(0), p.get(1), p.get(2), p.get(3), p.get(4), p.get(5)));
    }
    return out;
  }

  private static Dataset<Row> names(List<String> names, int partitions) {
    StructType schema = new StructType().add("name", DataTypes.StringType);
    List<Row> rows = names.stream().map(n -> RowFactory.create(n)).collect(Collectors.toList());
    return spark.createDataFrame(rows, schema).repartition(partitions);
  }

  /** Asserts that row {@code r}, from {@code name, f(name, p)...} per profile, is the library's. */
  private static void assertLibraryResults(Row r, List<String> profiles) {
    String name = r.getString(0);
    int i = 1;
    for (String profile : profiles) {
      DomainResult ascii = idna(profile).toAscii(name);
      DomainResult unicode = idna(profile).toUnicode(name);
      String where = profile + " on '" + name + "'";
      assertThat(r.getString(i++)).as("idna_to_ascii " + where).isEqualTo(ascii.output());
      assertThat(r.getString(i++)).as("idna_to_unicode " + where).isEqualTo(unicode.output());
      assertThat(r.getBoolean(i++)).as("idna_is_valid " + where).isEqualTo(ascii.isValid());
      assertThat(actual(r.getList(i++))).as("idna_problems " + where).isEqualTo(expected(ascii));
    }
  }

  @Test
  void sqlGivesTheLibrarysResultForEveryCorpusNameUnderEveryProfile() {
    Dataset<Row> frame = names(corpus, 4);
    assertThat(frame.rdd().getNumPartitions()).isEqualTo(4);
    frame.createOrReplaceTempView("corpus");
    String columns =
        PROFILES.stream()
            .map(
                p ->
                    String.format(
                        "idna_to_ascii(name, '%1$s'), idna_to_unicode(name, '%1$s'), "
                            + "idna_is_valid(name, '%1$s'), idna_problems(name, '%1$s')",
                        p))
            .collect(Collectors.joining(", "));

    List<Row> rows = spark.sql("SELECT name, " + columns + " FROM corpus").collectAsList();

    assertThat(rows).hasSize(corpus.size());
    assertThat(rows.stream().map(r -> r.getString(0)).sorted().toList())
        .isEqualTo(corpus.stream().sorted().toList());
    for (Row r : rows) {
      assertLibraryResults(r, PROFILES);
    }
  }

  @Test
  void withoutAProfileSqlAndTheColumnApiUseLookup() {
    Dataset<Row> frame = names(corpus.subList(0, 20_000), 3);
    frame.createOrReplaceTempView("some_names");

    List<Row> sql =
        spark
            .sql(
                "SELECT name, idna_to_ascii(name), idna_to_unicode(name), "
                    + "idna_is_valid(name), idna_problems(name) FROM some_names")
            .collectAsList();
    List<Row> api =
        frame
            .select(
                col("name"),
                IdnaFunctions.idnaToAscii(col("name")),
                IdnaFunctions.idnaToUnicode(col("name")),
                IdnaFunctions.idnaIsValid(col("name")),
                IdnaFunctions.idnaProblems(col("name")))
            .collectAsList();

    assertThat(sql).hasSize(20_000);
    assertThat(api).hasSize(20_000);
    for (Row r : sql) {
      assertLibraryResults(r, List.of("lookup"));
    }
    for (Row r : api) {
      assertLibraryResults(r, List.of("lookup"));
    }
  }

  @Test
  void theColumnApiTakesEveryProfile() {
    Dataset<Row> frame = names(corpus.subList(0, 5_000), 2);
    for (String profile : PROFILES) {
      List<Row> rows =
          frame
              .select(
                  col("name"),
                  IdnaFunctions.idnaToAscii(col("name"), profile),
                  IdnaFunctions.idnaToUnicode(col("name"), profile),
                  IdnaFunctions.idnaIsValid(col("name"), profile),
                  IdnaFunctions.idnaProblems(col("name"), profile))
              .collectAsList();
      assertThat(rows).hasSize(5_000);
      for (Row r : rows) {
        assertLibraryResults(r, List.of(profile));
      }
    }
  }

  @Test
  void nullInGivesNullOut() {
    Dataset<Row> frame = names(Arrays.asList("example.com", null, null), 2);
    frame.createOrReplaceTempView("with_nulls");

    List<Row> sql =
        spark
            .sql(
                "SELECT idna_to_ascii(name), idna_to_unicode(name, 'uts46'), "
                    + "idna_is_valid(name, 'registration'), idna_problems(name, 'idna2003') "
                    + "FROM with_nulls WHERE name IS NULL")
            .collectAsList();
    List<Row> api =
        frame
            .where(col("name").isNull())
            .select(
                IdnaFunctions.idnaToAscii(col("name")), IdnaFunctions.idnaToUnicode(col("name")),
                IdnaFunctions.idnaIsValid(col("name")), IdnaFunctions.idnaProblems(col("name")))
            .collectAsList();

    assertThat(sql).hasSize(2);
    assertThat(api).hasSize(2);
    for (Row r : sql) {
      assertThat(Arrays.asList(r.get(0), r.get(1), r.get(2), r.get(3))).containsOnlyNulls();
    }
    for (Row r : api) {
      assertThat(Arrays.asList(r.get(0), r.get(1), r.get(2), r.get(3))).containsOnlyNulls();
    }
    Row literals =
        spark
            .sql(
                "SELECT idna_to_ascii(NULL), idna_is_valid(CAST(NULL AS STRING)), "
                    + "idna_problems(NULL, 'uts46')")
            .first();
    assertThat(literals.isNullAt(0)).isTrue();
    assertThat(literals.isNullAt(1)).isTrue();
    assertThat(literals.isNullAt(2)).isTrue();
  }

  @Test
  void hostileStringsGiveResultsNotFailedTasks() {
    List<String> hostile =
        List.of(
            "\uD800", // unpaired high surrogate
            "a\uDC00b.example", // unpaired low surrogate inside a label
            "nul\u0000byte.example", // NUL
            "\u0000",
            "a".repeat(100_000), // one 100,000-character label
            "a.".repeat(50_000), // 50,000 labels
            ".".repeat(100_000), // 100,000 dots, no label
            "e\u0301".repeat(20_000) + ".example", // long combining sequence
            "xn--.example", // empty Punycode
            "xn--zz-zzzzzzzzzzzzzz.example", // broken Punycode
            "\u202E\u0661-.example", // Bidi controls and digits
            "\uFFFD\uFFFF\uDBFF\uDFFF.example", // replacement, noncharacter, last code point
            "");
    Dataset<Row> frame = names(hostile, 3);
    frame.createOrReplaceTempView("hostile");
    String columns =
        PROFILES.stream()
            .map(
                p ->
                    String.format(
                        "idna_to_ascii(name, '%1$s'), idna_to_unicode(name, '%1$s'), "
                            + "idna_is_valid(name, '%1$s'), idna_problems(name, '%1$s')",
                        p))
            .collect(Collectors.joining(", "));

    List<Row> rows = spark.sql("SELECT name, " + columns + " FROM hostile").collectAsList();

    assertThat(rows).hasSize(hostile.size());
    for (Row r : rows) {
      // Spark holds strings as UTF-8: a lone surrogate reaches the function as '?', so the
      // expected result is the library's on the string Spark hands back, not on the original.
      assertLibraryResults(r, PROFILES);
    }
    assertThat(rows.stream().map(r -> r.getString(0)))
        .contains("?", "a?b.example", "nul\u0000byte.example", "a".repeat(100_000));
  }

  @Test
  void anUnknownProfileFailsTheQueryAtAnalysisNotATask() {
    names(List.of("example.com"), 1).createOrReplaceTempView("one");

    assertThatThrownBy(() -> spark.sql("SELECT idna_to_ascii(name, 'strict') FROM one"))
        .hasMessageContaining("unknown IDNA profile 'strict'")
        .hasMessageContaining("uts46, lookup, whatwg, transitional, registration, idna2003");
    assertThatThrownBy(() -> IdnaFunctions.idnaProblems(col("name"), "strict"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unknown IDNA profile 'strict'");
  }

  @Test
  void theProfileMustBeAConstantStringAndTheNameAString() {
    names(List.of("example.com"), 1).createOrReplaceTempView("one");

    assertThatThrownBy(() -> spark.sql("SELECT idna_is_valid(name, name) FROM one"))
        .hasMessageContaining("the profile must be a string literal");
    assertThatThrownBy(() -> spark.sql("SELECT idna_is_valid(name, CAST(NULL AS STRING)) FROM one"))
        .hasMessageContaining("the profile must not be NULL");
    assertThatThrownBy(() -> spark.sql("SELECT idna_to_unicode(name, 'uts46', 'x') FROM one"))
        .hasMessageContaining("idna_to_unicode takes a name and an optional profile");
    assertThatThrownBy(() -> spark.sql("SELECT idna_to_ascii(42)"))
        .hasMessageContaining("idna_to_ascii needs a STRING name, not INT");
    assertThat(spark.sql("SELECT idna_to_ascii(name, 'UTS46') FROM one").first().getString(0))
        .isEqualTo(Idna.uts46().toAscii("example.com").output());
  }

  @Test
  void problemsHaveTheDocumentedType() {
    assertThat(
            spark
                .sql("SELECT idna_problems('a..b') AS p")
                .schema()
                .apply("p")
                .dataType()
                .simpleString())
        .isEqualTo(
            "array<struct<label_index:int,scope:string,offset:int,error:string,uts46_code:string,detail:string>>");
    assertThat(IdnaFunctions.problemType().simpleString())
        .isEqualTo(
            "struct<label_index:int,scope:string,offset:int,error:string,uts46_code:string,detail:string>");
  }
}
