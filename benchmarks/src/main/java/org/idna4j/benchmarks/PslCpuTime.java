package org.idna4j.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.ToLongFunction;
import org.idna4j.psl.PublicSuffixList;

/**
 * Prints the thread CPU time per name of one IDNA4J Public Suffix List call over a corpus, the best
 * of 30 rounds after 10 warm-up rounds. On a machine shared with other busy processes, CPU time
 * varies much less than JMH's wall-clock time, so this is how two builds are compared (run each jar
 * in turn, alternating), and how the peers' calls are compared on a loaded machine; it is no
 * replacement for {@link PslBenchmark}. Run by hand (see benchmarks/README.md):
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.idna4j.benchmarks.PslCpuTime ascii registrableDomain
 * </pre>
 *
 * <p>Three switches separate where the time goes: {@code -Dpsl.distinct=K} walks the corpus's first
 * {@code K} names over and over instead of all of them (the same number of calls, but the strings
 * and the table entries they touch stay in the caches, and the branch predictor may learn the
 * sequence); the call {@code registrableDomainStartTwice} asks each name twice in a row, so the
 * second call finds its string and table entries in the L1 cache. {@code -Dpsl.name=NAME} asks one
 * name over and over ({@code www.example.com} is the name of the Rust {@code psl} crate's own
 * benchmark; benchmarks/native has the same harness for the native libraries).
 */
public final class PslCpuTime {

  private static final int WARM_UP_ROUNDS = 10;
  private static final int ROUNDS = 30;

  private PslCpuTime() {}

  /**
   * Prints the best CPU time per name.
   *
   * @param args the corpus ({@code ascii}, {@code mixed}, {@code unicode}) and the call ({@code
   *     registrableDomain}, {@code registrableDomainStart}, {@code registrableDomainStartTwice},
   *     {@code publicSuffix}; a peer's call as named in {@link PslBenchmark}, such as {@code
   *     guavaTopPrivateDomain}; or {@code readChars}: only read every char, the floor of any
   *     lookup)
   */
  public static void main(String[] args) {
    if (args.length != 2) {
      throw new IllegalArgumentException("usage: PslCpuTime CORPUS CALL");
    }
    String[] names = Corpus.load(args[0]);
    String only = System.getProperty("psl.name");
    if (only != null) {
      names[0] = only;
    }
    int distinct = only != null ? 1 : Integer.getInteger("psl.distinct", names.length);
    for (int i = distinct; i < names.length; i++) {
      names[i] = names[i % distinct];
    }
    ToLongFunction<String> call = call(PublicSuffixList.bundled(), args[1]);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long best = Long.MAX_VALUE;
    long sink = 0;
    for (int round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      long t0 = threads.getCurrentThreadCpuTime();
      for (String name : names) {
        sink += call.applyAsLong(name);
      }
      long t = threads.getCurrentThreadCpuTime() - t0;
      if (round >= WARM_UP_ROUNDS) {
        best = Math.min(best, t);
      }
    }
    System.out.printf(
        "%s %s: %.1f ns of CPU per name, best of %d rounds (checksum %d)%s%n",
        args[0],
        args[1],
        best / (double) names.length,
        ROUNDS,
        sink,
        only != null
            ? ", " + only + " repeated"
            : distinct < names.length ? ", first " + distinct + " names repeated" : "");
  }

  private static ToLongFunction<String> call(PublicSuffixList psl, String call) {
    switch (call) {
      case "registrableDomain":
        return name -> psl.registrableDomain(name).map(String::length).orElse(0);
      case "registrableDomainStart":
        return psl::registrableDomainStart;
      case "registrableDomainStartTwice":
        return name -> psl.registrableDomainStart(name) + psl.registrableDomainStart(name);
      case "publicSuffix":
        return name -> psl.publicSuffix(name).map(String::length).orElse(0);
      case "guavaTopPrivateDomain":
        return name -> length(PslPeers.guava(name));
      case "guavaPublicSuffix":
        return name -> length(PslPeers.guavaPublicSuffix(name));
      case "okhttpEffectiveTldPlusOne":
        return name -> length(PslPeers.okhttp(name));
      case "crawlerCommonsAssignedDomain":
        return name -> length(PslPeers.crawlerCommons(name));
      case "readChars":
        return name -> {
          long sum = 0;
          for (int i = name.length() - 1; i >= 0; i--) {
            sum += name.charAt(i);
          }
          return sum;
        };
      default:
        throw new IllegalArgumentException("unknown call " + call);
    }
  }

  private static long length(String answer) {
    return answer == null ? 0 : answer.length();
  }
}
