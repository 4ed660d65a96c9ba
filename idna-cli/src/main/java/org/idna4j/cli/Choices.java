package org.idna4j.cli;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import org.idna4j.email.EmailOptions;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.RestrictionLevel;
import org.idna4j.records.DisplayRecord;
import org.idna4j.records.EmailRecord;
import org.idna4j.records.Vocabulary;
import picocli.CommandLine;

/**
 * The options whose value is one of a fixed list, read with the one case rule of every face ({@link
 * Vocabulary#choice}: any ASCII case): their candidates (what the help and {@code
 * CommandConventionTest} list) and their converters, which check the value as the command line is
 * parsed and hand the command the value as the list spells it. Enum options ({@code --format}) get
 * the same rule from {@link CommandLine#setCaseInsensitiveEnumValuesAllowed}.
 */
final class Choices {

  private Choices() {}

  /** The value of {@code names} that {@code value} spells, or a conversion error listing them. */
  static String choose(String option, List<String> names, String value) {
    return Vocabulary.choice(names, value)
        .orElseThrow(
            () ->
                new CommandLine.TypeConversionException(
                    "unknown "
                        + option
                        + " '"
                        + (value.length() <= 64 ? value : value.substring(0, 64) + "...")
                        + "'; expected one of "
                        + String.join(", ", names)));
  }

  /** The names of {@link IdnaProfile.Preset}, as {@code --profile} takes them. */
  static List<String> presetNames() {
    List<String> names = new ArrayList<>();
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      names.add(p.presetName());
    }
    return names;
  }

  /** {@code --profile} candidates: the preset names. */
  static final class Presets implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return presetNames().iterator();
    }
  }

  /** {@code --policy} candidates: {@link DisplayRecord#POLICIES}. */
  static final class Policies implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return DisplayRecord.POLICIES.iterator();
    }
  }

  /** {@code --policy}: a name of {@link DisplayRecord#POLICIES}, in any case. */
  static final class PolicyConverter implements CommandLine.ITypeConverter<String> {
    @Override
    public String convert(String value) {
      return choose("--policy", DisplayRecord.POLICIES, value);
    }
  }

  /** {@code email --preset} candidates: {@link EmailRecord#PRESETS}. */
  static final class EmailPresets implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return EmailRecord.PRESETS.iterator();
    }
  }

  /** {@code email --preset}: a name of {@link EmailRecord#PRESETS}, in any case. */
  static final class EmailPresetConverter implements CommandLine.ITypeConverter<String> {
    @Override
    public String convert(String value) {
      return choose("--preset", EmailRecord.PRESETS, value);
    }
  }

  /** The names of {@link EmailOptions.Eai}. */
  static List<String> eaiLevels() {
    List<String> names = new ArrayList<>();
    for (EmailOptions.Eai e : EmailOptions.Eai.values()) {
      names.add(e.name());
    }
    return names;
  }

  /** {@code email --eai} candidates: the {@link EmailOptions.Eai} names. */
  static final class EaiLevels implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return eaiLevels().iterator();
    }
  }

  /** {@code email --eai}: an {@link EmailOptions.Eai} name, in any case. */
  static final class EaiConverter implements CommandLine.ITypeConverter<String> {
    @Override
    public String convert(String value) {
      return choose("--eai", eaiLevels(), value);
    }
  }

  /**
   * {@code --restriction-level}: a {@link RestrictionLevel} name in any case, with {@code -} or
   * {@code _} ({@link Vocabulary#restrictionLevel}, as the HTTP API reads it).
   */
  static final class RestrictionLevelConverter
      implements CommandLine.ITypeConverter<RestrictionLevel> {
    @Override
    public RestrictionLevel convert(String value) {
      Optional<RestrictionLevel> level = Vocabulary.restrictionLevel(value);
      if (level.isEmpty()) {
        List<String> names = new ArrayList<>();
        for (RestrictionLevel l : RestrictionLevel.values()) {
          names.add(l.name());
        }
        choose("--restriction-level", names, value); // throws, listing the levels
      }
      return level.orElseThrow();
    }
  }
}
