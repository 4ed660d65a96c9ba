package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The trie compares labels of at most {@value Names#MAX_KEYED} chars by their packed key and longer
 * ones char by char. These tests pin the boundary: labels whose keys are equal but which are not
 * the same label, in every case and on the fast and the full path.
 */
class LabelKeyTest {

  // "abcdefghijp" has eleven chars; its key keeps only the low four bits of the code of its
  // last char, and 'p' (code 16) has none, so its key equals the key of "abcdefghij".
  private static final String TEN = "abcdefghij";
  private static final String ELEVEN = "abcdefghijp";

  @Test
  void keysOfTenAndElevenCharsCollideAsTheTestAssumes() {
    assertThat(Names.labelKey(ELEVEN, 0, ELEVEN.length()))
        .isEqualTo(Names.labelKey(TEN, 0, TEN.length()));
    assertThat(Names.isKeyed(TEN, 0, TEN.length())).isTrue();
    assertThat(Names.isKeyed(ELEVEN, 0, ELEVEN.length())).isFalse();
  }

  @Test
  void aKeyedLabelDoesNotMatchALongRuleWithTheSameKey() {
    PublicSuffixList list = Lists.of("com", ELEVEN + ".com");
    for (String name :
        new String[] {"x." + TEN + ".com", ("x." + TEN + ".com").toUpperCase(Locale.ROOT)}) {
      assertThat(list.publicSuffix(name)).as(name).hasValue("com");
      assertThat(list.registrableDomain(name)).as(name).hasValue(TEN + ".com");
      assertThat(list.match(name)).as(name).isEqualTo(list.matchByUts46(name));
    }
  }

  @Test
  void aLongLabelMatchesItsRuleButNotALongerOrShorterOne() {
    PublicSuffixList list = Lists.of("com", TEN + ".com", ELEVEN + ".com");
    assertThat(list.publicSuffix("x." + ELEVEN + ".com")).hasValue(ELEVEN + ".com");
    assertThat(list.publicSuffix("x." + TEN + ".com")).hasValue(TEN + ".com");
    assertThat(list.publicSuffix("X." + ELEVEN.toUpperCase(Locale.ROOT) + ".COM"))
        .hasValue(ELEVEN + ".com");
    assertThat(list.publicSuffix("x." + ELEVEN + "p.com")).hasValue("com");
    assertThat(list.publicSuffix("x.a" + ELEVEN + ".com")).hasValue("com");
    assertThat(list.registrableDomainStart("x." + ELEVEN + ".com")).isZero();
  }

  @Test
  void everyAsciiBundledRuleInCapitalsGivesItsLowercaseAnswer() throws Exception {
    PublicSuffixList psl = PublicSuffixList.bundled();
    int checked = 0;
    for (String line :
        Files.readAllLines(
            Path.of("src/main/psl/public_suffix_list.dat"), StandardCharsets.UTF_8)) {
      String rule = line.strip();
      if (rule.isEmpty()
          || rule.startsWith("//")
          || rule.startsWith("!")
          || rule.startsWith("*")
          || !Names.isAscii(rule)) {
        continue;
      }
      String name = "www." + rule;
      String upper = name.toUpperCase(Locale.ROOT);
      assertThat(psl.registrableDomain(upper)).as(upper).isEqualTo(psl.registrableDomain(name));
      assertThat(psl.match(upper)).as(upper).isEqualTo(psl.matchByUts46(upper));
      checked++;
    }
    assertThat(checked).isGreaterThan(8_000);
  }
}
