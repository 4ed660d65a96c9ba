package org.idna4j.label.internal;

import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;

/**
 * <b>Not API.</b> The constants and character sets of domain names that the label engine, the
 * domain engine and the project's tools share, and the marker problem of a capped list: each is
 * written here once.
 */
public final class LabelRules {

  /**
   * The ACE prefix (RFC 5890 §2.3.1, RFC 3490 §5): an A-label is {@code "xn--"} followed by the
   * Punycode encoding of its U-label.
   */
  public static final String ACE_PREFIX = "xn--";

  /**
   * The longest DNS label, in octets: RFC 1034 §3.1 ("labels ... 63 octets or less"), which UTS #46
   * §4.2 step 4 (VerifyDnsLength) and RFC 3490 §4.1 step 8 apply to the ASCII form.
   */
  public static final int MAX_LABEL_LENGTH = 63;

  /**
   * The longest domain name in text form, in octets, not counting a trailing root dot: RFC 1034
   * §3.1 allows 255 octets on the wire, which is a length octet per label plus the labels plus the
   * root's zero octet, so at most 253 characters of labels and dots (UTS #46 §4.2 step 4).
   */
  public static final int MAX_NAME_LENGTH = 253;

  private LabelRules() {}

  /**
   * Whether {@code c} is one of the four label separators of UTS #46 §4 step 3 and RFC 3490 §3.1:
   * U+002E FULL STOP, U+3002 IDEOGRAPHIC FULL STOP, U+FF0E FULLWIDTH FULL STOP and U+FF61 HALFWIDTH
   * IDEOGRAPHIC FULL STOP (the IDNA Mapping Table maps the last three to U+002E).
   *
   * @param c a UTF-16 code unit
   * @return whether it separates labels
   */
  public static boolean isLabelSeparator(char c) {
    return c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61';
  }

  /**
   * Whether transitional processing changes {@code cp} where nontransitional processing keeps it:
   * the four deviation characters of UTS #46 §2.3 (U+00DF ß, U+03C2 ς, U+200C ZWNJ, U+200D ZWJ),
   * and U+1E9E ẞ, which the IDNA Mapping Table maps to the deviation ß (so transitional processing
   * turns it into "ss").
   *
   * @param cp a code point
   * @return whether the two processings differ on it
   */
  public static boolean isDeviation(int cp) {
    return cp == 0x00DF || cp == 0x1E9E || cp == 0x03C2 || cp == 0x200C || cp == 0x200D;
  }

  /**
   * Returns the problem that ends a list the cap of {@link IdnaProblem#MAX_LISTED} truncated:
   * {@link IdnaError#TOO_MANY_PROBLEMS} at offset 0, its detail saying how many problems were left
   * out.
   *
   * @param labelIndex 0 in a label's result, {@link IdnaProblem#NAME_LEVEL} in a domain name's
   * @param omitted how many problems the cap left out, at least 1
   * @return the marker problem
   * @throws IllegalArgumentException if {@code labelIndex} is below {@link IdnaProblem#NAME_LEVEL}
   */
  public static IdnaProblem tooManyProblems(int labelIndex, long omitted) {
    return new IdnaProblem(
        IdnaError.TOO_MANY_PROBLEMS,
        labelIndex,
        0,
        omitted
            + " more problems not listed (at most "
            + IdnaProblem.MAX_LISTED
            + " are listed per label and per name, then the first of each other error)");
  }
}
