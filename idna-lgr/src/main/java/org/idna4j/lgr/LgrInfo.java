package org.idna4j.lgr;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.util.VersionInfo;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Facts about a loaded LGR: sizes, the Unicode versions involved and warnings about its variant
 * relation.
 *
 * <p>Property classes ({@code gc:Mn}, RFC 7940 §6.2.3) are evaluated with ICU4J's Unicode data, not
 * with the LGR's declared {@code unicode-version}. {@link #newerCodePoints()} counts the
 * repertoire's code points that are not assigned in the declared version (from ICU's {@code
 * UCharacter.getAge}); property values of code points assigned in both versions can also change,
 * which is not detected here.
 *
 * @param metadata the LGR's metadata
 * @param chars single-code-point {@code <char>} elements
 * @param sequences {@code <char>} elements with two or more code points
 * @param ranges {@code <range>} elements
 * @param rangeCodePoints code points covered by ranges
 * @param variants {@code var} elements, reflexive ones included
 * @param classes named classes
 * @param rules named rules
 * @param actions the LGR's own actions (the §7.6 defaults not counted)
 * @param declaredUnicodeVersion the LGR's {@code unicode-version}; empty when it declares none
 * @param icuUnicodeVersion the Unicode version of ICU4J's data used for properties
 * @param newerCodePoints repertoire code points not yet assigned in the declared version
 * @param warnings symmetry, transitivity and Unicode-version warnings, readable text
 * @param idna2008Violations the repertoire code points (ranges included) that are neither PVALID
 *     nor CONTEXTJ/CONTEXTO under RFC 5892 of ICU4J's Unicode version, ascending (lgr-core's {@code
 *     idna2008_compliance})
 */
public record LgrInfo(
    LgrMetadata metadata,
    int chars,
    int sequences,
    int ranges,
    long rangeCodePoints,
    int variants,
    int classes,
    int rules,
    int actions,
    Optional<String> declaredUnicodeVersion,
    String icuUnicodeVersion,
    int newerCodePoints,
    List<String> warnings,
    List<Integer> idna2008Violations) {

  /** Examples listed per warning kind at most. */
  private static final int EXAMPLES = 5;

  /**
   * Copies the list.
   *
   * @param metadata the LGR's metadata
   * @param chars the number of single-code-point {@code <char>} elements
   * @param sequences the number of {@code <char>} elements with two or more code points
   * @param ranges the number of {@code <range>} elements
   * @param rangeCodePoints the number of code points covered by ranges
   * @param variants the number of {@code var} elements, reflexive ones included
   * @param classes the number of named classes
   * @param rules the number of named rules
   * @param actions the number of the LGR's own actions
   * @param declaredUnicodeVersion the LGR's {@code unicode-version}; empty when it declares none
   * @param icuUnicodeVersion the Unicode version of ICU4J's data, as major.minor.micro
   * @param newerCodePoints the number of repertoire code points not assigned in the declared
   *     version
   * @param warnings readable warnings; copied, not null
   * @param idna2008Violations the code points that IDNA2008 does not allow; copied, not null
   * @throws NullPointerException if {@code declaredUnicodeVersion} is null, or a list is or holds
   *     null
   */
  public LgrInfo {
    Objects.requireNonNull(declaredUnicodeVersion, "declaredUnicodeVersion");
    warnings = List.copyOf(warnings);
    idna2008Violations = List.copyOf(idna2008Violations);
  }

  /**
   * Returns whether every repertoire code point is PVALID, CONTEXTJ or CONTEXTO (RFC 5892 §2), so
   * that every label the LGR allows can be an IDNA2008 U-label as far as code points go.
   *
   * @return true when {@link #idna2008Violations()} is empty
   */
  public boolean idna2008Compliant() {
    return idna2008Violations.isEmpty();
  }

  /**
   * Returns whether the variant relation is symmetric and transitive (the index label is sound).
   *
   * @return false when {@link #warnings()} reports a variant mapping without its reverse or a chain
   *     of unconditional mappings without the direct one (RFC 7940 §8.5 relies on both); true
   *     otherwise
   */
  public boolean variantRelationSound() {
    for (String w : warnings) {
      if (w.startsWith("not symmetric") || w.startsWith("not transitive")) {
        return false;
      }
    }
    return true;
  }

  static LgrInfo of(Lgr lgr) {
    int chars = 0;
    int seqs = 0;
    int ranges = 0;
    long rangeCps = 0;
    int vars = 0;
    Map<String, Set<String>> rel = new HashMap<>();
    Map<String, Set<String>> plain = new HashMap<>();
    Set<Integer> cps = new HashSet<>();
    for (Element e : lgr.repertoire.elements()) {
      if (e.isRange()) {
        ranges++;
        rangeCps += e.last - e.first + 1;
        continue;
      }
      if (e.cps.length == 1) {
        chars++;
      } else {
        seqs++;
      }
      for (int cp : e.cps) {
        cps.add(cp);
      }
      vars += e.variants.length + e.reflexives.length;
      Set<String> targets = new HashSet<>();
      Set<String> unconditional = new HashSet<>();
      for (Variant v : e.variants) {
        targets.add(key(v.cps));
        if (v.when < 0 && v.notWhen < 0) {
          unconditional.add(key(v.cps));
        }
      }
      rel.put(key(e.cps), targets);
      plain.put(key(e.cps), unconditional);
    }
    List<String> warnings = new ArrayList<>();
    relationWarnings(rel, plain, warnings);
    java.util.TreeSet<Integer> all = new java.util.TreeSet<>(cps);
    for (Element e : lgr.repertoire.elements()) {
      if (e.isRange()) {
        for (int cp = e.first; cp <= e.last; cp++) {
          all.add(cp);
        }
      }
    }
    List<Integer> idna2008 = new ArrayList<>();
    for (int cp : all) {
      if (!Idna2008.allowed(cp)) {
        idna2008.add(cp);
      }
    }
    if (!idna2008.isEmpty()) {
      List<String> ex = new ArrayList<>();
      for (int k = 0; k < Math.min(EXAMPLES, idna2008.size()); k++) {
        ex.add(LgrParser.hex(new int[] {idna2008.get(k)}));
      }
      warnings.add(
          "not IDNA2008: "
              + idna2008.size()
              + " repertoire code points are not PVALID or CONTEXT (RFC 5892), e.g. "
              + String.join(", ", ex));
    }
    String declared = lgr.metadata.unicodeVersion().orElse(null);
    VersionInfo unicode = UCharacter.getUnicodeVersion();
    String icu = unicode.getMajor() + "." + unicode.getMinor() + "." + unicode.getMilli();
    int newer = 0;
    if (declared == null) {
      warnings.add("no unicode-version declared (RFC 7940 §4.3.6); properties use Unicode " + icu);
    } else {
      VersionInfo dv = VersionInfo.getInstance(declared);
      List<String> examples = new ArrayList<>();
      for (int cp : cps) {
        VersionInfo age = UCharacter.getAge(cp);
        if (age.compareTo(dv) > 0) {
          newer++;
          if (examples.size() < EXAMPLES) {
            examples.add(LgrParser.hex(new int[] {cp}));
          }
        }
      }
      if (!declared.equals(icu)) {
        warnings.add(
            "unicode-version " + declared + " but properties (gc:...) use ICU4J's Unicode " + icu);
      }
      if (newer > 0) {
        warnings.add(
            newer
                + " repertoire code points are not assigned in Unicode "
                + declared
                + ", e.g. "
                + String.join(", ", examples));
      }
    }
    int own = 0;
    for (Action a : lgr.actions) {
      own += a.isDefault ? 0 : 1;
    }
    return new LgrInfo(
        lgr.metadata,
        chars,
        seqs,
        ranges,
        rangeCps,
        vars,
        lgr.classCount,
        lgr.rules.size(),
        own,
        lgr.metadata.unicodeVersion(),
        icu,
        newer,
        warnings,
        idna2008);
  }

  /**
   * RFC 7940 §8.5 needs a symmetric, transitive variant relation for index labels to work. Symmetry
   * is checked for every mapping; transitivity for chains of unconditional mappings (a chain
   * through a {@code when}/{@code not-when} mapping may never apply as a whole).
   */
  private static void relationWarnings(
      Map<String, Set<String>> rel, Map<String, Set<String>> plain, List<String> warnings) {
    List<String> asym = new ArrayList<>();
    int asymCount = 0;
    List<String> intrans = new ArrayList<>();
    int intransCount = 0;
    for (Map.Entry<String, Set<String>> e : rel.entrySet()) {
      String x = e.getKey();
      for (String y : e.getValue()) {
        Set<String> back = rel.get(y);
        if (back == null || !back.contains(x)) {
          asymCount++;
          if (asym.size() < EXAMPLES) {
            asym.add(show(x) + " -> " + show(y));
          }
        }
        Set<String> next = plain.get(y);
        if (next == null || !plain.get(x).contains(y)) {
          continue;
        }
        for (String z : next) {
          if (!z.equals(x) && !e.getValue().contains(z)) {
            intransCount++;
            if (intrans.size() < EXAMPLES) {
              intrans.add(show(x) + " -> " + show(y) + " -> " + show(z));
            }
          }
        }
      }
    }
    if (asymCount > 0) {
      asym.sort(null);
      warnings.add(
          "not symmetric: "
              + asymCount
              + " variant mappings have no reverse mapping, e.g. "
              + String.join("; ", asym));
    }
    if (intransCount > 0) {
      intrans.sort(null);
      warnings.add(
          "not transitive: "
              + intransCount
              + " variant chains lack the direct mapping, e.g. "
              + String.join("; ", intrans));
    }
  }

  private static String key(int[] cps) {
    return new String(cps, 0, cps.length);
  }

  private static String show(String k) {
    return LgrParser.hex(k.codePoints().toArray());
  }

  @Override
  public String toString() {
    return "LgrInfo" + Arrays.asList(chars, sequences, ranges, variants, rules, actions) + warnings;
  }
}
