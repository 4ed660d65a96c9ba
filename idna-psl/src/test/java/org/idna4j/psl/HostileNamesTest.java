package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile names give answers or empty answers, never exceptions, in time linear in the input (the
 * {@code @Timeout}s guard against superlinear blow-ups; time is not asserted otherwise).
 */
class HostileNamesTest {

  private static final PublicSuffixList PSL = PublicSuffixList.bundled();
  private static final int MILLION = 1_000_000;

  private static void noAnswers(String name) {
    assertThat(PSL.publicSuffix(name)).isEmpty();
    assertThat(PSL.registrableDomain(name)).isEmpty();
    assertThat(PSL.match(name)).isEmpty();
    assertThat(PSL.registrableDomainStart(name)).isEqualTo(PublicSuffixList.NONE);
  }

  static Stream<String> millionCharacterNames() {
    return Stream.of(
        "a".repeat(MILLION),
        "a.".repeat(MILLION / 2),
        "a.".repeat(MILLION / 2) + "com",
        ".".repeat(MILLION),
        "ü".repeat(MILLION),
        "食.".repeat(MILLION / 2) + "cn",
        "xn--".repeat(MILLION / 4),
        "1.".repeat(MILLION / 2) + "1",
        "\uD800".repeat(MILLION),
        "a\u0301".repeat(MILLION / 2) + ".com");
  }

  // Each of these costs up to a few seconds in UTS #46 ToASCII (which reports every problem
  // of the name); the answers add a linear scan. Two calls per name keep the test short.
  @ParameterizedTest
  @MethodSource
  @Timeout(20)
  void millionCharacterNames(String name) {
    assertThat(PSL.registrableDomain(name)).isEmpty();
    assertThat(PSL.match(name)).isEmpty();
  }

  @Test
  @Timeout(10)
  void millionCharacterCanonicalNames() {
    // rejected on the fast path (too long) and then by UTS #46 VerifyDnsLength
    noAnswers("a".repeat(MILLION));
    noAnswers("1.".repeat(MILLION / 2) + "1");
    noAnswers("A.".repeat(MILLION / 2) + "COM"); // capitals: also the fast path's, until too long
  }

  @Test
  @Timeout(10)
  void millionCharacterListOfLabelsInBrowserAndIcannModes() {
    String name = "b.".repeat(MILLION / 2) + "kobe.jp";
    for (PslOptions o :
        new PslOptions[] {
          PslOptions.browser(), PslOptions.strict().toBuilder().icannOnly(true).build()
        }) {
      assertThat(PSL.withOptions(o).registrableDomain(name)).isEmpty();
    }
  }

  @Test
  void randomStringsNeverThrow() {
    Random random = new Random(13);
    String alphabet = "abcxyz019-_.。．ÜüßΣσ食狮公司\u200D\u0301\uD800\uDC00: /[]@XN--";
    for (int n = 0; n < 20_000; n++) {
      StringBuilder sb = new StringBuilder();
      int length = random.nextInt(40);
      for (int i = 0; i < length; i++) {
        sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      String name = sb.toString();
      // every answer that exists is consistent with the others
      var suffix = PSL.publicSuffix(name);
      var registrable = PSL.registrableDomain(name);
      var match = PSL.match(name);
      assertThat(match.map(PublicSuffixMatch::publicSuffix)).as(name).isEqualTo(suffix);
      assertThat(match.flatMap(PublicSuffixMatch::registrableDomain))
          .as(name)
          .isEqualTo(registrable);
      registrable.ifPresent(r -> assertThat(r).as(name).endsWith(suffix.orElseThrow()));
    }
  }
}
