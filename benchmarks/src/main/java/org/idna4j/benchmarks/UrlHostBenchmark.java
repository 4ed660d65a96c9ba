package org.idna4j.benchmarks;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.concurrent.TimeUnit;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.url.Host;
import org.idna4j.url.HostResult;
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
 * What finding and converting the host of a URL costs: {@link Host#toAsciiInUrl} on a whole URL,
 * side by side with the domain parser alone on that URL's host ({@code Idna.whatwgUrl().toAscii},
 * the floor: the host must be converted anyway), {@link Host#parse} of the host, and {@code
 * java.net.URI} parsing the same URL and returning its host (what Java code does today; it neither
 * converts nor accepts a Unicode host, so it is a reference for the cost of a URL parse, not a peer
 * with the same answer).
 *
 * <p>{@code kind}: {@code ascii} is a typical ASCII URL whose host is already lowercase LDH (the
 * fast path: every entry point hands back the input); {@code unicode} has a host to convert.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class UrlHostBenchmark {

  @Param({"ascii", "unicode"})
  public String kind;

  /** The URL; a non-final field, so the JIT cannot fold the calls away. */
  public String url;

  /** The URL's host, as {@code toAsciiInUrl} would find it. */
  public String host;

  @Setup
  public void setUp() {
    host = kind.equals("ascii") ? "www.example.com" : "www.bücher.example";
    url = "https://" + host + "/path/to/page.html?query=1&lang=en#section-2";
  }

  /** {@code Host.toAsciiInUrl} of the whole URL, consuming the output and the validity. */
  @Benchmark
  public void toAsciiInUrl(Blackhole bh) {
    HostResult r = Host.toAsciiInUrl(url);
    bh.consume(r.output());
    bh.consume(r.isValid());
  }

  /** {@code Idna.whatwgUrl().toAscii} of the URL's host alone: the domain parser, the floor. */
  @Benchmark
  public void whatwgToAsciiOfHost(Blackhole bh) {
    DomainResult r = Idna.whatwgUrl().toAscii(host);
    bh.consume(r.output());
    bh.consume(r.isValid());
  }

  /** {@code Host.parse} of the URL's host: the host parser without finding the authority. */
  @Benchmark
  public void hostParse(Blackhole bh) {
    HostResult r = Host.parse(host);
    bh.consume(r.output());
    bh.consume(r.isValid());
  }

  /** {@code java.net.URI} parsing the same URL, consuming its host (null for a Unicode host). */
  @Benchmark
  public void javaNetUri(Blackhole bh) throws URISyntaxException {
    bh.consume(new URI(url).getHost());
  }
}
