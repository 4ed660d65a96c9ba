package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The start-up shortcut: a run that names a subcommand builds only that subcommand, and behaves
 * exactly as the full command line does.
 */
class IdnaCliTest {

  /** Argument lists covering every subcommand: normal runs, help, usage errors. */
  static List<Arguments> runs() {
    return List.of(
        Arguments.of((Object) new String[] {"to-ascii", "bücher.example", "ab--c.example"}),
        Arguments.of((Object) new String[] {"to-ascii", "--profile", "uts46", "Bücher.example"}),
        Arguments.of((Object) new String[] {"to-ascii", "--help"}),
        Arguments.of((Object) new String[] {"to-ascii", "-hV"}),
        Arguments.of((Object) new String[] {"to-ascii", "--bogus"}),
        Arguments.of((Object) new String[] {"to-ascii", "--profile", "nonesuch", "a"}),
        Arguments.of((Object) new String[] {"to-ascii"}),
        Arguments.of((Object) new String[] {"to-ascii", "--profile"}),
        Arguments.of(
            (Object)
                new String[] {
                  "to-ascii",
                  "--profile=IDNA2003",
                  "--allow-unassigned",
                  "--no-std3",
                  "--check-hyphens",
                  "--transitional",
                  "faß-.de",
                  "a_b.example"
                }),
        Arguments.of(
            (Object) new String[] {"to-ascii", "--profile", "uts46", "--allow-unassigned", "a"}),
        Arguments.of(
            (Object)
                new String[] {
                  "to-ascii",
                  "--no-check-bidi",
                  "--no-check-joiners",
                  "--no-check-contexto",
                  "--verify-dns-length",
                  "--allow-trailing-dot",
                  "--use-std3-ascii-rules",
                  "--allow-underscore",
                  "--no-ignore-invalid-punycode",
                  "--",
                  "-a.example.",
                  "xn--a.b"
                }),
        Arguments.of(
            (Object)
                new String[] {
                  "to-ascii",
                  "--check-confusables",
                  "--restriction-level",
                  "highly_restrictive",
                  "pаypal.example"
                }),
        Arguments.of((Object) new String[] {"to-ascii", "--restriction-level", "nonesuch", "a"}),
        Arguments.of((Object) new String[] {"to-ascii", "--use-std3-ascii-rules=yes", "a"}),
        Arguments.of((Object) new String[] {"to-unicode", "xn--bcher-kva.example"}),
        Arguments.of((Object) new String[] {"to-unicode", "--help"}),
        Arguments.of(
            (Object)
                new String[] {"to-unicode", "--profile", "registration", "XN--BCHER-KVA.example"}),
        Arguments.of((Object) new String[] {"punycode", "encode", "bücher"}),
        Arguments.of(
            (Object) new String[] {"punycode", "encode", "--case-flags", "Bücher", "\ud800"}),
        Arguments.of(
            (Object)
                new String[] {
                  "punycode", "decode", "--case-flags", "b1abfaaepdrnnbgefbaDotcwatmq2g4l"
                }),
        Arguments.of(
            (Object) new String[] {"punycode", "decode", "--", "-> $1.00 <--", "99999999999"}),
        Arguments.of((Object) new String[] {"punycode", "decode", "--help"}),
        Arguments.of((Object) new String[] {"punycode", "encode", "-h"}),
        Arguments.of((Object) new String[] {"punycode", "decode"}),
        Arguments.of((Object) new String[] {"punycode", "--help"}),
        Arguments.of((Object) new String[] {"punycode", "nonesuch"}),
        Arguments.of((Object) new String[] {"punycode"}),
        Arguments.of((Object) new String[] {"version"}),
        Arguments.of((Object) new String[] {"version", "--bogus"}),
        Arguments.of((Object) new String[] {"version", "extra"}),
        Arguments.of((Object) new String[] {"check", "--help"}),
        Arguments.of((Object) new String[] {"check", "--format", "jsonl", "-"}),
        Arguments.of((Object) new String[] {"compare", "-"}),
        Arguments.of((Object) new String[] {"version", "--help"}));
  }

  private static String[] run(
      CommandLine cl, Io io, ByteArrayOutputStream out, ByteArrayOutputStream err, String[] args) {
    int code = cl.execute(args);
    io.flush();
    return new String[] {
      Integer.toString(code),
      out.toString(StandardCharsets.UTF_8),
      err.toString(StandardCharsets.UTF_8)
    };
  }

  @ParameterizedTest
  @MethodSource("runs")
  void oneSubcommandBehavesAsTheFullCommandLine(String[] args) {
    byte[] stdin = "bücher.example\n-a.b\n".getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream out1 = new ByteArrayOutputStream();
    ByteArrayOutputStream err1 = new ByteArrayOutputStream();
    Io io1 = new Io(new ByteArrayInputStream(stdin), out1, err1, false);
    String[] full = run(IdnaCli.commandLine(io1), io1, out1, err1, args);

    ByteArrayOutputStream out2 = new ByteArrayOutputStream();
    ByteArrayOutputStream err2 = new ByteArrayOutputStream();
    Io io2 = new Io(new ByteArrayInputStream(stdin), out2, err2, false);
    CommandLine only = IdnaCli.commandLine(io2, args[0]);
    assertThat(only).isNotNull();
    String[] one = run(only, io2, out2, err2, args);

    assertThat(one).containsExactly(full);
    assertThat(full[1] + full[2]).isNotEmpty();
  }

  @Test
  void everyListedSubcommandButHelpIsFoundByItsName() {
    Class<?>[] listed = IdnaCli.class.getAnnotation(Command.class).subcommands();
    for (Class<?> c : listed) {
      String name = c.getAnnotation(Command.class).name();
      assertThat(IdnaCli.subcommandNamed(name))
          .as(name)
          .isEqualTo(c == CommandLine.HelpCommand.class ? null : c);
    }
    assertThat(IdnaCli.subcommandNamed("--help")).isNull();
    assertThat(IdnaCli.subcommandNamed("nonesuch")).isNull();
  }

  @Test
  void helpAndTopLevelOptionsStillListEverySubcommand() {
    Cli.Run help = Cli.run("--help");
    assertThat(help.exitCode()).isZero();
    assertThat(help.out())
        .contains("to-ascii", "to-unicode", "punycode", "check", "compare", "version");
    assertThat(Cli.run("help").out()).isEqualTo(help.out());
  }

  @Test
  void anExceptionInACommandIsReportedAsAnInternalError() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = new Io(new ByteArrayInputStream(new byte[0]), out, err, false);
    Runnable failing =
        () -> {
          throw new IllegalStateException("boom");
        };
    CommandLine cl =
        IdnaCli.configure(
            new CommandLine(CommandLine.Model.CommandSpec.wrapWithoutInspection(failing)), io);
    String[] result = run(cl, io, out, err, new String[0]);
    assertThat(result)
        .containsExactly(
            "70", // EX_SOFTWARE, as idna-cli/README.md documents: not 1, which means "invalid"
            "",
            "idna: internal error: java.lang.IllegalStateException: boom" + System.lineSeparator());
  }
}
