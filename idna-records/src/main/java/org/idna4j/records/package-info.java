/**
 * The records every face of IDNA4J emits, defined once: the CLI's JSON Lines, the HTTP API's JSON
 * and Spark's structs are all written from these types.
 *
 * <ul>
 *   <li>{@link org.idna4j.records.Shape} and {@link org.idna4j.records.Field} - a record type: its
 *       snake_case fields in order, their types and nullability;
 *   <li>{@link org.idna4j.records.Shaped} - a record value; one Java record per type ({@link
 *       org.idna4j.records.CheckRecord}, {@link org.idna4j.records.ProblemRecord}, ...);
 *   <li>{@link org.idna4j.records.RecordJson} - writes one record at a time to a stream;
 *   <li>{@link org.idna4j.records.JsonSchemas} - the JSON Schema of each type;
 *   <li>{@link org.idna4j.records.Records} - the catalogue of types;
 *   <li>{@link org.idna4j.records.Vocabulary} - the spelling rules and the profile options' names.
 * </ul>
 *
 * <p>Everything here is immutable and thread-safe.
 */
package org.idna4j.records;
