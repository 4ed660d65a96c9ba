package org.idna4j.records;

import java.net.IDN;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.domain.JdkDifference;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.NameRules;

/**
 * The migration view of one name: {@code java.net.IDN} beside every IDNA4J preset, whether they
 * differ, and why. {@code idna compare --format jsonl} and {@code GET /api/v1/compare} both write
 * {@link #of}.
 *
 * <p>The columns are {@link #JDK} and {@link #JDK_STD3} ({@code java.net.IDN.toASCII} without and
 * with {@code USE_STD3_ASCII_RULES}: IDNA2003, RFC 3490, as the running JDK ships it), then every
 * {@link IdnaProfile.Preset} in declaration order, so a new preset becomes a new column in every
 * face. Two columns agree when both accept the name with the same ASCII form up to ASCII case, or
 * both reject it.
 *
 * <p>The classes are {@link JdkDifference#classify}'s, the library's one classifier, so the IDNA4J
 * agent's audit log reports the same classes for the same name.
 *
 * <p><b>Security considerations.</b> The name is untrusted input. Each preset's work is linear in
 * its length; {@code java.net.IDN} is the JDK's code, whose bound is its own (it is linear in the
 * JDKs this project tests, and {@code CompareRecordTest} runs a million-character name). The
 * classifier scans the name and its decoded form once per rule. Nothing here throws on bad data: an
 * exception thrown by {@code java.net.IDN} is its answer, reported in its column.
 *
 * @param line the 1-based line (CLI); null where there is none (HTTP)
 * @param input the input as given (an undecodable line as decoded with U+FFFD)
 * @param results one per column, in column order; empty when the input was not processed
 * @param differ whether two columns disagree
 * @param classes the {@link JdkDifference} classes of a differing name, in declaration order; empty
 *     when the columns agree
 * @param lineProblems the input line's own problems (the CLI's INVALID_UTF8, LINE_TOO_LONG, ...);
 *     empty elsewhere
 */
public record CompareRecord(
    @FieldDoc(value = "1-based line of the name; null where there is none", nullable = true)
        Long line,
    @FieldDoc("the input as given") String input,
    @FieldDoc(
            "one per column (jdk, jdk_std3, then every preset); empty when the input was"
                + " not processed")
        List<CompareResultRecord> results,
    @FieldDoc("whether two columns disagree") boolean differ,
    @FieldDoc(
            "why they differ (DEVIATION, NV8_SYMBOL, UNASSIGNED_IN_3_2, LENGTH, HYPHEN,"
                + " ACE_PASS_THROUGH, BIDI, CONTEXTJ, CONTEXTO, STD3_ASCII, MAPPING,"
                + " URL_STANDARD, OTHER); empty when they agree")
        List<String> classes,
    @FieldDoc("the input line's own problems (CLI); empty elsewhere")
        List<ProblemRecord> lineProblems)
    implements Shaped {

  /** The column of {@code java.net.IDN.toASCII(name, 0)}. */
  public static final String JDK = "jdk";

  /** The column of {@code java.net.IDN.toASCII(name, IDN.USE_STD3_ASCII_RULES)}. */
  public static final String JDK_STD3 = "jdk_std3";

  /** The record type {@code compare}. */
  public static final Shape SHAPE =
      Shape.of(
          CompareRecord.class,
          "compare",
          "One name under java.net.IDN and every preset: whether they differ, and why.");

  /**
   * Checks and copies the lists.
   *
   * @param line the 1-based line, or null
   * @param input the input as given
   * @param results one per column, or empty
   * @param differ whether two columns disagree
   * @param classes the difference classes
   * @param lineProblems the line's own problems
   * @throws NullPointerException if input or a list is null
   */
  public CompareRecord {
    java.util.Objects.requireNonNull(input, "input");
    results = List.copyOf(results);
    classes = List.copyOf(classes);
    lineProblems = List.copyOf(lineProblems);
  }

  /**
   * The column names in record order: {@link #JDK}, {@link #JDK_STD3}, then every preset.
   *
   * @return the names
   */
  public static List<String> columns() {
    List<String> columns = new ArrayList<>();
    columns.add(JDK);
    columns.add(JDK_STD3);
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      columns.add(p.presetName());
    }
    return List.copyOf(columns);
  }

  /**
   * Compares one name (HTTP: no line, no line problems).
   *
   * @param name the name, untrusted
   * @return the record
   */
  public static CompareRecord of(String name) {
    return of(null, name, name, List.of());
  }

  /**
   * Compares one input whose line may have been refused before IDNA processing (the CLI's line
   * problems).
   *
   * @param line the 1-based line, or null
   * @param input the input as given
   * @param name the name to compare, or null when the input is not processed
   * @param lineProblems the line's own problems
   * @return the record
   */
  public static CompareRecord of(
      Long line, String input, String name, List<ProblemRecord> lineProblems) {
    if (name == null) {
      return new CompareRecord(line, input, List.of(), false, List.of(), lineProblems);
    }
    List<CompareResultRecord> results = new ArrayList<>();
    results.add(jdk(JDK, name, 0));
    results.add(jdk(JDK_STD3, name, IDN.USE_STD3_ASCII_RULES));
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      Idna idna = Idna.of(p);
      DomainResult a = idna.toAscii(name);
      List<ProblemRecord> problems = ProblemRecord.of(a.problems());
      String unicode;
      boolean unicodeValid;
      List<ProblemRecord> unicodeProblems;
      if (unicodeIsTheName(a, name)) {
        unicode = name;
        unicodeValid = true;
        unicodeProblems = List.of();
      } else {
        DomainResult u = idna.toUnicode(name);
        unicode = u.output();
        unicodeValid = u.isValid();
        unicodeProblems = ProblemRecord.of(u.problems());
      }
      results.add(
          new CompareResultRecord(
              p.presetName(),
              a.isValid(),
              a.output(),
              problems,
              null,
              unicode,
              unicodeValid,
              unicodeProblems));
    }
    Set<String> keys = new HashSet<>();
    results.forEach(r -> keys.add(r.agreementKey()));
    boolean differ = keys.size() > 1;
    List<String> classes = new ArrayList<>();
    if (differ) {
      // The library's classifier runs the ToASCII columns again: the price of one classifier for
      // every face, paid only by a name whose columns differ.
      JdkDifference.classify(name).forEach(d -> classes.add(d.name()));
    }
    return new CompareRecord(line, input, results, differ, classes, lineProblems);
  }

  /**
   * Whether ToUnicode would answer the name itself, valid, so that it need not run: the name is
   * valid and its own ASCII form, with no xn-- label to decode. UTS #46 §4.2 ToASCII is §4
   * Processing plus conversion and the DNS length check, so a name it passes unchanged has no
   * Processing error for §4.3 ToUnicode to report; the URL Standard's domain parser (§3.3) keeps
   * such a name in both directions. CompareRecordTest checks this against ToUnicode itself under
   * every preset.
   */
  static boolean unicodeIsTheName(DomainResult ascii, String name) {
    return ascii.isValid() && ascii.output().equals(name) && !NameRules.hasAceLabel(name);
  }

  /**
   * The real {@code java.net.IDN}: its output, or its exception's message as the error. It
   * documents IllegalArgumentException for a name it rejects; any other RuntimeException it throws
   * is also its answer for that name.
   */
  private static CompareResultRecord jdk(String column, String name, int flags) {
    String unicode;
    Boolean unicodeValid = null; // RFC 3490 §4.2: ToUnicode never fails
    try {
      unicode = IDN.toUnicode(name, flags);
    } catch (RuntimeException e) { // not documented; should it happen, it is a failure after all
      unicode = "";
      unicodeValid = false;
    }
    try {
      return new CompareResultRecord(
          column,
          true,
          IDN.toASCII(name, flags),
          List.of(),
          null,
          unicode,
          unicodeValid,
          List.of());
    } catch (RuntimeException e) {
      return new CompareResultRecord(
          column, false, "", List.of(), message(e), unicode, unicodeValid, List.of());
    }
  }

  /**
   * The exception's own sentence: {@code java.net.IDN} wraps a {@code java.text.ParseException} in
   * an {@code IllegalArgumentException} whose message is the cause's {@code toString()}
   * ("java.text.ParseException: A prohibited code point …"), so the cause's message is taken.
   */
  private static String message(RuntimeException e) {
    Throwable t = e;
    if (e.getCause() != null && String.valueOf(e.getMessage()).equals(e.getCause().toString())) {
      t = e.getCause();
    }
    return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
  }

  /**
   * The result of one column.
   *
   * @param column a name from {@link #columns()}
   * @return its result, or empty when the input was not processed
   */
  public Optional<CompareResultRecord> result(String column) {
    for (CompareResultRecord r : results) {
      if (r.column().equals(column)) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
