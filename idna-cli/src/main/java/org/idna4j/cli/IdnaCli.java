package org.idna4j.cli;

import java.lang.reflect.Constructor;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code idna} command: entry point and the picocli set-up shared by every subcommand.
 *
 * <p>Exit codes: 0 when every input was converted or is valid, 1 when any input is invalid or
 * cannot be converted, 2 on a usage error (unknown option, missing argument).
 */
@Command(
    name = "idna",
    mixinStandardHelpOptions = true,
    versionProvider = VersionCommand.Provider.class,
    description = "Internationalized domain names: convert, validate in bulk, compare standards.",
    subcommands = {
        CheckCommand.class,
        CompareCommand.class,
        LgrCommand.class,
        ConvertCommand.ToAscii.class,
        ConvertCommand.ToUnicode.class,
        PunycodeCommand.class,
        VersionCommand.class,
        CommandLine.HelpCommand.class
    })
public final class IdnaCli implements Runnable {

  /** Exit code when every input is valid. */
  static final int OK = 0;
  /** Exit code when some input is invalid or cannot be converted. */
  static final int INVALID = 1;
  /** Exit code on a usage error; picocli's own {@code ExitCode.USAGE}. */
  static final int USAGE = CommandLine.ExitCode.USAGE;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

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
    return commandLine(io).execute(args);
  }

  /** Builds the picocli command line whose commands write to {@code io}. */
  static CommandLine commandLine(Io io) {
    CommandLine cl = new CommandLine(IdnaCli.class, new Factory(io));
    cl.setOut(io.outWriter());
    cl.setErr(io.errWriter());
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
      commandLine.getErr().println("idna: internal error: " + ex);
      return CommandLine.ExitCode.SOFTWARE;
    });
    return cl;
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
