package org.idna4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.idna4j.punycode.Punycode;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * IDNA4J's RFC 3492 Punycode encoder and decoder on one mixed-script input per size, from a
 * 16-code-point label to a million code points ({@link PunycodeInputs}), and on the real non-ASCII
 * labels of the {@code unicode} corpus.
 *
 * <p>Compare with {@link PunycodeIcuBenchmark}, which runs ICU4J on the same inputs; the 250k and
 * 1M sizes give the scaling ratio that O(n log n) promises (about 4.4 for 4 times the input).
 * {@code encode}/{@code decode} call the one-argument methods (a new {@code String} per call);
 * {@code encodeAppend}/{@code decodeAppend} call the range methods that the IDNA engines use,
 * appending to a reused {@link StringBuilder}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PunycodeBenchmark {

  /** One mixed-script input of one size and its encoding. */
  @State(Scope.Thread)
  public static class Input {
    /** Input size: {@code label} (16 code points) or a number of code points. */
    @Param({"label", "1000", "10000", "100000", "250000", "1000000"})
    public String size;

    String unicode;
    String punycode;
    final StringBuilder buffer = new StringBuilder();

    /** Builds the input and its encoding, and checks that they round-trip. */
    @Setup
    public void setUp() {
      unicode = PunycodeInputs.mixedScript(PunycodeInputs.codePoints(size));
      punycode = Punycode.encode(unicode);
      if (!Punycode.decode(punycode).equals(unicode)) {
        throw new IllegalStateException("round trip failed for size " + size);
      }
    }
  }

  /** The non-ASCII labels of the {@code unicode} corpus ({@link PunycodeInputs#corpusLabels}). */
  @State(Scope.Thread)
  public static class Labels {
    String[] unicode;
    String[] punycode;
    final StringBuilder buffer = new StringBuilder();

    /** Loads the labels, encodes them and checks that they round-trip. */
    @Setup
    public void setUp() {
      unicode = PunycodeInputs.corpusLabels();
      punycode = new String[unicode.length];
      for (int j = 0; j < unicode.length; j++) {
        punycode[j] = Punycode.encode(unicode[j]);
        if (!Punycode.decode(punycode[j]).equals(unicode[j])) {
          throw new IllegalStateException("round trip failed for " + unicode[j]);
        }
      }
    }
  }

  /**
   * RFC 3492 §6.3 encoding of the Unicode input.
   *
   * @param input the input
   * @return the encoded string
   */
  @Benchmark
  public String encode(Input input) {
    return Punycode.encode(input.unicode);
  }

  /**
   * RFC 3492 §6.2 decoding of its Punycode form.
   *
   * @param input the input
   * @return the decoded string
   */
  @Benchmark
  public String decode(Input input) {
    return Punycode.decode(input.punycode);
  }

  /**
   * RFC 3492 §6.3 encoding appended to a reused buffer, as the IDNA engines call it.
   *
   * @param input the input
   * @return the buffer
   */
  @Benchmark
  public StringBuilder encodeAppend(Input input) {
    StringBuilder out = input.buffer;
    out.setLength(0);
    return Punycode.encode(input.unicode, 0, input.unicode.length(), out);
  }

  /**
   * RFC 3492 §6.2 decoding appended to a reused buffer, as the IDNA engines call it.
   *
   * @param input the input
   * @return the buffer
   */
  @Benchmark
  public StringBuilder decodeAppend(Input input) {
    StringBuilder out = input.buffer;
    out.setLength(0);
    return Punycode.decode(input.punycode, 0, input.punycode.length(), out);
  }

  /**
   * Encodes every corpus label into a reused buffer; the score is per label.
   *
   * @param labels the labels
   * @param bh consumes each result
   */
  @Benchmark
  @OperationsPerInvocation(PunycodeInputs.CORPUS_LABELS)
  public void encodeLabels(Labels labels, Blackhole bh) {
    StringBuilder out = labels.buffer;
    for (String label : labels.unicode) {
      out.setLength(0);
      bh.consume(Punycode.encode(label, 0, label.length(), out).length());
    }
  }

  /**
   * Decodes every corpus label's Punycode form into a reused buffer; the score is per label.
   *
   * @param labels the labels
   * @param bh consumes each result
   */
  @Benchmark
  @OperationsPerInvocation(PunycodeInputs.CORPUS_LABELS)
  public void decodeLabels(Labels labels, Blackhole bh) {
    StringBuilder out = labels.buffer;
    for (String label : labels.punycode) {
      out.setLength(0);
      bh.consume(Punycode.decode(label, 0, label.length(), out).length());
    }
  }
}
