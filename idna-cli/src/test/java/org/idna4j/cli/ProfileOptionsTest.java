package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.function.BiFunction;
import java.util.function.Predicate;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.RestrictionLevel;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code --profile} and the per-option flags build exactly the profile they name. */
class ProfileOptionsTest {

  @CommandLine.Command(name = "probe")
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
