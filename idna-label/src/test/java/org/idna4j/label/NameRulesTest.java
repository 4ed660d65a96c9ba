package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class NameRulesTest {

  @Test
  void theLimitsAreWhatTheLabelEngineEnforces() {
    LabelProcessor lookup = LabelProcessor.of(IdnaProfile.uts46());
    assertThat(lookup.toAscii("a".repeat(NameRules.MAX_LABEL_LENGTH)).isValid()).isTrue();
    assertThat(lookup.toAscii("a".repeat(NameRules.MAX_LABEL_LENGTH + 1)).errors())
        .containsExactly(IdnaError.LABEL_TOO_LONG);
  }

  @Test
  void fourSeparatorsAndNothingElse() {
    assertThat(NameRules.LABEL_SEPARATORS.chars()).containsExactly(0x2E, 0x3002, 0xFF0E, 0xFF61);
    int separators = 0;
    for (char c = 0; c < Character.MAX_VALUE; c++) {
      boolean separates = NameRules.isLabelSeparator(c);
      assertThat(separates)
          .as("U+%04X", (int) c)
          .isEqualTo(NameRules.LABEL_SEPARATORS.indexOf(c) >= 0);
      separators += separates ? 1 : 0;
    }
    assertThat(separators).isEqualTo(4);
  }

  /** RFC 5891 §5.2: under registration only U+002E separates; elsewhere the four do. */
  @Test
  void registrationSeparatesAtTheFullStopOnly() {
    java.util.List<String> wrong = new java.util.ArrayList<>();
    for (IdnaProfile.Standard s : IdnaProfile.Standard.values()) {
      for (char c = 0; c < Character.MAX_VALUE; c++) {
        boolean expected =
            s == IdnaProfile.Standard.IDNA2008_REGISTRATION
                ? c == '.'
                : NameRules.isLabelSeparator(c);
        if (NameRules.isLabelSeparator(s, c) != expected) {
          wrong.add(s + " U+" + Integer.toHexString(c));
        }
      }
    }
    assertThat(wrong).isEmpty();
    assertThat(NameRules.isLabelSeparator(IdnaProfile.Standard.IDNA2008_REGISTRATION, '\u3002'))
        .isFalse();
    assertThat(NameRules.isLabelSeparator(IdnaProfile.Standard.UTS46, '\u3002')).isTrue();
  }

  /**
   * URL Standard §3.2 "Host miscellaneous", its two lists as the standard writes them: the
   * forbidden host code points, and the forbidden domain code points (those, C0 controls, '%' and
   * DELETE); nothing outside them, over every code point and a few ints that are none.
   */
  @Test
  void forbiddenHostAndDomainCodePointsAreTheUrlStandardsLists() {
    java.util.Set<Integer> host =
        java.util.Set.of(
            0x00, 0x09, 0x0A, 0x0D, 0x20, 0x23, 0x2F, 0x3A, 0x3C, 0x3E, 0x3F, 0x40, 0x5B, 0x5C,
            0x5D, 0x5E, 0x7C);
    int hosts = 0;
    int domains = 0;
    for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
      boolean forbiddenHost = host.contains(cp);
      boolean forbiddenDomain = forbiddenHost || cp <= 0x1F || cp == 0x25 || cp == 0x7F;
      assertThat(NameRules.isForbiddenHostCodePoint(cp))
          .as("host U+%04X", cp)
          .isEqualTo(forbiddenHost);
      assertThat(NameRules.isForbiddenDomainCodePoint(cp))
          .as("domain U+%04X", cp)
          .isEqualTo(forbiddenDomain);
      hosts += forbiddenHost ? 1 : 0;
      domains += forbiddenDomain ? 1 : 0;
    }
    assertThat(hosts).isEqualTo(17);
    assertThat(domains).isEqualTo(17 + 32 - 4 + 2); // NULL, TAB, LF, CR are C0 controls already
    for (int notACodePoint : new int[] {-1, Integer.MIN_VALUE, 0x110000, Integer.MAX_VALUE}) {
      assertThat(NameRules.isForbiddenHostCodePoint(notACodePoint)).isFalse();
      assertThat(NameRules.isForbiddenDomainCodePoint(notACodePoint)).isFalse();
    }
  }

  @Test
  void acePrefixInAnyCaseAtTheGivenStart() {
    assertThat(NameRules.ACE_PREFIX).isEqualTo("xn--");
    assertThat(NameRules.hasAcePrefix("xn--bcher-kva", 0)).isTrue();
    assertThat(NameRules.hasAcePrefix("XN--bcher-kva", 0)).isTrue();
    assertThat(NameRules.hasAcePrefix("xN--", 0)).isTrue();
    assertThat(NameRules.hasAcePrefix("a.Xn--b", 2)).isTrue();
    assertThat(NameRules.hasAcePrefix("a.Xn--b", 0)).isFalse();
    assertThat(NameRules.hasAcePrefix("xn-", 0)).isFalse();
    assertThat(NameRules.hasAcePrefix("xn_-", 0)).isFalse();
    assertThat(NameRules.hasAcePrefix("", 0)).isFalse();
    // U+0158 | 0x20 and U+006E ... : only ASCII letters fold
    assertThat(NameRules.hasAcePrefix("\u0178n--", 0)).isFalse();
    assertThatThrownBy(() -> NameRules.hasAcePrefix("xn--", 5))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void hasAceLabelLooksAtTheStartOfEveryLabel() {
    assertThat(NameRules.hasAceLabel("xn--bcher-kva.example")).isTrue();
    assertThat(NameRules.hasAceLabel("www.XN--bcher-kva")).isTrue();
    assertThat(NameRules.hasAceLabel("a..xn--")).isTrue();
    assertThat(NameRules.hasAceLabel("axn--b.example")).isFalse();
    assertThat(NameRules.hasAceLabel("a-b--c.xn-")).isFalse();
    assertThat(NameRules.hasAceLabel("")).isFalse();
    assertThat(NameRules.hasAceLabel("www.example.com.")).isFalse();
    // one pass at a million chars: labels that almost start with the prefix
    assertThat(NameRules.hasAceLabel("xn-.".repeat(250_000))).isFalse();
  }

  @Test
  void endsInANumberFollowsTheUrlStandard() {
    // URL Standard §3.5 "ends in a number checker", steps 5-6 on the last label
    for (String number : new String[] {"0", "1", "123", "0x", "0X", "0x1F", "0Xabc", "09"}) {
      assertThat(NameRules.endsInANumber(number, 0, number.length())).as(number).isTrue();
    }
    for (String word :
        new String[] {"", "a1", "1a", "0xg", "x1", "0x1g", "1.2", "\uFF11", "0x\uFF11", "com"}) {
      assertThat(NameRules.endsInANumber(word, 0, word.length())).as(word).isFalse();
    }
    assertThat(NameRules.endsInANumber("example.123", 8, 11)).isTrue();
    assertThat(NameRules.endsInANumber("example.123", 0, 7)).isFalse();
    assertThatThrownBy(() -> NameRules.endsInANumber("12", 1, 3))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void deviationsAreTheFourAndCapitalSharpS() {
    int count = 0;
    for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
      count += NameRules.isDeviation(cp) ? 1 : 0;
    }
    assertThat(count).isEqualTo(5);
    assertThat(NameRules.isDeviation(0xDF)).isTrue();
    assertThat(NameRules.isDeviation(0x1E9E)).isTrue();
    assertThat(NameRules.isDeviation(0x200D)).isTrue();
  }

  @Test
  void uts46NormalizedMatchesTheEngineOutput() {
    assertThat(NameRules.isUts46Normalized("bücher.de")).isTrue();
    assertThat(NameRules.isUts46Normalized("faß.de")).isTrue(); // nontransitional keeps ß
    assertThat(NameRules.isUts46Normalized("Bücher.de")).isFalse(); // capital
    assertThat(NameRules.isUts46Normalized("bu\u0308cher.de")).isFalse(); // not NFC
    assertThat(NameRules.isUts46Normalized("a\u3002b")).isFalse(); // mapped separator
    assertThat(NameRules.isUts46Normalized("a\u00ADb")).isFalse(); // ignored soft hyphen
    for (String label : new String[] {"bücher", "faß", "Bücher", "ＡＢＣ", "a\u00ADb"}) {
      LabelResult r = LabelProcessor.of(IdnaProfile.uts46()).toUnicode(label);
      assertThat(NameRules.isUts46Normalized(label)).as(label).isEqualTo(r.output().equals(label));
    }
  }

  @Test
  @Timeout(10)
  void linearOnAMillionCharacters() {
    String digits = "1".repeat(1_000_000);
    assertThat(NameRules.endsInANumber(digits, 0, digits.length())).isTrue();
    String hex = "0x" + "f".repeat(1_000_000) + "g";
    assertThat(NameRules.endsInANumber(hex, 0, hex.length())).isFalse();
    assertThat(NameRules.isUts46Normalized("a".repeat(1_000_000))).isTrue();
  }
}
