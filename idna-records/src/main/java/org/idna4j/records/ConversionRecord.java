package org.idna4j.records;

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
    @FieldDoc("the name as given") String input,
    @FieldDoc("the converted name") String output,
    @FieldDoc("whether there are no problems") boolean valid,
    @FieldDoc("every problem, in input order") List<ProblemRecord> problems,
    @FieldDoc("URL Standard validation errors that do not fail the name")
        List<ProblemRecord> nonFatalProblems,
    @FieldDoc("the profile used") ProfileRecord profile)
    implements Shaped {

  /** The record type {@code conversion}. */
  public static final Shape SHAPE =
      Shape.of(
          ConversionRecord.class,
          "conversion",
          "One name converted by ToASCII or ToUnicode under one profile.");

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
}
