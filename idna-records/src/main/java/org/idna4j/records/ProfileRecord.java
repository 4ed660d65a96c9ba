package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.idna4j.label.IdnaOption;
import org.idna4j.label.IdnaProfile;

/**
 * Every setting of a profile: the preset it equals (if any), the standard, one boolean per {@link
 * IdnaOption} (from {@link IdnaOption#values()}, so a new option appears here untouched), the UTS
 * #39 restriction level and the URL Standard domain parser.
 *
 * @param profile the profile
 */
public record ProfileRecord(IdnaProfile profile) implements Shaped {

  /** The record type {@code profile}. */
  public static final Shape SHAPE = buildShape();

  /**
   * Checks the parts.
   *
   * @param profile the profile
   * @throws NullPointerException if the profile is null
   */
  public ProfileRecord {
    Objects.requireNonNull(profile, "profile");
  }

  private static Shape buildShape() {
    List<Field> fields = new ArrayList<>();
    fields.add(
        Field.nullableString(
            "preset", "the preset these settings are exactly, or null when they are no preset's"));
    fields.add(Field.string(Vocabulary.STANDARD, "UTS46, IDNA2008_REGISTRATION or IDNA2003"));
    for (IdnaOption o : IdnaOption.values()) {
      fields.add(Field.bool(Vocabulary.optionKey(o), Vocabulary.optionDescription(o)));
    }
    fields.add(
        Field.string(
            Vocabulary.RESTRICTION_LEVEL, "UTS #39 restriction level, such as HIGHLY_RESTRICTIVE"));
    fields.add(
        Field.string(
            Vocabulary.URL_DOMAIN_PARSER, "URL Standard domain parser: NONE, LENIENT or STRICT"));
    return new Shape("profile", "Every setting of an IDNA profile.", fields);
  }

  /**
   * Returns the preset whose profile this is.
   *
   * @return the preset's name, or empty when the profile equals no preset
   */
  public Optional<String> preset() {
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      if (p.profile().equals(profile)) {
        return Optional.of(p.presetName());
      }
    }
    return Optional.empty();
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }

  @Override
  public List<Object> values() {
    List<Object> v = new ArrayList<>();
    v.add(preset().orElse(null));
    v.add(profile.standard().name());
    for (IdnaOption o : IdnaOption.values()) {
      v.add(profile.is(o));
    }
    v.add(profile.restrictionLevel().name());
    v.add(profile.urlDomainParser().name());
    return v;
  }
}
