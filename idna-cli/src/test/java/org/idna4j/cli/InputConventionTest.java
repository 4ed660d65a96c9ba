package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The input rules of idna-cli/README.md ("One convention for every command") run on {@code check},
 * {@code compare}, {@code email}, {@code url-host} and {@code explain}: operands, standard input
 * ({@code -} or nothing) and {@code --input FILE} give the same records, one per input line in
 * order, and a file that cannot be read is {@code no such file} with exit code 2.
 */
class InputConventionTest {

  private static Path write(Path dir, String name, String text) throws Exception {
    Path f = dir.resolve(name);
    Files.writeString(f, text, StandardCharsets.UTF_8);
    return f;
  }

  /** {@code args} with {@code extra} appended. */
  private static String[] with(List<String> args, String... extra) {
    List<String> all = new ArrayList<>(args);
    all.addAll(List.of(extra));
    return all.toArray(new String[0]);
  }

  @Test
  void checkAndCompareReadFileInputOptionAndStandardInputAlike(@TempDir Path dir) throws Exception {
    String names = "bücher.example\nxn--abc-.com\n\nexample.com\n";
    Path f = write(dir, "names.txt", names);
    for (String command : List.of("check", "compare")) {
      List<String> base = List.of(command, "--no-summary", "--format", "jsonl");
      Cli.Run positional = Cli.run(with(base, f.toString()));
      Cli.Run input = Cli.run(with(base, "--input", f.toString()));
      Cli.Run stdin = Cli.runWithInput(names, with(base));
      Cli.Run dash = Cli.runWithInput(names, with(base, "-"));
      assertThat(input.exitCode()).as(command).isEqualTo(positional.exitCode()).isLessThan(2);
      assertThat(positional.lines()).as(command).hasSize(4);
      assertThat(input.out()).as(command).isEqualTo(positional.out());
      assertThat(stdin.out()).as(command).isEqualTo(positional.out());
      assertThat(dash.out()).as(command).isEqualTo(positional.out());
      Cli.Run both = Cli.run(with(base, "--input", f.toString(), f.toString()));
      assertThat(both.exitCode()).as(command).isEqualTo(IdnaCli.USAGE);
      assertThat(both.err()).as(command).contains("not both");
    }
  }

  @Test
  void aFileThatCannotBeReadIsNoSuchFileAndExitCode2(@TempDir Path dir) {
    String nope = dir.resolve("nope.txt").toString();
    List<List<String>> calls =
        List.of(
            List.of("check", "--input", nope),
            List.of("check", nope),
            List.of("compare", "--input", nope),
            List.of("email", "--input", nope),
            List.of("url-host", "--input", nope),
            List.of("explain", "--input", nope));
    for (List<String> call : calls) {
      Cli.Run r = Cli.run(call.toArray(new String[0]));
      assertThat(r.exitCode()).as(call.toString()).isEqualTo(IdnaCli.USAGE);
      assertThat(r.err()).as(call.toString()).contains("no such file: " + nope);
      assertThat(r.out()).as(call.toString()).isEmpty();
    }
  }

  @Test
  void emailReadsInputAndStillTakesTheFormerFileOption(@TempDir Path dir) throws Exception {
    String addresses = "jane@example.com\nno-at-sign\n";
    Path f = write(dir, "a.txt", addresses);
    Cli.Run input = Cli.run("email", "--no-summary", "--input", f.toString());
    Cli.Run stdin = Cli.runWithInput(addresses, "email", "--no-summary");
    assertThat(input.exitCode()).isEqualTo(IdnaCli.INVALID);
    assertThat(input.lines()).hasSize(3); // the header and one row per line
    assertThat(input.out()).isEqualTo(stdin.out());
    Cli.Run former = Cli.run("email", "--no-summary", "--file", f.toString());
    assertThat(former.out()).isEqualTo(input.out());
    assertThat(former.err()).contains("--file is deprecated; use --input");
    assertThat(Cli.run("email", "--input", f.toString(), "--file", f.toString()).exitCode())
        .isEqualTo(IdnaCli.USAGE);
    assertThat(Cli.run("email", "--input", f.toString(), "a@example.com").exitCode())
        .isEqualTo(IdnaCli.USAGE);
    // --file is hidden: the help names --input only
    String help = Cli.run("email", "--help").out();
    assertThat(help).contains("--input").doesNotContain("--file");
  }

  @Test
  void urlHostReadsInputLikeStandardInput(@TempDir Path dir) throws Exception {
    String urls = "http://bücher.example/\nhttp://xn--abc-.com/\n\n";
    Path f = write(dir, "urls.txt", urls);
    Cli.Run input = Cli.run("url-host", "--format", "jsonl", "--input", f.toString());
    Cli.Run stdin = Cli.runWithInput(urls, "url-host", "--format", "jsonl");
    assertThat(input.exitCode()).isEqualTo(IdnaCli.INVALID);
    assertThat(input.lines()).hasSize(3);
    assertThat(input.out()).isEqualTo(stdin.out());
    assertThat(Json.object(input.lines().get(2)).get("line")).isEqualTo(3L);
    assertThat(Cli.run("url-host", "--input", f.toString(), "http://a.example/").exitCode())
        .isEqualTo(IdnaCli.USAGE);
  }

  @Test
  void explainReadsStandardInputAndInputOneRecordPerLine(@TempDir Path dir) throws Exception {
    String names = "bücher.example\n\nab--c.example\r\n";
    Path f = write(dir, "names.txt", names);
    Cli.Run stdin = Cli.runWithInput(names, "explain");
    Cli.Run dash = Cli.runWithInput(names, "explain", "-");
    Cli.Run input = Cli.run("explain", "--input", f.toString());
    assertThat(stdin.lines()).hasSize(3);
    assertThat(dash.out()).isEqualTo(stdin.out());
    assertThat(input.out()).isEqualTo(stdin.out());
    // a clean line is the record of the same name as an operand, but for its line number
    assertThat(stdin.lines().get(0))
        .isEqualTo(
            Cli.run("explain", "bücher.example")
                .out()
                .strip()
                .replace("{\"line\":null,", "{\"line\":1,"));
    // the line's own problems come first among the name's problems and make it invalid
    assertThat(errors(stdin.lines().get(1))).startsWith("EMPTY_LINE");
    assertThat(errors(stdin.lines().get(2))).containsExactly("CRLF_LINE_END");
    assertThat(Json.object(stdin.lines().get(2)).get("input")).isEqualTo("ab--c.example");
    assertThat(stdin.exitCode()).isEqualTo(IdnaCli.INVALID);
    assertThat(Cli.runWithInput("example.com\n", "explain").exitCode()).isEqualTo(IdnaCli.OK);
    assertThat(Cli.run("explain", "--input", f.toString(), "a.example").exitCode())
        .isEqualTo(IdnaCli.USAGE);
  }

  @Test
  void explainAnswersAnUnreadableLineAndSaysWhy() {
    byte[] in = {'a', '.', 'b', '\n', (byte) 0xFF, '.', 'c', '\n', 'c', '.', 'd', '\n'};
    Cli.Run r = Cli.runWithInput(in, "explain");
    assertThat(r.lines()).hasSize(3);
    assertThat(errors(r.lines().get(1))).startsWith("INVALID_UTF8");
    assertThat(r.err()).contains("idna explain: line 2: INVALID_UTF8");
    assertThat(r.exitCode()).isEqualTo(IdnaCli.INVALID);
  }

  @Test
  void explainWritesFlatRowsInTsvAndCsv() {
    String names = "bücher.example\nxn--abc-.com\n";
    Cli.Run tsv = Cli.runWithInput(names, "explain", "--format", "tsv");
    assertThat(tsv.lines()).hasSize(3);
    List<String> header = List.of(tsv.lines().get(0).split("\t", -1));
    assertThat(header)
        .startsWith("line", "input", "preset", "ascii", "ascii_valid")
        .contains("problems", "code_points", "explanations");
    List<String> first = List.of(tsv.lines().get(1).split("\t", -1));
    assertThat(first).hasSameSizeAs(header);
    assertThat(first.get(0)).isEqualTo("1");
    assertThat(first.get(header.indexOf("ascii"))).isEqualTo("xn--bcher-kva.example");
    assertThat(first.get(header.indexOf("code_points")))
        .startsWith("U+0062(valid,PVALID,Latin,L) U+00FC(valid,PVALID,Latin,L)")
        .contains(";U+0065(");
    List<String> second = List.of(tsv.lines().get(2).split("\t", -1));
    assertThat(second.get(header.indexOf("ascii_valid"))).isEqualTo("false");
    assertThat(second.get(header.indexOf("problems"))).isNotEmpty();
    assertThat(second.get(header.indexOf("explanations"))).contains(": ");

    List<List<String>> csv = Csv.parse(Cli.run("explain", "--format", "csv", "a.example").out());
    assertThat(csv).hasSize(2);
    assertThat(csv.get(0)).isEqualTo(header);
    assertThat(csv.get(1).get(0)).isEmpty(); // an operand has no line
    assertThat(csv.get(1).get(1)).isEqualTo("a.example");
    assertThat(Cli.run("explain", "--format", "tsv", "--no-header", "a.example").lines())
        .hasSize(1);
  }

  @Test
  void everyRecordWritingCommandHereTakesTsvCsvAndJsonl() {
    Map<String, picocli.CommandLine> all = CommandConventionTest.everyCommand();
    for (String name :
        List.of(
            "idna check",
            "idna compare",
            "idna email",
            "idna url-host",
            "idna explain",
            "idna lgr info",
            "idna lgr check",
            "idna lgr variants",
            "idna lgr index",
            "idna lgr collisions")) {
      picocli.CommandLine.Model.OptionSpec format =
          all.get(name).getCommandSpec().findOption("--format");
      assertThat(format).as(name).isNotNull();
      assertThat(format.type()).as(name).isEqualTo(BulkOutput.Format.class);
      assertThat(all.get(name).getCommandSpec().findOption("--no-header")).as(name).isNotNull();
    }
    assertThat(all).containsKey("idna lgr list");
  }

  @SuppressWarnings("unchecked")
  private static List<String> errors(String jsonLine) {
    Map<String, Object> record = Json.object(jsonLine);
    return ((List<Object>) record.get("name_problems"))
        .stream().map(p -> (String) ((Map<String, Object>) p).get("error")).toList();
  }
}
