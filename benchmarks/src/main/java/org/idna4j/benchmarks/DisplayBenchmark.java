package org.idna4j.benchmarks;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.idna4j.display.DisplayPolicy;
import org.idna4j.domain.Idna;
import org.idna4j.label.RestrictionLevel;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The display policies of idna-display beside {@code Idna.lookup().toUnicode} of the same names
 * (the targets: {@code toDisplay} of an ASCII name costs no more than {@code toUnicode}, of a
 * Unicode name at most 3 times as much), and the lookalike check with a protected list of {@link
 * Corpus#SIZE} domains beside one of ten (the check's cost must not grow with the list). One
 * invocation handles a whole corpus; the score is per name.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class DisplayBenchmark {

  private String[] ascii;
  private String[] unicode;
  private DisplayPolicy chromium;
  private DisplayPolicy firefox;
  private DisplayPolicy guardedSmall;
  private DisplayPolicy guardedLarge;

  /** Loads the corpora and builds the policies (the large one indexes 100,000 domains). */
  @Setup
  public void load() {
    ascii = Corpus.load(Corpus.ASCII);
    unicode = Corpus.load(Corpus.UNICODE);
    chromium = DisplayPolicy.chromium();
    firefox = DisplayPolicy.firefox(RestrictionLevel.HIGHLY_RESTRICTIVE);
    guardedSmall =
        chromium.toBuilder().protectedDomains(Arrays.asList(ascii).subList(0, 10)).build();
    guardedLarge = chromium.toBuilder().protectedDomains(List.of(ascii)).build();
  }

  private static void toUnicode(String[] names, Blackhole bh) {
    Idna idna = Idna.lookup();
    for (String name : names) {
      bh.consume(idna.toUnicode(name).output());
    }
  }

  private static void toDisplay(DisplayPolicy policy, String[] names, Blackhole bh) {
    for (String name : names) {
      bh.consume(policy.toDisplay(name));
    }
  }

  /** The reference for ASCII names: {@code Idna.lookup().toUnicode}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void asciiToUnicode(Blackhole bh) {
    toUnicode(ascii, bh);
  }

  /** {@code DisplayPolicy.chromium().toDisplay} of ASCII names. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void asciiChromium(Blackhole bh) {
    toDisplay(chromium, ascii, bh);
  }

  /** {@code DisplayPolicy.firefox(HIGHLY_RESTRICTIVE).toDisplay} of ASCII names. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void asciiFirefox(Blackhole bh) {
    toDisplay(firefox, ascii, bh);
  }

  /** The reference for Unicode names: {@code Idna.lookup().toUnicode}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void unicodeToUnicode(Blackhole bh) {
    toUnicode(unicode, bh);
  }

  /** {@code DisplayPolicy.chromium().toDisplay} of Unicode names. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void unicodeChromium(Blackhole bh) {
    toDisplay(chromium, unicode, bh);
  }

  /** {@code DisplayPolicy.firefox(HIGHLY_RESTRICTIVE).toDisplay} of Unicode names. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void unicodeFirefox(Blackhole bh) {
    toDisplay(firefox, unicode, bh);
  }

  /** Chromium's policy with 10 protected domains, Unicode names (lookalike check on each). */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void unicodeChromiumProtected10(Blackhole bh) {
    toDisplay(guardedSmall, unicode, bh);
  }

  /** Chromium's policy with 100,000 protected domains, Unicode names. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void unicodeChromiumProtected100k(Blackhole bh) {
    toDisplay(guardedLarge, unicode, bh);
  }
}
