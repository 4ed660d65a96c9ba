package org.idna4j.lgr;

import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;

/**
 * The U-label and A-label of an input label: an input starting with {@code xn--} (any case) is
 * decoded with Punycode (RFC 3492); anything else is taken as the U-label. No IDNA mapping or
 * normalization is applied: an LGR judges the code points it is given.
 */
final class LabelForms {

  /** RFC 5890 §2.3.2.1: the ACE prefix of an A-label. */
  static final String ACE_PREFIX = org.idna4j.label.NameRules.ACE_PREFIX;

  final String uLabel;
  final String aLabel;
  final int[] cps;

  private LabelForms(String uLabel, String aLabel) {
    this.uLabel = uLabel;
    this.aLabel = aLabel;
    this.cps = uLabel == null ? null : uLabel.codePoints().toArray();
  }

  static LabelForms of(String input) {
    if (input.regionMatches(true, 0, ACE_PREFIX, 0, ACE_PREFIX.length()) && isAscii(input)) {
      try {
        String u = Punycode.decode(input.substring(ACE_PREFIX.length()));
        return new LabelForms(u, aLabel(u));
      } catch (PunycodeException e) {
        return new LabelForms(null, null);
      }
    }
    return new LabelForms(input, aLabel(input));
  }

  static LabelForms ofCodePoints(int[] cps) {
    String u = new String(cps, 0, cps.length);
    return new LabelForms(u, aLabel(u));
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
