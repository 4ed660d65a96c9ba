package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Lines that are not clean names: each gets exactly one record with an error, in input order, and
 * nothing crashes: N lines in, N records out.
 */
class HostileLinesTest {

  /** Builds a byte stream line by line, each line LF-terminated unless given raw. */
  private static final class Lines {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int count;

    Lines text(String s) {
      return raw(s.getBytes(StandardCharsets.UTF_8));
    }

    Lines raw(byte... b) {
      bytes.writeBytes(b);
      bytes.write('\n');
      count++;
      return this;
    }
  }

  @SuppressWarnings("unchecked")
  private static List<String> errors(Map<String, Object> record) {
    List<String> out = new ArrayList<>();
    for (Map<String, Object> p : (List<Map<String, Object>>) record.get("problems")) {
      out.add((String) p.get("error"));
    }
    return out;
  }

  private static List<Map<String, Object>> check(byte[] in, String... extra) {
    List<String> args = new ArrayList<>(List.of("check", "--format", "jsonl", "--threads", "2"));
    args.addAll(List.of(extra));
    Cli.Run r = Cli.runWithInput(in, args.toArray(String[]::new));
    List<Map<String, Object>> records = new ArrayList<>();
    for (String line : r.lines()) {
      records.add(Json.object(line));
    }
    return records;
  }

  @Test
  void everyHostileLineKindGetsOneRecordWithAnError() {
    byte[] megabyte = "a".repeat(1 << 20).getBytes(StandardCharsets.US_ASCII);
    Lines in =
        new Lines()
            .text("before.example")
            .raw((byte) 'a', (byte) 0xFF, (byte) 'b') // 0xFF never occurs in UTF-8
            .raw((byte) 0xC0, (byte) 0x80) // overlong NUL (RFC 3629 §3)
            .raw((byte) 0xED, (byte) 0xA0, (byte) 0x80) // encoded surrogate U+D800
            .raw((byte) 'x', (byte) 0xE2, (byte) 0x82) // truncated 3-byte sequence
            .text("nul\u0000inside.example")
            .text("")
            .text("crlf.example\r")
            .text("lone\rcr.example")
            .text("\uFEFFbom.example")
            .raw(megabyte)
            .text("after.example");
    List<Map<String, Object>> records = check(in.bytes.toByteArray());
    assertThat(records).hasSize(in.count);
    for (int i = 0; i < records.size(); i++) {
      assertThat(records.get(i)).containsEntry("line", (long) i + 1);
    }
    assertThat(records.get(0))
        .containsEntry("valid", true)
        .containsEntry("input", "before.example");
    for (int i = 1; i <= 4; i++) {
      assertThat(records.get(i)).containsEntry("valid", false);
      assertThat(errors(records.get(i))).containsExactly("INVALID_UTF8");
      assertThat((String) records.get(i).get("input")).contains("\uFFFD");
    }
    assertThat(errors(records.get(5))).contains("NUL_CHARACTER");
    assertThat(records.get(5)).containsEntry("input", "nul\u0000inside.example");
    assertThat(errors(records.get(6))).first().isEqualTo("EMPTY_LINE");
    assertThat(errors(records.get(7))).contains("CRLF_LINE_END");
    assertThat(records.get(7))
        .containsEntry("input", "crlf.example\r")
        .containsEntry("ascii", "crlf.example"); // processed without the CR
    assertThat(errors(records.get(8))).contains("CONTROL_CHARACTER");
    assertThat(errors(records.get(9))).first().isEqualTo("BYTE_ORDER_MARK");
    assertThat(errors(records.get(10))).containsExactly("LINE_TOO_LONG");
    assertThat(records.get(11))
        .containsEntry("valid", true)
        .containsEntry("input", "after.example");
    for (int i = 1; i <= 10; i++) {
      assertThat(records.get(i)).as("line %d", i + 1).containsEntry("valid", false);
    }
  }

  @Test
  void theInvalidUtf8RecordSaysWhichByteAndWhere() {
    List<Map<String, Object>> records =
        check(new Lines().raw((byte) 'a', (byte) 'b', (byte) 0xFF).bytes.toByteArray());
    @SuppressWarnings("unchecked")
    Map<String, Object> p = ((List<Map<String, Object>>) records.get(0).get("problems")).get(0);
    assertThat(p).containsEntry("offset", 2L).containsEntry("scope", "LINE");
    assertThat((String) p.get("detail")).contains("0xFF").contains("byte offset 2");
  }

  @Test
  void aLastLineWithoutLineFeedIsStillALine() {
    List<Map<String, Object>> records =
        check("one.example\ntwo.example".getBytes(StandardCharsets.UTF_8));
    assertThat(records)
        .extracting(m -> m.get("input"))
        .containsExactly("one.example", "two.example");
  }

  @Test
  void megabyteLinesAreProcessedWhenTheLimitAllowsThem() {
    // With the limit raised, the engine sees the 1 MB line and reports the DNS length error.
    String huge = "a".repeat(1 << 20) + ".example";
    List<Map<String, Object>> records =
        check(
            (huge + "\n").getBytes(StandardCharsets.US_ASCII),
            "--max-line-bytes",
            Integer.toString(2 << 20));
    assertThat(records).hasSize(1);
    assertThat(errors(records.get(0))).contains("LABEL_TOO_LONG");
  }
}
