package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every LGR file of the shared data set loads, with the sizes its XML declares. */
class LoadAllFilesTest {

  static List<String> files() {
    return List.of(
        "rz-lgr-5/lgr-5-common-26may22-en.xml",
        "rz-lgr-5/lgr-5-latin-script-26may22-en.xml",
        "rz-lgr-5/lgr-5-cyrillic-script-26may22-en.xml",
        "rz-lgr-5/lgr-5-greek-script-26may22-en.xml",
        "rz-lgr-5/lgr-5-arabic-script-26may22-en.xml",
        "rz-lgr-5/lgr-5-chinese-script-26may22-en.xml",
        "rz-lgr-5/lgr-5-devanagari-script-26may22-en.xml",
        "rz-lgr-5/lgr-5-japanese-script-26may22-en.xml",
        "second-level/ref-2024-10-25-und-Latn.xml",
        "second-level/ref-2024-10-25-fr.xml",
        "second-level/fvs-2024-10-25-und-Latn.xml",
        "second-level/fvs-2024-10-25-und-Cyrl.xml",
        "second-level/fvs-2024-10-25-und-Grek.xml",
        "tld/se-Latin-script.xml",
        "tld/se-Yiddish-language.xml",
        "tld/nu-Latin-script.xml",
        "tld/google-registry-Latin-IDN.xml",
        "tld/pdt-ref-arabic-lang.xml",
        "vectors/Sample-French-a-variant.xml");
  }

  @ParameterizedTest
  @MethodSource("files")
  void loads(String file) {
    String all = TestLgrs.text(file);
    String xml = all.substring(all.indexOf("<data>"), all.indexOf("</data>"));
    Lgr lgr = TestLgrs.file(file);
    LgrInfo info = lgr.info();
    assertThat(info.chars() + info.sequences()).isEqualTo(count(xml, "<char "));
    assertThat(info.ranges()).isEqualTo(count(xml, "<range "));
    assertThat(info.variants()).isEqualTo(count(xml, "<var "));
    assertThat(info.actions()).isEqualTo(count(all, "<action "));
    assertThat(lgr.metadata().unicodeVersion()).hasValueSatisfying(v -> assertThat(v).isNotBlank());
  }

  private static int count(String text, String needle) {
    int n = 0;
    for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
      n++;
    }
    return n;
  }
}
