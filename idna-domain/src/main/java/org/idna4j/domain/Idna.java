package org.idna4j.domain;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Function;
import org.idna4j.domain.internal.DomainAccess;
import org.idna4j.label.IdnaProfile;

/**
 * Converts whole domain names between Unicode and ASCII under an {@link IdnaProfile}: the entry
 * point most users need. Immutable and thread-safe; the presets are cached singletons.
 *
 * <pre>{@code
 * Idna idna = Idna.lookup();
 * DomainResult r = idna.toAscii("Bücher.example");
 * if (r.isValid()) {
 *     connect(r.output());                 // "xn--bcher-kva.example"
 * } else {
 *     r.problems().forEach(System.err::println);
 * }
 * String ascii = idna.toAsciiOrThrow("faß.de"); // "xn--fa-hia.de"
 * }</pre>
 *
 * <p>Bad input never throws from {@code toAscii}/{@code toUnicode}: unpaired surrogates, control
 * characters, very long names and the like come back as problems, each with its label index and
 * code-point offset into the input.
 *
 * <p><b>Warning:</b> a U-label and its A-label ({@code bücher} and {@code xn--bcher-kva}) name the
 * same domain but are not {@code equals}; compare names after {@code toAscii}.
 */
public final class Idna {

  /**
   * The preset converters by {@link IdnaProfile.Preset#ordinal()}, each built on first use: a
   * program (such as one {@code idna to-ascii} run) that uses one preset does not build the
   * engines, nor load the ICU4J data, of the others. Two threads may both build one; the first
   * stored wins and the other is dropped.
   */
  private static final AtomicReferenceArray<Idna> PRESETS =
      new AtomicReferenceArray<>(IdnaProfile.Preset.values().length);

  static {
    DomainAccess.install(new Access());
  }

  private final IdnaProfile profile;
  private final DomainEngine engine;

  /**
   * The URL Standard's domain parser, for a profile that has one (then {@link #engine} is null).
   */
  private final UrlDomainEngine url;

  private Idna(IdnaProfile profile) {
    this(profile, DomainEngine::of);
  }

  private Idna(IdnaProfile profile, Function<IdnaProfile, DomainEngine> engines) {
    this.profile = profile;
    this.url =
        profile.urlDomainParser() == IdnaProfile.UrlDomainParser.NONE
            ? null
            : new UrlDomainEngine(profile, engines);
    this.engine = url == null ? engines.apply(profile) : null;
  }

  /**
   * Returns a converter with the name-level fast paths off: every label goes through the label
   * processor. Package-private; for the test that the fast paths change no result (the label
   * processor's own fast paths are compared with its plain path in idna-label).
   *
   * @param profile the options to apply
   * @return a converter on the plain path
   */
  static Idna unoptimized(IdnaProfile profile) {
    return new Idna(Objects.requireNonNull(profile, "profile"), DomainEngine::withoutNameTiers);
  }

  /**
   * Returns a converter for the given profile (the cached instance for a preset profile).
   *
   * @param profile the options to apply
   * @return a converter
   * @throws NullPointerException if {@code profile} is null
   */
  public static Idna of(IdnaProfile profile) {
    Objects.requireNonNull(profile, "profile");
    for (IdnaProfile.Preset preset : IdnaProfile.Preset.values()) {
      if (preset.profile().equals(profile)) {
        return of(preset);
      }
    }
    return new Idna(profile);
  }

  /**
   * Returns the cached converter for a named preset, without comparing profiles.
   *
   * @param preset the preset
   * @return the converter for {@code preset.profile()}
   * @throws NullPointerException if {@code preset} is null
   */
  public static Idna of(IdnaProfile.Preset preset) {
    int i = preset.ordinal();
    Idna idna = PRESETS.get(i);
    if (idna == null) {
      PRESETS.compareAndSet(i, null, new Idna(preset.profile()));
      idna = PRESETS.get(i);
    }
    return idna;
  }

  /**
   * Returns the converter for {@link IdnaProfile#uts46()}.
   *
   * @return the shared converter for the UTS #46 conformance profile
   */
  public static Idna uts46() {
    return of(IdnaProfile.Preset.UTS46);
  }

  /**
   * Returns the converter for {@link IdnaProfile#lookup()}, the one to resolve host names with.
   *
   * @return the shared converter for the lookup profile
   */
  public static Idna lookup() {
    return of(IdnaProfile.Preset.LOOKUP);
  }

  /**
   * Returns the converter for {@link IdnaProfile#whatwgUrl()}: the WHATWG URL Standard's <i>domain
   * parser</i> with beStrict = false, what browsers do to a URL's host (URL Standard §3.3 "IDNA").
   * {@link DomainResult#isValid()} says whether the parser succeeds; the validation errors that do
   * not make it fail are in {@link DomainResult#nonFatalProblems()}.
   *
   * <pre>{@code
   * Idna.whatwgUrl().toAscii("xn--a").isValid();             // true: ASCII passes through
   * Idna.whatwgUrl().toAscii("xn--a").nonFatalProblems();    // [INVALID_PUNYCODE (P4) ...]
   * Idna.whatwgUrl().toAscii("xn--a.ß").isValid();           // false: not ASCII, so ToASCII decides
   * Idna.whatwgUrl().toAscii("exa#mple.org").errors();       // [FORBIDDEN_DOMAIN_CODE_POINT]
   * }</pre>
   *
   * @return the converter for the URL Standard's domain parser
   */
  public static Idna whatwgUrl() {
    return of(IdnaProfile.Preset.WHATWG_URL);
  }

  /**
   * Returns the converter for {@link IdnaProfile#whatwgUrlStrict()}: the WHATWG URL Standard's
   * <i>domain parser</i> with beStrict = true (UTS #46 ToASCII with every check on; any problem
   * fails). Its {@code toUnicode} is <i>domain to Unicode</i>, as for {@link #whatwgUrl()}.
   *
   * @return the converter for the strict domain parser
   */
  public static Idna whatwgUrlStrict() {
    return of(IdnaProfile.Preset.WHATWG_URL_STRICT);
  }

  /**
   * Checks whether {@code input} is a WHATWG URL Standard <i>valid domain</i> (URL Standard §3.4
   * "Host writing"): the domain parser with beStrict = true succeeds and its result does not end in
   * a number (§3.5 "ends in a number checker", which would make the host parser read it as an IPv4
   * address: {@code example.123}, {@code example.0x1f}). The result's problems are those of {@link
   * #whatwgUrlStrict()}, or {@link org.idna4j.domain.UrlDomainError#ENDS_IN_A_NUMBER}.
   *
   * <pre>{@code
   * Idna.whatwgValidDomain("example.com").isValid();   // true
   * Idna.whatwgValidDomain("example.123").isValid();   // false: ENDS_IN_A_NUMBER
   * Idna.whatwgValidDomain("xn--a.example").isValid(); // false: INVALID_PUNYCODE
   * }</pre>
   *
   * @param input the domain
   * @return the strict ASCII form, valid if and only if {@code input} is a valid domain
   * @throws NullPointerException if {@code input} is null
   */
  public static DomainResult whatwgValidDomain(CharSequence input) {
    return whatwgUrlStrict().url.validDomain(Objects.requireNonNull(input, "input"));
  }

  /**
   * Returns the converter for {@link IdnaProfile#transitional()}.
   *
   * @return the shared converter for transitional UTS #46 processing
   */
  public static Idna transitional() {
    return of(IdnaProfile.Preset.TRANSITIONAL);
  }

  /**
   * Returns the converter for {@link IdnaProfile#registration()}.
   *
   * @return the shared converter for IDNA2008 registration (RFC 5891 §4)
   */
  public static Idna registration() {
    return of(IdnaProfile.Preset.REGISTRATION);
  }

  /**
   * Returns the converter for {@link IdnaProfile#idna2003()}.
   *
   * @return the shared converter for IDNA2003 (RFC 3490), as {@code java.net.IDN}
   */
  public static Idna idna2003() {
    return of(IdnaProfile.Preset.IDNA2003);
  }

  /**
   * Returns the profile this converter applies.
   *
   * @return the profile
   */
  public IdnaProfile profile() {
    return profile;
  }

  /**
   * Converts a domain name to ASCII (UTS #46 §4.2 ToASCII, or the profile's standard, or the URL
   * Standard's domain parser if the profile has one). Labels are separated by U+002E, U+3002,
   * U+FF0E or U+FF61 (UTS #46 maps the last three to U+002E; the registration profile accepts only
   * U+002E).
   *
   * @param name the domain name
   * @return the result, with every problem in input order
   * @throws NullPointerException if {@code name} is null
   */
  public DomainResult toAscii(CharSequence name) {
    Objects.requireNonNull(name, "name");
    return url != null ? url.toAscii(name) : engine.toAscii(name);
  }

  /**
   * Converts a domain name to Unicode (UTS #46 §4.3 ToUnicode, or the profile's standard, or the
   * URL Standard's domain to Unicode if the profile has a domain parser).
   *
   * @param name the domain name
   * @return the result, with every problem in input order
   * @throws NullPointerException if {@code name} is null
   */
  public DomainResult toUnicode(CharSequence name) {
    Objects.requireNonNull(name, "name");
    return url != null ? url.toUnicode(name) : engine.toUnicode(name);
  }

  /**
   * Converts a domain name to ASCII, throwing if there is any problem.
   *
   * @param name the domain name
   * @return the ASCII form
   * @throws NullPointerException if {@code name} is null
   * @throws IdnaException if the name has problems; its message lists all of them
   */
  public String toAsciiOrThrow(CharSequence name) {
    DomainResult r = toAscii(name);
    if (!r.isValid()) {
      throw new IdnaException(name.toString(), r);
    }
    return r.output();
  }

  /**
   * Converts a domain name to Unicode, throwing if there is any problem.
   *
   * @param name the domain name
   * @return the Unicode form
   * @throws NullPointerException if {@code name} is null
   * @throws IdnaException if the name has problems; its message lists all of them
   */
  public String toUnicodeOrThrow(CharSequence name) {
    DomainResult r = toUnicode(name);
    if (!r.isValid()) {
      throw new IdnaException(name.toString(), r);
    }
    return r.output();
  }

  @Override
  public String toString() {
    return "Idna{" + profile + "}";
  }

  /** {@link DomainAccess#plainNameEnd}: the first rung of this converter's toAscii ladder. */
  int plainNameEnd(String text, int start) {
    return url != null ? url.plainRunEnd(text, start) : engine.plainRunEnd(text, start);
  }

  /** The hooks {@code org.idna4j.url} reads through {@link DomainAccess}. */
  private static final class Access extends DomainAccess {
    @Override
    public int plainNameEnd(Idna idna, String text, int start) {
      return idna.plainNameEnd(text, start);
    }
  }
}
