package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The one convention of every {@code idna} command (idna-cli/README.md, "One convention for every
 * command"), checked on every command of the picocli model, walked from the top with {@link
 * CommandLine#getSubcommands()}: a command added later is checked without a change here.
 */
class CommandConventionTest {

  /** The parameter labels of operands that are items (names, URLs, addresses, labels, texts). */
  private static final Set<String> ITEM_LABELS =
      Set.of("NAME", "URL", "ADDRESS", "LABEL", "TEXT", "FILE");

  /**
   * Commands that do not follow the input rules yet, each with what it lacks. The test below fails
   * when one of them follows them, so that it leaves this list.
   */
  private static final Map<String, String> NOT_YET = Map.of("idna psl", "no --input");

  /** Every command, by qualified name, in model order (help excluded: it takes command names). */
  static Map<String, CommandLine> everyCommand() {
    Map<String, CommandLine> all = new LinkedHashMap<>();
    walk(IdnaCli.commandLine(Cli.emptyIo()), all);
    return all;
  }

  private static void walk(CommandLine cl, Map<String, CommandLine> all) {
    if (cl.getCommandSpec().helpCommand()) {
      return;
    }
    all.put(cl.getCommandSpec().qualifiedName(), cl);
    for (CommandLine sub : cl.getSubcommands().values()) {
      if (!all.containsKey(sub.getCommandSpec().qualifiedName())) {
        walk(sub, all);
      }
    }
  }

  /** What {@code spec} breaks of the input rules, empty when it follows them. */
  private static List<String> inputViolations(CommandSpec spec) {
    List<String> broken = new ArrayList<>();
    for (PositionalParamSpec p : spec.positionalParameters()) {
      if (!ITEM_LABELS.contains(p.paramLabel())) {
        continue;
      }
      if (p.arity().min() != 0) {
        broken.add(p.paramLabel() + " is required: no standard input without it");
      }
      if (spec.findOption("--input") == null) {
        broken.add("no --input FILE");
      }
    }
    return broken;
  }

  @Test
  void theWalkFindsEveryCommandOfTheReadme() {
    assertThat(everyCommand().keySet())
        .contains(
            "idna to-ascii",
            "idna to-unicode",
            "idna punycode encode",
            "idna punycode decode",
            "idna check",
            "idna display",
            "idna lgr check",
            "idna version");
  }

  @Test
  void everyCommandThatTakesItemsTakesOperandsStandardInputAndInputFile() {
    Map<String, List<String>> broken = new LinkedHashMap<>();
    everyCommand()
        .forEach(
            (name, cl) -> {
              List<String> v = inputViolations(cl.getCommandSpec());
              if (!v.isEmpty() && !NOT_YET.containsKey(name)) {
                broken.put(name, v);
              }
            });
    assertThat(broken).isEmpty();
  }

  @Test
  void theCommandsNotYetFollowingTheInputRulesStillBreakThem() {
    Map<String, CommandLine> all = everyCommand();
    for (String name : NOT_YET.keySet()) {
      assertThat(all).as(name).containsKey(name);
      assertThat(inputViolations(all.get(name).getCommandSpec()))
          .as(name + " follows the rules now: remove it from NOT_YET")
          .isNotEmpty();
    }
  }

  @Test
  void everyUsageErrorIsOneLineAndAHintToHelp() {
    for (String name : everyCommand().keySet()) {
      List<String> args = new ArrayList<>(List.of(name.split(" ")));
      args.remove(0);
      args.add("--no-such-option");
      Cli.Run r = Cli.run(args.toArray(new String[0]));
      assertThat(r.exitCode()).as(name).isEqualTo(IdnaCli.USAGE);
      assertThat(r.err().lines().toList())
          .as(name)
          .hasSize(2)
          .last()
          .isEqualTo("Try '" + name + " --help' for more information.");
      assertThat(r.out()).as(name).isEmpty();
    }
  }

  @Test
  void usageErrorsEscapeControlsOfTheArguments() {
    Cli.Run r = Cli.run("display", "--policy", "\u001b]0;x\u0007\u001b[2J\u202e", "a.example");
    assertThat(r.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(r.err()).doesNotContain("\u001b").doesNotContain("\u202e").contains("\\u{1B}");
    Cli.Run unknown = Cli.run("no-such-\u009b-command");
    assertThat(unknown.exitCode()).isEqualTo(IdnaCli.USAGE);
    assertThat(unknown.err()).doesNotContain("\u009b").contains("\\u{9B}");
  }
}
