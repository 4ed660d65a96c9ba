package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
 *       mapping. Two kinds of value are not ours to spell and are written as they are: preset names
 *       ({@code whatwg-strict}, what users type after {@code --profile}) and strings an LGR file
 *       defines (dispositions, scripts).
 *   <li><b>Profile options</b>: one external name per {@link IdnaOption}, {@link #optionKey}: the
 *       constant's name in lower case ({@code check_hyphens}). The HTTP API takes it as a query
 *       parameter, the records carry it as a key, and the CLI spells it as a long option with
 *       hyphens ({@code --check-hyphens}, {@link #optionFlag}). Every face lists the options from
 *       {@link IdnaOption#values()}, so a new option reaches every face untouched.
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
   * Tells whether a string is an identifier in UPPER_SNAKE_CASE.
   *
   * @param s a string
   * @return whether it matches {@code [A-Z][A-Z0-9]*(_[A-Z0-9]+)*}
   */
  public static boolean isIdentifier(String s) {
    return s.matches("[A-Z][A-Z0-9]*(_[A-Z0-9]+)*");
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
   * @return the option, or null if no option has that name
   */
  public static IdnaOption option(String key) {
    for (IdnaOption o : IdnaOption.values()) {
      if (optionKey(o).equals(key)) {
        return o;
      }
    }
    return null;
  }

  /**
   * Returns the keys of every profile setting, in the order of the profile record: the standard,
   * one per {@link IdnaOption} in declaration order, the restriction level and the URL domain
   * parser.
   *
   * @return the keys
   */
  public static List<String> settingKeys() {
    List<String> keys = new ArrayList<>();
    keys.add(STANDARD);
    for (IdnaOption o : IdnaOption.values()) {
      keys.add(optionKey(o));
    }
    keys.add(RESTRICTION_LEVEL);
    keys.add(URL_DOMAIN_PARSER);
    return keys;
  }

  /**
   * Returns the restriction level with an identifier, in any case, with {@code -} or {@code _}.
   *
   * @param value such as {@code HIGHLY_RESTRICTIVE} or {@code highly-restrictive}
   * @return the level, or null if there is none of that name
   */
  public static RestrictionLevel restrictionLevel(String value) {
    String id = value.toUpperCase(Locale.ROOT).replace('-', '_');
    for (RestrictionLevel l : RestrictionLevel.values()) {
      if (l.name().equals(id)) {
        return l;
      }
    }
    return null;
  }
}
