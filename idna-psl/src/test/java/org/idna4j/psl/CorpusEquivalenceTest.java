package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.idna4j.domain.Idna;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every name of the three benchmark corpora (the repository's {@code corpus/}, 100,000 names each)
 * gets the same answers from every lookup method as from the full UTS #46 path ({@code
 * matchByUts46}, which never takes the fast path), under each option set: the lowercase ASCII names
 * the benchmarks time take the fast path, and this pins their answers to the general one. {@link
 * FastPathEquivalenceTest} does the same on generated names, including the shapes the corpora lack
 * (capitals, trailing dots, long labels, {@code --}, IP literals).
 */
class CorpusEquivalenceTest {

  private static final int CORPUS_SIZE = 100_000;

  /** How many mismatches a failure message lists. */
  private static final int DESCRIBED = 20;

  static Stream<Arguments> corpusAndOptions() {
    List<Arguments> cases = new ArrayList<>();
    for (String corpus : List.of("ascii", "mixed", "unicode")) {
      cases.add(Arguments.of(corpus, "strict", PslOptions.strict()));
      cases.add(Arguments.of(corpus, "browser", PslOptions.browser()));
      cases.add(
          Arguments.of(
              corpus, "icannOnly", PslOptions.strict().toBuilder().icannOnly(true).build()));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} corpus, {1}")
  @MethodSource("corpusAndOptions")
  void everyCorpusNameGetsTheAnswersOfTheFullPath(
      String corpus, String optionsName, PslOptions options) throws IOException {
    List<String> names = read(corpus);
    assertThat(names).hasSize(CORPUS_SIZE);
    PublicSuffixList psl = PublicSuffixList.bundled().withOptions(options);
    List<String> mismatches = new ArrayList<>();
    int answered = 0;
    for (int line = 1; line <= names.size(); line++) {
      String name = names.get(line - 1);
      Optional<PublicSuffixMatch> full = psl.matchByUts46(name);
      answered += full.isPresent() ? 1 : 0;
      boolean same =
          psl.match(name).equals(full)
              && psl.registrableDomain(name)
                  .equals(full.flatMap(PublicSuffixMatch::registrableDomain))
              && psl.publicSuffix(name).equals(full.map(PublicSuffixMatch::publicSuffix))
              && psl.registrableDomainStart(name) == expectedStart(name, full, true)
              && psl.publicSuffixStart(name) == expectedStart(name, full, false);
      if (!same && mismatches.size() < DESCRIBED) {
        mismatches.add("line " + line + ": " + name + " (full path: " + full + ")");
      }
    }
    assertThat(mismatches).as("names whose answers differ from the full path's").isEmpty();
    // the corpora hold domain names under public suffixes: nearly all of them have answers
    assertThat(answered).isGreaterThan(CORPUS_SIZE * 9 / 10);
  }

  /**
   * What the index API must say, from the full path's answer: an index only for a name that is its
   * own UTS #46 ASCII form.
   */
  private static int expectedStart(
      String name, Optional<PublicSuffixMatch> full, boolean registrable) {
    if (full.isEmpty()) {
      return PublicSuffixList.NONE;
    }
    if (!Idna.lookup().toAscii(name).output().equals(name)) {
      return PublicSuffixList.NOT_CANONICAL;
    }
    Optional<String> part =
        registrable ? full.get().registrableDomain() : Optional.of(full.get().publicSuffix());
    return part.map(p -> name.length() - p.length()).orElse(PublicSuffixList.NONE);
  }

  /** Reads a corpus, one name per line; shared with {@link RenderTest}. */
  static List<String> read(String corpus) throws IOException {
    String resource = "/corpus/" + corpus + ".txt";
    try (InputStream in = CorpusEquivalenceTest.class.getResourceAsStream(resource)) {
      assertThat(in).as(resource + " on the test class path").isNotNull();
      List<String> names = new ArrayList<>();
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        names.add(line);
      }
      return names;
    }
  }
}
