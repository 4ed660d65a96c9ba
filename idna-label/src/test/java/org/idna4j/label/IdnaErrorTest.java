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

  @Test
  void theListingCapSentenceNamesTheCap() {
    assertThat(IdnaError.TOO_MANY_PROBLEMS.description())
        .contains("(" + IdnaProblem.MAX_LISTED + " and the first of each other error)");
  }
}
