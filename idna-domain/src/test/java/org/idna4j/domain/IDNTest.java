package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.idna4j.label.IdnaError;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link IDN} against the real {@code java.net.IDN}: what stays the same, and one test per
 * behaviour difference listed in {@link IDN}'s class comment (numbered as there).
 */
class IDNTest {

  /** java.net.IDN.toASCII, or null when it throws. */
  private static String jdkToAscii(String input, int flags) {
    try {
      return java.net.IDN.toASCII(input, flags);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** IDN.toASCII, or null when it throws. */
  private static String ourToAscii(String input, int flags) {
    try {
      return IDN.toASCII(input, flags);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  @Nested
  class Unchanged {

    @Test
    void flagConstantsHaveTheJdkValues() {
      assertThat(IDN.ALLOW_UNASSIGNED).isEqualTo(java.net.IDN.ALLOW_UNASSIGNED);
      assertThat(IDN.USE_STD3_ASCII_RULES).isEqualTo(java.net.IDN.USE_STD3_ASCII_RULES);
    }

    @ParameterizedTest
    @ValueSource(
        strings = {
          "example.com",
          "b\u00FCcher.example",
          "xn--bcher-kva.example",
          "a.",
          "\u0645\u062B\u0627\u0644.com",
          "a\u3002b\uFF0Ec\uFF61d",
          "\u4F8B\u3048.\u30C6\u30B9\u30C8",
          "\uFB01.com",
          "a_b.com",
          "-ab.com"
        })
    void commonNamesConvertAsBefore(String name) {
      assertThat(IDN.toASCII(name)).isEqualTo(java.net.IDN.toASCII(name));
      assertThat(IDN.toUnicode(IDN.toASCII(name)))
          .isEqualTo(java.net.IDN.toUnicode(java.net.IDN.toASCII(name)));
    }

    @Test
    void theFourLabelSeparatorsBecomeFullStops() {
      String name = "a\u3002b\uFF0Ec\uFF61d";
      assertThat(IDN.toASCII(name)).isEqualTo("a.b.c.d").isEqualTo(java.net.IDN.toASCII(name));
      assertThat(IDN.toUnicode(name)).isEqualTo("a.b.c.d").isEqualTo(java.net.IDN.toUnicode(name));
    }

    @Test
    void labelsAreLimitedTo63Characters() {
      String ok = "a".repeat(63) + ".com";
      String tooLong = "a".repeat(64) + ".com";
      assertThat(IDN.toASCII(ok)).isEqualTo(java.net.IDN.toASCII(ok));
      assertThatThrownBy(() -> java.net.IDN.toASCII(tooLong))
          .isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> IDN.toASCII(tooLong)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void emptyLabelsInsideTheNameAreErrors() {
      assertThat(jdkToAscii("a..b", 0)).isNull();
      assertThat(ourToAscii("a..b", 0)).isNull();
    }

    @Test
    void std3RulesRejectNonLdhAsciiAndEdgeHyphensAsBefore() {
      for (String name : new String[] {"a_b.com", "a b.com", "-ab.com", "ab-.com"}) {
        assertThat(jdkToAscii(name, 0)).as(name).isNotNull();
        assertThat(ourToAscii(name, 0)).as(name).isEqualTo(jdkToAscii(name, 0));
        assertThat(jdkToAscii(name, IDN.USE_STD3_ASCII_RULES)).as(name).isNull();
        assertThat(ourToAscii(name, IDN.USE_STD3_ASCII_RULES)).as(name).isNull();
      }
    }

    @Test
    void nullIsANullPointerException() {
      assertThatThrownBy(() -> java.net.IDN.toASCII(null)).isInstanceOf(NullPointerException.class);
      assertThatThrownBy(() -> IDN.toASCII(null)).isInstanceOf(NullPointerException.class);
      assertThatThrownBy(() -> java.net.IDN.toUnicode(null))
          .isInstanceOf(NullPointerException.class);
      assertThatThrownBy(() -> IDN.toUnicode(null)).isInstanceOf(NullPointerException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\uD800.com", "a\u0000b", "xn--a.xn--bcher-kva.-", "\u00AD"})
    void toUnicodeNeverThrowsAndReturnsFailingLabelsAsTheyWere(String name) {
      assertThat(IDN.toUnicode(name)).isEqualTo(java.net.IDN.toUnicode(name));
    }

    @Test
    void toUnicodeOfAHugeLabelReturnsIt() {
      String huge = "\u00E4".repeat(1500);
      assertThat(IDN.toUnicode(huge)).isEqualTo(java.net.IDN.toUnicode(huge)).isEqualTo(huge);
    }

    @Test
    void toUnicodeKeepsOnlyTheFailingLabel() {
      String name = "xn--bcher-kva.xn--a.example";
      assertThat(IDN.toUnicode(name))
          .isEqualTo("b\u00FCcher.xn--a.example")
          .isEqualTo(java.net.IDN.toUnicode(name));
    }
  }

  @Nested
  class Differences {

    @Test
    void d1DeviationCharactersAreKept() {
      assertThat(java.net.IDN.toASCII("fa\u00DF.de")).isEqualTo("fass.de");
      assertThat(IDN.toASCII("fa\u00DF.de")).isEqualTo("xn--fa-hia.de");
      assertThat(java.net.IDN.toASCII("\u03C2")).isEqualTo(java.net.IDN.toASCII("\u03C3"));
      assertThat(IDN.toASCII("\u03C2")).isNotEqualTo(IDN.toASCII("\u03C3"));
      assertThat(java.net.IDN.toASCII("a\u200Db")).isEqualTo("ab");
      assertThatThrownBy(() -> IDN.toASCII("a\u200Db"))
          .isInstanceOfSatisfying(
              IdnaException.class,
              e ->
                  assertThat(e.problems())
                      .extracting(p -> p.error())
                      .containsExactly(IdnaError.CONTEXTJ_ZWJ));
    }

    @Test
    void d2Unicode18InsteadOf32() {
      // U+0221 (Unicode 4.0) and an emoji: unassigned in Unicode 3.2
      assertThat(jdkToAscii("\u0221", 0)).isNull();
      assertThat(IDN.toASCII("\u0221"))
          .isEqualTo(jdkToAscii("\u0221", java.net.IDN.ALLOW_UNASSIGNED));
      assertThat(jdkToAscii("\uD83D\uDE00.com", 0)).isNull();
      assertThat(IDN.toASCII("\uD83D\uDE00.com")).isEqualTo("xn--e28h.com");
      // U+0378 is unassigned even in Unicode 18: ALLOW_UNASSIGNED no longer lets it through
      assertThat(jdkToAscii("\u0378", java.net.IDN.ALLOW_UNASSIGNED)).isNotNull();
      assertThat(ourToAscii("\u0378", IDN.ALLOW_UNASSIGNED)).isNull();
    }

    @Test
    void d3UnicodeMappingTableInsteadOfNameprep() {
      assertThat(java.net.IDN.toASCII("\u2488.com")).isEqualTo("1..com");
      assertThat(ourToAscii("\u2488.com", 0)).isNull();
      assertThat(jdkToAscii("\u1E9E", 0)).isNull();
      assertThat(IDN.toASCII("\u1E9E")).isEqualTo(IDN.toASCII("\u00DF"));
    }

    @Test
    void d4AsciiLabelsAreLowerCasedAndALabelsValidated() {
      assertThat(java.net.IDN.toASCII("ABC.DE")).isEqualTo("ABC.DE");
      assertThat(IDN.toASCII("ABC.DE")).isEqualTo("abc.de");
      for (String fake : new String[] {"xn--abc-", "xn--a"}) {
        assertThat(jdkToAscii(fake, 0)).as(fake).isEqualTo(fake);
        assertThat(ourToAscii(fake, 0)).as(fake).isNull();
      }
    }

    @Test
    void d5BidiRuleOfRfc5893() {
      assertThat(jdkToAscii("\u06271.com", 0)).isNull();
      assertThat(IDN.toASCII("\u06271.com")).isEqualTo("xn--1-ymc.com");
      // RFC 5893 §1.4: in a Bidi domain name the LTR label "1a" must start with L (rule 1 / 5)
      assertThat(jdkToAscii("\u0627\u0628.1a", 0)).isNotNull();
      assertThat(ourToAscii("\u0627\u0628.1a", 0)).isNull();
    }

    @Test
    void d6NameLengthLimitAndEmptyNames() {
      String long308 = ("a".repeat(60) + ".").repeat(5) + "abcdefg";
      assertThat(long308).hasSize(312);
      assertThat(java.net.IDN.toASCII(long308)).isEqualTo(long308);
      assertThatThrownBy(() -> IDN.toASCII(long308))
          .isInstanceOfSatisfying(
              IdnaException.class,
              e ->
                  assertThat(e.problems())
                      .extracting(p -> p.error())
                      .containsExactly(IdnaError.NAME_TOO_LONG));
      String max253 = ("a".repeat(62) + ".").repeat(4) + "a";
      assertThat(max253).hasSize(253);
      assertThat(IDN.toASCII(max253)).isEqualTo(max253);
      assertThat(IDN.toASCII(max253 + ".")).isEqualTo(max253 + ".");
      assertThat(ourToAscii(max253 + "a", 0)).isNull();
      // "" and "." are as in java.net.IDN: IDNEdgeTableTest has the whole table
      assertThat(IDN.toASCII("")).isEqualTo("").isEqualTo(java.net.IDN.toASCII(""));
      assertThat(IDN.toASCII(".")).isEqualTo(".").isEqualTo(java.net.IDN.toASCII("."));
      assertThat(IDN.toASCII("example.com.")).isEqualTo(java.net.IDN.toASCII("example.com."));
    }

    @Test
    void d7CheckHyphensUnderStd3() {
      assertThat(jdkToAscii("ab--cd.com", IDN.USE_STD3_ASCII_RULES)).isEqualTo("ab--cd.com");
      assertThat(ourToAscii("ab--cd.com", IDN.USE_STD3_ASCII_RULES)).isNull();
      assertThat(IDN.toASCII("ab--cd.com")).isEqualTo("ab--cd.com");
    }

    @Test
    void d8TheExceptionListsEveryProblem() {
      String name = "a_b.-c.\u00E4".repeat(1) + "." + "x".repeat(64);
      assertThatThrownBy(() -> java.net.IDN.toASCII(name, java.net.IDN.USE_STD3_ASCII_RULES))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("Contains non-LDH ASCII characters");
      assertThatThrownBy(() -> IDN.toASCII(name, IDN.USE_STD3_ASCII_RULES))
          .isInstanceOfSatisfying(
              IdnaException.class,
              e -> {
                assertThat(e).isInstanceOf(IllegalArgumentException.class);
                assertThat(e.problems())
                    .extracting(p -> p.error())
                    .containsExactly(
                        IdnaError.NON_LDH_ASCII,
                        IdnaError.LEADING_HYPHEN,
                        IdnaError.LABEL_TOO_LONG);
                assertThat(e.getMessage())
                    .contains("NON_LDH_ASCII", "LEADING_HYPHEN", "LABEL_TOO_LONG");
              });
      // java.net.IDN reports a 1500-character label as a wrapped java.text.ParseException
      String huge = "\u00E4".repeat(1500);
      assertThatThrownBy(() -> java.net.IDN.toASCII(huge)).hasMessageContaining("ParseException");
      assertThatThrownBy(() -> IDN.toASCII(huge))
          .isInstanceOfSatisfying(
              IdnaException.class,
              e ->
                  assertThat(e.problems())
                      .extracting(p -> p.error())
                      .contains(IdnaError.LABEL_TOO_LONG));
    }

    @Test
    void d9ToUnicodeMapsAndAcceptsDeviationALabels() {
      assertThat(java.net.IDN.toUnicode("B\u00FCcher.DE")).isEqualTo("B\u00FCcher.DE");
      assertThat(IDN.toUnicode("B\u00FCcher.DE")).isEqualTo("b\u00FCcher.de");
      assertThat(java.net.IDN.toUnicode("xn--zca")).isEqualTo("xn--zca");
      assertThat(IDN.toUnicode("xn--zca")).isEqualTo("\u00DF");
      assertThat(IDN.toUnicode("xn--fa-hia.de")).isEqualTo("fa\u00DF.de");
    }

    @Test
    void allowUnassignedIsIgnored() {
      for (String name : new String[] {"b\u00FCcher.de", "\u0221", "\u0378", "\uD83D\uDE00"}) {
        assertThat(ourToAscii(name, IDN.ALLOW_UNASSIGNED)).as(name).isEqualTo(ourToAscii(name, 0));
        assertThat(IDN.toUnicode(name, IDN.ALLOW_UNASSIGNED))
            .as(name)
            .isEqualTo(IDN.toUnicode(name));
      }
    }
  }
}
