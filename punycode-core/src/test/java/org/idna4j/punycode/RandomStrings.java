package org.idna4j.punycode;

import java.util.Random;

/** Seeded random strings for round-trip tests; each kind stresses a different part of §6. */
enum RandomStrings {
  /** Any BMP scalar value, no surrogates. */
  BMP {
    @Override
    int codePoint(Random r) {
      int c;
      do {
        c = r.nextInt(0x10000);
      } while (Character.isSurrogate((char) c));
      return c;
    }
  },
  /** Supplementary code points only, up to U+10FFFF. */
  SUPPLEMENTARY {
    @Override
    int codePoint(Random r) {
      return 0x10000 + r.nextInt(Character.MAX_CODE_POINT - 0x10000 + 1);
    }
  },
  /** Half ASCII (letters, digits, hyphen, punctuation), half a few scripts, with repeats. */
  MIXED_WITH_ASCII {
    @Override
    int codePoint(Random r) {
      switch (r.nextInt(6)) {
        case 0:
        case 1:
        case 2:
          return r.nextInt(0x80);
        case 3:
          return 0x430 + r.nextInt(32); // Cyrillic
        case 4:
          return 0x4E00 + r.nextInt(0x5000); // CJK
        default:
          return 0x1F600 + r.nextInt(0x50); // emoji, supplementary
      }
    }
  },
  /** Only a handful of distinct non-basic code points, many repeats (many deltas of one round). */
  FEW_DISTINCT {
    @Override
    int codePoint(Random r) {
      int[] pool = {'a', '-', 0xE9, 0xFC, 0x3B1, 0x10348};
      return pool[r.nextInt(pool.length)];
    }
  };

  abstract int codePoint(Random r);

  int[] codePoints(Random r, int length) {
    int[] cps = new int[length];
    for (int i = 0; i < length; i++) {
      cps[i] = codePoint(r);
    }
    return cps;
  }

  String string(Random r, int length) {
    int[] cps = codePoints(r, length);
    return new String(cps, 0, cps.length);
  }
}
