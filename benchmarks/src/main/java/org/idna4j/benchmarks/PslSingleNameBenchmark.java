package org.idna4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.idna4j.psl.PublicSuffixList;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * The registrable domain of one name asked over and over, the shape of the Rust {@code psl} crate's
 * own benchmark ({@code benches/benches.rs}: {@code List.domain(b"www.example.com")} in a loop),
 * side by side with the same peers as {@link PslBenchmark}. The name, its string and the table
 * entries it reaches stay in the L1 cache, and the branch predictor learns the one path, so this is
 * the best case of a lookup; {@link PslBenchmark} walks a corpus of 100,000 different names
 * instead. benchmarks/README.md compares both with the native libraries on this machine.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class PslSingleNameBenchmark {

  /** The name; the default is the one of the {@code psl} crate's benchmark. */
  @Param("www.example.com")
  public String name;

  private PublicSuffixList psl;

  /** Loads the bundled list outside the measurement and checks that every peer answers. */
  @Setup
  public void load() {
    psl = PublicSuffixList.bundled();
    String expected = PslPeers.idna4j(psl, name);
    if (expected == null
        || !expected.equals(PslPeers.guava(name))
        || !expected.equals(PslPeers.okhttp(name))
        || !expected.equals(PslPeers.crawlerCommons(name))) {
      throw new IllegalStateException(
          "the peers do not agree on the registrable domain of " + name);
    }
  }

  /** IDNA4J {@code registrableDomain}, returning {@code Optional<String>}. */
  @Benchmark
  public void idna4jRegistrableDomain(Blackhole bh) {
    bh.consume(psl.registrableDomain(name));
  }

  /** IDNA4J {@code registrableDomainStart}: the index, no allocation. */
  @Benchmark
  public void idna4jRegistrableDomainStart(Blackhole bh) {
    bh.consume(psl.registrableDomainStart(name));
  }

  /** Guava {@code InternetDomainName.from(name).topPrivateDomain()}. */
  @Benchmark
  public void guavaTopPrivateDomain(Blackhole bh) {
    bh.consume(PslPeers.guava(name));
  }

  /** OkHttp {@code PublicSuffixDatabase.getEffectiveTldPlusOne}. */
  @Benchmark
  public void okhttpEffectiveTldPlusOne(Blackhole bh) {
    bh.consume(PslPeers.okhttp(name));
  }

  /** crawler-commons {@code EffectiveTldFinder.getAssignedDomain}. */
  @Benchmark
  public void crawlerCommonsAssignedDomain(Blackhole bh) {
    bh.consume(PslPeers.crawlerCommons(name));
  }
}
