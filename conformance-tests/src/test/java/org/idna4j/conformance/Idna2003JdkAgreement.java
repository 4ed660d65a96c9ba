package org.idna4j.conformance;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterDirection;
import com.ibm.icu.util.VersionInfo;
import java.net.IDN;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.LabelProcessor;
import org.idna4j.label.LabelResult;

/**
 * Compares the idna2003 profile with {@code java.net.IDN} on one label under one combination of the
 * RFC 3490 §2 flags, the way the issue asks: where the JDK accepts, the same output; where the JDK
 * throws, a result with problems; ToUnicode (which never fails) the same output.
 *
 * <p><b>The one known, explained difference.</b> RFC 3454 §6 takes RandALCat and LCat from its own
 * Unicode 3.2 tables D.1 and D.2, but both the JDK and ICU4J classify with the Bidi data of their
 * current Unicode version, and the two versions differ (JDK 17 has Unicode 13, ICU4J 79.1 Unicode
 * 18; the JDK gives a code point unknown to it the default class of its block, e.g. AL for U+08CE
 * in the Arabic Extended-A block, which Unicode 14 made NSM). With AllowUnassigned, which admits
 * code points unassigned in Unicode 3.2, the two can therefore disagree on the Bidi check. {@link
 * Disagreement#isExplainedByBidiData()} recognises exactly that case: the JDK fails on RFC 3454 §6,
 * AllowUnassigned is set, and the label holds a code point unassigned in Unicode 3.2 whose
 * RandALCat/LCat status differs between the running JDK and ICU4J.
 */
final class Idna2003JdkAgreement {

  /** The four flag combinations, as {@code java.net.IDN} flag bits. */
  static final int[] FLAG_COMBINATIONS = {
    0,
    IDN.ALLOW_UNASSIGNED,
    IDN.USE_STD3_ASCII_RULES,
    IDN.ALLOW_UNASSIGNED | IDN.USE_STD3_ASCII_RULES,
  };

  private static final VersionInfo UNICODE_3_2 = VersionInfo.getInstance(3, 2);
  private static final LabelProcessor[] PROCESSORS = new LabelProcessor[4];

  static {
    for (int flags : FLAG_COMBINATIONS) {
      PROCESSORS[flags] = LabelProcessor.of(profile(flags));
    }
  }

  /**
   * One difference between the JDK and IDNA4J. {@code jdk} is null when the JDK threw {@code
   * jdkError}.
   */
  record Disagreement(
      String operation, String label, int flags, String jdk, String jdkError, LabelResult ours) {

    /** See the class comment. */
    boolean isExplainedByBidiData() {
      if ((flags & IDN.ALLOW_UNASSIGNED) == 0) {
        return false;
      }
      String subject = label;
      String error = jdkError;
      if (operation.equals("toUnicode")) {
        // The JDK gave the label back, so its ToASCII of our decoding must have failed.
        subject = ours.output();
        try {
          IDN.toASCII(subject, flags);
          return false;
        } catch (IllegalArgumentException e) {
          error = e.getMessage();
        }
      }
      return error != null
          && error.contains("BiDi")
          && subject.codePoints().anyMatch(Idna2003JdkAgreement::bidiDataDiffers);
    }

    @Override
    public String toString() {
      return operation
          + "("
          + escape(label)
          + ", flags "
          + flags
          + "): JDK "
          + (jdk == null ? "throws " + jdkError : "gives " + escape(jdk))
          + ", IDNA4J gives "
          + escape(ours.output())
          + " "
          + ours.problems();
    }
  }

  private Idna2003JdkAgreement() {}

  /** The idna2003 profile with the options that correspond to {@code java.net.IDN} flags. */
  static IdnaProfile profile(int jdkFlags) {
    return IdnaProfile.idna2003().toBuilder()
        .allowUnassigned((jdkFlags & IDN.ALLOW_UNASSIGNED) != 0)
        .useStd3AsciiRules((jdkFlags & IDN.USE_STD3_ASCII_RULES) != 0)
        .build();
  }

  static LabelProcessor processor(int jdkFlags) {
    return PROCESSORS[jdkFlags];
  }

  /** Returns {@code null} when ToASCII agrees with {@code IDN.toASCII(label, flags)}. */
  static Disagreement toAscii(String label, int flags) {
    String jdk;
    String jdkError = null;
    try {
      jdk = IDN.toASCII(label, flags);
    } catch (IllegalArgumentException e) {
      jdk = null;
      jdkError = e.getMessage();
    }
    LabelResult ours = processor(flags).toAscii(label);
    boolean agree = jdk == null ? !ours.isValid() : ours.isValid() && ours.output().equals(jdk);
    return agree ? null : new Disagreement("toASCII", label, flags, jdk, jdkError, ours);
  }

  /** Returns {@code null} when ToUnicode agrees with {@code IDN.toUnicode(label, flags)}. */
  static Disagreement toUnicode(String label, int flags) {
    String jdk = IDN.toUnicode(label, flags);
    LabelResult ours = processor(flags).toUnicode(label);
    return ours.output().equals(jdk)
        ? null
        : new Disagreement("toUnicode", label, flags, jdk, null, ours);
  }

  /**
   * Whether a code point unassigned in Unicode 3.2 is RandALCat or LCat (RFC 3454 §6) for the
   * running JDK but not for ICU4J, or the other way round, or unknown to the JDK.
   */
  static boolean bidiDataDiffers(int cp) {
    VersionInfo age = UCharacter.getAge(cp);
    if (age.getMajor() != 0 && age.compareTo(UNICODE_3_2) <= 0) {
      return false;
    }
    byte jdk = Character.getDirectionality(cp);
    if (jdk == Character.DIRECTIONALITY_UNDEFINED) {
      return true;
    }
    int icu = UCharacter.getDirection(cp);
    boolean jdkRandAl =
        jdk == Character.DIRECTIONALITY_RIGHT_TO_LEFT
            || jdk == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC;
    boolean icuRandAl =
        icu == UCharacterDirection.RIGHT_TO_LEFT || icu == UCharacterDirection.RIGHT_TO_LEFT_ARABIC;
    boolean jdkL = jdk == Character.DIRECTIONALITY_LEFT_TO_RIGHT;
    boolean icuL = icu == UCharacterDirection.LEFT_TO_RIGHT;
    return jdkRandAl != icuRandAl || jdkL != icuL;
  }

  static String escape(String s) {
    StringBuilder b = new StringBuilder();
    s.codePoints()
        .forEach(
            c -> {
              if (c >= 0x20 && c < 0x7F) {
                b.appendCodePoint(c);
              } else {
                b.append(String.format("\\u{%X}", c));
              }
            });
    return b.toString();
  }
}
