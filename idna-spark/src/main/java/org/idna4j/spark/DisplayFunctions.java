package org.idna4j.spark;

import java.util.List;
import java.util.Objects;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.analysis.FunctionRegistry;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.Literal;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;
import org.idna4j.records.DisplayRecord;
import scala.Function1;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * How names should be shown to people (module idna-display) as a Spark SQL function: {@code
 * idna_display(name)} under the {@code chromium} policy and {@code idna_display(name, policy)}
 * under one of {@link DisplayRecord#POLICIES}, each answering the {@code display} record as a
 * struct (the fields of {@code idna display --format jsonl}). A registry scans its zone for names
 * that would not be shown in Unicode:
 *
 * <pre>{@code
 * DisplayFunctions.register(spark);
 * spark.sql("SELECT name, d.output, d.reasons FROM (SELECT name, idna_display(name) AS d FROM zone)"
 *     + " WHERE NOT d.shown_as_unicode");
 * }</pre>
 *
 * <p>A null name, or a policy that is not one of {@link DisplayRecord#POLICIES}, gives null; no
 * name fails a task (the decision never throws and is linear in the name's length). There are no
 * protected domains here, so the lookalike check does not run.
 */
public final class DisplayFunctions {

  /** SQL name of the display function. */
  public static final String DISPLAY = "idna_display";

  /** The {@code display} record as a struct. */
  static final StructType DISPLAY_RECORD = SparkRecords.structType(DisplayRecord.SHAPE);

  private DisplayFunctions() {}

  /** {@code idna_display(name, policy)}: the record, or null for a null name or unknown policy. */
  static final class Display implements UDF2<String, String, Row> {
    private static final long serialVersionUID = 1L;

    @Override
    public Row call(String name, String policy) {
      if (name == null || policy == null || !DisplayRecord.isPolicy(policy)) {
        return null;
      }
      return SparkRecords.row(DisplayRecord.of(null, name, policy, DisplayRecord.policy(policy)));
    }
  }

  /**
   * Registers {@code idna_display} (one or two arguments) as a temporary function of the session;
   * registering again replaces it.
   *
   * @param spark a classic (non-Connect) session
   * @throws NullPointerException if {@code spark} is null
   * @throws IllegalArgumentException if {@code spark} is a Spark Connect session
   */
  public static void register(SparkSession spark) {
    Objects.requireNonNull(spark, "spark");
    if (!(spark instanceof org.apache.spark.sql.classic.SparkSession classic)) {
      throw new IllegalArgumentException(
          "IDNA functions need a classic SparkSession, not " + spark.getClass().getName());
    }
    spark.udf().register(DISPLAY, functions.udf(new Display(), DISPLAY_RECORD).withName(DISPLAY));
    FunctionRegistry registry = classic.sessionState().functionRegistry();
    Function1<Seq<Expression>, Expression> two =
        registry.lookupFunctionBuilder(FunctionIdentifier.apply(DISPLAY)).get();
    // One name, two arities: without a policy the call is (name, 'chromium').
    Function1<Seq<Expression>, Expression> either =
        args -> {
          if (args.size() == 1) {
            return two.apply(
                CollectionConverters.asScala(
                        List.<Expression>of(
                            args.apply(0),
                            new Literal(
                                UTF8String.fromString(DisplayRecord.DEFAULT_POLICY),
                                DataTypes.StringType)))
                    .toSeq());
          }
          if (args.size() != 2) {
            throw new IllegalArgumentException(
                DISPLAY + " takes (name [, policy]), but was given " + args.size() + " arguments");
          }
          return two.apply(args);
        };
    registry.createOrReplaceTempFunction(DISPLAY, either, "java_udf");
  }

  /**
   * {@code idna_display(name)}, for the Column API.
   *
   * @param name a string column
   * @return the {@code display} record under {@code chromium}, null where {@code name} is null
   */
  public static Column display(Column name) {
    return display(name, functions.lit(DisplayRecord.DEFAULT_POLICY));
  }

  /**
   * {@code idna_display(name, policy)}, for the Column API.
   *
   * @param name a string column
   * @param policy a string column of policy names ({@link DisplayRecord#POLICIES})
   * @return the {@code display} record, null where {@code name} is null or the policy unknown
   */
  public static Column display(Column name, Column policy) {
    return functions.udf(new Display(), DISPLAY_RECORD).withName(DISPLAY).apply(name, policy);
  }
}
