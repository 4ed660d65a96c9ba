package org.idna4j.psl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Random;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.junit.jupiter.api.Test;

/**
 * Answers in the input's label form: {@link Names#render}, which takes the U-labels of ToUnicode of
 * the whole input (or the input's own tail when ToUnicode leaves it unchanged), gives what
 * converting the answer's A-labels back one by one with ToUnicode gives, for labels in final form
 * and for labels that UTS #46 changes (capitals, NFD, ignored and mapped chars, other label
 * separators).
 */
class RenderTest {

  private static final String[] LABELS = {
    "www",
    "食狮",
    "公司",
    "cn",
    "xn--55qx5d",
    "bücher",
    "BÜCHER",
    "bu\u0308cher",
    "b\u00ADücher",
    "рф",
    "ελ",
    "ΣΊΣΥΦΟΣ",
    "straße",
    "example",
    "ａｂｃ",
    "日本",
    "jp",
    "com",
    "co",
    "uk",
    "kobe",
    "xn--bcher-kva",
    "ü",
    "\u0915\u094D\u200D\u0937", // ZWJ after a virama (RFC 5892 Appendix A.2): a deviation kept
    "\u1F40\u03B4\u03C5\u03C3\u03C3\u03B5\u03CD\u03C2", // final sigma: a deviation kept
    "\u1100\u1161", // conjoining jamo: NFC composes them
    "\u216B" // a Roman numeral: mapped to ASCII letters
  };
  private static final String[] SEPARATORS = {".", ".", ".", "。", "．"};

  @Test
  void inputLabelsTakenAsTheyAreAgreeWithToUnicode() {
    Random random = new Random(15);
    int checked = 0;
    int ownForm = 0;
    for (int n = 0; n < 20_000; n++) {
      StringBuilder sb = new StringBuilder();
      int labels = 1 + random.nextInt(4);
      for (int l = 0; l < labels; l++) {
        if (l > 0) {
          sb.append(SEPARATORS[random.nextInt(SEPARATORS.length)]);
        }
        sb.append(LABELS[random.nextInt(LABELS.length)]);
      }
      if (random.nextInt(6) == 0) {
        sb.append('.');
      }
      String name = sb.toString();
      DomainResult result = Idna.lookup().toAscii(name);
      if (!result.isValid()) {
        continue;
      }
      boolean unchanged = Idna.lookup().toUnicode(name).output().equals(name);
      assertThat(Names.isOwnUnicodeForm(name)).as(name).isEqualTo(unchanged);
      ownForm += unchanged ? 1 : 0;
      String ascii = result.output();
      String[] inputLabels = name.split("[.。．｡]", -1);
      for (int start = 0; start < ascii.length(); start = ascii.indexOf('.', start) + 1) {
        String tail = ascii.substring(start);
        String expected =
            inputLabels.length == ascii.split("\\.", -1).length
                ? renderByToUnicode(inputLabels, tail, tail.split("\\.", -1))
                : Idna.lookup().toUnicode(tail).output();
        if (!Names.isAscii(name) && tail.contains("xn--")) {
          assertThat(Names.render(name, ascii, start))
              .as(name + " from " + start)
              .isEqualTo(expected);
          checked++;
        }
        if (ascii.indexOf('.', start) < 0) {
          break;
        }
      }
    }
    assertThat(checked).isGreaterThan(10_000);
    assertThat(ownForm).as("names ToUnicode leaves unchanged").isBetween(1_000, 15_000);
  }

  /**
   * {@link Names#isOwnUnicodeForm}, which spares {@link Names#render} the ToUnicode of names in
   * their final form, says what ToUnicode would on every valid name of the corpora with non-ASCII
   * names.
   */
  @Test
  void ownUnicodeFormIsWhatToUnicodeLeavesUnchanged() throws IOException {
    int valid = 0;
    int unchanged = 0;
    for (String corpus : List.of("mixed", "unicode")) {
      for (String name : CorpusEquivalenceTest.read(corpus)) {
        if (Idna.lookup().toAscii(name).isValid()) {
          valid++;
          boolean same = Idna.lookup().toUnicode(name).output().equals(name);
          unchanged += same ? 1 : 0;
          assertThat(Names.isOwnUnicodeForm(name)).as(name).isEqualTo(same);
        }
      }
    }
    // both answers occur: the unicode corpus is in final form, the mixed one has capitals
    assertThat(unchanged).isGreaterThan(100_000).isLessThan(valid);
  }

  /**
   * The reference rendering: every label the input wrote in ASCII as the A-label, every other label
   * as ToUnicode of the answer's A-labels.
   */
  private static String renderByToUnicode(String[] inputLabels, String tail, String[] asciiLabels) {
    String unicodeTail = Idna.lookup().toUnicode(tail).output();
    String[] unicodeLabels = unicodeTail.split("\\.", -1);
    if (unicodeLabels.length != asciiLabels.length) {
      return unicodeTail;
    }
    StringBuilder sb = new StringBuilder(unicodeTail.length());
    int offset = inputLabels.length - asciiLabels.length;
    for (int i = 0; i < asciiLabels.length; i++) {
      if (i > 0) {
        sb.append('.');
      }
      sb.append(Names.isAscii(inputLabels[offset + i]) ? asciiLabels[i] : unicodeLabels[i]);
    }
    return sb.toString();
  }

  @Test
  void theOfficialFormsStay() {
    PublicSuffixList psl = PublicSuffixList.bundled();
    assertThat(psl.registrableDomain("www.食狮.公司.cn")).hasValue("食狮.公司.cn");
    assertThat(psl.registrableDomain("www.食狮.xn--55qx5d.cn")).hasValue("食狮.xn--55qx5d.cn");
    assertThat(psl.registrableDomain("WWW.BÜCHER.DE")).hasValue("bücher.de");
    assertThat(psl.registrableDomain("www.bu\u0308cher.de")).hasValue("bücher.de");
  }
}
