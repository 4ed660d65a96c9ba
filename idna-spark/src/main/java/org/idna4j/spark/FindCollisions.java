package org.idna4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.collect_list;
import static org.apache.spark.sql.functions.monotonically_increasing_id;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;

/**
 * Collision check of a whole zone in one pass (RFC 7940 §8.5): every candidate label with the
 * registered labels it collides with, as a join on the index label.
 *
 * <pre>
 * spark-submit --class org.idna4j.spark.FindCollisions idna-spark.jar \
 *     --lgr /data/rz-lgr-5 --registered zone.txt --candidates new.txt --output out [--overwrite]
 * </pre>
 *
 * <p>Inputs are text files, one label (U-label or A-label) per line. Output, JSON Lines under
 * {@code --output}: one record per candidate line with {@code input}, {@code index_label} (null
 * when not eligible) and {@code collides_with}, the registered labels as written in their file
 * (empty when none), the fields of {@code idna lgr collisions}. With an LGR-set directory the
 * common LGR computes the index labels. Exit status 0 done, 1 Spark failed, 2 usage error.
 */
public final class FindCollisions {

  static final String USAGE =
      "Usage: FindCollisions --lgr PATH --registered FILE --candidates FILE"
          + " --output DIR [--overwrite]";

  private FindCollisions() {}

  /**
   * Runs the job and exits with its status.
   *
   * @param args the options
   */
  public static void main(String[] args) {
    int status = run(System.out, System.err, args);
    if (status != 0) {
      System.exit(status);
    }
  }

  static int run(PrintStream out, PrintStream err, String... args) {
    Map<String, String> opts = new HashMap<>();
    boolean overwrite = false;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--overwrite")) {
        overwrite = true;
      } else if (Arrays.asList("--lgr", "--registered", "--candidates", "--output").contains(a)
          && i + 1 < args.length) {
        opts.put(a, args[++i]);
      } else {
        err.println("FindCollisions: unexpected argument " + a);
        err.println(USAGE);
        return 2;
      }
    }
    for (String required : List.of("--lgr", "--registered", "--candidates", "--output")) {
      if (!opts.containsKey(required)) {
        err.println("FindCollisions: missing " + required);
        err.println(USAGE);
        return 2;
      }
    }
    SparkSession.Builder builder = SparkSession.builder().appName("IDNA4J FindCollisions");
    if (!new SparkConf().contains("spark.master")) {
      builder.master("local[*]");
    }
    SparkSession spark = builder.getOrCreate();
    try {
      long n =
          find(
              spark,
              opts.get("--lgr"),
              opts.get("--registered"),
              opts.get("--candidates"),
              opts.get("--output"),
              overwrite);
      out.println("FindCollisions: " + n + " candidates collide with registered labels");
      return 0;
    } catch (RuntimeException e) {
      err.println("FindCollisions: failed: " + e);
      return 1;
    } finally {
      spark.stop();
    }
  }

  /** Computes the collisions and writes them; returns the number of colliding candidates. */
  static long find(
      SparkSession spark,
      String lgr,
      String registered,
      String candidates,
      String output,
      boolean overwrite) {
    Dataset<Row> reg =
        spark
            .read()
            .textFile(registered)
            .toDF("name")
            .filter(functions.trim(col("name")).notEqual(""))
            .select(functions.trim(col("name")).as("name"))
            .select(col("name"), LgrFunctions.lgrIndex(col("name"), lgr).as("idx"))
            .filter(col("idx").isNotNull())
            .groupBy("idx")
            .agg(functions.array_sort(collect_list("name")).as("collides_with"));
    Dataset<Row> cand =
        spark
            .read()
            .textFile(candidates)
            .toDF("input")
            .withColumn("order", monotonically_increasing_id())
            .select(
                col("input"),
                col("order"),
                LgrFunctions.lgrIndex(col("input"), lgr).as("index_label"));
    Dataset<Row> joined =
        cand.join(reg, cand.col("index_label").equalTo(reg.col("idx")), "left")
            .select(
                col("order"),
                col("input"),
                col("index_label"),
                functions
                    .coalesce(col("collides_with"), functions.array().cast("array<string>"))
                    .as("collides_with"))
            .orderBy("order")
            .drop("order");
    joined.cache();
    joined.write().mode(overwrite ? SaveMode.Overwrite : SaveMode.ErrorIfExists).json(output);
    long colliding = joined.filter(functions.size(col("collides_with")).gt(0)).count();
    joined.unpersist();
    return colliding;
  }
}
