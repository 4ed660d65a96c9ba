package org.idna4j.domain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The label bounds that {@link DomainEngine} records as it splits a name, kept in a {@link
 * DomainResult} as one {@code byte[]} and turned into {@link LabelSpan}s only when asked. Per label
 * two unsigned varints (seven bits a byte, low first): the label's length in the input in code
 * points, and its length in the output in chars. Each label starts one past the previous label's
 * end, in the input (a separator is one code point, UTS #46 §4 step 3) and in the output (one
 * U+002E), so the lengths say everything; a name of ten million empty labels takes two bytes a
 * label. Also a growable buffer for them, reused per thread by the engine. Not thread-safe; the
 * arrays it hands out are never changed afterwards.
 */
final class Spans {

  private static final int RETAIN = 1 << 16; // bytes kept in a thread's buffer between names
  private static final ThreadLocal<Spans> LOCAL = ThreadLocal.withInitial(Spans::new);

  private byte[] bytes = new byte[64];
  private int size;

  private Spans() {}

  /** Returns this thread's empty buffer. */
  static Spans buffer() {
    Spans s = LOCAL.get();
    if (s.bytes.length > RETAIN) {
      s.bytes = new byte[64]; // one huge name does not pin memory
    }
    s.size = 0;
    return s;
  }

  void clear() {
    size = 0;
  }

  /** Records the next label: its length in the input (code points) and in the output (chars). */
  void add(int inLength, int outLength) {
    if (size + 10 > bytes.length) {
      bytes = Arrays.copyOf(bytes, bytes.length + (bytes.length >> 1) + 10);
    }
    put(inLength);
    put(outLength);
  }

  private void put(int v) {
    while ((v & ~0x7F) != 0) {
      bytes[size++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    bytes[size++] = (byte) v;
  }

  /** A copy of the recorded bounds, for a result. */
  byte[] toArray() {
    return Arrays.copyOf(bytes, size);
  }

  /** Reads the varints of {@code bounds} in order. */
  private static final class Reader {
    private final byte[] bounds;
    private int at;

    Reader(byte[] bounds) {
      this.bounds = bounds;
    }

    boolean hasNext() {
      return at < bounds.length;
    }

    int next() {
      int v = 0;
      for (int shift = 0; ; shift += 7) {
        byte b = bounds[at++];
        v |= (b & 0x7F) << shift;
        if (b >= 0) {
          return v;
        }
      }
    }
  }

  /** The spans of recorded bounds over the output they index. */
  static List<LabelSpan> toList(byte[] bounds, String output) {
    List<LabelSpan> out = new ArrayList<>();
    Reader r = new Reader(bounds);
    int in = 0; // the label's start in the input, in code points
    int ch = 0; // and in the output, in chars
    while (r.hasNext()) {
      int inEnd = in + r.next();
      int chEnd = ch + r.next();
      out.add(new LabelSpan(in, inEnd, output.substring(ch, chEnd)));
      in = inEnd + 1;
      ch = chEnd + 1;
    }
    return List.copyOf(out);
  }

  /**
   * The spans of an output whose labels stand at the same code-point offsets as the input's: split
   * at U+002E FULL STOP, the only separator an output has (UTS #46 §4 step 3).
   */
  static List<LabelSpan> ofOutput(String output) {
    List<LabelSpan> out = new ArrayList<>();
    int start = 0; // a char index
    int cp = 0; // its code-point offset, carried forward
    for (int dot = output.indexOf('.'); ; dot = output.indexOf('.', start)) {
      int end = dot < 0 ? output.length() : dot;
      int cpEnd = cp + Character.codePointCount(output, start, end);
      out.add(new LabelSpan(cp, cpEnd, output.substring(start, end)));
      if (dot < 0) {
        return List.copyOf(out);
      }
      start = end + 1;
      cp = cpEnd + 1;
    }
  }

  /**
   * The bounds of {@code bounds} over the input itself: for a result whose output is its input
   * unchanged (the URL Standard's domain to Unicode after an error), each label's output is the
   * input's chars between its code-point bounds. Walks the input once, forward.
   */
  static byte[] overInput(byte[] bounds, String input) {
    Spans s = new Spans();
    Reader r = new Reader(bounds);
    int ch = 0; // a char index of the input, at a label's start
    while (r.hasNext()) {
      int cps = r.next();
      r.next(); // the output length, replaced
      int end = input.offsetByCodePoints(ch, cps);
      s.add(cps, end - ch);
      ch = end + 1;
    }
    return s.toArray();
  }
}
