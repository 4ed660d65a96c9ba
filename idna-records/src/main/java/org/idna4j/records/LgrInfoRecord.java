package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;
import org.idna4j.lgr.LgrInfo;

/**
 * Facts about one LGR file ({@code idna lgr info}): its metadata, the sizes of its repertoire and
 * rules, the Unicode versions involved, its IDNA2008 check and the warnings about its variant
 * relation ({@link LgrInfo}).
 *
 * @param file the LGR as named on the command line (a path or a name such as {@code
 *     icann:full-variant-set/de})
 * @param version the LGR's {@code version} (RFC 7940 §4.3.1), or null
 * @param date the LGR's {@code date} (RFC 7940 §4.3.2), or null
 * @param languages the LGR's language tags (RFC 7940 §4.3.3)
 * @param unicodeVersion the LGR's declared {@code unicode-version} (RFC 7940 §4.3.6), or null
 * @param icuUnicodeVersion the Unicode version of ICU4J's data used for properties
 * @param chars single-code-point {@code <char>} elements
 * @param sequences {@code <char>} elements with two or more code points
 * @param ranges {@code <range>} elements
 * @param rangeCodePoints code points covered by ranges
 * @param variants {@code var} elements, reflexive ones included
 * @param classes named classes
 * @param rules named rules
 * @param actions the LGR's own actions (RFC 7940 §7.6's defaults not counted)
 * @param newerCodePoints repertoire code points not assigned in the declared Unicode version
 * @param variantRelationSound whether the variant relation is symmetric and transitive
 * @param idna2008Compliant whether every repertoire code point is PVALID, CONTEXTJ or CONTEXTO
 * @param idna2008Violations the repertoire code points that are not ({@code U+00DF}), ascending
 * @param warnings symmetry, transitivity and Unicode-version warnings, readable text
 */
public record LgrInfoRecord(
    @FieldDoc("the LGR as named: a file path or a name such as icann:full-variant-set/de")
        String file,
    @FieldDoc(value = "the LGR's version (RFC 7940 §4.3.1); null when it has none", nullable = true)
        String version,
    @FieldDoc(value = "the LGR's date (RFC 7940 §4.3.2); null when it has none", nullable = true)
        String date,
    @FieldDoc("the LGR's language tags (RFC 7940 §4.3.3)") List<String> languages,
    @FieldDoc(
            value = "the declared unicode-version (RFC 7940 §4.3.6); null when there is none",
            nullable = true)
        String unicodeVersion,
    @FieldDoc("the Unicode version of ICU4J's data used for properties") String icuUnicodeVersion,
    @FieldDoc("single-code-point char elements") int chars,
    @FieldDoc("char elements with two or more code points") int sequences,
    @FieldDoc("range elements") int ranges,
    @FieldDoc("code points covered by ranges") long rangeCodePoints,
    @FieldDoc("var elements, reflexive ones included") int variants,
    @FieldDoc("named classes") int classes,
    @FieldDoc("named rules") int rules,
    @FieldDoc("the LGR's own actions (RFC 7940 §7.6's defaults not counted)") int actions,
    @FieldDoc("repertoire code points not assigned in the declared Unicode version")
        int newerCodePoints,
    @FieldDoc("whether the variant relation is symmetric and transitive")
        boolean variantRelationSound,
    @FieldDoc("whether every repertoire code point is PVALID, CONTEXTJ or CONTEXTO (RFC 5892 §2)")
        boolean idna2008Compliant,
    @FieldDoc("the repertoire code points that are not (U+XXXX), ascending")
        List<String> idna2008Violations,
    @FieldDoc("symmetry, transitivity and Unicode-version warnings, readable text")
        List<String> warnings)
    implements Shaped {

  /** The record type {@code lgr_info}. */
  public static final Shape SHAPE =
      Shape.of(LgrInfoRecord.class, "lgr_info", "Facts about one LGR: sizes, versions, checks.");

  /**
   * The record of an LGR's facts.
   *
   * @param file the LGR as named
   * @param i its facts
   * @return the record
   */
  public static LgrInfoRecord of(String file, LgrInfo i) {
    List<String> violations = new ArrayList<>(i.idna2008Violations().size());
    for (int cp : i.idna2008Violations()) {
      violations.add(CodePoints.uPlus(cp));
    }
    return new LgrInfoRecord(
        file,
        i.metadata().version().orElse(null),
        i.metadata().date().orElse(null),
        List.copyOf(i.metadata().languages()),
        i.declaredUnicodeVersion().orElse(null),
        i.icuUnicodeVersion(),
        i.chars(),
        i.sequences(),
        i.ranges(),
        i.rangeCodePoints(),
        i.variants(),
        i.classes(),
        i.rules(),
        i.actions(),
        i.newerCodePoints(),
        i.variantRelationSound(),
        i.idna2008Compliant(),
        List.copyOf(violations),
        i.warnings());
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
