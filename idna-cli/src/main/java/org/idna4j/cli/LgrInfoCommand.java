package org.idna4j.cli;

import java.io.IOException;
import java.util.concurrent.Callable;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.Ruleset;
import org.idna4j.records.LgrInfoRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code idna lgr info FILE}: one {@link LgrInfoRecord} as a JSON line. */
@Command(
    name = "info",
    mixinStandardHelpOptions = true,
    description =
        "Metadata, counts, Unicode versions and symmetry/transitivity warnings of an LGR.")
final class LgrInfoCommand implements Callable<Integer> {
  private final Io io;

  @Parameters(
      index = "0",
      paramLabel = "NAME|FILE",
      description = "An LGR XML file or a name such as icann:full-variant-set/de.")
  String file;

  LgrInfoCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws IOException {
    Lgr lgr;
    try {
      Ruleset rules = Ruleset.load(file);
      if (!(rules instanceof Lgr one)) {
        io.errWriter().println("idna lgr info: " + file + " is an LGR set; name one LGR file");
        return IdnaCli.USAGE;
      }
      lgr = one;
    } catch (IOException e) {
      io.errWriter().println("idna lgr: " + file + ": " + e.getMessage());
      return IdnaCli.USAGE;
    }
    ByteSink s = new ByteSink(1024);
    RecordOut.jsonLine(s, LgrInfoRecord.of(file, lgr.info()));
    s.writeTo(io.out());
    return IdnaCli.OK;
  }
}
