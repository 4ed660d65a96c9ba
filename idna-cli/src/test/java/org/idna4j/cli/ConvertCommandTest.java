package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code idna to-ascii} and {@code idna to-unicode}. */
class ConvertCommandTest {

  @Test
  void toAsciiPrintsTheConvertedNames() {
    Cli.Run r = Cli.run("to-ascii", "Bücher.example", "example.com");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines()).containsExactly("xn--bcher-kva.example", "example.com");
  }

  @Test
  void toUnicodeDecodesALabels() {
    Cli.Run r = Cli.run("to-unicode", "xn--bcher-kva.example");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines()).containsExactly("bücher.example");
  }

  @Test
  void transitionalProfileMapsDeviationCharacters() {
    // UTS #46 §4 Transitional_Processing maps ß to "ss"; nontransitional keeps it.
    assertThat(Cli.run("to-ascii", "--profile", "transitional", "faß.de").lines())
        .containsExactly("fass.de");
    assertThat(Cli.run("to-ascii", "faß.de").lines()).containsExactly("xn--fa-hia.de");
    assertThat(Cli.run("to-ascii", "--transitional", "faß.de").lines()).containsExactly("fass.de");
  }

  @Test
  void invalidNameListsEachProblemWithLabelOffsetErrorCodeAndSentence() {
    Cli.Run r = Cli.run("to-ascii", "--profile", "uts46", "ab--c.example", "ok.example");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.lines()).containsExactly("ok.example");
    assertThat(r.err())
        .contains("ab--c.example is not valid under --profile uts46")
        .contains(
            "label 0, offset 2: HYPHEN_3_4 (V2): a label may not have hyphens in both"
                + " its third and fourth positions");
  }

  @Test
  void everyPresetIsAccepted() {
    for (String p :
        new String[] {
          "uts46", "lookup", "whatwg", "transitional", "registration", "idna2003", "whatwg-strict"
        }) {
      Cli.Run r = Cli.run("to-ascii", "--profile", p, "example.com");
      assertThat(r.exitCode()).as(p).isZero();
      assertThat(r.out()).as(p).isEqualTo("example.com\n");
    }
  }

  @Test
  void whatwgIsTheUrlStandardsDomainParserAndWhatwgStrictItsBeStrictVariant() {
    // URL Standard §3.3 domain parser step 5: an ASCII name passes through lowercased
    Cli.Run lenient = Cli.run("to-ascii", "--profile", "whatwg", "XN--A.example", "ab--c.example");
    assertThat(lenient.exitCode()).isZero();
    assertThat(lenient.lines()).containsExactly("xn--a.example", "ab--c.example");
    Cli.Run forbidden = Cli.run("to-ascii", "--profile", "whatwg", "exa#mple.org");
    assertThat(forbidden.exitCode()).isEqualTo(1);
    assertThat(forbidden.err()).contains("FORBIDDEN_DOMAIN_CODE_POINT");
    Cli.Run strict =
        Cli.run("to-ascii", "--profile", "whatwg-strict", "xn--a.example", "ab--c.example");
    assertThat(strict.exitCode()).isEqualTo(1);
    assertThat(strict.lines()).isEmpty();
    assertThat(strict.err()).contains("HYPHEN_3_4");
  }

  @Test
  void usageErrorsAreExitCodeTwo() {
    assertThat(Cli.run("to-ascii").exitCode()).isEqualTo(2);
    assertThat(Cli.run("to-ascii", "--profile", "bogus", "a.b").exitCode()).isEqualTo(2);
    assertThat(Cli.run("to-unicode", "--no-such-flag", "a.b").exitCode()).isEqualTo(2);
  }
}
