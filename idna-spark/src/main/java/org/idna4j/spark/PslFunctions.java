package org.idna4j.spark;

import java.util.Objects;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.idna4j.psl.PublicSuffixList;

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
  public static final String PUBLIC_SUFFIX = "public_suffix";

  /** SQL name of the registrable domain function. */
  public static final String REGISTRABLE_DOMAIN = "registrable_domain";

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

  private static UserDefinedFunction udf(UDF1<String, String> body, String sqlName) {
    return functions.udf(body, DataTypes.StringType).withName(sqlName);
  }

  /**
   * Registers {@code public_suffix} and {@code registrable_domain} as temporary functions of the
   * session; registering again replaces them.
   *
   * @param spark the session
   * @throws NullPointerException if {@code spark} is null
   */
  public static void register(SparkSession spark) {
    Objects.requireNonNull(spark, "spark");
    spark.udf().register(PUBLIC_SUFFIX, udf(new PublicSuffix(), PUBLIC_SUFFIX));
    spark.udf().register(REGISTRABLE_DOMAIN, udf(new RegistrableDomain(), REGISTRABLE_DOMAIN));
  }

  /**
   * {@code public_suffix(name)}, for the Column API.
   *
   * @param name a string column
   * @return the public suffix, null where there is none or {@code name} is null
   */
  public static Column publicSuffix(Column name) {
    return udf(new PublicSuffix(), PUBLIC_SUFFIX).apply(name);
  }

  /**
   * {@code registrable_domain(name)}, for the Column API.
   *
   * @param name a string column
   * @return the registrable domain, null where there is none or {@code name} is null
   */
  public static Column registrableDomain(Column name) {
    return udf(new RegistrableDomain(), REGISTRABLE_DOMAIN).apply(name);
  }
}
