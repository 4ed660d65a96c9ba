package org.idna4j.cli;

import java.util.function.Consumer;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.RestrictionLevel;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --profile} and one option per {@link IdnaProfile.Builder} setting. An option left out
 * keeps the preset's value; {@code --no-...} turns a setting off.
 */
final class ProfileOptions {

  /** The {@code --profile} preset when none is given. */
  static final String DEFAULT_PRESET = "lookup";

  @Option(
      names = "--profile",
      paramLabel = "NAME",
      defaultValue = DEFAULT_PRESET,
      converter = PresetConverter.class,
      description =
          "Preset: uts46, lookup, whatwg, transitional, registration, idna2003,"
              + " whatwg-strict (default: ${DEFAULT-VALUE}).")
  IdnaProfile.Preset preset;

  @Option(
      names = "--transitional",
      negatable = true,
      description = "UTS #46 Transitional_Processing (ß→ss, ς→σ, ZWJ/ZWNJ removed).")
  Boolean transitional;

  @Option(
      names = "--use-std3-ascii-rules",
      negatable = true,
      description = "UseSTD3ASCIIRules: ASCII limited to letters, digits and hyphen (RFC 1123).")
  Boolean std3;

  @Option(
      names = "--allow-underscore",
      negatable = true,
      description = "With --use-std3-ascii-rules, also allow '_' (service labels such as _dmarc).")
  Boolean allowUnderscore;

  @Option(
      names = "--check-hyphens",
      negatable = true,
      description = "CheckHyphens: no '-' first, last, or in positions 3 and 4.")
  Boolean checkHyphens;

  @Option(
      names = "--check-bidi",
      negatable = true,
      description = "CheckBidi: the RFC 5893 Bidi rule.")
  Boolean checkBidi;

  @Option(
      names = "--check-joiners",
      negatable = true,
      description = "CheckJoiners: RFC 5892 Appendix A CONTEXTJ rules for ZWJ and ZWNJ.")
  Boolean checkJoiners;

  @Option(
      names = "--check-contexto",
      negatable = true,
      description = "RFC 5892 Appendix A CONTEXTO rules (middle dot, keraia, geresh, ...).")
  Boolean checkContextO;

  @Option(
      names = "--verify-dns-length",
      negatable = true,
      description = "VerifyDnsLength: labels of 1-63 octets, names of at most 253.")
  Boolean verifyDnsLength;

  @Option(
      names = "--allow-trailing-dot",
      negatable = true,
      description = "With --verify-dns-length, accept a root dot (example.com.).")
  Boolean allowTrailingDot;

  @Option(
      names = "--ignore-invalid-punycode",
      negatable = true,
      description = "IgnoreInvalidPunycode: keep xn-- labels that do not decode.")
  Boolean ignoreInvalidPunycode;

  @Option(
      names = "--allow-unassigned",
      negatable = true,
      description =
          "IDNA2003 AllowUnassigned (RFC 3490 §4): accept code points unassigned in"
              + " Unicode 3.2.")
  Boolean allowUnassigned;

  @Option(
      names = "--check-confusables",
      negatable = true,
      description = "UTS #39 mixed-script and confusable checks (off in every preset).")
  Boolean checkConfusables;

  @Option(
      names = "--restriction-level",
      paramLabel = "LEVEL",
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
   * The {@code --[no-]NAME} options as {@link #addTo} builds them: name, parameter label (the
   * annotated field's name, as picocli derives it) and description, in the fields' order.
   */
  private static final String[][] FLAGS = {
    {
      "--transitional",
      "<transitional>",
      "UTS #46 Transitional_Processing (ß→ss, ς→σ, ZWJ/ZWNJ removed)."
    },
    {
      "--use-std3-ascii-rules",
      "<std3>",
      "UseSTD3ASCIIRules: ASCII limited to letters, digits and hyphen (RFC 1123)."
    },
    {
      "--allow-underscore",
      "<allowUnderscore>",
      "With --use-std3-ascii-rules, also allow '_' (service labels such as _dmarc)."
    },
    {
      "--check-hyphens",
      "<checkHyphens>",
      "CheckHyphens: no '-' first, last, or in positions 3 and 4."
    },
    {"--check-bidi", "<checkBidi>", "CheckBidi: the RFC 5893 Bidi rule."},
    {
      "--check-joiners",
      "<checkJoiners>",
      "CheckJoiners: RFC 5892 Appendix A CONTEXTJ rules for ZWJ and ZWNJ."
    },
    {
      "--check-contexto",
      "<checkContextO>",
      "RFC 5892 Appendix A CONTEXTO rules (middle dot, keraia, geresh, ...)."
    },
    {
      "--verify-dns-length",
      "<verifyDnsLength>",
      "VerifyDnsLength: labels of 1-63 octets, names of at most 253."
    },
    {
      "--allow-trailing-dot",
      "<allowTrailingDot>",
      "With --verify-dns-length, accept a root dot (example.com.)."
    },
    {
      "--ignore-invalid-punycode",
      "<ignoreInvalidPunycode>",
      "IgnoreInvalidPunycode: keep xn-- labels that do not decode."
    },
    {
      "--allow-unassigned",
      "<allowUnassigned>",
      "IDNA2003 AllowUnassigned (RFC 3490 §4): accept code points unassigned in Unicode 3.2."
    },
    {
      "--check-confusables",
      "<checkConfusables>",
      "UTS #39 mixed-script and confusable checks (off in every preset)."
    },
  };

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
            .description(
                "Preset: uts46, lookup, whatwg, transitional, registration, idna2003,"
                    + " whatwg-strict (default: ${DEFAULT-VALUE}).")
            .build());
    for (String[] flag : FLAGS) {
      spec.addOption(CodeModel.flag(flag[0], flag[1], flag[2]));
    }
    spec.addOption(
        CommandLine.Model.OptionSpec.builder("--restriction-level")
            .paramLabel("LEVEL")
            .type(RestrictionLevel.class)
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
    o.transitional = CodeModel.option(spec, "--transitional");
    o.std3 = CodeModel.option(spec, "--use-std3-ascii-rules");
    o.allowUnderscore = CodeModel.option(spec, "--allow-underscore");
    o.checkHyphens = CodeModel.option(spec, "--check-hyphens");
    o.checkBidi = CodeModel.option(spec, "--check-bidi");
    o.checkJoiners = CodeModel.option(spec, "--check-joiners");
    o.checkContextO = CodeModel.option(spec, "--check-contexto");
    o.verifyDnsLength = CodeModel.option(spec, "--verify-dns-length");
    o.allowTrailingDot = CodeModel.option(spec, "--allow-trailing-dot");
    o.ignoreInvalidPunycode = CodeModel.option(spec, "--ignore-invalid-punycode");
    o.allowUnassigned = CodeModel.option(spec, "--allow-unassigned");
    o.checkConfusables = CodeModel.option(spec, "--check-confusables");
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
    if (transitional == null
        && std3 == null
        && allowUnderscore == null
        && checkHyphens == null
        && checkBidi == null
        && checkJoiners == null
        && checkContextO == null
        && verifyDnsLength == null
        && allowTrailingDot == null
        && ignoreInvalidPunycode == null
        && allowUnassigned == null
        && checkConfusables == null
        && restrictionLevel == null) {
      return base;
    }
    IdnaProfile.Builder b = base.toBuilder();
    set(transitional, b::transitional);
    set(std3, b::useStd3AsciiRules);
    set(allowUnderscore, b::allowUnderscore);
    set(checkHyphens, b::checkHyphens);
    set(checkBidi, b::checkBidi);
    set(checkJoiners, b::checkJoiners);
    set(checkContextO, b::checkContextO);
    set(verifyDnsLength, b::verifyDnsLength);
    set(allowTrailingDot, b::allowTrailingDot);
    set(ignoreInvalidPunycode, b::ignoreInvalidPunycode);
    set(allowUnassigned, b::allowUnassigned);
    set(checkConfusables, b::checkConfusables);
    if (restrictionLevel != null) {
      b.restrictionLevel(restrictionLevel);
    }
    try {
      return b.build();
    } catch (IllegalStateException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--profile " + preset + ": " + e.getMessage());
    }
  }

  private static void set(Boolean value, Consumer<Boolean> setter) {
    if (value != null) {
      setter.accept(value);
    }
  }
}
