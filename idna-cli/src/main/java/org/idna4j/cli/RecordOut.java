package org.idna4j.cli;

import java.util.List;
import org.idna4j.records.Field;
import org.idna4j.records.ProblemRecord;
import org.idna4j.records.RecordJson;
import org.idna4j.records.Shape;
import org.idna4j.records.Shaped;

/**
 * Writes the records of idna-records into a {@link ByteSink}: JSON the same bytes as {@link
 * RecordJson} (RecordBytesTest proves it), and flat TSV/CSV rows whose columns are the shape's
 * fields in order. The CLI's fast path: UTF-8 bytes directly, no String in between.
 */
final class RecordOut {

  private RecordOut() {}

  /** Appends one record as a JSON object, without a line end. */
  static void json(ByteSink out, Shaped r) {
    Shape shape = r.shape();
    List<Object> values = r.values();
    List<Field> fields = shape.fields();
    if (values.size() != fields.size()) {
      throw new IllegalStateException(shape.name() + ": values do not fit the shape");
    }
    out.ascii('{');
    for (int i = 0; i < fields.size(); i++) {
      Field f = fields.get(i);
      out.ascii(i == 0 ? "\"" : ",\"").ascii(f.name()).ascii("\":");
      value(out, f, values.get(i), shape);
    }
    out.ascii('}');
  }

  /** Appends one record as a JSON line. */
  static void jsonLine(ByteSink out, Shaped r) {
    json(out, r);
    out.ascii('\n');
  }

  private static void value(ByteSink out, Field f, Object v, Shape shape) {
    if (v == null) {
      if (!f.nullable()) {
        throw new IllegalStateException(shape.name() + "." + f.name() + " is null");
      }
      out.ascii("null");
      return;
    }
    switch (f.kind()) {
      case STRING -> out.json((String) v);
      case BOOLEAN -> out.bool((Boolean) v);
      case INT, LONG -> out.number(((Number) v).longValue());
      case RECORD -> json(out, (Shaped) v);
      case RECORD_LIST, STRING_LIST -> {
        List<?> list = (List<?>) v;
        out.ascii('[');
        for (int i = 0; i < list.size(); i++) {
          if (i > 0) {
            out.ascii(',');
          }
          if (f.kind() == Field.Kind.RECORD_LIST) {
            json(out, (Shaped) list.get(i));
          } else {
            out.json((String) list.get(i));
          }
        }
        out.ascii(']');
      }
    }
  }

  /**
   * Appends one record in the format: a JSON line, or a TSV or CSV row with its CSV cells written
   * in {@code csv} mode.
   */
  static void write(ByteSink out, Shaped r, BulkOutput.Format format, CsvCells.Mode csv) {
    if (format == BulkOutput.Format.JSONL) {
      jsonLine(out, r);
    } else {
      row(out, r, format, csv);
    }
  }

  /** The header line of a flat format: the shape's field names. */
  static String header(Shape shape, BulkOutput.Format format) {
    String sep = format == BulkOutput.Format.CSV ? "," : "\t";
    StringBuilder b = new StringBuilder();
    for (Field f : shape.fields()) {
      b.append(b.length() == 0 ? "" : sep).append(f.name());
    }
    return b.append('\n').toString();
  }

  /**
   * Appends one record as a TSV or CSV row: each field one cell (null empty, problems in their flat
   * form joined with {@code ;}, strings joined with {@code ;}).
   */
  static void row(ByteSink out, Shaped r, BulkOutput.Format format) {
    row(out, r, format, CsvCells.Mode.SAFE);
  }

  /**
   * Appends one record as a TSV or CSV row, CSV cells written in {@code csv} mode ({@link
   * CsvCells}: safe unless the user asked for {@code --csv-raw}).
   */
  static void row(ByteSink out, Shaped r, BulkOutput.Format format, CsvCells.Mode csv) {
    List<Object> values = r.values();
    List<Field> fields = r.shape().fields();
    for (int i = 0; i < fields.size(); i++) {
      if (i > 0) {
        out.ascii(format == BulkOutput.Format.CSV ? ',' : '\t');
      }
      String cell = cell(fields.get(i), values.get(i));
      if (format == BulkOutput.Format.CSV) {
        Text.appendCsv(out, cell, csv);
      } else {
        Text.appendTsv(out, cell);
      }
    }
    out.ascii('\n');
  }

  private static String cell(Field f, Object v) {
    if (v == null) {
      return "";
    }
    switch (f.kind()) {
      case RECORD_LIST, STRING_LIST -> {
        if (f.kind() == Field.Kind.RECORD_LIST && f.shape() != ProblemRecord.SHAPE) {
          // records other than problems (display labels) have no flat form: a JSON array
          return jsonArray((List<?>) v);
        }
        StringBuilder b = new StringBuilder();
        for (Object o : (List<?>) v) {
          b.append(b.length() == 0 ? "" : ";");
          b.append(o instanceof ProblemRecord p ? p.flat() : o instanceof String s ? s : "");
        }
        return b.toString();
      }
      case RECORD -> {
        return RecordJson.toJson((Shaped) v);
      }
      default -> {
        return v.toString();
      }
    }
  }

  /** A list of records as one JSON array (a cell of a nested record list). */
  private static String jsonArray(List<?> records) {
    StringBuilder json = new StringBuilder().append('[');
    for (Object o : records) {
      json.append(json.length() > 1 ? "," : "").append(RecordJson.toJson((Shaped) o));
    }
    return json.append(']').toString();
  }

  /** The flat form of problems, joined with {@code ;}. */
  static void flat(ByteSink out, List<ProblemRecord> problems) {
    for (int i = 0; i < problems.size(); i++) {
      if (i > 0) {
        out.ascii(';');
      }
      out.ascii(problems.get(i).flat());
    }
  }
}
