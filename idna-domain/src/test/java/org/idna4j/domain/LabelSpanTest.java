package org.idna4j.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link DomainResult#labelSpans()}: code-point bounds in the input, end exclusive. */
class LabelSpanTest {

  private static LabelSpan span(int start, int end, String output) {
    return new LabelSpan(start, end, output);
  }

  @Test
  void plainNameTakesTheFastPathAndStillHasSpans() {
    assertEquals(
        List.of(span(0, 3, "www"), span(4, 11, "example"), span(12, 15, "com")),
        Idna.lookup().toAscii("www.example.com").labelSpans());
  }

  @Test
  void capitalsAreLoweredInPlace() {
    assertEquals(
        List.of(span(0, 3, "abc"), span(4, 6, "de")), Idna.lookup().toAscii("ABC.De").labelSpans());
  }

  @Test
  void convertedLabelKeepsItsInputBounds() {
    // "Bücher" is 6 code points; U+3002 IDEOGRAPHIC FULL STOP separates (UTS #46 §4 step 3)
    assertEquals(
        List.of(span(0, 6, "xn--bcher-kva"), span(7, 14, "example")),
        Idna.lookup().toAscii("Bücher\u3002example").labelSpans());
  }

  @Test
  void supplementaryCodePointsCountOnce() {
    // U+1D400 MATHEMATICAL BOLD CAPITAL A is two chars, one code point; it maps to "a"
    assertEquals(
        List.of(span(0, 2, "ab"), span(3, 9, "xn--bcher-kva")),
        Idna.lookup().toAscii("\uD835\uDC00b.bücher").labelSpans());
  }

  @Test
  void trailingDotGivesAnEmptyRootSpanAtTheEnd() {
    assertEquals(
        List.of(span(0, 1, "a"), span(2, 2, "")), Idna.lookup().toAscii("a.").labelSpans());
    assertEquals(
        List.of(span(0, 7, "\u00E4"), span(8, 8, "")),
        Idna.lookup().toUnicode("xn--4ca.").labelSpans());
  }

  @Test
  void emptyLabelsHaveEmptySpans() {
    DomainResult r = Idna.uts46().toAscii("a..b");
    assertFalse(r.isValid());
    assertEquals(List.of(span(0, 1, "a"), span(2, 2, ""), span(3, 4, "b")), r.labelSpans());
    assertEquals(List.of(span(0, 0, "")), Idna.uts46().toAscii("").labelSpans());
  }

  @Test
  void invalidLabelsAreLocatedToo() {
    DomainResult r = Idna.lookup().toAscii("ok.a\u200Db.x");
    assertFalse(r.isValid());
    List<LabelSpan> spans = r.labelSpans();
    assertEquals(3, spans.size());
    assertEquals(span(0, 2, "ok"), spans.get(0));
    assertEquals(List.of(3, 6), List.of(spans.get(1).start(), spans.get(1).end()));
    assertEquals(r.labels().get(1), spans.get(1).output());
    assertEquals(span(7, 8, "x"), spans.get(2));
  }

  @Test
  void whatwgDomainToUnicodeFailureKeepsTheInputLabels() {
    DomainResult r = Idna.whatwgUrl().toUnicode("xn--a\uFF0Eb\u00E9");
    assertEquals("xn--a\uFF0Eb\u00E9", r.output());
    assertEquals(List.of(span(0, 5, "xn--a"), span(6, 8, "b\u00E9")), r.labelSpans());
  }

  @Test
  void whatwgDomainParserFailureLocatesLabels() {
    DomainResult r = Idna.whatwgUrl().toAscii("a<b.c");
    assertFalse(r.isValid());
    assertEquals(List.of(span(0, 3, "a<b"), span(4, 5, "c")), r.labelSpans());
  }

  @Test
  void valueSemantics() {
    assertEquals(span(1, 2, "a"), span(1, 2, "a"));
    assertEquals(span(1, 2, "a").hashCode(), span(1, 2, "a").hashCode());
    assertNotEquals(span(1, 2, "a"), span(1, 3, "a"));
    assertNotEquals(span(1, 2, "a"), span(1, 2, "b"));
    assertEquals("LabelSpan[start=1, end=2, output=a]", span(1, 2, "a").toString());
    assertThrows(IllegalArgumentException.class, () -> span(-1, 0, ""));
    assertThrows(IllegalArgumentException.class, () -> span(2, 1, ""));
    assertThrows(NullPointerException.class, () -> span(0, 0, null));
  }

  @Test
  void millionCharNameIsLinear() {
    String name = "a\u00E9.".repeat(333_333) + "b";
    List<LabelSpan> spans = Idna.uts46().toUnicode(name).labelSpans();
    assertEquals(333_334, spans.size());
    assertEquals(span(999_999, 1_000_000, "b"), spans.get(spans.size() - 1));
  }
}
