package org.idna4j.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.concurrent.Callable;
import org.idna4j.lgr.Ruleset;
import org.idna4j.records.Shape;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code idna lgr info|check|variants|index|collisions}: RFC 7940 Label Generation Rulesets (module
 * idna-lgr) on the command line: one record per label in input order, as JSON Lines (the records of
 * idna-records, fixed field names that other tools read) or flat rows ({@link RecordOutput}).
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
      LgrListCommand.class,
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
        spec.commandLine(), "Missing subcommand: list, info, check, variants, index or collisions");
  }

  /**
   * Options shared by the label-reading subcommands, and their run: load {@code --lgr}, then {@link
   * #run(Ruleset)}; a usage error (exit code 2) when the rules do not load: {@code no such file},
   * an unknown name (with a pointer to {@code idna lgr list}), or the reason with line and column.
   */
  abstract static class Base implements Callable<Integer> {
    final Io io;

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(
        names = "--lgr",
        required = true,
        paramLabel = "NAME|PATH",
        description = {
          "A name (idna lgr list names them: icann:second-level-reference/TAG,",
          "icann:full-variant-set/TAG, rz-lgr-5 and each of its element LGRs),",
          "or an LGR XML file, or an LGR-set directory (element LGRs + a *common*.xml)."
        })
    String lgrPath;

    @Mixin RecordOutput output;

    Base(Io io) {
      this.io = io;
    }

    /** Loads --lgr and runs the command. */
    @Override
    public final Integer call() throws IOException {
      checkOptions();
      return run(load(spec, lgrPath));
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

    /** The record type each label gets (the columns of tsv and csv). */
    abstract Shape recordShape();

    /**
     * Writes the header (tsv, csv) and one record per label of {@code input}, in input order;
     * returns 0 when {@code record} said true for every label, 1 otherwise.
     */
    int eachLabel(LgrLabels input, RecordWriter record, UnreadableWriter unreadable)
        throws IOException {
      RecordOutput.Writer w = output.writer(recordShape());
      ByteSink s = new ByteSink(4096);
      w.header(s);
      write(s);
      boolean[] all = {true};
      input.forEach(
          io,
          (line, label) -> {
            all[0] &= record.write(line, label, w, s);
            write(s);
          },
          (number, line) -> {
            // invalid UTF-8 or over the line cap: a record that says so, never a guess
            all[0] = false;
            unreadable.write(number, line, w, s);
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

  /**
   * Loads {@code --lgr} (or {@code lgr info}'s operand); every failure is a usage error of one line
   * that names the LGR once: {@code no such file: PATH}, {@code no such LGR name: NAME (idna lgr
   * list names them)}, or the reason with line and column.
   */
  static Ruleset load(CommandLine.Model.CommandSpec spec, String nameOrPath) {
    if (Ruleset.isName(nameOrPath) && !Ruleset.names().contains(nameOrPath)) {
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          Ruleset.names().isEmpty()
              ? "no such LGR name: "
                  + nameOrPath
                  + " (LGRs by name need the artifact org.idna4j:idna-lgr-icann)"
              : "no such LGR name: " + nameOrPath + " (idna lgr list names them)");
    }
    try {
      return Ruleset.load(nameOrPath);
    } catch (NoSuchFileException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "no such file: " + nameOrPath);
    } catch (FileSystemException e) {
      // the exception's message starts with the file's name: say it once
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          "cannot read " + nameOrPath + (e.getReason() == null ? "" : ": " + e.getReason()));
    } catch (IOException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), nameOrPath + ": " + e.getMessage());
    }
  }

  /** One label's record. */
  interface RecordWriter {
    /**
     * Appends the record of {@code label} to {@code s} with {@code w}.
     *
     * @param line the 1-based input line, or null for an operand (the record's {@code line})
     * @return whether the label passed (valid, indexed, no collision): the exit code's test
     */
    boolean write(Long line, String label, RecordOutput.Writer w, ByteSink s);
  }

  /**
   * The record of an input line that cannot be processed ({@link StrictLines}: invalid UTF-8, over
   * the line cap): its {@code input} as shown and every other field empty, with the subcommand's
   * fields; {@code check} lists the line's problem.
   */
  interface UnreadableWriter {
    /** Appends the record of {@code line}, the input's line {@code number}, to {@code s}. */
    void write(long number, InputLine line, RecordOutput.Writer w, ByteSink s);
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
