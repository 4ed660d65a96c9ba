package org.idna4j.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Runs {@code idna check} in-process, the way the command line does, and splits its records. */
final class CheckCommandRecords {
  /** What one run of {@code idna check} printed. */
  record Run(int exitCode, List<String> records, String err) {}

  private CheckCommandRecords() {}

  /**
   * Runs {@code idna check} with {@code args} (after "check") on {@code stdin}.
   *
   * <p>Records are split at LF only: an input line never holds an LF, so a record never does
   * either, whatever the format does with CR, tab, comma or quote.
   */
  static Run run(byte[] stdin, String... args) {
    String[] all = new String[args.length + 1];
    all[0] = "check";
    System.arraycopy(args, 0, all, 1, args.length);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = new Io(new ByteArrayInputStream(stdin), out, err, false);
    int code = IdnaCli.run(io, all);
    io.flush();
    String text = out.toString(StandardCharsets.UTF_8);
    List<String> records = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        records.add(text.substring(start, i));
        start = i + 1;
      }
    }
    if (start < text.length()) {
      records.add(text.substring(start));
    }
    return new Run(code, records, err.toString(StandardCharsets.UTF_8));
  }
}
