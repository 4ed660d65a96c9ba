package org.idna4j.label;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterDirection;
import com.ibm.icu.text.StringPrep;
import com.ibm.icu.text.StringPrepParseException;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;

/**
 * IDNA2003 for one label: RFC 3490 §4.1 ToASCII and §4.2 ToUnicode, with Nameprep (RFC 3491)
 * performed by ICU4J's {@link StringPrep} ({@link StringPrep#RFC3491_NAMEPREP}, Unicode 3.2).
 *
 * <p>This engine reproduces {@code java.net.IDN} label by label: on every label the JDK accepts it
 * produces the JDK's output, and it rejects every label the JDK rejects (the conformance tests
 * compare the two on the IDNA2003 test vectors and a random corpus). Unlike the JDK it reports
 * every problem it finds, each with a code-point offset into the label, instead of throwing on the
 * first.
 *
 * <p>Offsets of problems found in the Nameprep output (STD3 rules, hyphens, ACE prefix) point at
 * the input code point whose own Nameprep mapping produced the offending character; where
 * normalization merged code points the offset is the best such estimate. Problems found inside a
 * decoded {@code xn--} label (RFC 3490 §4.2 step 6) cannot be placed in the caller's input and
 * carry offset 0, the start of the label.
 *
 * <p><b>Known difference from {@code java.net.IDN}.</b> RFC 3454 §6 takes RandALCat and LCat from
 * its own Unicode 3.2 tables D.1 and D.2; ICU4J's StringPrep, and the JDK's copy of it, classify
 * with the Bidi data of their current Unicode version instead. The two versions differ (ICU4J 79.1:
 * Unicode 18; JDK 17: Unicode 13, where a code point it does not know gets its block's default
 * class, e.g. AL for U+08CE), so with AllowUnassigned a label holding such a code point can pass
 * the Bidi check here and fail it in the JDK, or the reverse. Labels of code points assigned in
 * Unicode 3.2 are not affected.
 *
 * <p>Immutable and thread-safe: ICU shares one {@code StringPrep} per profile between all callers
 * ({@link StringPrep#getInstance(int)} caches it) and {@code prepare} keeps no state.
 */
final class Idna2003Engine extends LabelEngine {

  /**
   * The ACE prefix of RFC 3490 §5, compared without regard to ASCII case (RFC 3490 §4.1 step 5).
   */
  private static final String ACE_PREFIX = NameRules.ACE_PREFIX;

  /** RFC 3490 §4.1 step 8: a label has 1 to 63 code points (the DNS limit of RFC 1034 §3.1). */
  private static final int MAX_LABEL_LENGTH = NameRules.MAX_LABEL_LENGTH;

  private final Nameprep nameprep;
  private final boolean useStd3AsciiRules;

  /**
   * Creates the engine for a profile of {@link IdnaProfile.Standard#IDNA2003}, which supplies the
   * two RFC 3490 §2 flags AllowUnassigned and UseSTD3ASCIIRules.
   *
   * @param profile an IDNA2003 profile
   */
  Idna2003Engine(IdnaProfile profile) {
    this(profile.allowUnassigned(), profile.useStd3AsciiRules());
  }

  /**
   * Creates the engine from the two RFC 3490 §2 flags directly.
   *
   * @param allowUnassigned AllowUnassigned: let code points unassigned in Unicode 3.2 through
   * @param useStd3AsciiRules UseSTD3ASCIIRules: LDH ASCII only, no edge hyphens (§4.1 step 3)
   */
  Idna2003Engine(boolean allowUnassigned, boolean useStd3AsciiRules) {
    this.nameprep = new Nameprep(allowUnassigned);
    this.useStd3AsciiRules = useStd3AsciiRules;
  }

  /**
   * {@code java.net.IDN} returns the empty name unchanged and a lone separator as "." (RFC 3490 has
   * no rule for a name without labels).
   */
  @Override
  public String nameWithoutLabels(CharSequence name) {
    int n = name.length();
    if (n == 0) {
      return name.toString();
    }
    return n == 1 && isLabelSeparator(name.charAt(0)) ? "." : null;
  }

  /**
   * RFC 3490 §4.1 works on labels split before Nameprep: only an empty input label is the root
   * label.
   */
  @Override
  public boolean rootLabelEmptyInInput() {
    return true;
  }

  /**
   * RFC 3490 §4.1 ToASCII of one label. The Bidi domain flag plays no role in IDNA2003: its
   * bidirectional rule (RFC 3454 §6) applies to each label on its own, inside Nameprep.
   */
  @Override
  public LabelResult toAscii(CharSequence label, boolean bidiDomain) {
    String input = label.toString();
    ProblemCollector problems = new ProblemCollector();
    boolean inputAscii = isAscii(input);
    String prepared;
    if (inputAscii) {
      prepared = input; // RFC 3490 §4.1 step 1
    } else {
      prepared = nameprep(input, problems); // RFC 3490 §4.1 step 2
      if (prepared == null) {
        return LabelResult.of(input, LabelKind.INVALID_UNICODE, isRtl(input), problems);
      }
    }
    if (useStd3AsciiRules) {
      checkStd3(input, inputAscii, prepared, problems); // RFC 3490 §4.1 step 3
    }
    String output = prepared;
    if (!isAscii(prepared)) { // RFC 3490 §4.1 step 4
      if (startsWithAcePrefix(prepared)) { // RFC 3490 §4.1 step 5
        problems.add(
            IdnaError.ACE_PREFIX_NOT_ALLOWED,
            0,
            "a label that is not all ASCII must not begin with \"xn--\" (RFC 3490 §4.1 step 5)");
      } else {
        try {
          output = ACE_PREFIX + Punycode.encode(prepared); // RFC 3490 §4.1 steps 6 and 7
        } catch (PunycodeException e) {
          // Unreachable in practice: Nameprep prohibits the surrogates Punycode rejects.
          problems.add(
              IdnaError.PUNYCODE_ENCODING_FAILED, 0, e.getMessage() + " (RFC 3490 §4.1 step 6)");
        }
      }
    }
    int length = output.codePointCount(0, output.length()); // RFC 3490 §4.1 step 8
    if (length == 0) {
      problems.add(
          IdnaError.EMPTY_LABEL,
          0,
          inputAscii ? "empty label" : "Nameprep maps the whole label to nothing");
    } else if (length > MAX_LABEL_LENGTH) {
      problems.add(
          IdnaError.LABEL_TOO_LONG,
          0,
          length + " code points, more than " + MAX_LABEL_LENGTH + " (RFC 3490 §4.1 step 8)");
    }
    String unicode = inputAscii ? input : prepared;
    LabelKind kind =
        !inputAscii
            ? (problems.isEmpty() ? LabelKind.U_LABEL : LabelKind.INVALID_UNICODE)
            : kindOfAscii(input);
    return problems.isEmpty()
        ? LabelResult.valid(output, kind, isRtl(unicode))
        : LabelResult.of(output, kind, isRtl(unicode), problems);
  }

  /**
   * RFC 3490 §4.2 ToUnicode of one label. ToUnicode never fails: whenever a step fails the output
   * is the caller's label unchanged, as the RFC requires, and the result carries the problem. A
   * label that is not an ACE label is returned unchanged without a problem.
   */
  @Override
  public LabelResult toUnicode(CharSequence label, boolean bidiDomain) {
    String input = label.toString();
    boolean inputAscii = isAscii(input);
    ProblemCollector problems = new ProblemCollector();
    String prepared = input;
    if (!inputAscii) {
      prepared = nameprep(input, problems); // RFC 3490 §4.2 step 1
      if (prepared == null) {
        return LabelResult.of(input, LabelKind.INVALID_UNICODE, isRtl(input), problems);
      }
    }
    if (!startsWithAcePrefix(prepared)) { // RFC 3490 §4.2 steps 2 and 3
      LabelKind kind = inputAscii ? kindOfAscii(input) : LabelKind.U_LABEL;
      return LabelResult.valid(input, kind, isRtl(input));
    }
    String decoded;
    try {
      decoded = Punycode.decode(prepared.substring(ACE_PREFIX.length())); // steps 4 and 5
    } catch (PunycodeException e) {
      int offset = inputAscii ? ACE_PREFIX.length() + e.index() : 0;
      problems.add(IdnaError.INVALID_PUNYCODE, offset, e.getMessage() + " (RFC 3490 §4.2 step 5)");
      return LabelResult.of(input, LabelKind.FAKE_A_LABEL, false, problems);
    }
    LabelResult back = toAscii(decoded, bidiDomain); // RFC 3490 §4.2 step 6
    if (!back.isValid()) {
      // Offsets inside the decoded label do not exist in the input: one problem per kind.
      EnumSet<IdnaError> seen = EnumSet.noneOf(IdnaError.class);
      for (IdnaProblem p : back.problems()) {
        // one problem per error: the decoded label's TOO_MANY_PROBLEMS does not apply here
        if (p.error() instanceof IdnaError e && e != IdnaError.TOO_MANY_PROBLEMS && seen.add(e)) {
          problems.add(e, 0, "in the decoded label (RFC 3490 §4.2 step 6): " + p.detail());
        }
      }
      return LabelResult.of(input, LabelKind.FAKE_A_LABEL, false, problems);
    }
    if (!equalsIgnoreAsciiCase(back.output(), prepared)) { // RFC 3490 §4.2 step 7
      problems.add(
          IdnaError.ROUND_TRIP_MISMATCH,
          0,
          "decodes to a label whose ToASCII is \"" + back.output() + "\" (RFC 3490 §4.2 step 7)");
      return LabelResult.of(input, LabelKind.FAKE_A_LABEL, false, problems);
    }
    return LabelResult.valid(decoded, LabelKind.A_LABEL, isRtl(decoded)); // step 8
  }

  /**
   * Nameprep (RFC 3491) as RFC 3490 §4.1 step 2 applies it: map (RFC 3454 §3, tables B.1 and B.2),
   * normalize with NFKC (RFC 3491 §4), reject prohibited output (RFC 3491 §5), check the
   * bidirectional rule (RFC 3491 §6, RFC 3454 §6) and, without AllowUnassigned, reject code points
   * unassigned in Unicode 3.2 (RFC 3491 §7, RFC 3454 §7).
   *
   * @param input the label
   * @param problems receives every problem, with offsets, when Nameprep fails
   * @return the prepared label, or {@code null} if Nameprep failed
   */
  String nameprep(String input, List<IdnaProblem> problems) {
    ProblemCollector collected = new ProblemCollector();
    String prepared = nameprep(input, collected);
    problems.addAll(collected.sorted());
    return prepared;
  }

  /** {@link #nameprep(String, List)} into the engine's collector, which caps the problems. */
  private String nameprep(String input, ProblemCollector problems) {
    return nameprep.prepare(input, problems);
  }

  /**
   * RFC 3490 §4.1 step 3, UseSTD3ASCIIRules: (a) no non-LDH ASCII code point (RFC 1123 §2.1, RFC
   * 952), i.e. none of U+0000..U+002C, U+002E..U+002F, U+003A..U+0040, U+005B..U+0060,
   * U+007B..U+007F; (b) no U+002D HYPHEN-MINUS at the start or the end.
   */
  private void checkStd3(
      String input, boolean inputAscii, String prepared, ProblemCollector problems) {
    int[] origin = null;
    int index = 0;
    for (int i = 0; i < prepared.length(); index++) {
      int cp = prepared.codePointAt(i);
      i += Character.charCount(cp);
      if (cp < 0x80 && !isLdh(cp)) {
        if (origin == null) {
          origin = origins(input, inputAscii, prepared);
        }
        if (problems.keep(IdnaError.NON_LDH_ASCII)) {
          problems.add(
              IdnaError.NON_LDH_ASCII,
              origin[index],
              Nameprep.hex(cp) + " is not a letter, digit or hyphen (RFC 3490 §4.1 step 3a)");
        }
      }
    }
    if (!prepared.isEmpty() && prepared.charAt(0) == '-') {
      if (origin == null) {
        origin = origins(input, inputAscii, prepared);
      }
      problems.add(
          IdnaError.LEADING_HYPHEN,
          origin[0],
          "label begins with a hyphen (RFC 3490 §4.1 step 3b)");
    }
    if (!prepared.isEmpty() && prepared.charAt(prepared.length() - 1) == '-') {
      if (origin == null) {
        origin = origins(input, inputAscii, prepared);
      }
      problems.add(
          IdnaError.TRAILING_HYPHEN,
          origin[index - 1],
          "label ends with a hyphen (RFC 3490 §4.1 step 3b)");
    }
  }

  /**
   * Maps each code point index of the prepared label to the offset of the input code point that
   * produced it, by preparing each input code point on its own (error path only).
   */
  private int[] origins(String input, boolean inputAscii, String prepared) {
    int preparedLength = prepared.codePointCount(0, prepared.length());
    int[] origin = new int[preparedLength];
    if (inputAscii) {
      for (int k = 0; k < preparedLength; k++) {
        origin[k] = k;
      }
      return origin;
    }
    Map<Integer, Integer> lengths = new HashMap<>();
    int k = 0;
    int offset = 0;
    for (int i = 0; i < input.length() && k < preparedLength; offset++) {
      int cp = input.codePointAt(i);
      int next = i + Character.charCount(cp);
      int produced = cp < 0x80 ? 1 : lengths.computeIfAbsent(cp, Idna2003Engine::mappedLength);
      for (int j = 0; j < produced && k < preparedLength; j++) {
        origin[k++] = offset;
      }
      i = next;
    }
    int last = Math.max(0, offset - 1);
    while (k < preparedLength) {
      origin[k++] = last;
    }
    return origin;
  }

  /** The number of code points Nameprep maps one code point to on its own (0 if it fails). */
  private static int mappedLength(int cp) {
    try {
      String alone =
          Nameprep.NAMEPREP.prepare(new String(Character.toChars(cp)), StringPrep.ALLOW_UNASSIGNED);
      return alone.codePointCount(0, alone.length());
    } catch (StringPrepParseException e) {
      return 0;
    }
  }

  /**
   * RFC 5890 §2.3.1 taxonomy of an ASCII label. An XN-label is an A-label when it passes RFC 3490
   * §4.2 ToUnicode (decodes, and converts back to itself), a fake A-label otherwise.
   */
  private LabelKind kindOfAscii(String label) {
    if (label.isEmpty()) {
      return LabelKind.EMPTY;
    }
    for (int i = 0; i < label.length(); i++) {
      if (!isLdh(label.charAt(i))) {
        return LabelKind.NON_LDH_ASCII;
      }
    }
    if (label.charAt(0) == '-' || label.charAt(label.length() - 1) == '-') {
      return LabelKind.NON_LDH_ASCII;
    }
    if (label.length() >= 4 && label.charAt(2) == '-' && label.charAt(3) == '-') {
      if (!startsWithAcePrefix(label)) {
        return LabelKind.RESERVED_LDH;
      }
      if (label.length() > MAX_LABEL_LENGTH) {
        return LabelKind.FAKE_A_LABEL; // RFC 3490 §4.1 step 8
      }
      return toUnicode(label, false).isValid() ? LabelKind.A_LABEL : LabelKind.FAKE_A_LABEL;
    }
    return LabelKind.NR_LDH;
  }

  /** RFC 5893 §1.4: a label with a character of Bidi class R, AL or AN is an RTL label. */
  private static boolean isRtl(String s) {
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      if (cp >= 0x0590) {
        int dir = UCharacter.getDirection(cp);
        if (dir == UCharacterDirection.RIGHT_TO_LEFT
            || dir == UCharacterDirection.RIGHT_TO_LEFT_ARABIC
            || dir == UCharacterDirection.ARABIC_NUMBER) {
          return true;
        }
      }
      i += Character.charCount(cp);
    }
    return false;
  }

  /** LDH code points of RFC 1123 §2.1 / RFC 952, upper case included (RFC 3490 §4.1 step 3a). */
  private static boolean isLdh(int cp) {
    return (cp >= 'a' && cp <= 'z')
        || (cp >= 'A' && cp <= 'Z')
        || (cp >= '0' && cp <= '9')
        || cp == '-';
  }

  /**
   * Returns whether every code point is in 0..7F (RFC 3490 §4.1 steps 1 and 4).
   *
   * @param s the text
   * @return whether it is all ASCII
   */
  static boolean isAscii(CharSequence s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns whether a label begins with the ACE prefix of RFC 3490 §5, matched without regard to
   * the case of its ASCII letters.
   *
   * @param s the label
   * @return whether it begins with "xn--" in any case
   */
  static boolean startsWithAcePrefix(String s) {
    return s.length() >= 4
        && (s.charAt(0) | 0x20) == 'x'
        && (s.charAt(1) | 0x20) == 'n'
        && s.charAt(2) == '-'
        && s.charAt(3) == '-';
  }

  private static boolean equalsIgnoreAsciiCase(String a, String b) {
    if (a.length() != b.length()) {
      return false;
    }
    for (int i = 0; i < a.length(); i++) {
      char x = a.charAt(i);
      char y = b.charAt(i);
      if (x != y && (x >= 0x80 || y >= 0x80 || toLowerAscii(x) != toLowerAscii(y))) {
        return false;
      }
    }
    return true;
  }

  private static char toLowerAscii(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c + 0x20) : c;
  }
}
