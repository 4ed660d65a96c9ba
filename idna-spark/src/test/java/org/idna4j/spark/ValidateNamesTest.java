package org.idna4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.domain.UrlDomainError;
import org.idna4j.label.IdnaError;
import org.idna4j.label.ProblemCode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ValidateNames job, end to end on temporary directories. */
class ValidateNamesTest {

  private static SparkSession spark;
  private static List<String> corpus;

  @TempDir Path dir;

  @BeforeAll
  static void setUp() throws IOException {
    spark = LocalSpark.session();
    try (InputStream in = ValidateNamesTest.class.getResourceAsStream("/corpus/mixed.txt")) {
      corpus = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
  }

  private static JobOptions options(String... args) {
    return JobOptions.parse(args).orElseThrow();
  }

  /** Asserts that a written record is the library's result for its input under a profile. */
  private static void assertRecord(Row r, Idna idna) {
    String input = r.getAs("input");
    DomainResult ascii = idna.toAscii(input);
    assertThat((String) r.getAs("ascii")).as("ascii of '%s'", input).isEqualTo(ascii.output());
    assertThat((String) r.getAs("unicode"))
        .as("unicode of '%s'", input)
        .isEqualTo(idna.toUnicode(input).output());
    assertThat((Boolean) r.getAs("valid")).as("valid of '%s'", input).isEqualTo(ascii.isValid());
    List<Row> problems = r.getList(r.fieldIndex("problems"));
    List<String> actual =
        problems.stream()
            .map(
                p ->
                    p.getAs("label_index")
                        + "/"
                        + p.getAs("offset")
                        + "/"
                        + p.getAs("error")
                        + "/"
                        + p.getAs("uts46_code")
                        + "/"
                        + p.getAs("detail"))
            .toList();
    List<String> expected =
        ascii.problems().stream()
            .map(
                p ->
                    (p.labelIndex().isEmpty() ? null : p.labelIndex().getAsInt())
                        + "/"
                        + p.offset()
                        + "/"
                        + p.error().name()
                        + "/"
                        + p.error().uts46Code().orElse(null)
                        + "/"
                        + p.detail())
            .toList();
    assertThat(actual).as("problems of '%s'", input).isEqualTo(expected);
  }

  /** Names per error, counted with the library alone. */
  private static Map<String, Long> namesPerError(List<String> names, Idna idna) {
    Map<String, Long> counts = new HashMap<>();
    for (String name : names) {
      if (name == null) {
        continue;
      }
      Set<ProblemCode> errors = new LinkedHashSet<>();
      idna.toAscii(name).problems().forEach(p -> errors.add(p.error()));
      errors.forEach(e -> counts.merge(e.name(), 1L, Long::sum));
    }
    return counts;
  }

  /** The error of this name: IDNA processing's, or the URL Standard domain parser's. */
  private static ProblemCode codeOf(String name) {
    for (ProblemCode c : UrlDomainError.values()) {
      if (c.name().equals(name)) {
        return c;
      }
    }
    return IdnaError.valueOf(name);
  }

  private static Map<String, Long> namesPerError(Row summary) {
    Map<String, Long> counts = new HashMap<>();
    for (Row e : summary.<Row>getList(summary.fieldIndex("errors"))) {
      counts.put(e.getString(0), e.getLong(2));
      assertThat(e.getString(1)).isEqualTo(codeOf(e.getString(0)).uts46Code().orElse(null));
    }
    return counts;
  }

  @Test
  void textToParquetGivesOneRecordPerLineAndASummaryThatAddsUp() throws IOException {
    List<String> lines = new ArrayList<>(corpus.subList(0, 30_000));
    lines.addAll(
        List.of(
            "",
            "a..b",
            "-x.example",
            "Faß.DE",
            "xn--zz-zzzzzz.example",
            "a".repeat(300),
            "nul\u0000.example"));
    Path input = dir.resolve("names.txt");
    Files.write(input, lines, StandardCharsets.UTF_8);
    String out = dir.resolve("out").toString();

    Row summary =
        ValidateNames.validate(
            spark, options("--input", input.toString(), "--output", out, "--partitions", "3"));

    List<Row> records = spark.read().parquet(out + "/names").collectAsList();
    assertThat(records).hasSize(lines.size());
    assertThat(records.stream().map(r -> (String) r.getAs("input")).sorted().toList())
        .isEqualTo(lines.stream().sorted().toList());
    for (Row r : records) {
      assertRecord(r, Idna.lookup());
    }
    long valid = lines.stream().filter(n -> Idna.lookup().toAscii(n).isValid()).count();
    assertThat(summary.getString(0)).isEqualTo("lookup");
    assertThat(summary.getLong(1)).isEqualTo(lines.size());
    assertThat(summary.getLong(2)).isEqualTo(valid);
    assertThat(summary.getLong(3)).isEqualTo(lines.size() - valid);
    assertThat(summary.getLong(4)).isZero();
    assertThat(namesPerError(summary)).isEqualTo(namesPerError(lines, Idna.lookup())).isNotEmpty();
    Row written = spark.read().schema(ValidateNames.SUMMARY).json(out + "/summary").first();
    assertThat(written).isEqualTo(summary);
  }

  @Test
  void csvToJsonWithAProfileAndANullCell() throws IOException {
    Path input = dir.resolve("zone.csv");
    Files.writeString(
        input,
        "domain,registrar\nfaß.de,r1\n,r2\n\"xn--fa-hia.de\",r3\n" + "\"a,b.example\",r4\n",
        StandardCharsets.UTF_8);
    String out = dir.resolve("out").toString();

    Row summary =
        ValidateNames.validate(
            spark,
            options(
                "--input",
                input.toString(),
                "--input-format",
                "csv",
                "--csv-header",
                "true",
                "--column",
                "domain",
                "--output",
                out,
                "--output-format",
                "json",
                "--profile",
                "transitional"));

    List<String> json;
    try (Stream<Path> files = Files.list(Path.of(out, "names"))) {
      json =
          files
              .filter(f -> f.getFileName().toString().endsWith(".json"))
              .flatMap(
                  f -> {
                    try {
                      return Files.readAllLines(f, StandardCharsets.UTF_8).stream();
                    } catch (IOException e) {
                      throw new AssertionError(e);
                    }
                  })
              .toList();
    }
    assertThat(json).hasSize(4).allSatisfy(line -> assertThat(line).startsWith("{"));
    List<Row> records =
        spark.read().schema(ValidateNames.RECORD).json(out + "/names").collectAsList();
    assertThat(records).hasSize(4);
    for (Row r : records) {
      if (r.getAs("input") == null) {
        assertThat(Arrays.asList(r.get(1), r.get(2), r.get(3), r.get(4))).containsOnlyNulls();
      } else {
        assertRecord(r, Idna.transitional());
      }
    }
    assertThat(summary.getString(0)).isEqualTo("transitional");
    assertThat(summary.getLong(1)).isEqualTo(4);
    assertThat(summary.getLong(4)).isEqualTo(1);
    assertThat(summary.getLong(2) + summary.getLong(3)).isEqualTo(3);
  }

  @Test
  void existingOutputIsKeptUnlessOverwriteIsGiven() throws IOException {
    Path input = dir.resolve("names.txt");
    Files.writeString(input, "example.com\n", StandardCharsets.UTF_8);
    String out = dir.resolve("out").toString();
    ValidateNames.validate(spark, options("--input", input.toString(), "--output", out));

    assertThatThrownBy(
            () ->
                ValidateNames.validate(
                    spark, options("--input", input.toString(), "--output", out)))
        .hasMessageContaining("already exists");
    Files.writeString(input, "example.com\nexample.org\n", StandardCharsets.UTF_8);
    Row summary =
        ValidateNames.validate(
            spark, options("--input", input.toString(), "--output", out, "--overwrite"));
    assertThat(summary.getLong(1)).isEqualTo(2);
  }

  @Test
  void usageErrorsExitWithStatusTwoBeforeSparkStarts() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status =
        ValidateNames.run(
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            "--input",
            "x",
            "--profile",
            "nope");

    assertThat(status).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains("unknown IDNA profile 'nope'")
        .contains("Usage: ValidateNames");
    assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  /**
   * The documented local command, {@code java <Spark's JVM options> -cp ... ValidateNames}, in a
   * JVM of its own: it starts local[*], writes both outputs and prints the summary.
   */
  @Test
  void theJobRunsAsAPlainJavaProgram() throws Exception {
    Path input = dir.resolve("names.txt");
    Files.writeString(input, "example.com\nbücher.example\na..b\n", StandardCharsets.UTF_8);
    Path out = dir.resolve("out");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
        .filter(
            a ->
                a.startsWith("--add-")
                    || a.startsWith("-XX:+Ignore")
                    || a.startsWith("-Dio.")
                    || a.startsWith("-Djdk.")
                    || a.startsWith("-Dlog4j"))
        .forEach(command::add);
    // Keep the test's Spark on the loopback interface, as LocalSpark does.
    command.addAll(
        List.of(
            "-Dspark.driver.host=127.0.0.1",
            "-Dspark.driver.bindAddress=127.0.0.1",
            "-cp",
            System.getProperty("java.class.path"),
            ValidateNames.class.getName(),
            "--input",
            input.toString(),
            "--output",
            out.toString(),
            "--output-format",
            "json"));
    Process process =
        new ProcessBuilder(command).redirectError(dir.resolve("stderr.txt").toFile()).start();
    String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(3, TimeUnit.MINUTES)).isTrue();

    assertThat(process.exitValue())
        .as("exit status; stderr: %s", Files.readString(dir.resolve("stderr.txt")))
        .isZero();
    assertThat(stdout).contains("names    3").contains("EMPTY_LABEL");
    try (Stream<Path> files = Files.list(out.resolve("summary"))) {
      assertThat(files.map(f -> f.getFileName().toString()).collect(Collectors.toList()))
          .anyMatch(f -> f.endsWith(".json"));
    }
  }
}
