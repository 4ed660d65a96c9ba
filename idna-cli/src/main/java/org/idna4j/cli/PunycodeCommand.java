package org.idna4j.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code idna punycode encode|decode TEXT...}: the RFC 3492 codec on raw strings.
 *
 * <p>These commands apply Punycode alone (RFC 3492 §6.3 encoding, §6.2 decoding): no mapping,
 * no normalization, no {@code xn--} prefix. Use {@code to-ascii} for domain names.
 */
@Command(
    name = "punycode",
    mixinStandardHelpOptions = true,
    description = "Raw RFC 3492 Punycode: encode or decode strings (no xn-- prefix, no mapping).",
    subcommands = {PunycodeCommand.Encode.class, PunycodeCommand.Decode.class})
final class PunycodeCommand implements Runnable {

  @picocli.CommandLine.Spec
  picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new picocli.CommandLine.ParameterException(spec.commandLine(),
        "Missing subcommand: encode or decode");
  }

  /** {@code idna punycode encode}: RFC 3492 §6.3. */
  @Command(name = "encode", mixinStandardHelpOptions = true,
      description = "Encode each TEXT with Punycode (RFC 3492 §6.3) and print one result per line.")
  static final class Encode implements Callable<Integer> {
    private final Io io;

    @Parameters(arity = "1..*", paramLabel = "TEXT", description = "Unicode text to encode.")
    List<String> texts;

    Encode(Io io) {
      this.io = io;
    }

    @Override
    public Integer call() {
      return convert(io, texts, true);
    }
  }

  /** {@code idna punycode decode}: RFC 3492 §6.2. */
  @Command(name = "decode", mixinStandardHelpOptions = true,
      description = "Decode each Punycode TEXT (RFC 3492 §6.2) and print one result per line.")
  static final class Decode implements Callable<Integer> {
    private final Io io;

    @Parameters(arity = "1..*", paramLabel = "TEXT", description = "Punycode to decode.")
    List<String> texts;

    Decode(Io io) {
      this.io = io;
    }

    @Override
    public Integer call() {
      return convert(io, texts, false);
    }
  }

  /**
   * Converts every text, printing results on standard output and one line per failure on
   * standard error; returns 1 if any text failed.
   */
  static int convert(Io io, List<String> texts, boolean encode) {
    int code = IdnaCli.OK;
    for (String text : texts) {
      try {
        io.outWriter().println(encode ? Punycode.encode(text) : Punycode.decode(text));
      } catch (PunycodeException e) {
        io.errWriter().println(failure(encode ? "encode" : "decode", text, e));
        code = IdnaCli.INVALID;
      }
    }
    io.outWriter().flush();
    return code;
  }

  /** One line naming the input, the reason and the index: what a person needs to fix it. */
  static String failure(String verb, String text, PunycodeException e) {
    return "idna: cannot " + verb + " \"" + Text.printable(text) + "\": "
        + e.reason().description() + " (" + e.reason() + ") at index " + e.index();
  }
}
