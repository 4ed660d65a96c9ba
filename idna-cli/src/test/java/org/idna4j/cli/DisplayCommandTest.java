package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.idna4j.display.DisplayPolicy;
import org.idna4j.records.DisplayRecord;
import org.idna4j.records.RecordJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code idna display}: the records are {@link RecordJson}'s bytes and validate against the
 * checked-in schema, every policy name works, {@code --protected} drives the lookalike check and is
 * bounded, formats and exit codes are those of the other commands, and hostile input gets a clean
 * answer.
 */
class DisplayCommandTest {

  static final ObjectMapper JSON = new ObjectMapper();

  static Schema schema() throws Exception {
    try (InputStream in = DisplayRecord.class.getResourceAsStream("/schemas/display.schema.json")) {
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(JSON.readTree(in));
    }
  }

  static void assertValid(List<String> lines) throws Exception {
    Schema s = schema();
    for (String line : lines) {
      List<String> errors = new ArrayList<>();
      for (Error e : s.validate(JSON.readTree(line))) {
        errors.add(e.toString());
      }
      assertThat(errors).as(line).isEmpty();
    }
  }

  @Test
  void namesFromArgumentsAreRecordJsonsBytesAndValidate() throws Exception {
    List<String> names =
        List.of("аррӏе.com", "xn--bcher-kva.de", "example.com", "a..b", "þorp.com");
    List<String> args = new ArrayList<>(List.of("display", "--format", "jsonl"));
    args.addAll(names);
    Cli.Run r = Cli.run(args.toArray(String[]::new));
    assertThat(r.exitCode()).isEqualTo(1); // some names are shown in ASCII
    StringBuilder expected = new StringBuilder();
    for (String n : names) {
      expected
          .append(
              RecordJson.toJson(DisplayRecord.of(null, n, "chromium", DisplayPolicy.chromium())))
          .append('\n');
    }
    assertThat(r.outBytes()).isEqualTo(expected.toString().getBytes(StandardCharsets.UTF_8));
    assertValid(r.lines());
    Map<String, Object> apple = Json.object(r.lines().get(0));
    assertThat(apple)
        .containsEntry("output", "xn--80ak6aa92e.com")
        .containsEntry("shown_as_unicode", false)
        .containsEntry("reasons", List.of("WHOLE_SCRIPT_CONFUSABLE"))
        .containsEntry("policy", "chromium");
    assertThat(Json.object(r.lines().get(1)))
        .containsEntry("output", "bücher.de")
        .containsEntry("shown_as_unicode", true);
  }

  @Test
  void everyPolicyNameAndAnUnknownOne() throws Exception {
    for (String policy : DisplayRecord.POLICIES) {
      Cli.Run r = Cli.run("display", "--format", "jsonl", "--policy", policy, "bücher.de");
      assertThat(Json.object(r.out())).as(policy).containsEntry("policy", policy);
      assertValid(r.lines());
      // firefox-ascii shows every non-ASCII label in ASCII; the others show bücher in Unicode
      assertThat(r.exitCode()).as(policy).isEqualTo(policy.equals("firefox-ascii") ? 1 : 0);
    }
    Cli.Run bad = Cli.run("display", "--policy", "firefox", "bücher.de");
    assertThat(bad.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(bad.err()).contains("unknown --policy 'firefox'").contains("firefox-moderate");
    assertThat(bad.out()).isEmpty();
  }

  @Test
  void tsvAndCsvHaveTheRecordsFieldsAsColumns() {
    Cli.Run tsv = Cli.run("display", "аррӏе.com");
    assertThat(tsv.lines().get(0))
        .isEqualTo(
            "line\tinput\tpolicy\toutput\tshown_as_unicode\treasons\tlookalike_of\tlabels"
                + "\tproblems");
    assertThat(tsv.lines().get(1))
        .startsWith(
            "\tаррӏе.com\tchromium\txn--80ak6aa92e.com\tfalse\tWHOLE_SCRIPT_CONFUSABLE\t\t"
                + "[{\"output\":\"xn--80ak6aa92e\"");
    Cli.Run csv = Cli.run("display", "--format", "csv", "--no-header", "bücher.de");
    assertThat(csv.lines()).hasSize(1);
    assertThat(csv.lines().get(0)).startsWith(",bücher.de,chromium,bücher.de,true,,,");
  }

  @Test
  void bulkFromStandardInputAndFromAFileInInputOrder(@TempDir Path dir) throws Exception {
    String input = "аррӏе.com\nbücher.de\n\nexample.com\r\n";
    Cli.Run stdin = Cli.runWithInput(input, "display", "--format", "jsonl", "--threads", "2");
    assertThat(stdin.exitCode()).isEqualTo(1);
    assertThat(stdin.lines()).hasSize(4);
    assertValid(stdin.lines());
    assertThat(Json.object(stdin.lines().get(1))).containsEntry("output", "bücher.de");
    // CRLF: processed without the CR, and the line's problem is in the record
    Map<String, Object> crlf = Json.object(stdin.lines().get(3));
    assertThat(crlf).containsEntry("output", "example.com");
    assertThat(crlf.get("problems").toString()).contains("CRLF_LINE_END");
    // a line with a problem of its own (empty, CRLF) counts as not shown as it reads, as check
    // counts it invalid; the summary names only what the records hold
    assertThat(stdin.err())
        .contains(
            "idna display: 4 names, 1 shown as they read, 3 with labels in ASCII or unreadable")
        .contains("WHOLE_SCRIPT_CONFUSABLE: 1")
        .contains("EMPTY_LINE: 1")
        .contains("CRLF_LINE_END: 1");
    Path file = dir.resolve("names.txt");
    Files.writeString(file, input);
    Cli.Run fromFile = Cli.run("display", "--format", "jsonl", "--input", file.toString());
    assertThat(fromFile.outBytes()).isEqualTo(stdin.outBytes());
  }

  @Test
  void aLineThatIsNotUtf8GetsItsRecordWithTheProblem() throws Exception {
    byte[] in = {'a', (byte) 0xFF, '.', 'c', 'o', 'm', '\n', 'b', '.', 'd', 'e', '\n'};
    Cli.Run r = Cli.runWithInput(in, false, "display", "--format", "jsonl");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.lines()).hasSize(2);
    assertValid(r.lines());
    Map<String, Object> bad = Json.object(r.lines().get(0));
    assertThat(bad).containsEntry("output", null).containsEntry("shown_as_unicode", false);
    assertThat(bad.get("problems").toString()).contains("INVALID_UTF8");
    assertThat(Json.object(r.lines().get(1))).containsEntry("output", "b.de");
  }

  @Test
  void protectedDomainsDriveTheLookalikeCheck(@TempDir Path dir) throws Exception {
    Path list = dir.resolve("protected.txt");
    Files.writeString(list, "# lookalike targets\nexample.com\n\n  google.com  \n");
    Cli.Run r =
        Cli.run(
            "display",
            "--format",
            "jsonl",
            "--protected",
            list.toString(),
            "éxample.com",
            "www.example.com",
            "gооgle.com");
    assertValid(r.lines());
    assertThat(Json.object(r.lines().get(0)))
        .containsEntry("output", "xn--xample-9ua.com")
        .containsEntry("lookalike_of", "example.com");
    assertThat(Json.object(r.lines().get(0)).get("reasons").toString())
        .contains("LOOKALIKE_DOMAIN");
    assertThat(Json.object(r.lines().get(1)))
        .containsEntry("shown_as_unicode", true)
        .containsEntry("lookalike_of", null);
    assertThat(Json.object(r.lines().get(2)).get("reasons").toString())
        .contains("LOOKALIKE_DOMAIN");
    // without the list, éxample.com is shown in Unicode
    assertThat(Json.object(Cli.run("display", "--format", "jsonl", "éxample.com").out()))
        .containsEntry("output", "éxample.com");
  }

  @Test
  void aProtectedFileThatCannotBeReadIsRefusedWithItsLineNumber(@TempDir Path dir)
      throws Exception {
    Path bad = dir.resolve("bad.txt");
    Files.write(bad, new byte[] {'a', '.', 'c', 'o', 'm', '\n', 'b', (byte) 0xC3, '\n'});
    Cli.Run r = Cli.run("display", "--protected", bad.toString(), "example.com");
    assertThat(r.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(r.err()).contains("line 2: INVALID_UTF8");
    assertThat(r.out()).isEmpty();

    Path longLine = dir.resolve("long.txt");
    Files.writeString(longLine, "example.com\n" + "a".repeat(2_000_000) + "\n");
    Cli.Run l = Cli.run("display", "--protected", longLine.toString(), "example.com");
    assertThat(l.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(l.err()).contains("line 2: LINE_TOO_LONG");

    Cli.Run missing = Cli.run("display", "--protected", dir.resolve("none").toString(), "a.com");
    assertThat(missing.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(missing.err()).contains("no such file");
  }

  @Test
  @Timeout(120)
  void tooManyProtectedDomainsAreRefusedWithTheLineNumber(@TempDir Path dir) throws Exception {
    Path big = dir.resolve("big.txt");
    StringBuilder b = new StringBuilder();
    for (int i = 0; i <= DisplayCommand.MAX_PROTECTED_DOMAINS; i++) {
      b.append('d').append(i).append(".com\n");
    }
    Files.writeString(big, b);
    Cli.Run r = Cli.run("display", "--protected", big.toString(), "example.com");
    assertThat(r.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(r.err())
        .contains("line " + (DisplayCommand.MAX_PROTECTED_DOMAINS + 1))
        .contains("more than " + DisplayCommand.MAX_PROTECTED_DOMAINS);
  }

  /**
   * A protected list whose lookalike index would pass {@link DisplayPolicy#MAX_PROTECTED_SKELETONS}
   * is refused with the line of the first domain past the cap. Each {@code łłłłłӏN.com} has 128
   * skeletons (each ł read two ways, U+04CF four, a digit one: 2⁵ × 4), so after a comment and a
   * blank line the first {@code MAX / 128} domains fit and the next one, on line {@code 2 + MAX /
   * 128 + 1}, does not: with the real cap, 15,626 domains and 2,000,000 skeletons indexed before
   * the refusal.
   */
  @Test
  @Timeout(120)
  void aProtectedListPastTheSkeletonCapIsRefusedWithTheLineNumber(@TempDir Path dir)
      throws Exception {
    int fit = DisplayPolicy.MAX_PROTECTED_SKELETONS / 128;
    StringBuilder b = new StringBuilder("# worst-case lookalike targets\n\n");
    for (int i = 0; i <= fit + 10; i++) {
      b.append("łłłłłӏ").append(i).append(".com\n");
    }
    Path list = dir.resolve("protected.txt");
    Files.writeString(list, b);
    Cli.Run r = Cli.run("display", "--protected", list.toString(), "example.com");
    assertThat(r.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines().toList())
        .hasSize(2)
        .first()
        .asString()
        .startsWith("idna: " + list + ":line " + (2 + fit + 1) + ": protected domain \"")
        .contains(
            "\\u0142\\u0142\\u0142\\u0142\\u0142\\u04CF" + fit + ".com",
            "more than " + DisplayPolicy.MAX_PROTECTED_SKELETONS + " skeletons")
        .doesNotContain("Exception");
  }

  @Test
  @Timeout(60)
  void aMillionCharacterNameGetsACleanRecord() throws Exception {
    String name = "а".repeat(1_000_000) + ".com";
    Cli.Run arg = Cli.run("display", "--format", "jsonl", name);
    assertThat(arg.exitCode()).isEqualTo(1);
    assertValid(arg.lines());
    assertThat(Json.object(arg.out())).containsEntry("shown_as_unicode", false);
    // on standard input the line is over the line cap: a record that says so
    Cli.Run line = Cli.runWithInput(name + "\n", "display", "--format", "jsonl");
    assertThat(line.exitCode()).isEqualTo(1);
    assertThat(line.lines()).hasSize(1);
    assertThat(line.out()).contains("LINE_TOO_LONG");
    assertValid(line.lines());
  }

  @Test
  void anEmptyLineIsAnsweredAsCheckAnswersIt() throws Exception {
    Cli.Run r = Cli.runWithInput("a.example\n\nb.example\n", "display", "--format", "jsonl");
    assertThat(r.lines()).hasSize(3);
    assertValid(r.lines());
    Map<String, Object> empty = Json.object(r.lines().get(1));
    assertThat(empty).containsEntry("output", null).containsEntry("shown_as_unicode", false);
    assertThat(empty.get("problems").toString()).contains("EMPTY_LINE");
    assertThat(r.exitCode()).isEqualTo(IdnaCli.INVALID);
    assertThat(r.err()).contains("EMPTY_LINE: 1");
  }

  @Test
  void theSummaryCountsOnlyNamesTheRecordsHold() {
    byte[] in = {'a', (byte) 0xFF, '.', 'c', 'o', 'm', '\n', 'b', '.', 'd', 'e', '\n'};
    Cli.Run r = Cli.runWithInput(in, false, "display", "--format", "jsonl");
    assertThat(r.err()).contains("INVALID_UTF8: 1").doesNotContain("UNREADABLE_LINE");
    assertThat(r.err()).contains("2 names, 1 shown as they read, 1 with labels in ASCII");
  }

  @Test
  void aBadProtectedDomainIsAUsageErrorNamingItsFileAndLine(@TempDir Path dir) throws Exception {
    Path list = dir.resolve("protected.txt");
    Files.writeString(list, "example.com\n# comment\n\nxn--abc-.com\u001b[2J\n");
    Cli.Run r = Cli.run("display", "--protected", list.toString(), "examp1e.com");
    assertThat(r.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(r.err())
        .startsWith("idna: " + list + ":line 4: not a valid protected domain")
        .doesNotContain("internal error")
        .doesNotContain("\u001b");
    assertThat(r.err().lines()).hasSize(2);
    assertThat(r.out()).isEmpty();
  }
}
