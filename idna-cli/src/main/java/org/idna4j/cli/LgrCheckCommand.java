package org.idna4j.cli;

import java.io.IOException;
import org.idna4j.lgr.DecidingAction;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrLabelResult;
import org.idna4j.lgr.Ruleset;
import org.idna4j.records.ActionRecord;
import org.idna4j.records.LgrCheckRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code idna lgr check --lgr PATH [LABEL...]}. */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    description = {
      "Evaluate labels (RFC 7940 §8): eligibility, disposition, problems, index label.",
      "Labels from the arguments, else --input FILE or standard input, one per line."
    })
final class LgrCheckCommand extends LgrCommand.Base {
  @Mixin LgrLabels labels;

  @Mixin LgrCommand.ScriptOption script;

  LgrCheckCommand(Io io) {
    super(io);
  }

  @Override
  int run(Ruleset rules) throws IOException {
    return eachLabel(
        labels,
        (label, s) -> {
          LgrLabelResult r = rules.evaluate(label, script.script);
          String index = r.eligible() ? rules.indexLabel(label).orElse(null) : null;
          RecordOut.jsonLine(s, LgrCheckRecord.of(r, index));
          return r.isValid();
        },
        // the fields of a label that is not eligible, with the line's own problem (StrictLines)
        (line, s) ->
            RecordOut.jsonLine(
                s,
                new LgrCheckRecord(
                    line.text(),
                    null,
                    null,
                    null,
                    false,
                    Lgr.INVALID,
                    new ActionRecord(
                        DecidingAction.Source.IMPLIED.name(),
                        -1,
                        Lgr.INVALID,
                        null,
                        "the input line cannot be read"),
                    Problem.records(line.problems()),
                    null)));
  }
}
