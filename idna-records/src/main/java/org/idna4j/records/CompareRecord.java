package org.idna4j.records;

import java.net.IDN;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
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
 * @param classes the {@link Difference} classes of a differing name, in declaration order; empty
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
   * Why the columns differ: the classes a differing name is sorted into (several may apply), each
   * the cause of a known difference between IDNA2003 ({@code java.net.IDN}), UTS #46, IDNA2008 and
   * the URL Standard.
   */
  public enum Difference {
    /** ß, ς, ZWJ or ZWNJ: IDNA2003 and transitional processing map them away (UTS #46 §4). */
    DEVIATION,
    /** Emoji and other symbols: valid in UTS #46 (NV8), DISALLOWED in IDNA2008 (RFC 5892). */
    NV8_SYMBOL,
    /** A code point unassigned in Unicode 3.2, which IDNA2003 rejects (RFC 3491 §7). */
    UNASSIGNED_IN_3_2,
    /** A label over 63 octets or a name over 253 (RFC 1035 §2.3.4); java.net.IDN checks labels. */
    LENGTH,
    /**
     * A hyphen first, last or in positions 3 and 4 (RFC 5891 §4.2.3.1, UTS #46 CheckHyphens).
     * Positions are code points, as UTS #46 §4.1 criterion 2 says.
     */
    HYPHEN,
    /** An xn-- label: java.net.IDN passes it through unchecked; IDNA2008 decodes and checks it. */
    ACE_PASS_THROUGH,
    /** The Bidi rule: RFC 5893 (IDNA2008) differs from RFC 3491 §6 (IDNA2003). */
    BIDI,
    /** A ZWJ or ZWNJ context rule (RFC 5892 Appendix A.1, A.2). */
    CONTEXTJ,
    /** A CONTEXTO rule (RFC 5892 Appendix A.3-A.9), checked by registration only. */
    CONTEXTO,
    /** ASCII other than letters, digits, hyphen: rejected only under UseSTD3ASCIIRules. */
    STD3_ASCII,
    /**
     * Input not already in mapped form (upper case, full width, ...): registration does not map.
     */
    MAPPING,
    /**
     * The URL Standard's domain parser (URL Standard §3.3): an ASCII name is kept, lowercased,
     * whatever ToASCII says (step 5), and a forbidden domain code point fails (step 8).
     */
    URL_STANDARD,
    /** None of the above explains the difference. */
    OTHER
  }

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
    List<DomainResult> ours = new ArrayList<>();
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      Idna idna = Idna.of(p);
      DomainResult a = idna.toAscii(name);
      ours.add(a);
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
      Set<Difference> found = EnumSet.noneOf(Difference.class);
      CompareClasses.classify(name, results, ours, found);
      found.forEach(d -> classes.add(d.name()));
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
   * @return its result, or null when the input was not processed
   */
  public CompareResultRecord result(String column) {
    for (CompareResultRecord r : results) {
      if (r.column().equals(column)) {
        return r;
      }
    }
    return null;
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
