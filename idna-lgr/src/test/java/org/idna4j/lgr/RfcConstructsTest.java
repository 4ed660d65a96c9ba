package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.idna4j.lgr.TestLgrs.doc;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** One test per RFC 7940 construct, on small LGRs written for the construct. */
class RfcConstructsTest {

  private static Lgr lgr(String data, String rules) {
    return TestLgrs.xml(doc(data.replace('\'', '"'), rules.replace('\'', '"')));
  }

  private static final String ABC =
      "<char cp='0061' tag='vowel'/><char cp='0062' tag='cons'/>"
          + "<char cp='0063' tag='cons'/><char cp='0064'/><char cp='0300'/>";

  private static String disp(Lgr l, String label) {
    return l.evaluate(label).disposition();
  }

  @Test
  void metadata() {
    Lgr l =
        TestLgrs.xml(
            "<lgr xmlns='urn:ietf:params:xml:ns:lgr-1.0'><meta><version comment='c'>7</version>"
                    .replace('\'', '"')
                + "<date>2020-01-02</date><language>und-Latn</language><language>fr</language>"
                + "<scope type=\"domain\">example</scope><validity-start>2020-01-01</validity-start>"
                + "<validity-end>2030-01-01</validity-end><unicode-version>11.0.0</unicode-version>"
                + "<description type=\"text/html\"><![CDATA[<p>Hi</p>]]></description>"
                + "<references><reference id=\"0\">The Unicode Standard</reference></references></meta>"
                + "<data><char cp=\"0061\"/></data></lgr>");
    LgrMetadata m = l.metadata();
    assertThat(m.version()).contains("7");
    assertThat(m.date()).contains("2020-01-02");
    assertThat(m.languages()).containsExactly("und-Latn", "fr");
    assertThat(m.scopes()).containsExactly("example");
    assertThat(m.validityStart()).contains("2020-01-01");
    assertThat(m.validityEnd()).contains("2030-01-01");
    assertThat(m.unicodeVersion()).contains("11.0.0");
    assertThat(m.description()).contains("<p>Hi</p>");
    LgrMetadata none =
        TestLgrs.xml(
                "<lgr xmlns=\"urn:ietf:params:xml:ns:lgr-1.0\"><data><char cp=\"0061\"/></data></lgr>")
            .metadata();
    assertThat(none.version()).isEmpty();
    assertThat(none.unicodeVersion()).isEmpty();
    assertThat(none.description()).isEmpty();
  }

  @Test
  void charSequenceAndRange() { // RFC 7940 §5.1, §5.4
    Lgr l = lgr("<char cp='0061 0062'/><range first-cp='0063' last-cp='0065'/>", "");
    assertThat(l.evaluate("abce").eligible()).isTrue();
    assertThat(l.evaluate("a").problems())
        .extracting(LgrProblem::error)
        .containsExactly(LgrError.NOT_IN_REPERTOIRE);
    assertThat(l.evaluate("afb").errors()).containsExactly(LgrError.NOT_IN_REPERTOIRE);
    assertThat(l.evaluate("afb").problems())
        .extracting(LgrProblem::offset)
        .containsExactly(0, 1, 2);
    assertThat(l.evaluate("f").eligible()).isFalse();
  }

  @Test
  void greedyLongestElementDecidesEligibility() { // lgr-core's _test_preliminary_eligibility
    // Greedy longest match takes "ab" and is then stuck on "c", as in lgr-core, although the
    // split a|bc exists; the label is ineligible and the problem is at "c".
    Lgr l = lgr("<char cp='0061'/><char cp='0061 0062'/><char cp='0062 0063'/>", "");
    assertThat(l.evaluate("abc").eligible()).isFalse();
    assertThat(l.evaluate("abc").problems()).extracting(LgrProblem::offset).containsExactly(2);
    assertThat(l.evaluate("abbc").eligible()).isTrue();
  }

  @Test
  void whenContextWithLookBehindAndLookAhead() { // RFC 7940 §5.2, §6.4
    Lgr l =
        lgr(
            ABC.replace("<char cp='0300'/>", "<char cp='0300' when='after-cons-before-a'/>"),
            "<class name='cons' from-tag='cons'/>"
                + "<rule name='after-cons-before-a'><look-behind><class by-ref='cons'/></look-behind><anchor/>"
                + "<look-ahead><char cp='0061'/></look-ahead></rule>");
    assertThat(l.evaluate("b\u0300a").eligible()).isTrue();
    assertThat(l.evaluate("a\u0300a").eligible()).isFalse();
    LgrLabelResult r = l.evaluate("b\u0300d");
    assertThat(r.problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.error()).isEqualTo(LgrError.CONTEXT_RULE_FAILED);
              assertThat(p.offset()).isEqualTo(1);
              assertThat(p.detail()).contains("after-cons-before-a");
            });
  }

  @Test
  void notWhenWithStartAndEnd() { // RFC 7940 §5.2, §6.3.6
    Lgr l =
        lgr(
            "<char cp='0061'/><char cp='002D' not-when='edge'/>",
            "<rule name='edge'><choice><rule><look-behind><start/></look-behind><anchor/></rule>"
                + "<rule><anchor/><look-ahead><end/></look-ahead></rule></choice></rule>");
    assertThat(l.evaluate("a-a").eligible()).isTrue();
    assertThat(l.evaluate("-a").problems()).extracting(LgrProblem::offset).containsExactly(0);
    assertThat(l.evaluate("a-").problems()).extracting(LgrProblem::offset).containsExactly(1);
  }

  @Test
  void contextRuleWithoutAnchorIsAWholeLabelRule() { // RFC 7940 §6.4.3
    Lgr l =
        lgr(
            "<char cp='0061'/><char cp='0062' when='has-d'/><char cp='0064'/>",
            "<rule name='has-d'><char cp='0064'/></rule>");
    assertThat(l.evaluate("abd").eligible()).isTrue();
    assertThat(l.evaluate("dab").eligible()).isTrue();
    assertThat(l.evaluate("ab").eligible()).isFalse();
  }

  @Test
  void tagsAndFromTagClasses() { // RFC 7940 §5.5, §6.2.2
    Lgr l =
        lgr(
            ABC,
            "<class name='v' from-tag='vowel'/>"
                + "<rule name='two-vowels'><class by-ref='v'/><class by-ref='v'/></rule>"
                + "<action disp='blocked' match='two-vowels'/>");
    assertThat(disp(l, "aa")).isEqualTo("blocked");
    assertThat(disp(l, "aba")).isEqualTo("valid");
  }

  @Test
  void propertyClass() { // RFC 7940 §6.2.3, with ICU4J's data
    Lgr l =
        lgr(
            ABC,
            "<rule name='lead-mark'><start/><class property='gc:Mn'/></rule>"
                + "<action disp='invalid' match='lead-mark'/>");
    assertThat(disp(l, "\u0300a")).isEqualTo("invalid");
    assertThat(l.evaluate("\u0300a").problems())
        .singleElement()
        .satisfies(p -> assertThat(p.detail()).contains("lead-mark"));
    assertThat(disp(l, "a\u0300")).isEqualTo("valid");
  }

  @Test
  void codePointListClassWithRange() { // RFC 7940 §6.2.1
    Lgr l =
        lgr(
            ABC,
            "<rule name='r'><class>0061 0062-0063</class><char cp='0064'/></rule>"
                + "<action disp='blocked' match='r'/>");
    assertThat(disp(l, "cd")).isEqualTo("blocked");
    assertThat(disp(l, "dd")).isEqualTo("valid");
  }

  @Test
  void setOperators() { // RFC 7940 §6.2.4
    String rules =
        "<union name='ab'><class>0061</class><class>0062</class></union>"
            + "<complement name='not-ab'><class by-ref='ab'/></complement>"
            + "<intersection name='b'><class by-ref='ab'/><class>0062 0063</class></intersection>"
            + "<difference name='a'><class by-ref='ab'/><class by-ref='b'/></difference>"
            + "<symmetric-difference name='ac'><class by-ref='ab'/><class>0062 0063</class></symmetric-difference>"
            + "<rule name='r-not-ab'><class by-ref='not-ab'/></rule>"
            + "<rule name='r-b'><start/><class by-ref='b'/><end/></rule>"
            + "<rule name='r-a'><start/><class by-ref='a'/><end/></rule>"
            + "<rule name='r-ac'><start/><class by-ref='ac'/><class by-ref='ac'/><end/></rule>"
            + "<action disp='d-not-ab' match='r-not-ab'/><action disp='d-b' match='r-b'/>"
            + "<action disp='d-a' match='r-a'/><action disp='d-ac' match='r-ac'/>";
    Lgr l = lgr(ABC, rules);
    assertThat(disp(l, "ad")).isEqualTo("d-not-ab");
    assertThat(disp(l, "b")).isEqualTo("d-b");
    assertThat(disp(l, "a")).isEqualTo("d-a");
    assertThat(disp(l, "ab")).isEqualTo("valid"); // b is not in the symmetric difference {a, c}
    assertThat(disp(l, "aa")).isEqualTo("d-ac"); // a, a both in {a, c}
  }

  @Test
  void symmetricDifference() { // RFC 7940 §6.2.4
    Lgr l =
        lgr(
            ABC,
            "<symmetric-difference name='ac'><class>0061 0062</class><class>0062 0063</class>"
                + "</symmetric-difference><rule name='r'><start/><class by-ref='ac'/><class by-ref='ac'/><end/></rule>"
                + "<action disp='hit' match='r'/>");
    assertThat(disp(l, "ac")).isEqualTo("hit");
    assertThat(disp(l, "ab")).isEqualTo("valid");
  }

  @Test
  void counts() { // RFC 7940 §6.3.5
    Lgr l =
        lgr(
            ABC,
            "<rule name='two-three-b'><start/><char cp='0061'/><char cp='0062' count='2:3'/>"
                + "<char cp='0061'/><end/></rule><rule name='many'><start/><any count='5+'/><end/></rule>"
                + "<rule name='exactly-2'><start/><choice count='2'><char cp='0063'/><char cp='0064'/></choice><end/></rule>"
                + "<action disp='b23' match='two-three-b'/><action disp='long' match='many'/>"
                + "<action disp='two' match='exactly-2'/>");
    assertThat(disp(l, "aba")).isEqualTo("valid");
    assertThat(disp(l, "abba")).isEqualTo("b23");
    assertThat(disp(l, "abbba")).isEqualTo("b23");
    assertThat(disp(l, "abbbba")).isEqualTo("long");
    assertThat(disp(l, "abcd")).isEqualTo("valid");
    assertThat(disp(l, "dc")).isEqualTo("two");
    assertThat(disp(l, "ddd")).isEqualTo("valid");
  }

  @Test
  void nestedRulesByRefAndInline() { // RFC 7940 §6.3
    Lgr l =
        lgr(
            ABC,
            "<rule name='bc'><char cp='0062'/><char cp='0063'/></rule>"
                + "<rule name='r'><start/><rule by-ref='bc'/><rule count='1+'><char cp='0061'/></rule><end/></rule>"
                + "<action disp='hit' match='r'/>");
    assertThat(disp(l, "bcaa")).isEqualTo("hit");
    assertThat(disp(l, "bc")).isEqualTo("valid");
  }

  @Test
  void ruleSearchesAnywhereWithoutStartOrEnd() { // RFC 7940 §6.3 (search, as lgr-core)
    Lgr l =
        lgr(
            ABC,
            "<rule name='cd'><char cp='0063'/><char cp='0064'/></rule><action disp='hit' match='cd'/>");
    assertThat(disp(l, "abcda")).isEqualTo("hit");
  }

  @Test
  void notMatchAction() { // RFC 7940 §7.2
    Lgr l =
        lgr(
            ABC,
            "<rule name='has-a'><char cp='0061'/></rule><action disp='invalid' not-match='has-a'/>");
    assertThat(disp(l, "bcd")).isEqualTo("invalid");
    assertThat(disp(l, "bad")).isEqualTo("valid");
  }

  @Test
  void actionsInDocumentOrderFirstWins() { // RFC 7940 §7.4
    Lgr l =
        lgr(
            ABC,
            "<rule name='has-a'><char cp='0061'/></rule>"
                + "<action disp='first' match='has-a'/><action disp='second' match='has-a'/>");
    assertThat(disp(l, "a")).isEqualTo("first");
  }

  @Test
  void defaultActionsAppended() { // RFC 7940 §7.6
    Lgr l =
        lgr(
            "<char cp='0061'><var cp='0061' type='blocked'/></char>"
                + "<char cp='0062'><var cp='0062' type='activated'/></char><char cp='0063'/>",
            "");
    assertThat(disp(l, "a")).isEqualTo("blocked");
    assertThat(disp(l, "b")).isEqualTo("activated");
    assertThat(disp(l, "bc")).isEqualTo("activated");
    assertThat(disp(l, "c")).isEqualTo("valid");
  }

  @Test
  void reflexiveTypesDecideTheOriginal() { // RFC 7940 §5.3.4, §8.1.1
    Lgr l =
        lgr(
            "<char cp='0061'><var cp='0061' type='r-simp'/></char><char cp='0062'><var cp='0062' type='r-trad'/>"
                + "</char>",
            "<action disp='allocatable' only-variants='r-simp'/><action disp='blocked' any-variant='r-trad'/>");
    assertThat(disp(l, "aa")).isEqualTo("allocatable");
    assertThat(disp(l, "ab")).isEqualTo("blocked");
    assertThat(l.evaluate("ab").types()).containsExactlyInAnyOrder("r-simp", "r-trad");
  }

  @Test
  void conditionalVariantsUseTheOriginalLabel() { // RFC 7940 §5.3.5
    Lgr l =
        lgr(
            "<char cp='0061'><var cp='0062' type='blocked' when='at-start'/></char>"
                + "<char cp='0062'><var cp='0061' type='blocked'/></char>",
            "<rule name='at-start'><look-behind><start/></look-behind><anchor/></rule>");
    List<String> v =
        l.allVariants("aa").stream().map(VariantLabel::uLabel).collect(Collectors.toList());
    assertThat(v).containsExactly("ba");
  }

  @Test
  void nullVariant() { // RFC 7940 §5.3.3
    Lgr l = lgr("<char cp='0061'/><char cp='0062'><var cp='' type='blocked'/></char>", "");
    assertThat(l.allVariants("aba").stream().map(VariantLabel::uLabel)).containsExactly("aa");
    assertThat(l.indexLabel("aba")).contains("aa");
  }

  @Test
  void invalidVariantsAreDroppedAndInvalidLabelsHaveNone() { // RFC 7940 §8.2 steps 5, 6
    Lgr l =
        lgr(
            "<char cp='0061'><var cp='0078' type='blocked'/><var cp='0062' type='blocked'/></char>"
                + "<char cp='0062'><var cp='0061' type='blocked'/></char><char cp='0063'/>",
            "<rule name='has-c'><char cp='0063'/></rule><action disp='invalid' match='has-c'/>");
    assertThat(l.allVariants("a").stream().map(VariantLabel::uLabel))
        .containsExactly("b"); // x: not in repertoire
    assertThat(l.allVariants("ac")).isEmpty();
  }

  @Test
  void variantDispositionsFromMappingTypes() { // RFC 7940 §8.3
    Lgr l = TestLgrs.file(TestLgrs.LATIN);
    List<VariantLabel> v = l.allVariants("straße").stream().collect(Collectors.toList());
    assertThat(v)
        .anySatisfy(
            x -> {
              assertThat(x.uLabel()).isEqualTo("strasse");
              assertThat(x.disposition()).isEqualTo("allocatable");
            });
    assertThat(v).allSatisfy(x -> assertThat(x.disposition()).isNotEqualTo("invalid"));
  }
}
