package org.idna4j.label;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterDirection;
import com.ibm.icu.text.StringPrep;
import com.ibm.icu.text.StringPrepParseException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Nameprep (RFC 3491) for the IDNA2003 engine, performed by ICU4J's {@link StringPrep} ({@link
 * StringPrep#RFC3491_NAMEPREP}, Unicode 3.2), with StringPrep's single exception turned into one
 * positioned problem per offending code point. Immutable and thread-safe: ICU shares one {@code
 * StringPrep} per profile between all callers ({@link StringPrep#getInstance(int)} caches it) and
 * {@code prepare} keeps no state.
 */
final class Nameprep {

  /** ICU4J's Nameprep profile. */
  static final StringPrep NAMEPREP = StringPrep.getInstance(StringPrep.RFC3491_NAMEPREP);

  private final boolean allowUnassigned;

  /**
   * Creates the step.
   *
   * @param allowUnassigned AllowUnassigned (RFC 3490 §2): let code points unassigned in Unicode 3.2
   *     through
   */
  Nameprep(boolean allowUnassigned) {
    this.allowUnassigned = allowUnassigned;
  }

  /**
   * Nameprep (RFC 3491) as RFC 3490 §4.1 step 2 applies it: map (RFC 3454 §3, tables B.1 and B.2),
   * normalize with NFKC (RFC 3491 §4), reject prohibited output (RFC 3491 §5), check the
   * bidirectional rule (RFC 3491 §6, RFC 3454 §6) and, without AllowUnassigned, reject code points
   * unassigned in Unicode 3.2 (RFC 3491 §7, RFC 3454 §7).
   *
   * @param input the label
   * @param problems receives every problem, with its offset, when Nameprep fails
   * @return the prepared label, or {@code null} if Nameprep failed
   */
  String prepare(String input, ProblemCollector problems) {
    try {
      return NAMEPREP.prepare(input, options());
    } catch (StringPrepParseException e) {
      diagnose(input, e, problems);
      return null;
    } catch (IndexOutOfBoundsException e) {
      // ICU4J 79.1 throws this while building the StringPrepParseException for an
      // unassigned code point that ends a long label, e.g. 200 x U+00E4 then U+0221
      // (found by IdnaFuzzTest#idna2003): diagnose code point by code point instead.
      diagnose(input, null, problems);
      return null;
    }
  }

  /**
   * Returns the StringPrep options: {@link StringPrep#ALLOW_UNASSIGNED} when AllowUnassigned (RFC
   * 3490 §2) is on.
   */
  private int options() {
    return allowUnassigned ? StringPrep.ALLOW_UNASSIGNED : StringPrep.DEFAULT;
  }

  /**
   * Turns StringPrep's single exception, which has no position, into one problem per offending code
   * point: each code point is prepared on its own, which pinpoints every unassigned and prohibited
   * one. The bidirectional rule concerns the whole label and is reported only when no code point
   * failed on its own (no cascade).
   */
  private void diagnose(String input, StringPrepParseException e, ProblemCollector problems) {
    long before = problems.size() + problems.omitted();
    // One StringPrep call (and, on failure, one exception) per distinct code point, so that
    // a long label repeating a bad code point costs time linear in its length.
    Map<Integer, Integer> verdicts = new HashMap<>();
    int offset = 0;
    for (int i = 0; i < input.length(); offset++) {
      int cp = input.codePointAt(i);
      int next = i + Character.charCount(cp);
      int verdict = cp < 0x80 ? OK : verdicts.computeIfAbsent(cp, this::verdict);
      // the detail is built only for a problem the cap keeps
      if (verdict == StringPrepParseException.UNASSIGNED_ERROR) {
        if (problems.keep(IdnaError.NAMEPREP_UNASSIGNED)) {
          problems.add(
              IdnaError.NAMEPREP_UNASSIGNED,
              offset,
              hex(cp) + " is unassigned in Unicode 3.2 (RFC 3491 §7, RFC 3454 Table A.1)");
        }
      } else if (verdict != OK && verdict != StringPrepParseException.CHECK_BIDI_ERROR) {
        if (problems.keep(IdnaError.NAMEPREP_PROHIBITED)) {
          problems.add(
              IdnaError.NAMEPREP_PROHIBITED,
              offset,
              hex(cp) + " is prohibited by Nameprep (RFC 3491 §5, RFC 3454 Appendix C)");
        }
      }
      i = next;
    }
    if (problems.size() + problems.omitted() > before) {
      return;
    }
    if (e == null) {
      // Only reachable if ICU fails without saying why and no code point fails alone.
      problems.add(
          IdnaError.NAMEPREP_UNASSIGNED, 0, "Nameprep failed inside ICU4J's StringPrep (RFC 3491)");
    } else if (e.getError() == StringPrepParseException.CHECK_BIDI_ERROR) {
      problems.add(
          IdnaError.NAMEPREP_BIDI,
          bidiOffset(input),
          "RandALCat and LCat characters mixed, or RandALCat not first and last (RFC 3491 §6, RFC 3454 §6)");
    } else if (e.getError() == StringPrepParseException.UNASSIGNED_ERROR) {
      problems.add(IdnaError.NAMEPREP_UNASSIGNED, 0, e.getMessage());
    } else {
      problems.add(IdnaError.NAMEPREP_PROHIBITED, 0, e.getMessage());
    }
  }

  private static final int OK = -1;

  /**
   * Nameprep of one code point on its own: {@link #OK}, or the StringPrep error code. ASCII code
   * points never fail alone: Nameprep prohibits neither ASCII space nor ASCII controls (RFC 3491 §5
   * lists C.1.2 and C.2.2, not C.1.1 and C.2.1).
   */
  private int verdict(int cp) {
    try {
      NAMEPREP.prepare(new String(Character.toChars(cp)), options());
      return OK;
    } catch (StringPrepParseException e) {
      return e.getError();
    }
  }

  /**
   * The offset of the code point that breaks RFC 3454 §6: the first LCat code point of a label with
   * RandALCat code points, else the first or last code point that should be RandALCat.
   */
  private static int bidiOffset(String input) {
    int[] cps = input.codePoints().toArray();
    int firstL = -1;
    for (int i = 0; i < cps.length; i++) {
      if (UCharacter.getDirection(cps[i]) == UCharacterDirection.LEFT_TO_RIGHT) {
        firstL = i;
        break;
      }
    }
    if (firstL >= 0) {
      return firstL; // RFC 3454 §6 requirement 2
    }
    return cps.length > 0 && isRandAl(cps[0]) ? cps.length - 1 : 0; // RFC 3454 §6 requirement 3
  }

  private static boolean isRandAl(int cp) {
    int dir = UCharacter.getDirection(cp);
    return dir == UCharacterDirection.RIGHT_TO_LEFT
        || dir == UCharacterDirection.RIGHT_TO_LEFT_ARABIC;
  }

  /** Formats a code point as {@code U+XXXX}, at least four hex digits. */
  static String hex(int cp) {
    String digits = Integer.toHexString(cp).toUpperCase(Locale.ROOT);
    return "U+" + "0000".substring(Math.min(4, digits.length())) + digits;
  }
}
