package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Splitting bytes into lines: LF only, nothing lost, bounded memory for long lines. */
class LineReaderTest {

  private static List<LineReader.RawLine> read(byte[] in, int maxLineBytes) throws IOException {
    LineReader r = new LineReader(new ByteArrayInputStream(in), maxLineBytes);
    List<LineReader.RawLine> lines = new ArrayList<>();
    LineReader.Batch b;
    long expectedFirst = 1;
    while ((b = r.next(3, 1 << 20)) != null) {
      assertThat(b.firstLine()).isEqualTo(expectedFirst);
      expectedFirst += b.lines().size();
      lines.addAll(b.lines());
    }
    assertThat(r.bytesRead()).isEqualTo(in.length);
    return lines;
  }

  private static String text(LineReader.RawLine l) {
    return new String(l.bytes(), StandardCharsets.UTF_8);
  }

  @Test
  void splitsAtLineFeedOnlyAndKeepsCarriageReturns() throws IOException {
    byte[] in = "a\r\nb\rc\n\nd".getBytes(StandardCharsets.UTF_8);
    List<LineReader.RawLine> lines = read(in, 100);
    assertThat(lines).extracting(LineReaderTest::text).containsExactly("a\r", "b\rc", "", "d");
  }

  @Test
  void aFinalLineFeedDoesNotAddAnEmptyLine() throws IOException {
    assertThat(read("x\n".getBytes(StandardCharsets.UTF_8), 100)).hasSize(1);
    assertThat(read(new byte[0], 100)).isEmpty();
    assertThat(read("\n".getBytes(StandardCharsets.UTF_8), 100))
        .extracting(LineReaderTest::text)
        .containsExactly("");
  }

  @Test
  void linesAcrossTheReadBufferBoundaryArriveWhole() throws IOException {
    // The reader's buffer is 64 KiB: put line ends just before, at and after that boundary.
    StringBuilder sb = new StringBuilder();
    List<String> expected = new ArrayList<>();
    for (int len : new int[] {65534, 1, 0, 65536, 3, 70000, 2}) {
      String line = "x".repeat(len);
      expected.add(line);
      sb.append(line).append('\n');
    }
    List<LineReader.RawLine> lines =
        read(sb.toString().getBytes(StandardCharsets.US_ASCII), 1 << 20);
    assertThat(lines).extracting(LineReaderTest::text).containsExactlyElementsOf(expected);
    assertThat(lines).noneMatch(LineReader.RawLine::truncated);
  }

  @Test
  void aLineOverTheLimitKeepsItsStartAndItsFullLength() throws IOException {
    byte[] in = ("short\n" + "y".repeat(200_000) + "\nafter\n").getBytes(StandardCharsets.US_ASCII);
    List<LineReader.RawLine> lines = read(in, 1000);
    assertThat(lines).hasSize(3);
    assertThat(lines.get(1).truncated()).isTrue();
    assertThat(lines.get(1).bytes()).hasSize(1000);
    assertThat(lines.get(1).byteLength()).isEqualTo(200_000);
    assertThat(text(lines.get(2))).isEqualTo("after");
  }
}
