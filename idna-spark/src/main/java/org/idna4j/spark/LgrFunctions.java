package org.idna4j.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.idna4j.lgr.LabelResult;
import org.idna4j.lgr.Ruleset;

/**
 * RFC 7940 Label Generation Rulesets (module idna-lgr) as Spark SQL functions.
 *
 * <pre>{@code
 * LgrFunctions.register(spark);
 * spark.sql("SELECT label, lgr_index(label, '/data/rz-lgr-5'), lgr_disposition(label, '/data/rz-lgr-5')"
 *     + " FROM zone");
 * }</pre>
 *
 * <ul>
 *   <li>{@code lgr_index(label, lgr)}: the index label (RFC 7940 §8.5) as a U-label, null when the
 *       label is not eligible; equal index labels collide;
 *   <li>{@code lgr_disposition(label, lgr)}: the label's disposition ({@code valid}, {@code
 *       invalid}, {@code blocked}, ...; RFC 7940 §8.3).
 * </ul>
 *
 * <p>{@code lgr} is a name ({@code icann:full-variant-set/de}, {@code rz-lgr-5}: ICANN's tables
 * from the bundled {@code idna-lgr-icann} artifact) or a path every executor can read: an LGR XML
 * file, or an LGR-set directory (element LGRs plus a {@code *common*.xml}, see the root README),
 * where the element LGR of the label's script gives the disposition and the common LGR the index
 * label. Each executor JVM loads an LGR once, on first use, and keeps it (an immutable, thread-safe
 * object); only the path travels with the function. A null label gives null. An unreadable or
 * invalid LGR fails the query with the loader's message (line and column).
 */
public final class LgrFunctions {

  /** SQL name of the index-label function. */
  public static final String INDEX = "idna_lgr_index";

  /** SQL name of the disposition function. */
  public static final String DISPOSITION = "idna_lgr_disposition";

  /** LGRs (or LGR sets) loaded in this JVM, by path. */
  private static final ConcurrentHashMap<String, Ruleset> LOADED = new ConcurrentHashMap<>();

  private LgrFunctions() {}

  /**
   * Registers {@code lgr_index} and {@code lgr_disposition} as temporary functions.
   *
   * @param spark the session
   */
  public static void register(SparkSession spark) {
    Objects.requireNonNull(spark, "spark");
    spark
        .udf()
        .register(INDEX, (UDF2<String, String, String>) LgrFunctions::index, DataTypes.StringType);
    spark
        .udf()
        .register(
            DISPOSITION,
            (UDF2<String, String, String>) LgrFunctions::disposition,
            DataTypes.StringType);
  }

  /**
   * {@code lgr_index(label, lgr)} for the Column API.
   *
   * @param label a string column of U-labels or A-labels
   * @param lgr the path of an LGR file or LGR-set directory
   * @return the index label, null where not eligible or where {@code label} is null
   */
  public static Column lgrIndex(Column label, String lgr) {
    return functions.udf(new Index(lgr), DataTypes.StringType).withName(INDEX).apply(label);
  }

  /**
   * {@code lgr_disposition(label, lgr)} for the Column API.
   *
   * @param label a string column of U-labels or A-labels
   * @param lgr the path of an LGR file or LGR-set directory
   * @return the disposition, null where {@code label} is null
   */
  public static Column lgrDisposition(Column label, String lgr) {
    return functions
        .udf(new Disposition(lgr), DataTypes.StringType)
        .withName(DISPOSITION)
        .apply(label);
  }

  static String index(String label, String lgr) {
    if (label == null) {
      return null;
    }
    Ruleset indexer = load(lgr);
    return indexer.indexLabel(label).orElse(null);
  }

  static String disposition(String label, String lgr) {
    if (label == null) {
      return null;
    }
    LabelResult r = load(lgr).evaluate(label);
    return r.disposition();
  }

  /** Loads the LGR or LGR set at {@code path} once per JVM. */
  static Ruleset load(String path) {
    Objects.requireNonNull(path, "lgr path");
    return LOADED.computeIfAbsent(
        path,
        p -> {
          try {
            return Ruleset.load(p);
          } catch (IOException e) {
            throw new UncheckedIOException("cannot load the LGR " + p + ": " + e.getMessage(), e);
          }
        });
  }

  /** The row function of {@link #lgrIndex}: only the path is serialized. */
  static final class Index implements UDF1<String, String> {
    private static final long serialVersionUID = 1L;
    private final String lgr;

    Index(String lgr) {
      this.lgr = Objects.requireNonNull(lgr, "lgr");
    }

    @Override
    public String call(String label) {
      return index(label, lgr);
    }
  }

  /** The row function of {@link #lgrDisposition}: only the path is serialized. */
  static final class Disposition implements UDF1<String, String> {
    private static final long serialVersionUID = 1L;
    private final String lgr;

    Disposition(String lgr) {
      this.lgr = Objects.requireNonNull(lgr, "lgr");
    }

    @Override
    public String call(String label) {
      return disposition(label, lgr);
    }
  }
}
