package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The one-shot commands' models built in code describe the same command as their annotations: same
 * options and parameters with every attribute picocli reads, same help text, down to the
 * subcommands. {@link IdnaCliTest} runs both models on the same arguments and compares what they
 * print.
 */
class CodeModelTest {

  private static final Io IO = Cli.emptyIo();

  @ParameterizedTest
  @ValueSource(strings = {"to-ascii", "to-unicode", "punycode", "version"})
  void theCodeModelIsTheAnnotatedModel(String name) {
    CommandLine annotated = IdnaCli.commandLine(IO).getSubcommands().get(name);
    assertThat(IdnaCli.codeModel(IO, name)).isNotNull();
    CommandLine inCode = IdnaCli.commandLine(IO, name).getSubcommands().get(name);
    assertThat(inCode.getCommandSpec().userObject()).isInstanceOf(CodeModel.Action.class);
    assertThat(annotated.getCommandSpec().userObject()).isNotInstanceOf(CodeModel.Action.class);
    assertSame(name, annotated, inCode);
  }

  @ParameterizedTest
  @ValueSource(strings = {"check", "compare", "lgr", "serve", "psl", "help", "--help", "nonesuch"})
  void otherNamesHaveNoCodeModel(String name) {
    assertThat(IdnaCli.codeModel(IO, name)).isNull();
  }

  private static void assertSame(String path, CommandLine annotated, CommandLine inCode) {
    CommandSpec a = annotated.getCommandSpec();
    CommandSpec c = inCode.getCommandSpec();
    assertThat(describe(c.options())).as(path + " options").isEqualTo(describe(a.options()));
    assertThat(describe(c.positionalParameters()))
        .as(path + " parameters")
        .isEqualTo(describe(a.positionalParameters()));
    assertThat(c.usageMessage().description())
        .as(path + " description")
        .containsExactly(a.usageMessage().description());
    assertThat(inCode.getUsageMessage(CommandLine.Help.Ansi.OFF))
        .as(path + " help")
        .isEqualTo(annotated.getUsageMessage(CommandLine.Help.Ansi.OFF));
    assertThat(c.version()).as(path + " version").containsExactly(a.version());
    Map<String, CommandLine> subs = annotated.getSubcommands();
    assertThat(inCode.getSubcommands().keySet())
        .as(path + " subcommands")
        .containsExactlyElementsOf(subs.keySet());
    for (Map.Entry<String, CommandLine> e : subs.entrySet()) {
      assertSame(path + " " + e.getKey(), e.getValue(), inCode.getSubcommands().get(e.getKey()));
    }
  }

  /** Every attribute of each argument that changes parsing, defaults or help, as text. */
  private static List<String> describe(List<? extends ArgSpec> args) {
    List<String> out = new ArrayList<>();
    for (ArgSpec arg : args) {
      StringBuilder b = new StringBuilder();
      if (arg instanceof OptionSpec o) {
        b.append(Arrays.toString(o.names()))
            .append(" negatable=")
            .append(o.negatable())
            .append(" usageHelp=")
            .append(o.usageHelp())
            .append(" versionHelp=")
            .append(o.versionHelp());
      } else {
        b.append("index=").append(((PositionalParamSpec) arg).index());
      }
      b.append(" label=")
          .append(arg.paramLabel())
          .append(" arity=")
          .append(arg.arity())
          .append(" type=")
          .append(arg.type())
          .append(" aux=")
          .append(Arrays.toString(arg.auxiliaryTypes()))
          .append(" default=")
          .append(arg.defaultValue())
          .append(" initial=")
          .append(arg.initialValue())
          .append(" required=")
          .append(arg.required())
          .append(" hidden=")
          .append(arg.hidden())
          .append(" interactive=")
          .append(arg.interactive())
          .append(" split=")
          .append(arg.splitRegex())
          .append(" converters=")
          .append(arg.converters().length)
          .append(" candidates=")
          .append(
              arg.completionCandidates() == null
                  ? null
                  : String.join(",", arg.completionCandidates()))
          .append(" description=")
          .append(Arrays.toString(arg.description()));
      out.add(b.toString());
    }
    out.sort(null);
    return out;
  }
}
