package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
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
      if (spec.findOption("--max-line-bytes") == null) {
        broken.add("no --max-line-bytes");
      }
    }
    return broken;
  }

  /** Whether {@code spec} takes items as operands (names, URLs, addresses, labels, texts, FILE). */
  private static boolean takesItems(CommandSpec spec) {
    return spec.positionalParameters().stream().anyMatch(p -> ITEM_LABELS.contains(p.paramLabel()));
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
              if (!v.isEmpty()) {
                broken.put(name, v);
              }
            });
    assertThat(broken).isEmpty();
  }

  @Test
  void everyCommandDescribesItsInputOptionsInTheSameWords() {
    Map<String, Set<String>> texts = new LinkedHashMap<>();
    everyCommand()
        .forEach(
            (name, cl) -> {
              for (String option : List.of("--input", "--max-line-bytes")) {
                OptionSpec o = cl.getCommandSpec().findOption(option);
                if (o != null) {
                  texts
                      .computeIfAbsent(option, k -> new TreeSet<>())
                      .add(String.join(" ", o.description()));
                }
              }
            });
    assertThat(texts.keySet()).containsExactly("--input", "--max-line-bytes");
    texts.forEach((option, descriptions) -> assertThat(descriptions).as(option).hasSize(1));
  }

  @Test
  void operandsBesideAnInputFileAreOneUsageErrorOnEveryCommand(@TempDir Path dir)
      throws IOException {
    Path registered = Files.writeString(dir.resolve("registered.txt"), "example\n");
    // never opened: the usage error comes before any input is read
    String nope = dir.resolve("nope.txt").toString();
    Map<String, String> required =
        Map.of("--lgr", "icann:full-variant-set/de", "--registered", registered.toString());
    List<String> checked = new ArrayList<>();
    everyCommand()
        .forEach(
            (name, cl) -> {
              CommandSpec spec = cl.getCommandSpec();
              if (!takesItems(spec) || spec.findOption("--input") == null) {
                return;
              }
              List<String> args = new ArrayList<>(List.of(name.split(" ")));
              args.remove(0);
              for (OptionSpec o : spec.options()) {
                if (o.required()) {
                  assertThat(required)
                      .as(name + " " + o.longestName())
                      .containsKey(o.longestName());
                  args.add(o.longestName());
                  args.add(required.get(o.longestName()));
                }
              }
              // a lone "-" (standard input) is an operand too: stdin or the file would be a guess
              for (String operand : List.of("a", "-")) {
                List<String> withOperand = new ArrayList<>(args);
                withOperand.addAll(List.of("--input", nope, operand));
                Cli.Run r = Cli.run(withOperand.toArray(new String[0]));
                assertThat(r.exitCode()).as(name + " " + operand).isEqualTo(IdnaCli.USAGE);
                assertThat(r.err().lines().findFirst())
                    .as(name + " " + operand)
                    .hasValue("idna: " + BulkInput.OPERANDS_AND_INPUT);
                assertThat(r.out()).as(name + " " + operand).isEmpty();
              }
              checked.add(name);
            });
    assertThat(checked)
        .contains(
            "idna to-ascii",
            "idna to-unicode",
            "idna punycode encode",
            "idna punycode decode",
            "idna check",
            "idna compare",
            "idna explain",
            "idna psl",
            "idna display",
            "idna email",
            "idna url-host",
            "idna lgr check",
            "idna lgr variants",
            "idna lgr index",
            "idna lgr collisions");
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

  /**
   * The parameter labels of options whose value is free text (a file, a number, an address, an LGR
   * name, a script code): every other option that takes a value is a choice from a list.
   */
  private static final Set<String> FREE_TEXT =
      Set.of(
          "FILE",
          "N",
          "BYTES",
          "NAME|PATH",
          "NAME|FILE",
          "PATH",
          "ORIGIN",
          "PORT",
          "SCRIPT",
          "ADDRESS",
          "LOG",
          "COUNT");

  /**
   * The value {@code option} of command {@code command} gets from {@code value}, parsed by the
   * whole model; a missing required operand or option is no matter here (picocli has set the
   * option's value by then).
   */
  private static Object parsed(CommandLine cl, String command, String option, String value) {
    List<String> args = new ArrayList<>(List.of(command.split(" ")));
    args.remove(0);
    CommandLine target = cl;
    for (String sub : args) {
      target = target.getSubcommands().get(sub);
    }
    args.add(option);
    args.add(value);
    try {
      cl.parseArgs(args.toArray(new String[0]));
    } catch (CommandLine.MissingParameterException e) {
      // the value was set before picocli looked for required arguments
    }
    return target.getCommandSpec().findOption(option).getValue();
  }

  @Test
  void everyChoiceOptionTakesEachOfItsValuesInAnyCase() {
    List<String> broken = new ArrayList<>();
    CommandLine whole = IdnaCli.commandLine(Cli.emptyIo()); // picocli resets it on every parse
    everyCommand()
        .forEach(
            (name, cl) -> {
              for (OptionSpec o : cl.getCommandSpec().options()) {
                if (o.arity().max() == 0
                    || o.type() == boolean.class
                    || o.type() == Boolean.class
                    || FREE_TEXT.contains(o.paramLabel())) {
                  continue;
                }
                String option = name + " " + o.longestName();
                if (o.completionCandidates() == null
                    || !o.completionCandidates().iterator().hasNext()) {
                  broken.add(option + " " + o.paramLabel() + ": no list of values");
                  continue;
                }
                for (String v : o.completionCandidates()) {
                  Object expected = parsed(whole, name, o.longestName(), v);
                  for (String spelt :
                      List.of(v.toUpperCase(Locale.ROOT), v.toLowerCase(Locale.ROOT))) {
                    try {
                      Object got = parsed(whole, name, o.longestName(), spelt);
                      if (got == null || !got.equals(expected)) {
                        broken.add(option + " " + spelt + ": " + got + ", not " + expected);
                      }
                    } catch (CommandLine.ParameterException e) {
                      broken.add(option + " " + spelt + ": " + e.getMessage());
                    }
                  }
                }
              }
            });
    assertThat(broken).isEmpty();
  }

  @Test
  void aChoiceSpelledWithANonAsciiLookAlikeIsAUsageError() {
    // U+0131 DOTLESS I and U+212A KELVIN SIGN case-map to ASCII letters in Java; no choice folds
    // them
    assertThat(Cli.run("display", "--policy", "chromıum", "a.example").exitCode())
        .isEqualTo(IdnaCli.USAGE);
    assertThat(Cli.run("email", "--eai", "ascıı", "a@b.example").exitCode())
        .isEqualTo(IdnaCli.USAGE);
    assertThat(Cli.run("email", "--preset", "Rfc5321", "a@b.example").exitCode()).isZero();
    Cli.Run policy = Cli.run("display", "--format", "JSONL", "--policy", "Firefox-High", "a.de");
    assertThat(policy.exitCode()).isZero();
    assertThat(Json.object(policy.out())).containsEntry("policy", "firefox-high");
  }

  /** The help of a command, as {@code idna ... --help} prints it. */
  private static String help(String command) {
    List<String> args = new ArrayList<>(List.of(command.split(" ")));
    args.remove(0);
    args.add("--help");
    Cli.Run r = Cli.run(args.toArray(new String[0]));
    assertThat(r.exitCode()).as(command).isZero();
    return r.out();
  }

  /** The exit codes a help lists under {@code Exit codes:}. */
  private static Set<Integer> listedCodes(String help) {
    Set<Integer> codes = new TreeSet<>();
    int at = help.indexOf("Exit codes:");
    if (at < 0) {
      return codes;
    }
    Matcher m = Pattern.compile("(?m)^\\s+(\\d+)\\s").matcher(help.substring(at));
    while (m.find()) {
      codes.add(Integer.parseInt(m.group(1)));
    }
    return codes;
  }

  /** The exit codes {@link IdnaCli} names: its {@code static final int} fields. */
  private static Set<Integer> namedCodes() throws IllegalAccessException {
    Set<Integer> codes = new TreeSet<>();
    for (Field f : IdnaCli.class.getDeclaredFields()) {
      if (f.getType() == int.class && Modifier.isStatic(f.getModifiers())) {
        f.setAccessible(true);
        codes.add(f.getInt(null));
      }
    }
    return codes;
  }

  @Test
  void everyCommandsHelpListsItsExitCodesAndOnlyNamedOnes() throws IllegalAccessException {
    Set<Integer> named = namedCodes();
    for (String name : everyCommand().keySet()) {
      Set<Integer> listed = listedCodes(help(name));
      assertThat(listed).as(name).contains(IdnaCli.USAGE, IdnaCli.INTERNAL_ERROR);
      assertThat(named).as(name).containsAll(listed);
    }
  }

  @Test
  void aCommandThatExitsWithOneSaysSoInItsHelp() {
    Map<String, Cli.Run> runs = new LinkedHashMap<>();
    runs.put("idna psl", Cli.run("psl", "192.168.0.1"));
    runs.put(
        "idna lgr check",
        Cli.run("lgr", "check", "--lgr", "icann:full-variant-set/de", "xn--abc-"));
    runs.put(
        "idna lgr index",
        Cli.run("lgr", "index", "--lgr", "icann:full-variant-set/de", "xn--abc-"));
    runs.put("idna check", Cli.runWithInput("xn--abc-.com\n", "check"));
    runs.put("idna display", Cli.run("display", "\u0430\u0440\u0440\u04cf\u0435.com"));
    runs.put("idna email", Cli.run("email", "user@localhost"));
    runs.put("idna url-host", Cli.run("url-host", "http://exa mple.com/"));
    runs.put("idna to-ascii", Cli.run("to-ascii", "xn--abc-.com"));
    runs.put("idna to-unicode", Cli.run("to-unicode", "xn--abc-.com"));
    runs.put("idna explain", Cli.run("explain", "xn--abc-.com"));
    runs.put("idna punycode decode", Cli.run("punycode", "decode", "99999999999"));
    runs.forEach(
        (name, r) -> {
          assertThat(r.exitCode()).as(name).isEqualTo(IdnaCli.INVALID);
          assertThat(listedCodes(help(name))).as(name).contains(IdnaCli.INVALID);
        });
  }

  /** A URL or a domain name in a help text, which the reader copies from one line. */
  private static final Pattern URL_OR_DOMAIN =
      Pattern.compile("https?://[^\\s)]*[^\\s).,;:]|[a-z0-9-]*[a-z][a-z0-9-]*(?:\\.[a-z0-9-]+)+");

  /** Every help text of a command: its description, its options' and its operands'. */
  private static List<String> helpTexts(CommandSpec spec) {
    List<String> texts = new ArrayList<>(List.of(spec.usageMessage().description()));
    for (OptionSpec o : spec.options()) {
      texts.addAll(List.of(o.description()));
    }
    for (PositionalParamSpec p : spec.positionalParameters()) {
      texts.addAll(List.of(p.description()));
    }
    return texts;
  }

  @Test
  void noHelpLineSplitsAUrlOrADomainName() {
    List<String> broken = new ArrayList<>();
    everyCommand()
        .forEach(
            (name, cl) -> {
              String help = help(name);
              for (String text : helpTexts(cl.getCommandSpec())) {
                Matcher m = URL_OR_DOMAIN.matcher(text);
                while (m.find()) {
                  if (!help.contains(m.group())) {
                    broken.add(name + ": " + m.group());
                  }
                }
              }
              // the summary of each subcommand in the parent's list of commands
              for (CommandLine sub : cl.getSubcommands().values()) {
                String[] d = sub.getCommandSpec().usageMessage().description();
                Matcher m = URL_OR_DOMAIN.matcher(d.length == 0 ? "" : d[0]);
                while (m.find()) {
                  if (!help.contains(m.group())) {
                    broken.add(name + " (list of commands): " + m.group());
                  }
                }
              }
            });
    assertThat(broken).isEmpty();
  }

  @Test
  void everyCommandsSummaryIsAWholeSentence() {
    everyCommand()
        .forEach(
            (name, cl) -> {
              String[] d = cl.getCommandSpec().usageMessage().description();
              assertThat(d).as(name).isNotEmpty();
              assertThat(d[0].strip())
                  .as(name + " (the first line of its description)")
                  .endsWith(".");
            });
  }
}
