package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Beyond the fixed file of {@code HostileLinesTest}: seeded random files that mix every hostile
 * line kind (invalid UTF-8, NUL, a 1 MB line, lone CR, CRLF, BOM, empty lines, a missing final LF)
 * in random order give exactly one record per line, in order, in every output format and with one
 * or several threads.
 */
class CheckCommandLosesNothingTest {
  private static final byte[][] KINDS = {
    bytes("example.com"),
    bytes("b\u00FCcher.de"),
    bytes("p\u0430ypal.com"),
    {(byte) 0xFF, 'a'}, // never in UTF-8
    {(byte) 0xC0, (byte) 0xAF}, // overlong '/'
    {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, // encoded surrogate
    {'x', (byte) 0xE2, (byte) 0x82}, // truncated sequence
    bytes("nul\u0000inside.com"),
    bytes("lone\rcr.com"),
    bytes("crlf.com\r"),
    bytes("\uFEFFbom.com"),
    {(byte) 0xFE, (byte) 0xFF, 0, 'a'}, // UTF-16 BOM and a NUL
    {}, // empty line
    bytes("a,b\"c\td.com"), // CSV and TSV specials
    bytes("xn--mnchen-.de"),
  };

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @ParameterizedTest(name = "{0}, {1} threads, seed {2}")
  @CsvSource({"jsonl, 1, 1", "jsonl, 4, 2", "tsv, 1, 3", "tsv, 4, 4", "csv, 1, 5", "csv, 4, 6"})
  void everyLineGetsExactlyOneRecord(String format, int threads, long seed) {
    Random random = new Random(seed);
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    List<Integer> kinds = new ArrayList<>();
    int lines = 3000;
    int megabyteLine = random.nextInt(lines);
    for (int i = 0; i < lines; i++) {
      if (i == megabyteLine) {
        file.writeBytes("a".repeat(1 << 20).getBytes(StandardCharsets.US_ASCII));
        kinds.add(-1);
      } else {
        int kind = random.nextInt(KINDS.length);
        file.writeBytes(KINDS[kind]);
        kinds.add(kind);
      }
      if (i < lines - 1 || random.nextBoolean()) {
        file.write('\n');
      }
    }
    CheckCommandRecords.Run run =
        CheckCommandRecords.run(
            file.toByteArray(),
            "--format",
            format,
            "--threads",
            Integer.toString(threads),
            "--no-header",
            "--no-progress");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.records()).hasSize(lines);
    for (int i = 0; i < lines; i++) {
      String record = run.records().get(i);
      String number = Integer.toString(i + 1);
      String prefix =
          format.equals("jsonl")
              ? "{\"line\":" + number + ","
              : number + (format.equals("csv") ? "," : "\t");
      assertThat(record).as("record %d (kind %d)", i + 1, kinds.get(i)).startsWith(prefix);
    }
    assertThat(run.records().get(megabyteLine)).contains("LINE_TOO_LONG");
    assertThat(run.err()).contains(Integer.toString(lines));
  }
}
