package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import java.util.Map;
import org.idna4j.records.EmailRecord;
import org.idna4j.records.Field;

/**
 * Fuzz target for {@code idna email} in bulk, run in-process on the fuzzer's bytes as standard
 * input under the most permissive options: N lines in, N email records out, each with every field
 * of the record type, numbered 1 to N in order, and an exit code of 0 (all valid) or 1 (some
 * invalid), never a crash or a usage error.
 */
class CliEmailFuzzTest {

  private static final List<String> FIELDS =
      EmailRecord.SHAPE.fields().stream().map(Field::name).toList();

  @FuzzTest
  void email(byte[] data) {
    int lines = CliLineParserFuzzTest.segments(data).size();
    Cli.Run run =
        Cli.runWithInput(
            data,
            "email",
            "--format",
            "jsonl",
            "--preset",
            "rfc5321",
            "--display-name",
            "--threads",
            "2",
            "--no-progress",
            "--no-summary",
            "--max-line-bytes",
            "4096");
    assertThat(run.exitCode()).as("exit code, stderr: %s", run.err()).isIn(0, 1);
    List<String> records = run.lines();
    assertThat(records).as("records for %d lines", lines).hasSize(lines);
    boolean allValid = true;
    for (int i = 0; i < records.size(); i++) {
      Map<String, Object> r = Json.object(records.get(i));
      assertThat(r.keySet()).as(records.get(i)).containsExactlyElementsOf(FIELDS);
      assertThat(r.get("line")).isEqualTo(i + 1L);
      allValid &= Boolean.TRUE.equals(r.get("valid"));
    }
    assertThat(run.exitCode() == 0).isEqualTo(allValid);
  }
}
