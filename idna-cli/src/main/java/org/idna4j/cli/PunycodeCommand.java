package org.idna4j.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code idna punycode encode|decode TEXT...}: the RFC 3492 codec on raw strings.
 *
 * <p>These commands apply Punycode alone (RFC 3492 §6.3 encoding, §6.2 decoding): no mapping, no
 * normalization, no {@code xn--} prefix. Use {@code to-ascii} for domain names.
 */
@Command(
    name = PunycodeCommand.NAME,
    mixinStandardHelpOptions = true,
    description = PunycodeCommand.DESCRIPTION,
    subcommands = {PunycodeCommand.Encode.class, PunycodeCommand.Decode.class})
final class PunycodeCommand implements Runnable {

  static final String NAME = "punycode";
  static final String DESCRIPTION =
      "Raw RFC 3492 Punycode: encode or decode strings (no xn-- prefix, no mapping).";

  // The texts of encode and decode, shared by their annotations and their models in code.
  static final String ENCODE = "encode";
  static final String DECODE = "decode";
  static final String ENCODE_DESCRIPTION =
      "Encode each TEXT with Punycode (RFC 3492 §6.3) and print one result per line.";
  static final String DECODE_DESCRIPTION =
      "Decode each Punycode TEXT (RFC 3492 §6.2) and print one result per line.";
  static final String ENCODE_CASE_FLAGS =
      "Mixed-case annotation (RFC 3492 Appendix A):"
          + " each upper-case letter of TEXT is encoded lower case with its upper-case flag set.";
  static final String DECODE_CASE_FLAGS =
      "Apply the mixed-case annotation (RFC 3492"
          + " Appendix A): print flagged code points in upper case, the others in lower case.";
  static final String ENCODE_TEXT = "Unicode text to encode.";
  static final String DECODE_TEXT = "Punycode to decode.";

  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new picocli.CommandLine.ParameterException(
        spec.commandLine(), "Missing subcommand: encode or decode");
  }

  /**
   * This command's model built in code ({@link CodeModel}), as the annotations describe it, with
   * its {@code encode} and {@code decode} subcommands.
   */
  static CommandSpec model(Io io) {
    PunycodeCommand command = new PunycodeCommand();
    CommandSpec spec =
        CodeModel.command(
            NAME,
            parsed -> {
              command.spec = parsed;
              command.run();
              return IdnaCli.OK;
            },
            DESCRIPTION);
    spec.addSubcommand(
        ENCODE, codec(io, true, ENCODE, ENCODE_CASE_FLAGS, ENCODE_TEXT, ENCODE_DESCRIPTION));
    spec.addSubcommand(
        DECODE, codec(io, false, DECODE, DECODE_CASE_FLAGS, DECODE_TEXT, DECODE_DESCRIPTION));
    return spec;
  }

  /** The model of {@code encode} or {@code decode}: {@code [--case-flags] TEXT...}. */
  private static CommandSpec codec(
      Io io, boolean encode, String name, String caseFlags, String text, String description) {
    CommandSpec spec =
        CodeModel.command(
            name,
            parsed ->
                convert(
                    io,
                    parsed,
                    CodeModel.positional(parsed),
                    InputOptions.from(parsed),
                    encode,
                    CodeModel.option(parsed, "--case-flags")),
            description);
    spec.addOption(
        CodeModel.bool("--case-flags").paramLabel("<caseFlags>").description(caseFlags).build());
    spec.addPositional(CodeModel.strings("TEXT", text));
    CodeModel.addInputOptions(spec);
    return spec;
  }

  /** {@code idna punycode encode}: RFC 3492 §6.3. */
  @Command(name = ENCODE, mixinStandardHelpOptions = true, description = ENCODE_DESCRIPTION)
  static final class Encode implements Callable<Integer> {
    private final Io io;

    @Option(names = "--case-flags", description = ENCODE_CASE_FLAGS)
    boolean caseFlags;

    @Parameters(arity = "0..*", paramLabel = "TEXT", description = ENCODE_TEXT)
    List<String> texts;

    @Mixin InputOptions input;

    @picocli.CommandLine.Spec CommandSpec spec;

    Encode(Io io) {
      this.io = io;
    }

    @Override
    public Integer call() {
      return convert(io, spec, texts, input, true, caseFlags);
    }
  }

  /** {@code idna punycode decode}: RFC 3492 §6.2. */
  @Command(name = DECODE, mixinStandardHelpOptions = true, description = DECODE_DESCRIPTION)
  static final class Decode implements Callable<Integer> {
    private final Io io;

    @Option(names = "--case-flags", description = DECODE_CASE_FLAGS)
    boolean caseFlags;

    @Parameters(arity = "0..*", paramLabel = "TEXT", description = DECODE_TEXT)
    List<String> texts;

    @Mixin InputOptions input;

    @picocli.CommandLine.Spec CommandSpec spec;

    Decode(Io io) {
      this.io = io;
    }

    @Override
    public Integer call() {
      return convert(io, spec, texts, input, false, caseFlags);
    }
  }

  /**
   * Converts every text (the operands, else the lines of {@code --input} or standard input: {@link
   * Items}), printing exactly one line per text on standard output, in order: its result, or an
   * empty line when it cannot be converted, with the reason on standard error; returns 1 if any
   * text failed.
   */
  static int convert(
      Io io,
      CommandSpec spec,
      List<String> texts,
      InputOptions input,
      boolean encode,
      boolean caseFlags) {
    int[] code = {IdnaCli.OK};
    Items.forEach(
        io,
        spec,
        texts,
        input,
        (line, text, why) -> {
          String where = line == null ? "" : "line " + line + ": ";
          if (text == null) {
            code[0] = IdnaCli.INVALID;
            io.outWriter().println();
            io.outWriter().flush();
            io.errWriter().println("idna: " + why);
            return;
          }
          try {
            String result;
            if (caseFlags) {
              result =
                  encode ? encodeWithCase(text) : Punycode.decodeWithCase(text).toDisplayString();
            } else {
              result = encode ? Punycode.encode(text) : Punycode.decode(text);
            }
            io.outWriter().println(Text.printable(result));
          } catch (PunycodeException e) {
            io.outWriter().println(); // one output line per input: an empty line marks a failure
            io.outWriter().flush();
            io.errWriter().println(failure(encode ? "encode" : "decode", where, text, e));
            code[0] = IdnaCli.INVALID;
          }
        });
    io.outWriter().flush();
    return code[0];
  }

  /**
   * Encodes with mixed-case annotation (RFC 3492 Appendix A): a basic code point keeps its own
   * case; a non-basic one is encoded in lower case with its flag telling whether it was upper case,
   * so that decoding with the annotation gives {@code text} back.
   */
  static String encodeWithCase(String text) {
    int n = text.codePointCount(0, text.length());
    int[] cps = new int[n];
    boolean[] upper = new boolean[n];
    int j = 0;
    for (int i = 0; i < text.length(); j++) {
      if (Character.isSurrogate(text.charAt(i))
          && !(Character.isHighSurrogate(text.charAt(i))
              && i + 1 < text.length()
              && Character.isLowSurrogate(text.charAt(i + 1)))) {
        throw new PunycodeException(PunycodeException.Reason.UNPAIRED_SURROGATE, i);
      }
      int cp = text.codePointAt(i);
      i += Character.charCount(cp);
      upper[j] = Character.isUpperCase(cp);
      cps[j] = cp < 0x80 ? cp : Character.toLowerCase(cp);
    }
    return Punycode.encode(cps, upper);
  }

  /**
   * One line naming the input (and its line, {@code where}), the reason and the index: what a
   * person needs to fix it.
   */
  static String failure(String verb, String where, String text, PunycodeException e) {
    return "idna: "
        + where
        + "cannot "
        + verb
        + " \""
        + Text.printable(text)
        + "\": "
        + e.reason().description()
        + " ("
        + e.reason()
        + ") at index "
        + e.index();
  }
}
