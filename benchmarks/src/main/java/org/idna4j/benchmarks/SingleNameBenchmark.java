package org.idna4j.benchmarks;

import com.ibm.icu.text.IDNA;
import java.util.concurrent.TimeUnit;
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
 * ToASCII of one already-valid lowercase ASCII name, the case issue 5 requires to allocate
 * nothing: run it with {@code -prof gc} and read {@code gc.alloc.rate.norm} (bytes per
 * operation).
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
