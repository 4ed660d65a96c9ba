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

  /** Returns the registered labels sharing the candidate's index label, in registration order. */
  public List<String> collisions(String candidate) {
    return lgr.indexLabel(candidate).map(this::withIndex).orElse(List.of());
  }

  /** Returns the registered labels whose index label is {@code indexLabel}. */
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

  /** Returns the number of registered labels that were indexed. */
  public int size() {
    return size;
  }

  /** Returns the number of registered labels that are not eligible under the LGR. */
  public int unindexed() {
    return unindexed;
  }

  /** Returns the LGR that computes index labels. */
  public Lgr lgr() {
    return lgr;
  }
}
