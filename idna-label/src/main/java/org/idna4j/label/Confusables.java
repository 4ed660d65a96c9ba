package org.idna4j.label;

import java.util.Objects;

/**
 * UTS #39 confusable detection between names: the skeleton transform, so that a registrar can tell
 * that two different names look the same.
 *
 * <p>Two strings are confusable (UTS #39 §4) when their skeletons are equal. The skeleton is not a
 * display form and not a domain name: it exists only to be compared.
 *
 * <pre>{@code
 * // "pаypal" with CYRILLIC SMALL LETTER A (U+0430) looks like "paypal":
 * Confusables.skeleton("p\u0430ypal").equals(Confusables.skeleton("paypal"));   // true
 * Confusables.areConfusable("p\u0430ypal.com", "paypal.com");                   // true
 * }</pre>
 *
 * <p><b>Warning:</b> confusable data is case-sensitive and knows nothing of IDNA mapping. Pass
 * names in the form users see them: the Unicode form returned by {@code toUnicode} (mapped,
 * lowercase, NFC), not an A-label ({@code "xn--..."} is plain ASCII and is compared as such).
 *
 * <p>Checks on a single label (mixed scripts, whole-script confusables, invisible characters) are
 * profile options instead: see {@link IdnaProfile.Builder#checkConfusables(boolean)}. This class is
 * stateless and thread-safe.
 */
public final class Confusables {
  private Confusables() {}

  /**
   * Returns the UTS #39 §4 skeleton of {@code text}: NFD, each character replaced by its prototype
   * from the Unicode confusables data (confusables.txt, as shipped in ICU4J), then NFD again.
   * Default-ignorable characters such as ZERO WIDTH JOINER vanish, so {@code "a\u200Db"} and {@code
   * "ab"} have the same skeleton.
   *
   * @param text the string, typically a domain name or label in its Unicode form
   * @return the skeleton; equal skeletons mean the strings are confusable
   * @throws NullPointerException if {@code text} is null
   */
  public static String skeleton(CharSequence text) {
    Objects.requireNonNull(text, "text");
    return ConfusablesChecker.skeletonOf(text);
  }

  /**
   * Returns whether {@code a} and {@code b} are confusable: UTS #39 §4, equal skeletons. A string
   * is confusable with itself.
   *
   * @param a one string, in the form users see
   * @param b the other string
   * @return {@code true} if the skeletons of {@code a} and {@code b} are equal
   * @throws NullPointerException if either argument is null
   */
  public static boolean areConfusable(CharSequence a, CharSequence b) {
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(b, "b");
    return skeleton(a).equals(skeleton(b));
  }
}
