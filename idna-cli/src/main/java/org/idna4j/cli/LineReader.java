package org.idna4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Splits a byte stream into lines, in batches, with bounded memory.
 *
 * <p>A line ends at LF (U+000A) only; the LF is not part of the line, every other byte is (a CR
 * before the LF, a lone CR, NUL). The text after the last LF is a line when it is not empty. Bytes
 * are kept as they are: decoding (and reporting invalid UTF-8) is the caller's job. A line longer
 * than {@code maxLineBytes} keeps only its first {@code maxLineBytes} bytes; its full length is
 * still counted, so the caller can report it.
 */
final class LineReader {

  /** One input line: its bytes (possibly cut short) and its full length in bytes. */
  record RawLine(byte[] bytes, long byteLength) {
    /** Tells whether {@link #bytes()} holds only the start of the line. */
    boolean truncated() {
      return byteLength > bytes.length;
    }
  }

  /** Consecutive lines; {@code firstLine} is the 1-based number of the first. */
  record Batch(long firstLine, List<RawLine> lines) {}

  private final InputStream in;
  private final int maxLineBytes;
  private final byte[] buf = new byte[1 << 16];
  private int pos;
  private int limit;
  private boolean eof;
  private long nextLine = 1;
  private long bytesRead;

  // The line being assembled across buffer refills.
  private byte[] partial = new byte[256];
  private int partialLength;
  private long partialFullLength;

  LineReader(InputStream in, int maxLineBytes) {
    this.in = in;
    this.maxLineBytes = maxLineBytes;
  }

  /** Bytes consumed from the stream so far. */
  long bytesRead() {
    return bytesRead;
  }

  /**
   * Reads the next batch of at most {@code maxLines} lines and about {@code maxBytes} bytes.
   *
   * @return the batch, or null when the stream is exhausted
   * @throws IOException if reading fails
   */
  Batch next(int maxLines, int maxBytes) throws IOException {
    List<RawLine> lines = new ArrayList<>(Math.min(maxLines, 4096));
    long first = nextLine;
    long bytes = 0;
    while (lines.size() < maxLines && bytes < maxBytes) {
      if (!lines.isEmpty() && mayBlock()) {
        break; // a slow producer (a terminal, tail -f): hand over what has arrived
      }
      RawLine line = nextLine();
      if (line == null) {
        break;
      }
      lines.add(line);
      bytes += line.bytes().length + 16;
    }
    if (lines.isEmpty()) {
      return null;
    }
    nextLine += lines.size();
    return new Batch(first, lines);
  }

  /**
   * Tells whether reading on would wait for the producer: nothing is buffered and the stream has no
   * bytes available right now. At end of input this is true too.
   *
   * @throws IOException if the stream cannot tell
   */
  boolean mayBlock() throws IOException {
    return pos >= limit && (eof || in.available() <= 0);
  }

  private RawLine nextLine() throws IOException {
    while (true) {
      // Fast path: the whole line is inside the buffer.
      int lf = indexOfLf(buf, pos, limit);
      if (lf >= 0) {
        RawLine line;
        int len = lf - pos;
        if (partialFullLength == 0 && partialLength == 0) {
          line =
              len <= maxLineBytes
                  ? new RawLine(Arrays.copyOfRange(buf, pos, lf), len)
                  : new RawLine(Arrays.copyOfRange(buf, pos, pos + maxLineBytes), len);
        } else {
          append(buf, pos, len);
          line = new RawLine(Arrays.copyOf(partial, partialLength), partialFullLength);
          resetPartial();
        }
        pos = lf + 1;
        return line;
      }
      // No LF: keep what is left and refill.
      append(buf, pos, limit - pos);
      pos = limit;
      if (eof || !fill()) {
        if (partialFullLength > 0) {
          RawLine line = new RawLine(Arrays.copyOf(partial, partialLength), partialFullLength);
          resetPartial();
          return line;
        }
        return null;
      }
    }
  }

  private boolean fill() throws IOException {
    int n;
    do {
      n = in.read(buf, 0, buf.length);
    } while (n == 0);
    if (n < 0) {
      eof = true;
      pos = 0;
      limit = 0;
      return false;
    }
    bytesRead += n;
    pos = 0;
    limit = n;
    return true;
  }

  private void append(byte[] src, int from, int len) {
    partialFullLength += len;
    int keep = Math.min(len, maxLineBytes - partialLength);
    if (keep <= 0) {
      return;
    }
    if (partialLength + keep > partial.length) {
      partial = Arrays.copyOf(partial, Math.max(partialLength + keep, partial.length * 2));
    }
    System.arraycopy(src, from, partial, partialLength, keep);
    partialLength += keep;
  }

  private void resetPartial() {
    partialLength = 0;
    partialFullLength = 0;
    if (partial.length > 1 << 16) {
      partial = new byte[256]; // do not keep a megabyte buffer alive for one long line
    }
  }

  private static int indexOfLf(byte[] b, int from, int to) {
    for (int i = from; i < to; i++) {
      if (b[i] == '\n') {
        return i;
      }
    }
    return -1;
  }
}
