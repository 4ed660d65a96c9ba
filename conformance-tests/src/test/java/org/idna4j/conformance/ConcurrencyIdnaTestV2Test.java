package org.idna4j.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Thread safety (every processor is immutable and thread-safe): every string of Unicode's
 * IdnaTestV2.txt corpus, converted on 8 threads that share one {@link Idna} instance, gives exactly
 * the result the same instance gives on one thread, under every preset profile.
 *
 * <p>Each thread walks the whole corpus in its own shuffled order, all threads starting together
 * behind a barrier, so that different threads convert different strings at the same moment. The
 * corpus is every source, toUnicode and toAscii column of the file (unescaped), plus the same
 * strings with confusable checks on, so the UTS #39 checker is shared too.
 */
class ConcurrencyIdnaTestV2Test {
  private static final String RESOURCE = "/uts46/IdnaTestV2-18.0.0.txt";
  private static final int THREADS = 8;
  private static final Pattern ESCAPE =
      Pattern.compile("\\\\u([0-9A-Fa-f]{4})|\\\\x\\{([0-9A-Fa-f]{1,6})\\}");

  static List<IdnaProfile> profiles() {
    return List.of(
        IdnaProfile.uts46(),
        IdnaProfile.lookup(),
        IdnaProfile.whatwgUrl(),
        IdnaProfile.transitional(),
        IdnaProfile.registration(),
        IdnaProfile.idna2003(),
        IdnaProfile.registration().toBuilder().checkConfusables(true).build());
  }

  @ParameterizedTest
  @MethodSource("profiles")
  void eightThreadsSharingOneInstanceAgreeWithOneThread(IdnaProfile profile) throws Exception {
    List<String> corpus = corpus();
    Idna idna = Idna.of(profile);
    DomainResult[] ascii = new DomainResult[corpus.size()];
    DomainResult[] unicode = new DomainResult[corpus.size()];
    for (int i = 0; i < corpus.size(); i++) {
      ascii[i] = idna.toAscii(corpus.get(i));
      unicode[i] = idna.toUnicode(corpus.get(i));
    }

    CyclicBarrier start = new CyclicBarrier(THREADS);
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<List<String>>> futures = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        long seed = t;
        Callable<List<String>> task =
            () -> {
              List<Integer> order = new ArrayList<>();
              for (int i = 0; i < corpus.size(); i++) {
                order.add(i);
              }
              Collections.shuffle(order, new Random(seed));
              List<String> mismatches = new ArrayList<>();
              start.await();
              for (int i : order) {
                String input = corpus.get(i);
                if (!idna.toAscii(input).equals(ascii[i])) {
                  mismatches.add("toAscii(" + input + ")");
                }
                if (!idna.toUnicode(input).equals(unicode[i])) {
                  mismatches.add("toUnicode(" + input + ")");
                }
              }
              return mismatches;
            };
        futures.add(pool.submit(task));
      }
      for (Future<List<String>> future : futures) {
        assertThat(future.get()).as("results that differ from the single-threaded run").isEmpty();
      }
    } finally {
      pool.shutdownNow();
    }
    System.out.printf(
        "Concurrency %s: %d strings x 2 conversions x %d threads agree%n",
        profile, corpus.size(), THREADS);
  }

  /** Every distinct non-empty column value of the file, unescaped, in file order. */
  static List<String> corpus() {
    Set<String> strings = new LinkedHashSet<>();
    try (InputStream in = ConcurrencyIdnaTestV2Test.class.getResourceAsStream(RESOURCE)) {
      assertThat(in).as(RESOURCE).isNotNull();
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String line;
      while ((line = reader.readLine()) != null) {
        int hash = line.indexOf('#');
        String body = hash < 0 ? line : line.substring(0, hash);
        if (body.isBlank()) {
          continue;
        }
        String[] columns = body.split(";", -1);
        // source; toUnicode; toUnicodeStatus; toAsciiN; toAsciiNStatus; toAsciiT; ...
        for (int column : new int[] {0, 1, 3, 5}) {
          if (column < columns.length) {
            String value = unescape(columns[column].strip());
            if (!value.isEmpty() || column == 0) {
              strings.add(value);
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertThat(strings).as("corpus size").hasSizeGreaterThan(5000);
    return List.copyOf(strings);
  }

  private static String unescape(String s) {
    if (s.equals("\"\"")) {
      return "";
    }
    Matcher m = ESCAPE.matcher(s);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String hex = m.group(1) != null ? m.group(1) : m.group(2);
      m.appendReplacement(
          sb, Matcher.quoteReplacement(new String(Character.toChars(Integer.parseInt(hex, 16)))));
    }
    m.appendTail(sb);
    return sb.toString();
  }
}
