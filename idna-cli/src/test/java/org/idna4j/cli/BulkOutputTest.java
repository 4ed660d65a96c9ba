package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The bulk output options are declared once, in the mixin {@link BulkOutput}, and every bulk
 * command takes each of them from there: a command that lost one, or declared its own copy, fails
 * here. The option names come from the mixin itself, not from a list in this test.
 */
class BulkOutputTest {

  private static final Io IO = Cli.emptyIo();

  /**
   * Commands with a bulk run: lines read on several threads, progress bar, summary. Each takes the
   * mixin.
   */
  private static final List<String> BULK_COMMANDS =
      List.of("check", "compare", "audit", "psl", "display", "email");

  /**
   * Commands that declare an option of the same name as one of the mixin's outside it, with why.
   * url-host writes records in the formats of the bulk commands but has no bulk run (no threads,
   * progress bar or summary), so it takes neither the mixin nor its run, only {@link CsvOptions};
   * explain, whose records are written one by one as each is made, takes {@link RecordOutput} (as
   * the lgr subcommands do), whose {@code --format} defaults to jsonl.
   */
  private static final Map<String, Set<String>> OWN_COPIES =
      Map.of("url-host", Set.of("--format"), "explain", Set.of("--format"));

  /** The mixin's option names, from its own picocli model. */
  static Set<String> sharedOptionNames() {
    Set<String> names = new TreeSet<>();
    for (OptionSpec o : CommandSpec.forAnnotatedObject(new BulkOutput()).options()) {
      names.add(o.longestName());
    }
    return names;
  }

  /** The command's model, as the full command line and as a run that names it build it. */
  static List<CommandSpec> models(String command) {
    return List.of(
        IdnaCli.commandLine(IO).getSubcommands().get(command).getCommandSpec(),
        IdnaCli.commandLine(IO, command).getSubcommands().get(command).getCommandSpec());
  }

  /** The mixins of a command whose object is a {@link BulkOutput}. */
  static List<CommandSpec> bulkMixins(CommandSpec command) {
    List<CommandSpec> found = new ArrayList<>();
    for (CommandSpec m : command.mixins().values()) {
      if (m.userObject() instanceof BulkOutput) {
        found.add(m);
      }
    }
    return found;
  }

  /** The {@link CsvOptions} mixins of a command, also those inside its other mixins. */
  static List<CommandSpec> csvMixins(CommandSpec command) {
    List<CommandSpec> found = new ArrayList<>();
    for (CommandSpec m : command.mixins().values()) {
      if (m.userObject() instanceof CsvOptions) {
        found.add(m);
      }
      found.addAll(csvMixins(m));
    }
    return found;
  }

  @Test
  void theMixinHasTheOutputOptions() {
    // not a copy of the list: only that the set this test derives is not empty by mistake
    assertThat(sharedOptionNames()).contains("--format", "--threads").hasSizeGreaterThan(2);
  }

  static List<String> bulkCommands() {
    return BULK_COMMANDS;
  }

  @ParameterizedTest
  @MethodSource("bulkCommands")
  void everyBulkCommandTakesEverySharedOptionFromTheMixin(String command) {
    for (CommandSpec spec : models(command)) {
      List<CommandSpec> mixins = bulkMixins(spec);
      assertThat(mixins).as(command + ": one BulkOutput mixin").hasSize(1);
      List<OptionSpec> fromMixin = mixins.get(0).options();
      for (String name : sharedOptionNames()) {
        OptionSpec o = spec.findOption(name);
        assertThat(o).as(command + " " + name).isNotNull();
        assertThat(fromMixin).as(command + " " + name + " comes from the mixin").contains(o);
      }
    }
  }

  @Test
  void noOtherCommandDeclaresItsOwnCopyOfASharedOption() {
    Set<String> shared = sharedOptionNames();
    for (Map.Entry<String, CommandLine> e : IdnaCli.commandLine(IO).getSubcommands().entrySet()) {
      CommandSpec spec = e.getValue().getCommandSpec();
      List<OptionSpec> fromMixins = new ArrayList<>();
      bulkMixins(spec).forEach(m -> fromMixins.addAll(m.options()));
      csvMixins(spec).forEach(m -> fromMixins.addAll(m.options()));
      Set<String> copies = new TreeSet<>();
      for (OptionSpec o : spec.options()) {
        if (shared.contains(o.longestName()) && !fromMixins.contains(o)) {
          copies.add(o.longestName());
        }
      }
      assertThat(copies).as(e.getKey()).isEqualTo(OWN_COPIES.getOrDefault(e.getKey(), Set.of()));
    }
  }

  @Test
  void theBulkCommandsAreThoseWithTheMixin() {
    List<String> withMixin = new ArrayList<>();
    for (Map.Entry<String, CommandLine> e : IdnaCli.commandLine(IO).getSubcommands().entrySet()) {
      if (!bulkMixins(e.getValue().getCommandSpec()).isEmpty()) {
        withMixin.add(e.getKey());
      }
    }
    assertThat(withMixin).containsExactlyInAnyOrderElementsOf(BULK_COMMANDS);
  }
}
