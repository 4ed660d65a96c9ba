package org.idna4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.punycode.Punycode;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Adversarial inputs at 10 KB, 100 KB and 1 MB (in UTF-16 code units): time per conversion, to show
 * that each costs time linear in its size (divide the score by {@code size} for nanoseconds per
 * input character; a linear cost gives the same quotient at every size). The behaviour on each
 * input is asserted by {@code AdversarialInputsTest} in fuzz-tests; results are recorded in {@code
 * fuzz-tests/README.md}.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar AdversarialInputsBenchmark
 * }</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class AdversarialInputsBenchmark {

  /** The shape of the input; see {@link #input(String, int)}. */
  @Param({
    "dots",
    "combiningMarks",
    "rtlWithOneLtr",
    "xnLabel",
    "zwj",
    "alternatingScripts",
    "overflowPunycode"
  })
  public String kind;

  /** The input length in UTF-16 code units. */
  @Param({"10240", "102400", "1048576"})
  public int size;

  private String input;
  private Idna uts46;
  private Idna confusables;

  /** Builds the input once per trial, outside the measurement. */
  @Setup
  public void setUp() {
    input = input(kind, size);
    uts46 = Idna.uts46();
    confusables = Idna.of(IdnaProfile.uts46().toBuilder().checkConfusables(true).build());
  }

  /**
   * Returns the adversarial input {@code kind} of exactly {@code size} UTF-16 code units.
   *
   * @throws IllegalArgumentException for an unknown kind
   */
  static String input(String kind, int size) {
    String s;
    switch (kind) {
      case "dots":
        s = ".".repeat(size);
        break;
      case "combiningMarks":
        s = "a" + "\u0301".repeat(size - 1);
        break;
      case "rtlWithOneLtr":
        s = "\u05D0".repeat(size - 1) + "a";
        break;
      case "xnLabel":
        s = xnLabel(size);
        break;
      case "zwj":
        s = "\u200D".repeat(size);
        break;
      case "alternatingScripts":
        s = "a\u0430\u03B1".repeat(size / 3 + 1).substring(0, size);
        break;
      case "overflowPunycode":
        s = "xn--" + "9".repeat(size - 4);
        break;
      default:
        throw new IllegalArgumentException("unknown kind: " + kind);
    }
    if (s.length() != size) {
      throw new IllegalStateException(kind + " has length " + s.length() + ", not " + size);
    }
    return s;
  }

  /**
   * Returns an {@code xn--} label of valid Punycode with exactly {@code size} code units: the
   * encoding of ASCII letters followed by {@code size / 2} "ü", the letters adjusted until the
   * length fits (the deltas grow by at most a digit when letters are added).
   */
  private static String xnLabel(int size) {
    String umlauts = "\u00FC".repeat(size / 2);
    int letters = 0;
    for (int attempt = 0; attempt < 64; attempt++) {
      String label = "xn--" + Punycode.encode("b".repeat(letters) + umlauts);
      if (label.length() == size) {
        return label;
      }
      letters = Math.max(0, letters + size - label.length());
    }
    throw new IllegalStateException("no xn-- label of length " + size);
  }

  /** UTS #46 ToASCII (the strict conformance profile). */
  @Benchmark
  public DomainResult toAscii() {
    return uts46.toAscii(input);
  }

  /** UTS #46 ToUnicode: no length limits, so every label is fully processed. */
  @Benchmark
  public DomainResult toUnicode() {
    return uts46.toUnicode(input);
  }

  /** UTS #46 ToUnicode with the UTS #39 confusable checks on. */
  @Benchmark
  public DomainResult toUnicodeWithConfusables() {
    return confusables.toUnicode(input);
  }
}
