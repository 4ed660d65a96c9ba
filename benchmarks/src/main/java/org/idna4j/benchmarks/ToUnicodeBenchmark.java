package org.idna4j.benchmarks;

import com.ibm.icu.text.IDNA;
import java.util.concurrent.TimeUnit;
import org.idna4j.domain.Idna;
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
 * ToUnicode of the ASCII ({@code xn--}) forms of the {@code unicode} corpus: IDNA4J side by side
 * with ICU4J {@code nameToUnicode}.
 *
 * <p>The ASCII forms are computed once per trial with ICU4J's UTS #46 {@code nameToASCII}, so the
 * input does not depend on the library under test. As in {@link ToAsciiBenchmark}, one invocation
 * decodes all {@link Corpus#SIZE} names and the score is per name.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class ToUnicodeBenchmark {

  private String[] asciiNames;

  /**
   * Loads the {@code unicode} corpus and converts it to its ASCII forms, outside the measurement.
   */
  @Setup
  public void load() {
    asciiNames = asciiForms(Corpus.load(Corpus.UNICODE));
  }

  /**
   * Converts names to their ASCII forms with ICU4J's UTS #46 processor.
   *
   * @param names Unicode domain names
   * @return a new array holding the {@code nameToASCII} output of each name, in order
   */
  static String[] asciiForms(String[] names) {
    String[] ascii = new String[names.length];
    for (int i = 0; i < names.length; i++) {
      ascii[i] =
          Peers.ICU_UTS46.nameToASCII(names[i], new StringBuilder(), new IDNA.Info()).toString();
    }
    return ascii;
  }

  /** IDNA4J {@code Idna.uts46().toUnicode}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void idna4jUts46(Blackhole bh) {
    Idna4j.toUnicode(Idna.uts46(), asciiNames, bh);
  }

  /** IDNA4J {@code Idna.lookup().toUnicode}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void idna4jLookup(Blackhole bh) {
    Idna4j.toUnicode(Idna.lookup(), asciiNames, bh);
  }

  /** IDNA4J {@code Idna.registration().toUnicode}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void idna4jRegistration(Blackhole bh) {
    Idna4j.toUnicode(Idna.registration(), asciiNames, bh);
  }

  /** ICU4J UTS #46 {@code nameToUnicode}, the flags of {@code Idna.uts46()}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void icu4jUts46(Blackhole bh) {
    Peers.icuToUnicode(Peers.ICU_UTS46, asciiNames, bh);
  }

  /** ICU4J {@code nameToUnicode} configured as close to {@code Idna.lookup()} as ICU allows. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void icu4jLookup(Blackhole bh) {
    Peers.icuToUnicode(Peers.ICU_LOOKUP, asciiNames, bh);
  }

  /**
   * ICU4J {@code nameToUnicode} configured as close to {@code Idna.registration()} as ICU allows.
   */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void icu4jRegistration(Blackhole bh) {
    Peers.icuToUnicode(Peers.ICU_REGISTRATION, asciiNames, bh);
  }
}
