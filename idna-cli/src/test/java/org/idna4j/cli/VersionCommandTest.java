package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.util.VersionInfo;
import org.idna4j.psl.ListVersion;
import org.idna4j.psl.PublicSuffixList;
import org.junit.jupiter.api.Test;

/** {@code idna version} and {@code idna --version}. */
class VersionCommandTest {

  @Test
  void namesTheVersionCommitUnicodePslAndIcuVersions() {
    Cli.Run r = Cli.run("version");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines()).hasSize(6);
    assertThat(r.lines().get(0)).matches("IDNA4J \\d+\\.\\d+\\.\\d+.*");
    // A build outside release/stage.sh says unknown; a staged one names a git commit.
    assertThat(r.lines().get(1)).matches("Commit (unknown|[0-9a-f]{40}(-dirty)?)");
    assertThat(r.lines().get(2))
        .startsWith("Unicode " + UCharacter.getUnicodeVersion().getMajor() + ".");
    ListVersion psl = PublicSuffixList.bundled().version();
    assertThat(psl.date()).isPresent();
    assertThat(r.lines().get(3))
        .isEqualTo(
            "Public Suffix List "
                + psl.date().orElseThrow()
                + " (publicsuffix/list commit "
                + psl.commit().orElseThrow()
                + ")");
    assertThat(r.lines().get(4))
        .isEqualTo("ICU4J " + VersionCommand.shortVersion(VersionInfo.ICU_VERSION));
    assertThat(Cli.run("--version").out()).isEqualTo(r.out());
  }

  @Test
  void readsTheCommitTheBuildFilteredIn() {
    // The filtered resource itself: a property left as ${...} would mean filtering broke.
    assertThat(VersionCommand.buildProperties().getProperty("commit"))
        .isNotBlank()
        .doesNotContain("${");
    assertThat(VersionCommand.buildProperties().getProperty("version")).doesNotContain("${");
  }
}
