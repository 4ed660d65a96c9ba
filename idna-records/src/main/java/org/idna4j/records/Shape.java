package org.idna4j.records;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A record type: its name (the JSON Schema file is {@code <name>.schema.json}), a description, and
 * its fields in the order every face writes them. The one definition that the JSON writer, the JSON
 * Schema, the OpenAPI document and the Spark struct types are all derived from.
 */
public final class Shape {

  private final String name;
  private final String description;
  private final List<Field> fields;
  private final Map<String, Integer> index = new HashMap<>();

  /**
   * Creates a record type.
   *
   * @param name the record type's name, in snake_case
   * @param description one sentence for the schema
   * @param fields the fields, in order; their names are distinct
   * @throws IllegalArgumentException for a name that is not snake_case or a repeated field
   */
  public Shape(String name, String description, List<Field> fields) {
    this.name = Objects.requireNonNull(name, "name");
    this.description = Objects.requireNonNull(description, "description");
    this.fields = List.copyOf(fields);
    if (!Vocabulary.isKey(name)) {
      throw new IllegalArgumentException("not a snake_case name: " + name);
    }
    for (int i = 0; i < this.fields.size(); i++) {
      if (index.put(this.fields.get(i).name(), i) != null) {
        throw new IllegalArgumentException(name + ": two fields " + this.fields.get(i).name());
      }
    }
  }

  /**
   * Returns the name.
   *
   * @return the record type's name, such as {@code check}
   */
  public String name() {
    return name;
  }

  /**
   * Returns the description.
   *
   * @return one sentence saying what a record of this type is
   */
  public String description() {
    return description;
  }

  /**
   * Returns the fields.
   *
   * @return the fields, in the order every face writes them
   */
  public List<Field> fields() {
    return fields;
  }

  /**
   * Returns the position of a field.
   *
   * @param field a field name
   * @return its position in {@link #fields()}
   * @throws IllegalArgumentException if there is no such field
   */
  public int indexOf(String field) {
    Integer i = index.get(field);
    if (i == null) {
      throw new IllegalArgumentException(name + " has no field " + field);
    }
    return i;
  }

  /**
   * Returns this shape and every shape nested in it, each once, this one first.
   *
   * @return the shapes, depth first
   */
  public List<Shape> closure() {
    List<Shape> out = new ArrayList<>();
    collect(this, out);
    return out;
  }

  private static void collect(Shape s, List<Shape> out) {
    for (Shape seen : out) {
      if (seen.name.equals(s.name)) {
        return;
      }
    }
    out.add(s);
    for (Field f : s.fields) {
      if (f.shape() != null) {
        collect(f.shape(), out);
      }
    }
  }

  @Override
  public String toString() {
    return "Shape{" + name + ", " + fields.size() + " fields}";
  }
}
