package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openjdk.jol.info.GraphLayout;

/**
 * The loaded list stays within the bound of 1 MB of retained heap (JOL walks the object
 * graph reachable from the list); benchmarks/README.md reports the size beside the peers'.
 */
class FootprintTest {

  private static final long ONE_MEGABYTE = 1 << 20;

  @Test
  void bundledListRetainsAtMostOneMegabyte() {
    PublicSuffixList psl = PublicSuffixList.bundled();
    long bytes = GraphLayout.parseInstance(psl).totalSize();
    assertThat(bytes).isLessThanOrEqualTo(ONE_MEGABYTE);
    // the trie itself, not an empty shell: at least its label pool and node arrays
    assertThat(bytes).isGreaterThan(100_000);
  }

  @Test
  void optionViewsShareTheRules() {
    PublicSuffixList psl = PublicSuffixList.bundled();
    PublicSuffixList browser = psl.withOptions(PslOptions.browser());
    long both = GraphLayout.parseInstance(psl, browser).totalSize();
    assertThat(both - GraphLayout.parseInstance(psl).totalSize()).isLessThan(1_000);
  }
}
