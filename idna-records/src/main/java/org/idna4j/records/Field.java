package org.idna4j.records;

import java.util.Objects;

/**
 * One field of a record type: its JSON key (snake_case), its type, and whether its value can be
 * null. Every field is always written: a field with no value is {@code null} (when {@link
 * #nullable()}) or an empty list, never absent.
 *
 * @param name the key, in snake_case
 * @param kind the type of the value
 * @param shape the record type of a {@link Kind#RECORD} or {@link Kind#RECORD_LIST} field, else
 *     null
 * @param nullable whether the value can be null (lists never are: they are empty instead)
 * @param description one sentence for the JSON Schema and the OpenAPI document
 */
public record Field(String name, Kind kind, Shape shape, boolean nullable, String description) {

  /**
   * The description of {@code line}, the first field of every record written for an input item that
   * has no other numbering of its own: one text for all of them.
   */
  static final String LINE =
      "1-based line in bulk CLI input; null for an argument, over HTTP and in Spark";

  /** The types a value can have: JSON types, and Spark SQL types one for one. */
  public enum Kind {
    /** A JSON string; Spark {@code STRING}. */
    STRING,
    /** A JSON boolean; Spark {@code BOOLEAN}. */
    BOOLEAN,
    /** A JSON integer within 32 bits; Spark {@code INT}. */
    INT,
    /** A JSON integer within 64 bits; Spark {@code BIGINT}. */
    LONG,
    /** A nested record; Spark {@code STRUCT}. */
    RECORD,
    /** A list of records; Spark {@code ARRAY<STRUCT>}. */
    RECORD_LIST,
    /** A list of strings; Spark {@code ARRAY<STRING>}. */
    STRING_LIST
  }

  /**
   * Checks the parts.
   *
   * @param name the key, in snake_case
   * @param kind the type of the value
   * @param shape the record type of a nested field, else null
   * @param nullable whether the value can be null
   * @param description one sentence for the schema
   * @throws IllegalArgumentException if the name is not snake_case, the shape does not fit the
   *     kind, or a list is nullable
   */
  public Field {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(description, "description");
    if (!Vocabulary.isKey(name)) {
      throw new IllegalArgumentException("not a snake_case key: " + name);
    }
    boolean nested = kind == Kind.RECORD || kind == Kind.RECORD_LIST;
    if (nested != (shape != null)) {
      throw new IllegalArgumentException(name + ": a shape goes with RECORD and RECORD_LIST only");
    }
    if (nullable && (kind == Kind.RECORD_LIST || kind == Kind.STRING_LIST)) {
      throw new IllegalArgumentException(name + ": a list is empty, never null");
    }
  }

  static Field string(String name, String description) {
    return new Field(name, Kind.STRING, null, false, description);
  }

  static Field nullableString(String name, String description) {
    return new Field(name, Kind.STRING, null, true, description);
  }

  static Field bool(String name, String description) {
    return new Field(name, Kind.BOOLEAN, null, false, description);
  }

  static Field record(String name, Shape shape, String description) {
    return new Field(name, Kind.RECORD, shape, false, description);
  }

  static Field records(String name, Shape shape, String description) {
    return new Field(name, Kind.RECORD_LIST, shape, false, description);
  }

  static Field strings(String name, String description) {
    return new Field(name, Kind.STRING_LIST, null, false, description);
  }
}
