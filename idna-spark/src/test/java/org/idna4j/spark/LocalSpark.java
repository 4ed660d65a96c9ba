package org.idna4j.spark;

import org.apache.spark.sql.SparkSession;

/**
 * The one local SparkSession the tests of this module share.
 *
 * <p>Starting a session costs seconds, so every test class of the surefire JVM uses the same one:
 * two worker threads ({@code local[2]}, so that partitions really run side by side), no web UI,
 * four shuffle partitions instead of 200. It stops when the JVM exits.
 */
final class LocalSpark {

  private static SparkSession session;

  private LocalSpark() {}

  /**
   * Returns the shared session, starting it on first use.
   *
   * @return the session
   */
  static synchronized SparkSession session() {
    if (session == null) {
      session =
          SparkSession.builder()
              .appName("idna-spark tests")
              .master("local[2]")
              .config("spark.ui.enabled", "false")
              .config("spark.sql.shuffle.partitions", "4")
              .config("spark.default.parallelism", "4")
              .config("spark.driver.host", "127.0.0.1")
              .config("spark.driver.bindAddress", "127.0.0.1")
              .getOrCreate();
      session.sparkContext().setLogLevel("WARN");
      SparkSession started = session;
      Runtime.getRuntime().addShutdownHook(new Thread(started::stop, "stop local spark"));
    }
    return session;
  }
}
