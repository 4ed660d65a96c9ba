package org.idna4j.benchmarks;

import com.ibm.icu.text.StringPrepParseException;
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
 * ICU4J's internal {@code com.ibm.icu.impl.Punycode} on the inputs of {@link PunycodeBenchmark},
 * for side-by-side ratios.
 *
 * <p>ICU4J 79.1 refuses to encode more than 1000 UTF-16 units and to decode more than 2000 chars
 * ({@code ICUInputTooLongException}). Each direction has its own setup, which fails for the sizes
 * ICU refuses, so JMH reports an error for them instead of a number; {@code benchmarks/README.md}
 * records which they are. ICU's output is checked against IDNA4J's before measuring.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PunycodeIcuBenchmark {

  /** The Unicode input of one size, accepted by ICU4J's encoder. */
  @State(Scope.Benchmark)
  public static class EncodeInput {
    /** Input size: {@code label} (16 code points) or a number of code points. */
    @Param({"label", "1000", "10000", "100000", "250000", "1000000"})
    public String size;

    String unicode;

    /**
     * Builds the input and checks that ICU4J encodes it as IDNA4J does.
     *
     * @throws StringPrepParseException if ICU4J refuses the input
     */
    @Setup
    public void setUp() throws StringPrepParseException {
      unicode = PunycodeInputs.mixedScript(PunycodeInputs.codePoints(size));
      if (!com.ibm.icu.impl.Punycode.encode(unicode, null)
          .toString()
          .equals(Punycode.encode(unicode))) {
        throw new IllegalStateException("ICU4J and IDNA4J encode size " + size + " differently");
      }
    }
  }

  /** The Punycode form of one input size, accepted by ICU4J's decoder. */
  @State(Scope.Benchmark)
  public static class DecodeInput {
    /** Input size: {@code label} (16 code points) or a number of code points. */
    @Param({"label", "1000", "10000", "100000", "250000", "1000000"})
    public String size;

    String punycode;

    /**
     * Builds the encoded input and checks that ICU4J decodes it as IDNA4J does.
     *
     * @throws StringPrepParseException if ICU4J refuses the input
     */
    @Setup
    public void setUp() throws StringPrepParseException {
      String unicode = PunycodeInputs.mixedScript(PunycodeInputs.codePoints(size));
      punycode = Punycode.encode(unicode);
      if (!com.ibm.icu.impl.Punycode.decode(punycode, null).toString().equals(unicode)) {
        throw new IllegalStateException("ICU4J and IDNA4J decode size " + size + " differently");
      }
    }
  }

  /** The non-ASCII labels of the {@code unicode} corpus ({@link PunycodeInputs#corpusLabels}). */
  @State(Scope.Thread)
  public static class Labels {
    String[] unicode;
    String[] punycode;

    /**
     * Loads the labels and checks that ICU4J encodes and decodes them as IDNA4J does.
     *
     * @throws StringPrepParseException if ICU4J refuses a label
     */
    @Setup
    public void setUp() throws StringPrepParseException {
      unicode = PunycodeInputs.corpusLabels();
      punycode = new String[unicode.length];
      for (int j = 0; j < unicode.length; j++) {
        punycode[j] = Punycode.encode(unicode[j]);
        if (!com.ibm.icu.impl.Punycode.encode(unicode[j], null).toString().equals(punycode[j])
            || !com.ibm.icu.impl.Punycode.decode(punycode[j], null).toString().equals(unicode[j])) {
          throw new IllegalStateException("ICU4J and IDNA4J differ on " + unicode[j]);
        }
      }
    }
  }

  /**
   * ICU4J's encoding of the Unicode input.
   *
   * @param input the input
   * @return the encoded string
   * @throws StringPrepParseException never for the sizes that pass setup
   */
  @Benchmark
  public String encode(EncodeInput input) throws StringPrepParseException {
    return com.ibm.icu.impl.Punycode.encode(input.unicode, null).toString();
  }

  /**
   * ICU4J's decoding of the Punycode form.
   *
   * @param input the input
   * @return the decoded string
   * @throws StringPrepParseException never for the sizes that pass setup
   */
  @Benchmark
  public String decode(DecodeInput input) throws StringPrepParseException {
    return com.ibm.icu.impl.Punycode.decode(input.punycode, null).toString();
  }

  /**
   * ICU4J's encoding of every corpus label; the score is per label.
   *
   * @param labels the labels
   * @param bh consumes each result
   * @throws StringPrepParseException never, setup checked every label
   */
  @Benchmark
  @OperationsPerInvocation(PunycodeInputs.CORPUS_LABELS)
  public void encodeLabels(Labels labels, Blackhole bh) throws StringPrepParseException {
    for (String label : labels.unicode) {
      bh.consume(com.ibm.icu.impl.Punycode.encode(label, null).length());
    }
  }

  /**
   * ICU4J's decoding of every corpus label's Punycode form; the score is per label.
   *
   * @param labels the labels
   * @param bh consumes each result
   * @throws StringPrepParseException never, setup checked every label
   */
  @Benchmark
  @OperationsPerInvocation(PunycodeInputs.CORPUS_LABELS)
  public void decodeLabels(Labels labels, Blackhole bh) throws StringPrepParseException {
    for (String label : labels.punycode) {
      bh.consume(com.ibm.icu.impl.Punycode.decode(label, null).length());
    }
  }
}
