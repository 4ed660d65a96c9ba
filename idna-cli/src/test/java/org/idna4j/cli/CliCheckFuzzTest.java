package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fuzz target for the whole {@code idna check} command, run in-process on the fuzzer's bytes as
 * standard input: N lines in, N records out, numbered 1 to N in order, and an exit code of 0 (all
 * valid) or 1 (some invalid), never a crash or a usage error.
 */
class CliCheckFuzzTest {
  private static final Pattern LINE_FIELD = Pattern.compile("^\\{\"line\":(\\d+),");

  @FuzzTest
  void check(byte[] data) {
    int lines = CliLineParserFuzzTest.segments(data).size();
    CheckCommandRecords.Run run =
        CheckCommandRecords.run(
            data,
            "--format",
            "jsonl",
            "--threads",
            "2",
            "--no-progress",
            "--no-summary",
            "--max-line-bytes",
            "4096");
    assertThat(run.exitCode()).as("exit code, stderr: %s", run.err()).isIn(0, 1);
    List<String> records = run.records();
    assertThat(records).as("records for %d lines", lines).hasSize(lines);
    for (int i = 0; i < records.size(); i++) {
      Matcher m = LINE_FIELD.matcher(records.get(i));
      assertThat(m.find()).as("record %d: %s", i + 1, records.get(i)).isTrue();
      assertThat(Long.parseLong(m.group(1))).isEqualTo(i + 1L);
    }
    assertThat(run.exitCode() == 0)
        .isEqualTo(records.stream().allMatch(r -> r.contains("\"valid\":true")));
  }
}
