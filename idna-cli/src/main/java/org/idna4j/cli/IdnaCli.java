package org.idna4j.cli;

import java.io.PrintWriter;
import java.lang.reflect.Constructor;
import java.util.Arrays;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code idna} command: entry point and the picocli set-up shared by every subcommand.
 *
 * <p>Exit codes: 0 when every input was converted or is valid, 1 when any input is invalid or
 * cannot be converted, 2 on a usage error (unknown option, missing argument).
 */
@Command(
    name = IdnaCli.NAME,
    mixinStandardHelpOptions = true,
    versionProvider = VersionCommand.Provider.class,
    description = IdnaCli.DESCRIPTION,
    subcommands = {
      CheckCommand.class,
      CompareCommand.class,
      AuditCommand.class,
      ExplainCommand.class,
      LgrCommand.class,
      ConvertCommand.ToAscii.class,
      ConvertCommand.ToUnicode.class,
      PunycodeCommand.class,
      ServeCommand.class,
      PslCommand.class,
      DisplayCommand.class,
      EmailCommand.class,
      UrlHostCommand.class,
      VersionCommand.class,
      CommandLine.HelpCommand.class
    })
public final class IdnaCli implements Runnable {

  static final String NAME = "idna";
  static final String DESCRIPTION =
      "Internationalized domain names: convert, validate in bulk, compare standards.";

  /** Exit code when every input is valid. */
  static final int OK = 0;

  /** Exit code when some input is invalid or cannot be converted. */
  static final int INVALID = 1;

  /** Exit code on a usage error; picocli's own {@code ExitCode.USAGE}. */
  static final int USAGE = CommandLine.ExitCode.USAGE;

  /** Exit code of {@code idna serve} stopped by SIGTERM: 128 + 15, the JVM's exit on the signal. */
  static final int TERMINATED = 143;

  /** Picocli's system property: a regex of type names whose built-in converters to skip. */
  static final String PICOCLI_CONVERTER_EXCLUDES = "picocli.converters.excludes";

  /** Picocli's system property: {@code true} stops it looking for Groovy's closure class. */
  static final String PICOCLI_DISABLE_CLOSURES = "picocli.disable.closures";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Made by picocli (its default factory) and by {@link #commandLine}; {@link #main} runs it. */
  private IdnaCli() {}

  /** Without a subcommand, print the usage and fail as a usage error. */
  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "Missing subcommand");
  }

  /**
   * Runs the command with the process's streams and exits with its exit code.
   *
   * @param args the command-line arguments
   */
  public static void main(String[] args) {
    // Start-up: picocli registers converters for java.sql and java.time types by reflection,
    // loading about 80 classes that no idna option uses; its documented switch leaves them out.
    if (System.getProperty(PICOCLI_CONVERTER_EXCLUDES) == null) {
      System.setProperty(PICOCLI_CONVERTER_EXCLUDES, "java\\.sql\\..*|java\\.time\\..*");
    }
    // Its default factory also looks for groovy.lang.Closure, a class no jar here has: the failed
    // lookup searches the whole class path, opening idna.jar (see the launcher, idna-start.jar).
    if (System.getProperty(PICOCLI_DISABLE_CLOSURES) == null) {
      System.setProperty(PICOCLI_DISABLE_CLOSURES, "true");
    }
    Io io = Io.system();
    int code = run(io, Arguments.recover(args));
    io.flush();
    System.exit(code);
  }

  /**
   * Runs the command against the given streams and returns its exit code.
   *
   * @param io the streams
   * @param args the arguments
   * @return the exit code
   */
  static int run(Io io, String... args) {
    Integer plain = PlainCall.run(io, args);
    return plain != null ? plain : runWithPicocli(io, args);
  }

  /** Runs the command through picocli, as {@link #run} does for all but a {@link PlainCall}. */
  static int runWithPicocli(Io io, String... args) {
    CommandLine only = args.length == 0 ? null : commandLine(io, args[0]);
    return (only == null ? commandLine(io) : only).execute(args);
  }

  /** Builds the picocli command line whose commands write to {@code io}. */
  static CommandLine commandLine(Io io) {
    return configure(new CommandLine(IdnaCli.class, new Factory(io)), io);
  }

  /**
   * Builds a command line with only the subcommand named {@code name} under {@code idna}, or
   * returns null when no subcommand has that name (an option, an unknown name, {@code help}).
   *
   * <p>What a run that names a subcommand needs. Picocli inspects every option of every subcommand
   * by reflection when it builds the full command line; here it builds one. The one-shot commands
   * ({@link #codeModel}) go further: their model is built in code, so that no annotation is read at
   * all. The top-level command keeps its name and description, not its standard options: they can
   * only come before the subcommand's name, which is the first argument here (each subcommand has
   * its own {@code --help} and {@code --version}); {@code idna --help} and {@code idna help} use
   * the full command line.
   */
  static CommandLine commandLine(Io io, String name) {
    CommandLine.Model.CommandSpec model = codeModel(io, name);
    if (model != null) {
      return topWith(io, new CommandLine(model));
    }
    Class<?> subcommand = subcommandNamed(name);
    return subcommand == null ? null : topWith(io, new CommandLine(subcommand, new Factory(io)));
  }

  /** {@code idna} with its name and description and only {@code subcommand}. */
  private static CommandLine topWith(Io io, CommandLine subcommand) {
    CommandLine.Model.CommandSpec spec =
        CommandLine.Model.CommandSpec.wrapWithoutInspection(new IdnaCli()).name(NAME);
    spec.usageMessage().description(DESCRIPTION);
    CommandLine cl = new CommandLine(spec, new Factory(io));
    cl.addSubcommand(subcommand);
    return configure(cl, io);
  }

  /**
   * The model built in code ({@link CodeModel}) of the one-shot subcommand named {@code name}, or
   * null for the others, which are built from their annotations.
   */
  static CommandLine.Model.CommandSpec codeModel(Io io, String name) {
    switch (name) {
      case ConvertCommand.ToAscii.NAME:
        return ConvertCommand.ToAscii.model(io);
      case ConvertCommand.ToUnicode.NAME:
        return ConvertCommand.ToUnicode.model(io);
      case PunycodeCommand.NAME:
        return PunycodeCommand.model(io);
      case VersionCommand.NAME:
        return VersionCommand.model(io);
      default:
        return null;
    }
  }

  /**
   * Returns the subcommand class of {@link IdnaCli}'s {@code @Command(subcommands = ...)} whose
   * name or alias is {@code name}, or null (an option, an unknown name, or {@code help}, which
   * lists every subcommand).
   */
  static Class<?> subcommandNamed(String name) {
    for (Class<?> c : IdnaCli.class.getAnnotation(Command.class).subcommands()) {
      Command sub = c.getAnnotation(Command.class);
      if (c == CommandLine.HelpCommand.class || sub == null) {
        continue;
      }
      if (sub.name().equals(name) || Arrays.asList(sub.aliases()).contains(name)) {
        return c;
      }
    }
    return null;
  }

  static CommandLine configure(CommandLine cl, Io io) {
    cl.setOut(io.outWriter());
    cl.setErr(io.errWriter());
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    ExitCodes.addTo(cl);
    cl.setExecutionExceptionHandler(new InternalErrorHandler());
    cl.setParameterExceptionHandler(new UsageErrorHandler());
    return cl;
  }

  /**
   * Reports a usage error in one line and a hint to {@code --help} (as coreutils and ripgrep do),
   * not the whole usage: {@code idna: MESSAGE} with controls escaped ({@link Text#printable}), then
   * {@code Try 'idna COMMAND --help' for more information.}; returns {@link #USAGE}. A class, not a
   * lambda (see {@link InternalErrorHandler}).
   */
  private static final class UsageErrorHandler implements CommandLine.IParameterExceptionHandler {
    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
      CommandLine cl = ex.getCommandLine();
      PrintWriter err = cl.getErr();
      err.println("idna: " + Text.printable(String.valueOf(ex.getMessage())));
      err.println("Try '" + cl.getCommandSpec().qualifiedName() + " --help' for more information.");
      err.flush();
      return USAGE;
    }
  }

  /**
   * Reports an exception thrown by a command as an internal error. A class, not a lambda: a lambda
   * for picocli's interface (class-file version 49) makes the JVM link that interface when it
   * writes the class-data-sharing archive, and Java 17 then leaves the interface, its
   * implementations and the lambda out of the archive (the launcher's start-up).
   */
  private static final class InternalErrorHandler
      implements CommandLine.IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(
        Exception ex, CommandLine commandLine, CommandLine.ParseResult parseResult) {
      return internalError(commandLine.getErr(), ex);
    }
  }

  /**
   * The exit code of an internal error: 70, EX_SOFTWARE of BSD's sysexits.h. Not picocli's {@code
   * ExitCode.SOFTWARE}, which is 1 and so could not be told from "some name is invalid".
   */
  static final int INTERNAL_ERROR = 70;

  /**
   * Reports an exception thrown by a command on {@code err}, as {@code idna: internal error: ...},
   * and returns {@link #INTERNAL_ERROR}.
   */
  static int internalError(PrintWriter err, Exception ex) {
    err.println("idna: internal error: " + Text.printable(String.valueOf(ex)));
    return INTERNAL_ERROR;
  }

  /** Creates commands, handing the streams to those that take an {@link Io}. */
  private static final class Factory implements CommandLine.IFactory {
    private final Io io;
    private final CommandLine.IFactory fallback = CommandLine.defaultFactory();

    Factory(Io io) {
      this.io = io;
    }

    @Override
    public <K> K create(Class<K> cls) throws Exception {
      for (Constructor<?> c : cls.getDeclaredConstructors()) {
        Class<?>[] p = c.getParameterTypes();
        if (p.length == 1 && p[0] == Io.class) {
          c.setAccessible(true);
          return cls.cast(c.newInstance(io));
        }
      }
      return fallback.create(cls);
    }
  }
}
