package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;
import org.idna4j.label.IdnaProfile;

/**
 * Every preset with every setting: {@code GET /api/v1/profiles} and {@code idna profiles}.
 *
 * @param defaultPreset the preset used when none is named
 * @param presets every preset's settings, in {@link IdnaProfile.Preset} order
 */
public record ProfilesRecord(
    @FieldDoc("the preset used when none is named") String defaultPreset,
    @FieldDoc("every preset's settings") List<ProfileRecord> presets)
    implements Shaped {

  /** The record type {@code profiles}. */
  public static final Shape SHAPE =
      Shape.of(ProfilesRecord.class, "profiles", "Every preset with every setting.");

  /**
   * Every preset.
   *
   * @param defaultPreset the face's default preset
   * @return the record
   */
  public static ProfilesRecord of(IdnaProfile.Preset defaultPreset) {
    List<ProfileRecord> all = new ArrayList<>();
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      all.add(new ProfileRecord(p.profile()));
    }
    return new ProfilesRecord(defaultPreset.presetName(), List.copyOf(all));
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
