package org.idna4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.desc;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.expressions.GenericRowWithSchema;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.idna4j.label.IdnaProfile;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The zone-scale validation job: every name of a text, CSV or Parquet input validated with IDNA4J,
 * one record per name, and the count of names per error.
 *
 * <p>Run it with {@code spark-submit --class org.idna4j.spark.ValidateNames} on a cluster, or with
 * plain {@code java} on this machine ({@code local[*]} is used when no master is set); {@code
 * --help} prints the options and the module's README shows both commands.
 *
 * <p>Output, under the {@code --output} directory:
 *
 * <ul>
 *   <li>{@code names/}: Parquet or JSON Lines records with the fields of an {@code idna check}
 *       record: {@code input}, {@code ascii}, {@code unicode}, {@code valid} and {@code problems}
 *       (an array of {@code label_index, offset, error, code, detail}, as {@link
 *       IdnaFunctions#problemType()}). ASCII form, validity and problems come from ToASCII, the
 *       Unicode form from ToUnicode. A null input (an empty CSV cell) gives a record whose other
 *       fields are null. A name longer than {@code --max-name-length} bytes of UTF-8 (default 64
 *       KiB) is not converted: its record has empty forms, valid {@code false} and the one problem
 *       {@code INPUT_TOO_LONG}.
 *   <li>{@code summary/}: one JSON file holding one record: {@code names}, {@code valid}, {@code
 *       invalid}, {@code nulls} and {@code errors}, the number of names having each error (with its
 *       UTS #46 code), most frequent first. It is computed from the written records, so the names
 *       are validated only once. It is also printed.
 * </ul>
 *
 * <p>The exit status is 0 when the job ran, whatever the names held, 2 on a usage error and 1 when
 * Spark failed (unreadable input, existing output without {@code --overwrite}).
 */
public final class ValidateNames {

  /** The type of a record of {@code names/}. */
  static final StructType RECORD = nullable(IdnaFunctions.CHECK);

  /** The struct with every field nullable: a null input gives a record of nulls. */
  private static StructType nullable(StructType t) {
    StructType out = new StructType();
    for (org.apache.spark.sql.types.StructField f : t.fields()) {
      out = out.add(f.name(), f.dataType(), true);
    }
    return out;
  }

  private static final StructType ERROR_COUNT =
      new StructType()
          .add("error", DataTypes.StringType, false)
          .add("uts46_code", DataTypes.StringType, true)
          .add("names", DataTypes.LongType, false);

  /** The type of the summary record. */
  static final StructType SUMMARY =
      new StructType()
          .add("profile", DataTypes.StringType, false)
          .add("names", DataTypes.LongType, false)
          .add("valid", DataTypes.LongType, false)
          .add("invalid", DataTypes.LongType, false)
          .add("nulls", DataTypes.LongType, false)
          .add("errors", DataTypes.createArrayType(ERROR_COUNT, false), false);

  private ValidateNames() {}

  /**
   * Runs the job and exits with its status.
   *
   * @param args the options; {@code --help} lists them
   */
  public static void main(String[] args) {
    int status = run(System.out, System.err, args);
    if (status != 0) {
      System.exit(status);
    }
  }

  /**
   * Runs the job in a session of its own, stopped at the end.
   *
   * @return the exit status: 0 done, 1 Spark failed, 2 usage error
   */
  static int run(PrintStream out, PrintStream err, String... args) {
    Optional<JobOptions> parsed;
    try {
      parsed = JobOptions.parse(args);
    } catch (IllegalArgumentException e) {
      err.println("ValidateNames: " + e.getMessage());
      err.println();
      err.println(JobOptions.USAGE);
      return 2;
    }
    if (parsed.isEmpty()) {
      out.println(JobOptions.USAGE);
      return 0;
    }
    SparkSession spark = session();
    spark.sparkContext().setLogLevel("WARN");
    try {
      Row summary = validate(spark, parsed.get());
      out.print(describe(summary));
      return 0;
    } catch (IllegalArgumentException e) {
      err.println("ValidateNames: " + e.getMessage());
      return 2;
    } catch (RuntimeException e) {
      err.println("ValidateNames: failed: " + e);
      return 1;
    } finally {
      spark.stop();
    }
  }

  /** The session of spark-submit, or a local one using every core when none was configured. */
  private static SparkSession session() {
    SparkSession.Builder builder = SparkSession.builder().appName("IDNA4J ValidateNames");
    if (!new SparkConf().contains("spark.master")) {
      builder.master("local[*]");
    }
    return builder.getOrCreate();
  }

  /**
   * Validates every input name, writes the records and the summary, and returns the summary.
   *
   * @param spark the session to run in
   * @param options the job's options
   * @return the summary record, of type {@link #SUMMARY} (it carries that schema)
   * @throws IllegalArgumentException if the input's column is missing or not a string column
   */
  static Row validate(SparkSession spark, JobOptions options) {
    IdnaProfile.Preset profile = IdnaProfile.Preset.byName(options.profile());
    Dataset<Row> names = NameInput.read(spark, options);
    if (options.partitions().isPresent()) {
      names = names.repartition(options.partitions().get());
    }
    // One UDF call per name gives the whole record (one ToASCII and one ToUnicode); Spark does
    // not inline a UDF into each field access, so it is not evaluated once per field.
    Dataset<Row> records =
        names
            .select(
                col(NameInput.INPUT),
                IdnaFunctions.check(col(NameInput.INPUT), profile, options.maxNameBytes()).as("r"))
            .select(col("r.*")); // the check record: the fields of idna check --format jsonl

    String format = options.outputFormat().name().toLowerCase(Locale.ROOT);
    SaveMode mode = options.overwrite() ? SaveMode.Overwrite : SaveMode.ErrorIfExists;
    String namesPath = child(options.output(), "names");
    // every field always present, null or not, as every face writes records
    records.write().mode(mode).format(format).option("ignoreNullFields", "false").save(namesPath);

    Row summary = summarize(spark.read().schema(RECORD).format(format).load(namesPath), profile);
    spark
        .createDataFrame(List.of(summary), SUMMARY)
        .coalesce(1)
        .write()
        .mode(mode)
        .json(child(options.output(), "summary"));
    return summary;
  }

  /** Counts names, valid and invalid ones, and names per error, from the written records. */
  static Row summarize(Dataset<Row> records, IdnaProfile.Preset profile) {
    Row totals =
        records
            .agg(
                count(lit(1)),
                sum(when(col("valid"), 1L).otherwise(0L)),
                sum(when(col("valid").equalTo(false), 1L).otherwise(0L)),
                sum(when(col(NameInput.INPUT).isNull(), 1L).otherwise(0L)))
            .first();
    // A name counts once per error it has, however often the error occurs in it.
    List<Row> perError =
        records
            .select(
                expr(
                    "explode(array_distinct(transform(problems, "
                        + "p -> named_struct('error', p.error, 'uts46_code', p.uts46_code)))) AS e"))
            .groupBy(col("e.error"), col("e.uts46_code"))
            .agg(count(lit(1)).as("names"))
            .orderBy(desc("names"), col("error"))
            .collectAsList();
    List<Row> errors = new ArrayList<>(perError.size());
    for (Row e : perError) {
      errors.add(
          new GenericRowWithSchema(
              new Object[] {e.getString(0), e.getString(1), e.getLong(2)}, ERROR_COUNT));
    }
    // An external Row holds arrays as Scala sequences (what createDataFrame expects).
    return new GenericRowWithSchema(
        new Object[] {
          profile.presetName(),
          totals.getLong(0),
          orZero(totals, 1),
          orZero(totals, 2),
          orZero(totals, 3),
          CollectionConverters.asScala(errors).toSeq()
        },
        SUMMARY);
  }

  private static long orZero(Row row, int i) {
    return row.isNullAt(i) ? 0L : row.getLong(i);
  }

  /** A person's view of the summary: totals, then names per error. */
  static String describe(Row summary) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "profile  %s%n", summary.getString(0)));
    sb.append(String.format(Locale.ROOT, "names    %,d%n", summary.getLong(1)));
    sb.append(String.format(Locale.ROOT, "valid    %,d%n", summary.getLong(2)));
    sb.append(String.format(Locale.ROOT, "invalid  %,d%n", summary.getLong(3)));
    if (summary.getLong(4) > 0) {
      sb.append(String.format(Locale.ROOT, "nulls    %,d%n", summary.getLong(4)));
    }
    List<Row> errors = summary.getList(5);
    if (!errors.isEmpty()) {
      sb.append(String.format(Locale.ROOT, "names per error:%n"));
      for (Row e : errors) {
        sb.append(
            String.format(
                Locale.ROOT,
                "  %-40s %-6s %,d%n",
                e.getString(0),
                e.isNullAt(1) ? "" : e.getString(1),
                e.getLong(2)));
      }
    }
    return sb.toString();
  }

  private static String child(String dir, String name) {
    return dir.endsWith("/") ? dir + name : dir + "/" + name;
  }
}
