package org.idna4j.benchmarks;

/**
 * The floor for any correct ToASCII of an ASCII name: one table-driven pass that checks every
 * character is a lowercase letter, digit, hyphen or dot.
 *
 * <p>A name that passes is its own ToASCII output under every UTS #46 profile apart from the
 * hyphen, length and empty-label rules, so no conversion can do less than this scan ({@code
 * benchmarks/README.md} compares ToASCII with it). This is a measuring stick for the benchmarks,
 * not a validator.
 */
final class LowercaseLdhFloor {

  /**
   * {@code true} at the index of each ASCII character of a lowercase LDH name (RFC 5890 §2.3.1).
   */
  private static final boolean[] LOWERCASE_LDH = new boolean[128];

  static {
    for (char c = 'a'; c <= 'z'; c++) {
      LOWERCASE_LDH[c] = true;
    }
    for (char c = '0'; c <= '9'; c++) {
      LOWERCASE_LDH[c] = true;
    }
    LOWERCASE_LDH['-'] = true;
    LOWERCASE_LDH['.'] = true;
  }

  private LowercaseLdhFloor() {}

  /**
   * Tells whether every character of {@code name} is a lowercase LDH character or a dot.
   *
   * @param name a domain name
   * @return {@code true} if the scan found nothing outside {@code [a-z0-9.-]}
   */
  static boolean isLowercaseLdh(String name) {
    for (int i = 0, n = name.length(); i < n; i++) {
      char c = name.charAt(i);
      if (c >= 128 || !LOWERCASE_LDH[c]) {
        return false;
      }
    }
    return true;
  }
}
