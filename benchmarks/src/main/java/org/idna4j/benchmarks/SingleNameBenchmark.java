package org.idna4j.benchmarks;

import com.ibm.icu.text.IDNA;
import java.util.concurrent.TimeUnit;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * ToASCII of one already-valid lowercase ASCII name, the case that must allocate nothing (the name
 * is its own output and the result holds the input's {@code String}): run it with {@code -prof gc}
 * and read {@code gc.alloc.rate.norm} (bytes per operation).
 *
 * <p>The name sits in a non-final field so the JIT cannot fold the call away. Each benchmark
 * converts the name once per operation.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class SingleNameBenchmark {

  /** An already-valid lowercase LDH name: its ToASCII is itself under every profile. */
  public String name = "static.m17k9lpobluli.susono.shizuoka.jp";

  /**
   * IDNA4J {@code Idna.uts46().toAscii}, consuming what a caller uses: the output and the validity.
   * The {@link DomainResult} itself may then be scalar-replaced by the JIT.
   */
  @Benchmark
  public void idna4jUts46(Blackhole bh) {
    DomainResult result = Idna.uts46().toAscii(name);
    bh.consume(result.output());
    bh.consume(result.isValid());
  }

  /** IDNA4J {@code Idna.lookup().toAscii}, consuming the output and the validity. */
  @Benchmark
  public void idna4jLookup(Blackhole bh) {
    DomainResult result = Idna.lookup().toAscii(name);
    bh.consume(result.output());
    bh.consume(result.isValid());
  }

  /** IDNA4J {@code Idna.registration().toAscii}, consuming the output and the validity. */
  @Benchmark
  public void idna4jRegistration(Blackhole bh) {
    DomainResult result = Idna.registration().toAscii(name);
    bh.consume(result.output());
    bh.consume(result.isValid());
  }

  /**
   * IDNA4J {@code Idna.uts46().toAscii}, consuming the {@link DomainResult} object itself, so that
   * {@code -prof gc} shows what the result costs when it escapes (stored or returned).
   */
  @Benchmark
  public DomainResult idna4jUts46EscapingResult() {
    return Idna.uts46().toAscii(name);
  }

  /** ICU4J UTS #46 {@code nameToASCII}, for comparison. */
  @Benchmark
  public void icu4jUts46(Blackhole bh) {
    IDNA.Info info = new IDNA.Info();
    bh.consume(Peers.ICU_UTS46.nameToASCII(name, new StringBuilder(), info).toString());
    bh.consume(info.hasErrors());
  }

  /** The floor: the lowercase-LDH scan alone. */
  @Benchmark
  public void floorLowercaseLdh(Blackhole bh) {
    boolean ldh = LowercaseLdhFloor.isLowercaseLdh(name);
    bh.consume(ldh ? name : null);
    bh.consume(ldh);
  }
}
