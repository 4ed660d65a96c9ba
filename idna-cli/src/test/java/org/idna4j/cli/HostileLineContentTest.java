package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.idna4j.domain.UrlDomainError;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code idna check --profile registration} over lines each of which yields a problem per
 * character: every line gets its record, with a bounded list of problems that ends with {@code
 * TOO_MANY_PROBLEMS}.
 *
 * <p>The timeout guards against superlinear work per line: when the registration profile recounted
 * each problem's offset from the start of the label, a 64 KiB line cost about half a second, and
 * one of the megabyte lines below about half a minute; linear cost is a fraction of a second per
 * megabyte.
 */
class HostileLineContentTest {

  private static final int MAX_LISTED =
      IdnaProblem.MAX_LISTED + IdnaError.values().length + UrlDomainError.values().length + 1;

  /** One line of the unit repeated to at most {@code bytes} bytes of UTF-8. */
  private static byte[] line(String unit, int bytes) {
    byte[] u = unit.getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream b = new ByteArrayOutputStream(bytes + 1);
    for (int i = 0; i + u.length <= bytes; i += u.length) {
      b.writeBytes(u);
    }
    b.write('\n');
    return b.toByteArray();
  }

  /** Runs check over the lines and asserts one capped, invalid record per line. */
  @SuppressWarnings("unchecked")
  private static void checkCapped(String[] units, int lines, int bytes, String... extra) {
    ByteArrayOutputStream in = new ByteArrayOutputStream();
    for (int i = 0; i < lines; i++) {
      in.writeBytes(line(units[i % units.length], bytes));
    }
    List<String> args =
        new ArrayList<>(
            List.of("check", "--profile", "registration", "--format", "jsonl", "--threads", "2"));
    args.addAll(List.of(extra));
    Cli.Run r = Cli.runWithInput(in.toByteArray(), args.toArray(String[]::new));
    List<String> out = r.lines();
    assertThat(out).hasSize(lines);
    for (int i = 0; i < lines; i++) {
      Map<String, Object> record = Json.object(out.get(i));
      List<String> errors = new ArrayList<>();
      for (Map<String, Object> p : (List<Map<String, Object>>) record.get("problems")) {
        errors.add((String) p.get("error"));
      }
      assertThat(record.get("valid")).as("line %d", i + 1).isEqualTo(false);
      assertThat(errors)
          .as("line %d", i + 1)
          .hasSizeLessThanOrEqualTo(MAX_LISTED)
          .endsWith("TOO_MANY_PROBLEMS")
          .doesNotContain("LINE_TOO_LONG");
    }
  }

  @Test
  void linesOfSixtyFourKibibytesOfEveryKind() {
    // disallowed, U+FFFD, emoji, ZWJ (CONTEXTJ), katakana middle dot (CONTEXTO), capitals,
    // a Bidi mix and empty labels: each a problem per character (RFC 5892, RFC 5893), in lines
    // just under the default --max-line-bytes
    String[] units = {
      "\u2488", "\uFFFD", "\uD83D\uDE00", "\u200D", "\u30FB", "A", "\u05D0a", "a.."
    };
    checkCapped(units, 16, 65_536);
  }

  @Test
  @Timeout(value = 10, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void megabyteLinesStayLinear() {
    String[] units = {"\u2488", "\uFFFD", "\u200D", "A"};
    checkCapped(units, 4, 1 << 20, "--max-line-bytes", Integer.toString((1 << 20) + 1));
  }
}
