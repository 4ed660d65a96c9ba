package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 28 finding 5, at the sizes the issue gives: hostile LGR documents end in a clear {@link
 * LgrFormatException} with line and column (or load fast), never a {@code StackOverflowError}, an
 * exhausted heap or minutes of work.
 */
class HostileLgrFilesTest {

  private static Lgr parse(String data, String rules) throws LgrFormatException {
    return Lgr.parse(
        new ByteArrayInputStream(TestLgrs.doc(data, rules).getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  @Timeout(20)
  void fiveThousandNestedRulesAreRefusedWithAPosition() {
    String rules =
        "<rule name='deep'>"
            + "<rule>".repeat(5_000)
            + "<char cp='0061'/>"
            + "</rule>".repeat(5_000)
            + "</rule>";
    assertThat(rules.length()).isGreaterThan(65_000);
    assertThatThrownBy(() -> parse("<char cp='0061'/>", rules))
        .isInstanceOf(LgrFormatException.class)
        .hasMessageContaining("nested more than " + LgrReader.MAX_DEPTH)
        .satisfies(e -> assertThat(((LgrFormatException) e).line().orElse(0)).isPositive());
  }

  @Test
  @Timeout(20)
  void fiveHundredRulesReferringToOneLargeRuleAreRefused() {
    StringBuilder rules = new StringBuilder("<rule name='big'><any count='40000'/></rule>");
    for (int i = 0; i < 500; i++) {
      rules.append("<rule name='r").append(i).append("'><rule by-ref='big'/></rule>");
    }
    assertThat(rules.length()).isGreaterThan(20_000);
    assertThatThrownBy(() -> parse("<char cp='0061'/>", rules.toString()))
        .isInstanceOf(LgrFormatException.class)
        .hasMessageContaining(String.valueOf(Nfa.MAX_TOTAL_WORK));
  }

  @Test
  @Timeout(30)
  void overlapCheckOfTwoHundredThousandEntriesIsFast() throws LgrFormatException {
    StringBuilder data = new StringBuilder();
    for (int i = 0; i < 100_000; i++) {
      int cp = 0x20000 + 2 * i;
      data.append(String.format(java.util.Locale.ROOT, "<char cp='%04X'/>", cp));
      data.append(
          String.format(
              java.util.Locale.ROOT, "<range first-cp='%04X' last-cp='%04X'/>", cp + 1, cp + 1));
    }
    Lgr l = parse(data.toString(), "");
    assertThat(l.info().chars()).isEqualTo(100_000);
    assertThat(l.info().ranges()).isEqualTo(100_000);
    // and an overlap among them is still found
    data.append("<char cp='20001'/>");
    assertThatThrownBy(() -> parse(data.toString(), ""))
        .isInstanceOf(LgrFormatException.class)
        .hasMessageContaining("also in a range");
  }

  @Test
  @Timeout(20)
  void aHundredThousandCodePointSequenceIsRefused() {
    String seq = "0061 ".repeat(100_000).trim();
    assertThatThrownBy(() -> parse("<char cp='" + seq + "'/>", ""))
        .isInstanceOf(LgrFormatException.class)
        .hasMessageContaining("longer than " + LgrReader.MAX_SEQUENCE);
    String longest = "0061 ".repeat(LgrReader.MAX_SEQUENCE).trim();
    assertThat(catchLoad("<char cp='" + longest + "'/><char cp='0061'/>")).isNull();
  }

  private static Throwable catchLoad(String data) {
    try {
      parse(data, "");
      return null;
    } catch (LgrFormatException e) {
      return e;
    }
  }
}
