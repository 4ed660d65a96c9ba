package org.idna4j.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The standard streams a command reads and writes, always as bytes in UTF-8.
 *
 * <p>Java 17 encodes {@code System.out} with the locale's charset, which under a C/POSIX locale is
 * ASCII and turns every non-ASCII character into {@code ?}. The commands therefore never use {@code
 * System.out}: they write UTF-8 bytes to the streams held here. Tests build an {@code Io} over
 * in-memory streams.
 */
final class Io {

  private final InputStream in;
  private final OutputStream out;
  private final OutputStream err;
  private final boolean errIsTerminal;
  private final PrintWriter outWriter;
  private final PrintWriter errWriter;

  /**
   * Creates streams for a command.
   *
   * @param in standard input
   * @param out standard output (records, converted names)
   * @param err standard error (messages, progress, summary)
   * @param errIsTerminal whether {@code err} is a terminal, which turns the progress bar on
   * @throws NullPointerException if a stream is null
   */
  Io(InputStream in, OutputStream out, OutputStream err, boolean errIsTerminal) {
    this.in = Objects.requireNonNull(in, "in");
    this.out = Objects.requireNonNull(out, "out");
    this.err = Objects.requireNonNull(err, "err");
    this.errIsTerminal = errIsTerminal;
    this.outWriter =
        new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true);
    this.errWriter =
        new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
  }

  /** Returns the process's own standard streams (buffered standard output, UTF-8). */
  static Io system() {
    return new Io(
        new FileInputStream(FileDescriptor.in),
        new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16),
        new FileOutputStream(FileDescriptor.err),
        stderrIsTerminal());
  }

  /**
   * Tells whether standard error is a terminal. The {@code ./idna} launcher answers with {@code [
   * -t 2 ]} through the {@code idna.stderr.tty} property; without it, Linux's {@code
   * /proc/self/fd/2} link is consulted; otherwise the answer is no (no progress bar).
   */
  private static boolean stderrIsTerminal() {
    String told = System.getProperty("idna.stderr.tty");
    if (told != null) {
      return Boolean.parseBoolean(told);
    }
    try {
      Path target = Files.readSymbolicLink(Path.of("/proc/self/fd/2"));
      String t = target.toString();
      return t.startsWith("/dev/pts/") || t.startsWith("/dev/tty");
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return false; // no such link (not Linux) or not readable: no terminal known
    }
  }

  InputStream in() {
    return in;
  }

  OutputStream out() {
    return out;
  }

  OutputStream err() {
    return err;
  }

  boolean errIsTerminal() {
    return errIsTerminal;
  }

  /** Standard output as an auto-flushing UTF-8 writer, for short human-readable output. */
  PrintWriter outWriter() {
    return outWriter;
  }

  /** Standard error as an auto-flushing UTF-8 writer. */
  PrintWriter errWriter() {
    return errWriter;
  }

  /** Flushes both output streams. */
  void flush() {
    outWriter.flush();
    errWriter.flush();
    try {
      out.flush();
      err.flush();
    } catch (java.io.IOException e) {
      // Nothing sensible remains to be done when the standard streams are gone.
    }
  }
}
