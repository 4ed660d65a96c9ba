package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code idna check --profile registration} over lines of 64 KiB, just under the default
 * {@code --max-line-bytes}, each of which yields a problem per character: every line gets its
 * record, with a bounded list of problems that ends with {@code TOO_MANY_PROBLEMS}.
 *
 * <p>The timeout guards against superlinear work per line: when the registration profile
 * recounted each problem's offset from the start of the label, one such line cost about half a
 * second, and these 64 lines far more than the limit.
 */
class HostileLineContentTest {

  private static final int LINE_BYTES = 65_536;

  /** One line of the unit repeated to at most {@code LINE_BYTES} bytes of UTF-8. */
  private static byte[] line(String unit) {
    byte[] u = unit.getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream b = new ByteArrayOutputStream(LINE_BYTES + 1);
    for (int i = 0; i + u.length <= LINE_BYTES; i += u.length) {
      b.writeBytes(u);
    }
    b.write('\n');
    return b.toByteArray();
  }

  @Test
  @Timeout(value = 10, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  @SuppressWarnings("unchecked")
  void sixtyFourLinesOfSixtyFourKibibytesUnderRegistration() {
    // disallowed, U+FFFD, emoji, ZWJ (CONTEXTJ), katakana middle dot (CONTEXTO), capitals,
    // a Bidi mix and empty labels: each a problem per character (RFC 5892, RFC 5893)
    String[] units = {"\u2488", "\uFFFD", "\uD83D\uDE00", "\u200D", "\u30FB", "A", "\u05D0a", "a.."};
    ByteArrayOutputStream in = new ByteArrayOutputStream();
    int lines = 64;
    for (int i = 0; i < lines; i++) {
      in.writeBytes(line(units[i % units.length]));
    }
    Cli.Run r = Cli.runWithInput(in.toByteArray(), "check", "--profile", "registration", "--format", "jsonl",
        "--threads", "2");
    List<String> out = r.lines();
    assertThat(out).hasSize(lines);
    for (int i = 0; i < lines; i++) {
      Map<String, Object> record = Json.object(out.get(i));
      List<String> errors = new ArrayList<>();
      for (Map<String, Object> p : (List<Map<String, Object>>) record.get("problems")) {
        errors.add((String) p.get("error"));
      }
      assertThat(record.get("valid")).as("line %d", i + 1).isEqualTo(false);
      assertThat(errors).as("line %d", i + 1).hasSizeLessThanOrEqualTo(IdnaProblem.MAX_LISTED + IdnaError.values().length + 1)
          .endsWith("TOO_MANY_PROBLEMS").doesNotContain("LINE_TOO_LONG");
    }
  }
}
