package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Fuzz target for the line parser of {@code idna check}: {@link LineReader} (bytes to lines) and
 * {@link Utf8} (line bytes to text).
 *
 * <p>It lives with idna-cli's tests because both classes are package-private; its seeds are written
 * by {@code fuzz-tests/seeds/make_seeds.py} with those of the other fuzz targets.
 *
 * <p>Properties, for any bytes:
 *
 * <ul>
 *   <li>lines are exactly the LF-separated segments, a non-empty last segment included: as many as
 *       the input has, in order, none lost, merged or split, whatever the read sizes of the stream
 *       (the "N lines in = N records out" guarantee of {@code idna check});
 *   <li>a line keeps every byte (CR, NUL, BOM), cut to the first {@code maxLineBytes} bytes with
 *       its full length recorded, and batches number the lines consecutively from 1;
 *   <li>{@link Utf8#decode} never throws, says "valid" exactly when a strict UTF-8 decoder accepts
 *       the bytes, reports the first ill-formed byte where the strict decoder does, and shows the
 *       strictly decoded text up to there and U+FFFD at it.
 * </ul>
 */
class CliLineParserFuzzTest {

  @FuzzTest
  void lines(byte[] data) throws IOException {
    List<byte[]> expected = segments(data);
    for (int maxLineBytes : new int[] {5, 1 << 20}) {
      for (int chunk : new int[] {1, 3, Integer.MAX_VALUE}) {
        List<LineReader.RawLine> lines = readAll(data, maxLineBytes, chunk);
        assertThat(lines)
            .as("line count (max %d bytes, reads of %d)", maxLineBytes, chunk)
            .hasSize(expected.size());
        for (int i = 0; i < lines.size(); i++) {
          byte[] want = expected.get(i);
          LineReader.RawLine line = lines.get(i);
          assertThat(line.byteLength()).isEqualTo(want.length);
          assertThat(line.bytes())
              .isEqualTo(Arrays.copyOf(want, Math.min(want.length, maxLineBytes)));
          assertThat(line.truncated()).isEqualTo(want.length > maxLineBytes);
        }
      }
    }
    for (byte[] line : expected) {
      checkDecoding(line);
    }
  }

  /** The LF-separated segments of {@code data}; an empty text after the last LF is no line. */
  static List<byte[]> segments(byte[] data) {
    List<byte[]> result = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < data.length; i++) {
      if (data[i] == '\n') {
        result.add(Arrays.copyOfRange(data, start, i));
        start = i + 1;
      }
    }
    if (start < data.length) {
      result.add(Arrays.copyOfRange(data, start, data.length));
    }
    return result;
  }

  private static List<LineReader.RawLine> readAll(byte[] data, int maxLineBytes, int chunk)
      throws IOException {
    LineReader reader = new LineReader(new ChunkedStream(data, chunk), maxLineBytes);
    List<LineReader.RawLine> lines = new ArrayList<>();
    long next = 1;
    LineReader.Batch batch;
    while ((batch = reader.next(3, 1 << 16)) != null) {
      assertThat(batch.firstLine()).isEqualTo(next);
      assertThat(batch.lines()).isNotEmpty();
      next += batch.lines().size();
      lines.addAll(batch.lines());
    }
    assertThat(reader.bytesRead()).isEqualTo(data.length);
    return lines;
  }

  private static void checkDecoding(byte[] line) {
    Utf8.Decoded decoded = Utf8.decode(line, line.length);
    assertThat(decoded.text().codePointCount(0, decoded.text().length()))
        .as("one code point per sequence at most")
        .isLessThanOrEqualTo(line.length);
    CharsetDecoder strict =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(line);
    CharBuffer out = CharBuffer.allocate(line.length + 1);
    boolean valid = !strict.decode(in, out, true).isError();
    assertThat(decoded.valid()).as("valid").isEqualTo(valid);
    if (valid) {
      assertThat(decoded.text()).isEqualTo(new String(line, StandardCharsets.UTF_8));
      assertThat(decoded.firstBadByte()).isEqualTo(-1);
      assertThat(decoded.badSequences()).isZero();
    } else {
      // Up to the first ill-formed byte the text is what a strict decoder produced; there
      // it shows U+FFFD. (After it, the number of U+FFFD follows Unicode's "maximal
      // subpart" practice, which the JDK's replacing decoder does not follow for encoded
      // surrogates, e.g. ED A0 80: three U+FFFD per Unicode §3.9, one from the JDK.)
      String prefix = out.flip().toString();
      assertThat(decoded.firstBadByte()).as("first ill-formed byte").isEqualTo(in.position());
      assertThat(decoded.text()).startsWith(prefix + "\uFFFD");
      assertThat(decoded.firstBadChar()).isEqualTo(prefix.codePointCount(0, prefix.length()));
      assertThat(decoded.badSequences()).isPositive();
    }
  }

  /** A stream that returns at most {@code chunk} bytes per read, to cross every buffer edge. */
  private static final class ChunkedStream extends InputStream {
    private final ByteArrayInputStream in;
    private final int chunk;

    ChunkedStream(byte[] data, int chunk) {
      this.in = new ByteArrayInputStream(data);
      this.chunk = chunk;
    }

    @Override
    public int read() {
      return in.read();
    }

    @Override
    public int read(byte[] b, int off, int len) {
      return in.read(b, off, Math.min(len, chunk));
    }
  }
}
