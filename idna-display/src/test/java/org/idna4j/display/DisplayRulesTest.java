package org.idna4j.display;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.idna4j.label.RestrictionLevel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each rule of each policy with a name that trips it and a close name that does not: the reason is
 * in the first label's decision exactly when the rule applies, and the label is then shown as its
 * A-label.
 */
class DisplayRulesTest {
  static final DisplayPolicy CHROMIUM = DisplayPolicy.chromium();
  static final DisplayPolicy FF_ASCII = DisplayPolicy.firefox(RestrictionLevel.ASCII);
  static final DisplayPolicy FF_HIGH = DisplayPolicy.firefox(RestrictionLevel.HIGHLY_RESTRICTIVE);
  static final DisplayPolicy FF_MODERATE =
      DisplayPolicy.firefox(RestrictionLevel.MODERATELY_RESTRICTIVE);
  static final DisplayPolicy GUARDED =
      CHROMIUM.toBuilder().protectedDomains(List.of("example.com", "bank.co.uk")).build();

  static Stream<Arguments> trips() {
    return Stream.of(
        // policy, reason, name that trips it, name that does not
        Arguments.of(CHROMIUM, DisplayReason.INVALID, "xn--example-.com", "xn--bcher-kva.de"),
        Arguments.of(CHROMIUM, DisplayReason.INVALID, "\u0440\u0443--\u0430\u0432.ru", "ру-ав.ru"),
        Arguments.of(
            CHROMIUM, DisplayReason.DISALLOWED_CHARACTER, "ab\u2665.com", "b\u00fccher.de"),
        Arguments.of(
            CHROMIUM, DisplayReason.DISALLOWED_CHARACTER, "\u01d4nion.com", "\u00fanion.com"),
        Arguments.of(
            CHROMIUM, DisplayReason.RESTRICTION_LEVEL, "payp\u0430l.com", "\u4e2d\u56fdabc.cn"),
        Arguments.of(
            CHROMIUM,
            DisplayReason.MIXED_NUMBERS,
            "7\u09ea9.co.in",
            "\u0985\u0999\u09cd\u0995\u09c1\u09b08.in"),
        Arguments.of(
            CHROMIUM,
            DisplayReason.HIDDEN_CHARACTER,
            "\u0e23\u0e35\u0e48\u0e48.th",
            "\u0e23\u0e35\u0e48.th"),
        Arguments.of(
            CHROMIUM,
            DisplayReason.DEVIATION_CHARACTER,
            "\u0924\u094d\u200c\u0930\u093f.in",
            "fa\u00df.de"),
        Arguments.of(
            CHROMIUM, DisplayReason.TLD_SPECIFIC_CHARACTER, "a\u00fecdef.com", "a\u00fecdef.is"),
        Arguments.of(
            CHROMIUM, DisplayReason.TLD_SPECIFIC_CHARACTER, "\u0259xample.com", "\u0259xample.az"),
        Arguments.of(CHROMIUM, DisplayReason.UNSAFE_MIDDLE_DOT, "l\u00b7l.com", "l\u00b7l.cat"),
        Arguments.of(CHROMIUM, DisplayReason.UNSAFE_MIDDLE_DOT, "a\u00b7l.cat", "l\u00b7l.cat"),
        Arguments.of(
            CHROMIUM,
            DisplayReason.WHOLE_SCRIPT_CONFUSABLE,
            "\u0430\u0440\u0440\u04cf\u0435.com",
            "\u0430\u0440\u0440\u04cf\u0435.ru"),
        Arguments.of(
            CHROMIUM,
            DisplayReason.WHOLE_SCRIPT_CONFUSABLE,
            "\u0441\u043a.com",
            "\u043a\u0443\u0440\u0441.com"),
        Arguments.of(
            CHROMIUM,
            DisplayReason.WHOLE_SCRIPT_CONFUSABLE,
            "\u03b9\u03ba\u03b1.com",
            "\u03b9\u03ba\u03b1.gr"),
        Arguments.of(CHROMIUM, DisplayReason.DIGIT_LOOKALIKE, "12\u0437.com", "12\u0431.com"),
        Arguments.of(
            CHROMIUM,
            DisplayReason.NON_ASCII_LATIN_MIXED,
            "caf\u00e9\uce74\ud398.kr",
            "cafe\uce74\ud398.kr"),
        Arguments.of(
            CHROMIUM, DisplayReason.DANGEROUS_PATTERN, "pi\u0307xel.com", "p\u00efxel.com"),
        Arguments.of(
            CHROMIUM,
            DisplayReason.DANGEROUS_PATTERN,
            "abc\u30fbdef.jp",
            "\u65e5\u672c\u30fb\u91ce\u7403.jp"),
        Arguments.of(
            CHROMIUM,
            DisplayReason.DANGEROUS_PATTERN,
            "\u30fc\u65e5\u672c.jp",
            "\u30ab\u30fc\u91ce\u7403.jp"),
        Arguments.of(CHROMIUM, DisplayReason.DANGEROUS_PATTERN, "d12\u4e00.cn", "\u4e00\u4e01.cn"),
        Arguments.of(
            GUARDED, DisplayReason.LOOKALIKE_DOMAIN, "\u00e9xample.com", "\u00e9xample.org"),
        Arguments.of(
            GUARDED,
            DisplayReason.LOOKALIKE_DOMAIN,
            "\u00e9xample.com",
            "\u00e9xample.example.com"),
        Arguments.of(
            GUARDED, DisplayReason.LOOKALIKE_DOMAIN, "b\u0430nk.co.uk", "b\u00e4nkinfo.co.uk"),
        Arguments.of(FF_ASCII, DisplayReason.RESTRICTION_LEVEL, "b\u00fccher.de", "bucher.de"),
        Arguments.of(
            FF_HIGH,
            DisplayReason.RESTRICTION_LEVEL,
            "super\u09ea.com",
            "\u0985\u0999\u09cd\u0995\u09c1\u09b08.com"),
        Arguments.of(
            FF_HIGH,
            DisplayReason.RESTRICTION_LEVEL,
            "war-and-\u043c\u0438\u0440\u044a.com",
            "\u043c\u0438\u0440\u044a.com"),
        Arguments.of(
            FF_HIGH,
            DisplayReason.DISALLOWED_CHARACTER,
            "\u05e9\u05d1\u05f4\u05e6.il",
            "\u05e9\u05d1\u05e6.il"),
        Arguments.of(FF_HIGH, DisplayReason.DISALLOWED_CHARACTER, "a\u02bbb.com", "a\u00e1b.com"),
        Arguments.of(
            FF_HIGH,
            DisplayReason.DISALLOWED_CHARACTER,
            "\u13e3\u13b3\u13a9.com",
            "\u03c0\u03bb\u03ac\u03c4\u03c9\u03bd.com"),
        Arguments.of(FF_HIGH, DisplayReason.MIXED_NUMBERS, "1\u0967.in", "\u0967\u0968.in"),
        Arguments.of(
            FF_HIGH,
            DisplayReason.HIDDEN_CHARACTER,
            "\u0e23\u0e35\u0e48\u0e48.th",
            "\u0e23\u0e35\u0e48.th"),
        Arguments.of(
            FF_HIGH, DisplayReason.TLD_SPECIFIC_CHARACTER, "mn\u00f0pqr.com", "mn\u00f0pqr.fo"),
        Arguments.of(FF_HIGH, DisplayReason.UNSAFE_MIDDLE_DOT, "l\u00b7l.com", "l\u00b7l.cat"),
        Arguments.of(
            FF_HIGH,
            DisplayReason.WHOLE_SCRIPT_CONFUSABLE,
            "\u0430\u0440\u0440\u04cf\u0435.com",
            "\u0430\u0440\u0440\u04cf\u0435.\u0440\u0444"),
        Arguments.of(
            FF_HIGH,
            DisplayReason.WHOLE_SCRIPT_CONFUSABLE,
            "\u0e1e\u0e1a\u0e40\u0e50.com",
            "\u0e1e\u0e1a\u0e40\u0e50.th"),
        Arguments.of(
            FF_HIGH,
            DisplayReason.DIGIT_LOOKALIKE,
            "\u0a68\u0a68\u0a68.com",
            "\u0a68\u0a68\u0a06.com"),
        Arguments.of(
            FF_HIGH,
            DisplayReason.DANGEROUS_PATTERN,
            "goo\u0650gle.com",
            "\u0627\u0644\u0639\u064e\u0631\u064e\u0628\u0650\u064a.com"),
        Arguments.of(
            FF_HIGH, DisplayReason.DANGEROUS_PATTERN, "na\u0131\u0308ve.com", "na\u00efve.com"),
        Arguments.of(
            FF_HIGH, DisplayReason.DANGEROUS_PATTERN, "\u304b\u30fd.jp", "\u30ab\u30fd.jp"),
        Arguments.of(FF_HIGH, DisplayReason.INVALID, "xn--example-.com", "xn--bcher-kva.de"));
  }

  @ParameterizedTest(name = "{1}: {2} trips it, {3} does not")
  @MethodSource("trips")
  void ruleTripsAndDoesNotTrip(
      DisplayPolicy policy, DisplayReason reason, String trips, String not) {
    LabelDecision tripped = policy.decide(trips).labels().get(0);
    assertThat(tripped.reasons()).contains(reason);
    assertThat(tripped.output()).startsWith("xn--");
    LabelDecision passed = policy.decide(not).labels().get(0);
    assertThat(passed.reasons()).doesNotContain(reason);
  }

  static Stream<Arguments> everyReason() {
    // names on which several rules apply at once: every one is reported
    return Stream.of(
        Arguments.of(
            CHROMIUM,
            "l\u00b7\u00fe\u0301\u0301.com",
            Set.of(DisplayReason.TLD_SPECIFIC_CHARACTER, DisplayReason.UNSAFE_MIDDLE_DOT)),
        Arguments.of(
            GUARDED,
            "\u0435\u0445\u0430m\u0440l\u0435.com",
            Set.of(DisplayReason.RESTRICTION_LEVEL, DisplayReason.LOOKALIKE_DOMAIN)),
        Arguments.of(
            FF_ASCII,
            "\u0430\u0440\u0440\u04cf\u0435.com",
            Set.of(DisplayReason.RESTRICTION_LEVEL, DisplayReason.WHOLE_SCRIPT_CONFUSABLE)));
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("everyReason")
  void everyReasonThatAppliesIsReported(
      DisplayPolicy policy, String name, Set<DisplayReason> some) {
    assertThat(policy.decide(name).labels().get(0).reasons()).containsAll(some);
  }
}
