package org.idna4j.cli;

import java.io.IOException;
import java.util.Optional;
import org.idna4j.lgr.Ruleset;
import org.idna4j.records.IndexRecord;
import org.idna4j.records.Shape;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code idna lgr index --lgr PATH [LABEL...]}. */
@Command(
    name = "index",
    mixinStandardHelpOptions = true,
    description = {
      "Index labels (RFC 7940 §8.5): equal index labels collide. null when not eligible.",
      "With an LGR set the common LGR computes them.",
      "Labels from the arguments, else (none, or -) --input FILE or standard input."
    })
final class LgrIndexCommand extends LgrCommand.Base {
  @Mixin LgrLabels labels;

  LgrIndexCommand(Io io) {
    super(io);
  }

  @Override
  Shape recordShape() {
    return IndexRecord.SHAPE;
  }

  @Override
  int run(Ruleset rules) throws IOException {
    return eachLabel(
        labels,
        (number, label, w, s) -> {
          Optional<String> idx = rules.indexLabel(label);
          w.record(s, new IndexRecord(number, label, idx.orElse(null)));
          return idx.isPresent();
        },
        (number, line, w, s) -> w.record(s, new IndexRecord(number, line.text(), null)));
  }
}
