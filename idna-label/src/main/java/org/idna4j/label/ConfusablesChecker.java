package org.idna4j.label;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.text.SpoofChecker;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The UTS #39 checks behind {@code checkConfusables(true)}, on one label in its Unicode form: mixed
 * scripts beyond a restriction level (§5.2), mixed numbering systems (§5.3), invisible and hidden
 * characters (§5.4) and whole-script confusables (§4).
 *
 * <p>Built on ICU4J's {@link SpoofChecker}, whose built instances are immutable and safe to share
 * between threads; one checker per restriction level is built with the class and shared. Each error
 * is reported at most once per label, at the code-point offset of its first occurrence, so a label
 * of a million hidden characters yields one finding, not a million. Every check is linear in the
 * label length, apart from locating the first offending offset of the mixed-script and
 * hidden-overlay findings, which costs a logarithmic number of extra passes.
 */
final class ConfusablesChecker {
  /**
   * One finding of the checker.
   *
   * @param error what was found: {@link IdnaError#MIXED_SCRIPT}, {@link
   *     IdnaError#WHOLE_SCRIPT_CONFUSABLE}, {@link IdnaError#MIXED_NUMBERS} or {@link
   *     IdnaError#HIDDEN_CHARACTER}
   * @param offset code-point offset into the checked label of the first offending character
   * @param detail a short sentence naming the character or level and the UTS #39 section
   */
  record Finding(IdnaError error, int offset, String detail) {
    Finding {
      Objects.requireNonNull(error, "error");
      Objects.requireNonNull(detail, "detail");
    }
  }

  /** UTS #39 §5.4: "Forbid sequences of more than 4 nonspacing marks (gc=Mn or gc=Me)". */
  static final int MAX_NONSPACING_MARKS = 4;

  /** Skeletons and {@code areConfusable}: the CONFUSABLE check alone. */
  private static final SpoofChecker CONFUSABLE =
      new SpoofChecker.Builder().setChecks(SpoofChecker.CONFUSABLE).build();

  /** Locates hidden overlays (UTS #39 §5.4), e.g. i followed by U+0307 COMBINING DOT ABOVE. */
  private static final SpoofChecker HIDDEN_OVERLAY =
      new SpoofChecker.Builder().setChecks(SpoofChecker.HIDDEN_OVERLAY).build();

  private static final Normalizer2 NFD = Normalizer2.getNFDInstance();

  /** One immutable checker per level, built when the class is first used, shared by all threads. */
  private static final ConfusablesChecker[] BY_LEVEL = buildAll();

  private final RestrictionLevel level;
  private final SpoofChecker restriction;

  private ConfusablesChecker(RestrictionLevel level) {
    this.level = level;
    this.restriction =
        new SpoofChecker.Builder()
            .setChecks(SpoofChecker.RESTRICTION_LEVEL | SpoofChecker.MIXED_NUMBERS)
            .setRestrictionLevel(level.icu())
            .build();
  }

  /**
   * Returns the shared checker for {@code level}.
   *
   * @throws NullPointerException if {@code level} is null
   */
  static ConfusablesChecker forLevel(RestrictionLevel level) {
    Objects.requireNonNull(level, "level");
    return BY_LEVEL[level.ordinal()];
  }

  /**
   * Runs the checks that {@code profile} asks for on one label and hands each finding to {@code
   * sink}; does nothing unless {@link IdnaProfile#checkConfusables()}. This is the single call a
   * label engine makes, on a label that passed the IDNA checks (a dependent check, skipped on
   * labels with problems so that problems never cascade).
   *
   * @param profile the profile, for checkConfusables and restrictionLevel
   * @param label the label in its Unicode form (mapped and normalized, not an A-label)
   * @param sink receives each finding with its {@code char} index in {@code label}
   * @throws NullPointerException if any argument is null
   */
  static void check(IdnaProfile profile, String label, ProblemSink sink) {
    Objects.requireNonNull(sink, "sink");
    if (!profile.checkConfusables()) {
      return;
    }
    // At most one finding per error (four errors), so this index conversion from the label's
    // start runs at most four times per label.
    for (Finding finding : forLevel(profile.restrictionLevel()).check(label)) {
      sink.add(finding.error(), label.offsetByCodePoints(0, finding.offset()), finding.detail());
    }
  }

  private static ConfusablesChecker[] buildAll() {
    RestrictionLevel[] levels = RestrictionLevel.values();
    ConfusablesChecker[] checkers = new ConfusablesChecker[levels.length];
    for (RestrictionLevel level : levels) {
      checkers[level.ordinal()] = new ConfusablesChecker(level);
    }
    return checkers;
  }

  /** Returns the restriction level this checker enforces. */
  RestrictionLevel level() {
    return level;
  }

  /** UTS #39 §4 skeleton, see {@link Confusables#skeleton(CharSequence)}. */
  static String skeletonOf(CharSequence text) {
    return CONFUSABLE.getSkeleton(withoutLoneSurrogates(text));
  }

  /**
   * Returns {@code s} with each unpaired surrogate replaced by U+FFFD REPLACEMENT CHARACTER
   * (Unicode §3.9, "U+FFFD substitution"), or {@code s} itself when it has none. UTS #39 §4 defines
   * the skeleton over characters, and an unpaired surrogate is not one: left in, the removal of a
   * default-ignorable between a lone high and a lone low surrogate (D800 00AD DF22) joins them into
   * a supplementary character, and the skeleton is no longer a fixed point of itself. One pass,
   * linear in the length.
   */
  static CharSequence withoutLoneSurrogates(CharSequence s) {
    int n = s.length();
    StringBuilder out = null;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
        if (out != null) {
          out.append(c).append(s.charAt(i + 1));
        }
        i++;
      } else if (Character.isSurrogate(c)) {
        if (out == null) {
          out = new StringBuilder(n).append(s, 0, i);
        }
        out.append('\uFFFD');
      } else if (out != null) {
        out.append(c);
      }
    }
    return out == null ? s : out;
  }

  /**
   * Returns the findings for {@code label}, at most one per error, in the order mixed script or
   * whole-script confusable (never both), mixed numbers, hidden character. An all-ASCII label has
   * none: ASCII is one script, one numbering system and has no invisible characters.
   *
   * @param label one label in its Unicode form (mapped and normalized), not an A-label
   * @return the findings, empty when the label passes
   * @throws NullPointerException if {@code label} is null
   */
  List<Finding> check(String label) {
    Objects.requireNonNull(label, "label");
    if (isAscii(label)) {
      return List.of();
    }
    List<Finding> findings = new ArrayList<>(2);
    SpoofChecker.CheckResult result = new SpoofChecker.CheckResult();
    restriction.failsChecks(label, result);
    RestrictionLevel actual = RestrictionLevel.of(result.restrictionLevel);
    boolean mixed = actual.compareTo(level) > 0;
    if (mixed) {
      // UTS #39 §5.2: the restriction level only gets looser as characters are added, so
      // the shortest failing prefix ends at the first character that breaks the level.
      int end = firstFailingPrefix(label, prefix -> levelOf(prefix).compareTo(level) > 0);
      findings.add(
          new Finding(
              IdnaError.MIXED_SCRIPT,
              end - 1,
              "label mixes scripts (UTS #39 §5.2 level "
                  + actual
                  + ", allowed "
                  + level
                  + "), from "
                  + describe(label.codePointAt(label.offsetByCodePoints(0, end - 1)))));
    } else {
      wholeScript(label, findings);
    }
    if (result.numerics != null && result.numerics.size() > 1) {
      mixedNumbers(label, findings);
    }
    hidden(label, findings);
    return findings;
  }

  private RestrictionLevel levelOf(String text) {
    SpoofChecker.CheckResult result = new SpoofChecker.CheckResult();
    restriction.failsChecks(text, result);
    return RestrictionLevel.of(result.restrictionLevel);
  }

  /**
   * UTS #39 §4: a single-script label whose skeleton is a single-script string of another script.
   */
  private static void wholeScript(String label, List<Finding> findings) {
    String skeleton = CONFUSABLE.getSkeleton(label);
    if (skeleton.equals(label)) {
      return;
    }
    int relation = CONFUSABLE.areConfusable(label, skeleton);
    if ((relation & SpoofChecker.WHOLE_SCRIPT_CONFUSABLE) != 0) {
      findings.add(
          new Finding(
              IdnaError.WHOLE_SCRIPT_CONFUSABLE,
              0,
              "label is written in one script but looks like \""
                  + skeleton
                  + "\" in another (UTS #39 §4 whole-script confusable)"));
    }
  }

  /** UTS #39 §5.3: the first decimal digit whose numbering system differs from the first one's. */
  private static void mixedNumbers(String label, List<Finding> findings) {
    int firstZero = -1;
    int offset = 0;
    for (int i = 0; i < label.length(); offset++) {
      int cp = label.codePointAt(i);
      if (UCharacter.getType(cp) == UCharacterCategory.DECIMAL_DIGIT_NUMBER) {
        int zero = cp - UCharacter.digit(cp, 10);
        if (firstZero < 0) {
          firstZero = zero;
        } else if (zero != firstZero) {
          findings.add(
              new Finding(
                  IdnaError.MIXED_NUMBERS,
                  offset,
                  "digits from two numbering systems, "
                      + describe(firstZero)
                      + " and "
                      + describe(zero)
                      + " (UTS #39 §5.3)"));
          return;
        }
      }
      i += Character.charCount(cp);
    }
  }

  /**
   * UTS #39 §5.4 optional detection: default-ignorable (invisible) characters such as ZERO WIDTH
   * JOINER, the same nonspacing mark twice in one sequence, more than four nonspacing marks in a
   * row (all three on the NFD form, attributed to the code point they came from), and marks that
   * hide under their base character (hidden overlay).
   */
  private static void hidden(String label, List<Finding> findings) {
    int marks = 0;
    int[] run = new int[MAX_NONSPACING_MARKS];
    int offset = 0;
    for (int i = 0; i < label.length(); offset++) {
      int cp = label.codePointAt(i);
      i += Character.charCount(cp);
      if (UCharacter.hasBinaryProperty(cp, UProperty.DEFAULT_IGNORABLE_CODE_POINT)) {
        findings.add(
            new Finding(
                IdnaError.HIDDEN_CHARACTER, offset, describe(cp) + " is invisible (UTS #39 §5.4)"));
        return;
      }
      String decomposition = NFD.getDecomposition(cp);
      int length = decomposition == null ? 1 : decomposition.length();
      for (int j = 0; j < length; ) {
        int part = decomposition == null ? cp : decomposition.codePointAt(j);
        j += Character.charCount(part);
        int type = UCharacter.getType(part);
        if (type != UCharacterCategory.NON_SPACING_MARK
            && type != UCharacterCategory.ENCLOSING_MARK) {
          marks = 0;
          continue;
        }
        for (int k = 0; k < marks; k++) {
          if (run[k] == part) {
            findings.add(
                new Finding(
                    IdnaError.HIDDEN_CHARACTER,
                    offset,
                    describe(part) + " repeated on one base character (UTS #39 §5.4)"));
            return;
          }
        }
        if (marks == MAX_NONSPACING_MARKS) {
          findings.add(
              new Finding(
                  IdnaError.HIDDEN_CHARACTER,
                  offset,
                  "more than "
                      + MAX_NONSPACING_MARKS
                      + " nonspacing marks on one base character (UTS #39 §5.4)"));
          return;
        }
        run[marks++] = part;
      }
    }
    if (HIDDEN_OVERLAY.failsChecks(label)) {
      int end = firstFailingPrefix(label, HIDDEN_OVERLAY::failsChecks);
      findings.add(
          new Finding(
              IdnaError.HIDDEN_CHARACTER,
              end - 1,
              "combining mark hidden by its base character (UTS #39 §5.4 hidden overlay)"));
    }
  }

  /** A property of strings that, once true of a prefix, stays true of every longer prefix. */
  private interface PrefixTest {
    boolean fails(String prefix);
  }

  /**
   * Returns the code-point length of the shortest prefix of {@code text} that fails {@code test},
   * given that {@code text} itself fails; binary search over code-point boundaries, so O(log n)
   * evaluations of {@code test}.
   */
  private static int firstFailingPrefix(String text, PrefixTest test) {
    int low = 1;
    int high = text.codePointCount(0, text.length());
    while (low < high) {
      int middle = (low + high) >>> 1;
      if (test.fails(text.substring(0, text.offsetByCodePoints(0, middle)))) {
        high = middle;
      } else {
        low = middle + 1;
      }
    }
    return high;
  }

  private static boolean isAscii(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }

  /** Returns e.g. {@code "U+0430 CYRILLIC SMALL LETTER A"}. */
  static String describe(int cp) {
    String name = UCharacter.getName(cp);
    return UPlus.of(cp) + (name == null ? "" : " " + name);
  }
}
