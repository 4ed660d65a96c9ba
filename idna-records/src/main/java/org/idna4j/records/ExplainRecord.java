package org.idna4j.records;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.NameRules;
import org.idna4j.label.ProblemCode;

/**
 * One name explained under one profile, label by label and code point by code point: {@code idna
 * explain --profile P NAME} and {@code GET /api/v1/explain?profile=P&name=NAME} (and the inspector
 * page that renders it). {@link #of} is the one computation every face emits.
 *
 * @param input the name as given
 * @param preset the name of the preset the profile was built from, such as {@code whatwg}
 * @param profile every setting of the profile used (the preset with any options applied)
 * @param ascii the ToASCII conversion (UTS #46 §4.2, or the profile's standard)
 * @param unicode the ToUnicode conversion (UTS #46 §4.3)
 * @param roundTrip ToUnicode(ToASCII(name)) beside ToUnicode(name)
 * @param labels the labels of the input, in order, with their code points
 * @param nameProblems the ToASCII problems of the whole name (such as {@code NAME_TOO_LONG})
 * @param confusables the UTS #39 findings at the profile's restriction level; empty for IDNA2003
 * @param explanations one sentence per distinct error of the record, in order of first appearance
 */
public record ExplainRecord(
    @FieldDoc("the name as given") String input,
    @FieldDoc("the preset the profile was built from, such as whatwg") String preset,
    @FieldDoc("every setting of the profile used") ProfileRecord profile,
    @FieldDoc("the ToASCII conversion") ConversionRecord ascii,
    @FieldDoc("the ToUnicode conversion") ConversionRecord unicode,
    @FieldDoc("ToUnicode(ToASCII(name)) beside ToUnicode(name)") RoundTripRecord roundTrip,
    @FieldDoc("the labels of the input, in order") List<ExplainLabelRecord> labels,
    @FieldDoc("the ToASCII problems of the whole name (scope NAME)")
        List<ProblemRecord> nameProblems,
    @FieldDoc(
            "UTS #39 mixed-script and confusable findings at the profile's restriction"
                + " level; empty under IDNA2003")
        List<ProblemRecord> confusables,
    @FieldDoc("one sentence per distinct error of this record, in order of first" + " appearance")
        List<ExplanationRecord> explanations)
    implements Shaped {

  /** The record type {@code explain}. */
  public static final Shape SHAPE =
      Shape.of(
          ExplainRecord.class,
          "explain",
          "One name explained under one profile: both conversions, the round trip, every label"
              + " and code point with the problems at its offset, the UTS #39 findings, and what"
              + " each error means.");

  /**
   * Copies the lists (a null in a field that cannot be null is refused when the record is written,
   * naming the field).
   *
   * @param input the name as given
   * @param preset the preset's name
   * @param profile the profile's settings
   * @param ascii the ToASCII conversion
   * @param unicode the ToUnicode conversion
   * @param roundTrip the round trip
   * @param labels the labels
   * @param nameProblems the problems of the whole name
   * @param confusables the UTS #39 findings
   * @param explanations the sentences
   */
  public ExplainRecord {
    labels = List.copyOf(labels);
    nameProblems = List.copyOf(nameProblems);
    confusables = List.copyOf(confusables);
    explanations = List.copyOf(explanations);
  }

  /**
   * Explains one name under a profile: ToASCII and ToUnicode (non-fatal problems included), the
   * round trip, each label split at the four label separators (UTS #46 §4 step 3) with its code
   * points, each code point with its name, script, Bidi class, UTS #46 §5 status, RFC 5892 derived
   * property and the ToASCII problems at its code-point offset, the problems of the whole name, the
   * UTS #39 mixed-script and confusable findings, and the library's sentence for every error found
   * ({@link IdnaError#description()}).
   *
   * <p>The confusable findings come from the profile with its UTS #39 checks on at its restriction
   * level (whatever {@code check_confusables} says, so a profile without them still shows what they
   * would find); IDNA2003 has no such option, and its record has none.
   *
   * <p><b>Security considerations.</b> The name is untrusted input of any length and content
   * (controls, lone surrogates, bidi overrides, millions of characters): this method never throws
   * on it. Time and memory are linear in its length: the library's conversions are linear and cap
   * their problems ({@link DomainResult#problems()}), problems are grouped by label and offset once
   * rather than searched per code point, and each distinct code point is classified once, with
   * bounded work (the code point alone, or beside one Arabic-Indic digit, through the library's
   * label processor). The record itself holds several hundred bytes per code point of the input, so
   * a face that answers remote callers must cap the name's length first ({@code idna serve} answers
   * 413 beyond 1024 characters). The {@code text} of a code point, the labels and the outputs are
   * the caller's characters, not escaped: escape them for the medium they are shown in ({@link
   * RecordJson} does for JSON). An explanation is for people; decide on {@code valid} and the
   * problems, never on their sentences.
   *
   * @param input the name, as given
   * @param preset the preset the profile was built from (its name is the record's {@code preset})
   * @param profile the profile to explain the name under: {@code preset}'s, or it with options
   *     changed
   * @return the record
   * @throws NullPointerException if an argument is null
   */
  public static ExplainRecord of(String input, IdnaProfile.Preset preset, IdnaProfile profile) {
    Objects.requireNonNull(input, "input");
    Objects.requireNonNull(preset, "preset");
    Idna idna = Idna.of(Objects.requireNonNull(profile, "profile"));
    DomainResult ascii = idna.toAscii(input);
    DomainResult unicode = idna.toUnicode(input);
    DomainResult back = idna.toUnicode(ascii.output());
    List<IdnaProblem> confusables = confusables(profile, input);
    List<ProblemRecord> nameProblems = new ArrayList<>();
    for (IdnaProblem p : ascii.problems()) {
      if (p.labelIndex() == IdnaProblem.NAME_LEVEL) {
        nameProblems.add(ProblemRecord.of(p));
      }
    }
    return new ExplainRecord(
        input,
        preset.presetName(),
        new ProfileRecord(profile),
        ConversionRecord.of(input, ascii, profile),
        ConversionRecord.of(input, unicode, profile),
        // stable: ToUnicode(ToASCII(name)) is ToUnicode(name), so the A-labels stand for the
        // U-labels
        new RoundTripRecord(ascii.output(), back.output(), back.output().equals(unicode.output())),
        labels(input, profile.standard(), ascii, unicode),
        nameProblems,
        ProblemRecord.of(confusables),
        explanations(
            List.of(
                ascii.problems(),
                ascii.nonFatalProblems(),
                unicode.problems(),
                unicode.nonFatalProblems(),
                confusables)));
  }

  /**
   * The UTS #39 findings under the profile with its confusable checks on (at the profile's
   * restriction level); none for IDNA2003, which has no such option.
   */
  private static List<IdnaProblem> confusables(IdnaProfile profile, String name) {
    if (profile.standard() == IdnaProfile.Standard.IDNA2003) {
      return List.of();
    }
    IdnaProfile checking =
        profile.checkConfusables() ? profile : profile.toBuilder().checkConfusables(true).build();
    List<IdnaProblem> found = new ArrayList<>();
    for (IdnaProblem p : Idna.of(checking).toAscii(name).problems()) {
      if (p.error() instanceof IdnaError e && e.category() == IdnaError.Category.CONFUSABLE) {
        found.add(p);
      }
    }
    return found;
  }

  /** The library's sentence for each distinct error, in order of first appearance. */
  private static List<ExplanationRecord> explanations(List<List<IdnaProblem>> lists) {
    Set<ProblemCode> seen = new HashSet<>();
    List<ExplanationRecord> out = new ArrayList<>();
    for (List<IdnaProblem> list : lists) {
      for (IdnaProblem p : list) {
        if (seen.add(p.error())) {
          out.add(new ExplanationRecord(p.error().name(), p.error().description()));
        }
      }
    }
    return out;
  }

  /**
   * The labels of the input with their code points and the ToASCII problems at each offset: one
   * pass over the input, the problems grouped by label and then by offset once.
   */
  private static List<ExplainLabelRecord> labels(
      String name, IdnaProfile.Standard standard, DomainResult ascii, DomainResult unicode) {
    List<String> asciiLabels = ascii.labels();
    List<String> unicodeLabels = unicode.labels();
    boolean aligned = asciiLabels.size() == unicodeLabels.size();
    Map<Integer, List<ProblemRecord>> byLabel = new HashMap<>();
    for (IdnaProblem p : ascii.problems()) {
      if (p.labelIndex() != IdnaProblem.NAME_LEVEL) {
        byLabel.computeIfAbsent(p.labelIndex(), k -> new ArrayList<>()).add(ProblemRecord.of(p));
      }
    }
    CodePoints codePoints = new CodePoints();
    List<ExplainLabelRecord> labels = new ArrayList<>();
    int offset = 0; // code-point offset of the current code point in the name
    int start = 0; // char index where the current label starts
    int labelStart = 0; // code-point offset where it starts
    int index = 0;
    for (int i = 0; i <= name.length(); ) {
      int cp = i < name.length() ? name.codePointAt(i) : -1;
      // the labels as the profile's standard splits them (RFC 5891 §5.2: only U+002E under
      // registration), so that each problem's label index and offset fall inside its label
      if (cp == -1
          || (Character.isBmpCodePoint(cp) && NameRules.isLabelSeparator(standard, (char) cp))) {
        labels.add(
            label(
                codePoints,
                index,
                name.substring(start, i),
                labelStart,
                aligned && index < asciiLabels.size() ? asciiLabels.get(index) : null,
                aligned && index < unicodeLabels.size() ? unicodeLabels.get(index) : null,
                byLabel.getOrDefault(index, List.of())));
        if (cp == -1) {
          break;
        }
        index++;
        i++;
        offset++;
        start = i;
        labelStart = offset;
        continue;
      }
      i += Character.charCount(cp);
      offset++;
    }
    return labels;
  }

  private static ExplainLabelRecord label(
      CodePoints codePoints,
      int index,
      String text,
      int labelStart,
      String ascii,
      String unicode,
      List<ProblemRecord> problems) {
    Map<Integer, List<ProblemRecord>> byOffset = new HashMap<>();
    for (ProblemRecord p : problems) {
      byOffset.computeIfAbsent(p.offset(), k -> new ArrayList<>()).add(p);
    }
    List<CodePointRecord> cps = new ArrayList<>();
    int offset = labelStart;
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      cps.add(codePoints.describe(cp, offset, byOffset.getOrDefault(offset, List.of())));
      i += Character.charCount(cp);
      offset++;
    }
    List<CodePointRecord> decoded = new ArrayList<>();
    // RFC 5891 §5.1: an xn-- label (any ASCII case) is an A-label candidate; show what it decodes
    // to when that differs from what was given
    if (unicode != null && !unicode.equals(text) && NameRules.hasAcePrefix(text, 0)) {
      unicode.codePoints().forEach(cp -> decoded.add(codePoints.describe(cp, null, List.of())));
    }
    return new ExplainLabelRecord(index, text, labelStart, ascii, unicode, problems, cps, decoded);
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
