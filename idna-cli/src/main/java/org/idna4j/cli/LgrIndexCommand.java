package org.idna4j.cli;

import java.io.IOException;
import java.util.Optional;
import org.idna4j.lgr.Ruleset;
import org.idna4j.records.IndexRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code idna lgr index --lgr PATH [LABEL...]}. */
@Command(
    name = "index",
    mixinStandardHelpOptions = true,
    description = {
      "Index labels (RFC 7940 §8.5): equal index labels collide. null when not eligible.",
      "With an LGR set the common LGR computes them."
    })
final class LgrIndexCommand extends LgrCommand.Base {
  @Mixin LgrLabels labels;

  LgrIndexCommand(Io io) {
    super(io);
  }

  @Override
  int run(Ruleset rules) throws IOException {
    return eachLabel(
        labels,
        (label, s) -> {
          Optional<String> idx = rules.indexLabel(label);
          RecordOut.jsonLine(s, new IndexRecord(label, idx.orElse(null)));
          return idx.isPresent();
        },
        (line, s) -> RecordOut.jsonLine(s, new IndexRecord(line.text(), null)));
  }
}
