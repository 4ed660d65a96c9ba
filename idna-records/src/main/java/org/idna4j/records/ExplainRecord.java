package org.idna4j.records;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.idna4j.domain.Explanation;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.ProblemCode;

/**
 * One name explained under one profile, label by label and code point by code point: {@code idna
 * explain --profile P NAME} and {@code GET /api/v1/explain?profile=P&name=NAME} (and the inspector
 * page that renders it). {@link #of} is the one computation every face emits.
 *
 * @param line the 1-based line of the name in bulk CLI input; null for a name given as an argument,
 *     over HTTP and in Spark
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
    @FieldDoc(value = Field.LINE, nullable = true) Long line,
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
   * @param line the 1-based line, or null
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
   * Explains one name under a profile: the record of {@link Explanation#of}, with each code point
   * of each label described (its name, script, Bidi class, UTS #46 §5 status, RFC 5892 derived
   * property and the ToASCII problems at its code-point offset), and the library's sentence for
   * every error found ({@link ProblemCode#description()}).
   *
   * <p><b>Security considerations.</b> The name is untrusted input of any length and content
   * (controls, lone surrogates, bidi overrides, millions of characters): this method never throws
   * on it. Time and memory are linear in its length: {@link Explanation#of} is linear, problems are
   * grouped by offset once per label rather than searched per code point, and each distinct code
   * point is classified once ({@link org.idna4j.label.CodePointInfo#of(int)}). The record itself
   * holds several hundred bytes per code point of the input, so a face that answers remote callers
   * must cap the name's length first ({@code idna serve} answers 413 beyond 1024 characters). The
   * {@code text} of a code point, the labels and the outputs are the caller's characters, not
   * escaped: escape them for the medium they are shown in ({@link RecordJson} does for JSON). An
   * explanation is for people; decide on {@code valid} and the problems, never on their sentences.
   *
   * @param line the 1-based line of the name in bulk CLI input, or null
   * @param input the name, as given
   * @param preset the preset the profile was built from (its name is the record's {@code preset})
   * @param profile the profile to explain the name under: {@code preset}'s, or it with options
   *     changed
   * @return the record
   * @throws NullPointerException if {@code input}, {@code preset} or {@code profile} is null
   */
  public static ExplainRecord of(
      Long line, String input, IdnaProfile.Preset preset, IdnaProfile profile) {
    Objects.requireNonNull(input, "input");
    Objects.requireNonNull(preset, "preset");
    return of(line, Explanation.of(input, profile), preset);
  }

  /**
   * The record of an explanation.
   *
   * @param line the 1-based line, or null
   * @param e the explanation
   * @param preset the preset its profile was built from
   * @return the record
   */
  static ExplainRecord of(Long line, Explanation e, IdnaProfile.Preset preset) {
    IdnaProfile profile = e.profile();
    List<ExplanationRecord> explanations = new ArrayList<>();
    for (ProblemCode c : e.errors()) {
      explanations.add(new ExplanationRecord(c.name(), c.description()));
    }
    // the record's documented rule: a label's forms are null when ToASCII and ToUnicode give
    // different numbers of labels (under IDNA2003, Nameprep may map a character to a full stop)
    boolean aligned = e.toAscii().labels().size() == e.toUnicode().labels().size();
    CodePoints codePoints = new CodePoints();
    List<ExplainLabelRecord> labels = new ArrayList<>();
    for (Explanation.Label l : e.labels()) {
      labels.add(label(codePoints, l, aligned));
    }
    return new ExplainRecord(
        line,
        e.input(),
        preset.presetName(),
        new ProfileRecord(profile),
        ConversionRecord.of(e.input(), e.toAscii(), profile),
        ConversionRecord.of(e.input(), e.toUnicode(), profile),
        new RoundTripRecord(e.toAscii().output(), e.roundTrip().output(), e.isRoundTripStable()),
        labels,
        ProblemRecord.of(e.nameProblems()),
        ProblemRecord.of(e.confusables()),
        explanations);
  }

  /** A label's record: its code points, each with the problems at its offset (grouped once). */
  private static ExplainLabelRecord label(
      CodePoints codePoints, Explanation.Label l, boolean aligned) {
    List<ProblemRecord> problems = ProblemRecord.of(l.problems());
    Map<Integer, List<ProblemRecord>> byOffset = new HashMap<>();
    for (ProblemRecord p : problems) {
      byOffset.computeIfAbsent(p.offset(), k -> new ArrayList<>()).add(p);
    }
    List<CodePointRecord> cps = new ArrayList<>();
    String text = l.input();
    int offset = l.start();
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      cps.add(codePoints.describe(cp, offset, byOffset.getOrDefault(offset, List.of())));
      i += Character.charCount(cp);
      offset++;
    }
    List<CodePointRecord> decoded = new ArrayList<>();
    l.decoded()
        .ifPresent(
            u ->
                u.codePoints()
                    .forEach(cp -> decoded.add(codePoints.describe(cp, null, List.of()))));
    return new ExplainLabelRecord(
        l.index(),
        text,
        l.start(),
        aligned ? l.ascii() : null,
        aligned ? l.unicode() : null,
        problems,
        cps,
        decoded);
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
