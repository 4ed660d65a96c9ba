package org.idna4j.display;

import com.ibm.icu.text.UnicodeSet;

/**
 * A frozen {@link UnicodeSet} with a bitmap of its BMP part, so that the per-character membership
 * tests of the label rules cost one array read instead of a binary search over the set's ranges.
 */
final class CodePointSet {
  private final long[] bmp = new long[0x10000 / 64];
  private final UnicodeSet set;

  CodePointSet(UnicodeSet set) {
    this.set = set.cloneAsThawed().freeze();
    for (int i = 0; i < this.set.getRangeCount(); i++) {
      int start = this.set.getRangeStart(i);
      int end = Math.min(this.set.getRangeEnd(i), 0xFFFF);
      for (int cp = start; cp <= end; cp++) {
        bmp[cp >>> 6] |= 1L << cp;
      }
    }
  }

  boolean contains(int cp) {
    return cp <= 0xFFFF ? (bmp[cp >>> 6] & (1L << cp)) != 0 : set.contains(cp);
  }

  UnicodeSet set() {
    return set;
  }
}
