package org.idna4j.benchmarks;

import java.util.Random;

/**
 * Deterministic mixed-script inputs for the Punycode benchmarks.
 *
 * <p>Each code point is drawn, from a seeded {@link Random}, as lowercase ASCII letters, digits and
 * hyphens (40%), Latin-1 and Latin Extended-A letters (10%), Greek (10%), Cyrillic (10%), Arabic
 * (10%), Devanagari (5%), CJK ideographs U+4E00..U+9FFF (10%) and Hangul syllables (5%). All are
 * BMP code points, so a string of n code points is n UTF-16 units and ICU4J's input limit (counted
 * in UTF-16 units) applies to the same n. Large inputs hold tens of thousands of distinct non-basic
 * code points, the case where the textbook encoder is quadratic.
 */
final class PunycodeInputs {

  private static final String ASCII = "abcdefghijklmnopqrstuvwxyz0123456789-";

  /** Number of real labels {@link #corpusLabels()} returns. */
  static final int CORPUS_LABELS = 1024;

  private PunycodeInputs() {}

  /**
   * Returns {@code length} mixed-script code points; the same length always gives the same string.
   */
  static String mixedScript(int length) {
    Random r = new Random(3492L + length);
    StringBuilder s = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      int bucket = r.nextInt(20);
      int c;
      if (bucket < 8) {
        c = ASCII.charAt(r.nextInt(ASCII.length()));
      } else if (bucket < 10) {
        c = 0xE0 + r.nextInt(0x180 - 0xE0);
      } else if (bucket < 12) {
        c = 0x3B1 + r.nextInt(25);
      } else if (bucket < 14) {
        c = 0x430 + r.nextInt(32);
      } else if (bucket < 16) {
        c = 0x627 + r.nextInt(36);
      } else if (bucket < 17) {
        c = 0x905 + r.nextInt(53);
      } else if (bucket < 19) {
        c = 0x4E00 + r.nextInt(0x9FFF - 0x4E00 + 1);
      } else {
        c = 0xAC00 + r.nextInt(0xD7A3 - 0xAC00 + 1);
      }
      s.append((char) c);
    }
    return s.toString();
  }

  /**
   * Parses a benchmark size: {@code label} is 16 code points (a typical non-ASCII domain label),
   * anything else a count of code points.
   */
  static int codePoints(String size) {
    return size.equals("label") ? 16 : Integer.parseInt(size);
  }

  /**
   * Returns the first {@link #CORPUS_LABELS} labels holding a non-ASCII char of the {@code unicode}
   * corpus ({@link Corpus#UNICODE}), in file order: real IDNA label shapes (CJK, Hangul, kana,
   * Greek, Cyrillic, Thai, Hebrew, Arabic, Devanagari, Latin with diacritics, and Unicode TLDs),
   * typically 2 to 15 code points.
   */
  static String[] corpusLabels() {
    String[] labels = new String[CORPUS_LABELS];
    int count = 0;
    for (String name : Corpus.load(Corpus.UNICODE)) {
      for (String label : name.split("\\.")) {
        if (count < CORPUS_LABELS && !label.chars().allMatch(c -> c < 0x80)) {
          labels[count++] = label;
        }
      }
      if (count == CORPUS_LABELS) {
        return labels;
      }
    }
    throw new IllegalStateException(
        "the unicode corpus holds fewer than " + CORPUS_LABELS + " non-ASCII labels");
  }
}
