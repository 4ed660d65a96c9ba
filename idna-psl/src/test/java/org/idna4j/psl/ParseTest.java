package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.StringReader;
import java.util.List;
import org.idna4j.psl.PublicSuffixListFormatException.LineProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@link PublicSuffixList#parse}: what the format accepts and every problem with its line. */
class ParseTest {

  private static List<LineProblem> problems(String text) {
    PublicSuffixListFormatException e =
        catchThrowableOfType(
            PublicSuffixListFormatException.class,
            () -> PublicSuffixList.parse(new StringReader(text)));
    assertThat(e).as("a format exception for %s", text).isNotNull();
    return e.problems();
  }

  private static LineProblem onlyProblem(String text) {
    List<LineProblem> ps = problems(text);
    assertThat(ps).hasSize(1);
    return ps.get(0);
  }

  @Test
  void emptyFileIsAnError() {
    LineProblem p = onlyProblem("");
    assertThat(p.line()).isZero();
    assertThat(p.reason()).contains("no rules");
    assertThat(onlyProblem("// only a comment\n\n   \n").line()).isZero();
    assertThat(onlyProblem("// ===BEGIN ICANN DOMAINS===\n// ===END ICANN DOMAINS===\n").reason())
        .contains("no rules");
  }

  @Test
  void formatBasics() throws Exception {
    PublicSuffixList list =
        PublicSuffixList.parse(
            new StringReader(
                "// comment\n\n  \ncom   trailing text is ignored\n\t co.uk // also ignored\r\nUK\r\n公司.cn\ncn\n"));
    assertThat(list.ruleCount()).isEqualTo(5);
    assertThat(list.publicSuffix("a.b.com")).hasValue("com");
    assertThat(list.publicSuffix("a.b.co.uk")).hasValue("co.uk");
    assertThat(list.registrableDomain("a.食狮.公司.cn")).hasValue("食狮.公司.cn");
    assertThat(list.version().commit()).isEmpty();
    assertThat(list.version().date()).isEmpty();
  }

  @Test
  void aLabelRulesWork() throws Exception {
    PublicSuffixList list = PublicSuffixList.parse(new StringReader("XN--55QX5D.cn\n"));
    assertThat(list.registrableDomain("a.食狮.公司.cn")).hasValue("食狮.公司.cn");
    assertThat(list.match("食狮.公司.cn").orElseThrow().rule()).isEqualTo("公司.cn");
  }

  @Test
  void versionHeadersOfTheServedCopy() throws Exception {
    PublicSuffixList list =
        PublicSuffixList.parse(
            new StringReader("// VERSION: 2024-11-26_09-06-27_UTC\n// COMMIT: bf32ba1\ncom\n"));
    assertThat(list.version().date()).hasValue("2024-11-26_09-06-27_UTC");
    assertThat(list.version().commit()).hasValue("bf32ba1");
  }

  @Test
  void badRulesWithTheirLineNumbers() {
    assertThat(onlyProblem("com\n.com\n"))
        .extracting(LineProblem::line, LineProblem::reason)
        .containsExactly(2, "rule has an empty label (leading, trailing or double dot)");
    assertThat(onlyProblem("com\nexample.com.\n").line()).isEqualTo(2);
    assertThat(onlyProblem("a..b\n").line()).isEqualTo(1);
    assertThat(onlyProblem("com\n\nfoo.*.com\n").reason()).contains("wildcard");
    assertThat(onlyProblem("**.com\n").reason()).contains("wildcard");
    assertThat(onlyProblem("*.\n").reason()).contains("no labels");
    assertThat(onlyProblem("!\n").reason()).contains("no labels");
    assertThat(onlyProblem("a!b.com\n").reason()).contains("'!'");
    assertThat(onlyProblem("!*.com\n").reason()).contains("wildcard");
    assertThat(onlyProblem("com\nexa_mple@.com\n")).extracting(LineProblem::line).isEqualTo(2);
    assertThat(onlyProblem("com\nxn--a.com\n").reason()).contains("UTS #46");
    assertThat(onlyProblem("com\n" + "a".repeat(64) + ".com\n").reason()).contains("UTS #46");
    assertThat(onlyProblem("com\n\u2488com\n").reason())
        .contains("UTS #46"); // ⒈ maps to "1.": STD3 disallows it
  }

  @Test
  void exceptionNeedsAWildcardParent() {
    LineProblem p = onlyProblem("jp\n!city.kobe.jp\n");
    assertThat(p.line()).isEqualTo(2);
    assertThat(p.reason()).contains("*.kobe.jp");
    assertThat(onlyProblem("!com\n").reason()).contains("exception");
    // the wildcard may come after the exception
    assertThat(Lists.of("!city.kobe.jp", "*.kobe.jp").publicSuffix("www.city.kobe.jp"))
        .hasValue("kobe.jp");
  }

  @Test
  void duplicates() {
    LineProblem p = onlyProblem("com\nnet\nCOM\n");
    assertThat(p.line()).isEqualTo(3);
    assertThat(p.reason()).contains("line 1");
    // the same labels as different kinds of rule are different rules
    assertThat(Lists.of("kobe.jp", "*.kobe.jp").ruleCount()).isEqualTo(2);
  }

  @Test
  void sectionMarkers() {
    assertThat(onlyProblem("// ===BEGIN ICANN DOMAINS===\ncom\n").reason())
        .contains("never closed");
    assertThat(onlyProblem("com\n// ===END PRIVATE DOMAINS===\n").line()).isEqualTo(2);
    List<LineProblem> nested =
        problems(
            "// ===BEGIN ICANN DOMAINS===\ncom\n// ===BEGIN PRIVATE DOMAINS===\nx.com\n// ===END ICANN DOMAINS===\n");
    assertThat(nested).extracting(LineProblem::line).containsExactly(3, 5);
  }

  @Test
  void everyProblemIsReportedInLineOrder() {
    List<LineProblem> ps = problems("com\n.a\nb.\n!x.y\ncom\n");
    assertThat(ps).extracting(LineProblem::line).containsExactly(2, 3, 4, 5);
    PublicSuffixListFormatException e =
        catchThrowableOfType(
            PublicSuffixListFormatException.class,
            () -> PublicSuffixList.parse(new StringReader("com\n.a\n")));
    assertThat(e).hasMessageContaining("line 2").hasMessageContaining("\".a\"");
  }

  @Test
  void problemsAreCapped() {
    List<LineProblem> ps = problems(".x\n".repeat(10_000));
    assertThat(ps).hasSize(PublicSuffixListFormatException.MAX_PROBLEMS);
    assertThat(ps.get(99).line()).isEqualTo(100);
    // reading stopped at the cap, so an open section is not reported as never closed
    List<LineProblem> capped = problems("// ===BEGIN ICANN DOMAINS===\n" + ".x\n".repeat(200));
    assertThat(capped)
        .hasSize(PublicSuffixListFormatException.MAX_PROBLEMS)
        .noneMatch(p -> p.reason().contains("never closed"));
  }

  @Test
  void shownTextIsEscapedAndShortened() {
    LineProblem p = onlyProblem("\u0000" + "a".repeat(200) + "\n");
    assertThat(p.text()).startsWith("\\u0000a").endsWith("...").hasSizeLessThan(100);
  }

  @Test
  @Timeout(10)
  void millionCharacterLine() {
    LineProblem p = onlyProblem("com\n" + "a.".repeat(500_000) + "com\n");
    assertThat(p.line()).isEqualTo(2);
    assertThat(p.reason()).contains("UTS #46");
  }

  @Test
  void nullReader() {
    assertThatThrownBy(() -> PublicSuffixList.parse(null)).isInstanceOf(NullPointerException.class);
  }
}
