package org.idna4j.cli;

import java.util.ArrayList;
import java.util.List;
import org.idna4j.label.IdnaOption;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.RestrictionLevel;
import org.idna4j.records.Vocabulary;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --profile}, one {@code --[no-]FLAG} per {@link IdnaOption} (listed from {@link
 * IdnaOption#values()} by {@link #flags()}, never spelled here) and {@code --restriction-level}. An
 * option left out keeps the preset's value; {@code --no-...} turns a setting off. A command mixing
 * this in names {@link Flags} as its {@code modelTransformer}.
 */
final class ProfileOptions {

  /** The {@code --profile} preset when none is given. */
  static final String DEFAULT_PRESET = "lookup";

  @Option(
      names = "--profile",
      paramLabel = "NAME",
      defaultValue = DEFAULT_PRESET,
      converter = PresetConverter.class,
      completionCandidates = Choices.Presets.class,
      description =
          "Preset: uts46, lookup, whatwg, transitional, registration, idna2003,"
              + " whatwg-strict (default: ${DEFAULT-VALUE}).")
  IdnaProfile.Preset preset;

  @Option(
      names = "--restriction-level",
      paramLabel = "LEVEL",
      converter = Choices.RestrictionLevelConverter.class,
      description = "UTS #39 restriction level for --check-confusables: ${COMPLETION-CANDIDATES}.")
  RestrictionLevel restrictionLevel;

  /** Converts {@code --profile} values, case-insensitively. */
  static final class PresetConverter implements CommandLine.ITypeConverter<IdnaProfile.Preset> {
    @Override
    public IdnaProfile.Preset convert(String value) {
      try {
        return IdnaProfile.Preset.byName(value);
      } catch (IllegalArgumentException e) {
        throw new CommandLine.TypeConversionException(e.getMessage());
      }
    }
  }

  /**
   * The {@code --[no-]FLAG} option of each profile option, listed from {@link IdnaOption#values()}
   * under its one external name ({@link Vocabulary#optionFlag}) with its description ({@link
   * Vocabulary#optionDescription}): a new option of the library appears here untouched.
   */
  static List<CommandLine.Model.OptionSpec> flags() {
    List<CommandLine.Model.OptionSpec> out = new ArrayList<>();
    for (IdnaOption o : IdnaOption.values()) {
      out.add(
          CodeModel.flag(
              Vocabulary.optionFlag(o),
              "<" + Vocabulary.optionKey(o) + ">",
              Vocabulary.optionDescription(o)));
    }
    return out;
  }

  /**
   * Adds {@link #flags()} to a command. A plain loop, not {@code forEach(spec::addOption)}: a
   * method reference to a picocli class (class-file version 49) makes the JVM link that class while
   * it dumps the class-data-sharing archive, and Java 17 then leaves it out of the archive
   * (LauncherIT would see a one-name run open idna.jar).
   */
  private static void addFlags(CommandLine.Model.CommandSpec spec) {
    for (CommandLine.Model.OptionSpec o : flags()) {
      spec.addOption(o);
    }
  }

  /**
   * Adds the profile flags ({@link #flags()}) to a command whose other options come from
   * annotations: named as the {@code modelTransformer} of every {@code @Command} that mixes in
   * {@link ProfileOptions}.
   */
  static final class Flags implements CommandLine.IModelTransformer {
    @Override
    public CommandLine.Model.CommandSpec transform(CommandLine.Model.CommandSpec spec) {
      // after --profile, where a reader of the help looks for them: the options declared after
      // it are taken out and put back behind the flags
      List<CommandLine.Model.OptionSpec> after = new ArrayList<>();
      boolean seen = false;
      for (CommandLine.Model.OptionSpec o : spec.options()) {
        if (seen) {
          after.add(o);
        }
        seen |= o.longestName().equals("--profile");
      }
      for (CommandLine.Model.OptionSpec o : after) {
        spec.remove(o);
      }
      addFlags(spec);
      for (CommandLine.Model.OptionSpec o : after) {
        spec.addOption(o);
      }
      return spec;
    }
  }

  /**
   * Adds these options to a model built in code ({@link CodeModel}): the same names, types,
   * defaults and texts as the annotations above.
   */
  static void addTo(CommandLine.Model.CommandSpec spec) {
    spec.addOption(
        CommandLine.Model.OptionSpec.builder("--profile")
            .paramLabel("NAME")
            .type(IdnaProfile.Preset.class)
            .defaultValue(DEFAULT_PRESET)
            .converters(new PresetConverter())
            .completionCandidates(new Choices.Presets())
            .description(
                "Preset: uts46, lookup, whatwg, transitional, registration, idna2003,"
                    + " whatwg-strict (default: ${DEFAULT-VALUE}).")
            .build());
    addFlags(spec);
    spec.addOption(
        CommandLine.Model.OptionSpec.builder("--restriction-level")
            .paramLabel("LEVEL")
            .type(RestrictionLevel.class)
            .converters(new Choices.RestrictionLevelConverter())
            .description(
                "UTS #39 restriction level for --check-confusables: ${COMPLETION-CANDIDATES}.")
            .build());
  }

  /** The options as picocli sets them when none is given: the default preset, nothing else. */
  static ProfileOptions defaults() {
    ProfileOptions o = new ProfileOptions();
    o.preset = IdnaProfile.Preset.byName(DEFAULT_PRESET);
    return o;
  }

  /** The options {@link #addTo} added, as picocli parsed them into {@code spec}. */
  static ProfileOptions from(CommandLine.Model.CommandSpec spec) {
    ProfileOptions o = new ProfileOptions();
    o.preset = CodeModel.option(spec, "--profile");
    o.restrictionLevel = CodeModel.option(spec, "--restriction-level");
    return o;
  }

  /**
   * Returns the preset with the options given on the command line applied.
   *
   * @param spec the command, for usage errors
   * @return the profile
   * @throws CommandLine.ParameterException if the options do not fit the preset's standard
   */
  IdnaProfile profile(CommandLine.Model.CommandSpec spec) {
    IdnaProfile base = preset.profile();
    IdnaProfile.Builder b = null;
    for (IdnaOption o : IdnaOption.values()) {
      CommandLine.Model.OptionSpec flag =
          spec == null ? null : spec.findOption(Vocabulary.optionFlag(o));
      Boolean value = flag == null ? null : flag.getValue();
      if (value != null) {
        b = b == null ? base.toBuilder() : b;
        b.set(o, value);
      }
    }
    if (restrictionLevel != null) {
      b = b == null ? base.toBuilder() : b;
      b.restrictionLevel(restrictionLevel);
    }
    if (b == null) {
      return base;
    }
    try {
      return b.build();
    } catch (IllegalStateException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--profile " + preset + ": " + e.getMessage());
    }
  }
}
