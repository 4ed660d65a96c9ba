package org.idna4j.display;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.text.UnicodeSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Chromium's whole-script-confusable rule for Thai (idn_spoof_checker.cc, {@code
 * kWholeScriptConfusables}, the set under {@code BUILDFLAG(IS_LINUX) || BUILDFLAG(IS_CHROMEOS)}): a
 * single-script Thai label made only of the letters {@code [ทนบพรหเแ๐ดลปฟม]} is shown as its
 * A-label unless the TLD is {@code th} or contains a Thai letter ({@code
 * IsWholeScriptConfusableAllowedForTLD}).
 */
class ChromiumThaiTest {
  private static final DisplayPolicy CHROMIUM = DisplayPolicy.chromium();

  /** The Latin-lookalike Thai letters of Chromium's Linux and ChromeOS set. */
  private static final UnicodeSet LOOKALIKES = new UnicodeSet("[ทนบพรหเแ๐ดลปฟม]").freeze();

  private static boolean wholeScriptConfusable(String name) {
    return CHROMIUM
        .decide(name)
        .labels()
        .get(0)
        .reasons()
        .contains(DisplayReason.WHOLE_SCRIPT_CONFUSABLE);
  }

  @Test
  void exactlyTheLookalikeLettersMakeAThaiLabelWholeScriptConfusable() {
    // Every Thai letter and digit that can stand twice in a label of its own: the rule fires for
    // exactly the letters of Chromium's set.
    UnicodeSet candidates = new UnicodeSet("[[:Thai:]&[[:L:][:Nd:]]]");
    List<String> found = new ArrayList<>();
    for (int i = 0; i < candidates.size(); i++) {
      String c = new String(Character.toChars(candidates.charAt(i)));
      if (wholeScriptConfusable(c + c + ".com")) {
        found.add(c);
      }
    }
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < LOOKALIKES.size(); i++) {
      expected.add(new String(Character.toChars(LOOKALIKES.charAt(i))));
    }
    assertThat(found).containsExactlyInAnyOrderElementsOf(expected);
  }

  @ParameterizedTest
  @ValueSource(strings = {"ทนรห.com", "ดลปฟม.com", "พบเ๐.com", "ทนรห.example", "ทนรห.de"})
  void aLabelOfLookalikesOnlyUnderAnotherTldIsShownAsAnALabel(String name) {
    DisplayResult r = CHROMIUM.decide(name);
    assertThat(r.labels().get(0).reasons()).contains(DisplayReason.WHOLE_SCRIPT_CONFUSABLE);
    assertThat(r.output()).startsWith("xn--");
  }

  @ParameterizedTest
  @ValueSource(strings = {"ทนรห.th", "ทนรห.ไทย", "ทนรห.xn--o3cw4h", "ดลปฟม.th"})
  void underAThaiTldItIsShownInUnicode(String name) {
    DisplayResult r = CHROMIUM.decide(name);
    assertThat(r.labels().get(0).reasons()).isEmpty();
    assertThat(r.output()).startsWith(name.substring(0, name.indexOf('.')));
  }

  @Test
  void oneLetterThatIsNoLookalikeIsEnough() {
    // ก U+0E01 THAI CHARACTER KO KAI is not in the set
    assertThat(wholeScriptConfusable("ทนรหก.com")).isFalse();
    assertThat(CHROMIUM.toDisplay("ทนรหก.com")).isEqualTo("ทนรหก.com");
    assertThat(wholeScriptConfusable("ทนรห.com")).isTrue();
  }
}
