package org.idna4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.idna4j.psl.PublicSuffixList;
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
 * Registrable domain and public suffix of every name of a corpus: IDNA4J's {@code PublicSuffixList}
 * side by side with Guava's {@code InternetDomainName}, OkHttp's {@code PublicSuffixDatabase} and
 * crawler-commons' {@code EffectiveTldFinder}.
 *
 * <p>As in {@link ToAsciiBenchmark}, one invocation walks the whole corpus and counts as {@link
 * Corpus#SIZE} operations, so scores and {@code gc.alloc.rate.norm} are per name. Every list is
 * loaded in {@link #load()}, outside the measurement. The peers do not answer the same question in
 * every case (Guava has no implicit rule; see benchmarks/README.md for how often each agrees with
 * IDNA4J), so the ratios compare the cost of each library's own answer.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class PslBenchmark {

  /** Which corpus to walk; see {@code corpus/README.md}. */
  @Param({Corpus.ASCII, Corpus.MIXED, Corpus.UNICODE})
  public String corpus;

  private String[] names;
  private PublicSuffixList psl;

  /** Loads the corpus and every list once per trial, outside the measurement. */
  @Setup
  public void load() {
    names = Corpus.load(corpus);
    psl = PublicSuffixList.bundled();
    String probe = "www.example.co.uk";
    if (!"example.co.uk".equals(PslPeers.idna4j(psl, probe))
        || !"example.co.uk".equals(PslPeers.guava(probe))
        || !"example.co.uk".equals(PslPeers.okhttp(probe))
        || !"example.co.uk".equals(PslPeers.crawlerCommons(probe))) {
      throw new IllegalStateException("a peer does not find example.co.uk");
    }
  }

  /** IDNA4J {@code registrableDomain}, returning {@code Optional<String>}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void idna4jRegistrableDomain(Blackhole bh) {
    for (String name : names) {
      bh.consume(psl.registrableDomain(name));
    }
  }

  /** IDNA4J {@code registrableDomainStart}: the index, no allocation. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void idna4jRegistrableDomainStart(Blackhole bh) {
    for (String name : names) {
      bh.consume(psl.registrableDomainStart(name));
    }
  }

  /** IDNA4J {@code publicSuffix}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void idna4jPublicSuffix(Blackhole bh) {
    for (String name : names) {
      bh.consume(psl.publicSuffix(name));
    }
  }

  /**
   * Guava {@code InternetDomainName.from(name).topPrivateDomain()} (asked {@code
   * isUnderPublicSuffix} first).
   */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void guavaTopPrivateDomain(Blackhole bh) {
    for (String name : names) {
      bh.consume(PslPeers.guava(name));
    }
  }

  /** Guava {@code InternetDomainName.from(name).publicSuffix()}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void guavaPublicSuffix(Blackhole bh) {
    for (String name : names) {
      bh.consume(PslPeers.guavaPublicSuffix(name));
    }
  }

  /** OkHttp {@code PublicSuffixDatabase.getEffectiveTldPlusOne}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void okhttpEffectiveTldPlusOne(Blackhole bh) {
    for (String name : names) {
      bh.consume(PslPeers.okhttp(name));
    }
  }

  /** crawler-commons {@code EffectiveTldFinder.getAssignedDomain}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void crawlerCommonsAssignedDomain(Blackhole bh) {
    for (String name : names) {
      bh.consume(PslPeers.crawlerCommons(name));
    }
  }
}
