package org.idna4j.cli;

import java.io.IOException;
import java.util.List;
import org.idna4j.lgr.Ruleset;
import org.idna4j.lgr.VariantBudget;
import org.idna4j.lgr.VariantResult;
import org.idna4j.records.Shape;
import org.idna4j.records.VariantsRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code idna lgr variants --lgr PATH [--limit N] [LABEL...]}: one {@link VariantsRecord} per
 * label, in input order, the record {@code GET /api/v1/lgr/variants} and Spark's {@code
 * idna_lgr_variants} answer: the label, its variants with their dispositions, and why the list was
 * cut, if it was. An invalid label has no variants and is reported on standard error (exit code 1).
 */
@Command(
    name = "variants",
    mixinStandardHelpOptions = true,
    description = {
      "The variant labels of each LABEL (RFC 7940 §8.2) with their dispositions, the label itself"
          + " and invalid variants excluded, in code-point order: one variants record per label.",
      "Labels from the arguments, else (none, or -) --input FILE or standard input.",
      "Stops after --limit variants of a label and says so (cut) and on standard error.",
      "Exit code 1 when a label is invalid (it has no variants)."
    })
final class LgrVariantsCommand extends LgrCommand.Base {
  @Option(
      names = "--limit",
      paramLabel = "N",
      defaultValue = "1000",
      description = "Most variants written per label (default: ${DEFAULT-VALUE}).")
  long limit;

  @Option(
      names = "--budget",
      paramLabel = "N",
      defaultValue = "100000",
      description =
          "Most permuted labels examined per label, valid or not (default: ${DEFAULT-VALUE}).")
  long budgetOption;

  @Mixin LgrCommand.ScriptOption script;

  @Mixin LgrLabels labels;

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
  Shape recordShape() {
    return VariantsRecord.SHAPE;
  }

  @Override
  int run(Ruleset rules) throws IOException {
    return eachLabel(
        labels,
        (number, label, w, s) -> {
          VariantBudget budget =
              VariantBudget.of((int) Math.min(limit, Integer.MAX_VALUE), budgetOption);
          VariantResult r = rules.variants(label, script.script, budget);
          w.record(s, VariantsRecord.of(number, label, r));
          if (!r.label().isValid()) {
            io.errWriter()
                .println(
                    "idna lgr variants: "
                        + (number != null ? "line " + number + ": " : "")
                        + Text.printable(label)
                        + " is invalid: "
                        + r.label().problems().get(0).detail());
            return false;
          }
          r.cut()
              .ifPresent(
                  cut ->
                      io.errWriter()
                          .println(
                              "idna lgr variants: "
                                  + Text.printable(label)
                                  + ": output cut ("
                                  + cut.code()
                                  + ") after "
                                  + r.variants().size()
                                  + " variants and "
                                  + r.permutationsExamined()
                                  + " permutations examined; the label has up to "
                                  + r.estimate()
                                  + " permutations"));
          return true;
        },
        (number, line, w, s) ->
            w.record(s, new VariantsRecord(number, line.text(), List.of(), null, null)));
  }
}
