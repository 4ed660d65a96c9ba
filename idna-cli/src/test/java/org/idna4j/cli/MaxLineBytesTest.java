package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --max-line-bytes} is capped where the heap cannot hold a line ({@link
 * BulkInput#maxLineBytesCap}): a bound past the cap is a one-line usage error before any input is
 * read, and a line past the bound gets its LINE_TOO_LONG record while every other record is
 * written. Without the cap, {@code idna email} on three 10 MB lines with the bound raised ended in
 * an OutOfMemoryError after one record.
 */
class MaxLineBytesTest {

  @Test
  void aBoundPastWhatTheHeapHoldsIsAOneLineUsageErrorOnEveryBulkCommand() {
    for (List<String> command :
        List.of(
            List.of("check"),
            List.of("compare"),
            List.of("email"),
            List.of("psl"),
            List.of("url-host"))) {
      String[] args =
          concat(command, "--max-line-bytes", String.valueOf(Integer.MAX_VALUE))
              .toArray(String[]::new);
      Cli.Run r = Cli.runWithInput("a.example\n", args);
      assertThat(r.exitCode()).as(command.toString()).isEqualTo(IdnaCli.USAGE);
      assertThat(r.err().lines().findFirst().orElse(""))
          .as(command.toString())
          .startsWith(
              "idna: --max-line-bytes " + Integer.MAX_VALUE + " is more than this JVM's heap");
      assertThat(r.out()).as(command.toString()).isEmpty();
    }
  }

  @Test
  void theCapItselfIsAcceptedAndALineOverItIsReportedWithEveryOtherRecordWritten() {
    int cap = BulkInput.maxLineBytesCap(1);
    assertThat(
            Cli.runWithInput(
                    "a@b.example\n",
                    "email",
                    "--threads",
                    "1",
                    "--max-line-bytes",
                    String.valueOf(cap + 1))
                .exitCode())
        .isEqualTo(IdnaCli.USAGE);
    byte[] big = new byte[cap + 1];
    java.util.Arrays.fill(big, (byte) 'x');
    byte[] head = "a@b.example\n".getBytes(StandardCharsets.US_ASCII);
    byte[] tail = "\nc@d.example\n".getBytes(StandardCharsets.US_ASCII);
    byte[] in = new byte[head.length + big.length + tail.length];
    System.arraycopy(head, 0, in, 0, head.length);
    System.arraycopy(big, 0, in, head.length, big.length);
    System.arraycopy(tail, 0, in, head.length + big.length, tail.length);
    Cli.Run r =
        Cli.runWithInput(
            in,
            false,
            "email",
            "--format",
            "jsonl",
            "--threads",
            "1",
            "--max-line-bytes",
            String.valueOf(cap));
    assertThat(r.lines()).hasSize(3);
    assertThat(Json.object(r.lines().get(0))).containsEntry("valid", true);
    assertThat(Json.object(r.lines().get(1)).get("problems").toString()).contains("LINE_TOO_LONG");
    assertThat(Json.object(r.lines().get(2))).containsEntry("input", "c@d.example");
    assertThat(r.exitCode()).isEqualTo(IdnaCli.INVALID);
  }

  private static List<String> concat(List<String> a, String... b) {
    List<String> all = new java.util.ArrayList<>(a);
    all.addAll(List.of(b));
    return all;
  }
}
