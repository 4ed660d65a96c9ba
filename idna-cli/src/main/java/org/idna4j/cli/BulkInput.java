package org.idna4j.cli;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * Where a bulk run reads its lines: a file, or standard input when {@code file} is null or {@code
 * -}, and the longest line it processes. Each bulk command names the file its own way (the
 * positional FILE of {@code check} and {@code compare}, {@code --file} of {@code email}, {@code
 * --input} of {@code display}); {@link BulkOutput#run} reads it the same way for all.
 *
 * @param file the file to read, or null or {@code -} for standard input
 * @param maxLineBytes longer lines get a LINE_TOO_LONG record and are not processed
 */
record BulkInput(String file, int maxLineBytes) {

  boolean fromStdin() {
    return file == null || file.equals("-");
  }

  /** A usage error unless the line bound is positive. */
  void check(CommandLine.Model.CommandSpec spec) {
    if (maxLineBytes < 1) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--max-line-bytes must be positive, not " + maxLineBytes);
    }
  }

  /** Opens the input; a missing or unreadable file is a usage error. */
  InputStream open(Io io, CommandLine.Model.CommandSpec spec) {
    if (fromStdin()) {
      return io.in();
    }
    try {
      if (Files.isDirectory(Path.of(file))) {
        throw new CommandLine.ParameterException(spec.commandLine(), file + " is a directory");
      }
      return Files.newInputStream(Path.of(file));
    } catch (NoSuchFileException | FileNotFoundException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "no such file: " + file);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "cannot read " + file + ": " + e.getMessage());
    } catch (UncheckedIOException | java.nio.file.InvalidPathException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "cannot read " + file);
    }
  }

  /** The input's size in bytes when it is a regular file, else -1 (for the progress bar). */
  long size() {
    if (fromStdin()) {
      return -1;
    }
    try {
      Path p = Path.of(file);
      return Files.isRegularFile(p) ? Files.size(p) : -1;
    } catch (IOException | java.nio.file.InvalidPathException | SecurityException e) {
      return -1;
    }
  }
}
