package org.idna4j.label;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.lang.UScript;
import java.util.Optional;

/**
 * What the standards say about one code point: its UTS #46 §5 status and mapping, its IDNA2008
 * derived property (RFC 5892 §2), its Bidi class (UAX #9, as RFC 5893 reads it) and its script (UAX
 * #24), with its Unicode name. The answers are this library's own: the status is what the UTS #46
 * engine does to the code point alone, the property comes from the RFC 5892 table that the IDNA2008
 * engine checks.
 *
 * <pre>{@code
 * CodePointInfo ss = CodePointInfo.of(0x00DF); // ß
 * ss.uts46Status();       // DEVIATION
 * ss.idna2008Property();  // PVALID
 * }</pre>
 *
 * <p>Immutable and thread-safe. {@link #of} costs a few label conversions of one code point: cache
 * the values when describing many repeated code points.
 *
 * <p><b>Security considerations:</b> every {@code int} is accepted; a value outside
 * U+0000..U+10FFFF is refused with an exception, a lone surrogate is described (it is disallowed
 * everywhere).
 */
public final class CodePointInfo {

  /** The bare UTS #46 algorithm (UTS #46 §4, every optional check off), nontransitional. */
  private static final LabelProcessor UTS46 = LabelProcessor.of(IdnaProfile.builder().build());

  /** The same with Transitional_Processing: only the deviation characters change (UTS #46 §5). */
  private static final LabelProcessor UTS46_TRANSITIONAL =
      LabelProcessor.of(IdnaProfile.builder().transitional(true).build());

  private final int codePoint;
  private final Uts46Status uts46Status;
  private final String uts46Mapping;
  private final Rfc5892DerivedProperty idna2008Property;

  private CodePointInfo(
      int codePoint,
      Uts46Status uts46Status,
      String uts46Mapping,
      Rfc5892DerivedProperty idna2008Property) {
    this.codePoint = codePoint;
    this.uts46Status = uts46Status;
    this.uts46Mapping = uts46Mapping;
    this.idna2008Property = idna2008Property;
  }

  /**
   * Describes a code point.
   *
   * @param codePoint U+0000..U+10FFFF (a lone surrogate too)
   * @return its description
   * @throws IllegalArgumentException for a value outside the Unicode code space
   */
  public static CodePointInfo of(int codePoint) {
    if (codePoint < 0 || codePoint > Character.MAX_CODE_POINT) {
      throw new IllegalArgumentException("not a code point: " + codePoint);
    }
    String text = new String(Character.toChars(codePoint));
    Uts46Status status = status(text);
    String mapping = status == Uts46Status.MAPPED ? UTS46.toUnicode(text).output() : null;
    return new CodePointInfo(codePoint, status, mapping, Rfc5892.property(codePoint));
  }

  /** The UTS #46 §5 status, from what the bare algorithm does to the code point alone. */
  private static Uts46Status status(String text) {
    LabelResult r = UTS46.toUnicode(text);
    if (r.errors().contains(IdnaError.DISALLOWED)) {
      return Uts46Status.DISALLOWED;
    }
    String out = r.output();
    if (out.isEmpty()) {
      return Uts46Status.IGNORED;
    }
    if (!out.equals(text)) {
      return Uts46Status.MAPPED;
    }
    if (!UTS46_TRANSITIONAL.toUnicode(text).output().equals(out)) {
      return Uts46Status.DEVIATION;
    }
    return Uts46Status.VALID;
  }

  /**
   * Returns the code point.
   *
   * @return the code point described
   */
  public int codePoint() {
    return codePoint;
  }

  /**
   * Returns the UTS #46 §5 status.
   *
   * @return valid, mapped, deviation, ignored or disallowed
   */
  public Uts46Status uts46Status() {
    return uts46Status;
  }

  /**
   * Returns the UTS #46 §5 mapping of a mapped code point (mapping and NFC, as processing applies
   * them to the code point alone).
   *
   * @return the replacement text; empty unless the status is {@link Uts46Status#MAPPED}
   */
  public Optional<String> uts46Mapping() {
    return Optional.ofNullable(uts46Mapping);
  }

  /**
   * Returns the IDNA2008 derived property.
   *
   * @return the RFC 5892 §2 value: PVALID, CONTEXTJ, CONTEXTO, DISALLOWED or UNASSIGNED
   */
  public Rfc5892DerivedProperty idna2008Property() {
    return idna2008Property;
  }

  /**
   * Returns the Bidi class (UAX #9 Bidi_Class, short alias), as RFC 5893's rules read it.
   *
   * @return such as {@code L}, {@code R}, {@code AL}, {@code NSM}
   */
  public String bidiClass() {
    return UCharacter.getPropertyValueName(
        UProperty.BIDI_CLASS,
        UCharacter.getIntPropertyValue(codePoint, UProperty.BIDI_CLASS),
        UProperty.NameChoice.SHORT);
  }

  /**
   * Returns the script (UAX #24 Script property, long name).
   *
   * @return such as {@code Latin}, {@code Cyrillic}, {@code Common}, {@code Inherited}
   */
  public String script() {
    return UScript.getName(UScript.getScript(codePoint));
  }

  /**
   * Returns the Unicode name, or for a code point without one its label (Unicode §4.8, such as
   * {@code <control-0000>}).
   *
   * @return the name
   */
  public String name() {
    return UCharacter.getExtendedName(codePoint);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CodePointInfo c && c.codePoint == codePoint;
  }

  @Override
  public int hashCode() {
    return Integer.hashCode(codePoint);
  }

  @Override
  public String toString() {
    return "CodePointInfo{"
        + UPlus.of(codePoint)
        + ", "
        + uts46Status
        + ", "
        + idna2008Property
        + "}";
  }
}
