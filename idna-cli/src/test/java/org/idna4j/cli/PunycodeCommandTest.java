package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code idna punycode encode|decode}: RFC 3492 through the command line. */
class PunycodeCommandTest {

  @Test
  void encodesTheReadmeExample() {
    Cli.Run r = Cli.run("punycode", "encode", "bücher");
    assertThat(r.exitCode()).isZero();
    assertThat(r.out()).isEqualTo("bcher-kva\n");
    assertThat(r.err()).isEmpty();
  }

  @Test
  void decodesBackToTheUnicodeText() {
    Cli.Run r = Cli.run("punycode", "decode", "bcher-kva");
    assertThat(r.exitCode()).isZero();
    assertThat(r.out()).isEqualTo("bücher\n");
  }

  @Test
  void convertsEveryArgumentOnItsOwnLine() {
    // RFC 3492 §7.1 sample (B): Chinese (simplified), and a supplementary character.
    Cli.Run r = Cli.run("punycode", "encode", "他们为什么不说中文", "\uD83D\uDE00");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines()).containsExactly("ihqwcrb4cv8a8dqg056pqjye", "e28h");
  }

  @Test
  void badDigitIsExitCodeOneWithReasonAndIndexOnStderr() {
    // '!' is not a base-36 digit (RFC 3492 §5); it sits after the delimiter at index 4.
    Cli.Run r = Cli.run("punycode", "decode", "abc-!");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.out()).isEqualTo("\n"); // the failure's line
    assertThat(r.err()).contains("abc-!").contains("index 4");
    assertThat(r.err().lines()).hasSize(1);
  }

  @Test
  void unpairedSurrogateCannotBeEncoded() {
    Cli.Run r = Cli.run("punycode", "encode", "a\uD800b");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.err()).contains("index 1").contains("\\u{D800}");
  }

  @Test
  void oneBadInputStillConvertsTheOthers() {
    Cli.Run r = Cli.run("punycode", "decode", "--", "bcher-kva", "abc-!", "-> $1.00 <--");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.lines()).containsExactly("bücher", "", "-> $1.00 <-");
  }

  @Test
  void withoutTextReadsOneTextPerLineOfStandardInputOrOfInput(@TempDir Path dir) throws Exception {
    Cli.Run r = Cli.runWithInput("bcher-kva\nabc-!\n\n", "punycode", "decode");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.lines()).containsExactly("bücher", "", "");
    assertThat(r.err()).contains("line 2: cannot decode \"abc-!\"");
    assertThat(Cli.runWithInput("bücher\n", "punycode", "encode", "-").lines())
        .containsExactly("bcher-kva");
    Path f = dir.resolve("texts");
    Files.writeString(f, "bücher\nmünchen\n");
    assertThat(Cli.run("punycode", "encode", "--input", f.toString()).lines())
        .containsExactly("bcher-kva", "mnchen-3ya");
    Cli.Run missing = Cli.run("punycode", "encode", "--input", dir.resolve("nope").toString());
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).contains("no such file");
  }

  @Test
  void unknownSubcommandIsAUsageError() {
    assertThat(Cli.run("punycode", "frobnicate", "x").exitCode()).isEqualTo(2);
    assertThat(Cli.run("punycode").exitCode()).isEqualTo(2);
    assertThat(Cli.run().exitCode()).isEqualTo(2);
  }

  @Test
  void helpIsExitCodeZero() {
    Cli.Run r = Cli.run("punycode", "encode", "--help");
    assertThat(r.exitCode()).isZero();
    assertThat(r.out()).contains("RFC 3492");
  }

  @Test
  void caseFlagsReproduceRfc3492SampleI() {
    // RFC 3492 §7.1 (I) Russian: the capital П is carried by the upper-case digit 'D'.
    String russian = "Почемужеонинеговорятпорусски";
    Cli.Run enc = Cli.run("punycode", "encode", "--case-flags", russian);
    assertThat(enc.exitCode()).isZero();
    assertThat(enc.lines()).containsExactly("b1abfaaepdrnnbgefbaDotcwatmq2g4l");
    Cli.Run dec = Cli.run("punycode", "decode", "--case-flags", "b1abfaaepdrnnbgefbaDotcwatmq2g4l");
    assertThat(dec.lines()).containsExactly(russian);
    // Without the flags, decoding ignores the annotation (Appendix A).
    assertThat(Cli.run("punycode", "decode", "b1abfaaepdrnnbgefbaDotcwatmq2g4l").lines())
        .containsExactly(russian.toLowerCase(java.util.Locale.ROOT));
  }

  @Test
  void caseFlagsKeepLiteralBasicCapitalsOfSampleD() {
    // RFC 3492 §7.1 (D): 3<nen>B<gumi><kinpachi><sensei>, the basic 'B' stays literal.
    Cli.Run enc = Cli.run("punycode", "encode", "--case-flags", "3年B組金八先生");
    assertThat(enc.lines()).containsExactly("3B-ww4c5e180e575a65lsy2b");
    assertThat(Cli.run("punycode", "decode", "--case-flags", "3B-ww4c5e180e575a65lsy2b").lines())
        .containsExactly("3年B組金八先生");
  }

  @Test
  void caseFlagsStillRejectUnpairedSurrogates() {
    Cli.Run r = Cli.run("punycode", "encode", "--case-flags", "ab\uDC00");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.err()).contains("UNPAIRED_SURROGATE").contains("index 2");
  }
}
