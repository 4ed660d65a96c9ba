package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;
import java.util.TreeSet;
import org.idna4j.label.IdnaOption;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.Vocabulary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 23, options from the library: the server's profile settings and query parameters are {@link
 * IdnaOption#values()} under their external names ({@link Vocabulary#optionKey}), checked against
 * the library, not against another face.
 */
class OptionsFromLibraryTest {

  @RegisterExtension static final TestServer SERVER = new TestServer();

  @Test
  void profilesListEveryOptionOfEveryPresetAsTheLibrarySetsIt() {
    JsonNode presets = SERVER.get("/api/v1/profiles").json().get("presets");
    assertThat(presets).hasSize(IdnaProfile.Preset.values().length);
    for (JsonNode p : presets) {
      IdnaProfile profile = IdnaProfile.Preset.byName(p.get("preset").asText()).profile();
      for (IdnaOption o : IdnaOption.values()) {
        assertThat(p.get(Vocabulary.optionKey(o))).as("%s %s", p.get("preset"), o).isNotNull();
        assertThat(p.get(Vocabulary.optionKey(o)).asBoolean())
            .as("%s %s", p.get("preset"), o)
            .isEqualTo(profile.is(o));
      }
    }
  }

  @Test
  void everyOptionIsAQueryParameterThatSetsExactlyIt() {
    for (IdnaOption o : IdnaOption.values()) {
      IdnaProfile.Preset preset =
          o == IdnaOption.ALLOW_UNASSIGNED ? IdnaProfile.Preset.IDNA2003 : IdnaProfile.Preset.UTS46;
      for (boolean on : new boolean[] {true, false}) {
        Http.Answer a =
            SERVER.get(
                "/api/v1/to-ascii?name=a&profile="
                    + preset.presetName()
                    + "&"
                    + Vocabulary.optionKey(o)
                    + "="
                    + on);
        assertThat(a.status()).as("%s=%s: %s", o, on, a.text()).isEqualTo(200);
        IdnaProfile expected = preset.profile().toBuilder().set(o, on).build();
        JsonNode echoed = a.json().get("profile");
        for (IdnaOption other : IdnaOption.values()) {
          assertThat(echoed.get(Vocabulary.optionKey(other)).asBoolean())
              .as("%s=%s, then %s", o, on, other)
              .isEqualTo(expected.is(other));
        }
      }
    }
  }

  @Test
  void everyRouteWithAProfileAcceptsExactlyTheLibrarysOptions() {
    Set<String> keys = new TreeSet<>();
    for (IdnaOption o : IdnaOption.values()) {
      keys.add(Vocabulary.optionKey(o));
    }
    JsonNode index = SERVER.get("/api/v1/").json();
    int withProfile = 0;
    for (JsonNode route : index) {
      Set<String> params = new TreeSet<>();
      route.get("parameters").forEach(p -> params.add(p.asText()));
      if (params.contains("profile")) {
        withProfile++;
        assertThat(params).as(route.get("path").asText()).containsAll(keys);
      }
    }
    assertThat(withProfile).isGreaterThanOrEqualTo(4);
  }
}
