package org.idna4j.cli;

import java.io.IOException;
import org.idna4j.lgr.DecidingAction;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrLabelResult;
import org.idna4j.lgr.Ruleset;
import org.idna4j.records.ActionRecord;
import org.idna4j.records.LgrCheckRecord;
import org.idna4j.records.Shape;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code idna lgr check --lgr PATH [LABEL...]}. */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    description = {
      "Evaluate labels (RFC 7940 §8): eligibility, disposition, problems, index label.",
      "Labels from the arguments, else (none, or -) --input FILE or standard input, one per"
          + " line; one record per label, in input order."
    })
final class LgrCheckCommand extends LgrCommand.Base {
  @Mixin LgrLabels labels;

  @Mixin LgrCommand.ScriptOption script;

  LgrCheckCommand(Io io) {
    super(io);
  }

  @Override
  Shape recordShape() {
    return LgrCheckRecord.SHAPE;
  }

  @Override
  int run(Ruleset rules) throws IOException {
    return eachLabel(
        labels,
        (number, label, w, s) -> {
          LgrLabelResult r = rules.evaluate(label, script.script);
          String index = r.eligible() ? rules.indexLabel(label).orElse(null) : null;
          w.record(s, LgrCheckRecord.of(number, r, index));
          return r.isValid();
        },
        // the fields of a label that is not eligible, with the line's own problem (StrictLines)
        (number, line, w, s) ->
            w.record(
                s,
                new LgrCheckRecord(
                    number,
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
