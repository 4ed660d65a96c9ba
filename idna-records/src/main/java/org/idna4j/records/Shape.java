package org.idna4j.records;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A record type: its name (the JSON Schema file is {@code <name>.schema.json}), a description, and
 * its fields in the order every face writes them. The one definition that the JSON writer, the JSON
 * Schema, the OpenAPI document and the Spark struct types are all derived from.
 *
 * <p>A Java record declares its fields once, as its components: {@link #of(Class, String, String)}
 * derives the fields from them (key, type, nullability) and reads each value through the
 * component's accessor, so the field list and the values cannot disagree. Only a record type whose
 * fields are not its components (one boolean per {@code IdnaOption} of a profile) is built from an
 * explicit field list and supplies its own {@link Shaped#values()}.
 */
public final class Shape {

  private final String name;
  private final String description;
  private final List<Field> fields;
  private final Map<String, Integer> index = new HashMap<>();
  // the accessors of the record components, in field order; null for an explicit field list
  private final Method[] accessors;

  /**
   * Creates a record type.
   *
   * @param name the record type's name, in snake_case
   * @param description one sentence for the schema
   * @param fields the fields, in order; their names are distinct
   * @throws IllegalArgumentException for a name that is not snake_case or a repeated field
   */
  public Shape(String name, String description, List<Field> fields) {
    this(name, description, fields, null);
  }

  private Shape(String name, String description, List<Field> fields, Method[] accessors) {
    this.accessors = accessors;
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
   * Derives a record type from a Java record: one field per component, in declaration order, its
   * key the component's name in snake_case ({@code labelIndex} is {@code label_index}), its type
   * from the component's type ({@code String}; {@code boolean}, {@code int}, {@code long} and their
   * boxed forms; a nested {@link Shaped} record; a {@code List} of either), its description and
   * nullability from the component's {@link FieldDoc}. A nested record type is the {@code SHAPE}
   * constant of its class. Called once per type, when its class is initialized.
   *
   * @param type the record class; it implements {@link Shaped}
   * @param name the record type's name, in snake_case
   * @param description one sentence for the schema
   * @return the shape
   * @throws IllegalArgumentException if a component has no {@link FieldDoc}, a type that is none of
   *     the above, or a nullability that its type contradicts
   */
  public static Shape of(Class<? extends Record> type, String name, String description) {
    RecordComponent[] components = type.getRecordComponents();
    List<Field> fields = new ArrayList<>(components.length);
    Method[] accessors = new Method[components.length];
    for (int i = 0; i < components.length; i++) {
      fields.add(field(type, components[i]));
      accessors[i] = components[i].getAccessor();
    }
    return new Shape(name, description, fields, accessors);
  }

  private static Field field(Class<?> owner, RecordComponent c) {
    String where = owner.getSimpleName() + "." + c.getName();
    FieldDoc doc = c.getAnnotation(FieldDoc.class);
    if (doc == null) {
      throw new IllegalArgumentException(where + " has no @FieldDoc");
    }
    String key = snakeCase(c.getName());
    Class<?> t = c.getType();
    Field.Kind kind;
    Shape nested = null;
    if (t == String.class) {
      kind = Field.Kind.STRING;
    } else if (t == boolean.class || t == Boolean.class) {
      kind = Field.Kind.BOOLEAN;
    } else if (t == int.class || t == Integer.class) {
      kind = Field.Kind.INT;
    } else if (t == long.class || t == Long.class) {
      kind = Field.Kind.LONG;
    } else if (Shaped.class.isAssignableFrom(t)) {
      kind = Field.Kind.RECORD;
      nested = shapeOf(t, where);
    } else if (t == List.class && c.getGenericType() instanceof ParameterizedType p) {
      Type element = p.getActualTypeArguments()[0];
      if (element == String.class) {
        kind = Field.Kind.STRING_LIST;
      } else if (element instanceof Class<?> e && Shaped.class.isAssignableFrom(e)) {
        kind = Field.Kind.RECORD_LIST;
        nested = shapeOf(e, where);
      } else {
        throw new IllegalArgumentException(where + ": no field type for List<" + element + ">");
      }
    } else {
      throw new IllegalArgumentException(where + ": no field type for " + t.getName());
    }
    boolean boxed = t == Boolean.class || t == Integer.class || t == Long.class;
    if (t.isPrimitive() && doc.nullable()) {
      throw new IllegalArgumentException(where + ": a primitive is never null");
    }
    if (boxed && !doc.nullable()) {
      throw new IllegalArgumentException(where + ": a boxed component says nullable = true");
    }
    return new Field(key, kind, nested, doc.nullable(), doc.value());
  }

  private static Shape shapeOf(Class<?> type, String where) {
    try {
      java.lang.reflect.Field f = type.getField("SHAPE");
      if (!Modifier.isStatic(f.getModifiers()) || f.getType() != Shape.class) {
        throw new IllegalArgumentException(where + ": " + type.getName() + ".SHAPE is no Shape");
      }
      return Objects.requireNonNull((Shape) f.get(null), where);
    } catch (NoSuchFieldException | IllegalAccessException e) {
      throw new IllegalArgumentException(where + ": " + type.getName() + " has no SHAPE", e);
    }
  }

  /** {@code labelIndex} to {@code label_index}: an underscore before each upper-case letter. */
  static String snakeCase(String javaName) {
    StringBuilder b = new StringBuilder(javaName.length() + 4);
    for (int i = 0; i < javaName.length(); i++) {
      char c = javaName.charAt(i);
      if (c >= 'A' && c <= 'Z') {
        b.append('_').append((char) (c + ('a' - 'A')));
      } else {
        b.append(c);
      }
    }
    return b.toString();
  }

  /**
   * The values of a record of this type, read through its components' accessors.
   *
   * @throws IllegalStateException if this shape was built from an explicit field list, or {@code r}
   *     is not a record of this type
   */
  List<Object> valuesOf(Shaped r) {
    if (accessors == null) {
      throw new IllegalStateException(name + " has no record components: override values()");
    }
    Object[] v = new Object[accessors.length];
    try {
      for (int i = 0; i < v.length; i++) {
        v[i] = accessors[i].invoke(r);
      }
    } catch (IllegalAccessException | IllegalArgumentException e) {
      throw new IllegalStateException(name + ": not a record of this type: " + r.getClass(), e);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException(name + ": an accessor threw", e.getCause());
    }
    return Arrays.asList(v);
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
