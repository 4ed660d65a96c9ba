package org.idna4j.records;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * Writes records as JSON (RFC 8259), one record at a time, every field in its shape's order and
 * always present. Strings are written as UTF-16 text with quote, backslash, controls (C0, DEL and
 * C1), U+2028/U+2029, the Bidi controls and unpaired surrogates escaped ({@code \n}, {@code \r},
 * {@code \t} or {@code \}{@code uXXXX}), so the output encodes as valid UTF-8, stays on one line,
 * and shows no invisible control that reorders or hides text where it is printed (UTS #9 §2: LRE,
 * RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM and ALM; a terminal reads C1 controls such as
 * U+009B CSI as commands).
 *
 * <p>Stream-friendly: {@link #write} appends one record to any {@link Appendable} (a {@code Writer}
 * on a response stream, a {@code StringBuilder}); nothing is buffered between records.
 */
public final class RecordJson {

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private RecordJson() {}

  /**
   * Appends one record.
   *
   * @param r the record
   * @param out where to append
   * @throws IOException from {@code out}
   * @throws IllegalStateException if the record's values do not fit its shape (a programming error:
   *     a missing value, a null in a field that cannot be null)
   */
  public static void write(Shaped r, Appendable out) throws IOException {
    Shape shape = r.shape();
    List<Object> values = r.values();
    List<Field> fields = shape.fields();
    if (values.size() != fields.size()) {
      throw new IllegalStateException(
          shape.name() + ": " + values.size() + " values for " + fields.size() + " fields");
    }
    out.append('{');
    for (int i = 0; i < fields.size(); i++) {
      Field f = fields.get(i);
      if (i > 0) {
        out.append(',');
      }
      out.append('"').append(f.name()).append("\":");
      value(f, values.get(i), shape, out);
    }
    out.append('}');
  }

  /**
   * Returns one record as JSON text.
   *
   * @param r the record
   * @return its JSON, without a line end
   */
  public static String toJson(Shaped r) {
    StringBuilder b = new StringBuilder(256);
    try {
      write(r, b);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringBuilder does not throw
    }
    return b.toString();
  }

  /**
   * Appends a JSON array of records, for answers that are a list of records.
   *
   * @param records the records
   * @param out where to append
   * @throws IOException from {@code out}
   */
  public static void writeArray(List<? extends Shaped> records, Appendable out) throws IOException {
    out.append('[');
    for (int i = 0; i < records.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      write(records.get(i), out);
    }
    out.append(']');
  }

  private static void value(Field f, Object v, Shape shape, Appendable out) throws IOException {
    if (v == null) {
      if (!f.nullable()) {
        throw new IllegalStateException(shape.name() + "." + f.name() + " is null");
      }
      out.append("null");
      return;
    }
    switch (f.kind()) {
      case STRING -> string((String) v, out);
      case BOOLEAN -> out.append(((Boolean) v).toString());
      case INT, LONG -> out.append(((Number) v).toString());
      case RECORD -> write((Shaped) v, out);
      case RECORD_LIST -> {
        List<?> list = (List<?>) v;
        out.append('[');
        for (int i = 0; i < list.size(); i++) {
          if (i > 0) {
            out.append(',');
          }
          write((Shaped) list.get(i), out);
        }
        out.append(']');
      }
      case STRING_LIST -> {
        List<?> list = (List<?>) v;
        out.append('[');
        for (int i = 0; i < list.size(); i++) {
          if (i > 0) {
            out.append(',');
          }
          string((String) list.get(i), out);
        }
        out.append(']');
      }
    }
  }

  /**
   * Appends a JSON string, quotes included, escaped as the class comment says.
   *
   * @param s the text
   * @param out where to append
   * @throws IOException from {@code out}
   */
  public static void string(CharSequence s, Appendable out) throws IOException {
    out.append('"');
    int n = s.length();
    int run = 0; // start of the run of characters written as they are
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
        continue;
      }
      if (c >= 0xA0
          && !Character.isSurrogate(c)
          && c != '\u2028'
          && c != '\u2029'
          && !isBidiControl(c)) {
        continue;
      }
      if (Character.isSurrogate(c) && pairAt(s, n, i)) {
        continue;
      }
      out.append(s, run, i);
      run = i + 1;
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default ->
            out.append("\\u")
                .append(HEX[(c >> 12) & 0xF])
                .append(HEX[(c >> 8) & 0xF])
                .append(HEX[(c >> 4) & 0xF])
                .append(HEX[c & 0xF]);
      }
    }
    out.append(s, run, n);
    out.append('"');
  }

  /**
   * Tells whether {@code c} is one of the explicit directional formatting characters of UTS #9
   * §2.1-§2.6 (ALM U+061C, LRM U+200E, RLM U+200F, LRE..RLO U+202A-U+202E, LRI..PDI U+2066-U+2069),
   * which JSON output escapes so that no field can reorder what is printed after it.
   */
  static boolean isBidiControl(char c) {
    return c == '\u061C'
        || c == '\u200E'
        || c == '\u200F'
        || (c >= '\u202A' && c <= '\u202E')
        || (c >= '\u2066' && c <= '\u2069');
  }

  private static boolean pairAt(CharSequence s, int n, int i) {
    char c = s.charAt(i);
    if (Character.isHighSurrogate(c)) {
      return i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1));
    }
    return Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
  }

  /**
   * Returns a plain value tree as a pretty-printed JSON document (two-space indentation, a final
   * newline), as the schema files are written; for other documents made from shapes, such as the
   * server's OpenAPI document.
   *
   * @param tree maps with string keys (in their iteration order), lists, strings, booleans,
   *     numbers, null and records
   * @return the document
   * @throws IllegalArgumentException for a value that is none of these
   */
  public static String document(Object tree) {
    StringBuilder b = new StringBuilder();
    pretty(tree, b, "");
    return b.append('\n').toString();
  }

  /**
   * Appends a plain value tree (maps with string keys, lists, strings, booleans, numbers, null,
   * records), for documents built from shapes such as JSON Schemas; two-space indentation.
   *
   * @param v the value
   * @param out where to append
   * @param indent the current indentation
   */
  static void pretty(Object v, StringBuilder out, String indent) {
    try {
      if (v == null) {
        out.append("null");
      } else if (v instanceof String s) {
        string(s, out);
      } else if (v instanceof Boolean || v instanceof Number) {
        out.append(v);
      } else if (v instanceof Shaped r) {
        write(r, out);
      } else if (v instanceof Map<?, ?> m) {
        if (m.isEmpty()) {
          out.append("{}");
          return;
        }
        out.append("{\n");
        int i = 0;
        for (Map.Entry<?, ?> e : m.entrySet()) {
          out.append(indent).append("  ");
          string((String) e.getKey(), out);
          out.append(": ");
          pretty(e.getValue(), out, indent + "  ");
          out.append(++i < m.size() ? ",\n" : "\n");
        }
        out.append(indent).append('}');
      } else if (v instanceof List<?> l) {
        if (l.isEmpty()) {
          out.append("[]");
          return;
        }
        boolean flat = l.stream().allMatch(x -> x instanceof String);
        out.append(flat ? "[" : "[\n");
        for (int i = 0; i < l.size(); i++) {
          if (!flat) {
            out.append(indent).append("  ");
          }
          pretty(l.get(i), out, indent + "  ");
          if (i + 1 < l.size()) {
            out.append(flat ? ", " : ",\n");
          }
        }
        out.append(flat ? "]" : "\n" + indent + "]");
      } else {
        throw new IllegalArgumentException("not a JSON value: " + v.getClass());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
