package org.idna4j.records;

import java.util.Arrays;
import java.util.List;
import org.idna4j.domain.DomainResult;
import org.idna4j.label.IdnaProfile;

/**
 * The answer of one conversion (ToASCII or ToUnicode): {@code GET /api/v1/to-ascii}, {@code
 * /api/v1/to-unicode} and {@code idna to-ascii|to-unicode --format jsonl}.
 *
 * @param input the name as given
 * @param output the converted name (never send an invalid result's output to DNS)
 * @param valid whether there are no problems
 * @param problems every problem, in input order
 * @param nonFatalProblems the URL Standard's validation errors that do not fail the name ({@link
 *     DomainResult#nonFatalProblems()}); empty under other profiles
 * @param profile every setting of the profile used
 */
public record ConversionRecord(
    String input,
    String output,
    boolean valid,
    List<ProblemRecord> problems,
    List<ProblemRecord> nonFatalProblems,
    ProfileRecord profile)
    implements Shaped {

  /** The record type {@code conversion}. */
  public static final Shape SHAPE =
      new Shape(
          "conversion",
          "One name converted by ToASCII or ToUnicode under one profile.",
          List.of(
              Field.string("input", "the name as given"),
              Field.string("output", "the converted name"),
              Field.bool("valid", "whether there are no problems"),
              Field.records("problems", ProblemRecord.SHAPE, "every problem, in input order"),
              Field.records(
                  "non_fatal_problems",
                  ProblemRecord.SHAPE,
                  "URL Standard validation errors that do not fail the name"),
              Field.record("profile", ProfileRecord.SHAPE, "the profile used")));

  /**
   * The record of one result.
   *
   * @param input the name as given
   * @param r the result
   * @param profile the profile that made it
   * @return the record
   */
  public static ConversionRecord of(String input, DomainResult r, IdnaProfile profile) {
    return new ConversionRecord(
        input,
        r.output(),
        r.isValid(),
        ProblemRecord.of(r.problems()),
        ProblemRecord.of(r.nonFatalProblems()),
        new ProfileRecord(profile));
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }

  @Override
  public List<Object> values() {
    return Arrays.asList(input, output, valid, problems, nonFatalProblems, profile);
  }
}
