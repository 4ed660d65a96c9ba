package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    assertThat(r.lines()).containsExactly("", "ok.example");
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
    assertThat(strict.lines()).containsExactly("", "");
    assertThat(strict.err()).contains("HYPHEN_3_4");
  }

  @Test
  void usageErrorsAreExitCodeTwo() {
    assertThat(Cli.run("to-ascii", "--input", "/nonexistent/names").exitCode()).isEqualTo(2);
    assertThat(Cli.run("to-ascii", "--input", "/nonexistent/names").err()).contains("no such file");
    assertThat(Cli.run("to-ascii", "a.example", "--input", "-").exitCode()).isEqualTo(2);
    assertThat(Cli.run("to-ascii", "--profile", "bogus", "a.b").exitCode()).isEqualTo(2);
    assertThat(Cli.run("to-unicode", "--no-such-flag", "a.b").exitCode()).isEqualTo(2);
  }

  @Test
  void writesExactlyOneLinePerNameInOrderAnEmptyLineForEachInvalidOne() {
    // the middle name is invalid (its A-label decodes to a label ending in a hyphen)
    Cli.Run args = Cli.run("to-ascii", "Bücher.example", "xn--abc-.com", "\uD83D\uDE00.com");
    assertThat(args.exitCode()).isEqualTo(1);
    assertThat(args.lines()).containsExactly("xn--bcher-kva.example", "", "xn--e28h.com");
    Cli.Run stdin =
        Cli.runWithInput(
            "Bücher.example\nxn--abc-.com\n\uD83D\uDE00.com\nexample.com\n"
                .getBytes(StandardCharsets.UTF_8),
            "to-ascii");
    assertThat(stdin.lines())
        .containsExactly("xn--bcher-kva.example", "", "xn--e28h.com", "example.com");
    assertThat(stdin.err()).contains("line 2: xn--abc-.com is not valid");
    byte[] notUtf8 = {'a', '.', 'c', 'o', 'm', '\n', (byte) 0xC3, '\n', 'b', '\n'};
    Cli.Run bad = Cli.runWithInput(notUtf8, "to-unicode", "-");
    assertThat(bad.lines()).containsExactly("a.com", "", "b");
    assertThat(bad.err()).contains("line 2: INVALID_UTF8");
  }

  @Test
  void readsInputFile(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("names");
    Files.writeString(f, "xn--bcher-kva.example\nxn--abc-.com\n");
    Cli.Run r = Cli.run("to-unicode", "--input", f.toString());
    assertThat(r.lines()).containsExactly("bücher.example", "");
    assertThat(r.exitCode()).isEqualTo(1);
  }
}
