package org.idna4j.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.idna4j.display.DisplayPolicy;
import org.idna4j.domain.Idna;
import org.idna4j.label.RestrictionLevel;

/**
 * Prints the thread CPU time per name of {@code DisplayPolicy.toDisplay} beside {@code
 * Idna.lookup().toUnicode} of the same corpus, in one JVM, as ratios (the targets: at most 1 for
 * ASCII names, at most 3 for Unicode names). The calls take turns round by round, and each keeps
 * its best of 20 rounds after 5 warm-up rounds, so a burst of load from other processes hits all of
 * them alike; on a shared machine CPU time varies much less than {@link DisplayBenchmark}'s
 * wall-clock time. It is no replacement for that JMH benchmark. Run by hand (see
 * benchmarks/README.md):
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.idna4j.benchmarks.DisplayCpuTime unicode
 * </pre>
 */
public final class DisplayCpuTime {

  private static final int WARM_UP_ROUNDS = 5;
  private static final int ROUNDS = 20;

  private DisplayCpuTime() {}

  /**
   * Prints the best CPU time per name of each call and its ratio to {@code toUnicode}.
   *
   * @param args the corpus: {@code ascii}, {@code unicode} or {@code mixed}
   */
  public static void main(String[] args) {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: DisplayCpuTime CORPUS");
    }
    String[] names = Corpus.load(args[0]);
    String[] ascii = Corpus.load(Corpus.ASCII);
    Idna idna = Idna.lookup();
    DisplayPolicy chromium = DisplayPolicy.chromium();
    DisplayPolicy firefox = DisplayPolicy.firefox(RestrictionLevel.HIGHLY_RESTRICTIVE);
    DisplayPolicy protected10 =
        chromium.toBuilder().protectedDomains(Arrays.asList(ascii).subList(0, 10)).build();
    Map<String, ToLongFunction<String>> calls = new LinkedHashMap<>();
    calls.put("Idna.lookup().toUnicode", name -> idna.toUnicode(name).output().length());
    calls.put("chromium().toDisplay", name -> chromium.toDisplay(name).length());
    calls.put("firefox(HIGHLY_RESTRICTIVE).toDisplay", name -> firefox.toDisplay(name).length());
    calls.put("chromium() + 10 protected, toDisplay", name -> protected10.toDisplay(name).length());
    calls.put("chromium().decide", name -> chromium.decide(name).labels().size());
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    Map<String, Long> best = new LinkedHashMap<>();
    long sink = 0;
    for (int round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      for (Map.Entry<String, ToLongFunction<String>> call : calls.entrySet()) {
        long t0 = threads.getCurrentThreadCpuTime();
        for (String name : names) {
          sink += call.getValue().applyAsLong(name);
        }
        long t = threads.getCurrentThreadCpuTime() - t0;
        if (round >= WARM_UP_ROUNDS) {
          best.merge(call.getKey(), t, Math::min);
        }
      }
    }
    double reference = best.get("Idna.lookup().toUnicode") / (double) names.length;
    System.out.printf(
        "corpus %s, ns of CPU per name, best of %d rounds (checksum %d)%n", args[0], ROUNDS, sink);
    for (Map.Entry<String, Long> e : best.entrySet()) {
      double perName = e.getValue() / (double) names.length;
      System.out.printf("%-40s %8.1f  %5.2fx%n", e.getKey(), perName, perName / reference);
    }
  }
}
