package org.idna4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
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
 * The hostile-input matrix: every preset × every kind of input that yields a problem per character
 * (or per label) × ToASCII and ToUnicode, at 100,000 and 1,000,000 UTF-16 code units. Divide the
 * score by {@code size} for nanoseconds per input character: a linear cost gives the same quotient
 * at both sizes, a quadratic one ten times more at 1M. The behaviour on the same matrix is asserted
 * by the unit tests of idna-domain; the results are in {@code benchmarks/README.md}.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar HostileInputMatrixBenchmark
 * }</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 1, time = 1)
@Measurement(iterations = 2, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class HostileInputMatrixBenchmark {

  /**
   * The preset; {@code registrationConfusables} is registration with {@code
   * checkConfusables(true)}.
   */
  @Param({
    "uts46",
    "lookup",
    "whatwgUrl",
    "transitional",
    "registration",
    "idna2003",
    "registrationConfusables"
  })
  public String preset;

  /** The kind of input; see {@link #fragment(String)}. */
  @Param({
    "disallowed",
    "unassigned",
    "loneSurrogates",
    "replacementChar",
    "emoji",
    "contextJ",
    "contextO",
    "bidiMix",
    "leadingCombiningMarks",
    "std3",
    "capitals",
    "dots",
    "undecodableXn"
  })
  public String kind;

  /** The input length in UTF-16 code units. */
  @Param({"100000", "1000000"})
  public int size;

  private String input;
  private Idna idna;

  /** Builds the input and the processor once per trial, outside the measurement. */
  @Setup
  public void setUp() {
    input = input(kind, size);
    idna = idna(preset);
  }

  /**
   * Returns the processor of preset {@code name}.
   *
   * @throws IllegalArgumentException for an unknown preset
   */
  static Idna idna(String name) {
    switch (name) {
      case "uts46":
        return Idna.uts46();
      case "lookup":
        return Idna.lookup();
      case "whatwgUrl":
        return Idna.whatwgUrl();
      case "transitional":
        return Idna.transitional();
      case "registration":
        return Idna.registration();
      case "idna2003":
        return Idna.idna2003();
      case "registrationConfusables":
        return Idna.of(IdnaProfile.registration().toBuilder().checkConfusables(true).build());
      default:
        throw new IllegalArgumentException("unknown preset: " + name);
    }
  }

  /**
   * Returns the fragment that input kind {@code kind} repeats. Each gives a problem per character
   * or per label under at least the stricter presets.
   *
   * @throws IllegalArgumentException for an unknown kind
   */
  static String fragment(String kind) {
    switch (kind) {
      case "disallowed":
        return "\u2488"; // CIRCLED/PARENTHESIZED DIGIT ONE FULL STOP: UTS #46 disallowed, RFC 5892
      // DISALLOWED
      case "unassigned":
        return "\u0378"; // unassigned in every Unicode version so far
      case "loneSurrogates":
        return "\uD800";
      case "replacementChar":
        return "\uFFFD";
      case "emoji":
        return "\uD83D\uDE00"; // U+1F600: valid under UTS #46, DISALLOWED for registration
      case "contextJ":
        return "a\u200C"; // ZWNJ without a virama or joining context: RFC 5892 A.1
      case "contextO":
        // One character of each CONTEXTO rule of RFC 5892 A.3-A.9, each out of its context
        // (the two digit ranges mixed: A.8/A.9).
        return "\u00B7\u0375\u05F3\u30FB\u0660\u06F0";
      case "bidiMix":
        return "\u05D0a"; // RTL then LTR in one label: RFC 5893 rule 2
      case "leadingCombiningMarks":
        return "\u0301."; // every label starts with a combining mark: RFC 5891 §4.2.3.2
      case "std3":
        return "_"; // not LDH: disallowed with UseSTD3ASCIIRules (UTS #46 §4)
      case "capitals":
        return "A"; // DISALLOWED for registration (RFC 5892 §2.2, no mapping); mapped elsewhere
      case "dots":
        return "."; // every label empty
      case "undecodableXn":
        return "xn--9."; // a truncated Punycode payload in every label
      default:
        throw new IllegalArgumentException("unknown kind: " + kind);
    }
  }

  /** Returns {@code fragment(kind)} repeated and cut to exactly {@code size} code units. */
  static String input(String kind, int size) {
    String fragment = fragment(kind);
    String s = fragment.repeat(size / fragment.length() + 1).substring(0, size);
    if (Character.isHighSurrogate(s.charAt(size - 1)) && !kind.equals("loneSurrogates")) {
      s = s.substring(0, size - 1) + "a"; // do not end on half of a pair
    }
    return s;
  }

  @Benchmark
  public DomainResult toAscii() {
    return idna.toAscii(input);
  }

  @Benchmark
  public DomainResult toUnicode() {
    return idna.toUnicode(input);
  }
}
