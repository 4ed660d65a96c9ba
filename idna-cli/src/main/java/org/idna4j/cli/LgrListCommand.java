package org.idna4j.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.idna4j.lgr.Ruleset;
import picocli.CommandLine.Command;

/**
 * {@code idna lgr list}: every name {@code --lgr} (and {@code lgr info}) accepts, one per line, in
 * sorted order: ICANN's second-level tables ({@code icann:...}), the Root Zone LGR set {@code
 * rz-lgr-5} and each of its element LGRs ({@code rz-lgr-5/FILE}), as {@link Ruleset#names()} lists
 * them from the bundled data.
 */
@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description = {
      "Every LGR name --lgr accepts, one per line: ICANN's tables (icann:...), the Root Zone LGR"
          + " set rz-lgr-5 and each of its element LGRs (rz-lgr-5/FILE).",
      "A file path or an LGR-set directory is accepted too."
    })
final class LgrListCommand implements Callable<Integer> {
  private final Io io;

  LgrListCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws IOException {
    StringBuilder b = new StringBuilder();
    for (String name : Ruleset.names()) {
      b.append(Text.printable(name)).append('\n');
    }
    io.out().write(b.toString().getBytes(StandardCharsets.UTF_8));
    io.out().flush();
    return IdnaCli.OK;
  }
}
