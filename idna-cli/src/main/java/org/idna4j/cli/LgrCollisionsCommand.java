package org.idna4j.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.idna4j.lgr.CollisionIndex;
import org.idna4j.lgr.Ruleset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code idna lgr collisions --lgr PATH --registered FILE [LABEL...]}. */
@Command(
    name = "collisions",
    mixinStandardHelpOptions = true,
    description = {
      "Registered labels each candidate collides with (same index label, RFC 7940 §8.5).",
      "With an LGR set the common LGR decides. Exit code 1 when any candidate collides."
    })
final class LgrCollisionsCommand extends LgrCommand.Base {
  @Option(
      names = "--registered",
      required = true,
      paramLabel = "FILE",
      description = "Registered labels, one per line (reported as given).")
  Path registered;

  @Mixin LgrLabels candidates;

  LgrCollisionsCommand(Io io) {
    super(io);
  }

  @Override
  int run(Ruleset rules) throws IOException {
    List<String> names = new ArrayList<>();
    try (BufferedReader r = Files.newBufferedReader(registered, StandardCharsets.UTF_8)) {
      String line;
      while ((line = r.readLine()) != null) {
        if (!line.isBlank()) {
          names.add(line.strip());
        }
      }
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
        (label, s) -> {
          List<String> with =
              LgrCommand.indexRecord(rules, label, s).map(index::withIndex).orElse(List.of());
          s.ascii(",\"collides_with\":");
          LgrCommand.jsonArray(s, with);
          s.ascii("}\n");
          return with.isEmpty();
        });
  }
}
