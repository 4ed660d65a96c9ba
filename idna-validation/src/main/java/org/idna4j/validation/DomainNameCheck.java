package org.idna4j.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;

/**
 * What {@link IdnDomainName} checks, without Bean Validation: one immutable, thread-safe check
 * built from the annotation's attributes, answering the problems of a value.
 */
final class DomainNameCheck {

  /** The label separator every preset's output uses (UTS #46 §4 step 1 maps the others to it). */
  private static final char FULL_STOP = '.';

  /** How many characters of an expected A-label the asciiOnly problem shows. */
  private static final int MAX_SHOWN_LABEL = 80;

  private final IdnaProfile.Preset preset;
  private final boolean allowTrailingDot;
  private final boolean asciiOnly;
  private final Idna idna;

  DomainNameCheck(IdnaProfile.Preset preset, boolean allowTrailingDot, boolean asciiOnly) {
    this.preset = Objects.requireNonNull(preset, "preset");
    this.allowTrailingDot = allowTrailingDot;
    this.asciiOnly = asciiOnly;
    this.idna = Idna.of(preset.profile().toBuilder().allowTrailingDot(allowTrailingDot).build());
  }

  /** Returns the check for the attributes of {@code annotation}. */
  static DomainNameCheck of(IdnDomainName annotation) {
    return new DomainNameCheck(
        annotation.preset(), annotation.allowTrailingDot(), annotation.asciiOnly());
  }

  /**
   * Returns every problem of {@code name} under this check, in input order; empty when it is valid.
   * Linear in the length of the name (one {@code toAscii} and one comparison).
   *
   * @param name the value to check, not null
   * @return an immutable list of problems
   */
  List<Finding> problems(CharSequence name) {
    DomainResult result = idna.toAscii(name);
    String output = result.output();
    List<Finding> findings = new ArrayList<>(result.problems().size() + 1);
    for (IdnaProblem p : result.problems()) {
      // The library's cap ends a truncated list with TOO_MANY_PROBLEMS; its count goes with it.
      findings.add(
          p.error() == IdnaError.TOO_MANY_PROBLEMS
              ? new Finding(
                  p.labelIndex().orElse(IdnaProblem.NAME_LEVEL),
                  p.offset(),
                  p,
                  null,
                  result.omittedProblems())
              : Finding.of(p));
    }
    if (!allowTrailingDot && endsWithDot(output) && !reportsRootLabel(result)) {
      // UTS #46 §4.2 step 4: the empty root label, which VerifyDnsLength reports as A4_2;
      // reported here for the presets whose engine does not verify DNS lengths.
      findings.add(
          Finding.of(
              new IdnaProblem(
                  IdnaError.EMPTY_LABEL,
                  result.labels().size() - 1,
                  Character.codePointCount(name, 0, name.length()),
                  "empty root label: a trailing dot is not allowed (allowTrailingDot = false)")));
    } else if (asciiOnly && result.isValid()) {
      Finding f = notAsciiForm(name, output);
      if (f != null) {
        findings.add(f);
      }
    }
    return List.copyOf(findings);
  }

  /**
   * One problem of a value: where it is and how the message shows it. The IDNA problems keep the
   * library's wording ({@link IdnaProblem#toString()}, rendered only when a message lists the
   * problem); {@code asciiOnly} adds {@link #NOT_ASCII_FORM}, which is no IDNA error and so no
   * {@link IdnaError}.
   *
   * @param labelIndex the label index, or {@link IdnaProblem#NAME_LEVEL}
   * @param offset the code-point offset into the value
   * @param problem the IDNA problem, or null for {@code NOT_ASCII_FORM}
   * @param detail the detail of {@code NOT_ASCII_FORM}, or null
   * @param omitted for the library's {@code TOO_MANY_PROBLEMS} marker, how many problems its cap
   *     left out; 0 otherwise
   */
  record Finding(int labelIndex, int offset, IdnaProblem problem, String detail, long omitted) {

    /** The name of the {@code asciiOnly} problem in a message. */
    static final String NOT_ASCII_FORM = "NOT_ASCII_FORM";

    static Finding of(IdnaProblem p) {
      return new Finding(p.labelIndex().orElse(IdnaProblem.NAME_LEVEL), p.offset(), p, null, 0);
    }

    /** Returns the problem as a message lists it: {@code ERROR in label N at offset M: detail}. */
    @Override
    public String toString() {
      return problem != null
          ? problem.toString()
          : NOT_ASCII_FORM + " in label " + labelIndex + " at offset " + offset + ": " + detail;
    }
  }

  /**
   * The {@code asciiOnly} problem: null if {@code name} equals its ASCII form {@code ascii}, else
   * one at the first code point where they differ. Up to that point the two are equal, so the label
   * index (dots before it) and the offset (code points before it) hold for both.
   */
  private static Finding notAsciiForm(CharSequence name, String ascii) {
    int n = Math.min(name.length(), ascii.length());
    int i = 0;
    int dots = 0;
    int labelStart = 0;
    while (i < n && name.charAt(i) == ascii.charAt(i)) {
      if (ascii.charAt(i) == FULL_STOP) {
        dots++;
        labelStart = i + 1;
      }
      i++;
    }
    if (i == name.length() && i == ascii.length()) {
      return null;
    }
    if (i > 0 && Character.isHighSurrogate(name.charAt(i - 1))) {
      i--; // report the code point, not its second half
    }
    int labelEnd = ascii.indexOf(FULL_STOP, labelStart);
    String expected = ascii.substring(labelStart, labelEnd < 0 ? ascii.length() : labelEnd);
    if (expected.length() > MAX_SHOWN_LABEL) {
      expected = expected.substring(0, MAX_SHOWN_LABEL) + "...";
    }
    return new Finding(
        dots,
        Character.codePointCount(name, 0, i),
        null,
        "not in ASCII form (asciiOnly = true); the label's ASCII form is \"" + expected + "\"",
        0);
  }

  private static boolean endsWithDot(String output) {
    return !output.isEmpty() && output.charAt(output.length() - 1) == FULL_STOP;
  }

  /** Whether the engine already reported the empty root label (the last label of the output). */
  private static boolean reportsRootLabel(DomainResult result) {
    int root = result.labels().size() - 1;
    for (IdnaProblem p : result.problems()) {
      if (p.labelIndex().orElse(IdnaProblem.NAME_LEVEL) == root
          && p.error() == IdnaError.EMPTY_LABEL) {
        return true;
      }
    }
    return false;
  }

  IdnaProfile.Preset preset() {
    return preset;
  }

  @Override
  public String toString() {
    return "DomainNameCheck{preset="
        + preset
        + ", allowTrailingDot="
        + allowTrailingDot
        + ", asciiOnly="
        + asciiOnly
        + "}";
  }
}
