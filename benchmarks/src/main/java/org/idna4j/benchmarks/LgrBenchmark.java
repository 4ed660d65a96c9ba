package org.idna4j.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrLabelResult;
import org.idna4j.lgr.VariantBudget;
import org.idna4j.lgr.VariantLabel;
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
 * RFC 7940 work on Root Zone LGR 5: one label evaluation (eligibility and disposition), one index
 * label, and the first 100 variants of a label with about 10^13 of them. Labels are the first
 * labels of the benchmark corpora, lower-cased, 8 to 15 code points. There is no JVM peer; {@code
 * benchmarks/README.md} sets the results beside the only figure documented for lgr-core (Python), a
 * root-zone check through its web API.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class LgrBenchmark {

  /** The LGR: the Latin element LGR or the common (merged) LGR. */
  @Param({"latin", "common"})
  public String lgrName;

  /** The corpus the labels come from. */
  @Param({Corpus.MIXED, Corpus.UNICODE})
  public String corpus;

  private Lgr lgr;
  private String[] labels;
  private int next;

  /** A label with about 1.6 x 10^13 permutations under RZ-LGR-5 Latin. */
  public String longLabel = "internationalization";

  @Setup
  public void setUp() {
    String file =
        lgrName.equals("latin")
            ? "lgr-5-latin-script-26may22-en.xml"
            : "lgr-5-common-26may22-en.xml";
    try (InputStream in = LgrBenchmark.class.getResourceAsStream("/lgr/" + file)) {
      lgr = Lgr.parse(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<String> picked = new ArrayList<>();
    for (String name : Corpus.load(corpus)) {
      int dot = name.indexOf('.');
      String label = (dot < 0 ? name : name.substring(0, dot)).toLowerCase(Locale.ROOT);
      int n = label.codePointCount(0, label.length());
      if (n >= 8 && n <= 15) {
        picked.add(label);
      }
    }
    labels = picked.toArray(new String[0]);
  }

  private String nextLabel() {
    String l = labels[next];
    next = next + 1 == labels.length ? 0 : next + 1;
    return l;
  }

  /** One label evaluation (RFC 7940 §8.1, §8.3), consuming the disposition and problems. */
  @Benchmark
  public void evaluate(Blackhole bh) {
    LgrLabelResult r = lgr.evaluate(nextLabel());
    bh.consume(r.disposition());
    bh.consume(r.problems());
  }

  /** One index label (RFC 7940 §8.5). */
  @Benchmark
  public void indexLabel(Blackhole bh) {
    bh.consume(lgr.indexLabel(nextLabel()));
  }

  /** 100 variants, and work enough to reach them. */
  private static final VariantBudget FIRST_100 = VariantBudget.of(100, 1_000_000);

  /** The first 100 variants (with dispositions) of {@link #longLabel}. */
  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.MICROSECONDS)
  public void first100Variants(Blackhole bh) {
    for (VariantLabel v : lgr.variants(longLabel, FIRST_100).variants()) {
      bh.consume(v);
    }
  }
}
