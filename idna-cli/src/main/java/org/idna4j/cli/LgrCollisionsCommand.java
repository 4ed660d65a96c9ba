package org.idna4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.idna4j.lgr.CollisionIndex;
import org.idna4j.lgr.Ruleset;
import org.idna4j.records.CollisionRecord;
import org.idna4j.records.Shape;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code idna lgr collisions --lgr PATH --registered FILE [LABEL...]}. */
@Command(
    name = "collisions",
    mixinStandardHelpOptions = true,
    description = {
      "Registered labels each candidate collides with (same index label, RFC 7940 §8.5).",
      "With an LGR set the common LGR decides. Exit code 1 when any candidate collides.",
      "Candidates from the arguments, else (none, or -) --input FILE or standard input."
    })
final class LgrCollisionsCommand extends LgrCommand.Base {
  @Option(
      names = "--registered",
      required = true,
      paramLabel = "FILE",
      description = "Registered labels, one per line (reported as given).")
  String registered;

  @Mixin LgrLabels candidates;

  LgrCollisionsCommand(Io io) {
    super(io);
  }

  @Override
  Shape recordShape() {
    return CollisionRecord.SHAPE;
  }

  @Override
  void checkOptions() {
    if (registered.equals("-")) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--registered takes a file, not standard input");
    }
    // a missing or unreadable file is a usage error naming it (exit 2), before the LGR loads
    try {
      new BulkInput(registered, StrictLines.DEFAULT_MAX_LINE_BYTES).open(io, spec).close();
    } catch (IOException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "cannot read " + registered);
    }
  }

  @Override
  int run(Ruleset rules) throws IOException {
    List<String> names = new ArrayList<>();
    long[] unreadable = {0};
    try (InputStream in =
        new BulkInput(registered, StrictLines.DEFAULT_MAX_LINE_BYTES).open(io, spec)) {
      StrictLines.forEach(
          in,
          StrictLines.DEFAULT_MAX_LINE_BYTES,
          (number, line) -> {
            if (line.name() == null) {
              if (unreadable[0]++ == 0) {
                io.errWriter()
                    .println(
                        "idna lgr collisions: "
                            + registered
                            + ": "
                            + StrictLines.why(number, line));
              }
            } else if (!line.name().isBlank()) {
              names.add(line.name().strip());
            }
          });
    }
    if (unreadable[0] > 0) {
      io.errWriter()
          .println(
              "idna lgr collisions: "
                  + unreadable[0]
                  + " registered lines could not be read (invalid UTF-8 or over "
                  + StrictLines.DEFAULT_MAX_LINE_BYTES
                  + " bytes) and were not indexed");
    }
    CollisionIndex index = rules.collisionIndex(names);
    if (index.unindexed() > 0) {
      io.errWriter()
          .println(
              "idna lgr collisions: "
                  + index.unindexed()
                  + " of "
                  + names.size()
                  + " registered labels are not eligible under the LGR and were not indexed");
    }
    return eachLabel(
        candidates,
        (number, label, w, s) -> {
          Optional<String> idx = rules.indexLabel(label);
          List<String> with = idx.map(index::withIndex).orElse(List.of());
          w.record(s, new CollisionRecord(number, label, idx.orElse(null), with));
          return with.isEmpty();
        },
        (number, line, w, s) ->
            w.record(s, new CollisionRecord(number, line.text(), null, List.of())));
  }
}
