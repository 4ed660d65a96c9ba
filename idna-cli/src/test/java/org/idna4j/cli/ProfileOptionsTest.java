package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import org.idna4j.label.IdnaOption;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.RestrictionLevel;
import org.idna4j.records.Vocabulary;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code --profile} and the per-option flags build exactly the profile they name. */
class ProfileOptionsTest {

  @CommandLine.Command(name = "probe", modelTransformer = ProfileOptions.Flags.class)
  static final class Probe {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin ProfileOptions options;
  }

  private static IdnaProfile parse(String... args) {
    Probe probe = new Probe();
    new CommandLine(probe).parseArgs(args);
    return probe.options.profile(probe.spec);
  }

  @Test
  void eachPresetByName() {
    assertThat(parse()).isEqualTo(IdnaProfile.lookup());
    assertThat(parse("--profile", "uts46")).isEqualTo(IdnaProfile.uts46());
    assertThat(parse("--profile", "whatwg")).isEqualTo(IdnaProfile.whatwgUrl());
    assertThat(parse("--profile", "transitional")).isEqualTo(IdnaProfile.transitional());
    assertThat(parse("--profile", "registration")).isEqualTo(IdnaProfile.registration());
    assertThat(parse("--profile", "IDNA2003")).isEqualTo(IdnaProfile.idna2003());
    assertThat(parse("--profile", "whatwg-strict")).isEqualTo(IdnaProfile.whatwgUrlStrict());
  }

  /** The flag and its --no- form give the whatwg preset with exactly that option on or off. */
  private static void flag(
      String name,
      Predicate<IdnaProfile> getter,
      BiFunction<IdnaProfile.Builder, Boolean, IdnaProfile.Builder> setter) {
    IdnaProfile on = parse("--profile", "whatwg", "--" + name);
    IdnaProfile off = parse("--profile", "whatwg", "--no-" + name);
    assertThat(getter.test(on)).as("--%s", name).isTrue();
    assertThat(getter.test(off)).as("--no-%s", name).isFalse();
    assertThat(on).isEqualTo(setter.apply(IdnaProfile.whatwgUrl().toBuilder(), true).build());
    assertThat(off).isEqualTo(setter.apply(IdnaProfile.whatwgUrl().toBuilder(), false).build());
  }

  @Test
  void everyUts46FlagSetsItsOwnOption() {
    flag("transitional", IdnaProfile::isTransitional, IdnaProfile.Builder::transitional);
    flag(
        "use-std3-ascii-rules",
        IdnaProfile::useStd3AsciiRules,
        IdnaProfile.Builder::useStd3AsciiRules);
    flag("allow-underscore", IdnaProfile::allowUnderscore, IdnaProfile.Builder::allowUnderscore);
    flag("check-hyphens", IdnaProfile::checkHyphens, IdnaProfile.Builder::checkHyphens);
    flag("check-bidi", IdnaProfile::checkBidi, IdnaProfile.Builder::checkBidi);
    flag("check-joiners", IdnaProfile::checkJoiners, IdnaProfile.Builder::checkJoiners);
    flag("check-contexto", IdnaProfile::checkContextO, IdnaProfile.Builder::checkContextO);
    flag("verify-dns-length", IdnaProfile::verifyDnsLength, IdnaProfile.Builder::verifyDnsLength);
    flag(
        "allow-trailing-dot", IdnaProfile::allowTrailingDot, IdnaProfile.Builder::allowTrailingDot);
    flag(
        "ignore-invalid-punycode",
        IdnaProfile::ignoreInvalidPunycode,
        IdnaProfile.Builder::ignoreInvalidPunycode);
    flag("check-confusables", IdnaProfile::checkConfusables, IdnaProfile.Builder::checkConfusables);
  }

  /**
   * Issue 23, options from the library: every {@link IdnaOption} has its flag and its --no- form
   * (named by {@link Vocabulary#optionFlag}), each sets exactly that option, and the help of every
   * command taking a profile lists it, whichever way the command's model is built.
   */
  @Test
  void everyLibraryOptionIsAFlagOfEveryProfileCommand() {
    for (IdnaOption o : IdnaOption.values()) {
      String flag = Vocabulary.optionFlag(o);
      IdnaProfile.Preset preset =
          o == IdnaOption.ALLOW_UNASSIGNED ? IdnaProfile.Preset.IDNA2003 : IdnaProfile.Preset.UTS46;
      IdnaProfile on = parse("--profile", preset.presetName(), flag);
      IdnaProfile off = parse("--profile", preset.presetName(), "--no-" + flag.substring(2));
      assertThat(on).as(flag).isEqualTo(preset.profile().toBuilder().set(o, true).build());
      assertThat(off).as(flag).isEqualTo(preset.profile().toBuilder().set(o, false).build());
      assertThat(on.is(o)).isTrue();
      assertThat(off.is(o)).isFalse();
    }
    Io io =
        new Io(
            new java.io.ByteArrayInputStream(new byte[0]),
            new java.io.ByteArrayOutputStream(),
            new java.io.ByteArrayOutputStream(),
            false);
    for (String command : List.of("check", "to-ascii", "to-unicode", "explain")) {
      // the annotated model (idna --help) and the one-command model (idna to-ascii ..., built in
      // code for the one-shot commands)
      for (CommandLine.Model.CommandSpec spec :
          List.of(
              IdnaCli.commandLine(io).getSubcommands().get(command).getCommandSpec(),
              IdnaCli.commandLine(io, command).getSubcommands().get(command).getCommandSpec())) {
        for (IdnaOption o : IdnaOption.values()) {
          CommandLine.Model.OptionSpec flag = spec.findOption(Vocabulary.optionFlag(o));
          assertThat(flag).as("idna %s %s", command, Vocabulary.optionFlag(o)).isNotNull();
          assertThat(flag.negatable()).isTrue();
          // cut at spaces into lines that picocli does not wrap (CodeModel.helpLines)
          assertThat(String.join(" ", flag.description()))
              .isEqualTo(Vocabulary.optionDescription(o));
        }
      }
      String help = Cli.run(command, "--help").out();
      for (IdnaOption o : IdnaOption.values()) {
        // the option list of the help (the synopsis may wrap inside a name)
        assertThat(help).contains("--[no-]" + Vocabulary.optionFlag(o).substring(2));
      }
    }
    // the flags through the whole CLI: --check-hyphens makes a lookup check refuse ab--c
    assertThat(Cli.run("to-ascii", "ab--c.example").exitCode()).isEqualTo(IdnaCli.OK);
    assertThat(Cli.run("to-ascii", "--check-hyphens", "ab--c.example").exitCode())
        .isEqualTo(IdnaCli.INVALID);
  }

  @Test
  void flagsChangeOnlyWhatTheyName() {
    IdnaProfile strict = parse("--profile", "lookup", "--check-hyphens");
    assertThat(strict).isEqualTo(IdnaProfile.lookup().toBuilder().checkHyphens(true).build());
    IdnaProfile level =
        parse("--check-confusables", "--restriction-level", "MODERATELY_RESTRICTIVE");
    assertThat(level.restrictionLevel()).isEqualTo(RestrictionLevel.MODERATELY_RESTRICTIVE);
  }

  @Test
  void allowUnassignedBelongsToIdna2003() {
    assertThat(parse("--profile", "idna2003", "--allow-unassigned").allowUnassigned()).isTrue();
    assertThatThrownBy(() -> parse("--profile", "uts46", "--allow-unassigned"))
        .isInstanceOf(CommandLine.ParameterException.class)
        .hasMessageContaining("uts46");
  }
}
