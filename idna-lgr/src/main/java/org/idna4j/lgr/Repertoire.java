package org.idna4j.lgr;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The code points and sequences an LGR allows (RFC 7940 §5): chars indexed by their first code
 * point, longest sequence first, and ranges sorted for binary search.
 */
final class Repertoire {

  private static final Element[] NONE = new Element[0];

  /** Chars by first code point: an array for the BMP, a map above it. */
  private final Element[][] bmp = new Element[0x10000][];

  private final Map<Integer, Element[]> byFirst;
  private final int[] rangeFirst;
  private final Element[] ranges;
  private final List<Element> all;

  Repertoire(List<Element> elements) {
    this.all = List.copyOf(elements);
    Map<Integer, List<Element>> groups = new HashMap<>();
    List<Element> rs = new java.util.ArrayList<>();
    for (Element e : elements) {
      if (e.isRange()) {
        rs.add(e);
      } else {
        groups.computeIfAbsent(e.cps[0], k -> new java.util.ArrayList<>()).add(e);
      }
    }
    Map<Integer, Element[]> m = new HashMap<>(groups.size() * 2);
    for (Map.Entry<Integer, List<Element>> g : groups.entrySet()) {
      Element[] arr = g.getValue().toArray(NONE);
      Arrays.sort(arr, (a, b) -> Integer.compare(b.cps.length, a.cps.length));
      if (g.getKey() < bmp.length) {
        bmp[g.getKey()] = arr;
      } else {
        m.put(g.getKey(), arr);
      }
    }
    this.byFirst = m;
    rs.sort((a, b) -> Integer.compare(a.first, b.first));
    this.ranges = rs.toArray(NONE);
    this.rangeFirst = new int[ranges.length];
    for (int i = 0; i < ranges.length; i++) {
      rangeFirst[i] = ranges[i].first;
    }
  }

  /** Returns every element, in document order. */
  List<Element> elements() {
    return all;
  }

  /** Returns the chars whose first code point is {@code cp}, longest first (never null). */
  Element[] charsStartingWith(int cp) {
    Element[] e = cp >= 0 && cp < bmp.length ? bmp[cp] : byFirst.get(cp);
    return e == null ? NONE : e;
  }

  /** Returns the range containing {@code cp}, or null. */
  Element rangeOf(int cp) {
    int i = Arrays.binarySearch(rangeFirst, cp);
    if (i < 0) {
      i = -i - 2;
    }
    return i >= 0 && ranges[i].last >= cp ? ranges[i] : null;
  }

  /** Returns whether the chars at {@code label[p, ...)} start with {@code e}'s code points. */
  static boolean matchesAt(Element e, int[] label, int n, int p) {
    if (e.isRange()) {
      return label[p] >= e.first && label[p] <= e.last;
    }
    int[] cps = e.cps;
    if (p + cps.length > n) {
      return false;
    }
    for (int k = 0; k < cps.length; k++) {
      if (label[p + k] != cps[k]) {
        return false;
      }
    }
    return true;
  }
}
