package org.idna4j.spark;

import java.util.Objects;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.StructType;
import org.idna4j.records.UrlHostRecord;

/**
 * Hosts inside URLs as a Spark SQL function, for SQL and for the {@link Column} API: the host of
 * each URL converted in place by the URL Standard's host parser, as the {@code url_host} record of
 * {@code idna url-host} and {@code GET /api/v1/url-host}.
 *
 * <pre>{@code
 * UrlFunctions.register(spark);   // IdnaFunctions.register(spark) registers it too
 * spark.sql("SELECT r.host, count(*) FROM (SELECT idna_url_host(url) AS r FROM logs)"
 *     + " WHERE r.valid GROUP BY 1");
 * df.select(UrlFunctions.urlHost(col("url")).getField("output"));
 * }</pre>
 *
 * <p>{@code idna_url_host(url)} returns a struct with the fields of the record ({@code line} is
 * always null here): {@code output} is the URL with its host converted ({@code
 * http://é@xn--bcher-kva.example:0080/ä?ö#ü}), the URL unchanged when invalid; {@code host} and
 * {@code host_kind} are null when there is no valid host. A null URL gives null; no URL fails a
 * task: the conversion is linear in the URL's length and never throws on bad data.
 */
public final class UrlFunctions {

  /** SQL name of the function answering the {@code url_host} record. */
  public static final String URL_HOST = "idna_url_host";

  /**
   * The {@code url_host} record as a struct: the fields of {@code idna url-host --format jsonl}.
   */
  static final StructType URL_HOST_RECORD = SparkRecords.structType(UrlHostRecord.SHAPE);

  private UrlFunctions() {}

  /** {@code idna_url_host}: the {@code url_host} record of the URL, or null for a null URL. */
  static final class UrlHost implements UDF1<String, Row> {
    private static final long serialVersionUID = 1L;

    @Override
    public Row call(String url) {
      return url == null ? null : SparkRecords.row(UrlHostRecord.of(url));
    }
  }

  /**
   * Registers {@code idna_url_host} as a temporary function of the session; registering again
   * replaces it.
   *
   * @param spark the session
   * @throws NullPointerException if {@code spark} is null
   */
  public static void register(SparkSession spark) {
    Objects.requireNonNull(spark, "spark");
    spark
        .udf()
        .register(URL_HOST, functions.udf(new UrlHost(), URL_HOST_RECORD).withName(URL_HOST));
  }

  /**
   * {@code idna_url_host(url)}, for the Column API.
   *
   * @param url a string column
   * @return the record as a struct, null where {@code url} is null
   */
  public static Column urlHost(Column url) {
    return functions.udf(new UrlHost(), URL_HOST_RECORD).withName(URL_HOST).apply(url);
  }
}
