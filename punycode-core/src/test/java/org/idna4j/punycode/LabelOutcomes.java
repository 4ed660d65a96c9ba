package org.idna4j.punycode;

/**
 * The outcome of one Punycode call on the label path ({@link LabelCodec}) or the general engines
 * ({@link BootstringEncoder}, {@link BootstringDecoder}), as a string that tests compare: "ok:" and
 * the result, or "fail:" and REASON@index.
 */
final class LabelOutcomes {

  private static final BootstringParameters P = BootstringParameters.PUNYCODE;

  /** Outcomes are compared as strings: "ok:" and the result, or "fail:" REASON@index. */
  static final String OK = "ok:";

  static final String FAIL = "fail:";

  private LabelOutcomes() {}

  /** The general encoder's outcome: the encoding, or "REASON@index". */
  static String generalEncode(CharSequence s, int start, int end) {
    try {
      int[] cps = new int[end - start];
      int count = BootstringEncoder.toCodePoints(s, start, end, cps);
      StringBuilder out = new StringBuilder();
      BootstringEncoder.encode(P, cps, count, null, out);
      return OK + out;
    } catch (PunycodeException e) {
      return FAIL + e.reason() + "@" + e.index();
    }
  }

  /** The label encoder's outcome, {@code null} if it declined. */
  static String labelEncode(CharSequence s, int start, int end) {
    try {
      String label = LabelCodec.encode(s, start, end);
      return label == null ? null : OK + label;
    } catch (PunycodeException e) {
      return FAIL + e.reason() + "@" + e.index();
    }
  }

  /** The general decoder's (simple path) outcome: the decoded string, or "REASON@index". */
  static String generalDecode(CharSequence s, int start, int end) {
    try {
      BootstringDecoder.Output o = BootstringDecoder.decode(P, s, start, end, false, false);
      return OK + new String(o.codePoints, 0, o.length);
    } catch (PunycodeException e) {
      return FAIL + e.reason() + "@" + e.index();
    }
  }

  /** The label decoder's outcome, {@code null} if it declined. */
  static String labelDecode(CharSequence s, int start, int end) {
    try {
      String label = LabelCodec.decode(s, start, end);
      return label == null ? null : OK + label;
    } catch (PunycodeException e) {
      return FAIL + e.reason() + "@" + e.index();
    }
  }
}
