package org.idna4j.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.idna4j.records.Field;
import org.idna4j.records.Shape;
import org.idna4j.records.Shaped;

/**
 * The records of idna-records as Spark values: a {@link Shape} as a {@link StructType} with the
 * same field names, order and nullability, and a record as a {@link Row}. Every Spark function that
 * returns a record gets its type and its rows here, so its columns are the JSON fields of the CLI
 * and the HTTP API.
 */
public final class SparkRecords {

  private SparkRecords() {}

  /**
   * Returns the struct type of a record type.
   *
   * @param shape the record type
   * @return a struct with one field per record field, in order
   */
  public static StructType structType(Shape shape) {
    StructType t = new StructType();
    for (Field f : shape.fields()) {
      t = t.add(f.name(), dataType(f), f.nullable());
    }
    return t;
  }

  /**
   * Returns the Spark type of one field.
   *
   * @param f the field
   * @return its type: lists are arrays whose elements are never null
   */
  static DataType dataType(Field f) {
    return switch (f.kind()) {
      case STRING -> DataTypes.StringType;
      case BOOLEAN -> DataTypes.BooleanType;
      case INT -> DataTypes.IntegerType;
      case LONG -> DataTypes.LongType;
      case RECORD -> structType(f.shape());
      case RECORD_LIST -> DataTypes.createArrayType(structType(f.shape()), false);
      case STRING_LIST -> DataTypes.createArrayType(DataTypes.StringType, false);
    };
  }

  /**
   * Returns a record as a row of {@link #structType} of its shape.
   *
   * @param r the record
   * @return the row
   */
  public static Row row(Shaped r) {
    List<Field> fields = r.shape().fields();
    List<Object> values = r.values();
    Object[] out = new Object[fields.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = value(fields.get(i), values.get(i));
    }
    return RowFactory.create(out);
  }

  /**
   * Returns records as rows.
   *
   * @param records the records
   * @return one row each, in order
   */
  public static List<Row> rows(List<? extends Shaped> records) {
    List<Row> out = new ArrayList<>(records.size());
    for (Shaped r : records) {
      out.add(row(r));
    }
    return out;
  }

  private static Object value(Field f, Object v) {
    if (v == null) {
      return null;
    }
    return switch (f.kind()) {
      case RECORD -> row((Shaped) v);
      case RECORD_LIST -> {
        List<Row> rows = new ArrayList<>();
        for (Object o : (List<?>) v) {
          rows.add(row((Shaped) o));
        }
        yield rows;
      }
      default -> v;
    };
  }
}
