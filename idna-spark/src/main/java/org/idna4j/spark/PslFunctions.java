package org.idna4j.spark;

import java.util.Objects;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.PslRecord;

/**
 * The Public Suffix List as Spark SQL functions, for SQL and for the {@link Column} API.
 *
 * <pre>{@code
 * PslFunctions.register(spark);   // IdnaFunctions.register(spark) registers these too
 * spark.sql("SELECT registrable_domain(host), count(*) FROM logs GROUP BY 1");
 * df.select(PslFunctions.publicSuffix(col("host")));
 * }</pre>
 *
 * <table>
 *   <caption>The functions</caption>
 *   <tr><th>SQL</th><th>type</th><th>value</th></tr>
 *   <tr><td>{@code public_suffix(name)}</td><td>{@code string}</td>
 *       <td>{@code co.uk} for {@code www.example.co.uk}</td></tr>
 *   <tr><td>{@code registrable_domain(name)}</td><td>{@code string}</td>
 *       <td>{@code example.co.uk} for {@code www.example.co.uk}; null for a public suffix</td></tr>
 * </table>
 *
 * <p>Both use the list bundled with IDNA4J ({@link PublicSuffixList#bundled()}, the list's own
 * strict algorithm over both sections), loaded once per executor JVM on first use; a function ships
 * no list. Answers are in the label form of the name, lowercased. A null name, a name that is not a
 * valid domain name and an IP address give null; no name fails a task.
 */
public final class PslFunctions {

  /** SQL name of the public suffix function. */
  public static final String PUBLIC_SUFFIX = "idna_public_suffix";

  /** SQL name of the registrable domain function. */
  public static final String REGISTRABLE_DOMAIN = "idna_registrable_domain";

  /** SQL name of the function answering the whole {@code psl} record, with the reason. */
  public static final String PSL = "idna_psl";

  /** The {@code psl} record as a struct: the fields of {@code idna psl --format jsonl}. */
  static final StructType PSL_RECORD = SparkRecords.structType(PslRecord.SHAPE);

  private PslFunctions() {}

  /** {@code public_suffix}: the name's public suffix, or null. */
  static final class PublicSuffix implements UDF1<String, String> {
    private static final long serialVersionUID = 1L;

    @Override
    public String call(String name) {
      return PublicSuffixList.bundled().publicSuffix(name).orElse(null);
    }
  }

  /** {@code registrable_domain}: the name's registrable domain, or null. */
  static final class RegistrableDomain implements UDF1<String, String> {
    private static final long serialVersionUID = 1L;

    @Override
    public String call(String name) {
      return PublicSuffixList.bundled().registrableDomain(name).orElse(null);
    }
  }

  /** {@code idna_psl}: the {@code psl} record of the name, or null for a null name. */
  static final class Psl implements UDF1<String, Row> {
    private static final long serialVersionUID = 1L;

    @Override
    public Row call(String name) {
      return name == null
          ? null
          : SparkRecords.row(PslRecord.of(null, name, PublicSuffixList.bundled().lookup(name)));
    }
  }

  private static UserDefinedFunction udf(UDF1<String, String> body, String sqlName) {
    return functions.udf(body, DataTypes.StringType).withName(sqlName);
  }

  /**
   * Registers {@code idna_public_suffix}, {@code idna_registrable_domain} and {@code idna_psl} as
   * temporary functions of the session; registering again replaces them.
   *
   * @param spark the session
   * @throws NullPointerException if {@code spark} is null
   */
  public static void register(SparkSession spark) {
    Objects.requireNonNull(spark, "spark");
    spark.udf().register(PUBLIC_SUFFIX, udf(new PublicSuffix(), PUBLIC_SUFFIX));
    spark.udf().register(REGISTRABLE_DOMAIN, udf(new RegistrableDomain(), REGISTRABLE_DOMAIN));
    spark.udf().register(PSL, functions.udf(new Psl(), PSL_RECORD).withName(PSL));
  }

  /**
   * {@code idna_public_suffix(name)}, for the Column API.
   *
   * @param name a string column
   * @return the public suffix, null where there is none or {@code name} is null
   */
  public static Column publicSuffix(Column name) {
    return udf(new PublicSuffix(), PUBLIC_SUFFIX).apply(name);
  }

  /**
   * {@code idna_registrable_domain(name)}, for the Column API.
   *
   * @param name a string column
   * @return the registrable domain, null where there is none or {@code name} is null
   */
  public static Column registrableDomain(Column name) {
    return udf(new RegistrableDomain(), REGISTRABLE_DOMAIN).apply(name);
  }

  /**
   * {@code idna_psl(name)}, for the Column API: the {@code psl} record (public suffix, registrable
   * domain, rule, section, and the reason when there is no registrable domain).
   *
   * @param name a string column
   * @return the record as a struct, null where {@code name} is null
   */
  public static Column psl(Column name) {
    return functions.udf(new Psl(), PSL_RECORD).withName(PSL).apply(name);
  }
}
