package org.idna4j.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;
import org.idna4j.lgr.Ruleset;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code idna lgr info|check|variants|index|collisions}: RFC 7940 Label Generation Rulesets (module
 * idna-lgr) on the command line. Output is JSON Lines, one object per label in input order, with
 * fixed field names (other tools read them).
 *
 * <p>The label-reading subcommands share {@link Base} ({@code --lgr}, {@code --format}, loading the
 * rules) and the mixins {@link LgrLabels} (labels from the arguments, {@code --input} or standard
 * input) and {@link ScriptOption} ({@code --script}).
 *
 * <p>The subcommands are {@link LgrInfoCommand}, {@link LgrCheckCommand}, {@link
 * LgrVariantsCommand}, {@link LgrIndexCommand} and {@link LgrCollisionsCommand}; this class holds
 * what they share.
 */
@Command(
    name = "lgr",
    mixinStandardHelpOptions = true,
    description =
        "RFC 7940 Label Generation Rulesets: eligibility, dispositions, variants, index labels,"
            + " collisions.",
    subcommands = {
      LgrInfoCommand.class,
      LgrCheckCommand.class,
      LgrVariantsCommand.class,
      LgrIndexCommand.class,
      LgrCollisionsCommand.class
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
}
