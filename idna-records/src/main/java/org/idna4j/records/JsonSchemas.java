package org.idna4j.records;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON Schema (draft 2020-12) of each record type, derived from its {@link Shape}: every field
 * required, no other field allowed, null only where the field is nullable. The files in {@code
 * schemas/} of this module are these documents, checked in; a test fails when they drift.
 */
public final class JsonSchemas {

  /** The base of every schema's {@code $id}. */
  public static final String BASE = "https://idna4j.org/schemas/v1/";

  /** The JSON Schema dialect. */
  public static final String DIALECT = "https://json-schema.org/draft/2020-12/schema";

  private JsonSchemas() {}

  /**
   * The schema file of a record type: the type, with every nested type under {@code $defs}.
   *
   * @param shape the record type
   * @return the schema document as pretty-printed JSON with a final newline
   */
  public static String file(Shape shape) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("$schema", DIALECT);
    doc.put("$id", BASE + fileName(shape));
    doc.putAll(object(shape, "#/$defs/"));
    List<Shape> nested = shape.closure();
    if (nested.size() > 1) {
      Map<String, Object> defs = new LinkedHashMap<>();
      for (Shape s : nested.subList(1, nested.size())) {
        defs.put(s.name(), object(s, "#/$defs/"));
      }
      doc.put("$defs", defs);
    }
    StringBuilder b = new StringBuilder();
    RecordJson.pretty(doc, b, "");
    return b.append('\n').toString();
  }

  /**
   * The file name of a record type's schema.
   *
   * @param shape the record type
   * @return {@code <name>.schema.json}
   */
  public static String fileName(Shape shape) {
    return shape.name() + ".schema.json";
  }

  /**
   * The schema object of one record type, nested types referenced as {@code refPrefix + name} (for
   * an OpenAPI document: {@code #/components/schemas/}).
   *
   * @param shape the record type
   * @param refPrefix the prefix of references to nested types
   * @return the schema as a tree of maps and lists
   */
  public static Map<String, Object> object(Shape shape, String refPrefix) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("title", shape.name());
    o.put("description", shape.description());
    o.put("type", "object");
    List<String> required = new ArrayList<>();
    Map<String, Object> properties = new LinkedHashMap<>();
    for (Field f : shape.fields()) {
      required.add(f.name());
      properties.put(f.name(), property(f, refPrefix));
    }
    o.put("required", required);
    o.put("additionalProperties", false);
    o.put("properties", properties);
    return o;
  }

  private static Map<String, Object> property(Field f, String refPrefix) {
    Map<String, Object> p = new LinkedHashMap<>();
    p.put("description", f.description());
    switch (f.kind()) {
      case STRING -> p.put("type", f.nullable() ? List.of("string", "null") : "string");
      case BOOLEAN -> p.put("type", f.nullable() ? List.of("boolean", "null") : "boolean");
      case INT, LONG -> {
        p.put("type", f.nullable() ? List.of("integer", "null") : "integer");
        if (f.kind() == Field.Kind.INT) {
          p.put("minimum", Integer.MIN_VALUE);
          p.put("maximum", Integer.MAX_VALUE);
        }
      }
      case RECORD -> {
        if (f.nullable()) {
          p.put("oneOf", List.of(Map.of("$ref", refPrefix + f.shape().name()), typeNull()));
        } else {
          p.put("$ref", refPrefix + f.shape().name());
        }
      }
      case RECORD_LIST -> {
        p.put("type", "array");
        p.put("items", Map.of("$ref", refPrefix + f.shape().name()));
      }
      case STRING_LIST -> {
        p.put("type", "array");
        p.put("items", Map.of("type", "string"));
      }
    }
    return p;
  }

  private static Map<String, Object> typeNull() {
    return Map.of("type", "null");
  }
}
