package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.Reader;
import java.io.StringReader;
import java.util.concurrent.TimeUnit;
import org.idna4j.psl.PublicSuffixListFormatException.LineProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 28, finding 8: a list file too large for the heap is refused with a clear problem, and a
 * Unicode separator inside a rule no longer cuts it short silently.
 */
class HostileListFileTest {

  /** Lines {@code r0.example} ... generated as they are read, never held as one string. */
  private static Reader rules(int count) {
    return new Reader() {
      private int next;
      private String line = "";
      private int pos;

      @Override
      public int read(char[] buf, int off, int len) {
        if (pos == line.length()) {
          if (next == count) {
            return -1;
          }
          line = "r" + next++ + ".example\n";
          pos = 0;
        }
        int n = Math.min(len, line.length() - pos);
        line.getChars(pos, pos + n, buf, off);
        pos += n;
        return n;
      }

      @Override
      public void close() {}
    };
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void twoMillionRulesAreRefusedWithTheLineWhereReadingStopped() {
    PublicSuffixListFormatException e =
        catchThrowableOfType(
            PublicSuffixListFormatException.class, () -> PublicSuffixList.parse(rules(2_000_000)));
    assertThat(e).as("a list of 2,000,000 rules is refused").isNotNull();
    LineProblem p = e.problems().get(e.problems().size() - 1);
    assertThat(p.line()).isEqualTo(ListParser.MAX_RULES + 1);
    assertThat(p.reason()).contains("more than " + ListParser.MAX_RULES + " rules");
  }

  @Test
  void theLimitItselfIsAccepted() throws Exception {
    assertThat(PublicSuffixList.parse(rules(ListParser.MAX_RULES)).ruleCount())
        .isEqualTo(ListParser.MAX_RULES);
  }

  @Test
  void aLineSeparatorInsideARuleIsReportedNotCut() {
    // Before the fix "a\u2028b.example" became the rule "a" (U+2028 counted as whitespace).
    for (String sep : new String[] {"\u2028", "\u2029", "\u3000", "\u0085"}) {
      PublicSuffixListFormatException e =
          catchThrowableOfType(
              PublicSuffixListFormatException.class,
              () -> PublicSuffixList.parse(new StringReader("com\na" + sep + "b.example\n")));
      assertThat(e).as("U+%04X inside a rule", (int) sep.charAt(0)).isNotNull();
      assertThat(e.problems()).hasSize(1);
      assertThat(e.problems().get(0).line()).isEqualTo(2);
      assertThat(e.problems().get(0).reason()).contains("not a valid domain name");
    }
  }

  @Test
  void asciiWhitespaceStillEndsTheRule() throws Exception {
    PublicSuffixList list =
        PublicSuffixList.parse(new StringReader("com\t// a comment\nexample.org  trailing\n"));
    assertThat(list.ruleCount()).isEqualTo(2);
    assertThat(list.match("a.example.org").orElseThrow().publicSuffix()).isEqualTo("example.org");
  }
}
