package org.idna4j.records;

import static org.assertj.core.api.Assertions.assertThat;

import org.idna4j.label.IdnaOption;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.RestrictionLevel;
import org.junit.jupiter.api.Test;

/** The look-ups of the shared vocabulary say "none" with an empty Optional, never with null. */
class VocabularyTest {

  @Test
  void everyOptionIsFoundByItsKeyAndAnUnknownKeyByNone() {
    for (IdnaOption o : IdnaOption.values()) {
      assertThat(Vocabulary.option(Vocabulary.optionKey(o))).contains(o);
    }
    assertThat(Vocabulary.option("no_such_option")).isEmpty();
    assertThat(Vocabulary.option("CHECK_BIDI")).as("keys are exact").isEmpty();
  }

  @Test
  void restrictionLevelsAreFoundInAnyCaseWithHyphensOrUnderscores() {
    assertThat(Vocabulary.restrictionLevel("highly-restrictive"))
        .contains(RestrictionLevel.HIGHLY_RESTRICTIVE);
    assertThat(Vocabulary.restrictionLevel("HIGHLY_RESTRICTIVE"))
        .contains(RestrictionLevel.HIGHLY_RESTRICTIVE);
    assertThat(Vocabulary.restrictionLevel("strictest")).isEmpty();
  }

  @Test
  void aProfileRecordNamesItsPresetOrNone() {
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      assertThat(new ProfileRecord(p.profile()).preset()).contains(p.presetName());
    }
    IdnaProfile changed =
        IdnaProfile.Preset.LOOKUP.profile().toBuilder().checkConfusables(true).build();
    assertThat(new ProfileRecord(changed).preset()).isEmpty();
    assertThat(RecordJson.toJson(new ProfileRecord(changed))).startsWith("{\"preset\":null,");
  }
}
