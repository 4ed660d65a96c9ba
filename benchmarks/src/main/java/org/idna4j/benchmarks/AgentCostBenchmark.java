package org.idna4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
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
 * The cost of the IDNA4J agent: {@code java.net.IDN.toASCII} on every name of a corpus, in a JVM
 * without the agent, with {@code replace} and with {@code audit}. The JVM options come from {@link
 * AgentCost}, which forks one JVM per mode; {@link #agent} only labels the result.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Benchmark)
public class AgentCostBenchmark {

  /** Which corpus to convert; see {@code corpus/README.md}. */
  @Param({Corpus.MIXED, Corpus.ASCII, Corpus.UNICODE})
  public String corpus;

  /** The agent's mode in this JVM: none, replace or audit (set by {@link AgentCost}). */
  @Param({"none"})
  public String agent;

  private String[] names;

  /** Loads the corpus once per trial, outside the measurement. */
  @Setup
  public void load() {
    names = Corpus.load(corpus);
  }

  /** {@code java.net.IDN.toASCII(name)}, as the JDK or the agent answers it. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void javaNetIdnToAscii(Blackhole bh) {
    Peers.jdkToAscii(names, bh);
  }
}
