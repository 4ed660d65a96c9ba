package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every record written for an input item carries its {@code line} in every format: record N of the
 * JSON Lines answers input line N (an empty line and a line that is not UTF-8 included), a record
 * for an operand has {@code line} null, and the first column of a TSV row is the same number (empty
 * for an operand). Run for each command whose records have no other test of it: {@code psl}, {@code
 * display}, {@code explain} and each {@code lgr} subcommand that reads labels.
 */
class LineFieldTest {

  @TempDir static Path dir;

  static String latin;
  static String registered;

  @BeforeAll
  static void files() throws IOException {
    Path f = dir.resolve("latin.xml");
    try (InputStream in =
        LineFieldTest.class.getResourceAsStream("/lgr/lgr-5-latin-script-26may22-en.xml")) {
      Files.copy(in, f);
    }
    latin = f.toString();
    Path r = dir.resolve("registered.txt");
    Files.writeString(r, "cafe\nabc\n", StandardCharsets.UTF_8);
    registered = r.toString();
  }

  /** Four lines: a valid item, an empty line, a line that is not UTF-8, another item. */
  private static byte[] input(String first, String last) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.writeBytes((first + "\n\n").getBytes(StandardCharsets.UTF_8));
    b.writeBytes(new byte[] {'x', (byte) 0xFF, (byte) 0xFE, '\n'});
    b.writeBytes((last + "\n").getBytes(StandardCharsets.UTF_8));
    return b.toByteArray();
  }

  static Stream<Arguments> commands() {
    return Stream.of(
        Arguments.of(List.of("psl"), "www.example.co.uk", "a..b"),
        Arguments.of(List.of("display"), "аррӏе.com", "bücher.de"),
        Arguments.of(List.of("explain"), "Bücher.example", "ab--c.example"),
        Arguments.of(List.of("lgr", "check", "--lgr", "@latin"), "café", "ɑpple"),
        Arguments.of(List.of("lgr", "index", "--lgr", "@latin"), "café", "ɑpple"),
        Arguments.of(List.of("lgr", "variants", "--lgr", "@latin", "--limit", "3"), "café", "abc"),
        Arguments.of(
            List.of("lgr", "collisions", "--lgr", "@latin", "--registered", "@registered"),
            "café",
            "abc"));
  }

  private static List<String> args(List<String> command, String format, List<String> operands) {
    List<String> a = new ArrayList<>();
    for (String c : command) {
      a.add(c.equals("@latin") ? latin : c.equals("@registered") ? registered : c);
    }
    a.add("--format");
    a.add(format);
    a.addAll(operands);
    return a;
  }

  @ParameterizedTest
  @MethodSource("commands")
  void recordNOfJsonLinesHasLineN(List<String> command, String first, String last) {
    Cli.Run r =
        Cli.runWithInput(
            input(first, last), args(command, "jsonl", List.of()).toArray(String[]::new));
    assertThat(r.lines()).as(command + ": one record per input line\n" + r.err()).hasSize(4);
    for (int i = 0; i < 4; i++) {
      Map<String, Object> record = Json.object(r.lines().get(i));
      assertThat(record.keySet())
          .as(command + " record %d's first field", i + 1)
          .first()
          .isEqualTo("line");
      assertThat(record).as(command + " record %d", i + 1).containsEntry("line", i + 1L);
    }
    // the empty line and the line that is not UTF-8 are answered in their place
    assertThat(Json.object(r.lines().get(1))).containsEntry("input", "");
    assertThat(Json.object(r.lines().get(2))).containsEntry("input", "x\uFFFD\uFFFD");
  }

  @ParameterizedTest
  @MethodSource("commands")
  void anOperandsRecordHasLineNull(List<String> command, String first, String last) {
    Cli.Run r = Cli.run(args(command, "jsonl", List.of(first, last)).toArray(String[]::new));
    assertThat(r.lines()).as(command + "\n" + r.err()).hasSize(2);
    for (String line : r.lines()) {
      Map<String, Object> record = Json.object(line);
      assertThat(record).as(command.toString()).containsKey("line");
      assertThat(record.get("line")).as(command.toString()).isNull();
    }
  }

  @ParameterizedTest
  @MethodSource("commands")
  void theTsvLineColumnIsTheRecordsLine(List<String> command, String first, String last) {
    Cli.Run r =
        Cli.runWithInput(
            input(first, last), args(command, "tsv", List.of()).toArray(String[]::new));
    assertThat(r.lines()).as(command + "\n" + r.err()).hasSize(5);
    assertThat(r.lines().get(0)).as(command + ": the header").startsWith("line\tinput\t");
    for (int i = 1; i <= 4; i++) {
      assertThat(r.lines().get(i)).as(command + " row %d", i).startsWith(i + "\t");
    }
    Cli.Run operands = Cli.run(args(command, "tsv", List.of(first, last)).toArray(String[]::new));
    assertThat(operands.lines()).as(command.toString()).hasSize(3);
    assertThat(operands.lines().get(1)).as(command + ": an operand's line cell").startsWith("\t");
    assertThat(operands.lines().get(2)).as(command + ": an operand's line cell").startsWith("\t");
  }
}
