package org.idna4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.idna4j.domain.Idna;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * ToASCII of every name of a corpus: IDNA4J side by side with ICU4J, {@code java.net.IDN} and the
 * lowercase-LDH floor.
 *
 * <p>One invocation converts the whole corpus, in file order, and is declared as {@link
 * Corpus#SIZE} operations, so the score (and {@code -prof gc}'s {@code gc.alloc.rate.norm}) is per
 * name. Walking 100,000 names defeats branch-predictor and cache tricks that a single repeated name
 * would allow; the per-name overhead of the loop is the same for every contender.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class ToAsciiBenchmark {

  /** Which corpus to convert; see {@code corpus/README.md}. */
  @Param({Corpus.MIXED, Corpus.ASCII, Corpus.UNICODE})
  public String corpus;

  private String[] names;

  /** Loads the corpus once per trial, outside the measurement. */
  @Setup
  public void load() {
    names = Corpus.load(corpus);
  }

  /** IDNA4J {@code Idna.uts46().toAscii}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void idna4jUts46(Blackhole bh) {
    Idna4j.toAscii(Idna.uts46(), names, bh);
  }

  /** IDNA4J {@code Idna.lookup().toAscii}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void idna4jLookup(Blackhole bh) {
    Idna4j.toAscii(Idna.lookup(), names, bh);
  }

  /** IDNA4J {@code Idna.registration().toAscii}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void idna4jRegistration(Blackhole bh) {
    Idna4j.toAscii(Idna.registration(), names, bh);
  }

  /** ICU4J UTS #46 {@code nameToASCII}, the flags of {@code Idna.uts46()}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void icu4jUts46(Blackhole bh) {
    Peers.icuToAscii(Peers.ICU_UTS46, names, bh);
  }

  /** ICU4J {@code nameToASCII} configured as close to {@code Idna.lookup()} as ICU allows. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void icu4jLookup(Blackhole bh) {
    Peers.icuToAscii(Peers.ICU_LOOKUP, names, bh);
  }

  /** ICU4J {@code nameToASCII} configured as close to {@code Idna.registration()} as ICU allows. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void icu4jRegistration(Blackhole bh) {
    Peers.icuToAscii(Peers.ICU_REGISTRATION, names, bh);
  }

  /** {@code java.net.IDN.toASCII(String)}, IDNA2003, exceptions caught. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void jdkIdn(Blackhole bh) {
    Peers.jdkToAscii(names, bh);
  }

  /** The floor: one table-driven lowercase-LDH scan per name, nothing else. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void floorLowercaseLdh(Blackhole bh) {
    for (String name : names) {
      boolean ldh = LowercaseLdhFloor.isLowercaseLdh(name);
      bh.consume(ldh ? name : null);
      bh.consume(ldh);
    }
  }
}
