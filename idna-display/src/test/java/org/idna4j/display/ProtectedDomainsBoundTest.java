package org.idna4j.display;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The protected-domain index is bounded by its total skeleton count, not by its number of domains:
 * a short domain with þ, œ, ł or U+04CF has up to 128 skeletons, so a list of such domains costs
 * two orders of magnitude more than a list of ASCII ones of the same length. A list past the bound,
 * and an invalid element, end with a {@link ProtectedDomainException} naming the element's
 * position, with a message that is safe to print.
 */
class ProtectedDomainsBoundTest {
  private static final DisplayPolicy CHROMIUM = DisplayPolicy.chromium();

  /** The worst case of the issue: five ł and one U+04CF. */
  private static final String MANY = "łłłłłӏ.com";

  @Test
  void theWorstShortDomainHas128Skeletons() {
    assertThat(LookalikeSkeletons.of(MANY)).hasSize(128);
    assertThat(LookalikeSkeletons.of("example.com")).hasSize(1);
  }

  @Test
  void theIndexHoldsUpToTheBoundAndNamesTheDomainPastIt() {
    int many = LookalikeSkeletons.of(MANY).size();
    List<String> domains = List.of("example.com", MANY, "other.example");
    // 1 + 128 fit exactly ...
    DisplayPolicy fits =
        CHROMIUM.toBuilder().protectedDomains(domains.subList(0, 2), 1 + many).build();
    assertThat(fits.protectedDomains()).containsExactly("example.com", MANY);
    assertThat(fits.decide("éxample.com").lookalikeOf()).hasValue("example.com");
    // ... one more does not: the third domain (index 2) is past the bound
    assertThatThrownBy(() -> CHROMIUM.toBuilder().protectedDomains(domains, 1 + many))
        .isInstanceOfSatisfying(
            ProtectedDomainException.class,
            e -> {
              assertThat(e.index()).isEqualTo(2);
              assertThat(e.violation())
                  .isEqualTo(ProtectedDomainException.Violation.TOO_MANY_SKELETONS);
              assertThat(e.getMessage()).contains("other.example", "129 skeletons");
            });
    // and a bound below the heavy domain stops at it, before its skeletons are indexed
    assertThatThrownBy(() -> CHROMIUM.toBuilder().protectedDomains(domains, many))
        .isInstanceOfSatisfying(
            ProtectedDomainException.class, e -> assertThat(e.index()).isEqualTo(1));
  }

  @Test
  void duplicatesCountOnce() {
    int many = LookalikeSkeletons.of(MANY).size();
    DisplayPolicy p =
        CHROMIUM.toBuilder().protectedDomains(List.of(MANY, MANY, "ŁŁŁŁŁӏ.com"), many).build();
    assertThat(p.protectedDomains()).containsExactly(MANY);
  }

  @Test
  void theBoundIsAPublicConstantThatAdmitsAMillionAsciiDomains() {
    assertThat(DisplayPolicy.MAX_PROTECTED_SKELETONS).isGreaterThanOrEqualTo(1_000_000);
  }

  @Test
  void anInvalidDomainIsNamedByItsPositionAndEscaped() {
    List<String> domains = List.of("ok.example", "a\u001B]0;x\u0007b.com", "fine.example");
    assertThatThrownBy(() -> CHROMIUM.toBuilder().protectedDomains(domains))
        .isInstanceOfSatisfying(
            ProtectedDomainException.class,
            e -> {
              assertThat(e.index()).isEqualTo(1);
              assertThat(e.violation())
                  .isEqualTo(ProtectedDomainException.Violation.INVALID_DOMAIN);
              assertThat(e.getMessage())
                  .contains("a\\u001B]0;x\\u0007b.com")
                  .doesNotContain("\u001B", "\u0007");
            });
    String reversed = "\u202Emoc.lapyap";
    assertThatThrownBy(() -> CHROMIUM.toBuilder().protectedDomains(List.of(reversed)))
        .isInstanceOfSatisfying(
            ProtectedDomainException.class,
            e -> assertThat(e.getMessage()).contains("\\u202Emoc.lapyap").doesNotContain("\u202E"));
    String huge = "a".repeat(1_000_000) + "\u0000";
    assertThatThrownBy(() -> CHROMIUM.toBuilder().protectedDomains(List.of(huge)))
        .isInstanceOfSatisfying(
            ProtectedDomainException.class,
            e -> assertThat(e.getMessage()).hasSizeLessThan(300).contains("1000001 chars"));
  }

  @Test
  void aFailedCallLeavesTheBuilderAsItWas() {
    DisplayPolicy.Builder builder = CHROMIUM.toBuilder().protectedDomains(List.of("example.com"));
    assertThatThrownBy(() -> builder.protectedDomains(List.of("x.example", "a b.com")))
        .isInstanceOf(ProtectedDomainException.class);
    assertThat(builder.build().protectedDomains()).containsExactly("example.com");
    assertThat(builder.build().decide("éxample.com").lookalikeOf()).hasValue("example.com");
  }
}
