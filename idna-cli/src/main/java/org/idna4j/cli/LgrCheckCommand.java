package org.idna4j.cli;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.idna4j.lgr.LabelResult;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrProblem;
import org.idna4j.lgr.Ruleset;
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
          LabelResult r = rules.evaluate(label, script.script);
          String index = r.eligible() ? rules.indexLabel(label).orElse(null) : null;
          s.ascii("{\"input\":").json(label).ascii(",\"u_label\":");
          LgrCommand.jsonOrNull(s, r.uLabel());
          s.ascii(",\"a_label\":");
          LgrCommand.jsonOrNull(s, r.aLabel());
          if (rules.isSet()) {
            s.ascii(",\"script\":");
            LgrCommand.jsonOrNull(s, r.script());
          }
          s.ascii(",\"eligible\":")
              .bool(r.eligible())
              .ascii(",\"disposition\":")
              .json(r.disposition());
          s.ascii(",\"problems\":[");
          List<LgrProblem> problems = r.problems();
          for (int i = 0; i < problems.size(); i++) {
            LgrProblem p = problems.get(i);
            s.ascii(i > 0 ? ",{\"code\":" : "{\"code\":")
                .json(p.code())
                .ascii(",\"offset\":")
                .number(p.offset())
                .ascii(",\"detail\":")
                .json(p.detail())
                .ascii('}');
          }
          s.ascii("],\"index_label\":");
          LgrCommand.jsonOrNull(s, index);
          s.ascii("}\n");
          return r.isValid();
        },
        (line, s) -> {
          // the fields of a label that is not eligible, with the line's own problem
          s.ascii("{\"input\":").json(line.text()).ascii(",\"u_label\":null,\"a_label\":null");
          if (rules.isSet()) {
            s.ascii(",\"script\":null");
          }
          s.ascii(",\"eligible\":false,\"disposition\":").json(Lgr.INVALID);
          Problem p = line.problems().get(0);
          s.ascii(",\"problems\":[{\"code\":")
              .json(p.error().toLowerCase(Locale.ROOT).replace('_', '-'))
              .ascii(",\"offset\":")
              .number(p.offset())
              .ascii(",\"detail\":")
              .json(p.detail())
              .ascii("}],\"index_label\":null}\n");
        });
  }
}
