package org.idna4j.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.idna4j.domain.JdkDifference;
import org.junit.jupiter.api.Test;

/**
 * The library's classifier, which the IDNA4J agent calls for one {@code java.net.IDN} call, answers
 * what {@code idna compare} reports for the same name: the example names and a sample of every
 * corpus, name by name.
 */
class JdkDifferenceAgreesWithCompareTest {

  /** Every 50th name of a 100,000-name corpus: 2,000 names a corpus. */
  private static final int SAMPLE_EVERY = 50;

  @Test
  void theExampleNamesGetTheClassesCompareReports() throws IOException {
    List<String> names = lines("/examples/names.txt", 1);
    assertThat(names).hasSizeGreaterThan(10);
    assertThat(assertSameClasses(names)).as("names that differ").isPositive();
  }

  @Test
  void aCorpusSampleGetsTheClassesCompareReports() throws IOException {
    int differing = 0;
    for (String corpus : List.of("ascii", "mixed", "unicode")) {
      differing += assertSameClasses(lines("/corpus/" + corpus + ".txt", SAMPLE_EVERY));
    }
    assertThat(differing).as("names that differ, so that classes were compared").isPositive();
  }

  /** Asserts name by name; returns how many names differ. */
  private static int assertSameClasses(List<String> names) {
    int differing = 0;
    for (String name : names) {
      CompareRecord record = CompareRecord.of(name);
      List<String> classes = JdkDifference.classify(name).stream().map(Enum::name).toList();
      assertThat(classes).as(name).isEqualTo(record.classes());
      assertThat(classes.isEmpty()).as(name).isEqualTo(!record.differ());
      differing += record.differ() ? 1 : 0;
    }
    return differing;
  }

  private static List<String> lines(String resource, int every) throws IOException {
    List<String> out = new ArrayList<>();
    try (InputStream in =
            Objects.requireNonNull(
                JdkDifferenceAgreesWithCompareTest.class.getResourceAsStream(resource), resource);
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      int n = 0;
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (n++ % every == 0 && !line.startsWith("#")) {
          out.add(line);
        }
      }
    }
    return out;
  }
}
