package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.NameRules;

/**
 * One checked name: {@code idna check --format jsonl}, {@code POST /api/v1/check}, Spark's {@code
 * idna_check} and the ValidateNames job. {@link #of} is the one check every face runs.
 *
 * @param line the 1-based line (CLI) or position (HTTP) of the name; null where there is none
 *     (Spark)
 * @param input the input as given (an undecodable line as decoded with U+FFFD)
 * @param ascii the ToASCII output; empty when the input was not processed
 * @param unicode the ToUnicode output; empty when the input was not processed
 * @param valid whether there are no problems
 * @param problems the input's problems, then ToASCII's, in input order
 * @param nonFatalProblems the URL Standard's validation errors that do not fail the name
 * @param publicSuffix the public suffix when asked for (CLI {@code --psl}), else null
 * @param registrableDomain the registrable domain when asked for (CLI {@code --psl}), else null
 */
public record CheckRecord(
    @FieldDoc(
            value = "1-based line or position of the name; null where there is none",
            nullable = true)
        Long line,
    @FieldDoc("the input as given") String input,
    @FieldDoc("ToASCII output; empty when the input was not processed") String ascii,
    @FieldDoc("ToUnicode output; empty when the input was not processed") String unicode,
    @FieldDoc("whether there are no problems") boolean valid,
    @FieldDoc("every problem, in input order") List<ProblemRecord> problems,
    @FieldDoc("URL Standard validation errors that do not fail the name")
        List<ProblemRecord> nonFatalProblems,
    @FieldDoc(value = "the public suffix when asked for, else null", nullable = true)
        String publicSuffix,
    @FieldDoc(value = "the registrable domain when asked for, else null", nullable = true)
        String registrableDomain)
    implements Shaped {

  /** The record type {@code check}. */
  public static final Shape SHAPE =
      Shape.of(
          CheckRecord.class,
          "check",
          "One name checked under one profile: both forms, validity and every problem.");

  /**
   * Checks one name.
   *
   * @param idna the processor of the profile
   * @param line the 1-based line or position, or null
   * @param input the name
   * @return the record
   */
  public static CheckRecord of(Idna idna, Long line, String input) {
    return of(idna, line, input, input, List.of());
  }

  /**
   * Checks one input whose name may have been refused before IDNA processing (the CLI's line
   * problems, Spark's length limit): the input's problems come first and make it invalid.
   *
   * @param idna the processor of the profile
   * @param line the 1-based line or position, or null
   * @param input the input as given
   * @param name the name to process, or null when the input is not processed
   * @param inputProblems the input's own problems, before IDNA's
   * @return the record
   */
  public static CheckRecord of(
      Idna idna, Long line, String input, String name, List<ProblemRecord> inputProblems) {
    List<ProblemRecord> problems = inputProblems;
    String ascii = "";
    String unicode = "";
    List<ProblemRecord> nonFatal = List.of();
    if (name != null) {
      DomainResult a = idna.toAscii(name);
      ascii = a.output();
      if (a.isValid() && ascii.equals(name) && !NameRules.hasAceLabel(ascii)) {
        unicode = ascii; // ToUnicode of a name that is its own ASCII form with no xn-- label
      } else {
        unicode = idna.toUnicode(name).output();
      }
      if (!a.isValid()) {
        List<ProblemRecord> all = new ArrayList<>(inputProblems);
        all.addAll(ProblemRecord.of(a.problems()));
        problems = all;
      }
      nonFatal = ProblemRecord.of(a.nonFatalProblems());
    }
    return new CheckRecord(
        line,
        input,
        ascii,
        unicode,
        problems.isEmpty(),
        List.copyOf(problems),
        nonFatal,
        null,
        null);
  }

  /**
   * This record with the PSL fields set.
   *
   * @param publicSuffix the public suffix, or null
   * @param registrableDomain the registrable domain, or null
   * @return the record with both fields
   */
  public CheckRecord withPsl(String publicSuffix, String registrableDomain) {
    return new CheckRecord(
        line,
        input,
        ascii,
        unicode,
        valid,
        problems,
        nonFatalProblems,
        publicSuffix,
        registrableDomain);
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
