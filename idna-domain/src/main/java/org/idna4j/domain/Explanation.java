package org.idna4j.domain;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.NameRules;
import org.idna4j.label.ProblemCode;

/**
 * One name explained under one profile: both conversions, the round trip, each label of the input
 * with what it became and its problems, the UTS #39 findings and the distinct errors in order of
 * first appearance. An immutable, thread-safe value; {@code idna explain}, {@code GET
 * /api/v1/explain} and the inspector page show it (idna-records' {@code ExplainRecord} writes it).
 *
 * <pre>{@code
 * Explanation e = Explanation.of("Bücher.example", IdnaProfile.lookup());
 * e.toAscii().output();              // "xn--bcher-kva.example"
 * e.isRoundTripStable();             // true
 * e.labels().get(0).ascii();         // "xn--bcher-kva"
 * e.labels().get(1).start();         // 7
 * }</pre>
 */
public final class Explanation {

  private final String input;
  private final IdnaProfile profile;
  private final DomainResult toAscii;
  private final DomainResult toUnicode;
  private final DomainResult roundTrip;
  private final List<IdnaProblem> nameProblems;
  private final List<IdnaProblem> confusables;
  private final List<Label> labels;
  private final List<ProblemCode> errors;

  private Explanation(String input, IdnaProfile profile) {
    this.input = input;
    this.profile = profile;
    Idna idna = Idna.of(profile);
    this.toAscii = idna.toAscii(input);
    this.toUnicode = idna.toUnicode(input);
    this.roundTrip = idna.toUnicode(toAscii.output());
    this.confusables = confusables(profile, input);
    List<IdnaProblem> whole = new ArrayList<>();
    for (IdnaProblem p : toAscii.problems()) {
      if (p.labelIndex().isEmpty()) {
        whole.add(p);
      }
    }
    this.nameProblems = List.copyOf(whole);
    this.labels = labels(input, toAscii, toUnicode);
    Set<ProblemCode> seen = new LinkedHashSet<>();
    for (List<IdnaProblem> list :
        List.of(
            toAscii.problems(),
            toAscii.nonFatalProblems(),
            toUnicode.problems(),
            toUnicode.nonFatalProblems(),
            confusables)) {
      for (IdnaProblem p : list) {
        seen.add(p.error());
      }
    }
    this.errors = List.copyOf(seen);
  }

  /**
   * Explains one name under a profile: ToASCII and ToUnicode (UTS #46 §4.2, §4.3, or the profile's
   * standard), ToUnicode of the ToASCII output, each label of the input as the profile's standard
   * splits it (UTS #46 §4 step 3; RFC 5891 §5.2: only U+002E under registration) with its outputs
   * and ToASCII problems, and the UTS #39 mixed-script and confusable findings.
   *
   * <p>The confusable findings come from the profile with its UTS #39 checks on at its restriction
   * level (whatever {@link IdnaProfile#checkConfusables()} says, so a profile without them still
   * shows what they would find); IDNA2003 has no such option, and finds none.
   *
   * <p><b>Security considerations.</b> The name is untrusted input of any length and content
   * (controls, lone surrogates, bidi overrides, millions of characters): this method never throws
   * on it. Time and memory are linear in its length: it runs four conversions, each linear with its
   * problems capped ({@link DomainResult#problems()}), reads the labels from {@link
   * DomainResult#labelSpans()} walking the input once, and groups the problems by label once. The
   * labels and outputs are the caller's characters, not escaped: escape them for the medium they
   * are shown in. An explanation is for people; decide on {@link DomainResult#isValid()}.
   *
   * @param input the name, as given
   * @param profile the profile to explain the name under
   * @return the explanation
   * @throws NullPointerException if an argument is null
   */
  public static Explanation of(String input, IdnaProfile profile) {
    return new Explanation(
        Objects.requireNonNull(input, "input"), Objects.requireNonNull(profile, "profile"));
  }

  /**
   * Returns the name as given.
   *
   * @return the input
   */
  public String input() {
    return input;
  }

  /**
   * Returns the profile the name is explained under.
   *
   * @return the profile
   */
  public IdnaProfile profile() {
    return profile;
  }

  /**
   * Returns the ToASCII conversion of the input, non-fatal problems included.
   *
   * @return the result
   */
  public DomainResult toAscii() {
    return toAscii;
  }

  /**
   * Returns the ToUnicode conversion of the input, non-fatal problems included.
   *
   * @return the result
   */
  public DomainResult toUnicode() {
    return toUnicode;
  }

  /**
   * Returns ToUnicode of {@link #toAscii()}'s output: what a reader of the ASCII form sees.
   *
   * @return the result
   */
  public DomainResult roundTrip() {
    return roundTrip;
  }

  /**
   * Returns whether the round trip is stable: ToUnicode(ToASCII(name)) is ToUnicode(name), so the
   * ASCII form stands for the Unicode form.
   *
   * @return whether {@link #roundTrip()} and {@link #toUnicode()} have the same output
   */
  public boolean isRoundTripStable() {
    return roundTrip.output().equals(toUnicode.output());
  }

  /**
   * Returns the labels of the input, in order, as the profile's standard splits it: one per {@link
   * DomainResult#labelSpans() label span} of {@link #toAscii()}.
   *
   * @return an immutable list with at least one element
   */
  public List<Label> labels() {
    return labels;
  }

  /**
   * Returns the ToASCII problems of the whole name (no label index), such as {@link
   * IdnaError#NAME_TOO_LONG}.
   *
   * @return an immutable list, in the order of {@link #toAscii()}'s problems
   */
  public List<IdnaProblem> nameProblems() {
    return nameProblems;
  }

  /**
   * Returns the UTS #39 mixed-script and confusable findings at the profile's restriction level
   * (errors of {@link IdnaError.Category#CONFUSABLE}); empty under IDNA2003.
   *
   * @return an immutable list
   */
  public List<IdnaProblem> confusables() {
    return confusables;
  }

  /**
   * Returns each distinct error found, in order of first appearance among ToASCII's problems and
   * non-fatal problems, ToUnicode's, and {@link #confusables()}; {@link ProblemCode#description()}
   * says what each means.
   *
   * @return an immutable list without duplicates
   */
  public List<ProblemCode> errors() {
    return errors;
  }

  /**
   * One label of an explained name: where it stands in the input, what ToASCII and ToUnicode made
   * of it, and the ToASCII problems of that label.
   *
   * @param index the label's index, as {@link IdnaProblem#labelIndex()} counts it
   * @param input the label as it stands in the input (without its separator)
   * @param start the code-point offset in the input at which the label starts
   * @param end the code-point offset just after it (exclusive)
   * @param ascii the label as it stands in {@link Explanation#toAscii()}'s output
   * @param unicode the label as it stands in {@link Explanation#toUnicode()}'s output
   * @param problems the ToASCII problems of this label, in order
   */
  public record Label(
      int index,
      String input,
      int start,
      int end,
      String ascii,
      String unicode,
      List<IdnaProblem> problems) {

    /**
     * Checks and copies the components.
     *
     * @param index the label's index
     * @param input the label as given
     * @param start its code-point offset in the input
     * @param end the code-point offset just after it
     * @param ascii the label after ToASCII
     * @param unicode the label after ToUnicode
     * @param problems the ToASCII problems of the label; copied
     * @throws NullPointerException if a reference is or holds null
     */
    public Label {
      Objects.requireNonNull(input, "input");
      Objects.requireNonNull(ascii, "ascii");
      Objects.requireNonNull(unicode, "unicode");
      problems = List.copyOf(problems);
    }

    /**
     * Returns what an A-label candidate decodes to, when that differs from the label as given: the
     * ToUnicode form of a label that starts with {@code xn--} in any ASCII case (RFC 5891 §5.1).
     *
     * @return the decoded label, or empty if the label is no A-label candidate or ToUnicode left it
     *     as it was
     */
    public Optional<String> decoded() {
      return !unicode.equals(input) && NameRules.hasAcePrefix(input, 0)
          ? Optional.of(unicode)
          : Optional.empty();
    }
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
    return List.copyOf(found);
  }

  /**
   * The labels from the two results' spans (the same split of the same input), each with the
   * input's text between its bounds: one forward walk over the input, and the problems grouped by
   * label index in one pass (they come in label order, name-level problems last).
   */
  private static List<Label> labels(String input, DomainResult ascii, DomainResult unicode) {
    List<LabelSpan> a = ascii.labelSpans();
    List<LabelSpan> u = unicode.labelSpans();
    List<List<IdnaProblem>> byLabel = new ArrayList<>(a.size());
    for (int i = 0; i < a.size(); i++) {
      byLabel.add(new ArrayList<>());
    }
    for (IdnaProblem p : ascii.problems()) {
      if (p.labelIndex().isPresent() && p.labelIndex().getAsInt() < a.size()) {
        byLabel.get(p.labelIndex().getAsInt()).add(p);
      }
    }
    List<Label> out = new ArrayList<>(a.size());
    int cp = 0; // a code-point offset of the input
    int ch = 0; // its char index, carried forward
    for (int i = 0; i < a.size(); i++) {
      LabelSpan s = a.get(i);
      ch = input.offsetByCodePoints(ch, s.start() - cp);
      int chEnd = input.offsetByCodePoints(ch, s.end() - s.start());
      String unicodeLabel = i < u.size() ? u.get(i).output() : s.output();
      out.add(
          new Label(
              i,
              input.substring(ch, chEnd),
              s.start(),
              s.end(),
              s.output(),
              unicodeLabel,
              byLabel.get(i)));
      cp = s.end();
      ch = chEnd;
    }
    return List.copyOf(out);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Explanation e && input.equals(e.input) && profile.equals(e.profile);
  }

  @Override
  public int hashCode() {
    return 31 * input.hashCode() + profile.hashCode();
  }

  @Override
  public String toString() {
    return "Explanation{input=" + input + ", profile=" + profile + "}";
  }
}
