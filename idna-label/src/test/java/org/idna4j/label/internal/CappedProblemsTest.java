package org.idna4j.label.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Test;

/**
 * The one capped list: MAX_LISTED problems, then the first of each further error, then a marker.
 */
class CappedProblemsTest {

  private static final int MAX = IdnaProblem.MAX_LISTED;

  private static IdnaProblem problem(IdnaError error, int offset) {
    return new IdnaProblem(error, 0, offset, "at " + offset);
  }

  private static List<IdnaProblem> build(CappedProblems list) {
    return list.build(true, omitted -> LabelRules.tooManyProblems(0, omitted));
  }

  @Test
  void anEmptyListAllocatesNothingAndBuildsEmpty() {
    CappedProblems list = new CappedProblems();
    assertThat(list.isEmpty()).isTrue();
    assertThat(list.size()).isZero();
    assertThat(build(list)).isEmpty();
  }

  @Test
  void exactlyTheCapIsKeptWithoutMarker() {
    CappedProblems list = new CappedProblems();
    for (int i = 0; i < MAX; i++) {
      list.offer(problem(IdnaError.DISALLOWED, i));
    }
    assertThat(list.size()).isEqualTo(MAX);
    assertThat(list.omitted()).isZero();
    assertThat(build(list)).hasSize(MAX).noneMatch(p -> p.error() == IdnaError.TOO_MANY_PROBLEMS);
  }

  @Test
  void oneBeyondTheCapIsCountedAndMarked() {
    CappedProblems list = new CappedProblems();
    for (int i = 0; i <= MAX; i++) {
      list.offer(problem(IdnaError.DISALLOWED, i));
    }
    assertThat(list.size()).isEqualTo(MAX);
    assertThat(list.omitted()).isEqualTo(1);
    List<IdnaProblem> out = build(list);
    assertThat(out).hasSize(MAX + 1);
    assertThat(out.get(MAX).error()).isEqualTo(IdnaError.TOO_MANY_PROBLEMS);
    assertThat(out.get(MAX).detail()).startsWith("1 more problems not listed");
  }

  @Test
  void beyondTheCapTheFirstOfEachFurtherErrorIsStillKept() {
    CappedProblems list = new CappedProblems();
    for (int i = 0; i < MAX; i++) {
      list.offer(problem(IdnaError.DISALLOWED, i));
    }
    assertThat(list.keep(IdnaError.LEADING_HYPHEN)).isTrue();
    list.add(problem(IdnaError.LEADING_HYPHEN, MAX));
    assertThat(list.keep(IdnaError.LEADING_HYPHEN)).as("the second of that error").isFalse();
    assertThat(list.keep(IdnaError.DISALLOWED)).isFalse();
    assertThat(list.size()).isEqualTo(MAX + 1);
    assertThat(list.omitted()).isEqualTo(2);
    assertThat(list.contains(IdnaError.LEADING_HYPHEN)).isTrue();
    assertThat(CappedProblems.errorsOf(build(list)))
        .containsExactly(
            IdnaError.LEADING_HYPHEN, IdnaError.DISALLOWED, IdnaError.TOO_MANY_PROBLEMS);
  }

  @Test
  void problemsOfAnAlreadyCappedListDoNotCountAgainstThisCap() {
    CappedProblems list = new CappedProblems();
    for (int i = 0; i < MAX; i++) {
      list.addCapped(problem(IdnaError.DISALLOWED, i));
    }
    list.omit(7);
    assertThat(list.keep(IdnaError.DISALLOWED)).isTrue();
    list.add(problem(IdnaError.DISALLOWED, MAX));
    assertThat(list.size()).isEqualTo(MAX + 1);
    assertThat(list.omitted()).isEqualTo(7);
  }

  @Test
  void buildSortsStablyByOffsetAndPutsTheMarkerLast() {
    CappedProblems list = new CappedProblems();
    list.offer(problem(IdnaError.TRAILING_HYPHEN, 5));
    list.offer(problem(IdnaError.LEADING_HYPHEN, 0));
    list.offer(problem(IdnaError.DISALLOWED, 5));
    list.omit(3);
    List<IdnaProblem> out = build(list);
    assertThat(out)
        .extracting(IdnaProblem::error)
        .containsExactly(
            IdnaError.LEADING_HYPHEN,
            IdnaError.TRAILING_HYPHEN,
            IdnaError.DISALLOWED,
            IdnaError.TOO_MANY_PROBLEMS);
    assertThat(list.build(false, n -> LabelRules.tooManyProblems(0, n)))
        .extracting(IdnaProblem::offset)
        .containsExactly(5, 0, 5, 0);
  }
}
