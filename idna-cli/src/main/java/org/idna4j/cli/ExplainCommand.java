package org.idna4j.cli;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.ExplainRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code idna explain [profile options] NAME...}: each name under one profile, label by label and
 * code point by code point, one {@link ExplainRecord} per name as a JSON line: the record {@code
 * GET /api/v1/explain} answers with for the same name and profile ({@link ExplainRecord#of} is the
 * one computation of both). The profile options are those of {@code to-ascii} and {@code check}
 * ({@link ProfileOptions}, one flag per {@code IdnaOption}).
 *
 * <p>A name is taken exactly as given, of any length: the record is linear in it (see {@link
 * ExplainRecord#of}), several hundred bytes per code point. Each record is written as soon as it is
 * made. Exit code 0 when every name is valid (ToASCII), 1 otherwise.
 */
@Command(
    name = ExplainCommand.NAME,
    mixinStandardHelpOptions = true,
    modelTransformer = ProfileOptions.Flags.class,
    sortOptions = false,
    description = {
      "Explain each name under a profile: ToASCII and ToUnicode with their problems, the round"
          + " trip, every label and code point (name, script, Bidi class, UTS #46 status, IDNA2008"
          + " property, the problems at its offset), UTS #39 confusables, and what each error"
          + " means.",
      "One explain record per name, as JSON Lines (the record of GET /api/v1/explain).",
      "Records: input, preset, profile, ascii, unicode, round_trip, labels, name_problems,"
          + " confusables, explanations."
    })
final class ExplainCommand implements Callable<Integer> {

  static final String NAME = "explain";

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin ProfileOptions profileOptions;

  @Parameters(
      arity = "1..*",
      paramLabel = "NAME",
      description = "Domain names, each exactly as given.")
  List<String> names;

  ExplainCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws IOException {
    IdnaProfile profile = profileOptions.profile(spec);
    boolean allValid = true;
    for (String name : names) {
      ExplainRecord r = ExplainRecord.of(name, profileOptions.preset, profile);
      allValid &= r.ascii().valid();
      ByteSink out = new ByteSink(4096);
      RecordOut.jsonLine(out, r);
      out.writeTo(io.out());
    }
    io.out().flush();
    return allValid ? IdnaCli.OK : IdnaCli.INVALID;
  }
}
