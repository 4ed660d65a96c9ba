/**
 * IDNA4J on Apache Spark: SQL functions and a job that validates names at zone scale.
 *
 * <p>Most users need two types. {@link org.idna4j.spark.IdnaFunctions} registers {@code
 * idna_to_ascii}, {@code idna_to_unicode}, {@code idna_is_valid} and {@code idna_problems} in a
 * session with one call and offers the same functions for the {@code Column} API. {@link
 * org.idna4j.spark.ValidateNames} is the {@code spark-submit} job: names from text, CSV or Parquet
 * in, the fields of an {@code idna check} record and a count of names per error out.
 *
 * <p>Spark is a {@code provided} dependency: the cluster brings it. The library's processors never
 * travel with a task; each executor JVM uses one cached, immutable processor per profile.
 */
package org.idna4j.spark;
