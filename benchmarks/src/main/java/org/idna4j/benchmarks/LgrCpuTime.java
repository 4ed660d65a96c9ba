package org.idna4j.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.Locale;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Prints the thread CPU time per call of {@link LgrBenchmark}'s {@code evaluate} and {@code
 * indexLabel} for each LGR and corpus: the best and the median of 20 rounds after 10 warm-up
 * rounds. On a machine shared with other busy processes, CPU time varies much less than JMH's
 * wall-clock time, so this is how two builds are compared (run each jar in turn, alternating, as
 * {@link PslCpuTime} does for the PSL); no replacement for JMH. Run by hand (benchmarks/README.md):
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.idna4j.benchmarks.LgrCpuTime
 * </pre>
 */
public final class LgrCpuTime {

  private static final int WARM_UP_ROUNDS = 10;
  private static final int ROUNDS = 20;
  private static final int CALLS_PER_ROUND = 5_000;

  private LgrCpuTime() {}

  /**
   * Prints one line per LGR, corpus and call: the number of labels asked per round (the same labels
   * every round), best and median nanoseconds of CPU per call.
   *
   * @param args unused
   * @throws ReflectiveOperationException if LgrBenchmark's label cursor cannot be reset
   */
  public static void main(String[] args) throws ReflectiveOperationException {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Blackhole bh =
        new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is"
                + " dangerous.");
    for (String lgr : new String[] {"latin", "common"}) {
      for (String corpus : new String[] {Corpus.MIXED, Corpus.UNICODE}) {
        LgrBenchmark b = new LgrBenchmark();
        b.lgrName = lgr;
        b.corpus = corpus;
        b.setUp();
        // Every round asks the same labels: the cursor back to the first label, and at most
        // CALLS_PER_ROUND of them (the corpora differ in how costly their labels are).
        Field next = LgrBenchmark.class.getDeclaredField("next");
        next.setAccessible(true);
        Field labels = LgrBenchmark.class.getDeclaredField("labels");
        labels.setAccessible(true);
        int calls = Math.min(CALLS_PER_ROUND, ((String[]) labels.get(b)).length);
        for (String call : new String[] {"evaluate", "indexLabel"}) {
          boolean evaluate = call.equals("evaluate");
          double[] perCall = new double[ROUNDS];
          for (int round = -WARM_UP_ROUNDS; round < ROUNDS; round++) {
            next.setInt(b, 0);
            long t0 = mx.getCurrentThreadCpuTime();
            for (int i = 0; i < calls; i++) {
              if (evaluate) {
                b.evaluate(bh);
              } else {
                b.indexLabel(bh);
              }
            }
            long t1 = mx.getCurrentThreadCpuTime();
            if (round >= 0) {
              perCall[round] = (t1 - t0) / (double) calls;
            }
          }
          Arrays.sort(perCall);
          System.out.printf(
              Locale.ROOT,
              "%s\t%s\t%s\t%d labels\tbest %.0f ns\tmedian %.0f ns%n",
              call,
              corpus,
              lgr,
              calls,
              perCall[0],
              perCall[ROUNDS / 2]);
        }
      }
    }
  }
}
