package org.idna4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.length;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;

/**
 * Measures how many names per second the functions process on {@code local[2]}: not a test, a
 * program (README.md gives the command).
 *
 * <p>The names are the test corpus repeated to 1,000,000 lines (85% lowercase ASCII, 5% ASCII with
 * capitals, 10% non-ASCII), read from a text file and cached in memory in four partitions before
 * the clock starts, so neither session start-up nor input I/O is counted. Each measurement runs the
 * query to Spark's {@code noop} sink, which computes every row and writes nothing; each is repeated
 * and the best and median times are printed.
 *
 * <p>Arguments (optional): the number of names (default 1000000), the master (default {@code
 * local[2]}), the repetitions (default 5).
 */
public final class Throughput {

  private Throughput() {}

  /**
   * Runs the measurement and prints names per second per function.
   *
   * @param args optional: names, master, repetitions
   * @throws IOException if the temporary input cannot be written
   */
  public static void main(String[] args) throws IOException {
    int total = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
    String master = args.length > 1 ? args[1] : "local[2]";
    int repetitions = args.length > 2 ? Integer.parseInt(args[2]) : 5;

    List<String> corpus;
    try (InputStream in = Throughput.class.getResourceAsStream("/corpus/mixed.txt")) {
      corpus = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
    Path file = Files.createTempFile("idna-spark-throughput", ".txt");
    List<String> lines = new ArrayList<>(total);
    for (int i = 0; i < total; i++) {
      lines.add(corpus.get(i % corpus.size()));
    }
    Files.write(file, lines, StandardCharsets.UTF_8);
    lines = null;

    SparkSession spark =
        SparkSession.builder()
            .appName("idna-spark throughput")
            .master(master)
            .config("spark.ui.enabled", "false")
            .config("spark.sql.shuffle.partitions", "4")
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .getOrCreate();
    spark.sparkContext().setLogLevel("WARN");
    try {
      Dataset<Row> names =
          spark.read().text(file.toString()).repartition(4).persist(StorageLevel.MEMORY_ONLY());
      long count = names.count();
      System.out.printf(
          Locale.ROOT,
          "%,d names in %d cached partitions, master %s, Java %s%n",
          count,
          names.rdd().getNumPartitions(),
          master,
          System.getProperty("java.version"));

      Column name = col("value");
      measure("baseline: length(value), no IDNA", names.select(length(name)), count, repetitions);
      measure("idna_to_ascii", names.select(IdnaFunctions.idnaToAscii(name)), count, repetitions);
      measure("idna_is_valid", names.select(IdnaFunctions.idnaIsValid(name)), count, repetitions);
      measure("idna_problems", names.select(IdnaFunctions.idnaProblems(name)), count, repetitions);
      measure(
          "ValidateNames record (ToASCII + ToUnicode + problems)",
          names
              .select(name, IdnaFunctions.check(name, IdnaFunctions.DEFAULT_PROFILE).as("r"))
              .select(
                  col("value"),
                  col("r.ascii"),
                  col("r.unicode"),
                  col("r.valid"),
                  col("r.problems")),
          count,
          repetitions);
    } finally {
      spark.stop();
      Files.deleteIfExists(file);
    }
  }

  private static void measure(String what, Dataset<Row> query, long names, int repetitions) {
    query.write().format("noop").mode("overwrite").save(); // warm-up: JIT, codegen
    long[] nanos = new long[repetitions];
    for (int i = 0; i < repetitions; i++) {
      long start = System.nanoTime();
      query.write().format("noop").mode("overwrite").save();
      nanos[i] = System.nanoTime() - start;
    }
    Arrays.sort(nanos);
    double best = names / (nanos[0] / 1e9);
    double median = names / (nanos[repetitions / 2] / 1e9);
    System.out.printf(
        Locale.ROOT, "%-55s best %,10.0f names/s   median %,10.0f names/s%n", what, best, median);
  }
}
