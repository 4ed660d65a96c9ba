package org.idna4j.spark;

import static org.apache.spark.sql.functions.col;

import java.util.Arrays;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;

/** Reads the names the job validates from text, CSV or Parquet into one string column. */
final class NameInput {

  /** The column that holds the names once read: the {@code input} field of a record. */
  static final String INPUT = "input";

  private NameInput() {}

  /**
   * Reads the names the options point at.
   *
   * <p>Text input yields every line, empty lines included, with its line terminator ({@code \n},
   * {@code \r\n} or {@code \r}) removed. CSV and Parquet input yield the column {@code --column}
   * names, or the only column when the input has one; a null cell stays null (the functions answer
   * null for it).
   *
   * @param spark the session
   * @param options the job's options
   * @return a data frame with the single string column {@value #INPUT}
   * @throws IllegalArgumentException if the column is missing, is not of type string, or was not
   *     named while the input has several columns
   */
  static Dataset<Row> read(SparkSession spark, JobOptions options) {
    Dataset<Row> raw =
        switch (options.inputFormat()) {
          case TEXT -> spark.read().text(options.input());
          case CSV ->
              spark
                  .read()
                  .option("header", options.csvHeader())
                  .option("multiLine", false)
                  .csv(options.input());
          case PARQUET -> spark.read().parquet(options.input());
        };
    String[] columns = raw.columns();
    String column;
    if (options.column().isPresent()) {
      column = options.column().get();
      if (!Arrays.asList(columns).contains(column)) {
        throw new IllegalArgumentException(
            "the input has no column '"
                + column
                + "'; its columns are "
                + Arrays.toString(columns));
      }
    } else if (columns.length == 1) {
      column = columns[0];
    } else {
      throw new IllegalArgumentException(
          "the input has "
              + columns.length
              + " columns; name the one holding the names with --column: "
              + Arrays.toString(columns));
    }
    StructField field = raw.schema().apply(column);
    if (!field.dataType().equals(DataTypes.StringType)) {
      throw new IllegalArgumentException(
          "column '"
              + column
              + "' has type "
              + field.dataType().simpleString()
              + "; the names must be strings");
    }
    return raw.select(col(quoted(column)).as(INPUT));
  }

  /** Quotes a column name so that dots and spaces in it are taken literally. */
  private static String quoted(String column) {
    return "`" + column.replace("`", "``") + "`";
  }
}
