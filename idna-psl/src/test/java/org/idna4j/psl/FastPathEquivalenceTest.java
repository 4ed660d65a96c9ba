package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.idna4j.domain.Idna;
import org.junit.jupiter.api.Test;

/**
 * The one-pass fast path (lowercase and mixed-case LDH names) gives the answers of the full UTS #46
 * path: every answer is compared with {@code matchByUts46}, which never takes the fast path, on
 * random names and on random-case copies of them; validity is compared with {@code Idna.lookup()}
 * itself.
 */
class FastPathEquivalenceTest {

  private static final String LABEL_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789-_";
  private static final String[] TAILS = {
    "com",
    "co.uk",
    "kobe.jp",
    "city.kobe.jp",
    "ck",
    "www.ck",
    "blogspot.com",
    "example",
    "jp",
    "uk",
    "mm",
    "appspot.com",
    "1",
    "0x1f",
    "k12.ak.us",
    ""
  };

  @Test
  void randomNamesInAnyCase() {
    Random random = new Random(46);
    for (PslOptions options :
        new PslOptions[] {
          PslOptions.strict(),
          PslOptions.browser(),
          PslOptions.strict().toBuilder().icannOnly(true).build()
        }) {
      PublicSuffixList psl = PublicSuffixList.bundled().withOptions(options);
      for (int n = 0; n < 10_000; n++) {
        String name = randomName(random);
        for (String form :
            new String[] {name, name.toUpperCase(Locale.ROOT), randomCase(name, random)}) {
          Optional<PublicSuffixMatch> full = psl.matchByUts46(form);
          assertThat(psl.match(form)).as(form).isEqualTo(full);
          assertThat(psl.registrableDomain(form))
              .as(form)
              .isEqualTo(full.flatMap(PublicSuffixMatch::registrableDomain));
          assertThat(psl.publicSuffix(form))
              .as(form)
              .isEqualTo(full.map(PublicSuffixMatch::publicSuffix));
          assertThat(psl.registrableDomainStart(form))
              .as(form)
              .isEqualTo(expectedStart(form, full, true));
          assertThat(psl.publicSuffixStart(form))
              .as(form)
              .isEqualTo(expectedStart(form, full, false));
        }
        boolean valid =
            Idna.lookup().toAscii(name).isValid()
                && !name.matches("(.*\\.)?([0-9]+|0x[0-9a-f]*)\\.?");
        assertThat(psl.match(name).isPresent()).as(name).isEqualTo(valid);
      }
    }
  }

  /** What the index API must say, from the full path's answer. */
  private static int expectedStart(
      String name, Optional<PublicSuffixMatch> full, boolean registrable) {
    if (full.isEmpty()) {
      return PublicSuffixList.NONE;
    }
    if (!name.equals(name.toLowerCase(Locale.ROOT))) {
      return PublicSuffixList.NOT_CANONICAL;
    }
    Optional<String> part =
        registrable ? full.get().registrableDomain() : Optional.of(full.get().publicSuffix());
    return part.map(p -> name.length() - p.length()).orElse(PublicSuffixList.NONE);
  }

  private static String randomCase(String name, Random random) {
    StringBuilder sb = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      sb.append(random.nextBoolean() ? Character.toUpperCase(c) : c);
    }
    return sb.toString();
  }

  private static String randomName(Random random) {
    StringBuilder sb = new StringBuilder();
    int labels = random.nextInt(4);
    for (int l = 0; l < labels; l++) {
      int length = random.nextInt(10) == 0 ? 60 + random.nextInt(8) : random.nextInt(6);
      for (int i = 0; i < length; i++) {
        sb.append(LABEL_CHARS.charAt(random.nextInt(LABEL_CHARS.length())));
      }
      if (random.nextInt(20) == 0) {
        sb.append("xn--");
      }
      sb.append('.');
    }
    sb.append(TAILS[random.nextInt(TAILS.length)]);
    if (random.nextInt(8) == 0) {
      sb.append('.');
    }
    return sb.toString();
  }
}
