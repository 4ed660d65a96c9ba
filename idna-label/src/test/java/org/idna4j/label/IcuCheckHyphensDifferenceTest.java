package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.text.IDNA;
import com.ibm.icu.util.VersionInfo;
import org.junit.jupiter.api.Test;

/**
 * UTS #46 §4.1 criterion 2 (CheckHyphens) speaks of the third and fourth <em>code points</em> of a
 * label; ICU4J 79.1 looks at the third and fourth UTF-16 code units, so a supplementary character
 * (two units) before the hyphens shifts its count by one. IDNA4J counts code points. This test pins
 * IDNA4J's answer and also asserts ICU4J's current one, so it fails (and README.md's "Known
 * differences from ICU4J" must be updated) the day ICU4J changes.
 */
class IcuCheckHyphensDifferenceTest {

  /** U+1F600, hyphens at code points 3 and 4 (UTF-16 units 4 and 5). */
  private static final String HYPHENS_AT_CODE_POINTS_3_4 = "\uD83D\uDE00m--3x";

  /** U+1F4A9, hyphens at code points 2 and 3 (UTF-16 units 3 and 4). */
  private static final String HYPHENS_AT_UNITS_3_4 = "\uD83D\uDCA9--o";

  private static final LabelProcessor UTS46 = LabelProcessor.of(IdnaProfile.uts46());

  /** ICU4J's UTS #46 with the flags of {@link IdnaProfile#uts46()}; ICU checks hyphens always. */
  private static final IDNA ICU =
      IDNA.getUTS46Instance(
          IDNA.NONTRANSITIONAL_TO_ASCII
              | IDNA.NONTRANSITIONAL_TO_UNICODE
              | IDNA.CHECK_BIDI
              | IDNA.CHECK_CONTEXTJ
              | IDNA.USE_STD3_RULES);

  private static boolean icuHyphen34(String label) {
    IDNA.Info info = new IDNA.Info();
    ICU.labelToASCII(label, new StringBuilder(), info);
    return info.getErrors().contains(IDNA.Error.HYPHEN_3_4);
  }

  @Test
  void hyphensAtCodePoints3And4AreRejected() {
    assertThat(HYPHENS_AT_CODE_POINTS_3_4.codePointCount(0, HYPHENS_AT_CODE_POINTS_3_4.length()))
        .isEqualTo(6);
    assertThat(
            HYPHENS_AT_CODE_POINTS_3_4.codePointAt(
                HYPHENS_AT_CODE_POINTS_3_4.offsetByCodePoints(0, 2)))
        .isEqualTo('-');
    LabelResult r = UTS46.toAscii(HYPHENS_AT_CODE_POINTS_3_4);
    assertThat(r.errors()).containsExactly(IdnaError.HYPHEN_3_4);
    assertThat(r.problems().get(0).offset()).isEqualTo(2); // code point offset of the first hyphen
    // ICU4J 79.1 counts units: it sees 'm' and '-' at units 3 and 4 and accepts the label
    assertThat(icuHyphen34(HYPHENS_AT_CODE_POINTS_3_4))
        .as("ICU4J " + VersionInfo.ICU_VERSION)
        .isFalse();
  }

  @Test
  void hyphensAtCodePoints2And3AreAccepted() {
    assertThat(HYPHENS_AT_UNITS_3_4.charAt(2)).isEqualTo('-');
    assertThat(HYPHENS_AT_UNITS_3_4.charAt(3)).isEqualTo('-');
    LabelResult r = UTS46.toAscii(HYPHENS_AT_UNITS_3_4);
    assertThat(r.errors()).doesNotContain(IdnaError.HYPHEN_3_4);
    assertThat(r.isValid()).isTrue();
    // ICU4J 79.1 counts units: the hyphens are its units 3 and 4, so it rejects the label
    assertThat(icuHyphen34(HYPHENS_AT_UNITS_3_4)).as("ICU4J " + VersionInfo.ICU_VERSION).isTrue();
  }

  @Test
  void theDifferenceIsRecordedForIcu4j79() {
    // The README names the ICU4J version the difference was observed with.
    assertThat(VersionInfo.ICU_VERSION.getMajor()).isEqualTo(79);
  }
}
