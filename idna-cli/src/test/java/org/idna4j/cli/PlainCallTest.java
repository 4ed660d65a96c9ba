package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * {@link PlainCall} against picocli: every argument list it takes must give the exit code and the
 * bytes of both streams that picocli gives (the full command line and the one-subcommand one), and
 * every list it must not take is left to picocli.
 */
class PlainCallTest {

  /**
   * Operands picocli could be suspected of treating specially: empty, blank, names of commands and
   * subcommands, {@code help}, {@code =}, quotes (picocli.trimQuotes is off), an {@code @} inside,
   * non-ASCII, invalid names, lone surrogates, controls, a long name.
   */
  private static final List<String> OPERANDS =
      List.of(
          "bücher.example",
          "example.com",
          "",
          " ",
          "a b.example",
          "ab--c.example",
          "a..b",
          "xn--a",
          "xn--bcher-kva.example",
          "XN--BCHER-KVA.example",
          "faß.de",
          "pаypal.example",
          "١٢٣.example",
          "😀.example",
          "\ud800",
          "a\u0000b",
          "a\tb",
          "to-ascii",
          "to-unicode",
          "punycode",
          "encode",
          "decode",
          "help",
          "check",
          "version",
          "a=b",
          "profile=uts46",
          "\"a.example\"",
          "'a.example'",
          "x@y.example",
          "1",
          "b1abfaaepdrnnbgefbaDotcwatmq2g4l",
          "99999999999",
          "bcher-kva",
          "ü",
          "a".repeat(300) + ".example");

  private static final List<List<String>> COMMANDS =
      List.of(
          List.of("to-ascii"),
          List.of("to-unicode"),
          List.of("punycode", "encode"),
          List.of("punycode", "decode"));

  /** Each command with each operand alone, and seeded random lists of one to four operands. */
  static Stream<Arguments> plainCalls() {
    List<Arguments> all = new ArrayList<>();
    for (List<String> command : COMMANDS) {
      for (String operand : OPERANDS) {
        all.add(call(command, List.of(operand)));
      }
    }
    Random random = new Random(20261124);
    for (int i = 0; i < 200; i++) {
      List<String> operands = new ArrayList<>();
      for (int n = 1 + random.nextInt(4); n > 0; n--) {
        operands.add(OPERANDS.get(random.nextInt(OPERANDS.size())));
      }
      all.add(call(COMMANDS.get(random.nextInt(COMMANDS.size())), operands));
    }
    return all.stream();
  }

  private static Arguments call(List<String> command, List<String> operands) {
    List<String> args = new ArrayList<>(command);
    args.addAll(operands);
    return Arguments.of((Object) args.toArray(new String[0]));
  }

  /** Lists picocli must see: options, {@code --}, {@code -}, argument files, missing operands. */
  static Stream<Arguments> picocliCalls() {
    return Stream.of(
            new String[] {"to-ascii"},
            new String[] {"to-unicode"},
            new String[] {"to-ascii", "--profile", "uts46", "bücher.example"},
            new String[] {"to-ascii", "bücher.example", "--use-std3-ascii-rules"},
            new String[] {"to-ascii", "a", "-h"},
            new String[] {"to-ascii", "--", "-a.example"},
            new String[] {"to-ascii", "-"},
            new String[] {"to-ascii", "-5"},
            new String[] {"to-ascii", "@/nonexistent/args"},
            new String[] {"to-ascii", "@@a"},
            new String[] {"to-ascii", "@"},
            new String[] {"to-unicode", "--bogus", "a"},
            new String[] {"punycode", "encode"},
            new String[] {"punycode", "decode"},
            new String[] {"punycode", "encode", "--case-flags", "Bücher"},
            new String[] {"punycode", "decode", "--", "-> $1.00 <--"},
            new String[] {"punycode", "encode", "-1"},
            new String[] {"punycode", "nonesuch", "a"},
            new String[] {"punycode", "a"},
            new String[] {"punycode"},
            new String[] {"version"},
            new String[] {"check", "a"},
            new String[] {"help", "to-ascii"},
            new String[] {"--help"},
            new String[] {"TO-ASCII", "a"})
        .map(a -> Arguments.of((Object) a));
  }

  /** Exit code, standard output and standard error of one run. */
  private static List<String> outcome(Function<Io, Integer> runner) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = new Io(new ByteArrayInputStream(new byte[0]), out, err, false);
    Integer code = runner.apply(io);
    io.flush();
    return List.of(
        String.valueOf(code),
        out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8));
  }

  @ParameterizedTest
  @MethodSource("plainCalls")
  void aPlainCallGivesWhatPicocliGives(String[] args) {
    List<String> plain = outcome(io -> PlainCall.run(io, args));
    List<String> full = outcome(io -> IdnaCli.commandLine(io).execute(args));
    List<String> one = outcome(io -> IdnaCli.runWithPicocli(io, args));
    assertThat(plain.get(0)).as("taken").isNotEqualTo("null");
    assertThat(plain).isEqualTo(full).isEqualTo(one);
    assertThat(outcome(io -> IdnaCli.run(io, args))).isEqualTo(plain);
  }

  @ParameterizedTest
  @MethodSource("picocliCalls")
  void otherCallsAreLeftToPicocli(String[] args) {
    assertThat(outcome(io -> PlainCall.run(io, args))).containsExactly("null", "", "");
    assertThat(outcome(io -> IdnaCli.run(io, args)))
        .isEqualTo(outcome(io -> IdnaCli.commandLine(io).execute(args)));
  }

  @Test
  void aPicocliSystemPropertyLeavesEveryCallToPicocli() {
    String[] args = {"to-ascii", "\"bücher.example\""};
    for (String property : List.of("picocli.trimQuotes", "picocli.trace")) {
      System.setProperty(property, property.endsWith("trace") ? "DEBUG" : "");
      try {
        assertThat(PlainCall.command(Io.system(), args)).as(property).isNull();
      } finally {
        System.clearProperty(property);
      }
    }
    System.setProperty(IdnaCli.PICOCLI_CONVERTER_EXCLUDES, "java\\.sql\\..*");
    System.setProperty(IdnaCli.PICOCLI_DISABLE_CLOSURES, "true");
    try {
      assertThat(PlainCall.command(Io.system(), args)).isNotNull();
    } finally {
      System.clearProperty(IdnaCli.PICOCLI_CONVERTER_EXCLUDES);
      System.clearProperty(IdnaCli.PICOCLI_DISABLE_CLOSURES);
    }
  }

  @Test
  void quotesAreKeptAsPicocliKeepsThemByDefault() {
    List<String> plain = outcome(io -> PlainCall.run(io, "to-ascii", "\"a.example\""));
    assertThat(plain.get(0)).isEqualTo("1");
    assertThat(plain.get(2)).startsWith("idna: \"a.example\" is not valid");
  }

  @Test
  void anExceptionInAPlainCallIsReportedAsPicocliReportsIt() {
    IllegalStateException boom = new IllegalStateException("boom");
    List<String> plain =
        outcome(
            io ->
                PlainCall.execute(
                    io,
                    () -> {
                      throw boom;
                    }));
    List<String> picocli =
        outcome(
            io -> {
              Runnable failing =
                  () -> {
                    throw boom;
                  };
              return IdnaCli.configure(
                      new CommandLine(CommandLine.Model.CommandSpec.wrapWithoutInspection(failing)),
                      io)
                  .execute();
            });
    assertThat(plain)
        .isEqualTo(picocli)
        .containsExactly(
            Integer.toString(IdnaCli.INTERNAL_ERROR),
            "",
            "idna: internal error: java.lang.IllegalStateException: boom" + System.lineSeparator());
  }
}
