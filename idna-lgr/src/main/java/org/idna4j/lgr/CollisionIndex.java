package org.idna4j.lgr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Registered labels grouped by index label (RFC 7940 §8.5), answering "which registered labels does
 * this candidate collide with?" with one index-label computation and one hash lookup, whatever the
 * number of registered labels. Memory is proportional to the registered set.
 *
 * <pre>{@code
 * CollisionIndex idx = CollisionIndex.build(common, List.of("example", "café"));
 * idx.collisions("cafe");   // the registered labels with the same index label
 * }</pre>
 *
 * <p>Immutable and thread-safe once built. Registered labels that are not eligible under the LGR
 * have no index label and are counted in {@link #unindexed()}.
 */
public final class CollisionIndex {

  private final Lgr lgr;
  private final Map<String, Object> byIndex;
  private final int size;
  private final int unindexed;

  private CollisionIndex(Lgr lgr, Map<String, Object> byIndex, int size, int unindexed) {
    this.lgr = lgr;
    this.byIndex = byIndex;
    this.size = size;
    this.unindexed = unindexed;
  }

  /**
   * Indexes registered labels (U-labels or A-labels) with {@code lgr}, normally the common LGR of
   * an LGR set. Each label is kept as given.
   *
   * @param lgr the LGR whose index labels (RFC 7940 §8.5) group the labels
   * @param registered the registered labels, U-labels or A-labels; read once, none of them null
   * @return the index; labels not eligible under {@code lgr} are only counted, in {@link
   *     #unindexed()}
   * @throws NullPointerException if {@code lgr} or {@code registered} is null, or {@code
   *     registered} holds null
   */
  public static CollisionIndex build(Lgr lgr, Iterable<String> registered) {
    Objects.requireNonNull(lgr, "lgr");
    Map<String, Object> m = new HashMap<>();
    int size = 0;
    int unindexed = 0;
    for (String label : registered) {
      var idx = lgr.indexLabel(label);
      if (idx.isEmpty()) {
        unindexed++;
        continue;
      }
      size++;
      m.merge(idx.get(), label, CollisionIndex::append);
    }
    return new CollisionIndex(lgr, m, size, unindexed);
  }

  /** Single labels are stored bare; groups as arrays, to keep memory per label small. */
  private static Object append(Object old, Object label) {
    if (old instanceof String s) {
      return new String[] {s, (String) label};
    }
    String[] a = (String[]) old;
    String[] b = java.util.Arrays.copyOf(a, a.length + 1);
    b[a.length] = (String) label;
    return b;
  }

  /**
   * Returns the registered labels sharing the candidate's index label, in registration order.
   *
   * @param candidate a U-label or an A-label ({@code xn--}, any case); not null
   * @return an unmodifiable list of the registered labels as given, the candidate itself included
   *     if it was registered; empty when none collides or the candidate is not eligible under the
   *     LGR
   * @throws NullPointerException if {@code candidate} is null
   */
  public List<String> collisions(String candidate) {
    return lgr.indexLabel(candidate).map(this::withIndex).orElse(List.of());
  }

  /**
   * Returns the registered labels whose index label is {@code indexLabel}.
   *
   * @param indexLabel an index label as a U-label, as {@link Lgr#indexLabel(String)} returns it (an
   *     A-label matches nothing)
   * @return an unmodifiable list of the registered labels as given, in registration order; empty
   *     when no registered label has that index label
   */
  public List<String> withIndex(String indexLabel) {
    Object o = byIndex.get(indexLabel);
    if (o == null) {
      return List.of();
    }
    if (o instanceof String s) {
      return List.of(s);
    }
    return Collections.unmodifiableList(new ArrayList<>(List.of((String[]) o)));
  }

  /**
   * Returns the number of registered labels that were indexed.
   *
   * @return the count of eligible registered labels, duplicates counted each time
   */
  public int size() {
    return size;
  }

  /**
   * Returns the number of registered labels that are not eligible under the LGR.
   *
   * @return the count of registered labels that have no index label and so collide with nothing
   */
  public int unindexed() {
    return unindexed;
  }

  /**
   * Returns the LGR that computes index labels.
   *
   * @return the LGR the index was built with
   */
  public Lgr lgr() {
    return lgr;
  }
}
