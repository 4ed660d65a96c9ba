package org.idna4j.server;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.idna4j.label.IdnaOption;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.RestrictionLevel;
import org.idna4j.records.Vocabulary;

/**
 * The query parameters of one request, decoded, with the rules every endpoint shares: each
 * parameter at most once, no parameter the endpoint does not know, {@code name} bounded by {@link
 * Limits#MAX_NAME_CHARS}, and the profile parameters.
 *
 * <p>The profile parameters: {@code profile} (a preset name, default {@code lookup}), one boolean
 * per {@link IdnaOption} under its external name ({@link Vocabulary#optionKey}, such as {@code
 * check_bidi=false}; listed from {@link IdnaOption#values()}), and {@code restriction_level}. A
 * setting left out keeps the preset's value.
 */
final class Query {

  /** The preset used when a request names none: the one for resolving names. */
  static final IdnaProfile.Preset DEFAULT_PRESET = IdnaProfile.Preset.LOOKUP;

  /** The boolean profile parameters: one per {@link IdnaOption}, by its external name. */
  static final Map<String, IdnaOption> PROFILE_FLAGS = profileFlags();

  private static Map<String, IdnaOption> profileFlags() {
    Map<String, IdnaOption> m = new java.util.LinkedHashMap<>();
    for (IdnaOption o : IdnaOption.values()) {
      m.put(Vocabulary.optionKey(o), o);
    }
    return java.util.Collections.unmodifiableMap(m);
  }

  /** The parameter naming the preset. */
  static final String PROFILE = "profile";

  /** The parameter naming the UTS #39 restriction level. */
  static final String RESTRICTION_LEVEL = Vocabulary.RESTRICTION_LEVEL;

  /** The parameter holding the domain name. */
  static final String NAME = "name";

  /** The psl parameter for {@code idna psl --icann-only}: ICANN-section rules only. */
  static final String ICANN_ONLY = "icann_only";

  /** The psl parameter for {@code idna psl --browser-wildcards}: *.X also makes X a suffix. */
  static final String BROWSER_WILDCARDS = "browser_wildcards";

  /** The check parameter for {@code idna check --psl}: fill the PSL fields of each record. */
  static final String PSL = "psl";

  private final Map<String, List<String>> params;
  private final boolean plainText;

  /**
   * Checks the parameters against what the endpoint accepts.
   *
   * @param params the decoded parameters, each with every value it was given
   * @param accepted the names this endpoint accepts
   * @throws ApiException 400 for an unknown or repeated parameter
   */
  Query(Map<String, List<String>> params, Set<String> accepted) {
    this(params, accepted, false);
  }

  /**
   * Checks the parameters against what the endpoint accepts, for a request whose body is plain text
   * lines ({@code Content-Type: text/plain}) or not.
   *
   * @throws ApiException 400 for an unknown or repeated parameter
   */
  Query(Map<String, List<String>> params, Set<String> accepted, boolean plainText) {
    this.plainText = plainText;
    for (Map.Entry<String, List<String>> e : params.entrySet()) {
      if (!accepted.contains(e.getKey())) {
        throw ApiException.badRequest(
            "unknown_parameter",
            "unknown query parameter '"
                + clip(e.getKey())
                + "'; this endpoint accepts "
                + String.join(", ", accepted.stream().sorted().toList()));
      }
      if (e.getValue().size() > 1) {
        throw ApiException.badRequest(
            "repeated_parameter",
            "query parameter '" + e.getKey() + "' given " + e.getValue().size() + " times");
      }
    }
    this.params = params;
  }

  /** The parameters every endpoint with a profile accepts. */
  static Set<String> profileParameters() {
    Set<String> names = new java.util.TreeSet<>(PROFILE_FLAGS.keySet());
    names.add(PROFILE);
    names.add(RESTRICTION_LEVEL);
    return names;
  }

  /** The profile parameters and {@code name}. */
  static Set<String> nameAndProfileParameters() {
    Set<String> names = profileParameters();
    names.add(NAME);
    return names;
  }

  /**
   * The value of a boolean parameter, false when absent.
   *
   * @throws ApiException 400 for a value that is not {@code true} or {@code false}
   */
  boolean flag(String key) {
    String v = get(key);
    return v != null && bool(key, v);
  }

  /**
   * The value of a boolean parameter, null when absent (the caller keeps a preset's value).
   *
   * @throws ApiException 400 for a value that is not {@code true} or {@code false}
   */
  Boolean optionalFlag(String key) {
    String v = get(key);
    return v == null ? null : bool(key, v);
  }

  /** Tells whether the request body is plain text lines rather than JSON. */
  boolean plainText() {
    return plainText;
  }

  /** The value of a parameter, or null when absent. */
  String get(String key) {
    List<String> v = params.get(key);
    return v == null ? null : v.get(0);
  }

  /**
   * Returns the {@code name} parameter.
   *
   * @throws ApiException 400 when missing, 413 when longer than {@link Limits#MAX_NAME_CHARS}
   */
  String name() {
    return text(NAME);
  }

  /**
   * Returns a required text parameter ({@code name}, {@code label}), bounded as a name is.
   *
   * @throws ApiException 400 when missing, 413 when longer than {@link Limits#MAX_NAME_CHARS}
   */
  String text(String key) {
    return text(key, Limits.MAX_NAME_CHARS);
  }

  /**
   * Returns a required text parameter bounded by {@code limit} characters ({@code url}: {@link
   * Limits#MAX_URL_CHARS}).
   *
   * @throws ApiException 400 when missing, 413 when longer than {@code limit}
   */
  String text(String key, int limit) {
    String value = get(key);
    if (value == null) {
      throw ApiException.badRequest(
          "missing_parameter", "query parameter '" + key + "' is required");
    }
    if (value.length() > limit) {
      throw ApiException.tooLarge(
          key + "_over_limit",
          "the " + key + " has " + value.length() + " characters; the limit is " + limit);
    }
    return value;
  }

  /**
   * Returns the name if it is within {@link Limits#MAX_NAME_CHARS}.
   *
   * @param name the name
   * @param index its 1-based position in a check request, or -1 for a single name
   * @throws ApiException 413 when it is longer
   */
  static String checkedName(String name, int index) {
    if (name.length() > Limits.MAX_NAME_CHARS) {
      throw ApiException.tooLarge(
          "name_over_limit",
          (index < 0 ? "the name" : "name " + index)
              + " has "
              + name.length()
              + " characters; the limit is "
              + Limits.MAX_NAME_CHARS);
    }
    return name;
  }

  /**
   * Returns the preset named by {@code profile} with the settings given applied.
   *
   * @throws ApiException 400 for an unknown preset, a value that is not {@code true} or {@code
   *     false}, an unknown restriction level, or settings the preset's standard lacks
   */
  IdnaProfile profile() {
    IdnaProfile.Preset preset = preset();
    IdnaProfile base = preset.profile();
    IdnaProfile.Builder b = null;
    for (Map.Entry<String, IdnaOption> e : PROFILE_FLAGS.entrySet()) {
      String v = get(e.getKey());
      if (v == null) {
        continue;
      }
      if (b == null) {
        b = base.toBuilder();
      }
      b.set(e.getValue(), bool(e.getKey(), v));
    }
    String level = get(RESTRICTION_LEVEL);
    if (level != null) {
      if (b == null) {
        b = base.toBuilder();
      }
      b.restrictionLevel(restrictionLevel(level));
    }
    if (b == null) {
      return base;
    }
    try {
      return b.build();
    } catch (IllegalStateException e) {
      throw ApiException.badRequest("invalid_profile", "profile " + preset + ": " + e.getMessage());
    }
  }

  /** The preset named by {@code profile}, or {@link #DEFAULT_PRESET}. */
  IdnaProfile.Preset preset() {
    String name = get(PROFILE);
    if (name == null) {
      return DEFAULT_PRESET;
    }
    try {
      return IdnaProfile.Preset.byName(name);
    } catch (IllegalArgumentException e) {
      throw ApiException.badRequest(
          "unknown_profile",
          "unknown profile '" + clip(name) + "'; expected one of " + presetNames());
    }
  }

  static String presetNames() {
    StringBuilder b = new StringBuilder();
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      b.append(b.length() == 0 ? "" : ", ").append(p.presetName());
    }
    return b.toString();
  }

  private static boolean bool(String key, String value) {
    switch (Vocabulary.choice(BOOLEANS, value).orElse(value)) {
      case "true":
        return true;
      case "false":
        return false;
      default:
        throw ApiException.badRequest(
            "invalid_parameter",
            "query parameter '" + key + "' must be true or false, not '" + clip(value) + "'");
    }
  }

  private static RestrictionLevel restrictionLevel(String value) {
    Optional<RestrictionLevel> level = Vocabulary.restrictionLevel(value);
    if (level.isPresent()) {
      return level.get();
    }
    StringBuilder names = new StringBuilder();
    for (RestrictionLevel l : RestrictionLevel.values()) {
      names.append(names.length() == 0 ? "" : ", ").append(l.name());
    }
    throw ApiException.badRequest(
        "invalid_parameter",
        "unknown " + RESTRICTION_LEVEL + " '" + clip(value) + "'; expected one of " + names);
  }

  /** The values of a boolean parameter, matched in any case as every choice is. */
  private static final List<String> BOOLEANS = List.of("true", "false");

  /** The first 64 characters of a value quoted back in an error message. */
  static String clip(String s) {
    return s.length() <= 64 ? s : s.substring(0, 64) + "...";
  }
}
