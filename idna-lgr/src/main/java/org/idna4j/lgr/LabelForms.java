package org.idna4j.lgr;

import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.LabelProcessor;
import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;

/**
 * The U-label and A-label of an input label. An input starting with {@code xn--} (any case) is an
 * A-label and must pass idna-label's strict A-label checks (RFC 5890 §2.3.2.1, RFC 5891 §5.4:
 * ASCII, valid Punycode, not empty, not all-ASCII, the canonical encoding of its own decoding, not
 * itself decoding to {@code xn--}); anything else is taken as the U-label. No IDNA mapping or
 * normalization is applied: an LGR judges the code points it is given.
 */
final class LabelForms {

  /** RFC 5890 §2.3.2.1: the ACE prefix of an A-label. */
  static final String ACE_PREFIX = org.idna4j.label.NameRules.ACE_PREFIX;

  /** IDNA2008 registration: no mapping, so toUnicode only decodes and checks. */
  private static final LabelProcessor IDNA = LabelProcessor.of(IdnaProfile.registration());

  final String uLabel;
  final int[] cps;

  /**
   * The A-label, computed by {@link #of} or on first use ({@link #aLabel()}): index labels and
   * variant estimates never need it, and Punycode-encoding every label was a fifth of an index
   * label's time. A race computes equal strings, either is correct.
   */
  private String aLabel;

  /** The A-label problem when {@link #cps} is null. */
  final IdnaProblem aLabelProblem;

  private LabelForms(String uLabel, IdnaProblem problem) {
    this.uLabel = uLabel;
    this.cps = uLabel == null ? null : codePoints(uLabel);
    this.aLabelProblem = problem;
  }

  /** The A-label of {@link #uLabel}, or null when there is none (see {@link #aLabel(String)}). */
  String aLabel() {
    String a = aLabel;
    if (a == null && uLabel != null) {
      a = aLabel(uLabel);
      aLabel = a;
    }
    return a;
  }

  /** The code points of {@code s} (a loop: no stream pipeline on the hot path). */
  private static int[] codePoints(String s) {
    int n = s.length();
    int[] cps = new int[n];
    int k = 0;
    for (int i = 0; i < n; ) {
      int cp = s.codePointAt(i);
      cps[k++] = cp;
      i += Character.charCount(cp);
    }
    return k == n ? cps : java.util.Arrays.copyOf(cps, k);
  }

  /** The forms of an input label, its A-label computed now (results carry it). */
  static LabelForms of(String input) {
    LabelForms f = codePointsOf(input);
    f.aLabel();
    return f;
  }

  /**
   * The forms of an input label without computing its A-label until asked: for the answers that
   * carry only code points (index labels, estimates, scripts).
   */
  static LabelForms codePointsOf(String input) {
    if (!input.regionMatches(true, 0, ACE_PREFIX, 0, ACE_PREFIX.length())) {
      return new LabelForms(input, null);
    }
    // The A-label checks are those of idna-label (one place for each rule); only the problems of
    // the A-label form matter here, the decoded code points are the LGR's to judge.
    for (IdnaProblem p : IDNA.toUnicode(input).problems()) {
      if (p.error() instanceof IdnaError e && e.category() == IdnaError.Category.PUNYCODE) {
        return new LabelForms(null, p);
      }
    }
    try {
      String u = Punycode.decode(input.substring(ACE_PREFIX.length()));
      return new LabelForms(u, null);
    } catch (PunycodeException e) {
      // Not reached after the checks above; kept so that bad input can never throw.
      return new LabelForms(
          null, new IdnaProblem(IdnaError.INVALID_PUNYCODE, 0, 0, e.getMessage()));
    }
  }

  static LabelForms ofCodePoints(int[] cps) {
    String u = new String(cps, 0, cps.length);
    return new LabelForms(u, null);
  }

  /** The problem of a bad A-label, as an LGR problem naming the IDNA error. */
  LgrProblem problem() {
    return new LgrProblem(
        LgrError.INVALID_A_LABEL,
        aLabelProblem.offset(),
        aLabelProblem.error().name() + ": " + aLabelProblem.error().description());
  }

  /** The A-label of a U-label, or null when it holds unpaired surrogates. */
  static String aLabel(String u) {
    if (isAscii(u)) {
      return u;
    }
    try {
      return ACE_PREFIX + Punycode.encode(u);
    } catch (PunycodeException e) {
      return null;
    }
  }

  private static boolean isAscii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }
}
