package org.idna4j.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.util.VersionInfo;
import org.junit.jupiter.api.Test;

/** The Unicode data ICU4J brings must be the version the UTS #46 conformance file was made for. */
class UnicodeVersionTest {

  @Test
  void icuUnicodeVersionMatchesIdnaTestV2Header() {
    String header = IdnaTestV2File.load("/uts46/IdnaTestV2-18.0.0.txt").version;
    VersionInfo icu = UCharacter.getUnicodeVersion();
    String icuVersion = icu.getMajor() + "." + icu.getMinor() + "." + icu.getMilli();
    assertThat(header).isNotNull();
    assertThat(icuVersion).isEqualTo(header);
  }
}
