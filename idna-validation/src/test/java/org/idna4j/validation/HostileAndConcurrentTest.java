package org.idna4j.validation;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.idna4j.label.IdnaProfile.Preset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Hostile values answer with a bounded message; one validator serves many threads. */
class HostileAndConcurrentTest {

  private static final int MILLION = 1_000_000;

  private static ValidatorFactory factory;
  private static Validator validator;

  @BeforeAll
  static void start() {
    factory = Validation.buildDefaultValidatorFactory();
    validator = factory.getValidator();
  }

  @AfterAll
  static void stop() {
    factory.close();
  }

  record All(
      @IdnDomainName(preset = Preset.UTS46) String uts46,
      @IdnDomainName(preset = Preset.LOOKUP, allowTrailingDot = true) String lookup,
      @IdnDomainName(preset = Preset.WHATWG_URL, asciiOnly = true) String whatwg,
      @IdnDomainName(preset = Preset.TRANSITIONAL) String transitional,
      @IdnDomainName(preset = Preset.REGISTRATION, asciiOnly = true) String registration,
      @IdnDomainName(preset = Preset.IDNA2003) String idna2003) {
    All(String name) {
      this(name, name, name, name, name, name);
    }
  }

  private static <T> List<String> messages(T bean) {
    return validator.validate(bean).stream()
        .map(c -> c.getPropertyPath() + ": " + c.getMessage())
        .sorted()
        .toList();
  }

  /**
   * Three checks that take different paths through the validator: the default (registration),
   * asciiOnly (a comparison over the whole value) and IDNA2003 (whose engine reports a problem per
   * code point, uncapped). How each engine copes with hostile input per preset is tested in
   * idna-domain's HostileInputTest; here, that the validator answers and its message stays small.
   */
  record Hostile(
      @IdnDomainName String registration,
      @IdnDomainName(preset = Preset.WHATWG_URL, asciiOnly = true) String whatwg,
      @IdnDomainName(preset = Preset.IDNA2003) String idna2003) {}

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void aMillionCharacterNameAnswersWithABoundedMessage() {
    String[] hostile = {
      "a.".repeat(MILLION / 2), // half a million labels, and a trailing dot
      "_".repeat(MILLION), // a problem per code point where STD3 applies
      "{$}\\".repeat(MILLION / 4), // template syntax, escaped, never interpolated
    };
    for (String name : hostile) {
      List<String> m = messages(new Hostile(name, name, name));
      // registration and IDNA2003 reject each (too long); whatwg only the trailing dot
      assertThat(m).as("%.10s...", name).hasSizeGreaterThanOrEqualTo(2);
      assertThat(m).allSatisfy(s -> assertThat(s.length()).isLessThan(20_000));
    }
  }

  /**
   * A million unpaired surrogates: IDNA2003 reports a problem per code point (a million), of which
   * the message lists {@value IdnDomainNameValidator#MAX_LISTED}. Not under registration here: when
   * this test was written its engine took time quadratic in a run of surrogates, so a test at a
   * million would have taken many minutes.
   */
  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void aMillionUnpairedSurrogatesAnswerWithABoundedMessage() {
    String name = "\uD800".repeat(MILLION);
    List<String> m = messages(new Hostile(null, name, name));
    assertThat(m).hasSize(2).allSatisfy(s -> assertThat(s.length()).isLessThan(20_000));
    assertThat(m)
        .anySatisfy(
            s ->
                assertThat(s)
                    .startsWith("idna2003: ")
                    .endsWith("; and " + (MILLION - IdnDomainNameValidator.MAX_LISTED) + " more"));
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void oneValidatorGivesTheSameAnswersOnManyThreads() throws Exception {
    String[] names = {
      "bücher.example",
      "xn--bcher-kva.example",
      "Bücher.example",
      "_dmarc.example.com",
      "ab--c.example",
      "a\u200Db.example",
      "example.com.",
      "-a.b_",
      "\u2615.example",
      "",
      "\u05D0\u05D1.example",
      "faß.de",
      "a".repeat(64) + ".example",
    };
    List<List<String>> expected = new ArrayList<>();
    for (String n : names) {
      expected.add(messages(new All(n)));
    }
    assertThat(expected).anySatisfy(m -> assertThat(m).isEmpty());
    assertThat(expected).anySatisfy(m -> assertThat(m).hasSizeGreaterThan(3));
    int threads = 8;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<List<List<String>>>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        final int shift = t;
        futures.add(
            pool.submit(
                () -> {
                  List<List<String>> got = new ArrayList<>();
                  for (int round = 0; round < 50; round++) {
                    for (int i = 0; i < names.length; i++) {
                      // each thread walks the names from another start, so threads differ
                      int k = (i + shift + round) % names.length;
                      List<String> m = messages(new All(names[k]));
                      if (!m.equals(expected.get(k))) {
                        got.add(m);
                      }
                    }
                  }
                  return got;
                }));
      }
      for (Future<List<List<String>>> f : futures) {
        assertThat(f.get()).isEmpty();
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void escapeMakesEveryTemplateCharacterLiteral() {
    assertThat(IdnDomainNameValidator.escape("a{b}c$d\\e")).isEqualTo("a\\{b\\}c\\$d\\\\e");
    assertThat(IdnDomainNameValidator.escape("plain")).isEqualTo("plain");
  }

  @Test
  void aHostileNameInTheMessageStaysLiteral() {
    // whatwg applies no STD3 rules, so the braces survive into the quoted A-label
    List<ConstraintViolation<All>> v =
        new ArrayList<>(validator.validate(new All(null, null, "{uts46}ü", null, null, null)));
    assertThat(v)
        .singleElement()
        .satisfies(c -> assertThat(c.getMessage()).contains("\"xn--{uts46}-"));
  }
}
