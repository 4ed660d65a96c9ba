package org.idna4j.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.idna4j.label.IdnaProfile;

/**
 * The command line of {@link ValidateNames}, parsed into an immutable value.
 *
 * <p>Options take their value as the next argument ({@code --input names.txt}) or after an equals
 * sign ({@code --input=names.txt}). Every mistake is reported as an {@link
 * IllegalArgumentException} whose message says what is wrong; {@link #USAGE} is the help text.
 */
record JobOptions(
    String input,
    InputFormat inputFormat,
    Optional<String> column,
    boolean csvHeader,
    String output,
    OutputFormat outputFormat,
    String profile,
    boolean overwrite,
    Optional<Integer> partitions,
    int maxNameBytes) {

  /**
   * The default of {@code --max-name-length}: 64 KiB of UTF-8, as {@code idna check}'s {@code
   * --max-line-bytes}. A DNS name has at most 253 octets (RFC 1034 §3.1); a longer input is not a
   * name, and the limit keeps one hostile record from holding up a task.
   */
  static final int DEFAULT_MAX_NAME_BYTES = 65_536;

  /** The formats the job reads. */
  enum InputFormat {
    /** One name per line, UTF-8; every line is a name (Spark's text source). */
    TEXT,
    /** Comma-separated values; the names are in the column given by {@code --column}. */
    CSV,
    /** Parquet; the names are in the string column given by {@code --column}. */
    PARQUET
  }

  /** The formats the job writes. */
  enum OutputFormat {
    /** Parquet files (columnar, compressed: the format for further Spark jobs). */
    PARQUET,
    /** JSON Lines, one record per name (the shape of {@code idna check --format jsonl}). */
    JSON
  }

  static final String USAGE =
      String.join(
          "\n",
          "Usage: ValidateNames --input PATH --output DIR [options]",
          "",
          "Validates every name of the input with IDNA4J and writes one record per name",
          "(input, ascii, unicode, valid, problems) to DIR/names and the counts per error to",
          "DIR/summary (one JSON file); the summary is also printed.",
          "",
          "  --input PATH            file or directory of names (any Hadoop path: file:, hdfs:, s3a:)",
          "  --input-format FORMAT   text (default: one name per line) | csv | parquet",
          "  --column NAME           the column holding the names (csv, parquet); may be omitted",
          "                          when the input has a single column",
          "  --csv-header BOOL       whether the CSV's first line names the columns (default false;",
          "                          without a header the columns are _c0, _c1, ...)",
          "  --output DIR            where to write DIR/names and DIR/summary",
          "  --output-format FORMAT  parquet (default) | json",
          "  --profile NAME          uts46 | lookup (default) | whatwg | transitional | registration |",
          "                          idna2003",
          "  --overwrite             replace DIR/names and DIR/summary if they exist",
          "  --partitions N          repartition the names into N partitions before validating",
          "  --max-name-length BYTES names longer than this in UTF-8 are not processed: their record",
          "                          has the problem INPUT_TOO_LONG (default 65536, as idna check)",
          "  --help                  print this text",
          "",
          "Runs on the cluster spark-submit names, or on local[*] when started without a master.");

  JobOptions {
    Objects.requireNonNull(input, "input");
    Objects.requireNonNull(inputFormat, "inputFormat");
    Objects.requireNonNull(column, "column");
    Objects.requireNonNull(output, "output");
    Objects.requireNonNull(outputFormat, "outputFormat");
    Objects.requireNonNull(profile, "profile");
    Objects.requireNonNull(partitions, "partitions");
  }

  /**
   * Parses the job's arguments.
   *
   * @param args the command-line arguments
   * @return the options, or empty when {@code --help} was asked for
   * @throws IllegalArgumentException if an option is unknown, lacks its value, has a value out of
   *     range, or if {@code --input} or {@code --output} is missing
   */
  static Optional<JobOptions> parse(String... args) {
    String input = null;
    String output = null;
    InputFormat inputFormat = InputFormat.TEXT;
    OutputFormat outputFormat = OutputFormat.PARQUET;
    String column = null;
    boolean csvHeader = false;
    String profile = IdnaFunctions.DEFAULT_PROFILE.presetName();
    boolean overwrite = false;
    Integer partitions = null;
    int maxNameBytes = DEFAULT_MAX_NAME_BYTES;

    List<String> rest = new ArrayList<>(List.of(args));
    while (!rest.isEmpty()) {
      String arg = rest.remove(0);
      String value = null;
      int eq = arg.indexOf('=');
      if (arg.startsWith("--") && eq > 0) {
        value = arg.substring(eq + 1);
        arg = arg.substring(0, eq);
      }
      switch (arg) {
        case "--help", "-h" -> {
          return Optional.empty();
        }
        case "--overwrite" -> overwrite = true;
        case "--input" -> input = value(arg, value, rest);
        case "--output" -> output = value(arg, value, rest);
        case "--column" -> column = value(arg, value, rest);
        case "--input-format" ->
            inputFormat = choice(InputFormat.class, arg, value(arg, value, rest));
        case "--output-format" ->
            outputFormat = choice(OutputFormat.class, arg, value(arg, value, rest));
        case "--csv-header" -> csvHeader = bool(arg, value(arg, value, rest));
        case "--profile" ->
            profile = IdnaProfile.Preset.byName(value(arg, value, rest)).presetName();
        case "--partitions" -> partitions = positive(arg, value(arg, value, rest));
        case "--max-name-length" -> maxNameBytes = positive(arg, value(arg, value, rest));
        default -> throw new IllegalArgumentException("unknown option: " + arg);
      }
    }
    if (input == null) {
      throw new IllegalArgumentException("missing --input");
    }
    if (output == null) {
      throw new IllegalArgumentException("missing --output");
    }
    if (column != null && inputFormat == InputFormat.TEXT) {
      throw new IllegalArgumentException("--column applies to csv and parquet input only");
    }
    return Optional.of(
        new JobOptions(
            input,
            inputFormat,
            Optional.ofNullable(column),
            csvHeader,
            output,
            outputFormat,
            profile,
            overwrite,
            Optional.ofNullable(partitions),
            maxNameBytes));
  }

  private static String value(String option, String inline, List<String> rest) {
    if (inline != null) {
      return inline;
    }
    if (rest.isEmpty()) {
      throw new IllegalArgumentException(option + " needs a value");
    }
    return rest.remove(0);
  }

  private static <E extends Enum<E>> E choice(Class<E> type, String option, String value) {
    for (E e : type.getEnumConstants()) {
      if (e.name().equalsIgnoreCase(value)) {
        return e;
      }
    }
    List<String> names = new ArrayList<>();
    for (E e : type.getEnumConstants()) {
      names.add(e.name().toLowerCase(Locale.ROOT));
    }
    throw new IllegalArgumentException(
        option + " must be one of " + String.join(", ", names) + ", not '" + value + "'");
  }

  private static boolean bool(String option, String value) {
    return switch (value.toLowerCase(Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default ->
          throw new IllegalArgumentException(
              option + " must be true or false, not '" + value + "'");
    };
  }

  private static int positive(String option, String value) {
    try {
      int n = Integer.parseInt(value);
      if (n > 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(option + " must be a positive integer, not '" + value + "'");
  }
}
