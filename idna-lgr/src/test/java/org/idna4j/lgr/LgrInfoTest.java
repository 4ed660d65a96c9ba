package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.idna4j.lgr.TestLgrs.doc;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.util.VersionInfo;
import org.junit.jupiter.api.Test;

/**
 * Sizes, Unicode versions and variant-relation warnings (RFC 7940 §8.5 needs symmetry +
 * transitivity).
 */
class LgrInfoTest {

  @Test
  void asymmetricRelationIsReported() {
    Lgr l = TestLgrs.xml(doc("<char cp=\"0061\"><var cp=\"0062\"/></char><char cp=\"0062\"/>", ""));
    LgrInfo i = l.info();
    assertThat(i.variantRelationSound()).isFalse();
    assertThat(i.warnings())
        .anySatisfy(
            w -> assertThat(w).startsWith("not symmetric: 1 ").contains("U+0061 -> U+0062"));
  }

  @Test
  void intransitiveRelationIsReported() {
    Lgr l =
        TestLgrs.xml(
            doc(
                "<char cp=\"0061\"><var cp=\"0062\"/></char><char cp=\"0062\"><var cp=\"0061\"/>"
                    + "<var cp=\"0063\"/></char><char cp=\"0063\"><var cp=\"0062\"/></char>",
                ""));
    assertThat(l.info().warnings()).anySatisfy(w -> assertThat(w).startsWith("not transitive: 2 "));
    assertThat(l.info().variantRelationSound()).isFalse();
  }

  @Test
  void rzLgr5CommonIsSound() {
    LgrInfo i = TestLgrs.file(TestLgrs.COMMON).info();
    assertThat(i.variantRelationSound()).isTrue();
    assertThat(i.declaredUnicodeVersion()).contains("11.0.0");
    VersionInfo icu = UCharacter.getUnicodeVersion();
    assertThat(i.icuUnicodeVersion())
        .isEqualTo(icu.getMajor() + "." + icu.getMinor() + "." + icu.getMilli());
    assertThat(i.warnings())
        .anySatisfy(w -> assertThat(w).contains("11.0.0").contains(i.icuUnicodeVersion()));
  }

  @Test
  void codePointsNewerThanTheDeclaredVersion() {
    // U+1E900 ADLAM (Unicode 9.0) and U+0061 against a declared Unicode 6.3.0.
    Lgr l =
        TestLgrs.xml(
            "<lgr xmlns=\"urn:ietf:params:xml:ns:lgr-1.0\"><meta><unicode-version>6.3.0</unicode-version>"
                + "</meta><data><char cp=\"0061\"/><char cp=\"1E900\"/></data></lgr>");
    assertThat(l.info().newerCodePoints()).isEqualTo(1);
    assertThat(l.info().warnings()).anySatisfy(w -> assertThat(w).contains("U+1E900"));
  }
}
