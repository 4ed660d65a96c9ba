package org.idna4j.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrLabelResult;
import org.idna4j.lgr.Ruleset;
import org.idna4j.lgr.VariantBudget;
import org.idna4j.lgr.VariantLabel;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays ICANN's RST v2.0 IDN test labels (test case {@code idn-01}; {@code lgr-rst/README.md})
 * against the LGR each file is written for, loaded by name from idna-lgr-icann, with the semantics
 * of ICANN's reference algorithm ({@code etc/idn-test-reference.js} of icann/rst-api-spec):
 *
 * <ul>
 *   <li>an allocatable label must be {@code valid} or {@code allocatable};
 *   <li>an unallocatable label (malformed A-labels included) must be {@code invalid};
 *   <li>a listed variant whose {@code variantTLDAllocatability} names the file's own tag must be
 *       generated as an {@code allocatable} variant (policy {@code mayallocatevar}); any other
 *       listed variant must be generated as {@code blocked}, or be invalid on its own.
 * </ul>
 *
 * One dynamic test per file (118), each asserting every check of the file; the counts are printed
 * and checked at the end. A check that contradicts its LGR is listed in {@code
 * lgr-rst/deviations.tsv} with the RFC 7940 reasoning (five in the fr Full Variant Set LGR, whose
 * {@code when="enabled"} mappings are disabled; two in de, where U+00DF has a blocked and a
 * fallback mapping to "ss" that both apply); a listed check that passes fails the test, so the list
 * cannot go stale.
 */
class RstIdnLabelsTest {

  private static final String[] SETS = {"second-level-reference", "full-variant-set"};

  private static final VariantBudget BUDGET = VariantBudget.of(1, 2_000_000);

  /** Checks passed per kind, over all files. */
  private static final Map<String, Integer> PASSED = new HashMap<>();

  private static final List<String> TAGS = tags();

  /** "set/tag label -> variant" keys of the listed deviations. */
  private static final Set<String> DEVIATIONS = deviations();

  @TestFactory
  Stream<DynamicTest> everyFileOfBothSets() {
    List<DynamicTest> tests = new ArrayList<>();
    for (String set : SETS) {
      for (String tag : TAGS) {
        tests.add(DynamicTest.dynamicTest(set + "/" + tag, () -> replay(set, tag)));
      }
    }
    return tests.stream();
  }

  @AfterAll
  static void counts() {
    int total = PASSED.values().stream().mapToInt(Integer::intValue).sum();
    System.out.println("RST IDN test labels passed: " + PASSED + ", total " + total);
    if (PASSED.size() >= 4) {
      // 118 files: every kind of check occurs, and the total is the suite's.
      assertThat(total).isGreaterThan(1_600);
    }
  }

  private static void replay(String set, String tag) throws IOException {
    RstFile f = RstFile.read("/lgr-rst/" + set + "/" + tag + ".yaml");
    assertThat(f.tag).isEqualTo(tag);
    Ruleset rules = Ruleset.load("icann:" + set + "/" + tag);
    Lgr lgr = (Lgr) rules;
    List<String> failures = new ArrayList<>();
    String file = set + "/" + tag + " ";
    for (String label : f.unallocatable) {
      LgrLabelResult r = rules.evaluate(label);
      count(failures, file + label, !r.isValid(), "unallocatable", "should be invalid, is " + r);
    }
    for (RstFile.Allocatable a : f.allocatable) {
      LgrLabelResult r = rules.evaluate(a.label);
      boolean ok = r.disposition().equals("valid") || r.disposition().equals("allocatable");
      count(failures, file + a.label, ok, "allocatable", "should be valid/allocatable, is " + r);
      for (RstFile.Variant v : a.variants) {
        Optional<VariantLabel> got = lgr.variant(a.label, v.label, BUDGET);
        if (v.allocatability.contains(tag)) {
          count(
              failures,
              file + a.label + " -> " + v.label,
              got.map(x -> x.disposition().equals("allocatable")).orElse(false),
              "variant-allocatable",
              "should be an allocatable variant, is " + got);
        } else {
          boolean blocked =
              got.map(x -> x.disposition().equals("blocked")).orElse(false)
                  || !rules.evaluate(v.label).isValid();
          count(
              failures,
              file + a.label + " -> " + v.label,
              blocked,
              "variant-blocked",
              "should be a blocked variant or invalid, is "
                  + got
                  + " / "
                  + rules.evaluate(v.label).disposition());
        }
      }
    }
    assertThat(failures).as(set + "/" + tag).isEmpty();
  }

  private static void count(
      List<String> failures, String key, boolean ok, String kind, String why) {
    boolean listed = DEVIATIONS.contains(key);
    if (ok && listed) {
      failures.add(key + " passes but is listed in deviations.tsv: remove it from the list");
    } else if (ok) {
      synchronized (PASSED) {
        PASSED.merge(kind, 1, Integer::sum);
      }
    } else if (listed) {
      synchronized (PASSED) {
        PASSED.merge("listed-deviation", 1, Integer::sum);
      }
    } else {
      failures.add(key + " " + why);
    }
  }

  private static Set<String> deviations() {
    Set<String> out = new java.util.HashSet<>();
    try (InputStream in = RstIdnLabelsTest.class.getResourceAsStream("/lgr-rst/deviations.tsv")) {
      new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))
          .lines()
          .filter(l -> !l.isBlank() && !l.startsWith("#"))
          .forEach(l -> out.add(l.substring(0, l.indexOf('\t'))));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return out;
  }

  private static List<String> tags() {
    List<String> out = new ArrayList<>();
    try (InputStream in = RstIdnLabelsTest.class.getResourceAsStream("/lgr-rst/tags.txt")) {
      new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))
          .lines()
          .filter(l -> !l.isBlank())
          .forEach(out::add);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return out;
  }

  /**
   * One RST YAML file, read with a parser for its fixed layout (two-space indents, the fields of
   * the README). A repeated {@code variants:} key (und-Arab, und-Hani) adds to the same list: every
   * listed variant is checked.
   */
  static final class RstFile {
    record Variant(String label, Set<String> allocatability) {}

    record Allocatable(String label, List<Variant> variants) {}

    String tag;
    final List<Allocatable> allocatable = new ArrayList<>();
    final List<String> unallocatable = new ArrayList<>();

    static RstFile read(String resource) throws IOException {
      RstFile f = new RstFile();
      String section = "";
      Allocatable current = null;
      Variant variant = null;
      try (BufferedReader r =
          new BufferedReader(
              new InputStreamReader(
                  RstIdnLabelsTest.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
        String line;
        while ((line = r.readLine()) != null) {
          String t = line.strip();
          if (t.isEmpty() || t.startsWith("#")) {
            continue;
          }
          int indent = line.length() - line.stripLeading().length();
          if (indent == 0 && t.startsWith("tag:")) {
            f.tag = value(t.substring(4));
          } else if (indent == 2 && t.endsWith(":")) {
            section = t;
          } else if (section.equals("allocatableLabels:")
              && indent == 4
              && t.startsWith("- label:")) {
            current = new Allocatable(value(t.substring(8)), new ArrayList<>());
            f.allocatable.add(current);
            variant = null;
          } else if (section.equals("allocatableLabels:")
              && indent == 8
              && t.startsWith("- label:")) {
            variant = new Variant(value(t.substring(8)), new LinkedHashSet<>());
            current.variants.add(variant);
          } else if (indent == 10 && t.startsWith("variantTLDAllocatability:") && variant != null) {
            variant.allocatability.addAll(list(t.substring(t.indexOf(':') + 1)));
          } else if (section.equals("unallocatableLabels:") && indent == 4 && t.startsWith("- ")) {
            f.unallocatable.add(value(t.substring(2)));
          }
        }
      }
      return f;
    }

    private static String value(String s) {
      String v = s.strip();
      if (v.length() >= 2 && (v.startsWith("\"") || v.startsWith("'"))) {
        v = v.substring(1, v.length() - 1);
      }
      return v;
    }

    private static List<String> list(String s) {
      String v = s.strip();
      List<String> out = new ArrayList<>();
      if (v.startsWith("[") && v.endsWith("]")) {
        for (String p : v.substring(1, v.length() - 1).split(",")) {
          if (!p.isBlank()) {
            out.add(value(p));
          }
        }
      }
      return out;
    }
  }
}
