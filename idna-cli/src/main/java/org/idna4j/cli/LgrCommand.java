package org.idna4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.idna4j.lgr.CollisionIndex;
import org.idna4j.lgr.LabelResult;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrInfo;
import org.idna4j.lgr.LgrProblem;
import org.idna4j.lgr.Ruleset;
import org.idna4j.lgr.VariantBudget;
import org.idna4j.lgr.VariantLabel;
import org.idna4j.lgr.VariantResult;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code idna lgr info|check|variants|index|collisions}: RFC 7940 Label Generation Rulesets (module
 * idna-lgr) on the command line. Output is JSON Lines, one object per label in input order, with
 * fixed field names (other tools read them).
 *
 * <p>The label-reading subcommands share {@link Base} ({@code --lgr}, {@code --format}, loading the
 * rules) and the mixins {@link LgrLabels} (labels from the arguments, {@code --input} or standard
 * input) and {@link ScriptOption} ({@code --script}).
 *
 * <p>Why this class is long: its five subcommands are nested here so that their fixed JSON field
 * names sit side by side; what they share is in {@link Base} and the mixins.
 */
@Command(
    name = "lgr",
    mixinStandardHelpOptions = true,
    description =
        "RFC 7940 Label Generation Rulesets: eligibility, dispositions, variants, index labels,"
            + " collisions.",
    subcommands = {
      LgrCommand.Info.class,
      LgrCommand.Check.class,
      LgrCommand.Variants.class,
      LgrCommand.Index.class,
      LgrCommand.Collisions.class
    })
final class LgrCommand implements Runnable {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(
        spec.commandLine(), "Missing subcommand: info, check, variants, index or collisions");
  }

  /** Output formats; JSON Lines only for now. */
  enum Format {
    JSONL;

    @Override
    public String toString() {
      return "jsonl";
    }
  }

  /**
   * Options shared by the label-reading subcommands, and their run: load {@code --lgr}, then {@link
   * #run(Ruleset)}; exit code 2 when the rules do not load.
   */
  abstract static class Base implements Callable<Integer> {
    final Io io;

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(
        names = "--lgr",
        required = true,
        paramLabel = "NAME|PATH",
        description = {
          "icann:second-level-reference/TAG, icann:full-variant-set/TAG or rz-lgr-5 (ICANN's tables),",
          "or an LGR XML file, or an LGR-set directory (element LGRs + a *common*.xml)."
        })
    String lgrPath;

    @Option(
        names = "--format",
        paramLabel = "FORMAT",
        defaultValue = "jsonl",
        description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format;

    Base(Io io) {
      this.io = io;
    }

    /** Loads --lgr (on failure prints the reason, with line and column) and runs the command. */
    @Override
    public final Integer call() throws IOException {
      checkOptions();
      Ruleset rules;
      try {
        rules = Ruleset.load(lgrPath);
      } catch (IOException e) {
        io.errWriter().println("idna lgr: " + lgrPath + ": " + e.getMessage());
        return IdnaCli.USAGE;
      }
      return run(rules);
    }

    /** Rejects option values picocli's types allow but the command does not, before loading. */
    void checkOptions() {}

    /**
     * Runs the command over loaded rules.
     *
     * @param rules the rules of {@code --lgr}
     * @return the exit code
     * @throws IOException if reading the input fails
     */
    abstract int run(Ruleset rules) throws IOException;

    /**
     * Writes one record per label of {@code input}; returns 0 when {@code record} said true for
     * every label, 1 otherwise.
     */
    int eachLabel(LgrLabels input, RecordWriter record, UnreadableWriter unreadable)
        throws IOException {
      ByteSink s = new ByteSink(4096);
      boolean[] all = {true};
      input.forEach(
          io,
          label -> {
            all[0] &= record.write(label, s);
            write(s);
          },
          (number, line) -> {
            // invalid UTF-8 or over the line cap: a record that says so, never a guess
            all[0] = false;
            unreadable.write(line, s);
            write(s);
            io.errWriter().println("idna lgr: " + StrictLines.why(number, line));
            io.errWriter().flush();
          });
      return all[0] ? IdnaCli.OK : IdnaCli.INVALID;
    }

    void write(ByteSink sink) {
      try {
        OutputStream out = io.out();
        sink.writeTo(out);
        sink.clear();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** One label's record. */
  interface RecordWriter {
    /**
     * Appends the record of {@code label} to {@code s}.
     *
     * @return whether the label passed (valid, indexed, no collision): the exit code's test
     */
    boolean write(String label, ByteSink s);
  }

  /**
   * The record of an input line that cannot be processed ({@link StrictLines}: invalid UTF-8, over
   * the line cap): its {@code input} as shown and every other field empty, with the subcommand's
   * fields; {@code check} lists the line's problem.
   */
  interface UnreadableWriter {
    /** Appends the record of {@code line} to {@code s}. */
    void write(InputLine line, ByteSink s);
  }

  /** {@code --script}: the element LGR of an LGR set, instead of detecting it. */
  static final class ScriptOption {
    @Option(
        names = "--script",
        paramLabel = "SCRIPT",
        description =
            "With an LGR set: the element LGR's script (e.g. Latn) instead of detecting it.")
    String script;
  }

  /** {@code idna lgr info FILE}. */
  @Command(
      name = "info",
      mixinStandardHelpOptions = true,
      description =
          "Metadata, counts, Unicode versions and symmetry/transitivity warnings of an LGR.")
  static final class Info implements Callable<Integer> {
    private final Io io;

    @Parameters(
        index = "0",
        paramLabel = "NAME|FILE",
        description = "An LGR XML file or a name such as icann:full-variant-set/de.")
    String file;

    Info(Io io) {
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
      jsonOrNull(s, i.metadata().version());
      s.ascii(",\"date\":");
      jsonOrNull(s, i.metadata().date());
      s.ascii(",\"languages\":");
      jsonArray(s, i.metadata().languages());
      s.ascii(",\"unicode_version\":");
      jsonOrNull(s, i.declaredUnicodeVersion());
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
      jsonArray(s, i.warnings());
      s.ascii("}\n");
      s.writeTo(io.out());
      return IdnaCli.OK;
    }
  }

  /** {@code idna lgr check --lgr PATH [LABEL...]}. */
  @Command(
      name = "check",
      mixinStandardHelpOptions = true,
      description = {
        "Evaluate labels (RFC 7940 §8): eligibility, disposition, problems, index label.",
        "Labels from the arguments, else --input FILE or standard input, one per line."
      })
  static final class Check extends Base {
    @Mixin LgrLabels labels;

    @Mixin ScriptOption script;

    Check(Io io) {
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
            jsonOrNull(s, r.uLabel());
            s.ascii(",\"a_label\":");
            jsonOrNull(s, r.aLabel());
            if (rules.isSet()) {
              s.ascii(",\"script\":");
              jsonOrNull(s, r.script());
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
            jsonOrNull(s, index);
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
                .json(p.error().toLowerCase(java.util.Locale.ROOT).replace('_', '-'))
                .ascii(",\"offset\":")
                .number(p.offset())
                .ascii(",\"detail\":")
                .json(p.detail())
                .ascii("}],\"index_label\":null}\n");
          });
    }
  }

  /** {@code idna lgr variants --lgr PATH [--limit N] LABEL}. */
  @Command(
      name = "variants",
      mixinStandardHelpOptions = true,
      description = {
        "The variant labels of LABEL (RFC 7940 §8.2) with their dispositions, the label itself"
            + " and invalid variants excluded, in code-point order.",
        "Stops after --limit variants and says so on standard error."
      })
  static final class Variants extends Base {
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

    @Mixin ScriptOption script;

    @Parameters(index = "0", paramLabel = "LABEL", description = "A U-label or A-label.")
    String label;

    Variants(Io io) {
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
      VariantBudget budget =
          VariantBudget.of((int) Math.min(limit, Integer.MAX_VALUE), budgetOption);
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
        s.ascii("{\"u_label\":").json(v.uLabel()).ascii(",\"a_label\":");
        jsonOrNull(s, v.aLabel());
        s.ascii(",\"disposition\":").json(v.disposition()).ascii("}\n");
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

  /** {@code idna lgr index --lgr PATH [LABEL...]}. */
  @Command(
      name = "index",
      mixinStandardHelpOptions = true,
      description = {
        "Index labels (RFC 7940 §8.5): equal index labels collide. null when not eligible.",
        "With an LGR set the common LGR computes them."
      })
  static final class Index extends Base {
    @Mixin LgrLabels labels;

    Index(Io io) {
      super(io);
    }

    @Override
    int run(Ruleset rules) throws IOException {
      return eachLabel(
          labels,
          (label, s) -> {
            Optional<String> idx = indexRecord(rules, label, s);
            s.ascii("}\n");
            return idx.isPresent();
          },
          (line, s) -> s.ascii("{\"input\":").json(line.text()).ascii(",\"index_label\":null}\n"));
    }
  }

  /** {@code idna lgr collisions --lgr PATH --registered FILE [LABEL...]}. */
  @Command(
      name = "collisions",
      mixinStandardHelpOptions = true,
      description = {
        "Registered labels each candidate collides with (same index label, RFC 7940 §8.5).",
        "With an LGR set the common LGR decides. Exit code 1 when any candidate collides."
      })
  static final class Collisions extends Base {
    @Option(
        names = "--registered",
        required = true,
        paramLabel = "FILE",
        description = "Registered labels, one per line (reported as given).")
    Path registered;

    @Mixin LgrLabels candidates;

    Collisions(Io io) {
      super(io);
    }

    @Override
    int run(Ruleset rules) throws IOException {
      List<String> names = new ArrayList<>();
      long[] unreadable = {0};
      try (InputStream in = Files.newInputStream(registered)) {
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
          (label, s) -> {
            List<String> with =
                indexRecord(rules, label, s).map(index::withIndex).orElse(List.of());
            s.ascii(",\"collides_with\":");
            jsonArray(s, with);
            s.ascii("}\n");
            return with.isEmpty();
          },
          (line, s) ->
              s.ascii("{\"input\":")
                  .json(line.text())
                  .ascii(",\"index_label\":null,\"collides_with\":[]}\n"));
    }
  }

  /**
   * Appends <code>{"input":…,"index_label":…</code> (a record without its closing brace) and
   * returns the index label (RFC 7940 §8.5), empty when the label is not eligible.
   */
  static Optional<String> indexRecord(Ruleset rules, String label, ByteSink s) {
    Optional<String> idx = rules.indexLabel(label);
    s.ascii("{\"input\":").json(label).ascii(",\"index_label\":");
    jsonOrNull(s, idx.orElse(null));
    return idx;
  }

  static void jsonOrNull(ByteSink s, String v) {
    if (v == null) {
      s.ascii("null");
    } else {
      s.json(v);
    }
  }

  static void jsonArray(ByteSink s, List<String> values) {
    s.ascii('[');
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        s.ascii(',');
      }
      s.json(values.get(i));
    }
    s.ascii(']');
  }
}
