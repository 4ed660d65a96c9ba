package org.idna4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.idna4j.psl.PublicSuffixList;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The first lookup in a fresh JVM: loading each library's list from its jar (class loading
 * included) plus one answer. Single shot, one per fork; run with many forks ({@code -f 10}) and
 * read the average; the target and the results are in {@code benchmarks/README.md}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(10)
public class PslLoadBenchmark {

  private static final String NAME = "www.example.co.uk";

  /** IDNA4J: {@code PublicSuffixList.bundled()} reads the compiled list on first use. */
  @Benchmark
  public String idna4jFirstLookup() {
    return PslPeers.idna4j(PublicSuffixList.bundled(), NAME);
  }

  /** Guava: the first {@code InternetDomainName} initializes its generated pattern maps. */
  @Benchmark
  public String guavaFirstLookup() {
    return PslPeers.guava(NAME);
  }

  /** OkHttp: the first call reads {@code PublicSuffixDatabase.gz} (gzip). */
  @Benchmark
  public String okhttpFirstLookup() {
    return PslPeers.okhttp(NAME);
  }

  /** crawler-commons: the first call parses its bundled list text. */
  @Benchmark
  public String crawlerCommonsFirstLookup() {
    return PslPeers.crawlerCommons(NAME);
  }
}
