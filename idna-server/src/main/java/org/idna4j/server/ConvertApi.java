package org.idna4j.server;

import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.ConversionRecord;
import org.idna4j.records.ProfilesRecord;

/** The conversion endpoints and the profile list: one {@link ConversionRecord} per name. */
final class ConvertApi {

  /** {@code GET /api/v1/to-ascii}: UTS #46 §4.2 ToASCII (or the profile's standard). */
  Object toAscii(Query q, byte[] body) {
    IdnaProfile profile = q.profile();
    String name = q.name();
    return ConversionRecord.of(name, Idna.of(profile).toAscii(name), profile);
  }

  /** {@code GET /api/v1/to-unicode}: UTS #46 §4.3 ToUnicode (or the profile's standard). */
  Object toUnicode(Query q, byte[] body) {
    IdnaProfile profile = q.profile();
    String name = q.name();
    return ConversionRecord.of(name, Idna.of(profile).toUnicode(name), profile);
  }

  /** {@code GET /api/v1/profiles}: every preset with every setting. */
  Object profiles(Query q, byte[] body) {
    return ProfilesRecord.of(Query.DEFAULT_PRESET);
  }
}
