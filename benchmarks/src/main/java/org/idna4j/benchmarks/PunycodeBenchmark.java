package org.idna4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.idna4j.punycode.Punycode;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * IDNA4J's RFC 3492 Punycode encoder and decoder on one mixed-script input per size, from a
 * 16-code-point label to a million code points ({@link PunycodeInputs}).
 *
 * <p>Compare with {@link PunycodeIcuBenchmark}, which runs ICU4J on the same inputs; the 250k
 * and 1M sizes give the scaling ratio that O(n log n) promises (about 4.4 for 4 times the input).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PunycodeBenchmark {

  /** Input size: {@code label} (16 code points) or a number of code points. */
  @Param({"label", "1000", "10000", "100000", "250000", "1000000"})
  public String size;

  private String unicode;
  private String punycode;

  /** Builds the input and its encoding, and checks that they round-trip. */
  @Setup
  public void setUp() {
    unicode = PunycodeInputs.mixedScript(PunycodeInputs.codePoints(size));
    punycode = Punycode.encode(unicode);
    if (!Punycode.decode(punycode).equals(unicode)) {
      throw new IllegalStateException("round trip failed for size " + size);
    }
  }

  /** RFC 3492 §6.3 encoding of the Unicode input. */
  @Benchmark
  public String encode() {
    return Punycode.encode(unicode);
  }

  /** RFC 3492 §6.2 decoding of its Punycode form. */
  @Benchmark
  public String decode() {
    return Punycode.decode(punycode);
  }
}
