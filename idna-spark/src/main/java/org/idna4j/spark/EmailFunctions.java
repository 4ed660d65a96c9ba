package org.idna4j.spark;

import java.util.Objects;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.StructType;
import org.idna4j.email.EmailOptions;
import org.idna4j.records.EmailRecord;

/**
 * Email addresses as a Spark SQL function: {@code idna_email(address)} answers the {@code email}
 * record of {@code idna email --format jsonl} and {@code GET /api/v1/email} (with a null {@code
 * line}) as a struct, parsed with {@link EmailOptions#defaults()}.
 *
 * <pre>{@code
 * EmailFunctions.register(spark);   // IdnaFunctions.register(spark) registers it too
 * spark.sql("SELECT e.normalized, e.ascii_domain FROM (SELECT idna_email(addr) AS e FROM users)"
 *     + " WHERE e.valid");
 * df.select(EmailFunctions.email(col("addr")));
 * }</pre>
 *
 * <p>A null address gives null; no address fails a task (the parser never throws, and is linear in
 * the address's length).
 */
public final class EmailFunctions {

  /** SQL name of the function. */
  public static final String EMAIL = "idna_email";

  /** The {@code email} record as a struct: the fields of {@code idna email --format jsonl}. */
  static final StructType EMAIL_RECORD = SparkRecords.structType(EmailRecord.SHAPE);

  private EmailFunctions() {}

  /** {@code idna_email}: the {@code email} record of the address, or null for a null address. */
  static final class Email implements UDF1<String, Row> {
    private static final long serialVersionUID = 1L;

    @Override
    public Row call(String address) {
      return address == null
          ? null
          : SparkRecords.row(EmailRecord.of(EmailOptions.defaults(), null, address));
    }
  }

  /**
   * Registers {@code idna_email} as a temporary function of the session; registering again replaces
   * it.
   *
   * @param spark the session
   * @throws NullPointerException if {@code spark} is null
   */
  public static void register(SparkSession spark) {
    Objects.requireNonNull(spark, "spark");
    spark.udf().register(EMAIL, functions.udf(new Email(), EMAIL_RECORD).withName(EMAIL));
  }

  /**
   * {@code idna_email(address)}, for the Column API.
   *
   * @param address a string column
   * @return the {@code email} record as a struct, null where {@code address} is null
   */
  public static Column email(Column address) {
    return functions.udf(new Email(), EMAIL_RECORD).withName(EMAIL).apply(address);
  }
}
