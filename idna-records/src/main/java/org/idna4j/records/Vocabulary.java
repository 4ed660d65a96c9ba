package org.idna4j.records;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.idna4j.label.IdnaOption;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.RestrictionLevel;

/**
 * The spelling rules every face follows, in one place.
 *
 * <ul>
 *   <li><b>Keys</b> (JSON keys, Spark struct fields, HTTP query parameters): snake_case, {@code
 *       [a-z][a-z0-9]*(_[a-z0-9]+)*}.
 *   <li><b>Identifiers</b> (error names, reasons, sections, standards, restriction levels, cut
 *       reasons): the Java enum constant's name, UPPER_SNAKE_CASE ({@code HYPHEN_3_4}, {@code
 *       NO_ELEMENT_LGR}, {@code PUBLIC_SUFFIX}), so the Java face and the wire agree with no
 *       mapping. Some values are not ours to spell and are written as they are: preset names
 *       ({@code whatwg-strict}, what users type after {@code --profile}), strings an LGR file
 *       defines (dispositions, scripts), and values a standard defines, spelled as the standard
 *       spells them: the UTS #46 status of a code point as UTS #46 §5 and its IdnaMappingTable.txt
 *       write it ({@code valid}, {@code mapped}, {@code deviation}, {@code ignored}, {@code
 *       disallowed}) and the IDNA2008 derived property as RFC 5892 §2 writes it ({@code PVALID},
 *       {@code CONTEXTJ}, {@code CONTEXTO}, {@code DISALLOWED}, {@code UNASSIGNED}), so that a
 *       reader can look them up in the standard as they appear.
 *   <li><b>Profile options</b>: one external name per {@link IdnaOption}, {@link #optionKey}: the
 *       constant's name in lower case ({@code check_hyphens}). The HTTP API takes it as a query
 *       parameter, the records carry it as a key, and the CLI spells it as a long option with
 *       hyphens ({@code --check-hyphens}, {@link #optionFlag}). Every face lists the options from
 *       {@link IdnaOption#values()}, so a new option reaches every face untouched.
 *   <li><b>Choices</b> (a value from a fixed list: preset names, display policies, EAI levels,
 *       restriction levels, output formats): matched ignoring ASCII case on every face ({@link
 *       #choice}), so {@code --policy Chromium}, {@code preset=RFC5321} and {@code --format JSONL}
 *       all name the value the list spells; records carry the list's spelling.
 * </ul>
 */
public final class Vocabulary {

  /** The key of the profile setting naming the standard ({@link IdnaProfile#standard()}). */
  public static final String STANDARD = "standard";

  /** The key of the UTS #39 restriction level setting. */
  public static final String RESTRICTION_LEVEL = "restriction_level";

  /** The key of the URL Standard domain parser setting ({@link IdnaProfile#urlDomainParser()}). */
  public static final String URL_DOMAIN_PARSER = "url_domain_parser";

  private Vocabulary() {}

  /**
   * Tells whether a string is a key in snake_case.
   *
   * @param s a string
   * @return whether it matches {@code [a-z][a-z0-9]*(_[a-z0-9]+)*}
   */
  public static boolean isKey(String s) {
    return s.matches("[a-z][a-z0-9]*(_[a-z0-9]+)*");
  }

  /**
   * Returns the external name of a profile option: its key in records and query parameters.
   *
   * @param option the option
   * @return the constant's name in lower case, such as {@code use_std3_ascii_rules}
   */
  public static String optionKey(IdnaOption option) {
    return option.name().toLowerCase(Locale.ROOT);
  }

  /**
   * Returns one sentence describing a profile option, for the CLI's help, the OpenAPI document's
   * query parameters and the profile record's schema.
   *
   * @param option the option
   * @return its description; for an option without one here, a sentence naming its constant
   */
  public static String optionDescription(IdnaOption option) {
    String d = DESCRIPTIONS.get(option);
    return d != null ? d : "The profile option " + option.name() + " (IdnaOption).";
  }

  private static final Map<IdnaOption, String> DESCRIPTIONS = descriptions();

  private static Map<IdnaOption, String> descriptions() {
    Map<IdnaOption, String> m = new EnumMap<>(IdnaOption.class);
    m.put(
        IdnaOption.TRANSITIONAL, "UTS #46 Transitional_Processing (ß→ss, ς→σ, ZWJ/ZWNJ removed).");
    m.put(
        IdnaOption.USE_STD3_ASCII_RULES,
        "UseSTD3ASCIIRules: ASCII limited to letters, digits and hyphen (RFC 1123).");
    m.put(
        IdnaOption.ALLOW_UNDERSCORE,
        "With use_std3_ascii_rules, also allow '_' (service labels such as _dmarc).");
    m.put(IdnaOption.CHECK_HYPHENS, "CheckHyphens: no '-' first, last, or in positions 3 and 4.");
    m.put(IdnaOption.CHECK_BIDI, "CheckBidi: the RFC 5893 Bidi rule.");
    m.put(
        IdnaOption.CHECK_JOINERS,
        "CheckJoiners: RFC 5892 Appendix A CONTEXTJ rules for ZWJ and ZWNJ.");
    m.put(
        IdnaOption.CHECK_CONTEXTO,
        "RFC 5892 Appendix A CONTEXTO rules (middle dot, keraia, geresh, ...).");
    m.put(
        IdnaOption.VERIFY_DNS_LENGTH,
        "VerifyDnsLength: labels of 1-63 octets, names of at most 253.");
    m.put(
        IdnaOption.ALLOW_TRAILING_DOT, "With verify_dns_length, accept a root dot (example.com.).");
    m.put(
        IdnaOption.IGNORE_INVALID_PUNYCODE,
        "IgnoreInvalidPunycode: keep xn-- labels that do not decode.");
    m.put(
        IdnaOption.ALLOW_UNASSIGNED,
        "IDNA2003 AllowUnassigned (RFC 3490 §4): accept code points unassigned in"
            + " Unicode 3.2.");
    m.put(
        IdnaOption.CHECK_CONFUSABLES,
        "UTS #39 mixed-script and confusable checks (off in every preset).");
    return m;
  }

  /**
   * Returns the command-line spelling of a profile option.
   *
   * @param option the option
   * @return {@code --} and the {@link #optionKey} with hyphens, such as {@code --check-hyphens}
   */
  public static String optionFlag(IdnaOption option) {
    return "--" + optionKey(option).replace('_', '-');
  }

  /**
   * Returns the option with an external name.
   *
   * @param key a key such as {@code check_bidi}
   * @return the option, or empty if no option has that name
   */
  public static Optional<IdnaOption> option(String key) {
    for (IdnaOption o : IdnaOption.values()) {
      if (optionKey(o).equals(key)) {
        return Optional.of(o);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the name in {@code names} that {@code value} spells, ignoring ASCII case: the one case
   * rule for a choice on every face. Only ASCII letters fold, so no non-ASCII look-alike (the
   * Kelvin sign, dotless i) names a choice.
   *
   * @param names the choices as records spell them
   * @param value what a user typed
   * @return the matching name of {@code names}, or empty if there is none
   */
  public static Optional<String> choice(List<String> names, String value) {
    for (String n : names) {
      if (equalsIgnoringAsciiCase(n, value)) {
        return Optional.of(n);
      }
    }
    return Optional.empty();
  }

  private static boolean equalsIgnoringAsciiCase(String a, String b) {
    if (a.length() != b.length()) {
      return false;
    }
    for (int i = 0; i < a.length(); i++) {
      if (asciiLower(a.charAt(i)) != asciiLower(b.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static char asciiLower(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
  }

  /**
   * Returns the restriction level with an identifier, in any case, with {@code -} or {@code _}.
   *
   * @param value such as {@code HIGHLY_RESTRICTIVE} or {@code highly-restrictive}
   * @return the level, or empty if there is none of that name
   */
  public static Optional<RestrictionLevel> restrictionLevel(String value) {
    String id = value.toUpperCase(Locale.ROOT).replace('-', '_');
    for (RestrictionLevel l : RestrictionLevel.values()) {
      if (l.name().equals(id)) {
        return Optional.of(l);
      }
    }
    return Optional.empty();
  }
}
