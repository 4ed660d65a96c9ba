package org.idna4j.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.idna4j.email.EmailAddress;
import org.idna4j.email.EmailOptions;

/**
 * The per-line work of {@code idna email --format jsonl} on one thread, timed in thread CPU time
 * (so that other processes on a shared machine do not count): {@link EmailAddress#parse} alone,
 * then {@link EmailCommand#record} (line decoding, parse, the record), then with {@link
 * EmailCommand#write} (the JSON bytes). Run by hand, not a test (benchmarks/README.d/emailface.md):
 *
 * <pre>
 * java -cp idna-cli/target/test-classes:idna-cli/target/idna.jar org.idna4j.cli.EmailLineLoop corpus/mixed.txt
 * </pre>
 *
 * <p>The addresses are the corpus made into addresses as the throughput figure makes them: line
 * {@code i} is {@code LOCAL[i % 10] + i + "@" + name i}.
 */
public final class EmailLineLoop {

  /** The local parts of the benchmarks module's EmailBenchmark, one in ten non-ASCII. */
  static final String[] LOCAL_PARTS = {
    "jane",
    "john.doe",
    "user+tag",
    "first_last",
    "info",
    "j.d-42",
    "sales.team",
    "x",
    "no-reply",
    "josé"
  };

  private EmailLineLoop() {}

  /**
   * Runs twelve rounds over the corpus and prints the CPU time per address of each step.
   *
   * @param args the corpus file, one domain name per line
   * @throws Exception if the file cannot be read
   */
  public static void main(String[] args) throws Exception {
    List<String> names = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
    int n = names.size();
    String[] addresses = new String[n];
    LineReader.RawLine[] raw = new LineReader.RawLine[n];
    for (int i = 0; i < n; i++) {
      addresses[i] = LOCAL_PARTS[i % LOCAL_PARTS.length] + i + "@" + names.get(i);
      byte[] b = addresses[i].getBytes(StandardCharsets.UTF_8);
      raw[i] = new LineReader.RawLine(b, b.length);
    }
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    EmailOptions options = EmailOptions.defaults();
    ByteSink sink = new ByteSink(1 << 20);
    Tally tally = new Tally();
    int valid = 0;
    for (int round = 0; round < 12; round++) {
      long t0 = mx.getCurrentThreadCpuTime();
      for (int i = 0; i < n; i++) {
        valid += EmailAddress.parse(addresses[i], options).isValid() ? 1 : 0;
      }
      long t1 = mx.getCurrentThreadCpuTime();
      for (int i = 0; i < n; i++) {
        valid += EmailCommand.record(options, i + 1, raw[i]).valid() ? 1 : 0;
      }
      long t2 = mx.getCurrentThreadCpuTime();
      for (int i = 0; i < n; i++) {
        EmailCommand.write(
            sink,
            BulkOutput.Format.JSONL,
            CsvCells.Mode.SAFE,
            false,
            EmailCommand.record(options, i + 1, raw[i]),
            tally);
        if (sink.length() > BulkRunner.BATCH_BYTES) {
          sink.clear();
        }
      }
      long t3 = mx.getCurrentThreadCpuTime();
      System.out.printf(
          Locale.ROOT,
          "round %d: parse %.0f ns, decode+parse+record %.0f ns, and JSON %.0f ns per address"
              + " (%.0f addresses per CPU-second)%n",
          round,
          (t1 - t0) / (double) n,
          (t2 - t1) / (double) n,
          (t3 - t2) / (double) n,
          n / ((t3 - t2) / 1e9));
    }
    System.out.println("valid: " + valid + ", records: " + tally.total);
  }
}
