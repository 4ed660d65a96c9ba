package org.idna4j.cli;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The plain one-shot call, run without picocli: {@code idna to-ascii NAME...}, {@code idna
 * to-unicode NAME...}, {@code idna punycode encode TEXT...} and {@code idna punycode decode
 * TEXT...} with at least one operand, no option and every default.
 *
 * <p>Why: such a call is what shell loops make, and setting up picocli (its classes, the command
 * model, the parser) is the larger part of its start-up. For these arguments picocli does nothing
 * but collect the operands into the command's positional parameter, so the command object runs
 * directly with its defaults, and writes the same bytes and returns the same exit code.
 *
 * <p>The call is plain, and taken here, only when all of these hold; anything else goes through
 * picocli as before ({@link IdnaCli#run}):
 *
 * <ul>
 *   <li>the first argument is {@code to-ascii} or {@code to-unicode}, or the first two are {@code
 *       punycode encode} or {@code punycode decode}, and at least one operand follows;
 *   <li>no operand starts with {@code -} (an option, {@code --}, {@code -} or a negative number,
 *       which picocli would judge) or {@code @} (an argument file, which picocli expands);
 *   <li>no {@code picocli.*} system property is set other than the two {@link IdnaCli#main} sets,
 *       {@code picocli.converters.excludes} and {@code picocli.disable.closures} (neither touches a
 *       {@code String} operand): {@code picocli.trimQuotes} would change operands and {@code
 *       picocli.trace} would print to standard error.
 * </ul>
 *
 * <p>An operand that names a subcommand or holds {@code =} is still an operand to picocli here:
 * these commands have no subcommands, and no option of theirs has a name without {@code -}. An
 * exception thrown by the command is reported as picocli's execution-exception handler reports it
 * ({@link IdnaCli#internalError}). {@code PlainCallTest} compares this path with picocli's on many
 * argument lists, exit code and bytes of both streams.
 */
final class PlainCall {

  private PlainCall() {}

  /**
   * Runs a plain call and returns its exit code, or returns null without doing anything when the
   * arguments are not a plain call.
   *
   * @param io the streams
   * @param args the arguments
   * @return the exit code, or null: run the arguments through picocli
   */
  static Integer run(Io io, String... args) {
    Callable<Integer> command = command(io, args);
    return command == null ? null : execute(io, command);
  }

  /** Runs {@code command}, reporting an exception as picocli's handler would. */
  static int execute(Io io, Callable<Integer> command) {
    try {
      return command.call();
    } catch (Exception e) { // picocli's execute() hands an Exception, not an Error, to its handler
      return IdnaCli.internalError(io.errWriter(), e);
    }
  }

  /** The command a plain call runs, or null when {@code args} are not a plain call. */
  static Callable<Integer> command(Io io, String... args) {
    if (args.length < 2 || picocliPropertySet()) {
      return null;
    }
    switch (args[0]) {
      case ConvertCommand.ToAscii.NAME:
        return operands(args, 1) ? new ConvertCommand.ToAscii(io).plain(tail(args, 1)) : null;
      case ConvertCommand.ToUnicode.NAME:
        return operands(args, 1) ? new ConvertCommand.ToUnicode(io).plain(tail(args, 1)) : null;
      case PunycodeCommand.NAME:
        boolean encode = PunycodeCommand.ENCODE.equals(args[1]);
        if (!(encode || PunycodeCommand.DECODE.equals(args[1])) || !operands(args, 2)) {
          return null;
        }
        List<String> texts = tail(args, 2);
        return () -> PunycodeCommand.convert(io, null, texts, new InputOptions(), encode, false);
      default:
        return null;
    }
  }

  /** Whether {@code args} from {@code from} on are at least one operand and only operands. */
  private static boolean operands(String[] args, int from) {
    if (args.length <= from) {
      return false;
    }
    for (int i = from; i < args.length; i++) {
      if (args[i].startsWith("-") || args[i].startsWith("@")) {
        return false;
      }
    }
    return true;
  }

  private static List<String> tail(String[] args, int from) {
    return Arrays.asList(Arrays.copyOfRange(args, from, args.length));
  }

  private static boolean picocliPropertySet() {
    for (String name : System.getProperties().stringPropertyNames()) {
      if (name.startsWith("picocli.")
          && !name.equals(IdnaCli.PICOCLI_CONVERTER_EXCLUDES)
          && !name.equals(IdnaCli.PICOCLI_DISABLE_CLOSURES)) {
        return true;
      }
    }
    return false;
  }
}
