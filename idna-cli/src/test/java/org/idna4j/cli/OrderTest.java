package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --threads N} keeps input order: 100,000 generated lines through 4 threads. */
class OrderTest {

  private static final int LINES = 100_000;

  /** Line i: a mix of ASCII, Unicode and invalid names, each unique so order is checkable. */
  static String name(int i) {
    return switch (i % 5) {
      case 0 -> "host" + i + ".example";
      case 1 -> "bücher" + i + ".example";
      case 2 -> "-bad" + i + ".example";
      case 3 -> "пример" + i + ".рф";
      default -> "x" + i + "..example";
    };
  }

  @Test
  void fourThreadsWriteEveryRecordInInputOrder() {
    StringBuilder in = new StringBuilder();
    for (int i = 0; i < LINES; i++) {
      in.append(name(i)).append('\n');
    }
    byte[] bytes = in.toString().getBytes(StandardCharsets.UTF_8);
    Cli.Run four =
        Cli.runWithInput(bytes, "check", "--threads", "4", "--no-header", "--profile", "uts46");
    List<String> lines = four.lines();
    assertThat(lines).hasSize(LINES);
    for (int i = 0; i < LINES; i++) {
      String expectedStart = (i + 1) + "\t" + name(i) + "\t";
      if (!lines.get(i).startsWith(expectedStart)) {
        assertThat(lines.get(i)).as("record %d", i + 1).startsWith(expectedStart);
      }
    }
    Cli.Run one =
        Cli.runWithInput(bytes, "check", "--threads", "1", "--no-header", "--profile", "uts46");
    assertThat(four.out()).isEqualTo(one.out());
    assertThat(four.err())
        .isEqualTo(one.err())
        .contains("100000 names, 60000 valid, 40000 invalid");
  }
}
