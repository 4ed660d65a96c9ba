package org.idna4j.agent;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;

/**
 * The agent's options, parsed from {@code -javaagent:idna4j-agent.jar=OPTIONS}: a comma-separated
 * list of {@code replace} (the default) or {@code audit}, {@code log=FILE}, {@code max-records=N}
 * and {@code interval=SECONDS}.
 *
 * <p>An unknown or malformed option is an error: the agent then does not start and the JDK's
 * behaviour stays. Guessing would be worse: a misspelt {@code audit} must never turn into {@code
 * replace} and change the application's answers.
 *
 * @param audit whether the mode is {@code audit} (else {@code replace})
 * @param log the audit log file
 * @param maxRecords the cap on distinct audit records
 * @param intervalSeconds how often the audit log is rewritten while the JVM runs
 */
record Options(boolean audit, Path log, int maxRecords, int intervalSeconds) {

  /** The default cap on distinct audit records. */
  static final int DEFAULT_MAX_RECORDS = 10_000;

  /** The largest {@code max-records}: a million records of short names stay well under 1 GB. */
  static final int MAX_MAX_RECORDS = 1_000_000;

  /** The default interval between two writes of the audit log: at least once a minute. */
  static final int DEFAULT_INTERVAL_SECONDS = 60;

  Options {
    Objects.requireNonNull(log, "log");
  }

  /**
   * The default log file: {@code idna4j-audit-<pid>.jsonl} in the working directory, so that two
   * JVMs started in one directory never write one file.
   */
  static Path defaultLog() {
    return Path.of("idna4j-audit-" + ProcessHandle.current().pid() + ".jsonl");
  }

  /**
   * Parses the agent's argument string.
   *
   * @param args the text after {@code =}, or null when there is none
   * @return the options
   * @throws IllegalArgumentException for an unknown, repeated or malformed option
   */
  static Options parse(String args) {
    Boolean audit = null;
    Path log = null;
    int maxRecords = DEFAULT_MAX_RECORDS;
    int interval = DEFAULT_INTERVAL_SECONDS;
    boolean maxGiven = false;
    boolean intervalGiven = false;
    if (args != null && !args.isBlank()) {
      for (String raw : args.split(",", -1)) {
        String option = raw.strip();
        int eq = option.indexOf('=');
        String key = (eq < 0 ? option : option.substring(0, eq)).toLowerCase(Locale.ROOT);
        String value = eq < 0 ? null : option.substring(eq + 1);
        switch (key) {
          case "replace", "audit" -> {
            if (value != null) {
              throw new IllegalArgumentException("option " + key + " takes no value");
            }
            if (audit != null) {
              throw new IllegalArgumentException("give one mode, replace or audit");
            }
            audit = key.equals("audit");
          }
          case "log" -> {
            if (value == null || value.isEmpty() || log != null) {
              throw new IllegalArgumentException("log= needs one file name");
            }
            log = Path.of(value);
          }
          case "max-records" -> {
            if (maxGiven) {
              throw new IllegalArgumentException("max-records given twice");
            }
            maxGiven = true;
            maxRecords = number(key, value, 1, MAX_MAX_RECORDS);
          }
          case "interval" -> {
            if (intervalGiven) {
              throw new IllegalArgumentException("interval given twice");
            }
            intervalGiven = true;
            interval = number(key, value, 1, 86_400);
          }
          default ->
              throw new IllegalArgumentException(
                  "unknown option '"
                      + shorten(option)
                      + "' (options: replace, audit, log=FILE, max-records=N, interval=SECONDS)");
        }
      }
    }
    boolean isAudit = audit != null && audit;
    if (!isAudit && (log != null || maxGiven || intervalGiven)) {
      throw new IllegalArgumentException("log=, max-records= and interval= go with audit");
    }
    return new Options(isAudit, log == null ? defaultLog() : log, maxRecords, interval);
  }

  private static int number(String key, String value, int min, int max) {
    try {
      int n = Integer.parseInt(value == null ? "" : value.strip());
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(
        key
            + "= needs a whole number from "
            + min
            + " to "
            + max
            + ", not '"
            + shorten(value)
            + "'");
  }

  /** An option as quoted in a one-line message: at most 40 characters. */
  private static String shorten(String s) {
    if (s == null) {
      return "";
    }
    return s.length() <= 40 ? s : s.substring(0, 40) + "...";
  }
}
