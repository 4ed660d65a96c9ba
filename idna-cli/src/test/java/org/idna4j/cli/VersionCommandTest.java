package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.util.VersionInfo;
import org.junit.jupiter.api.Test;

/** {@code idna version} and {@code idna --version}. */
class VersionCommandTest {

  @Test
  void namesTheIdna4jUnicodeAndIcuVersions() {
    Cli.Run r = Cli.run("version");
    assertThat(r.exitCode()).isZero();
    assertThat(r.lines()).hasSize(4);
    assertThat(r.lines().get(0)).matches("IDNA4J \\d+\\.\\d+\\.\\d+.*");
    assertThat(r.lines().get(1))
        .startsWith("Unicode " + UCharacter.getUnicodeVersion().getMajor() + ".");
    assertThat(r.lines().get(2))
        .isEqualTo("ICU4J " + VersionCommand.shortVersion(VersionInfo.ICU_VERSION));
    assertThat(Cli.run("--version").out()).isEqualTo(r.out());
  }
}
