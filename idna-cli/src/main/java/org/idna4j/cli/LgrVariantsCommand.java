package org.idna4j.cli;

import org.idna4j.lgr.Ruleset;
import org.idna4j.lgr.VariantBudget;
import org.idna4j.lgr.VariantLabel;
import org.idna4j.lgr.VariantResult;
import org.idna4j.records.VariantRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code idna lgr variants --lgr PATH [--limit N] LABEL}. */
@Command(
    name = "variants",
    mixinStandardHelpOptions = true,
    description = {
      "The variant labels of LABEL (RFC 7940 §8.2) with their dispositions, the label itself"
          + " and invalid variants excluded, in code-point order.",
      "Stops after --limit variants and says so on standard error."
    })
final class LgrVariantsCommand extends LgrCommand.Base {
  @Option(
      names = "--limit",
      paramLabel = "N",
      defaultValue = "1000",
      description = "Most variants written (default: ${DEFAULT-VALUE}).")
  long limit;

  @Option(
      names = "--budget",
      paramLabel = "N",
      defaultValue = "100000",
      description = "Most permuted labels examined, valid or not (default: ${DEFAULT-VALUE}).")
  long budgetOption;

  @Mixin LgrCommand.ScriptOption script;

  @Parameters(index = "0", paramLabel = "LABEL", description = "A U-label or A-label.")
  String label;

  LgrVariantsCommand(Io io) {
    super(io);
  }

  @Override
  void checkOptions() {
    if (limit < 0) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--limit must be 0 or more");
    }
    if (budgetOption < 1) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--budget must be 1 or more");
    }
  }

  @Override
  int run(Ruleset rules) {
    VariantBudget budget = VariantBudget.of((int) Math.min(limit, Integer.MAX_VALUE), budgetOption);
    VariantResult r = rules.variants(label, script.script, budget);
    if (!r.label().isValid()) {
      io.errWriter()
          .println(
              "idna lgr variants: "
                  + label
                  + " is invalid: "
                  + r.label().problems().get(0).detail());
      return IdnaCli.INVALID;
    }
    ByteSink s = new ByteSink(4096);
    for (VariantLabel v : r.variants()) {
      RecordOut.jsonLine(s, VariantRecord.of(v));
      write(s);
    }
    r.cut()
        .ifPresent(
            cut ->
                io.errWriter()
                    .println(
                        "idna lgr variants: output cut ("
                            + cut.code()
                            + ") after "
                            + r.variants().size()
                            + " variants and "
                            + r.permutationsExamined()
                            + " permutations examined; the label has up to "
                            + r.estimate()
                            + " permutations"));
    return IdnaCli.OK;
  }
}
