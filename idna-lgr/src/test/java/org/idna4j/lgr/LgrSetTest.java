package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Element LGRs decide validity, the common LGR decides collisions (Root Zone LGR model). */
class LgrSetTest {

  private static final String LATIN = TestLgrs.LATIN;
  private static final String CYRILLIC = "rz-lgr-5/lgr-5-cyrillic-script-26may22-en.xml";

  private static LgrSet rz() {
    return LgrSet.of(
        TestLgrs.file(TestLgrs.COMMON),
        Map.of("Latn", TestLgrs.file(LATIN), "Cyrl", TestLgrs.file(CYRILLIC)));
  }

  @Test
  void detectsScripts() {
    assertThat(LgrSet.detectScript("café")).contains("Latn");
    assertThat(LgrSet.detectScript("пример")).contains("Cyrl");
    assertThat(LgrSet.detectScript("中文")).contains("Hani");
    assertThat(LgrSet.detectScript("日本語のテキスト")).contains("Jpan");
    assertThat(LgrSet.detectScript("한국어")).contains("Kore");
    assertThat(LgrSet.detectScript("韓國한국")).contains("Kore");
    assertThat(LgrSet.detectScript("\u30FC\u3006")).contains("Jpan");
    assertThat(LgrSet.detectScript("\u0301a")).contains("Latn"); // leading inherited skipped
    assertThat(LgrSet.detectScript("123")).isEmpty();
    assertThat(LgrSet.detectScript("xn--caf-dma")).contains("Latn");
  }

  @Test
  void elementLgrDecidesValidity() {
    LgrSet set = rz();
    LgrLabelResult latin = set.evaluate("café");
    assertThat(latin.script()).contains("Latn");
    assertThat(latin.disposition()).isEqualTo("valid");
    LgrLabelResult cyr = set.evaluate("пример");
    assertThat(cyr.script()).contains("Cyrl");
    // a single LGR decides without a script
    assertThat(set.elements().values().iterator().next().evaluate("a").script()).isEmpty();
    assertThat(cyr.disposition()).isEqualTo("valid");
    LgrLabelResult greek = set.evaluate("αβγ");
    assertThat(greek.problems())
        .extracting(LgrProblem::error)
        .containsExactly(LgrError.NO_ELEMENT_LGR);
    // The Cyrillic LGR lists Latin homoglyph targets only as out-of-repertoire-var chars.
    LgrLabelResult latinAsCyrillic = set.evaluate("apple", "Cyrl");
    assertThat(latinAsCyrillic.disposition()).isEqualTo("invalid");
    assertThat(latinAsCyrillic.types()).containsExactly("out-of-repertoire-var");
  }

  @Test
  void commonLgrDecidesCollisionsAcrossScripts() {
    LgrSet set = rz();
    // Latin "ехаmple" written with Cyrillic е, х, а: a cross-script homoglyph of "example".
    String mixed = "\u0435\u0445\u0430mple";
    CollisionIndex idx = set.collisionIndex(List.of("example", "other"));
    assertThat(idx.collisions(mixed)).containsExactly("example");
    assertThat(idx.collisions("exampel")).isEmpty();
    assertThat(set.indexLabel("аре")).isEqualTo(set.indexLabel("ape")); // Cyrillic а р е
  }

  @Test
  void loadsTheRzLgr5Directory(@TempDir Path dir) throws IOException {
    for (String f : List.of(TestLgrs.COMMON, LATIN, CYRILLIC)) {
      try (InputStream in = TestLgrs.resource(f)) {
        Files.copy(in, dir.resolve(Path.of(f).getFileName().toString()));
      }
    }
    LgrSet set = LgrSet.load(dir);
    assertThat(set.elements()).containsOnlyKeys("Latn", "Cyrl");
    assertThat(set.evaluate("straße").disposition()).isEqualTo("valid");
  }

  @Test
  void rejectsADirectoryWithoutCommon(@TempDir Path dir) throws IOException {
    try (InputStream in = TestLgrs.resource(LATIN)) {
      Files.copy(in, dir.resolve("latin.xml"));
    }
    assertThatThrownBy(() -> LgrSet.load(dir))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("no common LGR");
  }

  @Test
  void scriptSubtags() {
    assertThat(LgrSet.scriptSubtag("und-Latn")).contains("Latn");
    assertThat(LgrSet.scriptSubtag("sr-cyrl-RS")).contains("Cyrl");
    assertThat(LgrSet.scriptSubtag("fr")).isEmpty();
  }
}
