package org.idna4j.cli;

import java.io.IOException;
import java.util.concurrent.Callable;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrInfo;
import org.idna4j.lgr.Ruleset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code idna lgr info FILE}. */
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
    LgrInfo i = lgr.info();
    ByteSink s = new ByteSink(1024);
    s.ascii("{\"file\":").json(file);
    s.ascii(",\"version\":");
    LgrCommand.jsonOrNull(s, i.metadata().version());
    s.ascii(",\"date\":");
    LgrCommand.jsonOrNull(s, i.metadata().date());
    s.ascii(",\"languages\":");
    LgrCommand.jsonArray(s, i.metadata().languages());
    s.ascii(",\"unicode_version\":");
    LgrCommand.jsonOrNull(s, i.declaredUnicodeVersion());
    s.ascii(",\"icu_unicode_version\":").json(i.icuUnicodeVersion());
    s.ascii(",\"chars\":").number(i.chars()).ascii(",\"sequences\":").number(i.sequences());
    s.ascii(",\"ranges\":")
        .number(i.ranges())
        .ascii(",\"range_code_points\":")
        .number(i.rangeCodePoints());
    s.ascii(",\"variants\":").number(i.variants()).ascii(",\"classes\":").number(i.classes());
    s.ascii(",\"rules\":").number(i.rules()).ascii(",\"actions\":").number(i.actions());
    s.ascii(",\"newer_code_points\":").number(i.newerCodePoints());
    s.ascii(",\"variant_relation_sound\":").bool(i.variantRelationSound());
    s.ascii(",\"idna2008_compliant\":").bool(i.idna2008Compliant());
    s.ascii(",\"idna2008_violations\":[");
    for (int k = 0; k < i.idna2008Violations().size(); k++) {
      s.ascii(k > 0 ? ",\"" : "\"")
          .ascii(String.format(java.util.Locale.ROOT, "U+%04X", i.idna2008Violations().get(k)))
          .ascii('"');
    }
    s.ascii(']');
    s.ascii(",\"warnings\":");
    LgrCommand.jsonArray(s, i.warnings());
    s.ascii("}\n");
    s.writeTo(io.out());
    return IdnaCli.OK;
  }
}
