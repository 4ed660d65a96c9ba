package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.idna4j.domain.internal.DomainAccess;
import org.idna4j.label.IdnaProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link DomainAccess#plainNameEnd}, the first rung of the ladder asked about a name inside a
 * longer text: whenever it answers, {@code toAscii} of the run gives exactly that (valid, the run
 * itself, no problem of either kind) for every preset; the run is the longest run of ASCII letters,
 * digits, hyphens and dots from the start; and it answers for the plain names it is there for,
 * including those the quick filter leaves to the exact scan.
 */
class PlainNameEndTest {

  private static final DomainAccess ACCESS = DomainAccess.get();

  /** The end of the run of ASCII letters, digits, '-' and '.' from {@code start}. */
  private static int runEnd(String text, int start) {
    int i = start;
    while (i < text.length()) {
      char c = text.charAt(i);
      boolean ldhOrDot =
          (c >= 'a' && c <= 'z')
              || (c >= 'A' && c <= 'Z')
              || (c >= '0' && c <= '9')
              || c == '-'
              || c == '.';
      if (!ldhOrDot) {
        break;
      }
      i++;
    }
    return i;
  }

  private static void assertSound(Idna idna, String text, int start) {
    int end = ACCESS.plainNameEnd(idna, text, start);
    if (end < 0) {
      assertThat(end).as(text).isEqualTo(-1);
      return;
    }
    assertThat(end).as("the run's end in %s", text).isEqualTo(runEnd(text, start));
    String name = text.substring(start, end);
    DomainResult r = idna.toAscii(name);
    assertThat(r.output()).as("%s: %s", idna, name).isEqualTo(name);
    assertThat(r.problems()).as("%s: %s", idna, name).isEmpty();
    assertThat(r.nonFatalProblems()).as("%s: %s", idna, name).isEmpty();
  }

  @ParameterizedTest
  @EnumSource(IdnaProfile.Preset.class)
  void anAnswerIsWhatToAsciiSaysOfTheRun(IdnaProfile.Preset preset) {
    Idna idna = Idna.of(preset);
    List<String> names = new ArrayList<>(List.of("www.example.com", "a", "a.b", "xn--a.b", "a.b."));
    names.add("a".repeat(63) + ".example");
    names.add("a".repeat(64) + ".example");
    names.add(("a".repeat(63) + ".").repeat(4));
    names.add("ab--c.example");
    Random random = new Random(25);
    String alphabet = "ab0-.Ax_:/\u00e9";
    for (int i = 0; i < 20_000; i++) {
      StringBuilder sb = new StringBuilder();
      for (int k = random.nextInt(16); k > 0; k--) {
        sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      names.add(sb.toString());
    }
    int answered = 0;
    for (String name : names) {
      for (String around : List.of("", "https://|/path", "x|:80", "|\u00e9")) {
        int bar = around.indexOf('|');
        String prefix = bar < 0 ? "" : around.substring(0, bar);
        String text = prefix + name + (bar < 0 ? "" : around.substring(bar + 1));
        assertSound(idna, text, prefix.length());
        answered += ACCESS.plainNameEnd(idna, text, prefix.length()) >= 0 ? 1 : 0;
      }
    }
    if (preset == IdnaProfile.Preset.IDNA2003) {
      // RFC 3490 has no fast path (every label goes through Nameprep): the rung never answers
      assertThat(answered).as("names the rung answers for").isZero();
    } else {
      assertThat(answered).as("names the rung answers for").isGreaterThan(1000);
    }
  }

  /** Plain names, among them those the quick filter is unsure of, are answered on the rung. */
  @ParameterizedTest
  @CsvSource({
    "https://www.example.com/, 8, 23",
    "www.example.com, 0, 15",
    "a, 0, 1",
    "https://a-b.c:443/, 8, 13",
    // no '--' in its third and fourth chars: the exact scan says plain
    "https://a--b.example/, 8, 20",
    // stops at the first character that is not LDH or a dot
    "a.b_c, 0, 3",
  })
  void plainNamesAreAnsweredInPlace(String text, int start, int end) {
    assertThat(ACCESS.plainNameEnd(Idna.whatwgUrl(), text, start)).isEqualTo(end);
    assertSound(Idna.whatwgUrl(), text, start);
  }

  /** Longer than the quick filter's 63 chars: the exact scan decides, label by label. */
  @Test
  void longNamesAreDecidedByTheExactScan() {
    String longest = "a".repeat(63) + ".example";
    assertThat(ACCESS.plainNameEnd(Idna.whatwgUrl(), "http://" + longest + "?q", 7))
        .isEqualTo(7 + longest.length());
    String tooLong = "a".repeat(64) + ".example"; // RFC 1034 §3.1: a label has at most 63 octets
    assertThat(ACCESS.plainNameEnd(Idna.whatwgUrl(), "http://" + tooLong + "?q", 7)).isEqualTo(-1);
    String name253 = ("a".repeat(62) + ".").repeat(4) + "a".repeat(1); // 253 chars
    assertThat(name253).hasSize(253);
    assertThat(ACCESS.plainNameEnd(Idna.whatwgUrl(), name253, 0)).isEqualTo(253);
    assertThat(ACCESS.plainNameEnd(Idna.whatwgUrl(), name253 + "a", 0)).isEqualTo(-1);
    assertSound(Idna.whatwgUrl(), name253 + "a", 0);
  }

  /** Names the rung leaves to toAscii: changed, invalid, or needing decoding. */
  @ParameterizedTest
  @CsvSource({
    "https://Www.example.com/, 8", // capital: toAscii lowercases it
    "https://xn--bcher-kva.example/, 8", // an A-label is decoded and checked
    "https://-a.example/, 8", // leading hyphen: CheckHyphens in the strict run
    "https://a..b/, 8", // empty label
    "https:///, 8", // empty run
    "https://b\u00fccher.example/, 8", // the run 'b' is plain, but stops at a non-ASCII char
  })
  void otherNamesAreLeftToToAscii(String text, int start) {
    int end = ACCESS.plainNameEnd(Idna.whatwgUrl(), text, start);
    if (end >= 0) {
      // only the ASCII run before a non-ASCII char can be answered; the caller checks what follows
      assertThat(text.charAt(end)).isGreaterThan('\u007f');
    }
    assertSound(Idna.whatwgUrl(), text, start);
  }

  @Test
  @Timeout(10)
  void aMillionCharacterRunIsReadOnce() {
    String label = "a".repeat(1_000_000);
    String dots = "a.".repeat(500_000);
    // too long for a DNS name: not plain under VerifyDnsLength, answered in linear time
    assertThat(ACCESS.plainNameEnd(Idna.whatwgUrl(), "https://" + label + "/", 8)).isEqualTo(-1);
    assertThat(ACCESS.plainNameEnd(Idna.whatwgUrl(), "https://" + dots + "/", 8)).isEqualTo(-1);
    // a profile without VerifyDnsLength may answer for it: then toAscii says the same
    assertSound(Idna.uts46(), label, 0);
    assertSound(Idna.uts46(), dots + "/", 0);
  }
}
