package org.idna4j.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Runs the real {@code idna} command in-process through picocli with captured streams. */
final class Cli {

  /** What one run produced. */
  record Run(int exitCode, byte[] outBytes, String err) {
    String out() {
      return new String(outBytes, StandardCharsets.UTF_8);
    }

    /** Standard output split into lines (without the line terminators). */
    java.util.List<String> lines() {
      String o = out();
      if (o.isEmpty()) {
        return java.util.List.of();
      }
      return java.util.List.of(
          o.substring(0, o.endsWith("\n") ? o.length() - 1 : o.length()).split("\n", -1));
    }
  }

  private Cli() {}

  /** Streams for a command line that is built but not run: no input, output discarded. */
  static Io emptyIo() {
    return new Io(
        new ByteArrayInputStream(new byte[0]),
        new ByteArrayOutputStream(),
        new ByteArrayOutputStream(),
        false);
  }

  static Run run(String... args) {
    return runWithInput(new byte[0], args);
  }

  static Run runWithInput(String stdin, String... args) {
    return runWithInput(stdin.getBytes(StandardCharsets.UTF_8), args);
  }

  static Run runWithInput(byte[] stdin, String... args) {
    return runWithInput(stdin, false, args);
  }

  /** Runs with standard error claiming to be a terminal or not (for the progress bar). */
  static Run runWithInput(byte[] stdin, boolean errIsTerminal, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = new Io(new ByteArrayInputStream(stdin), out, err, errIsTerminal);
    int code = IdnaCli.run(io, args);
    io.flush();
    return new Run(code, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
  }
}
