package org.idna4j.display;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.RestrictionLevel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class DisplayPolicyTest {
  static final DisplayPolicy CHROMIUM = DisplayPolicy.chromium();

  @Test
  void presetsAreSharedValues() {
    assertThat(DisplayPolicy.chromium()).isSameAs(CHROMIUM);
    assertThat(CHROMIUM.toBuilder().build()).isSameAs(CHROMIUM);
    DisplayPolicy a = CHROMIUM.toBuilder().protectedDomains(List.of("example.com")).build();
    DisplayPolicy b = CHROMIUM.toBuilder().protectedDomains(List.of("EXAMPLE.com.")).build();
    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b).isNotEqualTo(CHROMIUM);
    assertThat(a.protectedDomains()).containsExactly("example.com");
    assertThat(a.toBuilder().protectedDomains(List.of()).build()).isSameAs(CHROMIUM);
    assertThat(a.toString()).contains("chromium", "1 protected");
    assertThat(DisplayPolicy.firefox(RestrictionLevel.MODERATELY_RESTRICTIVE).toString())
        .contains("firefox", "MODERATELY_RESTRICTIVE");
    assertThat(DisplayPolicy.firefox(RestrictionLevel.ASCII))
        .isNotEqualTo(DisplayPolicy.firefox(RestrictionLevel.HIGHLY_RESTRICTIVE));
  }

  @ParameterizedTest
  @EnumSource(
      value = RestrictionLevel.class,
      names = {"SINGLE_SCRIPT_RESTRICTIVE", "MINIMALLY_RESTRICTIVE", "UNRESTRICTIVE"})
  void firefoxHasThreeLevels(RestrictionLevel level) {
    assertThatThrownBy(() -> DisplayPolicy.firefox(level))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(level.name());
  }

  @Test
  void protectedDomainsMustBeDomains() {
    DisplayPolicy.Builder builder = CHROMIUM.toBuilder();
    assertThatThrownBy(() -> builder.protectedDomains(List.of("a b.com")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("a b.com");
    assertThatThrownBy(() -> builder.protectedDomains(List.of(".")))
        .isInstanceOf(IllegalArgumentException.class);
    List<String> withNull = new ArrayList<>();
    withNull.add(null);
    assertThatThrownBy(() -> builder.protectedDomains(withNull))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> CHROMIUM.toDisplay(null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void unchangedNamesComeBackAsTheSameInstance() {
    String ascii = new String("www.example.com");
    assertThat(CHROMIUM.toDisplay(ascii)).isSameAs(ascii);
    String unicode = new String("b\u00fccher.de");
    assertThat(CHROMIUM.toDisplay(unicode)).isSameAs(unicode);
    assertThat(CHROMIUM.decide(unicode).output()).isSameAs(unicode);
    assertThat(CHROMIUM.toDisplay("WWW.Example.COM")).isEqualTo("www.example.com");
  }

  @Test
  void decisionsDescribeEveryLabel() {
    DisplayResult r = CHROMIUM.decide("www.\u0430\u0440\u0440\u04cf\u0435.com.");
    assertThat(r.output()).isEqualTo("www.xn--80ak6aa92e.com.");
    assertThat(r.labels()).hasSize(4);
    assertThat(r.labels().get(1).unicode()).isEqualTo("\u0430\u0440\u0440\u04cf\u0435");
    assertThat(r.labels().get(1).output()).isEqualTo("xn--80ak6aa92e");
    assertThat(r.labels().get(0).reasons()).isEmpty();
    assertThat(r.labels().get(3).output()).isEmpty();
    assertThat(r.reasons()).containsExactly(DisplayReason.WHOLE_SCRIPT_CONFUSABLE);
    assertThat(r.lookalikeOf()).isEmpty();
    // the same decision for the A-label spelling, but a result also holds its own input
    DisplayResult ace = CHROMIUM.decide("www.xn--80ak6aa92e.com.");
    assertThat(ace.output()).isEqualTo(r.output());
    assertThat(ace.reasons()).isEqualTo(r.reasons());
    assertThat(r).isNotEqualTo(ace).isEqualTo(CHROMIUM.decide(r.input())).isNotEqualTo(null);
    assertThat(r.input()).isEqualTo("www.\u0430\u0440\u0440\u04cf\u0435.com.");
    assertThat(r.shownAsUnicode()).isFalse();
    DisplayResult plain = CHROMIUM.decide("a\u3002b\uff0ec");
    assertThat(plain.input()).isEqualTo("a\u3002b\uff0ec");
    assertThat(plain.shownAsUnicode()).isTrue();
    assertThat(plain)
        .isNotEqualTo(CHROMIUM.decide("a.b.c"))
        .isEqualTo(CHROMIUM.decide("a\u3002b\uff0ec"));
    assertThat(CHROMIUM.decide("a\u3002b\uff0ec").output()).isEqualTo("a.b.c");
  }

  @Test
  void decisionsCarryCodePointOffsetsIntoTheInput() {
    DisplayResult r = CHROMIUM.decide("www.\u0430\u0440\u0440\u04cf\u0435.com.");
    assertThat(r.labels().get(1).start()).isEqualTo(4);
    assertThat(r.labels().get(1).end()).isEqualTo(9);
    assertThat(r.labels().get(2).start()).isEqualTo(10);
    assertThat(r.labels().get(3).start()).isEqualTo(14); // the root label: empty, at the end
    assertThat(r.labels().get(3).end()).isEqualTo(14);
    // the A-label form of the same name: the same decisions, other positions
    DisplayResult a = CHROMIUM.decide("www.xn--80ak6aa92e.com.");
    assertThat(a.labels().get(1).end()).isEqualTo(18);
    // a supplementary character counts once; the ideographic and fullwidth stops separate labels
    DisplayResult s = CHROMIUM.decide("a\ud83d\ude00b\u3002\u00e9\uff0ecom");
    assertThat(s.labels()).extracting(LabelDecision::start).containsExactly(0, 4, 6);
    assertThat(s.labels()).extracting(LabelDecision::end).containsExactly(3, 5, 9);
    // the plain-ASCII path
    DisplayResult p = CHROMIUM.decide("WWW.Example.COM");
    assertThat(p.labels()).extracting(LabelDecision::start).containsExactly(0, 4, 12);
    assertThat(p.labels()).extracting(LabelDecision::end).containsExactly(3, 11, 15);
  }

  @Test
  void lookalikeNamesTheProtectedDomain() {
    DisplayPolicy p =
        CHROMIUM.toBuilder().protectedDomains(List.of("f\u00f3\u00f3.com", "example.com")).build();
    DisplayResult r = p.decide("mail.\u00e9xample.com");
    assertThat(r.output()).isEqualTo("mail.xn--xample-9ua.com");
    assertThat(r.lookalikeOf()).contains("example.com");
    assertThat(r.labels().get(0).reasons()).isEmpty(); // plain ASCII labels are not A-labels
    assertThat(p.decide("f\u00f3\u00f3.com").lookalikeOf()).isEmpty(); // the domain itself
    assertThat(p.decide("f\u00f3o.com").lookalikeOf()).contains("f\u00f3\u00f3.com");
    // the same check under Firefox's policy when given protected domains
    DisplayPolicy ff =
        DisplayPolicy.firefox(RestrictionLevel.HIGHLY_RESTRICTIVE).toBuilder()
            .protectedDomains(List.of("example.com"))
            .build();
    assertThat(ff.toDisplay("\u00e9xample.com")).isEqualTo("xn--xample-9ua.com");
  }

  @Test
  void lookalikeCheckDoesNotDependOnTheListSize() {
    List<String> many = new ArrayList<>();
    for (int i = 0; i < 50_000; i++) {
      many.add("site" + i + ".example");
    }
    many.add("paypal.com");
    DisplayPolicy p = CHROMIUM.toBuilder().protectedDomains(many).build();
    assertThat(p.decide("p\u00e1ypal.com").lookalikeOf()).contains("paypal.com");
    assertThat(p.decide("s\u00efte17.example").lookalikeOf()).contains("site17.example");
    assertThat(p.decide("s\u00efte17.other").lookalikeOf()).isEmpty();
  }

  @Test
  void invalidLabelsAreShownAsGivenAndPrintable() {
    assertThat(CHROMIUM.toDisplay("xn--example-.com")).isEqualTo("xn--example-.com");
    assertThat(CHROMIUM.toDisplay("a b.com")).isEqualTo("a\\u{20}b.com");
    assertThat(CHROMIUM.toDisplay("a\u0008b.com")).isEqualTo("a\\u{8}b.com");
    assertThat(CHROMIUM.decide("a\u0000\u00e9.com").labels().get(0).reasons())
        .containsExactly(DisplayReason.INVALID);
    assertThat(CHROMIUM.decide("a\u0000\u00e9.com").output()).startsWith("xn--").isASCII();
  }

  @Test
  void labelsPastTheCapOfListedProblemsAreStillChecked() {
    int n = IdnaProblem.MAX_LISTED + 500;
    String name = "xn--a.".repeat(n) + "xn--b.com";
    DisplayResult r = CHROMIUM.decide(name);
    assertThat(r.labels()).hasSize(n + 2);
    assertThat(r.labels().get(n).reasons()).containsExactly(DisplayReason.INVALID);
    assertThat(r.labels().get(n).output()).isEqualTo("xn--b");
  }

  @Test
  void neverThrowsOnHostileInput() {
    Random random = new Random(27);
    DisplayPolicy guarded = CHROMIUM.toBuilder().protectedDomains(List.of("example.com")).build();
    List<DisplayPolicy> policies =
        List.of(
            guarded,
            DisplayPolicy.firefox(RestrictionLevel.ASCII),
            DisplayPolicy.firefox(RestrictionLevel.MODERATELY_RESTRICTIVE));
    int[] pool = {
      '.', '-', 'a', 'x', 'n', '\u00e9', '\u0301', '\u0430', '\u3002', '\u200d', '\ud800', '\udc00',
      '\u0131', '\u30fc', '\u4e00', '\u00b7', '\u0627', '\u05d0', '\u0e1e', 0x1F600, 0x20000, 0
    };
    for (int i = 0; i < 3000; i++) {
      StringBuilder b = new StringBuilder();
      int len = random.nextInt(24);
      for (int j = 0; j < len; j++) {
        b.appendCodePoint(pool[random.nextInt(pool.length)]);
      }
      String name = b.toString();
      for (DisplayPolicy p : policies) {
        DisplayResult r = p.decide(name);
        assertThat(p.toDisplay(name)).as(name).isEqualTo(r.output());
        for (LabelDecision d : r.labels()) {
          if (!d.reasons().isEmpty()) {
            assertThat(d.output()).as(name).isASCII();
          }
        }
      }
    }
  }

  @Test
  void screeningNeverHidesAnIdnaLabelFinding() {
    // ChromiumRules calls idna-label's UTS #39 checks only when one pass says they can fire;
    // on random valid labels the three reasons must be exactly what those checks report
    Idna uts39 =
        Idna.of(IdnaProfile.lookup().toBuilder().checkHyphens(true).checkConfusables(true).build());
    Random random = new Random(39);
    int[] pool = {
      'a', 'i', 'l', '1', '\u00e4', '\u0131', '\u0301', '\u0307', '\u0308', '\u0430', '\u0435',
      '\u03b1', '\u0e23', '\u0e48', '\u0e35', '\u0915', '\u094d', '\u093f', '\u0967', '\u09e7',
      '\u0663', '\u0628', '\u0650', '\u4e2d', '\u3042', '\u30a2', '\u200d', '\u05d0', '\u05b4'
    };
    Set<DisplayReason> screened =
        EnumSet.of(
            DisplayReason.RESTRICTION_LEVEL,
            DisplayReason.MIXED_NUMBERS,
            DisplayReason.HIDDEN_CHARACTER);
    int compared = 0;
    for (int i = 0; i < 20_000; i++) {
      StringBuilder b = new StringBuilder();
      int len = 1 + random.nextInt(6);
      for (int j = 0; j < len; j++) {
        b.appendCodePoint(pool[random.nextInt(pool.length)]);
      }
      String label = b.toString();
      if (!Idna.of(IdnaProfile.lookup().toBuilder().checkHyphens(true).build())
          .toUnicode(label)
          .isValid()) {
        continue;
      }
      Set<DisplayReason> expected = EnumSet.noneOf(DisplayReason.class);
      for (IdnaProblem p : uts39.toUnicode(label).problems()) {
        if (!(p.error() instanceof IdnaError error)) {
          continue;
        }
        switch (error) {
          case MIXED_SCRIPT -> expected.add(DisplayReason.RESTRICTION_LEVEL);
          case MIXED_NUMBERS -> expected.add(DisplayReason.MIXED_NUMBERS);
          case HIDDEN_CHARACTER -> expected.add(DisplayReason.HIDDEN_CHARACTER);
          default -> {}
        }
      }
      Set<DisplayReason> actual = EnumSet.noneOf(DisplayReason.class);
      actual.addAll(CHROMIUM.decide(label + ".com").labels().get(0).reasons());
      actual.retainAll(screened);
      assertThat(actual)
          .as(label.codePoints().mapToObj(Integer::toHexString).toList().toString())
          .isEqualTo(expected);
      compared++;
    }
    assertThat(compared).isGreaterThan(1000);
  }

  static List<String> millionCharNames() {
    int m = 1_000_000;
    return List.of(
        "a".repeat(m),
        "\u00e4".repeat(m),
        "\u0430\u0440\u0440\u04cf\u0435.".repeat(m / 6) + "com",
        "a\u0301".repeat(m / 2),
        "xn--".repeat(m / 4),
        "\u4e00a".repeat(m / 2),
        "\u00e9x.".repeat(m / 3),
        "\ud800".repeat(m),
        ".".repeat(m),
        "\u00b7l".repeat(m / 2) + ".cat");
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void millionCharacterNamesInLinearTime() {
    DisplayPolicy guarded =
        CHROMIUM.toBuilder().protectedDomains(List.of("example.com", "xn--80ak6aa92e.com")).build();
    for (String name : millionCharNames()) {
      for (DisplayPolicy p :
          List.of(guarded, DisplayPolicy.firefox(RestrictionLevel.HIGHLY_RESTRICTIVE))) {
        String out = p.toDisplay(name);
        assertThat(out).isNotNull();
      }
    }
  }
}
