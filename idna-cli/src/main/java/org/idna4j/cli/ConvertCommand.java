package org.idna4j.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProblem;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code idna to-ascii NAME...} and {@code idna to-unicode NAME...}: convert domain names under a
 * profile (UTS #46 §4.2 ToASCII, §4.3 ToUnicode, or the profile's standard).
 *
 * <p>Names are the operands, else the lines of {@code --input FILE} or standard input ({@link
 * Items}). Standard output has exactly one line per name, in order: a valid name's converted form,
 * or an empty line for an invalid name, whose problems go to standard error, one line each: label,
 * offset, error name, UTS #46 status code and a sentence. Exit code 0 when every name is valid, 1
 * otherwise.
 */
abstract class ConvertCommand implements Callable<Integer> {

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin ProfileOptions profileOptions;

  @Parameters(arity = "0..*", paramLabel = "NAME", description = NAMES)
  List<String> names;

  @Mixin InputOptions input;

  private static final String NAMES =
      "Domain names to convert ('-' or none: --input or standard input).";

  ConvertCommand(Io io) {
    this.io = io;
  }

  abstract DomainResult convert(Idna idna, String name);

  @Override
  public Integer call() {
    Idna idna = Idna.of(profileOptions.profile(spec));
    int[] code = {IdnaCli.OK};
    PrintWriter out = io.outWriter();
    PrintWriter err = io.errWriter();
    Items.forEach(
        io,
        spec,
        names,
        input,
        (line, name, why) -> {
          String where = line == null ? "" : "line " + line + ": ";
          if (name == null) {
            code[0] = IdnaCli.INVALID;
            out.println(); // one output line per input line: an empty line marks a failure
            out.flush();
            err.println("idna: " + why);
            return;
          }
          DomainResult r = convert(idna, name);
          if (r.isValid()) {
            out.println(Text.printable(r.output()));
            return;
          }
          code[0] = IdnaCli.INVALID;
          out.println();
          out.flush();
          err.println(
              "idna: "
                  + where
                  + Text.printable(name)
                  + " is not valid under --profile "
                  + profileOptions.preset
                  + ":");
          for (IdnaProblem p : r.problems()) {
            err.println("  " + describe(p));
          }
        });
    out.flush();
    err.flush();
    return code[0];
  }

  /**
   * This command with every option at its default and {@code names} as its operands: what picocli
   * would set up for a call without options ({@link PlainCall}). No option is set, so {@link
   * ProfileOptions#profile} reports no usage error and needs no model.
   */
  ConvertCommand plain(List<String> names) {
    this.profileOptions = ProfileOptions.defaults();
    this.input = new InputOptions();
    this.names = names;
    return this;
  }

  /** {@code label 0, offset 2: HYPHEN_3_4 (V2): a label may not ... [detail]}. */
  static String describe(IdnaProblem p) {
    StringBuilder b = new StringBuilder();
    if (p.labelIndex().isEmpty()) {
      b.append("name");
    } else {
      b.append("label ").append(p.labelIndex().getAsInt());
    }
    b.append(", offset ").append(p.offset()).append(": ").append(p.error().name());
    p.error().uts46Code().ifPresent(code -> b.append(" (").append(code).append(')'));
    b.append(": ").append(p.error().description());
    if (!p.detail().isEmpty()) {
      b.append(" [").append(Text.printable(p.detail())).append(']');
    }
    return b.toString();
  }

  /**
   * This command's model built in code ({@link CodeModel}), as the annotations describe it.
   *
   * @param command the command to run, {@link ToAscii} or {@link ToUnicode}
   * @param name its name
   * @param description its description
   */
  static CommandLine.Model.CommandSpec model(
      ConvertCommand command, String name, String description) {
    CommandLine.Model.CommandSpec spec =
        CodeModel.command(
            name,
            parsed -> {
              command.spec = parsed;
              command.profileOptions = ProfileOptions.from(parsed);
              command.names = CodeModel.positional(parsed);
              command.input = InputOptions.from(parsed);
              return command.call();
            },
            description);
    ProfileOptions.addTo(spec);
    spec.addPositional(CodeModel.strings("NAME", NAMES));
    CodeModel.addInputOptions(spec);
    return spec;
  }

  /** {@code idna to-ascii}. */
  @Command(
      name = ToAscii.NAME,
      mixinStandardHelpOptions = true,
      modelTransformer = ProfileOptions.Flags.class,
      description = ToAscii.DESCRIPTION)
  static final class ToAscii extends ConvertCommand {
    static final String NAME = "to-ascii";
    static final String DESCRIPTION =
        "Convert domain names to ASCII (UTS #46 §4.2 ToASCII or the profile's standard).";

    ToAscii(Io io) {
      super(io);
    }

    /** {@code idna to-ascii}'s model built in code. */
    static CommandLine.Model.CommandSpec model(Io io) {
      return ConvertCommand.model(new ToAscii(io), NAME, DESCRIPTION);
    }

    @Override
    DomainResult convert(Idna idna, String name) {
      return idna.toAscii(name);
    }
  }

  /** {@code idna to-unicode}. */
  @Command(
      name = ToUnicode.NAME,
      mixinStandardHelpOptions = true,
      modelTransformer = ProfileOptions.Flags.class,
      description = ToUnicode.DESCRIPTION)
  static final class ToUnicode extends ConvertCommand {
    static final String NAME = "to-unicode";
    static final String DESCRIPTION =
        "Convert domain names to Unicode (UTS #46 §4.3 ToUnicode or the profile's standard).";

    ToUnicode(Io io) {
      super(io);
    }

    /** {@code idna to-unicode}'s model built in code. */
    static CommandLine.Model.CommandSpec model(Io io) {
      return ConvertCommand.model(new ToUnicode(io), NAME, DESCRIPTION);
    }

    @Override
    DomainResult convert(Idna idna, String name) {
      return idna.toUnicode(name);
    }
  }
}
