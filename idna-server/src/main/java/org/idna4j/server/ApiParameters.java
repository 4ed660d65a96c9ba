package org.idna4j.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.idna4j.email.EmailOptions;
import org.idna4j.label.IdnaOption;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.RestrictionLevel;
import org.idna4j.records.DisplayRecord;
import org.idna4j.records.EmailRecord;
import org.idna4j.records.Vocabulary;

/**
 * What each query parameter of the API is, for the OpenAPI document: its JSON Schema, whether it is
 * required, one sentence. The profile parameters are listed from the library ({@link
 * IdnaOption#values()}, {@link IdnaProfile.Preset#values()}, {@link RestrictionLevel#values()}), so
 * a new option is described without editing this class; any other new parameter needs one case in
 * {@link #describe(String)}.
 */
final class ApiParameters {

  /**
   * One parameter's description.
   *
   * @param name the parameter
   * @param required whether a request must give it
   * @param schema its JSON Schema
   * @param description one sentence
   */
  record Parameter(String name, boolean required, Map<String, Object> schema, String description) {}

  private ApiParameters() {}

  /**
   * Describes a query parameter.
   *
   * @param name a parameter a route accepts
   * @return its description
   * @throws IllegalStateException for a parameter with no description here (add its case)
   */
  static Parameter describe(String name) {
    Optional<IdnaOption> option = Vocabulary.option(name);
    if (option.isPresent()) {
      return new Parameter(
          name,
          false,
          schema("boolean"),
          Vocabulary.optionDescription(option.get())
              + " On (true) or off (false); absent: the preset's setting.");
    }
    switch (name) {
      case Query.NAME:
        return new Parameter(
            name,
            true,
            text(),
            "the domain name, as typed (UTF-8, percent-encoded in the query)" + LIMIT_NOTE);
      case Query.PROFILE:
        Map<String, Object> preset = schema("string");
        List<String> presets = new ArrayList<>();
        for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
          presets.add(p.presetName());
        }
        preset.put("enum", presets);
        preset.put("default", Query.DEFAULT_PRESET.presetName());
        return new Parameter(name, false, preset, "the preset the settings start from");
      case Query.RESTRICTION_LEVEL:
        Map<String, Object> level = schema("string");
        List<String> levels = new ArrayList<>();
        for (RestrictionLevel l : RestrictionLevel.values()) {
          levels.add(l.name());
        }
        level.put("enum", levels);
        return new Parameter(
            name,
            false,
            level,
            "the UTS #39 §5.2 restriction level (any case, - or _ accepted);"
                + " absent: the preset's setting");
      case Query.ICANN_ONLY:
        return new Parameter(
            name,
            false,
            schema("boolean"),
            "only the ICANN section's rules (idna psl --icann-only)");
      case Query.PSL:
        return new Parameter(
            name,
            false,
            schema("boolean"),
            "also fill public_suffix and registrable_domain from the server's Public Suffix List"
                + " (idna check --psl)");
      case Query.BROWSER_WILDCARDS:
        return new Parameter(
            name,
            false,
            schema("boolean"),
            "a wildcard rule *.X also makes X a public suffix (idna psl --browser-wildcards)");
      case LgrApi.LABEL:
        return new Parameter(
            name, true, text(), "the label, as typed (a U-label or an A-label)" + LIMIT_NOTE);
      case LgrApi.SCRIPT:
        return new Parameter(
            name,
            false,
            schema("string"),
            "with an LGR set: the element LGR's script (idna lgr --script); ignored otherwise");
      case LgrApi.LIMIT:
        Map<String, Object> limit = schema("integer");
        limit.put("minimum", 0);
        limit.put("maximum", LgrApi.MAX_VARIANTS);
        limit.put("default", LgrApi.DEFAULT_VARIANTS);
        return new Parameter(name, false, limit, "the most variant labels to answer");
      case UrlHostApi.URL:
        return new Parameter(
            name,
            true,
            text(),
            "the URL or IRI, as typed (URL Standard basic URL parser, without a base); at most "
                + Limits.MAX_URL_CHARS
                + " UTF-16 code units (longer: 413)");
      case DisplayApi.POLICY:
        Map<String, Object> policy = schema("string");
        policy.put("enum", DisplayRecord.POLICIES);
        policy.put("default", DisplayRecord.DEFAULT_POLICY);
        return new Parameter(name, false, policy, "the display policy (idna display --policy)");
      case EmailApi.ADDRESS:
        return new Parameter(
            name,
            true,
            text(),
            "the email address, as typed (RFC 5321 §4.1.2 Mailbox as RFC 6531 §3.3 extends it)"
                + LIMIT_NOTE);
      case EmailRecord.PRESET:
        Map<String, Object> emailPreset = schema("string");
        emailPreset.put("enum", EmailRecord.PRESETS);
        emailPreset.put("default", EmailRecord.PRESETS.get(0));
        return new Parameter(
            name, false, emailPreset, "the EmailOptions preset the settings start from");
      case EmailRecord.EAI:
        Map<String, Object> eai = schema("string");
        List<String> eaiLevels = new ArrayList<>();
        for (EmailOptions.Eai e : EmailOptions.Eai.values()) {
          eaiLevels.add(e.name());
        }
        eai.put("enum", eaiLevels);
        return new Parameter(
            name,
            false,
            eai,
            "where UTF-8 may appear (EmailOptions.Eai, any case); absent: the preset's setting");
      case EmailRecord.QUOTED_LOCAL_PART:
      case EmailRecord.ADDRESS_LITERAL:
      case EmailRecord.DISPLAY_NAME:
      case EmailRecord.GLOBALLY_DELIVERABLE:
        return new Parameter(
            name,
            false,
            schema("boolean"),
            "the EmailOptions setting of the same name; absent: the preset's setting");
      default:
        throw new IllegalStateException(
            "query parameter '" + name + "' has no description: add its case to ApiParameters");
    }
  }

  private static Map<String, Object> schema(String type) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", type);
    return m;
  }

  private static Map<String, Object> text() {
    // no maxLength: JSON Schema counts code points, the limit counts UTF-16 units (LIMIT_NOTE)
    return schema("string");
  }

  private static final String LIMIT_NOTE =
      "; at most " + Limits.MAX_NAME_CHARS + " UTF-16 code units (longer: 413)";
}
