package org.idna4j.label;

/**
 * Writes a code point the way problem details name it: {@code U+} and at least four upper-case hex
 * digits ({@code U+0041}, {@code U+1F600}), the notation of The Unicode Standard, Appendix A
 * "Notational Conventions". Replaces {@code String.format("U+%04X", cp)}, which parses its pattern
 * on every call: invalid names can carry a problem per character (every capital of a name under
 * IDNA2008 registration, for one), so the details are on the hot path of bulk validation.
 */
final class UPlus {

  private static final String ZEROS = "000";

  private UPlus() {}

  /**
   * Returns the {@code U+} notation of a code point.
   *
   * @param cp a code point (any int; negative values are written as their 32-bit hex)
   * @return {@code "U+"} and at least four upper-case hex digits
   */
  static String of(int cp) {
    String hex = Integer.toHexString(cp).toUpperCase(java.util.Locale.ROOT);
    return hex.length() >= 4 ? "U+" + hex : "U+" + ZEROS.substring(hex.length() - 1) + hex;
  }
}
