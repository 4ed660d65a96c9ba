package org.idna4j.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Picocli command models built in code, for the one-shot commands ({@code to-ascii}, {@code
 * to-unicode}, {@code punycode}, {@code version}) when a run names one of them.
 *
 * <p>Why: building a model from annotations makes picocli read every annotation of the command
 * class by reflection (annotation parsing and a generated proxy class per annotation type), the
 * largest part of a one-name run's start-up (idna-cli/README.md, Start-up). A model built with
 * picocli's {@code CommandSpec}/{@code OptionSpec} builders reads none; picocli still parses the
 * arguments, prints the help and reports the usage errors.
 *
 * <p>Each command class keeps its annotations, which the full command line ({@code idna --help},
 * {@code idna help to-ascii}) and {@code check}'s {@link ProfileOptions} mixin use, and builds its
 * model in code next to them ({@code model(...)} methods), sharing their texts where it can. {@code
 * CodeModelTest} checks that the two models of each command have the same options, parameters and
 * help text, and {@code IdnaCliTest} that they print the same output and usage errors, so that one
 * cannot change without the other.
 */
final class CodeModel {

  private CodeModel() {}

  /** What a command built in code does once picocli has parsed its arguments into its model. */
  interface Body {
    /**
     * Runs the command.
     *
     * @param spec the command's model, holding the parsed values
     * @return the exit code
     * @throws Exception as the command's own {@code call()}
     */
    Integer run(CommandSpec spec) throws Exception;
  }

  /** The user object of a model built in code: runs its {@link Body} on the parsed model. */
  static final class Action implements Callable<Integer> {
    private final Body body;
    private CommandSpec spec;

    private Action(Body body) {
      this.body = body;
    }

    @Override
    public Integer call() throws Exception {
      return body.run(spec);
    }
  }

  /**
   * A command with picocli's standard help options ({@code mixinStandardHelpOptions = true}),
   * running {@code body}. A lambda of ours, not of a picocli interface: picocli's class files are
   * of version 49, and a lambda for one of its interfaces keeps classes out of the start-up's
   * class-data-sharing archive (see {@link IdnaCli}).
   */
  static CommandSpec command(String name, Body body, String... description) {
    Action action = new Action(body);
    CommandSpec spec = CommandSpec.wrapWithoutInspection(action).name(name);
    action.spec = spec;
    spec.usageMessage().description(description);
    // What picocli's own AutoHelpMixin holds, which mixinStandardHelpOptions adds by reflection.
    spec.addOption(
        bool("-h", "--help")
            .usageHelp(true)
            .paramLabel("<helpRequested>")
            .description("Show this help message and exit.")
            .build());
    spec.addOption(
        bool("-V", "--version")
            .versionHelp(true)
            .paramLabel("<versionRequested>")
            .description("Print version information and exit.")
            .build());
    return spec;
  }

  /**
   * An option on a {@code boolean} field: false unless given. Its parameter label is the field's
   * name as the annotations would derive it, which picocli's usage errors print ({@code
   * --case-flags=x}).
   */
  static OptionSpec.Builder bool(String... names) {
    return OptionSpec.builder(names).type(boolean.class).initialValue(false);
  }

  /**
   * A {@code --[no-]NAME} option on a {@code Boolean} field: null when not given.
   *
   * @param name the option's name
   * @param label {@code <field>}, the parameter label (see {@link #bool})
   * @param description the option's help text
   */
  static OptionSpec flag(String name, String label, String description) {
    return OptionSpec.builder(name)
        .negatable(true)
        .type(Boolean.class)
        .paramLabel(label)
        .description(helpLines(description))
        .build();
  }

  /**
   * The width of an option's help line: what fits the description column of an 80-column help
   * whatever the longest option name (picocli caps the option column, so the description column is
   * at least 49 wide).
   */
  static final int HELP_LINE = 48;

  /**
   * A help text cut into lines of at most {@link #HELP_LINE} characters, at spaces only. Picocli
   * wraps a longer line with {@code java.text.BreakIterator}, which breaks after the dot inside a
   * domain name ({@code example. com.}) and after the colon of a URL ({@code https: //}); a line
   * that fits is never wrapped.
   */
  static String[] helpLines(String text) {
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String word : text.split(" ")) {
      if (line.length() > 0 && line.length() + 1 + word.length() > HELP_LINE) {
        lines.add(line.toString());
        line.setLength(0);
      }
      line.append(line.length() == 0 ? "" : " ").append(word);
    }
    lines.add(line.toString());
    return lines.toArray(new String[0]);
  }

  /**
   * Adds the options of {@link InputOptions}, {@code --input FILE} and {@code --max-line-bytes
   * BYTES}, as the mixin's annotations declare them.
   */
  static void addInputOptions(CommandSpec spec) {
    spec.addOption(
        OptionSpec.builder("--input")
            .type(String.class)
            .paramLabel("FILE")
            .description(InputOptions.INPUT_DESCRIPTION)
            .build());
    spec.addOption(
        OptionSpec.builder("--max-line-bytes")
            .type(int.class)
            .paramLabel("BYTES")
            .defaultValue(InputOptions.DEFAULT_MAX_LINE_BYTES)
            .initialValue(StrictLines.DEFAULT_MAX_LINE_BYTES)
            .description(InputOptions.MAX_LINE_BYTES_DESCRIPTION)
            .build());
  }

  /** A list of strings: {@code @Parameters(arity = "0..*") List<String>}. */
  static PositionalParamSpec strings(String paramLabel, String description) {
    return PositionalParamSpec.builder()
        .arity("0..*")
        .required(false)
        .paramLabel(paramLabel)
        .type(List.class)
        .auxiliaryTypes(String.class)
        .description(description)
        .build();
  }

  /**
   * The value of an option of {@code spec} (null or its default when not given). Typed as picocli's
   * own {@code ArgSpec.getValue()} is: the option's declared type, which {@code CodeModelTest}
   * compares with the annotated model, is what the caller's field holds.
   */
  @SuppressWarnings("TypeParameterUnusedInFormals")
  static <T> T option(CommandSpec spec, String name) {
    return spec.findOption(name).getValue();
  }

  /** The value of the only positional parameter of {@code spec}; typed as {@link #option}. */
  @SuppressWarnings("TypeParameterUnusedInFormals")
  static <T> T positional(CommandSpec spec) {
    return spec.positionalParameters().get(0).getValue();
  }
}
