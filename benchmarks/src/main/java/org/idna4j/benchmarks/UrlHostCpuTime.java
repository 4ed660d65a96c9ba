package org.idna4j.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Arrays;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.url.Host;
import org.idna4j.url.HostResult;

/**
 * Prints the thread CPU time per URL of {@link Host#toAsciiInUrl} beside the domain parser on the
 * URL's host alone ({@code Idna.whatwgUrl().toAscii}, the floor to measure against) and {@code
 * java.net.URI}, in one JVM, the calls taking turns round after round (the best of 30 rounds after
 * 10 warm-up rounds each), and the ratios. On a machine shared with other busy processes, CPU time
 * varies much less than JMH's wall-clock time, and taking turns puts every call under the same
 * load; this complements {@link UrlHostBenchmark}, it does not replace it. Run by hand (see
 * benchmarks/README.md):
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.idna4j.benchmarks.UrlHostCpuTime single
 * java -cp benchmarks/target/benchmarks.jar org.idna4j.benchmarks.UrlHostCpuTime corpus
 * </pre>
 *
 * <p>{@code single}: {@link UrlHostBenchmark}'s ASCII URL, {@code
 * https://www.example.com/path/to/page.html?query=1&lang=en#section-2}, one instance 100,000 times
 * (and its host, one instance), so that both stay in the caches as in a JMH benchmark; {@code
 * corpus}: the same URL around each of the 100,000 names of the {@code ascii} corpus (lowercase LDH
 * names of varied length, distinct instances, so that neither the branch predictor nor the caches
 * learn one host; the domain parser then gets the corpus's own host strings). Each call has its own
 * loop, so that the JIT sees one call site per loop, as in a JMH benchmark.
 */
public final class UrlHostCpuTime {

  private static final int WARM_UP_ROUNDS = 10;
  private static final int ROUNDS = 30;
  private static final String[] CALLS = {"toAsciiInUrl", "whatwgToAsciiOfHost", "javaNetUri"};

  private UrlHostCpuTime() {}

  /**
   * Prints the best CPU time per URL of each call, and the ratios to the domain parser.
   *
   * @param args {@code single} or {@code corpus}
   * @throws URISyntaxException if {@code java.net.URI} rejects a URL of the corpus
   */
  // The check that each URL takes the unchanged path compares instances on purpose.
  @SuppressWarnings("ReferenceEquality")
  public static void main(String[] args) throws URISyntaxException {
    if (args.length != 1 || !(args[0].equals("single") || args[0].equals("corpus"))) {
      throw new IllegalArgumentException("usage: UrlHostCpuTime single|corpus");
    }
    boolean single = args[0].equals("single");
    String[] hosts = Corpus.load(Corpus.ASCII);
    String[] urls = new String[hosts.length];
    for (int i = 0; i < hosts.length; i++) {
      if (single) {
        // one host and one URL instance, as in UrlHostBenchmark: both stay in the caches
        hosts[i] = i == 0 ? "www.example.com" : hosts[0];
        urls[i] = i == 0 ? url(hosts[0]) : urls[0];
      } else {
        urls[i] = url(hosts[i]);
      }
      if (Host.toAsciiInUrl(urls[i]).output() != urls[i]) {
        throw new IllegalStateException("not an unchanged ASCII URL: " + urls[i]);
      }
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long[] best = new long[CALLS.length];
    Arrays.fill(best, Long.MAX_VALUE);
    long sink = 0;
    for (int round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      for (int k = 0; k < CALLS.length; k++) {
        int call = (round + k) % CALLS.length; // each call in each position in turn
        long t0 = threads.getCurrentThreadCpuTime();
        switch (call) {
          case 0:
            sink += toAsciiInUrl(urls);
            break;
          case 1:
            sink += whatwgToAsciiOfHost(hosts);
            break;
          default:
            sink += javaNetUri(urls);
            break;
        }
        long t = threads.getCurrentThreadCpuTime() - t0;
        if (round >= WARM_UP_ROUNDS) {
          best[call] = Math.min(best[call], t);
        }
      }
    }
    for (int c = 0; c < CALLS.length; c++) {
      System.out.printf(
          "%s %s: %.1f ns of CPU per URL, best of %d rounds, %.2fx the domain parser%n",
          args[0], CALLS[c], best[c] / (double) urls.length, ROUNDS, best[c] / (double) best[1]);
    }
    System.out.printf("(checksum %d)%n", sink);
  }

  private static String url(String host) {
    return "https://" + host + "/path/to/page.html?query=1&lang=en#section-2";
  }

  private static long toAsciiInUrl(String[] urls) {
    long sum = 0;
    for (String url : urls) {
      HostResult r = Host.toAsciiInUrl(url);
      sum += r.output().length() + (r.isValid() ? 1 : 0);
    }
    return sum;
  }

  private static long whatwgToAsciiOfHost(String[] hosts) {
    long sum = 0;
    Idna whatwg = Idna.whatwgUrl();
    for (String host : hosts) {
      DomainResult r = whatwg.toAscii(host);
      sum += r.output().length() + (r.isValid() ? 1 : 0);
    }
    return sum;
  }

  private static long javaNetUri(String[] urls) throws URISyntaxException {
    long sum = 0;
    for (String url : urls) {
      sum += new URI(url).getHost().length();
    }
    return sum;
  }
}
