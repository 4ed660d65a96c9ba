package org.idna4j.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.api.java.UDF3;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.idna4j.lgr.LgrLabelResult;
import org.idna4j.lgr.Ruleset;
import org.idna4j.lgr.VariantBudget;
import org.idna4j.records.LgrCheckRecord;
import org.idna4j.records.VariantsRecord;

/**
 * RFC 7940 Label Generation Rulesets (module idna-lgr) as Spark SQL functions.
 *
 * <pre>{@code
 * LgrFunctions.register(spark);
 * spark.sql("SELECT label, idna_lgr_index(label, 'rz-lgr-5'), idna_lgr_check(label, 'rz-lgr-5'),"
 *     + " idna_lgr_variants(label, 'rz-lgr-5', 10) FROM zone");
 * }</pre>
 *
 * <ul>
 *   <li>{@code idna_lgr_index(label, lgr)}: the index label (RFC 7940 §8.5) as a U-label, null when
 *       the label is not eligible; equal index labels collide;
 *   <li>{@code idna_lgr_disposition(label, lgr)}: the label's disposition ({@code valid}, {@code
 *       invalid}, {@code blocked}, ...; RFC 7940 §8.3);
 *   <li>{@code idna_lgr_check(label, lgr)}: the whole {@code lgr_check} record of {@code idna lgr
 *       check} and {@code GET /api/v1/lgr/check} (eligibility, disposition, the deciding action,
 *       problems, index label) as a struct;
 *   <li>{@code idna_lgr_variants(label, lgr, limit)}: the {@code variants} record of {@code GET
 *       /api/v1/lgr/variants}: at most {@code limit} variant labels (RFC 7940 §8.2) with their
 *       dispositions, and why the list was cut ({@code LIMIT}, or {@code BUDGET} after {@value
 *       #VARIANT_PERMUTATIONS} permutations examined, the default budget of {@code idna lgr
 *       variants}); null for a null label or a null or negative limit.
 * </ul>
 *
 * <p>Security considerations: a label's permutations are exponential in its length (RFC 7940 §8.2),
 * so {@code idna_lgr_variants} examines at most {@value #VARIANT_PERMUTATIONS} permuted labels per
 * row, whatever the label; the record says when it stopped early.
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

  /** SQL name of the function answering the whole {@code lgr_check} record. */
  public static final String CHECK = "idna_lgr_check";

  /** SQL name of the function answering the {@code variants} record. */
  public static final String VARIANTS = "idna_lgr_variants";

  /**
   * The most permuted labels {@code idna_lgr_variants} examines for one label: the default budget
   * of {@code idna lgr variants} ({@link VariantBudget#DEFAULT_MAX_PERMUTATIONS}).
   */
  public static final long VARIANT_PERMUTATIONS = VariantBudget.DEFAULT_MAX_PERMUTATIONS;

  /** The {@code lgr_check} record as a struct: the fields of {@code idna lgr check}. */
  static final StructType LGR_CHECK_RECORD = SparkRecords.structType(LgrCheckRecord.SHAPE);

  /** The {@code variants} record as a struct: the fields of {@code GET /api/v1/lgr/variants}. */
  static final StructType VARIANTS_RECORD = SparkRecords.structType(VariantsRecord.SHAPE);

  /** LGRs (or LGR sets) loaded in this JVM, by path. */
  private static final ConcurrentHashMap<String, Ruleset> LOADED = new ConcurrentHashMap<>();

  private LgrFunctions() {}

  /**
   * Registers {@code idna_lgr_index}, {@code idna_lgr_disposition}, {@code idna_lgr_check} and
   * {@code idna_lgr_variants} as temporary functions.
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
    spark.udf().register(CHECK, (UDF2<String, String, Row>) LgrFunctions::check, LGR_CHECK_RECORD);
    spark
        .udf()
        .register(
            VARIANTS, (UDF3<String, String, Integer, Row>) LgrFunctions::variants, VARIANTS_RECORD);
  }

  /**
   * {@code idna_lgr_check(label, lgr)} for the Column API.
   *
   * @param label a string column of U-labels or A-labels
   * @param lgr an LGR name or the path of an LGR file or LGR-set directory
   * @return the {@code lgr_check} record, null where {@code label} is null
   */
  public static Column lgrCheck(Column label, String lgr) {
    return functions
        .udf(new OnLabel<>(lgr, LgrFunctions::check), LGR_CHECK_RECORD)
        .withName(CHECK)
        .apply(label);
  }

  /**
   * {@code idna_lgr_variants(label, lgr, limit)} for the Column API.
   *
   * @param label a string column of U-labels or A-labels
   * @param lgr an LGR name or the path of an LGR file or LGR-set directory
   * @param limit the most variants in a record, 0 or more
   * @return the {@code variants} record, null where {@code label} is null
   * @throws IllegalArgumentException if {@code limit} is negative
   */
  public static Column lgrVariants(Column label, String lgr, int limit) {
    if (limit < 0) {
      throw new IllegalArgumentException("limit must be 0 or more, not " + limit);
    }
    return functions
        .udf(new OnLabel<>(lgr, (l, rules) -> variants(l, rules, limit)), VARIANTS_RECORD)
        .withName(VARIANTS)
        .apply(label);
  }

  /**
   * {@code lgr_index(label, lgr)} for the Column API.
   *
   * @param label a string column of U-labels or A-labels
   * @param lgr the path of an LGR file or LGR-set directory
   * @return the index label, null where not eligible or where {@code label} is null
   */
  public static Column lgrIndex(Column label, String lgr) {
    return functions
        .udf(new OnLabel<>(lgr, LgrFunctions::index), DataTypes.StringType)
        .withName(INDEX)
        .apply(label);
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
        .udf(new OnLabel<>(lgr, LgrFunctions::disposition), DataTypes.StringType)
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
    LgrLabelResult r = load(lgr).evaluate(label);
    return r.disposition();
  }

  static Row check(String label, String lgr) {
    if (label == null) {
      return null;
    }
    Ruleset rules = load(lgr);
    LgrLabelResult r = rules.evaluate(label);
    // the index label is computed only for an eligible label, as idna lgr check and the API do
    return SparkRecords.row(
        LgrCheckRecord.of(null, r, r.eligible() ? rules.indexLabel(label).orElse(null) : null));
  }

  static Row variants(String label, String lgr, Integer limit) {
    if (label == null || limit == null || limit < 0) {
      return null;
    }
    return SparkRecords.row(
        VariantsRecord.of(
            null, label, load(lgr).variants(label, VariantBudget.of(limit, VARIANT_PERMUTATIONS))));
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

  /**
   * The row function of the Column API's functions: one of this class's two-argument functions with
   * the LGR fixed. Only the path (and what the function captures, such as a limit) is serialized;
   * the LGR is loaded on the executor ({@link #load}).
   */
  static final class OnLabel<T> implements UDF1<String, T> {
    private static final long serialVersionUID = 1L;
    private final String lgr;
    private final UDF2<String, String, T> body;

    OnLabel(String lgr, UDF2<String, String, T> body) {
      this.lgr = Objects.requireNonNull(lgr, "lgr");
      this.body = body;
    }

    @Override
    public T call(String label) throws Exception {
      return body.call(label, lgr);
    }
  }
}
