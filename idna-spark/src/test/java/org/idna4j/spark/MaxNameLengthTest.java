package org.idna4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.spark.sql.Row;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.CheckRecord;
import org.idna4j.records.ProblemRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --max-name-length}: a name longer than the limit in UTF-8 is not converted, and gets a
 * record with the one problem {@code INPUT_TOO_LONG}; names within it are converted as before,
 * hostile ones with their capped problem list.
 */
class MaxNameLengthTest {

  @TempDir Path dir;

  @Test
  void theDefaultIsSixtyFourKibibytesAsInTheCli() {
    JobOptions o = JobOptions.parse("--input", "in", "--output", "out").orElseThrow();
    assertThat(o.maxNameBytes()).isEqualTo(64 * 1024);
    assertThat(
            JobOptions.parse("--input", "in", "--output", "out", "--max-name-length", "300")
                .orElseThrow()
                .maxNameBytes())
        .isEqualTo(300);
    assertThatThrownBy(
            () -> JobOptions.parse("--input", "in", "--output", "out", "--max-name-length", "0"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("--max-name-length");
    assertThat(JobOptions.USAGE).contains("--max-name-length");
  }

  @Test
  void utf8LengthCountsBytesAndStopsPastTheLimit() {
    assertThat(IdnaUdfs.utf8Length("a\u00E9\u20AC\uD83D\uDE00", 100)).isEqualTo(1 + 2 + 3 + 4);
    assertThat(IdnaUdfs.utf8Length("\uD800", 100)).isEqualTo(3); // as the U+FFFD written for it
    // counting stops once past the limit: a megabyte costs at most limit + 1 chars of work
    assertThat(IdnaUdfs.utf8Length("a".repeat(1 << 20), 10)).isEqualTo(11);
  }

  @Test
  void aNameOverTheLimitIsNotConverted() {
    IdnaUdfs.Check check = new IdnaUdfs.Check(IdnaProfile.Preset.REGISTRATION, 64);
    Row atLimit = check.call("\u00E9".repeat(32)); // 64 bytes: converted
    // the UDF's row has no schema attached: positions from the check record's shape
    assertThat(atLimit.get(CheckRecord.SHAPE.indexOf("ascii")))
        .isEqualTo(Idna.registration().toAscii("\u00E9".repeat(32)).output());
    Row over = check.call("\u00E9".repeat(32) + "a"); // 65 bytes
    assertThat(over.get(CheckRecord.SHAPE.indexOf("ascii"))).isEqualTo("");
    assertThat(over.get(CheckRecord.SHAPE.indexOf("unicode"))).isEqualTo("");
    assertThat(over.getBoolean(CheckRecord.SHAPE.indexOf("valid"))).isFalse();
    @SuppressWarnings("unchecked") // the UDF's row holds a Java list; Spark converts it
    List<Row> problems = (List<Row>) over.get(CheckRecord.SHAPE.indexOf("problems"));
    assertThat(problems).hasSize(1);
    Row p = problems.get(0);
    assertThat(p.get(ProblemRecord.SHAPE.indexOf("error"))).isEqualTo(IdnaUdfs.INPUT_TOO_LONG);
    assertThat(p.get(ProblemRecord.SHAPE.indexOf("scope"))).isEqualTo("LINE");
    assertThat(p.getString(ProblemRecord.SHAPE.indexOf("detail")))
        .contains("64 bytes", "--max-name-length");
  }

  @Test
  void theJobGivesLongNamesTheirRecordAndHostileNamesACappedList() throws IOException {
    String hostile = "\u2488".repeat(20_000); // 60,000 bytes: under the default limit
    String tooLong = "a".repeat(70_000);
    List<String> lines = List.of("example.com", hostile, tooLong);
    Path input = dir.resolve("names.txt");
    Files.write(input, lines, StandardCharsets.UTF_8);
    String out = dir.resolve("out").toString();

    Row summary =
        ValidateNames.validate(
            LocalSpark.session(),
            JobOptions.parse(
                    "--input",
                    input.toString(),
                    "--output",
                    out,
                    "--profile",
                    "registration",
                    "--output-format",
                    "json")
                .orElseThrow());

    Map<String, Row> byInput =
        LocalSpark.session()
            .read()
            .schema(ValidateNames.RECORD)
            .json(out + "/names")
            .collectAsList()
            .stream()
            .collect(Collectors.toMap(r -> r.<String>getAs("input"), r -> r));
    assertThat(byInput).hasSize(3);
    assertThat(byInput.get("example.com").<Boolean>getAs("valid")).isTrue();
    Row hostileRecord = byInput.get(hostile);
    List<Row> hostileProblems = hostileRecord.getList(hostileRecord.fieldIndex("problems"));
    assertThat(hostileProblems.get(hostileProblems.size() - 1).<String>getAs("error"))
        .isEqualTo(IdnaError.TOO_MANY_PROBLEMS.name());
    Row longRecord = byInput.get(tooLong);
    assertThat(longRecord.<Boolean>getAs("valid")).isFalse();
    assertThat(longRecord.<String>getAs("ascii")).isEmpty();
    List<Row> longProblems = longRecord.getList(longRecord.fieldIndex("problems"));
    assertThat(longProblems).hasSize(1);
    assertThat(longProblems.get(0).<String>getAs("error")).isEqualTo(IdnaUdfs.INPUT_TOO_LONG);
    assertThat(summary.getLong(1)).isEqualTo(3);
    assertThat(summary.getLong(3)).isEqualTo(2);
  }
}
