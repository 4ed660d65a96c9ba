package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The compiled list in the jar is the pinned {@code .dat}, compiled by the same parser, with the
 * counts of its provenance.
 */
class BundledListTest {

  private static final Path DAT = Path.of("src/main/psl/public_suffix_list.dat");

  @Test
  void bundledBytesAreTheCompiledDat() throws Exception {
    byte[] bundled;
    try (InputStream in = PublicSuffixList.class.getResourceAsStream("public_suffix_list.bin")) {
      bundled = in.readAllBytes();
    }
    ListParser.Parsed parsed;
    try (Reader r = Files.newBufferedReader(DAT, StandardCharsets.UTF_8)) {
      parsed = ListParser.parse(r);
    }
    PublicSuffixList list = PublicSuffixList.bundled();
    String commit = list.version().commit().orElseThrow();
    String date = list.version().date().orElseThrow();
    assertThat(TrieFormat.write(TrieFormat.build(parsed.rules(), commit, date))).isEqualTo(bundled);
  }

  @Test
  void countsOfTheProvenance() throws Exception {
    SuffixTrie trie;
    try (InputStream in = PublicSuffixList.class.getResourceAsStream("public_suffix_list.bin")) {
      trie = TrieFormat.read(in);
    }
    int[] c = trie.countFlags();
    // PROVENANCE.md: ICANN 6,949 rules (16 wildcards, 8 exceptions); PRIVATE 3,299 (267 wildcards,
    // 0 exceptions)
    assertThat(c[0] + c[2] + c[4]).isEqualTo(6_949);
    assertThat(c[2]).isEqualTo(16);
    assertThat(c[4]).isEqualTo(8);
    assertThat(c[1] + c[3] + c[5]).isEqualTo(3_299);
    assertThat(c[3]).isEqualTo(267);
    assertThat(c[5]).isZero();
    assertThat(trie.ruleCount()).isEqualTo(10_248);
  }

  @Test
  void everyRuleOfTheDatIsItsOwnPublicSuffix() throws Exception {
    // Each plain rule X is a public suffix, and each wildcard *.X makes Y.X one.
    PublicSuffixList psl = PublicSuffixList.bundled();
    int checked = 0;
    for (String line : Files.readAllLines(DAT, StandardCharsets.UTF_8)) {
      String rule = line.strip();
      if (rule.isEmpty() || rule.startsWith("//") || rule.startsWith("!")) {
        continue;
      }
      if (rule.startsWith("*.")) {
        String below = "zz-not-a-rule" + rule.substring(1);
        assertThat(psl.publicSuffix(below)).as(rule).hasValue(below);
      } else {
        assertThat(psl.publicSuffix(rule)).as(rule).hasValue(rule);
        assertThat(psl.registrableDomain(rule)).as(rule).isEmpty();
      }
      checked++;
    }
    assertThat(checked).isEqualTo(10_248 - 8);
  }
}
