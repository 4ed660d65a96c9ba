package org.idna4j.label;

import java.util.Objects;
import org.idna4j.label.internal.DomainLabels;
import org.idna4j.label.internal.LabelAccess;

/**
 * Converts single labels between their Unicode and ASCII forms under an {@link IdnaProfile}.
 * Immutable and thread-safe; create one per profile and share it.
 *
 * <p>A label is the text between two dots. Input that maps to a dot (such as U+3002 IDEOGRAPHIC
 * FULL STOP) is reported as {@link IdnaError#LABEL_SEPARATOR}; split names into labels with {@code
 * org.idna4j.domain.Idna} instead, which also applies the rules that span labels.
 *
 * <pre>{@code
 * LabelProcessor p = LabelProcessor.of(IdnaProfile.uts46());
 * p.toAscii("Bücher").output();        // "xn--bcher-kva"
 * p.toUnicode("xn--bcher-kva").output(); // "bücher"
 * }</pre>
 *
 * <p>Bad input never throws: every problem is in the result, with its code-point offset into the
 * label, up to {@link IdnaProblem#MAX_LISTED} problems (then the first of each further error, and
 * an {@link IdnaError#TOO_MANY_PROBLEMS} problem saying how many were left out).
 */
public final class LabelProcessor {

  private final IdnaProfile profile;
  private final LabelEngine engine;

  static {
    // The hooks of org.idna4j.domain (see org.idna4j.label.internal), installed once.
    LabelAccess.install(new Access());
  }

  private LabelProcessor(IdnaProfile profile, LabelEngine engine) {
    this.profile = profile;
    this.engine = engine;
  }

  /**
   * Returns a processor for the given profile.
   *
   * @param profile the options to apply
   * @return a processor
   * @throws NullPointerException if {@code profile} is null
   */
  public static LabelProcessor of(IdnaProfile profile) {
    return new LabelProcessor(
        Objects.requireNonNull(profile, "profile"), LabelEngine.forProfile(profile));
  }

  /**
   * Returns the profile this processor applies.
   *
   * @return the profile
   */
  public IdnaProfile profile() {
    return profile;
  }

  /**
   * Converts a label to its ASCII form (UTS #46 §4.2 ToASCII for one label, or the profile's
   * standard), treating the label as a whole domain name for the Bidi Rule: the Bidi Rule applies
   * if the label itself is an RTL label.
   *
   * @param label the label, without dots
   * @return the result; its output is the A-label or LDH label, or a best effort on error
   * @throws NullPointerException if {@code label} is null
   */
  public LabelResult toAscii(CharSequence label) {
    return engine.toAscii(Objects.requireNonNull(label, "label"), false);
  }

  /**
   * Converts a label to its Unicode form (UTS #46 §4.3 ToUnicode for one label, or the profile's
   * standard), treating the label as a whole domain name for the Bidi Rule.
   *
   * @param label the label, without dots
   * @return the result; its output is the U-label, or a best effort on error
   * @throws NullPointerException if {@code label} is null
   */
  public LabelResult toUnicode(CharSequence label) {
    return engine.toUnicode(Objects.requireNonNull(label, "label"), false);
  }

  @Override
  public String toString() {
    return "LabelProcessor{" + profile + "}";
  }

  /** The implementation of the hooks in {@link LabelAccess}. */
  private static final class Access extends LabelAccess {
    @Override
    public DomainLabels labels(IdnaProfile profile) {
      return LabelEngine.forProfile(Objects.requireNonNull(profile, "profile"));
    }

    @Override
    public DomainLabels referenceLabels(IdnaProfile profile) {
      return LabelEngine.reference(Objects.requireNonNull(profile, "profile"));
    }

    @Override
    public boolean isRtl(LabelResult result) {
      return result.isRtl();
    }
  }
}
