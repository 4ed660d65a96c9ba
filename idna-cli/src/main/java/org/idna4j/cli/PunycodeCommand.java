package org.idna4j.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
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

    @Option(names = "--case-flags", description = "Mixed-case annotation (RFC 3492 Appendix A):"
        + " each upper-case letter of TEXT is encoded lower case with its upper-case flag set.")
    boolean caseFlags;

    @Parameters(arity = "1..*", paramLabel = "TEXT", description = "Unicode text to encode.")
    List<String> texts;

    Encode(Io io) {
      this.io = io;
    }

    @Override
    public Integer call() {
      return convert(io, texts, true, caseFlags);
    }
  }

  /** {@code idna punycode decode}: RFC 3492 §6.2. */
  @Command(name = "decode", mixinStandardHelpOptions = true,
      description = "Decode each Punycode TEXT (RFC 3492 §6.2) and print one result per line.")
  static final class Decode implements Callable<Integer> {
    private final Io io;

    @Option(names = "--case-flags", description = "Apply the mixed-case annotation (RFC 3492"
        + " Appendix A): print flagged code points in upper case, the others in lower case.")
    boolean caseFlags;

    @Parameters(arity = "1..*", paramLabel = "TEXT", description = "Punycode to decode.")
    List<String> texts;

    Decode(Io io) {
      this.io = io;
    }

    @Override
    public Integer call() {
      return convert(io, texts, false, caseFlags);
    }
  }

  /**
   * Converts every text, printing results on standard output and one line per failure on
   * standard error; returns 1 if any text failed.
   */
  static int convert(Io io, List<String> texts, boolean encode, boolean caseFlags) {
    int code = IdnaCli.OK;
    for (String text : texts) {
      try {
        String result;
        if (caseFlags) {
          result = encode ? encodeWithCase(text) : Punycode.decodeWithCase(text).toDisplayString();
        } else {
          result = encode ? Punycode.encode(text) : Punycode.decode(text);
        }
        io.outWriter().println(result);
      } catch (PunycodeException e) {
        io.errWriter().println(failure(encode ? "encode" : "decode", text, e));
        code = IdnaCli.INVALID;
      }
    }
    io.outWriter().flush();
    return code;
  }

  /**
   * Encodes with mixed-case annotation (RFC 3492 Appendix A): a basic code point keeps its own
   * case; a non-basic one is encoded in lower case with its flag telling whether it was upper
   * case, so that decoding with the annotation gives {@code text} back.
   */
  static String encodeWithCase(String text) {
    int n = text.codePointCount(0, text.length());
    int[] cps = new int[n];
    boolean[] upper = new boolean[n];
    int j = 0;
    for (int i = 0; i < text.length(); j++) {
      if (Character.isSurrogate(text.charAt(i)) && !(Character.isHighSurrogate(text.charAt(i))
          && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1)))) {
        throw new PunycodeException(PunycodeException.Reason.UNPAIRED_SURROGATE, i);
      }
      int cp = text.codePointAt(i);
      i += Character.charCount(cp);
      upper[j] = Character.isUpperCase(cp);
      cps[j] = cp < 0x80 ? cp : Character.toLowerCase(cp);
    }
    return Punycode.encode(cps, upper);
  }

  /** One line naming the input, the reason and the index: what a person needs to fix it. */
  static String failure(String verb, String text, PunycodeException e) {
    return "idna: cannot " + verb + " \"" + Text.printable(text) + "\": "
        + e.reason().description() + " (" + e.reason() + ") at index " + e.index();
  }
}
