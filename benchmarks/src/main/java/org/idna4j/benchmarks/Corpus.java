package org.idna4j.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Loads the benchmark corpora: plain lists of domain names, one per line, bundled in this module's
 * jar under {@code /corpus/} from the repository's {@code corpus/} directory.
 *
 * <p>Each corpus holds exactly {@link #SIZE} names, so a benchmark that converts the whole corpus
 * once per invocation declares {@code @OperationsPerInvocation(Corpus.SIZE)} and JMH reports time
 * and allocation per name. The repository's {@code corpus/README.md} says where the lists come from
 * and how to regenerate them.
 */
public final class Corpus {

  /** Number of names in every corpus; the loader rejects a file of any other length. */
  public static final int SIZE = 100_000;

  /** The corpus of lowercase LDH names only. */
  public static final String ASCII = "ascii";

  /** The corpus of 85% lowercase ASCII, 5% ASCII with capitals and 10% non-ASCII names. */
  public static final String MIXED = "mixed";

  /** The corpus of names with one non-ASCII label across 11 scripts. */
  public static final String UNICODE = "unicode";

  private Corpus() {}

  /**
   * Reads the named corpus from the classpath.
   *
   * @param name {@link #MIXED}, {@link #ASCII} or {@link #UNICODE}
   * @return a new array of {@link #SIZE} names, in file order
   * @throws NullPointerException if {@code name} is null
   * @throws IllegalArgumentException if no such corpus exists or it does not hold exactly {@link
   *     #SIZE} non-empty lines
   * @throws UncheckedIOException if the resource cannot be read
   */
  public static String[] load(String name) {
    Objects.requireNonNull(name, "name");
    String resource = "/corpus/" + name + ".txt";
    InputStream in = Corpus.class.getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalArgumentException("no corpus " + resource + " on the classpath");
    }
    List<String> names = new ArrayList<>(SIZE);
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (line.isEmpty()) {
          throw new IllegalArgumentException(
              resource + " line " + (names.size() + 1) + " is empty");
        }
        names.add(line);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(resource, e);
    }
    if (names.size() != SIZE) {
      throw new IllegalArgumentException(
          resource + " holds " + names.size() + " names, expected " + SIZE);
    }
    return names.toArray(new String[0]);
  }
}
