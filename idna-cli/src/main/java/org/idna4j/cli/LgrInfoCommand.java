package org.idna4j.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.Ruleset;
import org.idna4j.records.LgrInfoRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code idna lgr info NAME|FILE}: one {@link LgrInfoRecord} per LGR. An LGR set (a name such as
 * {@code rz-lgr-5}, or a set directory) gets one record per element LGR, in name order, each under
 * the name {@code --lgr} takes for that element alone ({@code rz-lgr-5/FILE}, or the file's path).
 */
@Command(
    name = "info",
    mixinStandardHelpOptions = true,
    description = {
      "Metadata, counts, Unicode versions and symmetry/transitivity warnings of an LGR.",
      "An LGR set (rz-lgr-5, a set directory) gets one record per element LGR, its file field the"
          + " name --lgr takes for that element (rz-lgr-5/FILE, or the file's path)."
    })
final class LgrInfoCommand implements Callable<Integer> {
  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(
      index = "0",
      paramLabel = "NAME|FILE",
      description =
          "An LGR name (idna lgr list), an LGR XML file or an LGR-set directory, such as"
              + " icann:full-variant-set/de or rz-lgr-5.")
  String file;

  @Mixin RecordOutput output;

  LgrInfoCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws IOException {
    Ruleset rules = LgrCommand.load(spec, file);
    List<String> names = rules instanceof Lgr ? List.of(file) : elementNames();
    RecordOutput.Writer w = output.writer(LgrInfoRecord.SHAPE);
    ByteSink s = new ByteSink(1024);
    w.header(s);
    for (String name : names) {
      Ruleset element = name.equals(file) ? rules : LgrCommand.load(spec, name);
      if (element instanceof Lgr one) {
        w.record(s, LgrInfoRecord.of(name, one.info()));
      }
    }
    s.writeTo(io.out());
    io.out().flush();
    return IdnaCli.OK;
  }

  /**
   * The names of the elements of the set {@link #file}: {@code NAME/FILE} from {@link
   * Ruleset#names()} for a named set, else the paths of the directory's {@code .xml} files.
   */
  private List<String> elementNames() throws IOException {
    List<String> names = new ArrayList<>();
    if (Ruleset.isName(file)) {
      for (String n : Ruleset.names()) {
        if (n.startsWith(file + "/")) {
          names.add(n);
        }
      }
      return names;
    }
    try (Stream<Path> files = Files.list(Path.of(file))) {
      files
          .filter(p -> p.getFileName().toString().endsWith(".xml"))
          .map(Path::toString)
          .sorted()
          .forEach(names::add);
    }
    return names;
  }
}
