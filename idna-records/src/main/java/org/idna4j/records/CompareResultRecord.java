package org.idna4j.records;

import java.util.List;

/**
 * One column of a {@link CompareRecord}: the answer of {@code java.net.IDN} (columns {@code jdk}
 * and {@code jdk_std3}) or of one IDNA4J preset (a column named after the preset) for the same
 * name.
 *
 * @param column {@code jdk}, {@code jdk_std3} or a preset name ({@code uts46}, {@code
 *     whatwg-strict}, ...)
 * @param valid whether ToASCII accepted the name
 * @param ascii the ToASCII output; empty when {@code java.net.IDN} threw
 * @param problems ToASCII's problems under a preset, in input order; empty for {@code
 *     java.net.IDN}, whose only answer is {@code error}
 * @param error the message of the exception {@code java.net.IDN.toASCII} threw; null otherwise
 * @param unicode the ToUnicode output
 * @param unicodeValid whether ToUnicode found no problem under a preset; null for {@code
 *     java.net.IDN}, whose {@code toUnicode} never fails (RFC 3490 §4.2: ToUnicode returns its
 *     input unchanged where a step fails)
 * @param unicodeProblems ToUnicode's problems under a preset; empty for {@code java.net.IDN}
 */
public record CompareResultRecord(
    @FieldDoc("jdk, jdk_std3 or a preset name") String column,
    @FieldDoc("whether ToASCII accepted the name") boolean valid,
    @FieldDoc("ToASCII output; empty when java.net.IDN threw") String ascii,
    @FieldDoc("ToASCII problems under a preset; empty for java.net.IDN")
        List<ProblemRecord> problems,
    @FieldDoc(
            value = "the message java.net.IDN.toASCII threw with; null otherwise",
            nullable = true)
        String error,
    @FieldDoc("ToUnicode output") String unicode,
    @FieldDoc(
            value =
                "whether ToUnicode found no problem; null for java.net.IDN, whose toUnicode"
                    + " never fails",
            nullable = true)
        Boolean unicodeValid,
    @FieldDoc("ToUnicode problems under a preset; empty for java.net.IDN")
        List<ProblemRecord> unicodeProblems)
    implements Shaped {

  /** The record type {@code compare_result}. */
  public static final Shape SHAPE =
      Shape.of(
          CompareResultRecord.class,
          "compare_result",
          "One column of a compare record: java.net.IDN's or one preset's answer for the name.");

  /**
   * Copies the lists.
   *
   * @param column the column name
   * @param valid whether ToASCII accepted the name
   * @param ascii the ToASCII output
   * @param problems ToASCII's problems
   * @param error java.net.IDN's message, or null
   * @param unicode the ToUnicode output
   * @param unicodeValid whether ToUnicode found no problem, or null
   * @param unicodeProblems ToUnicode's problems
   * @throws NullPointerException if a list is null
   */
  public CompareResultRecord {
    problems = List.copyOf(problems);
    unicodeProblems = List.copyOf(unicodeProblems);
  }

  /**
   * What two columns must share to agree: acceptance, and the ASCII form up to ASCII case (DNS
   * compares ASCII case-insensitively, RFC 4343 §3; {@code java.net.IDN} keeps the case of ASCII
   * labels where UTS #46 lowers it).
   *
   * @return a key equal for two columns exactly when they agree
   */
  String agreementKey() {
    return valid ? "=" + ascii.toLowerCase(java.util.Locale.ROOT) : "!";
  }

  /**
   * The column's answer in one flat cell (the CLI's TSV and CSV): the ASCII form, or {@code error:}
   * with the error identifiers (or {@code java.net.IDN}'s message).
   *
   * @return the cell
   */
  public String cell() {
    if (valid) {
      return ascii;
    }
    return "error: "
        + (error != null
            ? error
            : String.join("; ", problems.stream().map(ProblemRecord::error).distinct().toList()));
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
