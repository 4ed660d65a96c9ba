package org.idna4j.records;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.idna4j.label.CodePointInfo;

/**
 * What the explain record says about one code point ({@link CodePointRecord}): the library's {@link
 * CodePointInfo} (name, script, Bidi class, UTS #46 status and mapping, IDNA2008 derived property)
 * in the record's spelling.
 *
 * <p>One instance describes the code points of one explain record and remembers each code point it
 * described, so a name that repeats a code point classifies it once. The work per code point is
 * bounded (one {@link CodePointInfo#of}), and the memory by the distinct code points of the input.
 * Not thread-safe: one instance per record.
 */
final class CodePoints {

  /** Each code point described so far, with no offset and no problems. */
  private final Map<Integer, CodePointRecord> seen = new HashMap<>();

  /**
   * Describes one code point.
   *
   * @param cp the code point (a lone surrogate too)
   * @param offset its code-point offset into the input, or null inside a decoded A-label
   * @param problems the problems of the name at that offset
   * @return the description
   */
  CodePointRecord describe(int cp, Integer offset, List<ProblemRecord> problems) {
    CodePointRecord d = seen.computeIfAbsent(cp, CodePoints::describe);
    return offset == null && problems.isEmpty()
        ? d
        : new CodePointRecord(
            offset,
            d.codePoint(),
            d.text(),
            d.name(),
            d.script(),
            d.bidi(),
            d.uts46(),
            d.mapping(),
            d.idna2008(),
            problems);
  }

  private static CodePointRecord describe(int cp) {
    CodePointInfo info = CodePointInfo.of(cp);
    return new CodePointRecord(
        null,
        uPlus(cp),
        new String(Character.toChars(cp)),
        info.name(),
        info.script(),
        info.bidiClass(),
        info.uts46Status().name().toLowerCase(Locale.ROOT),
        info.uts46Mapping().orElse(null),
        info.idna2008Property().name(),
        List.of());
  }

  /** {@code U+00FC}: at least four hex digits, upper case (The Unicode Standard, Appendix A). */
  static String uPlus(int cp) {
    return String.format(Locale.ROOT, "U+%04X", cp);
  }
}
