package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The semantics of the list's "Format" algorithm and of this API, point by point, on the bundled
 * list and on small lists.
 */
class PublicSuffixListTest {

  private static final PublicSuffixList PSL = PublicSuffixList.bundled();

  @Test
  void theIssueExample() {
    assertThat(PSL.publicSuffix("www.example.co.uk")).hasValue("co.uk");
    assertThat(PSL.registrableDomain("www.example.co.uk")).hasValue("example.co.uk");
  }

  @Test
  void bundledIsLoadedOnce() {
    assertThat(PublicSuffixList.bundled()).isSameAs(PSL);
  }

  @Test
  void versionIsThePinnedCommit() {
    assertThat(PSL.version().commit()).hasValue("e8c9a2b2b2856b6449999dd0ec0d118f364ed0cd");
    assertThat(PSL.version().date()).hasValue("2026-08-19");
    assertThat(PSL.ruleCount()).isEqualTo(10_248);
  }

  @Test
  void longestRuleWins() {
    // com, and the PRIVATE rule blogspot.com
    assertThat(PSL.publicSuffix("a.b.blogspot.com")).hasValue("blogspot.com");
    assertThat(PSL.registrableDomain("a.b.blogspot.com")).hasValue("b.blogspot.com");
    PublicSuffixList list = Lists.of("uk", "co.uk", "x.co.uk");
    assertThat(list.publicSuffix("a.b.co.uk")).hasValue("co.uk");
    assertThat(list.publicSuffix("a.x.co.uk")).hasValue("x.co.uk");
    assertThat(list.match("a.x.co.uk").orElseThrow().rule()).isEqualTo("x.co.uk");
  }

  @Test
  void aPublicSuffixHasNoRegistrableDomain() {
    assertThat(PSL.registrableDomain("co.uk")).isEmpty();
    assertThat(PSL.publicSuffix("co.uk")).hasValue("co.uk");
    assertThat(PSL.registrableDomain("com")).isEmpty();
    assertThat(PSL.match("co.uk").orElseThrow().registrableDomain()).isEmpty();
  }

  @Test
  void implicitRuleForUnlistedTlds() {
    PublicSuffixMatch m = PSL.match("www.example.unlistedtld").orElseThrow();
    assertThat(m.publicSuffix()).isEqualTo("unlistedtld");
    assertThat(m.registrableDomain()).hasValue("example.unlistedtld");
    assertThat(m.isImplicit()).isTrue();
    assertThat(m.ruleType()).isEqualTo(RuleType.IMPLICIT);
    assertThat(m.rule()).isEqualTo("*");
    assertThat(m.section()).isEmpty();
    assertThat(PSL.match("www.example.com").orElseThrow().isImplicit()).isFalse();
  }

  @Test
  void wildcards() {
    // *.kobe.jp and !city.kobe.jp
    PublicSuffixMatch m = PSL.match("a.b.c.kobe.jp").orElseThrow();
    assertThat(m.publicSuffix()).isEqualTo("c.kobe.jp");
    assertThat(m.registrableDomain()).hasValue("b.c.kobe.jp");
    assertThat(m.rule()).isEqualTo("*.kobe.jp");
    assertThat(m.ruleType()).isEqualTo(RuleType.WILDCARD);
    assertThat(PSL.registrableDomain("c.kobe.jp")).isEmpty();
  }

  @Test
  void exceptionsBeatWildcards() {
    PublicSuffixMatch m = PSL.match("www.city.kobe.jp").orElseThrow();
    assertThat(m.publicSuffix()).isEqualTo("kobe.jp");
    assertThat(m.registrableDomain()).hasValue("city.kobe.jp");
    assertThat(m.rule()).isEqualTo("!city.kobe.jp");
    assertThat(m.ruleType()).isEqualTo(RuleType.EXCEPTION);
    // an exception prevails even over a longer rule
    PublicSuffixList list = Lists.of("*.x", "!a.x", "b.a.x");
    assertThat(list.publicSuffix("c.b.a.x")).hasValue("x");
    assertThat(list.match("c.b.a.x").orElseThrow().rule()).isEqualTo("!a.x");
  }

  @Test
  void strictWildcardDoesNotMakeItsParentASuffix() {
    // publicsuffix/list#694: the list's algorithm makes kobe.jp registrable under jp
    assertThat(PSL.publicSuffix("kobe.jp")).hasValue("jp");
    assertThat(PSL.registrableDomain("kobe.jp")).hasValue("kobe.jp");
    assertThat(PSL.registrableDomain("www.kobe.jp")).isEmpty();
  }

  @Test
  void browserWildcardModeMakesTheParentASuffix() {
    PublicSuffixList browser = PSL.withOptions(PslOptions.browser());
    assertThat(browser.options().wildcardMode()).isEqualTo(WildcardMode.BROWSER);
    assertThat(browser.publicSuffix("kobe.jp")).hasValue("kobe.jp");
    assertThat(browser.registrableDomain("kobe.jp")).isEmpty();
    PublicSuffixMatch m = browser.match("kobe.jp").orElseThrow();
    assertThat(m.rule()).isEqualTo("*.kobe.jp");
    assertThat(m.ruleType()).isEqualTo(RuleType.WILDCARD);
    // below the wildcard, and for exceptions, both modes agree
    assertThat(browser.registrableDomain("a.b.c.kobe.jp")).hasValue("b.c.kobe.jp");
    assertThat(browser.registrableDomain("www.city.kobe.jp")).hasValue("city.kobe.jp");
    // ICANN-only and browser together
    PublicSuffixList both =
        PSL.withOptions(PslOptions.browser().toBuilder().icannOnly(true).build());
    assertThat(both.publicSuffix("kobe.jp")).hasValue("kobe.jp");
    assertThat(both.publicSuffix("foo.blogspot.com")).hasValue("com");
  }

  @Test
  void privateSection() {
    PublicSuffixMatch m = PSL.match("foo.blogspot.com").orElseThrow();
    assertThat(m.section()).hasValue(Section.PRIVATE);
    assertThat(m.registrableDomain()).hasValue("foo.blogspot.com");
    assertThat(PSL.match("foo.co.uk").orElseThrow().section()).hasValue(Section.ICANN);
    // private wildcards too
    PublicSuffixList list =
        Lists.of(
            "// ===BEGIN ICANN DOMAINS===",
            "com",
            "// ===END ICANN DOMAINS===",
            "// ===BEGIN PRIVATE DOMAINS===",
            "*.cloud.com",
            "// ===END PRIVATE DOMAINS===");
    PublicSuffixMatch w = list.match("a.b.cloud.com").orElseThrow();
    assertThat(w.section()).hasValue(Section.PRIVATE);
    assertThat(w.publicSuffix()).isEqualTo("b.cloud.com");
  }

  @Test
  void icannOnlyIgnoresPrivateRules() {
    PublicSuffixList icann =
        PSL.withOptions(PslOptions.strict().toBuilder().icannOnly(true).build());
    assertThat(icann.options().icannOnly()).isTrue();
    assertThat(icann.publicSuffix("foo.blogspot.com")).hasValue("com");
    assertThat(icann.registrableDomain("foo.blogspot.com")).hasValue("blogspot.com");
    assertThat(icann.match("foo.blogspot.com").orElseThrow().section()).hasValue(Section.ICANN);
    assertThat(icann.registrableDomain("www.example.co.uk")).hasValue("example.co.uk");
    assertThat(icann.ruleCount()).isEqualTo(PSL.ruleCount());
  }

  @Test
  void rulesOutsideSectionsAreIcann() {
    PublicSuffixList list = Lists.of("example");
    assertThat(list.match("a.example").orElseThrow().section()).hasValue(Section.ICANN);
    assertThat(
            list.withOptions(PslOptions.strict().toBuilder().icannOnly(true).build())
                .publicSuffix("a.example"))
        .hasValue("example");
  }

  @Test
  void trailingDotIsKept() {
    assertThat(PSL.publicSuffix("example.com.")).hasValue("com.");
    assertThat(PSL.registrableDomain("example.com.")).hasValue("example.com.");
    assertThat(PSL.registrableDomain("www.example.co.uk.")).hasValue("example.co.uk.");
    assertThat(PSL.registrableDomain("com.")).isEmpty();
    assertThat(PSL.registrableDomain("WWW.Example.COM.")).hasValue("example.com.");
    assertThat(PSL.registrableDomain("www.食狮.公司.cn.")).hasValue("食狮.公司.cn.");
    assertThat(PSL.match("example.com.").orElseThrow().publicSuffix()).isEqualTo("com.");
  }

  @Test
  void leadingDotsAndEmptyLabelsHaveNoAnswers() {
    for (String name :
        new String[] {
          ".com", ".example.com", "a..example.com", "..", ".", "", "example.com..", "。example.com"
        }) {
      assertThat(PSL.publicSuffix(name)).as(name).isEmpty();
      assertThat(PSL.registrableDomain(name)).as(name).isEmpty();
      assertThat(PSL.match(name)).as(name).isEmpty();
      assertThat(PSL.registrableDomainStart(name)).as(name).isEqualTo(PublicSuffixList.NONE);
    }
  }

  @Test
  void ipLiteralsHaveNoAnswers() {
    for (String name :
        new String[] {
          "1.2.3.4",
          "127.0.0.1",
          "127.1",
          "0x7f.1",
          "1.2.3.0X1F",
          "[::1]",
          "::1",
          "192.168.0.1.",
          "１.２.３.４"
        }) {
      assertThat(PSL.publicSuffix(name)).as(name).isEmpty();
      assertThat(PSL.registrableDomain(name)).as(name).isEmpty();
      assertThat(PSL.match(name)).as(name).isEmpty();
    }
    // a numeric label that is not the last one is fine
    assertThat(PSL.registrableDomain("1.2.3.4.example.com")).hasValue("example.com");
    assertThat(PSL.registrableDomain("0xcafe.com")).hasValue("0xcafe.com");
  }

  @Test
  void invalidNamesHaveNoAnswersAndNeverThrow() {
    for (String name :
        new String[] {
          "a b.com",
          "exa\u0000mple.com",
          "a\uD800.com",
          "xn--a.com",
          "-".repeat(64) + ".com",
          "a".repeat(64) + ".com",
          ("a".repeat(60) + ".").repeat(5) + "com",
          "\u200D.com",
          "example.com:80",
          "http://example.com"
        }) {
      assertThat(PSL.publicSuffix(name)).as(name).isEmpty();
      assertThat(PSL.registrableDomain(name)).as(name).isEmpty();
      assertThat(PSL.match(name)).as(name).isEmpty();
      assertThat(PSL.registrableDomainStart(name)).as(name).isEqualTo(PublicSuffixList.NONE);
    }
  }

  @Test
  void nullHasNoAnswers() {
    assertThat(PSL.publicSuffix(null)).isEmpty();
    assertThat(PSL.registrableDomain(null)).isEmpty();
    assertThat(PSL.match(null)).isEmpty();
    assertThat(PSL.registrableDomainStart(null)).isEqualTo(PublicSuffixList.NONE);
  }

  @Test
  void lookupProfileNamesAreNames() {
    // the lookup profile allows _ (RFC 8552) and hyphens in positions 3-4
    assertThat(PSL.registrableDomain("_dmarc.example.com")).hasValue("example.com");
    assertThat(PSL.registrableDomain("r4---sn-abc.googlevideo.com")).hasValue("googlevideo.com");
    assertThat(PSL.registrableDomain("_dmarc.EXAMPLE.com")).hasValue("example.com");
  }

  @Test
  void idnRulesMatchBothForms() {
    assertThat(PSL.registrableDomain("www.食狮.公司.cn")).hasValue("食狮.公司.cn");
    assertThat(PSL.publicSuffix("www.食狮.公司.cn")).hasValue("公司.cn");
    assertThat(PSL.registrableDomain("www.xn--85x722f.xn--55qx5d.cn"))
        .hasValue("xn--85x722f.xn--55qx5d.cn");
    assertThat(PSL.publicSuffix("www.xn--85x722f.xn--55qx5d.cn")).hasValue("xn--55qx5d.cn");
    assertThat(PSL.match("www.xn--85x722f.xn--55qx5d.cn").orElseThrow().rule()).isEqualTo("公司.cn");
    assertThat(PSL.match("公司.cn").orElseThrow().registrableDomain()).isEmpty();
  }

  @Test
  void outputKeepsEachLabelsFormLowercased() {
    assertThat(PSL.registrableDomain("WWW.XN--85X722F.XN--55QX5D.CN"))
        .hasValue("xn--85x722f.xn--55qx5d.cn");
    assertThat(PSL.registrableDomain("www.xn--85x722f.公司.cn")).hasValue("xn--85x722f.公司.cn");
    assertThat(PSL.registrableDomain("www.食狮.xn--55qx5d.cn")).hasValue("食狮.xn--55qx5d.cn");
    // UTS #46 mapping: full-width letters, ideographic full stop, capital U-labels
    assertThat(PSL.registrableDomain("ｗｗｗ．ｅｘａｍｐｌｅ。ｃｏｍ")).hasValue("example.com");
    assertThat(PSL.registrableDomain("www.BÜCHER.de")).hasValue("bücher.de");
    assertThat(PSL.registrableDomain("www.xn--bcher-kva.de")).hasValue("xn--bcher-kva.de");
    assertThat(PSL.publicSuffix("Example.COM")).hasValue("com");
  }

  @Test
  void startIndexesWithoutAllocationApi() {
    String name = "www.example.co.uk";
    assertThat(PSL.registrableDomainStart(name)).isEqualTo(4);
    assertThat(PSL.publicSuffixStart(name)).isEqualTo(12);
    assertThat(PSL.registrableDomainStart("co.uk")).isEqualTo(PublicSuffixList.NONE);
    assertThat(PSL.publicSuffixStart("co.uk")).isZero();
    assertThat(PSL.registrableDomainStart("www.xn--85x722f.xn--55qx5d.cn")).isEqualTo(4);
    assertThat(PSL.registrableDomainStart("WWW.example.com"))
        .isEqualTo(PublicSuffixList.NOT_CANONICAL);
    assertThat(PSL.registrableDomainStart("www.食狮.公司.cn"))
        .isEqualTo(PublicSuffixList.NOT_CANONICAL);
    assertThat(PSL.registrableDomainStart("a.example.com.")).isEqualTo(2);
  }

  @Test
  void registrableDomainOfACanonicalRegistrableDomainIsTheSameString() {
    String name = "example.com";
    assertThat(PSL.registrableDomain(name).orElseThrow()).isSameAs(name);
  }

  @Test
  void charSequencesOtherThanStrings() {
    assertThat(PSL.registrableDomain(new StringBuilder("www.example.co.uk")))
        .hasValue("example.co.uk");
    assertThat(PSL.publicSuffix(new StringBuilder("www.食狮.公司.cn"))).hasValue("公司.cn");
  }

  @Test
  void explicitStarRuleIsAWildcardAtTheRoot() {
    PublicSuffixList list = Lists.of("*");
    PublicSuffixMatch m = list.match("a.b.c").orElseThrow();
    assertThat(m.publicSuffix()).isEqualTo("c");
    assertThat(m.rule()).isEqualTo("*");
    assertThat(m.ruleType()).isEqualTo(RuleType.WILDCARD);
    assertThat(m.section()).hasValue(Section.ICANN);
  }

  @Test
  void matchAgreesWithTheDirectMethods() {
    for (String name :
        new String[] {
          "www.example.co.uk",
          "a.b.c.kobe.jp",
          "www.食狮.公司.cn",
          "example.com.",
          "kobe.jp",
          "foo.blogspot.com",
          "x.y.z"
        }) {
      PublicSuffixMatch m = PSL.match(name).orElseThrow();
      assertThat(Optional.of(m.publicSuffix())).isEqualTo(PSL.publicSuffix(name));
      assertThat(m.registrableDomain()).isEqualTo(PSL.registrableDomain(name));
    }
  }

  @Test
  void optionsAreValues() {
    assertThat(PslOptions.strict().toBuilder().build())
        .isEqualTo(PslOptions.strict())
        .hasSameHashCodeAs(PslOptions.strict());
    assertThat(PslOptions.browser()).isNotEqualTo(PslOptions.strict());
    assertThat(PSL.withOptions(PslOptions.strict())).isSameAs(PSL);
    assertThat(PslOptions.browser().toString()).contains("BROWSER");
  }
}
