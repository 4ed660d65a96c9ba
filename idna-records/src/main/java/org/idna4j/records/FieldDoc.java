package org.idna4j.records;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What a record component says as a field of its record type: the description that the JSON Schema
 * and the OpenAPI document carry, and whether a string or nested record may be null. {@link
 * Shape#of} reads it once per record type; the field's key and type come from the component itself
 * (its name in snake_case, its Java type).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface FieldDoc {

  /**
   * Returns the description.
   *
   * @return one sentence for the schema
   */
  String value();

  /**
   * Returns whether the value may be null. A primitive component never is; a boxed one ({@code
   * Integer}, {@code Long}, {@code Boolean}) must say {@code true}; a list never is (it is empty
   * instead).
   *
   * @return whether the field is nullable
   */
  boolean nullable() default false;
}
