package org.idna4j.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.idna4j.lgr.CollisionIndex;
import org.idna4j.lgr.LabelResult;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrInfo;
import org.idna4j.lgr.VariantLabel;
import org.idna4j.records.CollisionRecord;
import org.idna4j.records.IndexRecord;
import org.idna4j.records.LgrCheckRecord;
import org.idna4j.records.VariantRecord;
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
   * #run(LgrRules)}; exit code 2 when the rules do not load.
   */
  abstract static class Base implements Callable<Integer> {
    final Io io;

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(
        names = "--lgr",
        required = true,
        paramLabel = "PATH",
        description = "An LGR XML file, or an LGR-set directory (element LGRs + a *common*.xml).")
    Path lgrPath;

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
      LgrRules rules;
      try {
        rules = LgrRules.load(lgrPath);
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
    abstract int run(LgrRules rules) throws IOException;

    /**
     * Writes one record per label of {@code input}; returns 0 when {@code record} said true for
     * every label, 1 otherwise.
     */
    int eachLabel(LgrLabels input, RecordWriter record) throws IOException {
      ByteSink s = new ByteSink(4096);
      boolean[] all = {true};
      input.forEach(
          io,
          label -> {
            all[0] &= record.write(label, s);
            write(s);
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

    @Parameters(index = "0", paramLabel = "FILE", description = "An LGR XML file.")
    Path file;

    Info(Io io) {
      this.io = io;
    }

    @Override
    public Integer call() throws IOException {
      Lgr lgr;
      try {
        lgr = Lgr.load(file);
      } catch (IOException e) {
        io.errWriter().println("idna lgr: " + file + ": " + e.getMessage());
        return IdnaCli.USAGE;
      }
      LgrInfo i = lgr.info();
      ByteSink s = new ByteSink(1024);
      s.ascii("{\"file\":").json(file.toString());
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
    int run(LgrRules rules) throws IOException {
      return eachLabel(
          labels,
          (label, s) -> {
            LabelResult r = rules.evaluate(label, script.script);
            String index = r.eligible() ? rules.indexLabel(label).orElse(null) : null;
            RecordOut.jsonLine(s, LgrCheckRecord.of(r, index));
            return r.isValid();
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
    }

    @Override
    int run(LgrRules rules) {
      Lgr lgr = rules.element(label, script.script);
      if (lgr == null) {
        io.errWriter().println("idna lgr variants: no element LGR for the script of " + label);
        return IdnaCli.INVALID;
      }
      ByteSink s = new ByteSink(4096);
      long written = 0;
      Iterator<VariantLabel> it = lgr.variants(label).iterator();
      while (it.hasNext()) {
        if (written == limit) {
          BigInteger estimate = lgr.variantEstimate(label);
          io.errWriter()
              .println(
                  "idna lgr variants: output cut at "
                      + limit
                      + " variants (--limit); the label has"
                      + " up to "
                      + estimate
                      + " permutations");
          break;
        }
        RecordOut.jsonLine(s, VariantRecord.of(it.next()));
        write(s);
        written++;
      }
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
    int run(LgrRules rules) throws IOException {
      return eachLabel(
          labels,
          (label, s) -> {
            Optional<String> idx = rules.indexLabel(label);
            RecordOut.jsonLine(s, new IndexRecord(label, idx.orElse(null)));
            return idx.isPresent();
          });
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
    int run(LgrRules rules) throws IOException {
      List<String> names = new ArrayList<>();
      try (BufferedReader r = Files.newBufferedReader(registered, StandardCharsets.UTF_8)) {
        String line;
        while ((line = r.readLine()) != null) {
          if (!line.isBlank()) {
            names.add(line.strip());
          }
        }
      }
      CollisionIndex index = CollisionIndex.build(rules.indexer(), names);
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
            Optional<String> idx = rules.indexLabel(label);
            List<String> with = idx.map(index::withIndex).orElse(List.of());
            RecordOut.jsonLine(s, new CollisionRecord(label, idx.orElse(null), with));
            return with.isEmpty();
          });
    }
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
