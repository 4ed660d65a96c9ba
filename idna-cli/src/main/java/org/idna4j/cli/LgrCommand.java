package org.idna4j.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
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
import java.util.function.Consumer;
import org.idna4j.lgr.CollisionIndex;
import org.idna4j.lgr.LabelResult;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrInfo;
import org.idna4j.lgr.LgrProblem;
import org.idna4j.lgr.LgrSet;
import org.idna4j.lgr.VariantLabel;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code idna lgr info|check|variants|index|collisions}: RFC 7940 Label Generation Rulesets
 * (module idna-lgr) on the command line. Output is JSON Lines, one object per label in input
 * order, with fixed field names (other tools read them).
 */
@Command(
    name = "lgr",
    mixinStandardHelpOptions = true,
    description = "RFC 7940 Label Generation Rulesets: eligibility, dispositions, variants, index labels,"
        + " collisions.",
    subcommands = {
        LgrCommand.Info.class,
        LgrCommand.Check.class,
        LgrCommand.Variants.class,
        LgrCommand.Index.class,
        LgrCommand.Collisions.class})
final class LgrCommand implements Runnable {

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(),
        "Missing subcommand: info, check, variants, index or collisions");
  }

  /** Output formats; JSON Lines only for now. */
  enum Format {
    JSONL;

    @Override
    public String toString() {
      return "jsonl";
    }
  }

  /** An LGR file, or an LGR-set directory (element LGRs + one common LGR, see README). */
  static final class Rules {
    final Lgr lgr;
    final LgrSet set;

    private Rules(Lgr lgr, LgrSet set) {
      this.lgr = lgr;
      this.set = set;
    }

    static Rules load(Path path) throws IOException {
      if (Files.isDirectory(path)) {
        return new Rules(null, LgrSet.load(path));
      }
      return new Rules(Lgr.load(path), null);
    }

    LabelResult evaluate(String label, String script) {
      if (set == null) {
        return lgr.evaluate(label);
      }
      return script == null ? set.evaluate(label) : set.evaluate(label, script);
    }

    Lgr indexer() {
      return set == null ? lgr : set.common();
    }

    Optional<String> indexLabel(String label) {
      return indexer().indexLabel(label);
    }

    Lgr element(String label, String script) {
      if (set == null) {
        return lgr;
      }
      String s = script != null ? script : LgrSet.detectScript(label).orElse(null);
      return s == null ? null : set.elements().get(s);
    }
  }

  /** Options shared by the label-reading subcommands. */
  abstract static class Base implements Callable<Integer> {
    final Io io;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--lgr", required = true, paramLabel = "PATH",
        description = "An LGR XML file, or an LGR-set directory (element LGRs + a *common*.xml).")
    Path lgrPath;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "jsonl",
        description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format;

    Base(Io io) {
      this.io = io;
    }

    /** Loads --lgr; on failure prints the reason (with line and column) and returns null. */
    Rules rules() {
      try {
        return Rules.load(lgrPath);
      } catch (IOException e) {
        io.errWriter().println("idna lgr: " + lgrPath + ": " + e.getMessage());
        return null;
      }
    }

    /** Streams labels from the arguments, else from --input or standard input (one per line). */
    void forEachLabel(List<String> labels, Path input, Consumer<String> action) throws IOException {
      if (labels != null && !labels.isEmpty()) {
        labels.forEach(action);
        return;
      }
      InputStream in = input == null || input.toString().equals("-") ? io.in() : Files.newInputStream(input);
      try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16)) {
        String line;
        while ((line = r.readLine()) != null) {
          action.accept(line);
        }
      } finally {
        if (in != io.in()) {
          in.close();
        }
      }
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

  /** {@code idna lgr info FILE}. */
  @Command(name = "info", mixinStandardHelpOptions = true,
      description = "Metadata, counts, Unicode versions and symmetry/transitivity warnings of an LGR.")
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
      s.ascii(",\"ranges\":").number(i.ranges()).ascii(",\"range_code_points\":").number(i.rangeCodePoints());
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
  @Command(name = "check", mixinStandardHelpOptions = true,
      description = {"Evaluate labels (RFC 7940 §8): eligibility, disposition, problems, index label.",
          "Labels from the arguments, else --input FILE or standard input, one per line."})
  static final class Check extends Base {
    @Option(names = "--input", paramLabel = "FILE", description = "Labels, one per line ('-': standard input).")
    Path input;

    @Option(names = "--script", paramLabel = "SCRIPT",
        description = "With an LGR set: the element LGR's script (e.g. Latn) instead of detecting it.")
    String script;

    @Parameters(arity = "0..*", paramLabel = "LABEL", description = "U-labels or A-labels.")
    List<String> labels;

    Check(Io io) {
      super(io);
    }

    @Override
    public Integer call() throws IOException {
      Rules rules = rules();
      if (rules == null) {
        return IdnaCli.USAGE;
      }
      ByteSink s = new ByteSink(4096);
      boolean[] allValid = {true};
      forEachLabel(labels, input, label -> {
        LabelResult r = rules.evaluate(label, script);
        allValid[0] &= r.isValid();
        String index = r.eligible() ? rules.indexLabel(label).orElse(null) : null;
        s.ascii("{\"input\":").json(label).ascii(",\"u_label\":");
        jsonOrNull(s, r.uLabel());
        s.ascii(",\"a_label\":");
        jsonOrNull(s, r.aLabel());
        if (rules.set != null) {
          s.ascii(",\"script\":");
          jsonOrNull(s, r.script());
        }
        s.ascii(",\"eligible\":").bool(r.eligible()).ascii(",\"disposition\":").json(r.disposition());
        s.ascii(",\"problems\":[");
        List<LgrProblem> problems = r.problems();
        for (int i = 0; i < problems.size(); i++) {
          LgrProblem p = problems.get(i);
          s.ascii(i > 0 ? ",{\"code\":" : "{\"code\":").json(p.code()).ascii(",\"offset\":").number(p.offset())
              .ascii(",\"detail\":").json(p.detail()).ascii('}');
        }
        s.ascii("],\"index_label\":");
        jsonOrNull(s, index);
        s.ascii("}\n");
        write(s);
      });
      return allValid[0] ? IdnaCli.OK : IdnaCli.INVALID;
    }
  }

  /** {@code idna lgr variants --lgr PATH [--limit N] LABEL}. */
  @Command(name = "variants", mixinStandardHelpOptions = true,
      description = {"The variant labels of LABEL (RFC 7940 §8.2) with their dispositions, the label itself"
          + " and invalid variants excluded, in code-point order.",
          "Stops after --limit variants and says so on standard error."})
  static final class Variants extends Base {
    @Option(names = "--limit", paramLabel = "N", defaultValue = "1000",
        description = "Most variants written (default: ${DEFAULT-VALUE}).")
    long limit;

    @Option(names = "--script", paramLabel = "SCRIPT",
        description = "With an LGR set: the element LGR's script instead of detecting it.")
    String script;

    @Parameters(index = "0", paramLabel = "LABEL", description = "A U-label or A-label.")
    String label;

    Variants(Io io) {
      super(io);
    }

    @Override
    public Integer call() {
      if (limit < 0) {
        throw new CommandLine.ParameterException(spec.commandLine(), "--limit must be 0 or more");
      }
      Rules rules = rules();
      if (rules == null) {
        return IdnaCli.USAGE;
      }
      Lgr lgr = rules.element(label, script);
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
          io.errWriter().println("idna lgr variants: output cut at " + limit + " variants (--limit); the label has"
              + " up to " + estimate + " permutations");
          break;
        }
        VariantLabel v = it.next();
        s.ascii("{\"u_label\":").json(v.uLabel()).ascii(",\"a_label\":");
        jsonOrNull(s, v.aLabel());
        s.ascii(",\"disposition\":").json(v.disposition()).ascii("}\n");
        write(s);
        written++;
      }
      return IdnaCli.OK;
    }
  }

  /** {@code idna lgr index --lgr PATH [LABEL...]}. */
  @Command(name = "index", mixinStandardHelpOptions = true,
      description = {"Index labels (RFC 7940 §8.5): equal index labels collide. null when not eligible.",
          "With an LGR set the common LGR computes them."})
  static final class Index extends Base {
    @Option(names = "--input", paramLabel = "FILE", description = "Labels, one per line ('-': standard input).")
    Path input;

    @Parameters(arity = "0..*", paramLabel = "LABEL", description = "U-labels or A-labels.")
    List<String> labels;

    Index(Io io) {
      super(io);
    }

    @Override
    public Integer call() throws IOException {
      Rules rules = rules();
      if (rules == null) {
        return IdnaCli.USAGE;
      }
      ByteSink s = new ByteSink(4096);
      boolean[] all = {true};
      forEachLabel(labels, input, label -> {
        Optional<String> idx = rules.indexLabel(label);
        all[0] &= idx.isPresent();
        s.ascii("{\"input\":").json(label).ascii(",\"index_label\":");
        jsonOrNull(s, idx.orElse(null));
        s.ascii("}\n");
        write(s);
      });
      return all[0] ? IdnaCli.OK : IdnaCli.INVALID;
    }
  }

  /** {@code idna lgr collisions --lgr PATH --registered FILE [LABEL...]}. */
  @Command(name = "collisions", mixinStandardHelpOptions = true,
      description = {"Registered labels each candidate collides with (same index label, RFC 7940 §8.5).",
          "With an LGR set the common LGR decides. Exit code 1 when any candidate collides."})
  static final class Collisions extends Base {
    @Option(names = "--registered", required = true, paramLabel = "FILE",
        description = "Registered labels, one per line (reported as given).")
    Path registered;

    @Option(names = "--input", paramLabel = "FILE", description = "Candidates, one per line ('-': standard input).")
    Path input;

    @Parameters(arity = "0..*", paramLabel = "LABEL", description = "Candidate U-labels or A-labels.")
    List<String> labels;

    Collisions(Io io) {
      super(io);
    }

    @Override
    public Integer call() throws IOException {
      Rules rules = rules();
      if (rules == null) {
        return IdnaCli.USAGE;
      }
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
        io.errWriter().println("idna lgr collisions: " + index.unindexed() + " of " + names.size()
            + " registered labels are not eligible under the LGR and were not indexed");
      }
      ByteSink s = new ByteSink(4096);
      boolean[] none = {true};
      forEachLabel(labels, input, label -> {
        Optional<String> idx = rules.indexLabel(label);
        List<String> with = idx.map(index::withIndex).orElse(List.of());
        none[0] &= with.isEmpty();
        s.ascii("{\"input\":").json(label).ascii(",\"index_label\":");
        jsonOrNull(s, idx.orElse(null));
        s.ascii(",\"collides_with\":");
        jsonArray(s, with);
        s.ascii("}\n");
        write(s);
      });
      return none[0] ? IdnaCli.OK : IdnaCli.INVALID;
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
