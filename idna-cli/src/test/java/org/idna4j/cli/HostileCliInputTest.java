package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 28, findings 6, 7 and 8 on the command line: {@code idna lgr} reads its input as strictly
 * as {@code idna check} ({@link StrictLines}), CSV cells cannot start a spreadsheet formula ({@link
 * CsvCells}), and a huge {@code --psl-file} is a clear usage error. Each test failed on the code
 * before the fix.
 */
class HostileCliInputTest {

  @TempDir static Path dir;
  static String latin;

  @BeforeAll
  static void files() throws IOException {
    Path f = dir.resolve("latin.xml");
    try (InputStream in =
        HostileCliInputTest.class.getResourceAsStream("/lgr/lgr-5-latin-script-26may22-en.xml")) {
      Files.copy(in, f);
    }
    latin = f.toString();
  }

  private static byte[] bytes(Object... parts) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    for (Object p : parts) {
      byte[] x = p instanceof String s ? s.getBytes(StandardCharsets.UTF_8) : (byte[]) p;
      b.write(x, 0, x.length);
    }
    return b.toByteArray();
  }

  // ------------------------------------------------------------ finding 6

  @Test
  void lgrCheckGivesOneRecordPerLineAndReportsBadLines() {
    byte[] in =
        bytes(
            "abc\n",
            "a\rb\n", // a lone CR is data: one line, one record (before: two)
            new byte[] {'a', (byte) 0xFF, 'b', '\n'}, // invalid UTF-8 (before: U+FFFD, silently)
            "x".repeat(StrictLines.DEFAULT_MAX_LINE_BYTES + 1) + "\n", // over the line cap
            "def\r\n"); // CRLF ends a line
    Cli.Run r = Cli.runWithInput(in, "lgr", "check", "--lgr", latin);
    List<String> lines = r.lines();
    assertThat(lines).hasSize(5);
    List<Map<String, Object>> records = lines.stream().map(Json::object).toList();
    assertThat(records.get(0).get("input")).isEqualTo("abc");
    assertThat(records.get(1).get("input")).isEqualTo("a\rb");
    assertThat(problemCode(records.get(2))).isEqualTo("INVALID_UTF8");
    assertThat(records.get(2).get("disposition")).isEqualTo("invalid");
    assertThat(problemCode(records.get(3))).isEqualTo("LINE_TOO_LONG");
    assertThat((String) records.get(3).get("input")).hasSizeLessThanOrEqualTo(200);
    assertThat(records.get(4).get("input")).isEqualTo("def");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.err()).contains("line 3: INVALID_UTF8").contains("line 4: LINE_TOO_LONG");
  }

  @SuppressWarnings("unchecked")
  private static String problemCode(Map<String, Object> record) {
    List<Map<String, Object>> problems = (List<Map<String, Object>>) record.get("problems");
    // the one problem record of the vocabulary: a problem of the input line has scope LINE
    assertThat(problems.get(0)).containsEntry("scope", "LINE");
    return (String) problems.get(0).get("error");
  }

  @Test
  void lgrIndexAndCollisionsReadTheSameWay() throws IOException {
    byte[] in = bytes("a\rb\n", new byte[] {(byte) 0xC3, '\n'}, "abc\n");
    Cli.Run index = Cli.runWithInput(in, "lgr", "index", "--lgr", latin);
    assertThat(index.lines()).hasSize(3);
    assertThat(Json.object(index.lines().get(1)).get("index_label")).isNull();
    assertThat(index.err()).contains("line 2: INVALID_UTF8");

    Path registered = dir.resolve("registered.txt");
    Files.write(registered, bytes("abc\n", new byte[] {(byte) 0xFF, '\n'}));
    Cli.Run coll =
        Cli.runWithInput(
            in, "lgr", "collisions", "--lgr", latin, "--registered", registered.toString());
    assertThat(coll.lines()).hasSize(3);
    assertThat(Json.object(coll.lines().get(1)).get("collides_with")).isEqualTo(List.of());
    assertThat(coll.err()).contains("1 registered lines could not be read");
  }

  // ------------------------------------------------------------ finding 7

  @Test
  void csvCellsThatWouldStartAFormulaAreNeutralised() {
    String in = "=1+1.example\n+cmd.example\n-2.example\n@sum.example\na\u001b[31mb.example\n";
    List<List<String>> rows = Csv.parse(Cli.runWithInput(in, "check", "--format", "csv").out());
    assertThat(rows.get(1).get(1)).isEqualTo("'=1+1.example");
    assertThat(rows.get(2).get(1)).isEqualTo("'+cmd.example");
    assertThat(rows.get(3).get(1)).isEqualTo("'-2.example");
    assertThat(rows.get(4).get(1)).isEqualTo("'@sum.example");
    assertThat(rows.get(5).get(1)).isEqualTo("a\\u{1B}[31mb.example");
    for (List<String> row : rows) {
      for (String cell : row) {
        assertThat(cell).doesNotContain("\u001b").doesNotContain("\t");
        assertThat(CsvCells.startsFormula(cell)).as(cell).isFalse();
      }
    }
    // --csv-raw: as they are
    List<List<String>> raw =
        Csv.parse(Cli.runWithInput(in, "check", "--format", "csv", "--csv-raw").out());
    assertThat(raw.get(1).get(1)).isEqualTo("=1+1.example");
    assertThat(raw.get(5).get(1)).isEqualTo("a\u001b[31mb.example");
  }

  @Test
  void pslCsvIsNeutralisedToo() {
    List<List<String>> rows =
        Csv.parse(Cli.runWithInput("=cmd|' /C calc'!A0\n", "psl", "--format", "csv").out());
    assertThat(rows.get(1).get(1)).startsWith("'=");
    List<List<String>> named = Csv.parse(Cli.run("psl", "--format", "csv", "@x.example").out());
    assertThat(named.get(1).get(1)).isEqualTo("'@x.example");
  }

  @Test
  void escapesCanBeReadBack() {
    ByteSink b = new ByteSink(64);
    CsvCells.append(b, "back\\slash\u0000\u2028", CsvCells.Mode.SAFE);
    assertThat(b.toString()).isEqualTo("back\\\\slash\\u{0}\\u{2028}");
  }

  // ------------------------------------------------------------ finding 4 (the launcher's part)

  @Test
  void serveRunsWithACappedNioBufferCache() throws IOException {
    // The launchers (./idna and the archive's bin/idna share lib/launch.sh, where every command's
    // JVM options are) pass the cap to the serve JVM, and ServeCommand sets it when missing.
    String launcher = Files.readString(Path.of("src/dist/lib/launch.sh"));
    assertThat(launcher.lines().filter(l -> l.strip().startsWith("serve)")))
        .singleElement()
        .asString()
        .contains("-Djdk.nio.maxCachedBufferSize=" + ServeCommand.MAX_CACHED_BUFFER);
    String before = System.getProperty("jdk.nio.maxCachedBufferSize");
    try {
      System.clearProperty("jdk.nio.maxCachedBufferSize");
      ServeCommand.limitNioBufferCache();
      assertThat(System.getProperty("jdk.nio.maxCachedBufferSize"))
          .isEqualTo(ServeCommand.MAX_CACHED_BUFFER);
      System.setProperty("jdk.nio.maxCachedBufferSize", "1024");
      ServeCommand.limitNioBufferCache();
      assertThat(System.getProperty("jdk.nio.maxCachedBufferSize")).isEqualTo("1024");
    } finally {
      if (before == null) {
        System.clearProperty("jdk.nio.maxCachedBufferSize");
      } else {
        System.setProperty("jdk.nio.maxCachedBufferSize", before);
      }
    }
  }

  // ------------------------------------------------------------ finding 8

  @Test
  @Timeout(value = 180, unit = TimeUnit.SECONDS)
  void aTwoMillionRulePslFileIsAClearUsageError() throws IOException {
    Path big = dir.resolve("huge.dat");
    try (Writer w = Files.newBufferedWriter(big, StandardCharsets.UTF_8)) {
      for (int i = 0; i < 2_000_000; i++) {
        w.write("r" + i + ".example\n");
      }
    }
    for (String[] args :
        List.of(
            new String[] {"serve", "--port", "0", "--psl-file", big.toString()},
            new String[] {"psl", "--psl-file", big.toString(), "a.example"})) {
      Cli.Run r = Cli.run(args);
      assertThat(r.exitCode()).as(String.join(" ", args)).isEqualTo(IdnaCli.USAGE);
      assertThat(r.err()).contains("more than 500000 rules").doesNotContain("\tat ");
    }
  }
}
