package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** One loaded LGR answers many threads at once with what it answers one thread. */
class ThreadSafetyTest {

  private static final List<String> LABELS =
      List.of(
          "café",
          "straße",
          "internationalization",
          "ɑpple",
          "xn--caf-dma",
          "\u0430pple",
          "",
          "a\u0300");

  private static String answer(Lgr lgr, String label) {
    return lgr.evaluate(label)
        + "|"
        + lgr.indexLabel(label)
        + "|"
        + lgr.variantEstimate(label)
        + "|"
        + lgr.variants(label, VariantBudget.of(20, 10_000)).variants().stream()
            .map(VariantLabel::uLabel)
            .collect(Collectors.toList());
  }

  @Test
  void concurrentCallsAgree() throws Exception {
    Lgr latin = TestLgrs.file(TestLgrs.LATIN);
    List<String> expected = new ArrayList<>();
    for (String l : LABELS) {
      expected.add(answer(latin, l));
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<List<String>>> futures = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        futures.add(
            pool.submit(
                () -> {
                  List<String> got = new ArrayList<>();
                  for (String l : LABELS) {
                    got.add(answer(latin, l));
                  }
                  return got;
                }));
      }
      for (Future<List<String>> f : futures) {
        assertThat(f.get()).isEqualTo(expected);
      }
    } finally {
      pool.shutdown();
    }
  }
}
