package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every {@link IdnaError} carries a category and a description that tools can show as they are. */
class IdnaErrorTest {

  @Test
  void everyErrorHasACategoryAndOneSentence() {
    for (IdnaError e : IdnaError.values()) {
      assertThat(e.category()).as(e.name()).isNotNull();
      assertThat(e.description())
          .as(e.name())
          .isNotBlank()
          .isEqualTo(e.description().strip())
          .doesNotEndWith(".")
          .doesNotContain("\n");
    }
  }

  @Test
  void everyCategoryHasAnError() {
    Set<IdnaError.Category> used = EnumSet.noneOf(IdnaError.Category.class);
    for (IdnaError e : IdnaError.values()) {
      used.add(e.category());
    }
    assertThat(used).containsExactlyInAnyOrder(IdnaError.Category.values());
  }

  @Test
  void categoriesAgreeWithTheNamePrefixesToolsUsedToSortBy() {
    for (IdnaError e : IdnaError.values()) {
      String n = e.name();
      if (n.startsWith("BIDI_") || n.equals("NAMEPREP_BIDI")) {
        assertThat(e.category()).as(n).isEqualTo(IdnaError.Category.BIDI);
      } else if (n.startsWith("CONTEXTJ_")) {
        assertThat(e.category()).as(n).isEqualTo(IdnaError.Category.CONTEXTJ);
      } else if (n.startsWith("CONTEXTO_")) {
        assertThat(e.category()).as(n).isEqualTo(IdnaError.Category.CONTEXTO);
      } else {
        assertThat(e.category())
            .as(n)
            .isNotIn(
                IdnaError.Category.BIDI, IdnaError.Category.CONTEXTJ, IdnaError.Category.CONTEXTO);
      }
    }
  }

  /**
   * The codes are those IdnaTestV2.txt's header defines (UTS #46 §4): "Pn for Section 4 Processing
   * step n, Vn for 4.1 Validity Criteria step n, U1 for UseSTD3ASCIIRules, An for 4.2 ToASCII step
   * n, Bn for Bidi, Cn for ContextJ, Xn for toUnicode issues", with A4_1, A4_2 and X4_2.
   */
  @Test
  void everyCodeIsOneUts46Defines() {
    for (IdnaError e : IdnaError.values()) {
      e.uts46Code()
          .ifPresent(
              code ->
                  assertThat(code)
                      .as(e.name())
                      .matches("P[1-4]|V[1-8]|U1|A[34](_[12])?|B[1-6]|C[12]|X4_2"));
    }
    assertThat(IdnaError.CONTEXTJ_ZWNJ.uts46Code()).hasValue("C1");
    assertThat(IdnaError.CONTEXTO_MIDDLE_DOT.uts46Code()).isEmpty();
    assertThat(IdnaError.MIXED_SCRIPT.uts46Code()).isEmpty();
    assertThat(IdnaError.TOO_MANY_PROBLEMS.uts46Code()).isEmpty();
    assertThat(IdnaError.NAMEPREP_BIDI.uts46Code()).isEmpty();
  }

  @Test
  void theListingCapSentenceNamesTheCap() {
    assertThat(IdnaError.TOO_MANY_PROBLEMS.description())
        .contains("(" + IdnaProblem.MAX_LISTED + " and the first of each other error)");
  }
}
