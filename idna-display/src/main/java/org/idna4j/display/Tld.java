package org.idna4j.display;

/**
 * The top-level domain that per-label rules look at: the last label of a name with at least two
 * labels (a trailing root dot aside), in ASCII (A-label) and Unicode form; {@link #NONE} for a
 * single-label name, as Chromium's {@code GetTopLevelDomain} finds none without a dot.
 *
 * @param ascii the TLD when it is ASCII, lowercase ({@code "com"}); empty for a non-ASCII TLD
 *     (every TLD the rules name is ASCII)
 * @param unicode the TLD's Unicode form ({@code "рф"}), or empty
 */
record Tld(String ascii, String unicode) {
  static final Tld NONE = new Tld("", "");
}
