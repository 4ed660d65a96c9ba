package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every check of vectors/lgr-vectors.json (expected answers transcribed from lgr-core's and
 * lgr-django's tests and a real lgr-core run; see the file's "source" fields and PROVENANCE.md).
 */
class LgrVectorsTest {

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> cases() {
    Map<String, Object> root =
        (Map<String, Object>) Json.parse(TestLgrs.text("vectors/lgr-vectors.json"));
    return (List<Map<String, Object>>) root.get("cases");
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> list(Object o) {
    return (List<Map<String, Object>>) o;
  }

  @SuppressWarnings("unchecked")
  private static Set<String> strings(Object o) {
    return new TreeSet<>((List<String>) o);
  }

  @TestFactory
  List<DynamicTest> vectors() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Map<String, Object> c : cases()) {
      String id = (String) c.get("id");
      String caseXml = (String) c.get("lgr_xml");
      String prevXml = null;
      int k = 0;
      for (Map<String, Object> check :
          list(c.get("checks") == null ? List.of() : c.get("checks"))) {
        String xml = (String) check.getOrDefault("lgr_xml", caseXml);
        if ("same as previous".equals(xml)) {
          xml = prevXml;
        }
        prevXml = xml;
        String lgrXml = xml;
        String name = id + " #" + k++ + " " + check.getOrDefault("label", check.get("action"));
        tests.add(dynamicTest(name, () -> runCheck(id, c, lgrXml, check)));
      }
      if (c.containsKey("collisions")) {
        tests.add(dynamicTest(id + " collisions", () -> collisions(c)));
      }
      if (c.containsKey("expected")) {
        tests.add(dynamicTest(id + " classes", this::oeufDocExample));
      }
    }
    assertThat(tests).hasSizeGreaterThan(60);
    return tests;
  }

  private static Lgr lgrFor(Map<String, Object> c, String xml) {
    if (xml != null) {
      return TestLgrs.xml(xml);
    }
    String file = (String) c.get("lgr_file");
    return TestLgrs.file(file.startsWith("../") ? file.substring(3) : "vectors/" + file);
  }

  private static String label(Map<String, Object> check) {
    String l = (String) check.get("label");
    return l.matches("[0-9A-F]{4,6}( [0-9A-F]{4,6})*") ? TestLgrs.cps(l) : l;
  }

  private void runCheck(String id, Map<String, Object> c, String xml, Map<String, Object> check) {
    if (id.equals("action-variant-triggers")) {
      trigger(check);
      return;
    }
    Lgr lgr = lgrFor(c, xml);
    String label = label(check);
    if (check.containsKey("variants")
        && check.get("variants") instanceof List<?> l
        && (l.isEmpty() || ((Map<?, ?>) l.get(0)).containsKey("cp"))) {
      Set<String> expected = new HashSet<>();
      for (Map<String, Object> v : list(check.get("variants"))) {
        expected.add(v.get("cp") + " " + strings(v.get("types")) + " " + v.get("only_variants"));
      }
      Set<String> actual = new HashSet<>();
      for (VariantGenerator.Permutation p : lgr.permutations(label)) {
        assertThat(actual.add(TestLgrs.hex(p.cps()) + " " + p.types() + " " + p.onlyVariants()))
            .as("no permutation twice")
            .isTrue();
      }
      assertThat(actual).containsExactlyInAnyOrderElementsOf(expected);
    }
    if (check.containsKey("original")) {
      @SuppressWarnings("unchecked") // a JSON object of the test file
      Map<String, Object> o = (Map<String, Object>) check.get("original");
      assertThat(new TreeSet<>(lgr.evaluate(label).types())).isEqualTo(strings(o.get("types")));
    }
    if (check.containsKey("eligible")) {
      LgrLabelResult r = lgr.evaluate(label);
      assertThat(r.eligible()).isEqualTo(check.get("eligible"));
      if (check.containsKey("invalid_parts")) {
        Set<String> parts = new TreeSet<>();
        int[] cps = label.codePoints().toArray();
        for (LgrProblem p : r.problems()) {
          parts.add(TestLgrs.hex(new int[] {cps[p.offset()]}));
        }
        assertThat(parts).isEqualTo(strings(check.get("invalid_parts")));
      }
    }
    if (check.containsKey("disposition")) {
      LgrLabelResult r = lgr.evaluate(label);
      assertThat(r.disposition()).isEqualTo(check.get("disposition"));
      if (check.containsKey("action")) {
        String action = (String) check.get("action");
        String num = action.replaceAll("^default #(\\d+).*", "$1");
        assertThat(r.problems())
            .singleElement()
            .satisfies(
                p -> {
                  assertThat(p.error()).isEqualTo(LgrError.ACTION_INVALID);
                  assertThat(p.detail()).startsWith("default action #" + num + " ");
                });
      }
    }
    if (check.containsKey("partitions")) {
      Set<String> expected = new HashSet<>();
      for (Object part : (List<?>) check.get("partitions")) {
        expected.add(part.toString());
      }
      Set<String> actual = new HashSet<>();
      for (List<int[]> part : new Analysis(lgr, label.codePoints().toArray()).partitions(1000)) {
        actual.add(part.stream().map(TestLgrs::hex).collect(Collectors.toList()).toString());
      }
      assertThat(actual).isEqualTo(expected);
    }
    if (check.containsKey("index")) {
      String want = (String) check.get("index");
      Optional<String> idx = lgr.indexLabel(label);
      if (want.equals("NotInLGR")) {
        assertThat(idx).isEmpty();
      } else {
        assertThat(idx.map(TestLgrs::hex))
            .contains(want.matches("[0-9A-F ]+") ? want : TestLgrs.hex(want));
      }
    }
    if (check.containsKey("index_with_one_recursion")) {
      String once = lgr.indexLabel(label).orElseThrow();
      assertThat(lgr.indexLabel(once).map(TestLgrs::hex))
          .contains((String) check.get("index_with_one_recursion"));
    }
    if (check.containsKey("index_label")) {
      assertThat(lgr.indexLabel(label)).contains((String) check.get("index_label"));
    }
    if (check.containsKey("a_label")) {
      assertThat(lgr.evaluate(label).aLabel()).contains((String) check.get("a_label"));
      assertThat(lgr.evaluate((String) check.get("a_label")).uLabel()).contains(label);
    }
    if (check.containsKey("approx_variants")) {
      assertThat(lgr.variantEstimate(label))
          .isEqualTo(BigInteger.valueOf(((Double) check.get("approx_variants")).longValue()));
    }
    if (check.containsKey("variants")
        && !((List<?>) check.get("variants")).isEmpty()
        && ((Map<?, ?>) ((List<?>) check.get("variants")).get(0)).containsKey("u_label")) {
      Set<String> expected = new HashSet<>();
      for (Map<String, Object> v : list(check.get("variants"))) {
        expected.add(v.get("u_label") + " " + v.get("a_label") + " " + v.get("disposition"));
      }
      Set<String> actual =
          lgr.allVariants(label).stream()
              .map(v -> v.uLabel() + " " + v.aLabel() + " " + v.disposition())
              .collect(Collectors.toSet());
      assertThat(actual).isEqualTo(expected);
    }
  }

  /** Truth table of lgr-core's test_action.py for one action with types {disp1, disp2}. */
  private void trigger(Map<String, Object> check) {
    String spec = (String) check.get("action");
    Action.Trigger t =
        spec.startsWith("any-variant")
            ? Action.Trigger.ANY_VARIANT
            : spec.startsWith("all-variants")
                ? Action.Trigger.ALL_VARIANTS
                : spec.startsWith("only-variants")
                    ? Action.Trigger.ONLY_VARIANTS
                    : Action.Trigger.NONE;
    Set<String> types = t == Action.Trigger.NONE ? Set.of() : Set.of("disp1", "disp2");
    Action a = new Action("x", -1, false, t, types, 0, false);
    assertThat(a.triggerHolds(strings(check.get("types")), (Boolean) check.get("only_variants")))
        .isEqualTo(check.get("fires"));
  }

  @SuppressWarnings("unchecked")
  private void collisions(Map<String, Object> c) {
    Lgr lgr = lgrFor(c, null);
    List<String> registered =
        TestLgrs.text("vectors/Sample-French-a-variant.labels.txt")
            .lines()
            .filter(l -> !l.isBlank())
            .collect(Collectors.toList());
    CollisionIndex idx = CollisionIndex.build(lgr, registered);
    Set<Set<String>> groups = new HashSet<>();
    for (String r : registered) {
      List<String> with = new ArrayList<>(idx.collisions(r));
      if (with.size() > 1) {
        groups.add(new TreeSet<>(with));
      }
    }
    Set<Set<String>> expected = new HashSet<>();
    for (List<String> pair : (List<List<String>>) c.get("collisions")) {
      expected.add(new TreeSet<>(pair));
    }
    assertThat(groups).isEqualTo(expected);
    assertThat(idx.unindexed()).isEqualTo(1); // ghi: NotInLGR
  }

  /**
   * lgr-core doc/algo.rst: repertoire a-z, the sequence "oe" and U+0153, one variant set {oe, œ, x,
   * y}. oeuf/œuf collide (primary-primary), xuf and yuf are variants of both (primary-variant) and
   * of each other (variant-variant); oeil is apart.
   */
  private void oeufDocExample() {
    StringBuilder data = new StringBuilder();
    String[] set = {"006F 0065", "0153", "0078", "0079"};
    for (char ch = 'a'; ch <= 'z'; ch++) {
      String cp = String.format("%04X", (int) ch);
      data.append("<char cp=\"").append(cp).append("\">");
      if (ch == 'x' || ch == 'y') {
        appendVars(data, set, cp);
      }
      data.append("</char>");
    }
    for (String s : new String[] {"006F 0065", "0153"}) {
      data.append("<char cp=\"").append(s).append("\">");
      appendVars(data, set, s);
      data.append("</char>");
    }
    Lgr lgr = TestLgrs.xml(TestLgrs.doc(data.toString(), ""));
    String oeuf = "oeuf";
    String lig = "\u0153uf";
    assertThat(lgr.indexLabel(oeuf)).isEqualTo(lgr.indexLabel(lig));
    assertThat(lgr.indexLabel("xuf")).isEqualTo(lgr.indexLabel(oeuf));
    assertThat(lgr.indexLabel("yuf")).isEqualTo(lgr.indexLabel(oeuf));
    assertThat(lgr.indexLabel("oeil")).isNotEqualTo(lgr.indexLabel(oeuf));
    Set<String> ofOeuf =
        lgr.allVariants(oeuf).stream().map(VariantLabel::uLabel).collect(Collectors.toSet());
    Set<String> ofLig =
        lgr.allVariants(lig).stream().map(VariantLabel::uLabel).collect(Collectors.toSet());
    Set<String> ofX =
        lgr.allVariants("xuf").stream().map(VariantLabel::uLabel).collect(Collectors.toSet());
    assertThat(ofOeuf).contains(lig, "xuf", "yuf");
    assertThat(ofLig).contains(oeuf, "xuf", "yuf");
    assertThat(ofX).contains("yuf", oeuf, lig);
  }

  private static void appendVars(StringBuilder data, String[] set, String self) {
    for (String v : set) {
      if (!v.equals(self)) {
        data.append("<var cp=\"").append(v).append("\"/>");
      }
    }
  }
}
