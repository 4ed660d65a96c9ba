package org.idna4j.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.idna4j.domain.JdkDifference;
import org.idna4j.label.IdnaProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The {@code compare} record: its columns follow the presets, the agreement rule, the input that
 * was not processed, and hostile input (the classes themselves are pinned name by name through the
 * CLI in CompareCommandTest).
 */
class CompareRecordTest {

  @Test
  void everyPresetIsAColumnAfterJavaNetIdn() {
    List<String> columns = CompareRecord.columns();
    assertThat(columns).startsWith(CompareRecord.JDK, CompareRecord.JDK_STD3);
    assertThat(columns).hasSize(2 + IdnaProfile.Preset.values().length);
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      assertThat(columns).contains(p.presetName());
    }
    CompareRecord r = CompareRecord.of("bücher.example");
    assertThat(r.results()).extracting(CompareResultRecord::column).isEqualTo(columns);
    RecordSchemaTest.assertValid(r);
  }

  @Test
  void columnsAgreeUpToAsciiCase() {
    // java.net.IDN keeps "EXAMPLE" upper case, UTS #46 maps it to lower case: DNS compares ASCII
    // case-insensitively (RFC 4343 §3), so this is no difference.
    CompareRecord r = CompareRecord.of("EXAMPLE.com");
    assertThat(r.result(CompareRecord.JDK).orElseThrow().ascii()).isEqualTo("EXAMPLE.com");
    assertThat(r.result("uts46").orElseThrow().ascii()).isEqualTo("example.com");
    assertThat(r.result(CompareRecord.JDK).orElseThrow().agreementKey())
        .isEqualTo(r.result("uts46").orElseThrow().agreementKey());
    // what differs is registration, which does not map upper case (RFC 5891 §4.1)
    assertThat(r.results())
        .filteredOn(c -> !c.valid())
        .extracting(CompareResultRecord::column)
        .containsExactly("registration");
    assertThat(r.classes()).containsExactly(JdkDifference.MAPPING.name());
    // and where every column accepts the same form, nothing differs
    CompareRecord same = CompareRecord.of("example.com");
    assertThat(same.differ()).isFalse();
    assertThat(same.classes()).isEmpty();
  }

  @Test
  void javaNetIdnsMessageIsItsSentenceNotAnExceptionsName() {
    // java.net.IDN wraps the ParseException of a prohibited code point (RFC 3454 §5, here
    // U+202E) in an IllegalArgumentException whose message is "java.text.ParseException: …"
    CompareResultRecord jdk =
        CompareRecord.of("\u202Emoc.lapyap").result(CompareRecord.JDK).orElseThrow();
    assertThat(jdk.valid()).isFalse();
    assertThat(jdk.error()).contains("prohibited code point").doesNotContain("java.");
  }

  @Test
  void javaNetIdnAnswersWithItsMessageAndNeverFailsToUnicode() {
    CompareRecord r = CompareRecord.of("a.\u05D01"); // RFC 3454 §6: IDNA2003's Bidi rule fails
    CompareResultRecord jdk = r.result(CompareRecord.JDK).orElseThrow();
    assertThat(jdk.valid()).isFalse();
    assertThat(jdk.error()).isNotBlank();
    assertThat(jdk.ascii()).isEmpty();
    assertThat(jdk.problems()).isEmpty();
    assertThat(jdk.unicodeValid()).isNull();
    assertThat(jdk.cell()).isEqualTo("error: " + jdk.error());
    CompareResultRecord uts46 = r.result("uts46").orElseThrow();
    assertThat(uts46.error()).isNull();
    assertThat(uts46.unicodeValid()).isTrue();
    assertThat(r.classes()).contains(JdkDifference.BIDI.name());
    RecordSchemaTest.assertValid(r);
  }

  @Test
  void toUnicodeIsSkippedOnlyWhereItWouldAnswerTheNameItself() {
    List<String> names =
        List.of(
            "example.com",
            "example.com.",
            "_dmarc.example.com",
            "a..b",
            "ab--c.example",
            "-a.example",
            "a-.example",
            "1.2.3.4",
            "a".repeat(63) + ".b",
            "a".repeat(64) + ".b",
            ("a".repeat(62) + ".").repeat(4) + "b",
            "a_b.c",
            "a b.c",
            "",
            ".",
            "xn--bcher-kva.example",
            "Example.com",
            "bücher.example");
    int skipped = 0;
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      org.idna4j.domain.Idna idna = org.idna4j.domain.Idna.of(p);
      for (String name : names) {
        org.idna4j.domain.DomainResult a = idna.toAscii(name);
        if (CompareRecord.unicodeIsTheName(a, name)) {
          skipped++;
          org.idna4j.domain.DomainResult u = idna.toUnicode(name);
          assertThat(u.output()).as(p + " " + name).isEqualTo(name);
          assertThat(u.problems()).as(p + " " + name).isEmpty();
        }
      }
    }
    assertThat(skipped).isGreaterThan(IdnaProfile.Preset.values().length);
  }

  @Test
  void anInputThatWasNotProcessedHasNoColumns() {
    ProblemRecord bad = ProblemRecord.line("INVALID_UTF8", 0, "not UTF-8");
    CompareRecord r = CompareRecord.of(3L, "\uFFFD", null, List.of(bad));
    assertThat(r.results()).isEmpty();
    assertThat(r.differ()).isFalse();
    assertThat(r.lineProblems()).containsExactly(bad);
    assertThat(r.result("uts46")).isEmpty();
    RecordSchemaTest.assertValid(r);
  }

  @Test
  void badDataIsAnAnswerNotAnException() {
    for (String name :
        List.of("", ".", "\uD800", "xn--", "xn--zz.\u0000", "a\u3002b\uFF0Ec\uFF61", "-.-")) {
      CompareRecord r = CompareRecord.of(name);
      assertThat(r.results()).hasSize(CompareRecord.columns().size());
      // a difference always has a class (OTHER at least), agreement none
      assertThat(r.classes().isEmpty()).isEqualTo(!r.differ());
      RecordSchemaTest.assertValid(r);
    }
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aMillionCharacterNameIsComparedInLinearTime() {
    // One label and many labels, a million characters each: every column refuses (RFC 1035
    // §2.3.4 lengths), the answer comes back (a superlinear step would not finish in time).
    for (String name : List.of("é".repeat(1_000_000), "ab.".repeat(333_333) + "c")) {
      CompareRecord r = CompareRecord.of(name);
      assertThat(r.result("uts46").orElseThrow().valid()).isFalse();
      assertThat(r.classes()).contains(JdkDifference.LENGTH.name());
    }
  }
}
