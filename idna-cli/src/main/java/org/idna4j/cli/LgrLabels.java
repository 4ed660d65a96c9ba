package org.idna4j.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The labels an {@code idna lgr} subcommand reads (a picocli mixin): the arguments, else {@code
 * --input FILE} or standard input, one per line.
 */
final class LgrLabels {
  @Option(
      names = "--input",
      paramLabel = "FILE",
      description = "Labels, one per line ('-': standard input).")
  Path input;

  @Parameters(arity = "0..*", paramLabel = "LABEL", description = "U-labels or A-labels.")
  List<String> labels;

  /** Streams the labels, one per line of the input when there are no arguments. */
  void forEach(Io io, Consumer<String> action) throws IOException {
    if (labels != null && !labels.isEmpty()) {
      labels.forEach(action);
      return;
    }
    InputStream in =
        input == null || input.toString().equals("-") ? io.in() : Files.newInputStream(input);
    try (BufferedReader r =
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16)) {
      String line;
      while ((line = r.readLine()) != null) {
        action.accept(line);
      }
    } finally {
      if (in != io.in()) {
        in.close();
      }
    }
  }
}
